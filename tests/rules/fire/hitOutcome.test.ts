// Every loss a result brings, known before the roll [5.32, 5.33, 5.35, 5.37, 9.43, 9.44]: the outcome the
// fire panel shows for each result is what the shot then does (the same units, the same roll).
import { describe, expect, it } from 'vitest';
import { describeHitOutcome, fireOptions, hitOutcome, type FireResult, type GameState, type Unit } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { german, status } from '../movement/support';
import { diceFor, fire, okWith, rollGiving } from './support';

const atPhase3 = (units: Unit[]) => game({ phase: 3, turn: 8, units });
const firer = () => unit({ id: 'us', hex: 'C2812' });
const target = (extra: Partial<Unit> = {}) =>
  german({ id: 'de', hex: 'C2811', type: 'infantry', effectiveness: { concentrated: 5, dispersed: 3 }, strength: 4, printedStrength: 4, ...extra });
const numbered = (r: FireResult) => typeof r === 'number';
const isD = (r: FireResult) => r === 'D';

/** The shot's outcome as foretold, and the points it then took (before any owner's choice). */
function foretoldAndDone(state: GameState, test: (r: FireResult) => boolean) {
  const option = fireOptions(state, CLEAR_WORLD, 'us').find((o) => o.targetId === 'de');
  if (!option?.legal) throw new Error('not legal');
  const { fireValue, line, outcomes } = option.assessment;
  const roll = rollGiving(CLEAR_WORLD, fireValue, line, test);
  const done = okWith(state, fire('us', 'de'), CLEAR_WORLD, diceFor(roll));
  const resolved = done.events.find((e) => e.type === 'fireResolved') as { result: FireResult };
  const foretold = outcomes.find((o) => o.result.result === resolved.result)!.result;
  const lost = done.events.filter((e) => e.type === 'strengthLost').reduce((sum, e) => sum + (e as { lost: number }).lost, 0);
  return { foretold, lost, done };
}

describe('the outcome of each result counts every loss [5.32–5.37]', () => {
  it('[5.32] a Travel target: the number and one point more, as the shot then takes', () => {
    const { foretold, lost } = foretoldAndDone(atPhase3([firer(), target({ mode: 'travel', strength: 6, printedStrength: 6 })]), numbered);
    expect(foretold.modeLoss).toBe(1);
    expect(foretold.targetLoss).toBe(lost);
    expect(describeHitOutcome(foretold)).toBe(`${lost} SP lost (${lost - 1} + 1 in Travel)`);
  });

  it('[5.33] a D on a Travel target costs it one point', () => {
    const { foretold, lost } = foretoldAndDone(atPhase3([firer(), target({ mode: 'travel' })]), isD);
    expect(lost).toBe(1);
    expect(foretold).toMatchObject({ targetLoss: 1, modeLoss: 1, choice: null });
    expect(describeHitOutcome(foretold)).toBe('1 SP lost (D + 1 in Travel)');
  });

  it('[5.32] a concentrated target: the number, then its owner chooses', () => {
    const { foretold, lost, done } = foretoldAndDone(atPhase3([firer(), target()]), numbered);
    expect(foretold).toMatchObject({ targetLoss: lost, choice: 'disperseOrLose' });
    expect(done.state.pending?.fireResult?.options).toEqual(['disperse', 'loseStep']);
    expect(describeHitOutcome(foretold)).toMatch(/SP lost, then disperse or lose 1 SP more$/);
  });

  it('[5.37] a concentrated unit with no dispersed face: one point more or disruption', () => {
    const hq = target({ modes: ['concentrated', 'travel'] });
    const { foretold, done } = foretoldAndDone(atPhase3([firer(), hq]), isD);
    expect(foretold).toMatchObject({ targetLoss: 0, choice: 'loseOrDisrupt' });
    expect(done.state.pending?.fireResult?.options).toEqual(['loseStep', 'disrupt']);
  });

  it('[5.33] a D on a dispersed or disrupted target does nothing', () => {
    const { foretold, lost } = foretoldAndDone(atPhase3([firer(), target({ status: status({ disrupted: true }) })]), isD);
    expect(lost).toBe(0);
    expect(describeHitOutcome(foretold)).toBe('D: no effect on a dispersed or disrupted unit');
  });

  it('[5.35, 9.43] direct fire past an eliminated target goes on to the stack below', () => {
    const top = target({ mode: 'dispersed', strength: 1, printedStrength: 4, stackIndex: 0 });
    const below = german({ id: 'de2', hex: 'C2811', type: 'infantry', strength: 4, printedStrength: 4, stackIndex: 1 });
    const state = atPhase3([firer(), top, below]);
    const option = fireOptions(state, CLEAR_WORLD, 'us').find((o) => o.targetId === 'de');
    const two = option?.legal ? option.assessment.outcomes.find((o) => typeof o.result.result === 'number' && o.result.result >= 2) : undefined;
    if (!two) throw new Error('the table gives no 2+ result at this Fire Value');
    const n = two.result.result as number;
    expect(two.result).toMatchObject({ targetLoss: 1, eliminated: true, stackLoss: Math.min(n - 1, 4), ignored: Math.max(0, n - 5) });
    const { lost } = foretoldAndDone(state, (r) => r === n);
    expect(lost).toBe(1 + Math.min(n - 1, 4));
    expect(describeHitOutcome(two.result)).toBe(`eliminated (1 SP), ${Math.min(n - 1, 4)} SP more from the stack [9.43]`);
  });

  it('[9.44] indirect fire past the target is lost to nobody', () => {
    const top = target({ mode: 'dispersed', strength: 1, printedStrength: 4, stackIndex: 0 });
    const below = german({ id: 'de2', hex: 'C2811', type: 'infantry', strength: 4, printedStrength: 4, stackIndex: 1 });
    expect(hitOutcome(atPhase3([firer(), top, below]), 'de', 'dispersed', 3, 'indirect')).toMatchObject({ targetLoss: 1, eliminated: true, stackLoss: 0, ignored: 2, rules: ['5.32', '9.44', '5.35'] });
  });
});
