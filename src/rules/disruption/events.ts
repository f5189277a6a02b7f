/** Disruption events [11.5, 11.53]: recovery rolls in the Command Phase. Each event's payload and its line in the log. */
import type { Explanation } from '../core/explanation';
import type { Mode } from '../core/unit';
import type { HexId } from '../hex';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    disruptionRecoveryRolled: { unitId: string; unitName: string; recovered: boolean; mode: Mode; explanation: Explanation; rule: string };
    recoveryBarredByOverstack: { unitId: string; unitName: string; hex: HexId; strength: number; limit: number; rule: string };
    recoveryBarredByScenario: { unitId: string; unitName: string; hex: HexId; untilTurn: number; rule: string };
  }
}

export const disruptionEventText: EventTexts<'disruptionRecoveryRolled' | 'recoveryBarredByOverstack' | 'recoveryBarredByScenario'> = {
  recoveryBarredByScenario: (event) => `${event.unitName} in ${event.hex} may not roll for recovery before GT ${event.untilTurn} [${event.rule}]`,
  recoveryBarredByOverstack: (event) =>
    `${event.unitName} cannot recover from disruption: ${event.hex} holds ${event.strength} SP over its limit of ${event.limit} [${event.rule}]`,
  disruptionRecoveryRolled: (event) => `${event.unitName} ${event.recovered ? `recovers from disruption (${event.mode})` : 'stays disrupted'}: ${event.explanation.result}, modified roll ${event.explanation.roll?.modified ?? '?'} [${event.rule}]`,
};
