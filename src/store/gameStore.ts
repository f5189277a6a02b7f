/**
 * The game store (ARCHITECTURE §3): zustand with the immer middleware. It holds the game and the
 * screen's UI state in two separate slices, turns a player's command into an engine call, keeps
 * the log, and autosaves.
 *
 * - `game` is plain JSON only: the initial position, the current one, the log of applied commands
 *   (with their events) and the redo stack. `current` is always what replaying the log from
 *   `initial` gives; undo and redo recompute it by replay, never by reversing a command. The
 *   replay starts from the nearest checkpoint (checkpoints.ts: positions already worked out, kept
 *   beside the game, never in it or in a save).
 * - `ui` is what the screen shows around the game: selection, hover and cursor hexes, one notice,
 *   the autosave status and how far the check of a loaded game has got. No Pixi or DOM objects live
 *   here (the board keeps its own).
 * - Loading (a file or the autosave) checks everything in the file, then, with `loadCheck:
 *   'inIdleTime'`, opens its saved position at once and replays its moves in idle time to confirm
 *   it (issue 22: a 6,000-move game opens in a fraction of a second, not several seconds). Until the
 *   check is done the log is empty and nothing is written; the first command, undo, redo or save
 *   finishes the check first. If the moves do not lead to the saved position, the game open before
 *   is put back with a message, as if the file had been refused (saveFile.ts).
 *
 * The store is made by a factory so tests get fresh stores; the app entry creates the one it uses.
 */
import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { apply, describeRefusal, positionWithUnitRecord, refuse, unitsRecord, type ApplyResult, type Command, type GameState, type HexId, type World } from '../rules/api';
import { loadSafely, saveSafely, type AutosaveStorage } from './autosave';
import { createCheckpoints } from './checkpoints';
import { freshEntropy } from './entropy';
import { lastMoveStart } from './moveUndo';
import { describeCommand, errorText, replayAccepted, type LogEntry } from './replay';
import { APP_NAME, checkSaveInSteps, parseSave, readSave, serializeSave, type ParseSaveResult, type ReadSaveResult, type SaveCheck, type SaveRefusal } from './saveFile';
import { commandSchema, gameStateSchema } from './schemas';
import { startingPositionProblem, type GameOrigin } from './startingPosition';
import { catalogueOfGame } from './unitReferences';

export type { LogEntry } from './replay';

export type NoticeKind = 'refusal' | 'error' | 'info';
export interface Notice {
  kind: NoticeKind;
  text: string;
  /** The technical particulars behind the plain text (a refused file's paths and ids), for a Details disclosure. */
  detail?: string;
}

/** A refused save's notice: the player's words, and the exact problem as its detail when that says more. */
function refusalNotice(refusal: { message: string; forPlayer: string }, prefix: string, suffix: string): Notice {
  const notice: Notice = { kind: 'error', text: `${prefix}${refusal.forPlayer} ${suffix}` };
  if (refusal.message !== refusal.forPlayer) notice.detail = refusal.message;
  return notice;
}

/**
 * idle: nothing autosaved since the store was made; saving: a write of the latest game is under way;
 * saved / failed: outcome of the latest write.
 */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface GameSlice {
  /** The position before the first command. */
  initial: GameState;
  /** Whether `initial` is a scenario's own set-up or a position made in the sandbox (saved so, shown on screen). */
  origin: GameOrigin;
  /** The position now: always equal to replaying `log` from `initial`. */
  current: GameState;
  /** Applied commands, oldest first. */
  log: LogEntry[];
  /** Undone commands, the next one to redo last. Cleared by any new command. */
  redo: Command[];
  /**
   * May Undo go back past a die roll? `notPastDice`: the store refuses (not only the button), so a
   * hot-seat player cannot see a roll and take it back.
   */
  undoRule: UndoRule;
  /**
   * The Undo setting was agreed by two players (a hot-seat game): from the first roll on it can be
   * made stricter but never looser in this game, whoever has the screen. Saved with the game.
   */
  undoRuleFixed: boolean;
}

/** A game's Undo agreement as the save file carries it. */
export interface UndoSetting {
  rule: UndoRule;
  fixed: boolean;
}

export type UndoRule = 'anyTime' | 'notPastDice';

/** Where an undo would cut the log: the last real command and any fresh-dice entries after it. */
export function undoCut(log: readonly LogEntry[]): number | null {
  let cut = log.length - 1;
  while (cut >= 0 && log[cut]!.command.type === 'reseedDice') cut -= 1;
  return cut >= 0 ? cut : null;
}

/** The rolls an undo now (or one back to `cut`) would take back ("fire: A at B" purposes), empty when none. */
export function rollsUndoWouldTakeBack(log: readonly LogEntry[], cut: number | null = undoCut(log)): string[] {
  if (cut === null) return [];
  return log.slice(cut).flatMap((entry) => entry.events.flatMap((e) => (e.type === 'diceRolled' ? [e.purpose] : [])));
}

export interface UiSlice {
  selectedUnitId: string | null;
  hoverHex: HexId | null;
  cursorHex: HexId | null;
  notice: Notice | null;
  autosave: AutosaveStatus;
  /** A loaded game whose moves are still being replayed to check it (null when none). */
  loadCheck: { done: number; total: number } | null;
}

export type LoadResult = { ok: true } | { ok: false; message: string };

export type RestoreResult =
  | { status: 'restored' }
  /** Nothing is autosaved in this browser. */
  | { status: 'empty' }
  /** The autosave could not be read or is not a valid game; the current game was kept. */
  | { status: 'failed'; message: string };

/** What a person at the screen asks of the game: a command, or to take back or redo commands. */
export type GuardedAction = { kind: 'command'; command: Command } | { kind: 'undo' } | { kind: 'redo' };

/**
 * Who may act now, as the screen decides it (not a rule of the game): why the person's action is
 * held back in this position, or null when it is not. The computer player's seat sets one so the
 * person neither plays for its side nor undoes while it plays (src/ui/flow/computerHold.ts).
 */
export type ActionGuard = (action: GuardedAction, state: GameState) => string | null;

/** Where Undo cuts `log`, given the plain cut (the last command's index), or null for nothing to take back. */
export type UndoCutter = (log: readonly LogEntry[], plainCut: number) => number | null;

export interface GameActions {
  /**
   * Run a command through the engine. A refusal changes nothing in `game` and sets a notice. The
   * action guard, if one is set, is asked first, unless `unguarded` (the guard's owner playing).
   */
  dispatch(command: Command, options?: { unguarded?: boolean }): ApplyResult;
  /** Take back the last command (replaying the rest from the start). False if there is none or the guard holds it back. */
  undo(): boolean;
  /** Take back every step of the last move (one stack's steps and the answers between them) at once [8.0]. */
  undoMove(): boolean;
  /** Re-apply the last undone command. False if there is none or the guard holds it back. */
  redo(): boolean;
  /** Set (or with null remove) the screen's action guard. It is screen state: never saved. */
  setActionGuard(guard: ActionGuard | null): void;
  /**
   * Set (or with null remove) where Undo cuts the log: against the computer, Undo takes back the
   * computer's replies together with the person's last command (src/ui/flow/computerUndo.ts).
   * Without one, Undo takes back the last command.
   */
  setUndoCut(cutter: UndoCutter | null): void;
  /** The log index Undo would cut at now (the commands from it on are taken back), or null when there is nothing to take back. */
  undoCutNow(): number | null;
  /**
   * Set whether Undo may pass a die roll. `fixed` marks the setting as agreed between two players
   * (hot-seat): once dice have rolled in this game it is then refused looser, never stricter.
   */
  setUndoRule(rule: UndoRule, options?: { fixed?: boolean }): LoadResult;
  canUndo(): boolean;
  canRedo(): boolean;
  /**
   * Start over from a new initial position (checked first; an invalid one is refused). Its origin is
   * `sandbox` when asked, or when the position is not its scenario's own set-up.
   */
  newGame(initial: GameState, options?: { origin?: GameOrigin; undo?: UndoSetting }): LoadResult;
  /** The current game as save-file text. */
  exportSave(): string;
  /**
   * Load a save file. A refused file changes nothing but the notice. With `loadCheck: 'inIdleTime'`
   * the file's moves are checked after it opens; if they fail, the game before it is put back.
   */
  importSave(text: string): LoadResult;
  /** Finish the check of a loaded game now (it is otherwise done in idle time): refused if the moves failed it. */
  loadChecked(): LoadResult;
  /** Load the autosaved game, if there is a valid one; otherwise keep the current game. */
  restoreAutosave(): Promise<RestoreResult>;
  /** Resolves when the latest autosave write has finished, with the resulting status. */
  autosaveSettled(): Promise<AutosaveStatus>;
  selectUnit(unitId: string | null): void;
  setHover(hex: HexId | null): void;
  setCursor(hex: HexId | null): void;
  clearNotice(): void;
}

export interface GameStoreState extends GameActions {
  game: GameSlice;
  ui: UiSlice;
}

export interface GameStoreOptions {
  storage: AutosaveStorage;
  initial: GameState;
  /** The map and charts every command is judged against. */
  world: World;
  /** Name written into save files; defaults to APP_NAME. */
  app?: string;
  /** Where `initial` comes from; by default found by comparing it with its scenario's set-up. */
  origin?: GameOrigin;
  /** Whether Undo may pass a die roll (default: any time). */
  undoRule?: UndoRule;
  /** The Undo setting is two players' agreement (hot-seat): never loosened once dice have rolled. */
  undoRuleFixed?: boolean;
  /** Fresh randomness for the dice after an undo past a roll (default: the platform's crypto). */
  entropy?: () => string;
  /**
   * When a loaded game's moves are replayed to check it: `whole` (the default) before it opens;
   * `inIdleTime` after its saved position has opened, a slice at a time (the app's choice).
   */
  loadCheck?: 'whole' | 'inIdleTime';
  /** Runs a slice of the idle-time check later (default: a zero-delay timer). */
  idle?: (run: () => void) => void;
}

/** Moves replayed per slice of an idle-time check, and the time a series of slices may take before it yields. */
const CHECK_SLICE = 25;
const CHECK_SLICE_MS = 12;

export const selectCanUndo = (state: GameStoreState): boolean => state.undoCutNow() !== null;
/** Is the last command part of a move that Undo move would take back whole? */
export const selectCanUndoMove = (state: GameStoreState): boolean => lastMoveStart(state.game.log) !== null;
export const selectCanRedo = (state: GameStoreState): boolean => state.game.redo.length > 0;

const KEPT = 'Your current game was left as it was.';

/** Check a position and make the store's own plain-JSON copy of it. */
function checkedCopy(state: GameState): { ok: true; state: GameState } | { ok: false; message: string } {
  const parsed = gameStateSchema.safeParse(positionWithUnitRecord(state));
  if (parsed.success) return { ok: true, state: parsed.data };
  const first = parsed.error.issues[0];
  const where = first ? `${first.path.map(String).join('.') || 'state'}: ${first.message}` : 'unknown problem';
  return { ok: false, message: `That starting position is not a valid game (${where}).` };
}

/** A position's origin: the one asked for if it is `sandbox`, else whether it is its scenario's set-up. */
function originOf(initial: GameState, world: World, asked: GameOrigin | undefined): GameOrigin {
  if (asked === 'sandbox') return 'sandbox';
  try {
    // A new game begun with printed counter values is its scenario's set-up built from them (ARCHITECTURE §6).
    return startingPositionProblem(initial, world, catalogueOfGame(unitsRecord(initial))) === null ? 'scenario' : 'sandbox';
  } catch {
    return 'sandbox'; // a position its scenario cannot even be rebuilt against is not its set-up
  }
}

function whereText(state: GameState): string {
  return `Game-Turn ${state.turn}, phase ${state.phase}`;
}

/** "1 command", "1,352 commands" (commands: moves, shots, answers, phase ends). */
function commandWords(n: number): string {
  return `${n.toLocaleString('en-GB')} command${n === 1 ? '' : 's'}`;
}

export function createGameStore(options: GameStoreOptions) {
  const { storage, world } = options;
  const checkInIdleTime = options.loadCheck === 'inIdleTime';
  const idle = options.idle ?? ((run: () => void) => void setTimeout(run, 0));
  const entropy = options.entropy ?? (() => freshEntropy());
  const app = options.app ?? APP_NAME;
  const start = checkedCopy(options.initial);
  if (!start.ok) throw new Error(start.message);

  return create<GameStoreState>()(
    immer((set, get) => {
      // Autosave bookkeeping lives outside the state. Writing is deferred to a macrotask so a burst
      // of commands costs one serialisation of the latest game; only the latest write reports.
      const checkpoints = createCheckpoints();
      let autosaveSequence = 0;
      let scheduled: Promise<AutosaveStatus> | null = null;
      let latestAutosave: Promise<AutosaveStatus> = Promise.resolve('idle');

      // [ARCHITECTURE §8] nothing is written before the restore has finished, and never over an
      // autosave that could not be read or kept aside.
      let restoring = false;
      let writeAfterRestore = false;
      let autosaveOff = false;
      let guard: ActionGuard | null = null;
      /** A loaded game open before its moves are checked: the check, and the game to put back if it fails. */
      let checking: {
        check: SaveCheck;
        previous: GameSlice;
        source: 'file' | 'autosave';
        text: string;
        opened: Notice;
      } | null = null;
      let writeAfterCheck = false;
      let undoCutter: UndoCutter | null = null;
      const undoCutOf = (log: readonly LogEntry[]): number | null => {
        const plain = undoCut(log);
        return plain === null || !undoCutter ? plain : undoCutter(log, plain);
      };

      /** The guard's reason for holding this action back now (shown as a refusal), or null. */
      function heldBack(action: GuardedAction): string | null {
        const why = guard?.(action, get().game.current) ?? null;
        if (why) setNotice('refusal', why);
        return why;
      }

      function scheduleAutosave(): void {
        if (autosaveOff) return;
        if (checking) {
          writeAfterCheck = true; // nothing is written until the loaded game is confirmed
          return;
        }
        if (restoring) {
          writeAfterRestore = true;
          return;
        }
        // Show that the latest game is not saved yet; a failure stays shown until a write succeeds.
        if (get().ui.autosave !== 'failed' && get().ui.autosave !== 'saving') set((s) => void (s.ui.autosave = 'saving'));
        if (scheduled) return; // the write already scheduled will take the latest game
        scheduled = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
          scheduled = null;
          return writeAutosave();
        });
        latestAutosave = scheduled;
      }

      async function writeAutosave(): Promise<AutosaveStatus> {
        const { initial, origin, log, current, undoRule, undoRuleFixed } = get().game;
        const sequence = (autosaveSequence += 1);
        let text: string;
        try {
          text = serializeSave({ initial, origin, undo: { rule: undoRule, fixed: undoRuleFixed }, commands: log.map((entry) => entry.command), state: current, app, compact: true });
        } catch (error) {
          return reportAutosave(sequence, { ok: false, message: `The game could not be autosaved (${errorText(error)}).` });
        }
        return reportAutosave(sequence, await saveSafely(storage, text));
      }

      function reportAutosave(sequence: number, outcome: { ok: true } | { ok: false; message: string }): AutosaveStatus {
        if (sequence !== autosaveSequence) return get().ui.autosave; // a newer write will report
        const status: AutosaveStatus = outcome.ok ? 'saved' : 'failed';
        const wasFailing = get().ui.autosave === 'failed';
        set((s) => {
          s.ui.autosave = status;
          if (!outcome.ok && !wasFailing) {
            s.ui.notice = { kind: 'error', text: `${outcome.message} You can go on playing; use Save to keep a copy of the game.` };
          }
        });
        return status;
      }

      function setNotice(kind: NoticeKind, text: string): void {
        set((s) => {
          s.ui.notice = { kind, text };
        });
      }

      function showNotice(notice: Notice): void {
        set((s) => {
          s.ui.notice = notice;
        });
      }

      /** Keep a refused autosave aside; if that is impossible, stop autosaving so it is never overwritten. */
      async function keepAside(text: string): Promise<string> {
        if (storage.setAside) {
          try {
            await storage.setAside(text);
            return 'It was kept aside in this browser (Export it from there, or start a new game; it is not written over).';
          } catch {
            // fall through: it could not be kept aside
          }
        }
        autosaveOff = true;
        return 'It could not be kept aside, so autosave is off for this visit: nothing will be written over it (use Save to keep your game).';
      }

      async function restore(): Promise<RestoreResult> {
        const before = get().game;
        const loaded = await loadSafely(storage);
        if (!loaded.ok) {
          autosaveOff = true; // unreadable is not empty: never write over it
          const message = `${loaded.message} Autosave is off for this visit so that nothing is written over it.`;
          setNotice('error', `${message} ${KEPT}`);
          return { status: 'failed', message };
        }
        if (loaded.text === undefined) return { status: 'empty' };
        const parsed = readLoad(loaded.text);
        if (!parsed.ok) {
          const aside = await keepAside(loaded.text);
          const message = `The autosaved game could not be restored. ${parsed.message} ${aside}`;
          showNotice(refusalNotice(parsed, 'The autosaved game could not be restored. ', `${aside} ${KEPT}`));
          return { status: 'failed', message };
        }
        if (get().game !== before) {
          // The player moved while the autosave was being read: keep both, their game goes on.
          const aside = await keepAside(loaded.text);
          const message = `The autosaved game was not restored because the game changed while it was being read. ${aside}`;
          setNotice('info', message);
          return { status: 'failed', message };
        }
        const label = 'Autosaved game restored';
        if (parsed.checked) openChecked(parsed.checked, label);
        else openUnchecked(parsed.read, label, 'autosave', loaded.text);
        return { status: 'restored' };
      }

      type Loading = SaveRefusal | { ok: true; origin: GameOrigin; read: Extract<ReadSaveResult, { ok: true }>; checked: Extract<ParseSaveResult, { ok: true }> | null };

      /** A save file read, and with `loadCheck: 'whole'` checked by replaying its moves. */
      function readLoad(text: string): Loading {
        if (checkInIdleTime) {
          const read = readSave(text, world);
          return read.ok ? { ok: true, origin: read.origin, read, checked: null } : read;
        }
        const checked = parseSave(text, world);
        return checked.ok ? { ok: true, origin: checked.origin, read: { ok: true, save: checked.save, origin: checked.origin }, checked } : checked;
      }

      /** A loaded game whose moves have been replayed and found to lead to its saved position. */
      function openChecked(parsed: Extract<ParseSaveResult, { ok: true }>, label: string): void {
        const { save, log, origin } = parsed;
        keepPositions(save.initial, log, parsed.positions);
        replaceGame(save.initial, origin, save.state, log, { kind: 'info', text: `${label} (${whereText(save.state)}).` }, save.undo);
      }

      /**
       * Open a read save's position now and replay its moves in idle time (`loadCheck: 'inIdleTime'`).
       * The position shown has passed every check but the replay; no command can be given on it
       * before the replay confirms it (`settleCheck`).
       */
      function openUnchecked(read: Extract<ReadSaveResult, { ok: true }>, label: string, source: 'file' | 'autosave', text: string): void {
        const { save, origin } = read;
        // The game put back if the check fails is the last one confirmed (not a load still being checked).
        const previous = checking ? checking.previous : get().game;
        const total = save.commands.length;
        const opened: Notice = { kind: 'info', text: `${label} (${whereText(save.state)}).${total === 0 ? '' : ` Replaying its ${commandWords(total)} to check them…`}` };
        checking = { check: checkSaveInSteps(read, world), previous, source, text, opened };
        writeAfterCheck = false;
        replaceGame(save.initial, origin, save.state, [], opened, save.undo);
        set((s) => void (s.ui.loadCheck = { done: 0, total }));
        idle(checkSlices);
      }

      /** A series of idle-time slices of the check, then a yield (or the end of the check). */
      function checkSlices(): void {
        const job = checking;
        if (!job) return;
        const started = Date.now();
        let result: ParseSaveResult | null = null;
        while (!result && Date.now() - started < CHECK_SLICE_MS) result = job.check.run(CHECK_SLICE);
        if (result) {
          finishCheck(result);
          return;
        }
        set((s) => void (s.ui.loadCheck = { done: job.check.done(), total: job.check.total }));
        idle(checkSlices);
      }

      /** Finish the check of a loaded game now; the refusal's words if it failed (the game before it is then back). */
      function settleCheck(): string | null {
        const job = checking;
        if (!job) return null;
        return finishCheck(job.check.run(Infinity)!);
      }

      function finishCheck(result: ParseSaveResult): string | null {
        const job = checking!;
        checking = null;
        const ours = get().ui.notice === job.opened;
        if (!result.ok) {
          const { previous } = job;
          const lead = job.source === 'autosave' ? 'The autosaved game could not be restored. ' : '';
          const message = `${lead}${result.message}`;
          set((s) => {
            s.game = previous;
            s.ui.selectedUnitId = null;
            s.ui.hoverHex = null;
            s.ui.cursorHex = null;
            s.ui.loadCheck = null;
            s.ui.notice = refusalNotice(result, lead, 'The game open before it was loaded is back.');
          });
          if (job.source === 'autosave') void keepAside(job.text).then((aside) => showNotice(refusalNotice(result, lead, `${aside} The game open before it was loaded is back.`)));
          return message;
        }
        const { save, log } = result;
        keepPositions(save.initial, log, result.positions);
        set((s) => {
          s.game.current = save.state; // equal to the file's; the replayed one shares its parts with the checkpoints
          s.game.log = log;
          s.ui.loadCheck = null;
          if (ours) s.ui.notice = { kind: 'info', text: job.opened.text.replace(/Replaying its (.+) to check them…$/, 'Checked: replaying its $1 gives exactly the saved position.') };
        });
        if (writeAfterCheck || job.source === 'file') scheduleAutosave();
        return null;
      }

      /** Keep the positions a loaded log's replay passed through, and its last one, as checkpoints. */
      function keepPositions(initial: GameState, log: readonly LogEntry[], positions: ReadonlyMap<number, GameState>): void {
        for (const [applied, state] of positions) checkpoints.record(initial, applied, state, log[applied - 1]!);
      }

      /** Replace the whole game (loading, restoring, a new game) and reset what pointed into the old one. */
      /** `undo`: the game's own Undo agreement (from its file or its New game); absent, the current one stays. */
      function replaceGame(initial: GameState, origin: GameOrigin, current: GameState, log: LogEntry[], notice: Notice | null, undo?: UndoSetting): void {
        set((s) => {
          s.ui.loadCheck = null;
          s.game = { initial, origin, current, log, redo: [], undoRule: undo?.rule ?? s.game.undoRule, undoRuleFixed: undo?.fixed ?? s.game.undoRuleFixed };
          s.ui.selectedUnitId = null;
          // The old game's hex under the pointer or keyboard cursor means nothing on the new board.
          s.ui.hoverHex = null;
          s.ui.cursorHex = null;
          s.ui.notice = notice;
        });
      }

      /**
       * Take back every command from log index `cut` on (replaying the rest from the start); the
       * taken commands go on the redo stack, the earliest to be redone first.
       */
      function undoTo(cut: number): boolean {
        const { initial, log, undoRule } = get().game;
        const taken = log.slice(cut).filter((entry) => entry.command.type !== 'reseedDice');
        if (taken.length === 0) return false;
        const rolls = rollsUndoWouldTakeBack(log, cut);
        const pastDice = rolls.length > 0 || log.slice(cut).some((entry) => entry.command.type === 'reseedDice');
        if (rolls.length > 0 && undoRule === 'notPastDice') {
          setNotice('refusal', `Undo refused: the last command rolled the dice (${rolls[0]}${rolls.length > 1 ? ` and ${rolls.length - 1} more` : ''}) and this game's setting is Undo not past a die roll.`);
          return false;
        }
        const remaining = log.slice(0, cut);
        // From the nearest checkpoint; each position passed on the way becomes one too.
        const start = checkpoints.nearest(initial, log, cut);
        checkpoints.forgetAfter(cut);
        const replayed = replayAccepted(start.state, remaining.slice(start.applied).map((entry) => entry.command), world, (index, state) =>
          checkpoints.record(initial, start.applied + index + 1, state, remaining[start.applied + index]!),
        );
        if (!replayed.ok) {
          setNotice('error', `Undo failed: move ${start.applied + replayed.index + 1} (${describeCommand(replayed.command)}) could not be replayed: ${replayed.reason}. ${KEPT}`);
          return false;
        }
        let current = replayed.state;
        const kept = [...remaining];
        if (pastDice) {
          // The rolls just taken back were seen: the timeline from here rolls from fresh randomness,
          // recorded in the log so that a replay gives the same dice [ARCHITECTURE §4].
          const reseed: Command = { type: 'reseedDice', entropy: entropy() };
          const result = apply(current, reseed, world);
          if (!result.ok) {
            setNotice('error', `Undo failed: the dice could not be given fresh randomness (${result.message}). ${KEPT}`);
            return false;
          }
          const entry: LogEntry = { command: reseed, events: result.events, turn: current.turn, phase: current.phase };
          kept.push(entry);
          current = result.state;
          checkpoints.record(initial, kept.length, current, entry);
        }
        set((s) => {
          s.game.current = current;
          s.game.log = kept;
          for (const entry of [...taken].reverse()) s.game.redo.push(entry.command);
          if (s.ui.notice?.kind === 'refusal') s.ui.notice = null;
        });
        scheduleAutosave();
        return true;
      }

      return {
        game: { initial: start.state, origin: originOf(start.state, world, options.origin), current: start.state, log: [], redo: [], undoRule: options.undoRule ?? 'anyTime', undoRuleFixed: options.undoRuleFixed ?? false },
        ui: { selectedUnitId: null, hoverHex: null, cursorHex: null, notice: null, autosave: 'idle', loadCheck: null },

        dispatch(command: Command, opts: { unguarded?: boolean } = {}): ApplyResult {
          const refused = settleCheck();
          if (refused) return { ...refuse('INVALID_COMMAND', '4.0', refused), state: get().game.current };
          const { current } = get().game;
          const why = opts.unguarded ? null : heldBack({ kind: 'command', command });
          if (why) return { ...refuse('WRONG_SIDE', '4.0', why), state: current };
          // The log must hold plain JSON the save file can carry: check the shape, keep a copy.
          const checked = commandSchema.safeParse(command);
          if (!checked.success) {
            const refusal = refuse('INVALID_COMMAND', '4.0', 'That is not a command the game knows.');
            setNotice('refusal', describeRefusal(refusal));
            return { ...refusal, state: current };
          }
          let result: ApplyResult;
          try {
            result = apply(current, checked.data, world);
          } catch (error) {
            // An engine failure is a bug; report it and keep the game as it was.
            const refusal = refuse('INVALID_COMMAND', '4.0', `The game could not carry out that command (${errorText(error)}).`);
            setNotice('error', `${describeRefusal(refusal)} ${KEPT}`);
            return { ...refusal, state: current };
          }
          if (!result.ok) {
            setNotice('refusal', describeRefusal(result));
            return result;
          }
          const entry: LogEntry = { command: checked.data, events: result.events, turn: current.turn, phase: current.phase };
          const next = result.state;
          checkpoints.record(get().game.initial, get().game.log.length + 1, next, entry);
          set((s) => {
            s.game.current = next;
            s.game.log.push(entry);
            s.game.redo = [];
            if (s.ui.notice?.kind === 'refusal') s.ui.notice = null;
          });
          scheduleAutosave();
          return result;
        },

        undo(): boolean {
          if (settleCheck()) return false;
          const cut = undoCutOf(get().game.log);
          return cut !== null && !heldBack({ kind: 'undo' }) && undoTo(cut);
        },

        undoMove(): boolean {
          if (settleCheck()) return false;
          const cut = lastMoveStart(get().game.log);
          return cut !== null && !heldBack({ kind: 'undo' }) && undoTo(cut);
        },

        setActionGuard(next: ActionGuard | null): void {
          guard = next;
        },

        setUndoCut(cutter: UndoCutter | null): void {
          undoCutter = cutter;
        },

        undoCutNow(): number | null {
          return undoCutOf(get().game.log);
        },

        setUndoRule(rule: UndoRule, opts: { fixed?: boolean } = {}): LoadResult {
          const refused = settleCheck();
          if (refused) return { ok: false, message: refused };
          const { undoRule, undoRuleFixed, log } = get().game;
          const fixed = undoRuleFixed || opts.fixed === true;
          if (rule === undoRule && fixed === undoRuleFixed) return { ok: true };
          const rolled = log.some((entry) => entry.events.some((e) => e.type === 'diceRolled'));
          if (rule === 'anyTime' && undoRule === 'notPastDice' && undoRuleFixed && rolled) {
            // The players agreed on it when the game began: one of them alone may not loosen it now.
            const message = 'The players agreed at the start of this game that Undo does not go back past a die roll; dice have rolled since, so it stays so until a new game.';
            setNotice('refusal', message);
            return { ok: false, message };
          }
          set((s) => {
            s.game.undoRule = rule;
            s.game.undoRuleFixed = fixed;
          });
          return { ok: true };
        },

        redo(): boolean {
          if (settleCheck()) return false;
          const { current, redo } = get().game;
          const command = redo[redo.length - 1];
          if (command === undefined || heldBack({ kind: 'redo' })) return false;
          let result: ApplyResult;
          try {
            result = apply(current, command, world);
          } catch (error) {
            setNotice('error', `Redo failed (${errorText(error)}). ${KEPT}`);
            return false;
          }
          if (!result.ok) {
            setNotice('refusal', describeRefusal(result));
            return false;
          }
          const entry: LogEntry = { command, events: result.events, turn: current.turn, phase: current.phase };
          const next = result.state;
          checkpoints.record(get().game.initial, get().game.log.length + 1, next, entry);
          set((s) => {
            s.game.current = next;
            s.game.log.push(entry);
            s.game.redo.pop();
            if (s.ui.notice?.kind === 'refusal') s.ui.notice = null;
          });
          scheduleAutosave();
          return true;
        },

        canUndo: () => selectCanUndo(get()),
        canRedo: () => selectCanRedo(get()),

        newGame(initial: GameState, opts: { origin?: GameOrigin; undo?: UndoSetting } = {}): LoadResult {
          const copy = checkedCopy(initial);
          if (!copy.ok) {
            setNotice('error', `${copy.message} ${KEPT}`);
            return copy;
          }
          checking = null; // a loaded game still being checked is simply replaced
          replaceGame(copy.state, originOf(copy.state, world, opts.origin), copy.state, [], null, opts.undo);
          scheduleAutosave();
          return { ok: true };
        },

        exportSave(): string {
          settleCheck(); // a save holds a checked log (if the check failed, the game before the load is saved)
          const { initial, origin, log, current, undoRule, undoRuleFixed } = get().game;
          return serializeSave({ initial, origin, undo: { rule: undoRule, fixed: undoRuleFixed }, commands: log.map((entry) => entry.command), state: current, app });
        },

        importSave(text: string): LoadResult {
          const parsed = readLoad(text);
          if (!parsed.ok) {
            showNotice(refusalNotice(parsed, '', KEPT));
            return parsed;
          }
          const label = parsed.origin === 'sandbox' ? 'Sandbox game loaded: it starts from a position made in the sandbox, not a scenario set-up' : 'Saved game loaded';
          if (parsed.checked) {
            checking = null;
            openChecked(parsed.checked, label);
            scheduleAutosave();
          } else {
            openUnchecked(parsed.read, label, 'file', text);
          }
          return { ok: true };
        },

        loadChecked(): LoadResult {
          const refused = settleCheck();
          return refused ? { ok: false, message: refused } : { ok: true };
        },

        async restoreAutosave(): Promise<RestoreResult> {
          restoring = true;
          writeAfterRestore = false;
          let result: RestoreResult;
          try {
            result = await restore();
          } catch (error) {
            autosaveOff = true;
            result = { status: 'failed', message: `The autosave could not be restored (${errorText(error)}); autosave is off so that nothing is written over it.` };
            setNotice('error', `${result.message} ${KEPT}`);
          } finally {
            restoring = false;
          }
          if (writeAfterRestore && result.status !== 'restored') scheduleAutosave();
          return result;
        },

        autosaveSettled: () => latestAutosave,

        selectUnit(unitId: string | null): void {
          set((s) => {
            s.ui.selectedUnitId = unitId;
          });
        },
        setHover(hex: HexId | null): void {
          set((s) => {
            s.ui.hoverHex = hex;
          });
        },
        setCursor(hex: HexId | null): void {
          set((s) => {
            s.ui.cursorHex = hex;
          });
        },
        clearNotice(): void {
          set((s) => {
            s.ui.notice = null;
          });
        },
      };
    }),
  );
}

/** The store made by `createGameStore`: a React hook that is also the zustand store API. */
export type GameStore = ReturnType<typeof createGameStore>;
