/**
 * Supply sources of scenario 27 [11.11, 11.13, 27.2]. Allied: the 82nd's supplyhead at B2548 [27.2].
 * German: the two roads that leave Map B into German-held country, east to Kranenburg and Kleve
 * (B2654) and north over the Waal towards Arnhem (B3830) (reading: docs/scenarios.md, "Scenario 27";
 * the south edge road leads to the 101st's sector and the west edge to the Maas–Waal polders).
 */
import type { SupplyState } from '../../rules/supply/supplyState';

export const D82_SUPPLYHEAD = { formationId: '82xx', hex: 'B2548' } as const;

export const D82_GERMAN_ROAD_EXITS = ['B2654', 'B3830'] as const;

export function drop82Supply(): SupplyState {
  return {
    sources: D82_GERMAN_ROAD_EXITS.map((hex) => ({
      id: `edgeRoad:${hex}`,
      name: `road off Map B at ${hex}`,
      side: 'german' as const,
      hexes: [hex],
      rule: '11.11',
      offMap: true,
    })),
    supplyheads: { [D82_SUPPLYHEAD.formationId]: D82_SUPPLYHEAD.hex },
  };
}
