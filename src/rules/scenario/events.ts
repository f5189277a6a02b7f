/** Set-up events [24.2, 25.21]. Each event's payload and its line in the log. */
import type { HexId } from '../hex';
import type { Side } from '../core/unit';
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    unitDeployed: { unitId: string; unitName: string; side: Side; from: HexId | null; hex: HexId; zoneId: string; rule: string };
    deploymentFinished: { side: Side; next: Side | null; rule: string };
    bridgeApproachedAtStart: { bridge: string; name: string; rule: string };
  }
}

export const scenarioEventText: EventTexts<'unitDeployed' | 'deploymentFinished' | 'bridgeApproachedAtStart'> = {
  bridgeApproachedAtStart: (event) => `Allied units stand next to ${event.name} as play begins: its first approach is past, so no chance to blow it comes later [${event.rule}]`,
  unitDeployed: (event) => `Set-up: ${event.unitName} ${event.from ? `moved ${event.from} → ${event.hex}` : `placed in ${event.hex}`} [${event.rule}]`,
  deploymentFinished: (event) => {
    const who = event.side === 'allied' ? 'Allied' : 'German';
        const next = event.next ? `the ${event.next === 'allied' ? 'Allied' : 'German'} player sets up next` : 'play begins';
        return `${who} set-up finished; ${next} [${event.rule}]`;
  },
};
