import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { testWorld } from '../../support/world';

const WORLD = testWorld({ roads: [{ kind: 'road', raised: true, hexes: ['C3010', 'C3110', 'C3210'] }] });

describe('[10.12] no mode change while travelling on a raised road', () => {
  it('[10.12] a unit in Travel standing on a raised road cannot change mode in its Organization Phase', () => {
    const s = game({ phase: 9, units: [unit({ id: 'lorry', mode: 'travel', hex: 'C3110' })] });
    expect(validate(s, { type: 'changeMode', unitId: 'lorry', to: 'concentrated' }, WORLD)).toMatchObject({ ok: false, rule: '10.12' });
  });

  it('[10.12] off the raised road the same change is allowed', () => {
    const s = game({ phase: 9, units: [unit({ id: 'lorry', mode: 'travel', hex: 'C3113' })] });
    expect(validate(s, { type: 'changeMode', unitId: 'lorry', to: 'concentrated' }, WORLD)).toEqual({ ok: true });
  });
});
