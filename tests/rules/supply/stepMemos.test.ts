// Remembered step prices [10.13, 16.6, 11.22, 11.31]: shared while the same bridges stand, whatever
// else the bridges' records say; another memo as soon as a bridge is down. (Compared with ===: a
// failing toBe would print two 1 MB memos.)
import { describe, expect, it } from 'vitest';
import { stepMemosFor } from '../../../src/rules/supply/stepMemos';
import { realWorld } from '../../support/realWorld';

const world = realWorld();
const KEY = 'C3032-C3132:road'; // any key: the memo reads only which keys do not stand

describe('step price memos', () => {
  it('[16.5, 16.6] a bridge offered for demolition but standing shares the memo of an untouched map', () => {
    const untouched = stepMemosFor(world, {});
    expect(stepMemosFor(world, { [KEY]: { condition: 'intact', blowOffered: true, repaired: false } }) === untouched).toBe(true);
    expect(stepMemosFor(world, { [KEY]: { condition: 'intact', blowOffered: true, repaired: true } }) === untouched).toBe(true);
  });

  it('[10.13, 16.6] a destroyed or half-repaired bridge gets memos of its own, the same for equal bridges records', () => {
    const untouched = stepMemosFor(world, {});
    const destroyed = stepMemosFor(world, { [KEY]: { condition: 'destroyed', blowOffered: true, repaired: false } });
    expect(destroyed === untouched).toBe(false);
    expect(stepMemosFor(world, { [KEY]: { condition: 'destroyed', blowOffered: false, repaired: false } }) === destroyed).toBe(true);
    expect(stepMemosFor(world, { [KEY]: { condition: 'underRepair', blowOffered: true, repaired: false } }) === untouched).toBe(false);
  });
});
