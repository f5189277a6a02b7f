/**
 * Victory conditions of scenario 28 as data for src/rules/victory: the Historical set [28.51] and
 * the Player set [28.52]. Both count points, German less Allied, on the 28.51 scale. Labels are our
 * own words; readings in docs/scenarios.md ("Scenario 28"):
 * - 28.51 no. 2 says "NE quadrant" but describes the part west of hexrow xx26 and north of the
 *   Neder Rijn; we read the hexrow and the river (RULES-INVENTORY §5 no. 61);
 * - 28.52 no. 3: "controls a Rhine bridge" is a free road, railroad or trail path through it.
 */
import type { HexId } from '../../rules/hex';
import type { MapRegion, RiverBridge, VictoryCondition, VictoryDefinition, VictorySetup } from '../../rules/victory/types';

/** [28.51, 28.52] The three hexes the Allied side must each hold at the end: the rail bridge's and the road bridge's north ends, and the supply zone by Arnhem. */
export const D1_ALLIED_OBJECTIVES: readonly HexId[] = ['A1926', 'A2232', 'A2528'];

/** The land north of the Neder Rijn on Map A: reached from A2528 without crossing the river's all-water hexes. */
export const NORTH_OF_NEDER_RIJN: MapRegion = { section: 'A', bank: { seed: 'A2528', name: 'north of the Neder Rijn' } };

/** [28.51 no. 2] Columns up to 26 on the river's north bank. */
export const D1_CONTAINMENT: MapRegion = { ...NORTH_OF_NEDER_RIJN, maxCol: 26 };

/** The two Rhine bridges on Map A, north end first (the map's data: bridge spans and their end hexes). */
export const RHINE_BRIDGES: readonly RiverBridge[] = [
  { name: 'Arnhem road bridge', key: 'A2133/road', span: 'A2133', ends: ['A2232', 'A2032'] },
  { name: 'Oosterbeek railroad bridge', key: 'A1825/railroad', span: 'A1825', ends: ['A1926', 'A1726'] },
];

function alliedObjectives(rule: string, turn: number): VictoryCondition {
  return {
    kind: 'holdAtTurnEnd',
    id: 'allied-objectives',
    side: 'allied',
    rule,
    label: 'Allied units in each of A1926 (rail bridge), A2232 (road bridge) and A2528 at the end',
    hexes: { kind: 'list', hexes: [...D1_ALLIED_OBJECTIVES] },
    need: 'all',
    turn,
  };
}

/** [28.51] 3 Decisive, 2 Substantive, 1 Marginal German; 0 a draw; below, Allied. [28.52] The same, a German net over 3 Decisive too. */
const SCALE: VictoryDefinition['scoring'] = {
  kind: 'netPoints',
  side: 'german',
  bands: [
    { atLeast: 3, winner: 'german', level: 'decisive' },
    { atLeast: 2, winner: 'german', level: 'substantive' },
    { atLeast: 1, winner: 'german', level: 'marginal' },
    { atLeast: 0, winner: 'draw', level: null },
  ],
  otherwise: { winner: 'allied', level: null },
};

export function drop1stHistorical(lastTurn: number): VictoryDefinition {
  return {
    id: 'historical',
    name: 'Historical victory conditions',
    rule: '28.51',
    conditions: [
      { kind: 'casualties', id: 'german-casualties', side: 'german', rule: '28.51', label: 'Allied losses of 15 strength points or more', sufferedBy: 'allied', threshold: 15, comparison: 'atLeast' },
      {
        kind: 'unitsInRegion',
        id: 'german-containment',
        side: 'german',
        rule: '28.51',
        label: 'Every Allied unit west of hexrow xx26 and north of the Neder Rijn at the end',
        whose: 'allied',
        region: D1_CONTAINMENT,
        need: 'all',
      },
      { kind: 'observesPathfinder', id: 'german-pathfinder', side: 'german', rule: '28.51', label: 'A German unit can observe an Allied pathfinder at the end' },
      alliedObjectives('28.51', lastTurn),
    ],
    scoring: SCALE,
  };
}

export function drop1stPlayer(lastTurn: number): VictoryDefinition {
  return {
    id: 'player',
    name: 'Player victory conditions',
    rule: '28.52',
    conditions: [
      {
        kind: 'lossRatio',
        id: 'german-loss-ratio',
        side: 'german',
        rule: '28.52',
        label: 'British losses twice the weighted German losses, at least 40 SP (2 points); or three to two (1 point)',
        tiers: [
          { ratio: 2, minInflicted: 40, points: 2 },
          { ratio: 1.5, minInflicted: 1, points: 1 },
        ],
      },
      {
        kind: 'bridgePath',
        id: 'german-bridges',
        side: 'german',
        rule: '28.52',
        label: 'A north–south road, rail or trail path free of British zones through a Rhine bridge (2 points, both bridges 4); else 1 point a bridge held at both ends',
        section: 'A',
        bridges: RHINE_BRIDGES.map((b) => ({ ...b, ends: [...b.ends] as [HexId, HexId] })),
        pathPoints: 2,
        bothPathPoints: 4,
        heldPoints: 1,
      },
      alliedObjectives('28.52', lastTurn),
    ],
    scoring: SCALE,
  };
}

export type Drop1stVictorySet = 'historical' | 'player';

export function drop1stVictory(choice: Drop1stVictorySet, lastTurn: number): VictorySetup {
  return { definition: choice === 'player' ? drop1stPlayer(lastTurn) : drop1stHistorical(lastTurn) };
}
