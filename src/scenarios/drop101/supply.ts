/**
 * Supply sources of scenario 26 [11.11, 11.13, 26.2]. Allied: the 101st's supplyhead at C1010
 * [26.2]. German: the roads that leave Map C by the west edge south of hexrow 40, where the German
 * reinforcements enter [26.4], and by the east edge (reading: the German rear lay east and west of
 * the corridor; docs/scenarios.md, "Scenario 26").
 */
import type { SupplyState } from '../../rules/supply/supplyState';

export const D101_SUPPLYHEAD = { formationId: '101xx', hex: 'C1010' } as const;

export const D101_GERMAN_ROAD_EXITS = ['C0401', 'C0501', 'C2601', 'C2701', 'C3401', 'C0634', 'C0734', 'C0834', 'C0934', 'C2534'] as const;

export function drop101Supply(): SupplyState {
  return {
    sources: D101_GERMAN_ROAD_EXITS.map((hex) => ({
      id: `edgeRoad:${hex}`,
      name: `road off Map C at ${hex}`,
      side: 'german' as const,
      hexes: [hex],
      rule: '11.11',
      offMap: true,
    })),
    supplyheads: { [D101_SUPPLYHEAD.formationId]: D101_SUPPLYHEAD.hex },
  };
}
