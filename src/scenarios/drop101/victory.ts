/**
 * Victory conditions of scenario 26 as data for src/rules/victory: the Historical set [26.61] and
 * the Player set [26.62]. The Germans score one point for each condition met at the end; none is an
 * Allied victory. Labels are our own words; readings in docs/scenarios.md ("Scenario 26").
 */
import type { VictoryDefinition, VictorySetup } from '../../rules/victory/types';
import { D101_LAST_TURN } from './calendar';

/** [26.61 no. 2] The canal and river bridges of the C0117–C6122 road, end hexes read two by two: Son, Veghel. */
export const D101_ROAD_BRIDGES = ['C0615', 'C0715', 'C2813', 'C2914'] as const;
export const D101_ROAD = { kind: 'roadPath', from: 'C0117', to: 'C6122' } as const;

function definition(id: 'historical' | 'player', rule: string, losses: number): VictoryDefinition {
  return {
    id,
    name: id === 'player' ? 'Player victory conditions' : 'Historical victory conditions',
    rule,
    conditions: [
      { kind: 'casualties', id: 'german-casualties', side: 'german', rule, label: `Allied losses of ${losses} strength points or more`, sufferedBy: 'allied', threshold: losses, comparison: 'atLeast' },
      {
        kind: 'holdAtTurnEnd',
        id: 'german-bridge',
        side: 'german',
        rule: '26.61',
        label: 'German units hold both ends of the Son or the Veghel bridge when play ends',
        hexes: { kind: 'list', hexes: [...D101_ROAD_BRIDGES] },
        need: 'anyPair',
        turn: D101_LAST_TURN,
      },
      {
        kind: 'artilleryCovers',
        id: 'german-artillery',
        side: 'german',
        rule: '26.61',
        label: 'A German artillery unit could fire, within its printed range, on a seen hex of the C0117–C6122 road or on an Allied pathfinder',
        hexes: { ...D101_ROAD },
        pathfinders: true,
      },
    ],
    scoring: {
      kind: 'countOfConditions',
      side: 'german',
      levels: [
        { count: 3, level: 'decisive' },
        { count: 2, level: 'substantive' },
        { count: 1, level: 'marginal' },
      ],
      opponent: { side: 'allied', conditionIds: [] },
      otherwise: 'allied',
      drawReading: '[26.61] No German point is an Allied victory; the scenario knows no draw.',
    },
  };
}

export const D101_HISTORICAL_VICTORY = definition('historical', '26.61', 15);
export const D101_PLAYER_VICTORY = definition('player', '26.62', 35);

export type Drop101VictorySet = 'historical' | 'player';

export function drop101Victory(choice: Drop101VictorySet = 'historical'): VictorySetup {
  return { definition: structuredClone(choice === 'player' ? D101_PLAYER_VICTORY : D101_HISTORICAL_VICTORY) };
}
