/** The words beside the Air Landing Table's letters (src/ui/airLanding/resultWords.ts) [14.14, 14.92], from the table the game uses. */
import { describe, expect, it } from 'vitest';
import { effectWords, letterToken, letterWithName, logLineLetters, plainLetters, resultKey, splitLetters } from '../../src/ui/airLanding/resultWords';
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

  it('[14.92] on the screen a letter is a token drawn as the table\'s badge; a sentence splits into text and letters', () => {
    const line = `Rolled 6 + 6 = 12; it reads ${letterToken('?')}, the southern route moves it to ${letterToken('S1')} [14.13].`;
    expect(splitLetters(line)).toEqual([{ text: 'Rolled 6 + 6 = 12; it reads ' }, { letter: '?' }, { text: ', the southern route moves it to ' }, { letter: 'S1' }, { text: ' [14.13].' }]);
    expect(plainLetters(line)).toBe('Rolled 6 + 6 = 12; it reads "?" (on target), the southern route moves it to S1 (scatter 1) [14.13].');
    // A cell that is no letter of the table stays as it is.
    expect(letterToken('x')).toBe('x');
  });

  it('[14.92, 23.3] the log lines of a flight and a supplyhead drop get their letters as badges, and nothing else does', () => {
    expect(splitLetters(logLineLetters('rolled 6 + 6 = 12: result ?, the serial lands on target [14.2, 14.92]'))).toContainEqual({ letter: '?' });
    // The engine's own line quotes the "?" (tables/airLandingTable.ts quotedResult).
    expect(logLineLetters('rolled 4 + 1 = 5: result "?", on target [14.2, 14.92]')).toBe(`rolled 4 + 1 = 5: result ${letterToken('?')}, on target [14.2, 14.92]`);
    expect(logLineLetters('Supplyhead of 101 dropped at C2049 (conditions 3, result S2 read as L): it lies in C2051 [23.3]')).toBe(
      `Supplyhead of 101 dropped at C2049 (conditions 3, result ${letterToken('S2')} read as ${letterToken('L')}): it lies in C2051 [23.3]`,
    );
    // "A" as a word is not a letter of the table.
    expect(logLineLetters('A serial flies; result Abort is no letter')).toBe('A serial flies; result Abort is no letter');
  });
});
