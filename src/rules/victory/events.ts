/** Victory-record events [24.6, 25.5]. Each event's payload and its line in the log. */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';
import type { VictoryLevel } from './types';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    victoryTurnHeld: { conditionId: string; label: string; turn: number; held: HexId[]; count: number; needed: number; rule: string };
    victoryCheckpoint: { conditionId: string; label: string; turn: number; held: HexId[]; met: boolean; rule: string };
    victoryDecided: { winner: Side | 'draw'; level: VictoryLevel | null; label: string; rule: string };
  }
}

export const victoryEventText: EventTexts<'victoryTurnHeld' | 'victoryCheckpoint' | 'victoryDecided'> = {
  victoryTurnHeld: (event) => `Victory: ${event.label} — GT ${event.turn} held throughout (${event.held.join(', ')}), ${event.count} of ${event.needed} [${event.rule}]`,
  victoryCheckpoint: (event) => `Victory: ${event.label} — end of GT ${event.turn}: ${event.met ? `held (${event.held.join(', ')})` : 'not held'} [${event.rule}]`,
  victoryDecided: (event) => `Result: ${event.label} [${event.rule}]`,
};
