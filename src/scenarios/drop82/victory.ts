/**
 * Victory conditions of scenario 27 as data for src/rules/victory: the Historical set [27.51] and
 * the Player set [27.52]. Each side scores a point per condition of its own met when play ends; the
 * Allied point is taken from the German ones and the difference gives the level. Labels are our own
 * words; readings in docs/scenarios.md ("Scenario 27").
 */
import type { HexId } from '../../rules/hex';
import type { VictoryDefinition, VictorySetup } from '../../rules/victory/types';

/** [27.51 no. 1] The Nijmegen road bridge over the Waal. */
export const D82_WAAL_BRIDGE: HexId = 'B3336';

/**
 * [27.51] "Any hex of Nijmegen": the city hexes of our Map B joined to the town's place hex B3034
 * (map.json terrain "city"; B3533 across the Waal is Lent's fort, not the town).
 */
export const D82_NIJMEGEN_HEXES: readonly HexId[] = [
  'B2732', 'B2733', 'B2734', 'B2735',
  'B2832', 'B2833', 'B2834', 'B2835', 'B2836',
  'B2932', 'B2933', 'B2934', 'B2935', 'B2936', 'B2937',
  'B3031', 'B3032', 'B3033', 'B3034', 'B3035', 'B3036',
  'B3132', 'B3133', 'B3134', 'B3135', 'B3136', 'B3137',
  'B3235', 'B3236',
];

/** [27.51] The Allied road starts at B0122 (the south edge road from Uden); [27.52] at Grave, B0826. */
export const D82_HISTORICAL_ROAD_START: HexId = 'B0122';
export const D82_PLAYER_ROAD_START: HexId = 'B0826';

function definition(id: 'historical' | 'player'): VictoryDefinition {
  const rule = id === 'player' ? '27.52' : '27.51';
  const losses = id === 'player' ? 25 : 10;
  const from = id === 'player' ? D82_PLAYER_ROAD_START : D82_HISTORICAL_ROAD_START;
  return {
    id,
    name: id === 'player' ? 'Player victory conditions' : 'Historical victory conditions',
    rule,
    conditions: [
      {
        kind: 'clearOfUnits',
        id: 'german-waal-bridge',
        side: 'german',
        rule: '27.51',
        label: `No Allied unit on or next to the Waal road bridge (${D82_WAAL_BRIDGE}) when play ends`,
        hexes: { kind: 'list', hexes: [D82_WAAL_BRIDGE] },
        of: 'allied',
        radius: 1,
      },
      {
        kind: 'casualties',
        id: 'german-casualties',
        side: 'german',
        rule,
        label: `Allied losses of ${losses} strength points or more (Allied units out of supply at the end count as destroyed [27.42])`,
        sufferedBy: 'allied',
        threshold: losses,
        comparison: 'atLeast',
        unsuppliedAtEndRule: '27.42',
      },
      {
        kind: 'nearPathfinder',
        id: 'german-pathfinder',
        side: 'german',
        rule: '27.51',
        label: 'An undisrupted German unit within 2 hexes of an Allied pathfinder when play ends',
        radius: 2,
      },
      {
        kind: 'openRoad',
        id: 'allied-road',
        side: 'allied',
        rule,
        label: `A road from ${from} to a hex of Nijmegen, every hex free of German units and zones of control, when play ends`,
        from,
        to: { kind: 'list', hexes: [...D82_NIJMEGEN_HEXES] },
      },
    ],
    // [27.51] German less Allied points: 3 decisive, 2 substantive, 1 marginal, 0 a draw, below an Allied victory.
    scoring: {
      kind: 'netPoints',
      side: 'german',
      bands: [
        { atLeast: 3, winner: 'german', level: 'decisive' },
        { atLeast: 2, winner: 'german', level: 'substantive' },
        { atLeast: 1, winner: 'german', level: 'marginal' },
        { atLeast: 0, winner: 'draw', level: null },
      ],
      otherwise: { winner: 'allied', level: null },
    },
  };
}

export const D82_HISTORICAL_VICTORY = definition('historical');
export const D82_PLAYER_VICTORY = definition('player');

export type Drop82VictorySet = 'historical' | 'player';

export function drop82Victory(choice: Drop82VictorySet = 'historical'): VictorySetup {
  return { definition: structuredClone(choice === 'player' ? D82_PLAYER_VICTORY : D82_HISTORICAL_VICTORY) };
}
