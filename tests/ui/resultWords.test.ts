/** The words beside the Air Landing Table's letters (src/ui/airLanding/resultWords.ts) [14.14, 14.92], from the table the game uses. */
import { describe, expect, it } from 'vitest';
import { effectWords, letterWithName, resultKey } from '../../src/ui/airLanding/resultWords';
import { realWorld } from '../support/realWorld';

const TABLE = realWorld().tables.airLanding;

describe('the letters of the Air Landing Table in words [14.92]', () => {
  it('[14.14, 14.92] every letter, best first, has a name and what it does under the table in use', () => {
    const key = resultKey(TABLE.meanings);
    expect(key.map((k) => k.result)).toEqual(['?', 'S1', 'S2', 'L', 'A']);
    expect(key[0]).toEqual({ result: '?', name: 'on target', effect: 'the serial lands in the hex it aimed at' });
    expect(key.find((k) => k.result === 'L')!.effect).toBe('the serial lands 3 hexes away, in a direction rolled on one die');
    expect(key.find((k) => k.result === 'A')!.effect).toMatch(/turns back to England/);
  });

  it('[14.92] a one-hex scatter is singular; the "?" letter is quoted so it does not read as a question', () => {
    expect(effectWords({ kind: 'scatter', hexes: 1 })).toBe('the serial lands 1 hex away, in a direction rolled on one die');
    expect(letterWithName('?')).toBe('"?" (on target)');
    expect(letterWithName('S2')).toBe('S2 (scatter 2)');
  });
});
