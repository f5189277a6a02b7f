/**
 * Victory conditions of scenario 30 [30.51] as data for src/rules/victory. Only the casualty
 * condition (30.51 no. 1) is modelled so far: the exit conditions (30.51 nos. 2 and 3, the Allied
 * exit victory, and the whole Player set 30.52) need units to leave the map, which the engine has
 * no command for yet (docs/scenarios.md, "Scenario 30"). Labels are our own words.
 */
import type { VictoryDefinition, VictorySetup } from '../../rules/victory/types';

export const BO_HISTORICAL_VICTORY: VictoryDefinition = {
  id: 'historical',
  name: 'Historical victory conditions',
  rule: '30.51',
  conditions: [
    {
      kind: 'casualties',
      id: 'german-casualties',
      side: 'german',
      rule: '30.51',
      label: 'Allied casualties of 30 points or more',
      sufferedBy: 'allied',
      threshold: 30,
      comparison: 'atLeast',
    },
  ],
  scoring: {
    kind: 'countOfConditions',
    side: 'german',
    // [30.51] Two points win; with only one condition modelled, one met condition is read as a win.
    levels: [{ count: 1, level: 'marginal' }],
    opponent: { side: 'allied', conditionIds: [] },
    drawReading: 'Reading: 30.51 gives no draw; with the exit conditions not yet modelled, the Allies win when the German casualty condition is denied.',
  },
};

export function breakoutVictory(): VictorySetup {
  return { definition: structuredClone(BO_HISTORICAL_VICTORY) };
}
