/**
 * Supply sources of scenario 30 [11.11, 11.12]. Allied: the main road where it leaves Map D's south
 * edge at D0120, standing in for the XXX Corps train and the Guards' line of communication beyond
 * the map; it acts as a supplied HQ for the Guards Armoured Division and the 101st (the 506th's own
 * superiors are off this map). German: the roads that leave Map D across its north edge.
 */
import type { SupplySource, SupplyState } from '../../rules/supply/supplyState';

export const BO_ALLIED_SOURCE: SupplySource = {
  id: 'bo-D0120',
  name: 'the main road off the south edge at D0120 (XXX Corps beyond the map)',
  side: 'allied',
  hexes: ['D0120'],
  rule: '11.12',
  forFormations: ['GAxx', '101xx'],
  actsAsHq: true,
};

/** Road hexes of the north edge of Map D (the overlap row: C01xx = D61xx) [11.11]. */
export const BO_GERMAN_ROAD_EXITS = ['C0105', 'C0106', 'C0117', 'C0131'] as const;

export function breakoutSupply(): SupplyState {
  return {
    sources: [
      structuredClone(BO_ALLIED_SOURCE),
      ...BO_GERMAN_ROAD_EXITS.map((hex) => ({
        id: `edgeRoad:${hex}`,
        name: `road off the north edge of Map D at ${hex}`,
        side: 'german' as const,
        hexes: [hex],
        rule: '11.11',
        offMap: true,
      })),
    ],
    supplyheads: {},
  };
}
