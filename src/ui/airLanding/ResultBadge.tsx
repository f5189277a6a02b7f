/**
 * A result letter of the Air Landing Table [14.92] as a badge: the letter boxed and bold, its name
 * beside it ("?" reads as the table's letter, never as a missing glyph), and LetterText, a sentence
 * whose letter tokens (resultWords.ts) are drawn as badges, its case ids as links.
 */
import type { AirLandingResult } from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { RESULT_NAMES, splitLetters } from './resultWords';

/** The boxed letter, with its name beside it unless `bare` (where the name stands next to it anyway). */
export function ResultBadge({ result, bare = false }: { result: AirLandingResult; bare?: boolean }) {
  return (
    <span className="result-badge" data-testid="result-badge" title={`Air Landing Table result ${result}: ${RESULT_NAMES[result]}`}>
      <b className="result-letter">{result}</b>
      {!bare && <span className="result-name"> {RESULT_NAMES[result]}</span>}
    </span>
  );
}

/** A sentence with its letters as badges and its case ids as links. */
export function LetterText({ text }: { text: string }) {
  return (
    <>
      {splitLetters(text).map((part, i) => ('letter' in part ? <ResultBadge key={i} result={part.letter} /> : <RuleText key={i} text={part.text} />))}
    </>
  );
}
