/**
 * The last drop told step by step [14.2, 14.5, 14.92]: the flight with its path, the flight
 * conditions and what they mean, the roll and the Air Landing result, the landing hex with its
 * scatter, the German special fire, then the close actions and cures. Steps appear one after the
 * other (a short timed walk the player can skip with "Show all", or step with "Next"); the map
 * shows the current step's hexes. The steps grow as the German and Allied answers come in.
 */
import { useEffect, useMemo, useState } from 'react';
import type { HexHighlight } from '../../board';
import { RuleText } from '../rules/RuleText';
import { LetterText } from './ResultBadge';
import { useGame } from '../storeContext';
import { dropSteps, landingEntries } from './dropSteps';
import { ResultKey } from './ResultKey';
import { unitById } from '../../rules/api';

/** Milliseconds between two steps of the timed walk. */
const STEP_MS = 2000;

export function DropReport({ from, onClose, onHighlights }: { from: number; onClose(): void; onHighlights(h: readonly HexHighlight[] | null): void }) {
  const log = useGame((s) => s.game.log);
  const state = useGame((s) => s.game.current);
  const steps = useMemo(() => {
    const nameOf = (id: string) => unitById(state, id)?.name;
    const waiting = state.pending ? { kind: state.pending.kind, prompt: state.pending.prompt } : null;
    const hexOf = (id: string) => unitById(state, id)?.hex;
    return dropSteps(landingEntries(log, from), nameOf, waiting, hexOf);
  }, [log, from, state]);
  const [shown, setShown] = useState(1);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing || shown >= steps.length) return undefined;
    const timer = setTimeout(() => setShown((n) => n + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, shown, steps.length]);
  // The map keeps what earlier steps showed (the path stays under the landing), the current step on top.
  // One mark per hex, the latest step's: the result's label replaces the target's, the landing's the result's.
  const marks = useMemo(() => {
    const byHex = new Map<string, HexHighlight>();
    for (const mark of steps.slice(0, shown).flatMap((s) => s.highlights)) {
      byHex.delete(mark.hex);
      byHex.set(mark.hex, mark);
    }
    return [...byHex.values()];
  }, [steps, shown]);
  useEffect(() => onHighlights(marks.length > 0 ? marks : null), [marks, onHighlights]);
  if (steps.length === 0) return null;
  return (
    <div className="drop-report" data-testid="drop-report" aria-live="polite">
      <h3>
        Drop, step {Math.min(shown, steps.length)} of {steps.length}
      </h3>
      <ol>
        {steps.slice(0, shown).map((s, i) => (
          <li key={s.kind} data-testid={`drop-step-${s.kind}`} className={i === shown - 1 ? 'current' : ''}>
            <strong>
              <RuleText text={s.title} />
            </strong>
            {s.lines.map((line, j) => (
              <p key={j}>
                <LetterText text={line} />
              </p>
            ))}
            {s.kind === 'result' && <ResultKey current={s.result} />}
          </li>
        ))}
      </ol>
      <p>
        <button type="button" data-testid="drop-step-next" disabled={shown >= steps.length} onClick={() => { setPlaying(false); setShown((n) => n + 1); }}>
          Next
        </button>{' '}
        <button type="button" data-testid="drop-step-all" disabled={shown >= steps.length} onClick={() => { setPlaying(false); setShown(steps.length); }}>
          Show all
        </button>{' '}
        <button type="button" data-testid="drop-report-close" onClick={onClose}>
          Close
        </button>
      </p>
    </div>
  );
}
