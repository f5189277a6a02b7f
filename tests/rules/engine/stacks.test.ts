import { describe, expect, it } from 'vitest';
import { stacksByHex, unitsInHex } from '../../../src/rules';
import { game, unit } from '../../support/builders';

describe('stacks [9.2]', () => {
  const units = [
    unit({ id: 'b', hex: 'C4319', stackIndex: 1 }),
    unit({ id: 'a', hex: 'C4319', stackIndex: 0 }),
    unit({ id: 'c', hex: 'C4320' }),
    unit({ id: 'off', hex: null }),
  ];

  it('[9.2] lists a hex’s units top first', () => {
    expect(unitsInHex(game({ units }), 'C4319').map((u) => u.id)).toEqual(['a', 'b']);
  });

  it('groups every occupied hex, leaving off-map units out', () => {
    const stacks = stacksByHex(units);
    expect([...stacks.keys()].sort()).toEqual(['C4319', 'C4320']);
    expect(stacks.get('C4319')!.map((u) => u.id)).toEqual(['a', 'b']);
  });

  it('[3.8] a unit recorded under the other id of an overlap hex joins the same stack', () => {
    const overlap = [unit({ id: 'x', hex: 'C0117', stackIndex: 0 }), unit({ id: 'y', hex: 'D6117', stackIndex: 1 })];
    expect(stacksByHex(overlap).get('C0117')!.map((u) => u.id)).toEqual(['x', 'y']);
    expect(unitsInHex(game({ units: overlap }), 'D6117').map((u) => u.id)).toEqual(['x', 'y']);
  });
});
