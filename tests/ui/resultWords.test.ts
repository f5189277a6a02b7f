/** The words beside the Air Landing Table's letters (src/ui/airLanding/resultWords.ts) [14.14, 14.92], from the table the game uses. */
import { describe, expect, it } from 'vitest';
import { effectWords, letterToken, letterWithName, logLineLetters, plainLetters, restatesName, resultKey, resultSentence, splitLetters } from '../../src/ui/airLanding/resultWords';
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

  it('[14.92] the result line says a result once: the badge alone where the effect only repeats its name', () => {
    expect(restatesName('?', 'on target')).toBe(true);
    expect(restatesName('S1', 'scatters 1 hex')).toBe(true);
    expect(restatesName('L', 'scatters 3 hexes')).toBe(false);
    expect(resultSentence('?', 'on target')).toBe(`Result ${letterToken('?')}`);
    expect(resultSentence('A', 'the serial turns back')).toBe(`Result ${letterToken('A')}: the serial turns back`);
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
    // Its effect after the letter is left out where the badge names it already: each result said once.
    expect(logLineLetters('rolled 4 + 1 = 5: result "?", on target [14.2, 14.92]')).toBe(`rolled 4 + 1 = 5: result ${letterToken('?')} [14.2, 14.92]`);
    expect(logLineLetters('rolled 3 + 1 = 4: result S2, scatters 2 hexes [14.2, 14.92]')).toBe(`rolled 3 + 1 = 4: result ${letterToken('S2')} [14.2, 14.92]`);
    // An effect the name does not say stays.
    expect(logLineLetters('rolled 2 + 2 = 4: result L, scatters 3 hexes [14.2, 14.92]')).toBe(`rolled 2 + 2 = 4: result ${letterToken('L')}, scatters 3 hexes [14.2, 14.92]`);
    expect(logLineLetters('rolled 1 + 1 = 2: result A, the serial turns back [14.2, 14.92]')).toBe(`rolled 1 + 1 = 2: result ${letterToken('A')}, the serial turns back [14.2, 14.92]`);
    expect(logLineLetters('Supplyhead of 101 dropped at C2049 (conditions 3, result S2 read as L): it lies in C2051 [23.3]')).toBe(
      `Supplyhead of 101 dropped at C2049 (conditions 3, result ${letterToken('S2')} read as ${letterToken('L')}): it lies in C2051 [23.3]`,
    );
    // "A" as a word is not a letter of the table.
    expect(logLineLetters('A serial flies; result Abort is no letter')).toBe('A serial flies; result Abort is no letter');
  });
});
