/** Set-up events [24.2, 25.21]. Each event's payload and its line in the log. */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    unitDeployed: { unitId: string; unitName: string; side: Side; from: HexId | null; hex: HexId; zoneId: string; rule: string };
    deploymentFinished: { side: Side; next: Side | null; rule: string };
    entrenchmentSetUp: { hex: HexId; side: Side; left: number; rule: string };
    entrenchmentLifted: { hex: HexId; side: Side; rule: string };
    bridgeApproachedAtStart: { bridge: string; name: string; rule: string };
    hqPostChecked: { unitId: string; unitName: string; hex: HexId; onPost: boolean; landed: boolean; holds: boolean; rule: string };
    unitsWithdrawn: { unitIds: string[]; names: string[]; hex: HexId; rule: string };
    supplyheadShifted: { formationId: string; from: HexId; to: HexId; byPlayer: boolean; rule: string };
    corridorHoldReleased: { unitId: string; unitName: string; hex: HexId; row: number; rule: string };
  }
}

export const scenarioEventText: EventTexts<'unitDeployed' | 'deploymentFinished' | 'entrenchmentSetUp' | 'entrenchmentLifted' | 'bridgeApproachedAtStart' | 'hqPostChecked' | 'unitsWithdrawn' | 'supplyheadShifted' | 'corridorHoldReleased'> = {
  corridorHoldReleased: (event) =>
    `${event.unitName} leads the Allied advance in ${event.hex}, on hexrow ${event.row} or beyond: German units far from the main road may move from now on [${event.rule}]`,
  supplyheadShifted: (event) =>
    `The ${event.formationId} supplyhead moves from ${event.from} to ${event.to}${event.byPlayer ? ' at the Allied player\'s choice, the division being out of supply' : ', as history had it'} [${event.rule}]`,
  hqPostChecked: (event) => {
    if (!event.landed) return `${event.unitName} has not landed: its post at ${event.hex} is excused [${event.rule}]`;
    if (!event.onPost) return `${event.unitName} is not on its post at ${event.hex} as the Game-Turn begins [${event.rule}]`;
    return `${event.unitName} is on its post at ${event.hex}${event.holds ? ' and may not move from it' : ''} [${event.rule}]`;
  },
  unitsWithdrawn: (event) => `${event.names.join(', ')} had not left by ${event.hex} in time and are withdrawn from play [${event.rule}]`,
  bridgeApproachedAtStart: (event) => `Allied units stand next to ${event.name} as play begins: its first approach is past, so no chance to blow it comes later [${event.rule}]`,
  entrenchmentSetUp: (event) => `Set-up: an entrenchment in ${event.hex} (${event.left === 0 ? 'all placed' : `${event.left} left to place`}) [${event.rule}]`,
  entrenchmentLifted: (event) => `Set-up: the entrenchment in ${event.hex} taken up again [${event.rule}]`,
  unitDeployed: (event) => `Set-up: ${event.unitName} ${event.from ? `moved ${event.from} → ${event.hex}` : `placed in ${event.hex}`} [${event.rule}]`,
  deploymentFinished: (event) => {
    const who = event.side === 'allied' ? 'Allied' : 'German';
        const next = event.next ? `the ${event.next === 'allied' ? 'Allied' : 'German'} player sets up next` : 'play begins';
        return `${who} set-up finished; ${next} [${event.rule}]`;
  },
};
