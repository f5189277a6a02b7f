/**
 * A handful of counters placed at the Hell's Highway set-up hexes [24.2], kept only as a small,
 * fast two-side position for tests (tests/scenarios/fuzz.test.ts). It is not a scenario: the app and
 * the registry (src/scenarios/index.ts) offer Hell's Highway itself. Values are illustrative; the
 * first five come from the rules' own glimpses (RULES-INVENTORY §4.8).
 */
import type { GameSetup, Unit } from '../../src/rules';

type Printed = Omit<Unit, 'status' | 'strength' | 'stackIndex'> & { stackIndex?: number };

function counter(printed: Printed): Unit {
  return {
    ...printed,
    strength: printed.printedStrength,
    stackIndex: printed.stackIndex ?? 0,
    status: { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false },
  };
}

const US_PARA = { side: 'allied', nationality: 'US', airborne: true } as const;
const GERMAN = { side: 'german', nationality: 'DE' } as const;

export const FOUNDATION_DEMO_UNITS: Unit[] = [
  counter({ ...US_PARA, id: 'us-506-2-d', name: 'D/2/506', type: 'infantry', subordination: '2/506', printedStrength: 6, effectiveness: { concentrated: 6, dispersed: 3 }, printedMorale: 3, range: 1, modes: ['concentrated', 'dispersed', 'travel'], hex: 'C4319', mode: 'concentrated', stackIndex: 0 }),
  counter({ ...US_PARA, id: 'us-506-2-e', name: 'E/2/506', type: 'infantry', subordination: '2/506', printedStrength: 6, effectiveness: { concentrated: 6, dispersed: 3 }, printedMorale: 3, range: 1, modes: ['concentrated', 'dispersed', 'travel'], hex: 'C4319', mode: 'dispersed', stackIndex: 1 }),
  counter({ ...US_PARA, id: 'us-506-2-hw', name: 'HW/2/506', type: 'heavyWeapons', subordination: '2/506', printedStrength: 6, effectiveness: { concentrated: 6, dispersed: 3 }, printedMorale: 2, range: 2, modes: ['concentrated', 'dispersed'], hex: 'C4320', mode: 'concentrated', stackIndex: 1 }),
  counter({ ...US_PARA, id: 'us-506-hq', name: '506/101', type: 'hq', subordination: '101', printedStrength: 2, effectiveness: { concentrated: 3 }, effectivenessParenthesized: true, printedMorale: 2, range: 1, modes: ['concentrated', 'travel'], hex: 'C4320', mode: 'concentrated' }),
  counter({ ...US_PARA, id: 'us-501-hq', name: '501/101', type: 'hq', subordination: '101', printedStrength: 2, effectiveness: { concentrated: 3 }, effectivenessParenthesized: true, printedMorale: 2, range: 1, modes: ['concentrated', 'travel'], hex: 'C3013', mode: 'concentrated' }),
  counter({ side: 'allied', nationality: 'UK', id: 'uk-1cg-5-1', name: '1/1CG/5', type: 'armor', subordination: '1CG/5', printedStrength: 4, effectiveness: { concentrated: 7, dispersed: 5 }, printedMorale: 2, range: 2, modes: ['concentrated', 'dispersed', 'travel'], hex: 'C2411', mode: 'travel' }),
  counter({ ...GERMAN, id: 'de-107-pz-1', name: '1/107', type: 'armor', subordination: '107x', printedStrength: 4, effectiveness: { concentrated: 8, dispersed: 6 }, printedMorale: 2, range: 2, modes: ['concentrated', 'dispersed', 'travel'], hex: 'C3032', mode: 'concentrated', stackIndex: 0 }),
  counter({ ...GERMAN, id: 'de-107-pzg-1', name: '1/2107', type: 'armoredInfantry', subordination: '107x', printedStrength: 6, effectiveness: { concentrated: 5, dispersed: 3 }, printedMorale: 2, range: 1, modes: ['concentrated', 'dispersed', 'travel'], hex: 'C3032', mode: 'concentrated', stackIndex: 1 }),
  counter({ ...GERMAN, id: 'de-107-hq', name: '107x', type: 'hq', subordination: '107x', printedStrength: 2, effectiveness: { concentrated: 4 }, effectivenessParenthesized: true, printedMorale: 2, range: 1, modes: ['concentrated', 'travel'], hex: 'C3031', mode: 'concentrated' }),
  counter({ ...GERMAN, id: 'de-85-art-1', name: '1/185', type: 'artillery', subordination: '85xx', printedStrength: 5, effectiveness: { dispersed: 8 }, printedMorale: 1, range: 12, modes: ['dispersed', 'travel'], hex: 'C3403', mode: 'dispersed' }),
  counter({ ...GERMAN, id: 'de-1054-1', name: '1/1054', type: 'infantry', subordination: '1054/85', printedStrength: 5, effectiveness: { concentrated: 4, dispersed: 2 }, printedMorale: 1, range: 1, modes: ['concentrated', 'dispersed'], hex: 'C2601', mode: 'concentrated' }),
];

export const FOUNDATION_DEMO: GameSetup = {
  scenarioId: 'foundation-demo',
  seed: 'hells-highway',
  // [24.1] Hell's Highway starts at phase 1 of the 1001 turn of 22 September (GT 50) and runs 15 turns.
  startTurn: 50,
  startPhase: 1,
  lastTurn: 64,
  units: FOUNDATION_DEMO_UNITS,
};
