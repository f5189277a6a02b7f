/** Airstrike and CAP events [15.0–15.34]. Each event's payload and its line in the log. */
import type { AirstrikeResult } from '../tables/airstrikeBombardment';
import type { Explanation } from '../core/explanation';
import type { GermanCapOutcome } from './airState';
import type { HexId } from '../hex';
import type { Side } from '../core/unit';
import { rollNote, type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    germanPmAirstrikes: { available: boolean; rule: string };
    airstrikePlaced: { side: Side; hex: HexId; targetId: string | null; targetName: string | null; strikes: number; rule: string };
    airstrikeResolved: { side: Side; hex: HexId; targetId: string; targetName: string; result: AirstrikeResult; strengthLost: number; retreatedTo: HexId | null; explanation: Explanation; rule: string };
    airstrikeWasted: { side: Side; hex: HexId; reason: string; rule: string };
    capPlaced: { side: Side; hex: HexId; strikes: number; radius: number; rule: string };
    capRemoved: { side: Side; hex: HexId; rule: string };
    germanCap: { outcome: GermanCapOutcome; explanation: Explanation; rule: string };
  }
}

export const airstrikesEventText: EventTexts<'germanPmAirstrikes' | 'airstrikePlaced' | 'airstrikeResolved' | 'airstrikeWasted' | 'capPlaced' | 'capRemoved' | 'germanCap'> = {
  germanPmAirstrikes: (event) => event.available ? `German PM airstrikes fly today [${event.rule}]` : `No German PM airstrikes today [${event.rule}]`,
  airstrikePlaced: (event) => `${event.side === 'allied' ? 'Allied' : 'German'} airstrike (${event.strikes} strike${event.strikes > 1 ? 's' : ''}) placed on ${event.hex}${event.targetName ? ` against ${event.targetName}` : ''} [${event.rule}]`,
  airstrikeResolved: (event) => `Airstrike on ${event.targetName} in ${event.hex}: ${event.result} — ${event.explanation.result}${rollNote(event.explanation)} [${event.rule}]`,
  airstrikeWasted: (event) => `Airstrike on ${event.hex} finds no target: ${event.reason}`,
  capPlaced: (event) => `CAP at ${event.hex} widened to ${event.radius} hexes (${event.strikes} airstrike${event.strikes > 1 ? 's' : ''}) [${event.rule}]`,
  capRemoved: (event) => `CAP at ${event.hex} ends [${event.rule}]`,
  germanCap: (event) => `German CAP over the landing: ${event.explanation.result}${rollNote(event.explanation)} [${event.rule}]`,
};
