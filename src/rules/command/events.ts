/** Subordination events [11.4, 17.17, 17.19, 17.21c, 18.52]. Each event's payload and its line in the log. */
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    unitAttached: { unitId: string; unitName: string; formationId: string; designation: string; penalty: number; outOfSupplyThisTurn: boolean; rule: string };
    hqPromoted: { hqUnitId: string; hqName: string; divisionId: string; designation: string; rule: string };
  }
}

export const commandEventText: EventTexts<'unitAttached' | 'hqPromoted'> = {
  unitAttached: (event) => `${event.unitName} now answers to the ${event.designation} HQ${event.penalty > 0 ? `, effectiveness −${event.penalty} for good` : ''}${event.outOfSupplyThisTurn ? ', out of supply this Game-Turn' : ''} [${event.rule}]`,
  hqPromoted: (event) => `${event.hqName} becomes the HQ of ${event.designation}; units tracing to it have a 7-hex supply range [${event.rule}]`,
};
