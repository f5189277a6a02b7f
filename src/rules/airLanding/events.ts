/** Air-landing events [14.0–14.6]. Each event's payload and its line in the log. */
import type { HexId } from '../hex';
import type { EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    pathfinderPlaced: { formationId: string; designation: string; hex: HexId; rule: string };
  }
}

export const airLandingEventText: EventTexts<'pathfinderPlaced'> = {
  pathfinderPlaced: (event) => `Pathfinder of ${event.designation} placed in ${event.hex}: its battalions drop within 3 hexes [${event.rule}]`,
};
