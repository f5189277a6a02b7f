/**
 * Victory conditions of scenario 24, Hell's Highway [24.6]: the Historical set [24.61] and the
 * Player set [24.62], as data for src/rules/victory. Labels are our own words.
 */
import { turnOf } from '../../rules/sequence/calendar';
import type { VictoryCondition, VictoryDefinition, VictorySetup } from '../../rules/victory/types';

/** [24.61(2)] The road checkpoint falls at the end of the 1201 turn of 23 Sept (GT 61). */
export const HH_ROAD_CHECK_TURN = turnOf(23, '1201')!;

/** [24.61(1)] The two hexes north of the 101st's sector the German drive aims at. */
export const HH_OBJECTIVE_HEXES = ['C2914', 'C2813'] as const;

const DRAW_READING =
  'Reading: the scenario does not say what happens when the Germans meet none of their conditions and the Allies fall short of their casualty target; this is scored a draw (RULES-INVENTORY §5 no. 63).';

const SCORING: VictoryDefinition['scoring'] = {
  kind: 'countOfConditions',
  side: 'german',
  levels: [
    { count: 3, level: 'decisive' },
    { count: 2, level: 'substantive' },
    { count: 1, level: 'marginal' },
  ],
  opponent: { side: 'allied', conditionIds: ['allied-casualties'] },
  drawReading: DRAW_READING,
};

/** [24.61(2)] Any hex of the highway from C2411 to C4419, at the end of GT 61. */
const ROAD_AT_GT61: VictoryCondition = {
  kind: 'holdAtTurnEnd',
  id: 'german-road',
  side: 'german',
  rule: '24.61',
  label: `German units on the highway C2411–C4419 at the end of GT ${HH_ROAD_CHECK_TURN}`,
  hexes: { kind: 'roadPath', from: 'C2411', to: 'C4419' },
  need: 'any',
  turn: HH_ROAD_CHECK_TURN,
};

function casualtyConditions(rule: string, threshold: number): VictoryCondition[] {
  return [
    {
      kind: 'casualties',
      id: 'german-casualties',
      side: 'german',
      rule,
      label: `Allied casualties above ${threshold} points`,
      sufferedBy: 'allied',
      threshold,
      comparison: 'moreThan',
    },
    {
      kind: 'casualties',
      id: 'allied-casualties',
      side: 'allied',
      rule,
      label: `German casualties of ${threshold} points or more`,
      sufferedBy: 'german',
      threshold,
      comparison: 'atLeast',
    },
  ];
}

export const HH_HISTORICAL_VICTORY: VictoryDefinition = {
  id: 'historical',
  name: 'Historical victory conditions',
  rule: '24.61',
  conditions: [
    {
      kind: 'holdHexes',
      id: 'german-objective',
      side: 'german',
      rule: '24.61',
      label: 'German units hold C2914 or C2813 for one complete Game-Turn',
      hexes: { kind: 'list', hexes: [...HH_OBJECTIVE_HEXES] },
      need: 'any',
      turns: 1,
      consecutive: false,
    },
    ROAD_AT_GT61,
    ...casualtyConditions('24.61', 25),
  ],
  scoring: SCORING,
};

export const HH_PLAYER_VICTORY: VictoryDefinition = {
  id: 'player',
  name: 'Player victory conditions',
  rule: '24.62',
  conditions: [
    {
      kind: 'holdHexes',
      id: 'german-objective',
      side: 'german',
      rule: '24.62',
      label: 'German units hold both C2914 and C2813 for three complete Game-Turns (not necessarily in a row)',
      hexes: { kind: 'list', hexes: [...HH_OBJECTIVE_HEXES] },
      need: 'all',
      turns: 3,
      consecutive: false,
    },
    ROAD_AT_GT61,
    ...casualtyConditions('24.62', 40),
  ],
  scoring: SCORING,
};

/** The victory set-up of a Hell's Highway game: Historical [24.61] by default, or Player [24.62]. */
export function hellsHighwayVictory(choice: 'historical' | 'player' = 'historical'): VictorySetup {
  return { definition: structuredClone(choice === 'player' ? HH_PLAYER_VICTORY : HH_HISTORICAL_VICTORY) };
}
