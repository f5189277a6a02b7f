/**
 * Supply sources of scenario 28 [11.11, 11.13, 28.2]. Allied: the 1st Airborne's supplyhead at
 * A2419 [28.2]. German: the roads leaving Map A by the edges their reinforcements use and by the
 * south edge (reading: the Germans held every side of the airhead; docs/scenarios.md, "Scenario 28").
 */
import type { SupplyState } from '../../rules/supply/supplyState';

export const D1_SUPPLYHEAD = { formationId: '1xx', hex: 'A2419' } as const;

export const D1_GERMAN_ROAD_EXITS = ['A3930', 'A3947', 'A1954', 'A2401', 'A0701', 'A0130'] as const;

export function drop1stSupply(): SupplyState {
  return {
    sources: D1_GERMAN_ROAD_EXITS.map((hex) => ({
      id: `edgeRoad:${hex}`,
      name: `road off Map A at ${hex}`,
      side: 'german' as const,
      hexes: [hex],
      rule: '11.11',
      offMap: true,
    })),
    supplyheads: { [D1_SUPPLYHEAD.formationId]: D1_SUPPLYHEAD.hex },
  };
}
