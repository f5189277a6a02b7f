/** Air-landing events [14.0–14.8]. Each event's payload and its line in the log. */
import type { HexId } from '../hex';
import type { EventTexts } from '../define/eventText';
import type { WeatherValue } from '../state/weather';
import { quotedResult, type AirLandingResult } from '../tables/airLandingTable';
import type { Explanation } from '../core/explanation';

declare module '../core/events' {
  interface EventMap {
    pathfinderPlaced: { formationId: string; designation: string; hex: HexId; rule: string };
    dropsPlotted: { count: number; rule: string };
    supplyheadPlaced: { divisionId: string; designation: string; hex: HexId; rule: string };
    weatherSet: { north: WeatherValue; south: WeatherValue; segment: 'AM' | 'PM'; rule: string };
    liftPointsForDay: { day: number; fresh: number; carried: number; lapsed: number; rule: string };
    serialRegrouped: { unitId: string; unitName: string; from: string; to: string; rule: string };
    serialFlown: {
      serialId: string;
      target: HexId;
      route: 'north' | 'south';
      conditions: number;
      /** [14.21] The hexes flown over, edge first, the drop hex last. */
      path: HexId[];
      flakIds: string[];
      result: AirLandingResult;
      explanation: Explanation;
      rule: string;
    };
    serialAborted: { serialId: string; rule: string };
    routesOpened: { unitName: string; hex: HexId; rule: string };
    maasReached: { unitName: string; hex: HexId; rule: string };
    supplyheadDropped: { divisionId: string; target: HexId; hex: HexId; result: AirLandingResult; read: AirLandingResult; conditions: number; rule: string };
    serialLanded: { serialId: string; hex: HexId; unitIds: string[]; scatter: { hexes: number; direction: string } | null; note: string; rule: string };
  }
}

export const airLandingEventText: EventTexts<'pathfinderPlaced' | 'dropsPlotted' | 'supplyheadPlaced' | 'weatherSet' | 'liftPointsForDay' | 'serialRegrouped' | 'serialFlown' | 'serialAborted' | 'serialLanded' | 'supplyheadDropped' | 'routesOpened' | 'maasReached'> = {
  maasReached: (event) => `${event.unitName}, in supply, stands by the Maas in ${event.hex}: from now on drops on Map B may fly either route [${event.rule}]`,
  pathfinderPlaced: (event) => `Pathfinder of ${event.designation} placed in ${event.hex}: its battalions drop within 3 hexes [${event.rule}]`,
  dropsPlotted: (event) => `The Allied player plots ${event.count} drop${event.count === 1 ? '' : 's'} for this turn; the hexes stay secret until each serial flies [${event.rule}]`,
  supplyheadPlaced: (event) => `Supplyhead of ${event.designation} placed in ${event.hex}: it supplies the division from there [${event.rule}]`,
  weatherSet: (event) => `Weather for the ${event.segment} segment: northern zone (Maps A, B) ${event.north}, southern zone (Maps C, D) ${event.south} [${event.rule}]`,
  liftPointsForDay: (event) =>
    `${event.day} Sept: ${event.fresh} Lift Point${event.fresh === 1 ? '' : 's'}${event.carried > 0 ? ` plus ${event.carried} carried from a day without flights` : ''}${event.lapsed > 0 ? `; ${event.lapsed} unused lapsed` : ''} [${event.rule}]`,
  serialRegrouped: (event) => `${event.unitName} moved from serial ${event.from} to serial ${event.to} in England [${event.rule}]`,
  serialFlown: (event) => {
    const parts = event.explanation.modifiers.filter((m) => m.applies === 'flight conditions').map((m) => `${m.what} ${m.value >= 0 ? '+' : ''}${m.value} [${m.rule}]`);
    const roll = event.explanation.roll;
    const shift = event.explanation.modifiers.find((m) => m.rule === '14.13');
    return (
      `Serial ${event.serialId} flies the ${event.route}ern route to ${event.target}. Flight conditions ${event.conditions}` +
      `${parts.length > 0 ? ` (${parts.join(', ')})` : ''}: the Air Landing Table column, higher is worse` +
      `${roll ? `; rolled ${roll.dice.join(' + ')} = ${roll.total}` : ''}${shift ? `, ${shift.what} ${shift.value > 0 ? '+' : ''}${shift.value} step [${shift.rule}]` : ''}: result ${quotedResult(event.result)}, ${event.explanation.result} [${event.rule}, 14.92]`
    );
  },
  supplyheadDropped: (event) =>
    `Supplyhead of ${event.divisionId} dropped at ${event.target} (conditions ${event.conditions}, result ${quotedResult(event.result)}${event.read !== event.result ? ` read as ${quotedResult(event.read)}` : ''}): it lies in ${event.hex} [${event.rule}]`,
  routesOpened: (event) => `${event.unitName}, in supply, holds ${event.hex}: from now on drops on every map may fly either route [${event.rule}]`,
  serialAborted: (event) => `Serial ${event.serialId} turns back to England; its Lift Point is spent [${event.rule}]`,
  serialLanded: (event) =>
    `Serial ${event.serialId} lands in ${event.hex}${event.scatter ? ` (scattered ${event.scatter.hexes} ${event.scatter.direction})` : ' on target'}${event.note ? `: ${event.note}` : ''} [${event.rule}]`,
};
