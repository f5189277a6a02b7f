/** Leader events [19.3, 19.4]: casualty rolls, deaths and returns. Each event's payload and its line in the log. */
import type { Explanation } from '../core/explanation';
import type { HexId } from '../hex';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    leaderCasualtyRoll: { leaderId: string; leaderName: string; hex: HexId; killed: boolean; explanation: Explanation; rule: string };
    leaderKilled: { leaderId: string; leaderName: string; hex: HexId; rule: string };
    leaderReturned: { leaderId: string; leaderName: string; hex: HexId; hqUnitId: string; rule: string };
    leaderLostForGood: { leaderId: string; leaderName: string; reason: string; rule: string };
  }
}

export const leadersEventText: EventTexts<'leaderCasualtyRoll' | 'leaderKilled' | 'leaderReturned' | 'leaderLostForGood'> = {
  leaderCasualtyRoll: (event) => `${event.leaderName} in ${event.hex}: casualty roll ${event.explanation.roll?.total ?? '?'}, ${event.killed ? 'killed' : 'unhurt'} [${event.rule}]`,
  leaderKilled: (event) => `${event.leaderName} killed in ${event.hex} [${event.rule}]`,
  leaderReturned: (event) => `${event.leaderName} returns on his HQ in ${event.hex} [${event.rule}]`,
  leaderLostForGood: (event) => `${event.leaderName} is gone for good: ${event.reason} [${event.rule}]`,
};
