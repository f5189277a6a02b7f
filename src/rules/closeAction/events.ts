/** Close-action events [8.6, 8.7, 8.49, 8.71]: launch, resolution, retreat and advance. Each event's payload and its line in the log. */
import type { Explanation } from '../core/explanation';
import type { HexId } from '../hex';
import type { StepPayment } from '../movement/events';
import { unitsText, rollNote, type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    closeActionLaunched: { attackerIds: string[]; from: HexId; target: HexId; payments: StepPayment[]; rule: string };
    closeActionResolved: { attackerIds: string[]; defenderIds: string[]; from: HexId; target: HexId; result: string; explanation: Explanation };
    retreated: { unitIds: string[]; from: HexId; to: HexId; rule: string };
    advanced: { unitIds: string[]; from: HexId; to: HexId; rule: string };
  }
}

export const closeActionEventText: EventTexts<'closeActionLaunched' | 'closeActionResolved' | 'retreated' | 'advanced'> = {
  closeActionLaunched: (event) => `Close action from ${event.from} on ${event.target} by ${event.attackerIds.length} unit${event.attackerIds.length > 1 ? 's' : ''} [${event.rule}]`,
  closeActionResolved: (event) => `Close action on ${event.target}: ${event.explanation.result}${rollNote(event.explanation)} [${event.explanation.rule}]`,
  retreated: (event, nameOf) => `${unitsText(event.unitIds, nameOf)} retreat ${event.from} → ${event.to} [${event.rule}]`,
  advanced: (event, nameOf) => `${unitsText(event.unitIds, nameOf)} advance ${event.from} → ${event.to} [${event.rule}]`,
};
