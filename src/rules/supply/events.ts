/** Supply events [11.13, 11.23, 11.33, 11.35]: HQ judgments, depletion, supplyhead re-drops. Each event's payload and its line in the log. */
import type { Explanation } from '../core/explanation';
import { rollNote, type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    hqSupplyJudged: { unitId: string; unitName: string; supplied: boolean; rule: string; explanation: Explanation };
    depletionRemoved: { unitId: string; unitName: string; rule: string; explanation: Explanation };
    depletedAfterFiring: { unitId: string; unitName: string; depleted: boolean; rule: string; explanation: Explanation };
    supplyheadRedropStreak: { formationId: string; formationName: string; streak: number; needed: number; eligible: boolean; reason: string; rule: string };
  }
}

export const supplyEventText: EventTexts<'hqSupplyJudged' | 'depletionRemoved' | 'depletedAfterFiring' | 'supplyheadRedropStreak'> = {
  hqSupplyJudged: (event) => event.supplied ? `${event.unitName} back in supply: Depleted marker removed [${event.rule}]` : `${event.unitName} out of supply: marked Depleted [${event.rule}]`,
  depletionRemoved: (event) => `${event.unitName} in supply range of a supplied HQ: no longer Depleted [${event.rule}]`,
  depletedAfterFiring: (event) => event.depleted ? `${event.unitName} fired out of supply and is Depleted${rollNote(event.explanation, false)} [${event.rule}]` : `${event.unitName} fired out of supply but is not Depleted${rollNote(event.explanation, false)} [${event.rule}]`,
  supplyheadRedropStreak: (event) => event.eligible
        ? `${event.formationName}: ${event.streak} Game-Turns with every HQ out of supply; its supplyhead may be dropped again [${event.rule}]`
        : `${event.formationName}: ${event.streak} of ${event.needed} Game-Turns with every HQ out of supply (${event.reason}) [${event.rule}]`,
};
