// The fire panel's questions: strength left for split fire [5.24, 5.26], a split part's assessment,
// and the units a loss beyond the target may go to [9.43].
import { describe, expect, it } from 'vitest';
import { apply, fireOptions, overflowCandidates, strengthLeftToFire, type FireOption, type GameState, type Unit } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';

function position(): GameState {
  const units: Unit[] = [
    unit({ id: 'a', hex: 'C2812', strength: 6, printedStrength: 6, range: 2 }),
    unit({ id: 'g0', hex: 'C2811', stackIndex: 0, side: 'german', nationality: 'DE' }),
    unit({ id: 'g1', hex: 'C2811', stackIndex: 1, side: 'german', nationality: 'DE' }),
    unit({ id: 'g2', hex: 'C2811', stackIndex: 2, side: 'german', nationality: 'DE' }),
    unit({ id: 'g3', hex: 'C2711', side: 'german', nationality: 'DE' }),
  ];
  return game({ phase: 3, turn: 8, seed: 'fire-queries', units });
}

const legalAt = (options: FireOption[], targetId: string) => options.find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === targetId);

describe('fire queries for the fire panel', () => {
  it('[5.26] a split part is assessed with the strength asked for, and what is left shrinks after it fires', () => {
    const state = position();
    expect(strengthLeftToFire(state, 'a')).toBe(6);
    const whole = legalAt(fireOptions(state, CLEAR_WORLD, 'a'), 'g0');
    const part = legalAt(fireOptions(state, CLEAR_WORLD, 'a', 2), 'g0');
    expect(whole && part).toBeTruthy();
    expect(part!.assessment.fireValue).toBeLessThan(whole!.assessment.fireValue);
    const fired = apply(state, { type: 'fire', firerId: 'a', targetId: 'g0', strength: 2 }, CLEAR_WORLD);
    expect(fired.ok).toBe(true);
    let after = fired.ok ? fired.state : state;
    // Answer the hit unit's choice, if the shot asks for one, so the phase can go on.
    if (after.pending?.fireResult) {
      const answered = apply(after, { type: 'fireResultChoice', choice: after.pending.fireResult.options[0]! }, CLEAR_WORLD);
      expect(answered.ok).toBe(true);
      if (answered.ok) after = answered.state;
    }
    expect(strengthLeftToFire(after, 'a')).toBe(4);
  });

  it('[5.26] asking for more strength than is left is not a legal option', () => {
    const options = fireOptions(position(), CLEAR_WORLD, 'a', 7);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => !o.legal && o.rule === '5.26')).toBe(true);
  });

  it('[9.43] a loss beyond the target may go to either of the two units under it; a lone target has none', () => {
    const state = position();
    expect(overflowCandidates(state, 'g0')).toEqual(['g1', 'g2']);
    expect(overflowCandidates(state, 'g1')).toEqual(['g0', 'g2']);
    expect(overflowCandidates(state, 'g3')).toEqual([]);
  });
});
