/**
 * What each letter of the Air Landing Table [14.92] means, in words a new player can read next to
 * the letter: its name and what it does to the serial. The effect comes from the table in use (the
 * reconstruction, or a loaded printed sheet), so a sheet with other meanings is told as it is.
 */
import { AIR_LANDING_RESULTS, quotedResult, type AirLandingResult } from '../../rules/api';

/** The effect of a result as the table in use gives it. */
export type ResultEffect = { kind: 'onTarget' } | { kind: 'scatter'; hexes: number } | { kind: 'abort' };

/** The short name of each letter [14.14, 14.92]. */
export const RESULT_NAMES: Readonly<Record<AirLandingResult, string>> = {
  '?': 'on target',
  S1: 'scatter 1',
  S2: 'scatter 2',
  L: 'long drop',
  A: 'abort',
};

/** What a result does to the serial, in a phrase. */
export function effectWords(effect: ResultEffect): string {
  if (effect.kind === 'onTarget') return 'the serial lands in the hex it aimed at';
  if (effect.kind === 'abort') return 'the serial turns back to England, its Lift Point spent';
  return `the serial lands ${effect.hexes} hex${effect.hexes === 1 ? '' : 'es'} away, in a direction rolled on one die`;
}

/** A letter as written in plain text: the "?" quoted, so it does not read as a question mark (the log writes it the same way). */
export const quotedLetter = quotedResult;

/** A letter with its name in plain text: `"?" (on target)`, `S1 (scatter 1)`. */
export function letterWithName(result: AirLandingResult): string {
  return `${quotedLetter(result)} (${RESULT_NAMES[result]})`;
}

/**
 * A letter of the table inside a sentence the screen shows: a token that LetterText draws as the
 * letter's badge (boxed letter, its name beside it), so "?" never reads as a missing glyph.
 */
export function letterToken(result: string): string {
  return isResult(result) ? `⟦${result}⟧` : result;
}

function isResult(letter: string): letter is AirLandingResult {
  return (AIR_LANDING_RESULTS as readonly string[]).includes(letter);
}

const TOKEN = /⟦(\?|S1|S2|L|A)⟧/g;

/** A sentence with letter tokens in pieces: text, and the letters to draw as badges. */
export function splitLetters(text: string): ({ text: string } | { letter: AirLandingResult })[] {
  const out: ({ text: string } | { letter: AirLandingResult })[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) out.push({ text: text.slice(at, match.index) });
    out.push({ letter: match[1] as AirLandingResult });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at) });
  return out;
}

/** The same sentence in plain text (search, tooltips): each token as `"?" (on target)`. */
export function plainLetters(text: string): string {
  return text.replace(TOKEN, (_, letter: AirLandingResult) => letterWithName(letter));
}

/**
 * Whether the engine's words for a result's effect ("on target", "scatters 1 hex", "the serial turns
 * back") only say again what the letter's badge already names ("? on target", "S1 scatter 1"): then
 * the screen shows the badge alone, so that each result is said once.
 */
export function restatesName(result: AirLandingResult, words: string): boolean {
  const said = words.trim().toLowerCase().replace(/^scatters (\d+) hex(?:es)?$/, 'scatter $1');
  return said === RESULT_NAMES[result];
}

/** The result line of a drop: the letter's badge, then its effect only where the badge does not already say it. */
export function resultSentence(result: AirLandingResult, words: string): string {
  return `Result ${letterToken(result)}${restatesName(result, words) ? '' : `: ${words}`}`;
}

/**
 * A log line of a flight or a supplyhead drop (the engine's words [14.92, 23.3]) with its letters
 * as tokens: the letter after "result" and after "read as". The effect the engine writes after the
 * letter ("result "?", on target") is left out where the badge names it already.
 */
export function logLineLetters(text: string): string {
  // The engine quotes the "?" (tables/airLandingTable.ts quotedResult); older logs wrote it bare.
  return text.replace(
    /\b(result|read as) (?:"\?"|(\?|S1|S2|L|A))(?=[,;:)\s]|$)(, ([^,;[\]]+?)(?= \[))?/g,
    (_, lead: string, letter: AirLandingResult | undefined, effect: string | undefined, words: string | undefined) => {
      const result = letter ?? '?';
      const keep = effect && words && !restatesName(result, words) ? effect : '';
      return `${lead} ${letterToken(result)}${keep}`;
    },
  );
}

/** Every letter, best first, with its name and effect: the key printed beside the odds and the chart. */
export function resultKey(meanings: Readonly<Record<AirLandingResult, ResultEffect>>): { result: AirLandingResult; name: string; effect: string }[] {
  return [...AIR_LANDING_RESULTS].reverse().map((result) => ({ result, name: RESULT_NAMES[result], effect: effectWords(meanings[result]) }));
}

