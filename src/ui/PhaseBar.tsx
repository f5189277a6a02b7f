/** The turn and phase, who is phasing, and the game-wide buttons. */
import { useRef } from 'react';
import { createGame, describeTurn, phaseDefinition, PHASES } from '../rules';
import { FOUNDATION_DEMO } from '../scenarios/foundationDemo';
import { selectCanRedo, selectCanUndo, type AutosaveStatus } from '../store';
import { SIDE_LABEL } from './labels';
import { useGame, useGameStoreApi } from './storeContext';

/** What the bar says about the autosave. */
const AUTOSAVE_WORDS: Readonly<Record<AutosaveStatus, string>> = { idle: '', saving: 'saving…', saved: 'autosaved', failed: 'autosave failed' };

export function PhaseBar() {
  const store = useGameStoreApi();
  const turn = useGame((s) => s.game.current.turn);
  const phase = useGame((s) => s.game.current.phase);
  const ended = useGame((s) => s.game.current.ended);
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const autosave = useGame((s) => s.ui.autosave);
  const fileInput = useRef<HTMLInputElement>(null);
  const definition = phaseDefinition(phase);
  const phasing = definition.phasing;

  const save = () => {
    const blob = new Blob([store.getState().exportSave()], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `httr-GT${turn}-phase${phase}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    store.getState().importSave(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <header className="phase-bar" data-testid="phase-bar">
      <div className="turn">{describeTurn(turn)}</div>
      <div className={`phase side-${phasing ?? 'none'}`} title={`Cases ${definition.rules.join(', ')}`}>
        <span className="phase-number">
          Phase {phase}/{PHASES.length}
        </span>{' '}
        <span className="phase-name" data-testid="phase-name">
          {definition.name}
        </span>
        {phasing && <span className="phasing"> — {SIDE_LABEL[phasing]} player</span>}
      </div>
      <div className="buttons">
        <button
          type="button"
          onClick={() => {
            if (window.confirm('Start a new game? The game in progress is replaced (save it first to keep it).')) {
              store.getState().newGame(createGame(FOUNDATION_DEMO));
            }
          }}
        >
          New game
        </button>
        <button type="button" disabled={!!ended} onClick={() => store.getState().dispatch({ type: 'endPhase' })} title="End this phase (E)">
          End phase
        </button>
        <button type="button" disabled={!canUndo} onClick={() => store.getState().undo()} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" disabled={!canRedo} onClick={() => store.getState().redo()} title="Redo (Ctrl+Y)">
          Redo
        </button>
        <button type="button" onClick={save}>
          Save…
        </button>
        <label className="button">
          Load…
          <input ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="load-input" onChange={(e) => void load(e.target.files?.[0])} />
        </label>
        <span className={`autosave autosave-${autosave}`} title="Autosave to this browser after every command">
          {AUTOSAVE_WORDS[autosave]}
        </span>
      </div>
      {ended && <div className="ended">{ended.reason}</div>}
    </header>
  );
}
