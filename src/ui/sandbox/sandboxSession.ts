/**
 * The sandbox session: the game in progress (the main store) and, while the player tries things
 * out, a second store holding a copy of the position. The screen shows whichever is active
 * (SandboxHost), so every panel works on the copy unchanged; the main store is never written to
 * until the player chooses to continue from the sandbox as a new game.
 *
 * Edits are the engine's pure sandbox edits applied to the copy's current position, which then
 * becomes the copy's new starting position (its log starts again; commands tried after an edit are
 * undoable as usual). The copy autosaves only into memory, never over the game in the browser.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applySandboxEdit, describeSandboxEdit, describeRefusal, type GameState, type Refusal, type SandboxEdit, type SandboxWarning, type World } from '../../rules/api';
import { createGameStore, createMemoryAutosave, freshSeed, type GameStore, type LoadResult } from '../../store';
import { useActionUi } from '../actions/actionState';
import { useTransientHighlights } from '../overlays/transientHighlights';
import { unitById } from '../../rules/api';

/** The outcome of the latest edit, as the panel shows it. */
export type EditOutcome = { ok: true; text: string; warnings: SandboxWarning[] } | { ok: false; refusal: Refusal };

export interface SandboxSessionState {
  /** The copy being played with, or null when the game in progress is shown. */
  sandbox: GameStore | null;
  /** The position the sandbox was entered with, for "start over". */
  entry: GameState | null;
  /** The edits made since entering, in plain words, oldest first. */
  edits: string[];
  /** The latest edit's outcome (cleared on entering and leaving). */
  outcome: EditOutcome | null;
  /** The unit the edit panel works on: the last one selected in the sandbox (clicking a hex keeps it). */
  unitId: string | null;
  enter(): void;
  /** Drop the sandbox: the game in progress is shown again, exactly as it was. */
  leave(): void;
  /** Replace the game in progress by the sandbox's current position (a new game, autosaved). */
  continueAsNewGame(): LoadResult;
  /** Back to the position the sandbox was entered with. */
  startOver(): void;
  edit(edit: SandboxEdit): EditOutcome;
  focusUnit(unitId: string | null): void;
}

export type SandboxSession = StoreApi<SandboxSessionState>;

/** Screen state of the action panels kept aside while the sandbox is open (the target, the closed result card). */
type ActionUiSnapshot = { targetId: string | null; assaultHex: ReturnType<typeof useActionUi.getState>['assaultHex']; dismissedAt: number };

export function createSandboxSession(main: GameStore, world: World): SandboxSession {
  let mainActionUi: ActionUiSnapshot | null = null;

  function clearTransient(): void {
    const highlights = useTransientHighlights.getState();
    highlights.setLayer('path', null);
    highlights.setLayer('log', null);
  }

  return createStore<SandboxSessionState>()((set, get) => ({
    sandbox: null,
    entry: null,
    edits: [],
    outcome: null,
    unitId: null,

    enter() {
      if (get().sandbox) return;
      // The sandbox rolls its own fresh dice, never the game's stream: a roll tried here tells
      // nothing about the game's next one.
      const current = main.getState().game.current;
      const reseeded = applySandboxEdit(current, world, { kind: 'reseed', seed: freshSeed('sandbox') });
      const position = reseeded.ok ? reseeded.state : current;
      const sandbox = createGameStore({ storage: createMemoryAutosave(), world, initial: position });
      const selected = main.getState().ui.selectedUnitId;
      if (selected) sandbox.getState().selectUnit(selected);
      const { targetId, assaultHex, dismissedAt } = useActionUi.getState();
      mainActionUi = { targetId, assaultHex, dismissedAt };
      useActionUi.getState().set({ targetId: null, assaultHex: null, dismissedAt: 0 });
      clearTransient();
      set({ sandbox, entry: sandbox.getState().game.initial, edits: [], outcome: null, unitId: selected });
    },

    leave() {
      if (!get().sandbox) return;
      if (mainActionUi) useActionUi.getState().set(mainActionUi);
      mainActionUi = null;
      clearTransient();
      set({ sandbox: null, entry: null, edits: [], outcome: null, unitId: null });
    },

    continueAsNewGame() {
      const sandbox = get().sandbox;
      if (!sandbox) return { ok: false, message: 'The sandbox is not open.' };
      const result = main.getState().newGame(sandbox.getState().game.current, { origin: 'sandbox' });
      if (!result.ok) return result;
      const unitId = get().unitId;
      if (unitId && unitById(main.getState().game.current, unitId)) main.getState().selectUnit(unitId);
      mainActionUi = { targetId: null, assaultHex: null, dismissedAt: 0 };
      get().leave();
      main.getState().clearNotice();
      return { ok: true };
    },

    startOver() {
      const { sandbox, entry } = get();
      if (!sandbox || !entry) return;
      sandbox.getState().newGame(entry);
      useActionUi.getState().set({ targetId: null, assaultHex: null, dismissedAt: 0 });
      set({ edits: [], outcome: null });
    },

    edit(edit: SandboxEdit): EditOutcome {
      const sandbox = get().sandbox;
      if (!sandbox) {
        const outcome: EditOutcome = { ok: false, refusal: { ok: false, code: 'INVALID_COMMAND', rule: '4.0', message: 'The sandbox is not open.' } };
        return outcome;
      }
      const s = sandbox.getState();
      const before = s.game.current;
      const result = applySandboxEdit(before, world, edit);
      let outcome: EditOutcome;
      if (!result.ok) {
        outcome = { ok: false, refusal: result };
      } else {
        const selected = s.ui.selectedUnitId;
        const cursor = s.ui.cursorHex;
        const loaded = s.newGame(result.state);
        if (!loaded.ok) {
          outcome = { ok: false, refusal: { ok: false, code: 'INVALID_COMMAND', rule: '4.0', message: loaded.message } };
        } else {
          // A new starting position forgets the selection; the edited unit stays the one shown.
          const keep = selected && unitById(result.state, selected) ? selected : null;
          sandbox.getState().selectUnit(keep);
          sandbox.getState().setCursor(cursor);
          useActionUi.getState().set({ dismissedAt: 0 });
          outcome = { ok: true, text: describeSandboxEdit(before, edit), warnings: result.warnings };
          set((st) => ({ edits: [...st.edits, outcome.ok ? outcome.text : ''], unitId: st.unitId && unitById(result.state, st.unitId) ? st.unitId : null }));
        }
      }
      set({ outcome });
      return outcome;
    },

    focusUnit(unitId: string | null) {
      if (get().unitId !== unitId) set({ unitId });
    },
  }));
}

/** The outcome in one line: the edit and its warnings, or the refusal with its case. */
export function outcomeText(outcome: EditOutcome): string {
  if (!outcome.ok) return describeRefusal(outcome.refusal);
  return [outcome.text, ...outcome.warnings.map((w) => `[${w.rule}] ${w.message}`)].join(' — ');
}
