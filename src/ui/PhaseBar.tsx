/** The turn and phase, who is phasing, and the game-wide buttons. */
import { useRef } from 'react';
import { describeTurn, phaseDefinition, PHASES } from '../rules/api';
import { lastMoveStart, selectCanRedo, selectCanUndo, selectCanUndoMove, type AutosaveStatus } from '../store';
import { requestEndPhase } from './flow/endPhaseFlow';
import { EndPhaseSummary } from './flow/EndPhaseSummary';
import { useFlowScreen } from './flow/flowScreen';
import { loadFileAsking } from './flow/loadFile';
import { PlayersControl } from './flow/PlayersControl';
import { computerHold } from './flow/computerHold';
import { loadCheckHold } from './flow/LoadCheckCover';
import { useComputerStatus } from './flow/computerStatus';
import { useSession } from './flow/sessionState';
import { undoBlockedReason } from './flow/undoGuard';
import { SIDE_LABEL } from './labels';
import { shortTurn } from './turnWords';
import { undoMoveWords, UNDO_WORDS } from './undoWords';
import { useGame, useGameStoreApi, useWorld } from './storeContext';

/** What the bar says about the autosave. */
const AUTOSAVE_WORDS: Readonly<Record<AutosaveStatus, string>> = { idle: '', saving: 'saving…', saved: 'autosaved', failed: 'autosave failed' };

export function PhaseBar() {
  const store = useGameStoreApi();
  const world = useWorld();
  const turn = useGame((s) => s.game.current.turn);
  const phase = useGame((s) => s.game.current.phase);
  const ended = useGame((s) => s.game.current.ended);
  const settingUp = useGame((s) => s.game.current.deployment?.side ?? null);
  const canUndo = useGame(selectCanUndo);
  // While the computer player acts, the person waits (the store's action guard enforces it).
  const seats = useSession((s) => s.seats);
  const computerStopped = useComputerStatus((s) => s.stopped !== null);
  const holdUndo = useGame((s) => computerHold(s.game.current, seats, computerStopped, 'undo'));
  const holdRedo = useGame((s) => computerHold(s.game.current, seats, computerStopped, 'redo'));
  // A loaded file still being checked holds play as well (LoadCheckCover).
  const holdCommand = useGame((s) => loadCheckHold(s) ?? computerHold(s.game.current, seats, computerStopped, 'command'));
  // The game's Undo setting (kept and enforced by the store): the reason Undo is off now, if it is.
  const undoBlocked = useGame((s) => holdUndo ?? undoBlockedReason(s.game.log, s.game.undoRule, s.undoCutNow() ?? undefined));
  const canRedo = useGame(selectCanRedo);
  const origin = useGame((s) => s.game.origin);
  // [8.0] Undo move: every step of the last stack's move at once (the same die-roll setting holds).
  const canUndoMove = useGame(selectCanUndoMove);
  const undoMoveTitle = useGame((s) => undoMoveWords(s.game.log, s.game.current));
  const undoMoveBlocked = useGame((s) => {
    const cut = lastMoveStart(s.game.log);
    return cut === null ? null : (holdUndo ?? undoBlockedReason(s.game.log, s.game.undoRule, cut));
  });
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
    let text: string;
    try {
      text = await file.text();
    } catch {
      // The browser could not read the file (moved, or no permission): say so; the game goes on.
      store.setState((draft) => {
        draft.ui.notice = { kind: 'error', text: `"${file.name}" could not be read from the disk. Your current game was left as it was.` };
      });
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    // Loading replaces the game in progress: ask first, as New game does.
    loadFileAsking(store, world, { name: file.name, text }, (question) => window.confirm(question));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <header className="phase-bar" data-testid="phase-bar">
      <div className="turn" title={describeTurn(turn)}>
        {shortTurn(turn)}
      </div>
      {origin === 'sandbox' && (
        <div className="game-origin" data-testid="sandbox-game" title="This game starts from a position made in the sandbox (or by hand), not from a scenario's own set-up; its saves say so">
          Sandbox game
        </div>
      )}
      {settingUp ? (
        <div className={`phase side-${settingUp}`} title="Set-up before play [24.2, 25.21]">
          <span className="phase-number">Before phase {phase}</span>{' '}
          <span className="phase-name" data-testid="phase-name">
            {SIDE_LABEL[settingUp]} set-up
          </span>
          <span className="phasing"> — {SIDE_LABEL[settingUp]} player</span>
        </div>
      ) : (
        <div className={`phase side-${phasing ?? 'none'}`} title={`Phase ${phase} of ${PHASES.length}: ${definition.name}${phasing ? ` (${SIDE_LABEL[phasing]} player)` : ''}. Cases ${definition.rules.join(', ')}`}>
          <span className="phase-number">
            {phase}/{PHASES.length}
          </span>{' '}
          <span className="phase-name" data-testid="phase-name">
            {definition.name}
          </span>
          {phasing && <span className="phasing"> — {SIDE_LABEL[phasing]} player</span>}
        </div>
      )}
      <div className="buttons">
        <button type="button" onClick={() => useFlowScreen.getState().set({ newGameOpen: true })} data-testid="new-game-button" title="Choose a scenario, the players and the seed, and start a new game">
          New game…
        </button>
        <PlayersControl />
        <span className="end-phase-anchor">
          <button
            type="button"
            disabled={!!ended || !!settingUp || !!holdCommand}
            onClick={() => requestEndPhase(store, world)}
            data-testid="end-phase"
            title={settingUp ? 'Play begins when both sides have finished the set-up [24.2]' : (holdCommand ?? 'End this phase (E)')}
          >
            End phase
          </button>
          <EndPhaseSummary />
        </span>
        <span title={undoBlocked ?? undefined}>
          <button type="button" disabled={!canUndo || !!undoBlocked} onClick={() => store.getState().undo()} title={undoBlocked ?? UNDO_WORDS} data-testid="undo">
            Undo
          </button>
        </span>
        {canUndoMove && (
          <span title={undoMoveBlocked ?? undefined}>
            <button
              type="button"
              disabled={!!undoMoveBlocked}
              onClick={() => store.getState().undoMove()}
              title={undoMoveBlocked ?? undoMoveTitle}
              data-testid="undo-move"
            >
              Undo move
            </button>
          </span>
        )}
        <span title={holdRedo ?? undefined}>
          <button type="button" disabled={!canRedo || !!holdRedo} onClick={() => store.getState().redo()} title={holdRedo ?? 'Redo (Ctrl+Y)'} data-testid="redo">
            Redo
          </button>
        </span>
        <button type="button" onClick={save} title="Download this game as a file now (it is also saved in this browser after every command)">
          Save file
        </button>
        {/* A real button, so Tab reaches it; it opens the hidden file input's picker. */}
        <button type="button" onClick={() => fileInput.current?.click()} title="Open a saved game file">
          Load…
        </button>
        <input ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="load-input" onChange={(e) => void load(e.target.files?.[0])} />
        <span className={`autosave autosave-${autosave}`} title="Autosave to this browser after every command">
          {AUTOSAVE_WORDS[autosave]}
        </span>
      </div>
      {ended && <div className="ended">{ended.reason}</div>}
    </header>
  );
}
