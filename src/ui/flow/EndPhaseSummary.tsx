/**
 * The End phase confirmation: what the phasing player could still do this phase (the legal commands
 * grouped by kind, src/ui/flow/endPhaseSummary.ts), with End phase and Keep playing, and a "don't
 * ask again this game" tick box. An open decision [8.47] is named with the engine's refusal.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useEscapeLayer } from '../escapeLayers';
import { phaseDefinition } from '../../rules/api';
import { RuleText } from '../rules/RuleText';
import { useGame, useGameStoreApi, useWorld } from '../storeContext';
import { endPhaseNow } from './endPhaseFlow';
import { summarizePhase } from './endPhaseSummary';
import { useFlowScreen } from './flowScreen';
import './flow.css';

function keepPlaying(): void {
  useFlowScreen.getState().set({ summaryOpen: false });
}

export function EndPhaseSummary() {
  const open = useFlowScreen((s) => s.summaryOpen);
  // Escape is Keep playing: it closes the summary and ends nothing.
  useEscapeLayer(open, keepPlaying, 'popover');
  if (!open) return null;
  return <SummaryPanel />;
}

function SummaryPanel() {
  const store = useGameStoreApi();
  const world = useWorld();
  const state = useGame((s) => s.game.current);
  const initial = useGame((s) => s.game.initial);
  const skipFor = useFlowScreen((s) => s.skipSummaryFor);
  const set = useFlowScreen((s) => s.set);
  const summary = useMemo(() => summarizePhase(state, world), [state, world]);
  const phase = phaseDefinition(state.phase);
  const where = useRef({ turn: state.turn, phase: state.phase });

  useEffect(() => {
    // The phase moved on some other way (Undo, a loaded game): this summary no longer applies.
    if (where.current.turn !== state.turn || where.current.phase !== state.phase || state.ended) set({ summaryOpen: false });
  }, [state.turn, state.phase, state.ended, set]);

  const blocked = summary.refusal !== null;
  return (
    <section className="flow-dialog end-phase-summary" role="dialog" aria-labelledby="end-phase-title" data-testid="end-phase-summary">
      <h2 id="end-phase-title">End the {phase.name} Phase?</h2>
      {summary.decision ? (
        <p className="summary-decision">
          A decision is open: <RuleText text={summary.decision} />. Answer it first.
        </p>
      ) : summary.items.length > 0 ? (
        <>
          <p>Still possible this phase:</p>
          <ul className="summary-items" data-testid="end-phase-possible">
            {summary.items.map((item) => (
              <li key={item.kind}>
                <RuleText text={`${item.text} [${item.rule}]`} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>Nothing else can be done this phase.</p>
      )}
      {summary.refusal && (
        <p className="why-not" data-testid="end-phase-refusal">
          <RuleText text={`${summary.refusal.message} [${summary.refusal.rule}]`} />
        </p>
      )}
      <label className="dont-ask">
        <input type="checkbox" checked={skipFor === initial} onChange={(e) => set({ skipSummaryFor: e.target.checked ? initial : null })} data-testid="end-phase-dont-ask" /> Don't ask
        again this game
      </label>
      <div className="dialog-buttons">
        <button type="button" className="primary" autoFocus={!blocked} disabled={blocked} onClick={() => endPhaseNow(store)} data-testid="end-phase-confirm" title={blocked ? summary.refusal!.message : undefined}>
          End the phase
        </button>
        <button type="button" autoFocus={blocked} onClick={keepPlaying} data-testid="end-phase-keep">
          Keep playing
        </button>
      </div>
    </section>
  );
}
