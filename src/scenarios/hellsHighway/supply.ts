/**
 * Supply sources of scenario 24 [24.5, 11.11].
 *
 * Allied: the 101st's supplyhead and the 5th Guards Armoured Brigade HQ are absent; hex C2411 stands
 * in for both, acting as a supplied HQ for the formations it serves [24.5]. It serves the whole
 * 101st Airborne Division and the whole Guards Armoured Division: 24.5 names 5/GA, and the 32nd
 * Guards Brigade's own superior (the GAxx HQ) is absent too, so the stand-in covers it as well
 * (docs/scenarios.md). The XXX Corps train [11.12] lies off Map D, outside the play area: not listed.
 *
 * German: every road that leaves the play area across its west, north or east boundary [11.11 read
 * against the 24.1 play area]. The hexes are listed here (a set-up has no map to read them from);
 * tests/scenarios/hellsHighway.test.ts derives the same list from the map and checks they agree.
 */
import type { HexId } from '../../rules/hex';
import type { SupplySource, SupplyState } from '../../rules/supply/supplyState';

export const HH_ALLIED_SOURCE: SupplySource = {
  id: 'hh-C2411',
  name: 'the road at C2411 (101st supply and Guards HQ assumed along it)',
  side: 'allied',
  hexes: ['C2411'],
  rule: '24.5',
  forFormations: ['101xx', 'GAxx'],
  actsAsHq: true,
};

/** Road hexes of the play area whose road carries on out of it to the west, north or east [11.11]. */
export const HH_GERMAN_ROAD_EXITS: readonly { hex: HexId; edge: 'west' | 'north' | 'east' }[] = [
  { hex: 'C2701', edge: 'west' },
  { hex: 'C3401', edge: 'west' },
  { hex: 'C4417', edge: 'north' },
  { hex: 'C4419', edge: 'north' },
];

export function hellsHighwaySupply(): SupplyState {
  return {
    sources: [
      structuredClone(HH_ALLIED_SOURCE),
      ...HH_GERMAN_ROAD_EXITS.map(({ hex, edge }) => ({
        id: `edgeRoad:${hex}`,
        name: `road off the play area's ${edge} edge at ${hex}`,
        side: 'german' as const,
        hexes: [hex],
        rule: '11.11',
        offMap: true,
      })),
    ],
    supplyheads: {},
  };
}
