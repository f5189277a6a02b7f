/**
 * Victory conditions of scenario 30 as data for src/rules/victory: the Historical set [30.51] and
 * the Player set [30.52]. Exits are counted from the units that left the map (exitMap command;
 * the play area opens the edges, scenario.ts). Labels are our own words; readings in
 * docs/scenarios.md ("Scenario 30"). Not modelled yet: 30.52 no. 1 (an engineer unit reduced to 6
 * SP or fewer: the reconstructed engineer counters print 4 SP, so it would hold from the start),
 * 30.52 no. 8 and the British points (both counted turn by turn).
 */
import type { VictoryDefinition, VictorySetup } from '../../rules/victory/types';

/** [30.51, 30.52] German exits count only north of the 21xx hexrow. */
export const BO_EXIT_NORTH_OF_ROW = 21;

/** The formations of group y, the XXX Corps spearhead (the corps itself has no counter here). */
export const BO_XXX_CORPS_FORMATIONS = ['GAxx', '15*19ind', 'A/Ril', 'C/Ril', '86ind'];

const GUARDS = ['GAxx'];

export const BO_HISTORICAL_VICTORY: VictoryDefinition = {
  id: 'historical',
  name: 'Historical victory conditions',
  rule: '30.51',
  conditions: [
    { kind: 'casualties', id: 'german-casualties', side: 'german', rule: '30.51', label: 'Allied losses of 30 strength points or more', sufferedBy: 'allied', threshold: 30, comparison: 'atLeast' },
    {
      kind: 'exited',
      id: 'german-exits',
      side: 'german',
      rule: '30.51',
      label: `German units of 30 SP or more leave Map D by the west or east edge north of hexrow ${BO_EXIT_NORTH_OF_ROW}`,
      exitedBy: 'german',
      edges: ['west', 'east'],
      comparison: 'atLeast',
      threshold: 30,
    },
    {
      kind: 'exited',
      id: 'german-no-guards-north',
      side: 'german',
      rule: '30.51',
      label: 'No Guards Armoured unit leaves by the north edge',
      exitedBy: 'allied',
      edges: ['north'],
      formations: GUARDS,
      comparison: 'none',
      threshold: 0,
    },
    {
      kind: 'exited',
      id: 'allied-guards-intact-north',
      side: 'allied',
      rule: '30.51',
      label: 'Guards Armoured units that lost nothing, 30 SP or more, leave by the north edge',
      exitedBy: 'allied',
      edges: ['north'],
      formations: GUARDS,
      intactOnly: true,
      comparison: 'atLeast',
      threshold: 30,
    },
  ],
  scoring: {
    kind: 'countOfConditions',
    side: 'german',
    // [30.51] two German points win; the text names no level: read as marginal.
    levels: [{ count: 2, level: 'marginal' }],
    opponent: { side: 'allied', conditionIds: ['allied-guards-intact-north'] },
    overriding: 'allied-guards-intact-north',
    otherwise: 'allied',
    drawReading: 'Reading: 30.51 knows no draw; with fewer than two German points the Allies win.',
  },
};

export const BO_PLAYER_VICTORY: VictoryDefinition = {
  id: 'player',
  name: 'Player victory conditions',
  rule: '30.52',
  conditions: [
    { kind: 'casualties', id: 'xxx-corps-losses', side: 'german', rule: '30.52', label: 'XXX Corps loses more than 15 strength points', sufferedBy: 'allied', formations: BO_XXX_CORPS_FORMATIONS, threshold: 15, comparison: 'moreThan' },
    { kind: 'casualties', id: '101st-losses', side: 'german', rule: '30.52', label: 'The 101st Airborne loses more than 15 strength points', sufferedBy: 'allied', formations: ['101xx'], threshold: 15, comparison: 'moreThan' },
    { kind: 'exited', id: 'armor-west', side: 'german', rule: '30.52', label: '13 SP or more of armour leave by the west edge (north of hexrow 21)', exitedBy: 'german', edges: ['west'], types: ['armor', 'armoredRecon', 'tankDestroyer'], comparison: 'atLeast', threshold: 13 },
    // Motorised infantry read as the SS infantry (displays a and b) [30.52 no. 5].
    { kind: 'exited', id: 'motorized-east', side: 'german', rule: '30.52', label: '28 SP or more of motorised (SS) infantry leave by the east edge (north of hexrow 21)', exitedBy: 'german', edges: ['east'], formations: ['10xx', '9xx'], types: ['infantry', 'armoredInfantry', 'heavyWeapons'], comparison: 'atLeast', threshold: 28 },
    { kind: 'exited', id: 'artillery-east', side: 'german', rule: '30.52', label: '24 SP or more of artillery and two HQs leave by the east edge (north of hexrow 21)', exitedBy: 'german', edges: ['east'], types: ['artillery'], hqs: 2, comparison: 'atLeast', threshold: 24 },
    { kind: 'exited', id: 'para-east', side: 'german', rule: '30.52', label: '40 SP or more of parachute infantry and a parachute regiment HQ leave by the east edge (north of hexrow 21)', exitedBy: 'german', edges: ['east'], formations: ['6iii', '2iii', '7xx', '7iii'], types: ['infantry', 'heavyWeapons'], hqs: 1, comparison: 'atLeast', threshold: 40 },
  ],
  scoring: {
    kind: 'countOfConditions',
    side: 'german',
    levels: [
      { count: 8, level: 'decisive' },
      { count: 6, level: 'substantive' },
      { count: 4, level: 'marginal' },
    ],
    opponent: { side: 'allied', conditionIds: [] },
    otherwise: 'allied',
    drawFrom: 2,
    drawReading: '[30.52] Two or three German points are a draw; one or none an Allied victory.',
  },
};

export type BreakoutVictorySet = 'historical' | 'player';

export function breakoutVictory(choice: BreakoutVictorySet = 'historical'): VictorySetup {
  return { definition: structuredClone(choice === 'player' ? BO_PLAYER_VICTORY : BO_HISTORICAL_VICTORY) };
}
