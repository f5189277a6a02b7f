// Loading with `loadCheck: 'inIdleTime'` (issue 22): the file's position opens at once and its moves
// are replayed afterwards, a slice at a time; nothing is played, undone or written on it before the
// replay confirms it, and a file whose moves do not lead to its position puts the game before it back.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules';
import { createGameStore, createMemoryAutosave, parseSave, type SaveFile } from '../../src/store';
import { memoryStore, testGame } from './fixtures';
import { closeSave, openSave } from './saveText';
import { CLEAR_WORLD } from '../support/world';
import { jsonEqual, replayAccepted } from '../../src/store/replay';
import { realWorld } from '../support/realWorld';
import { unitById } from '../../src/rules/state/unitBuckets';

const TO_GT7: Command[] = [{ type: 'endPhase' }]; // from GT 6 phase 15: rolls a die [15.0]
const GERMAN_ORG: Command[] = [{ type: 'endPhase' }, { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }];

/** A store that checks loads in idle time, with the idle slices queued for the test to run. */
function idleStore(world = CLEAR_WORLD, initial = testGame({ turn: 1, phase: 1, seed: 'other' }), autosaveText?: string) {
  const queue: (() => void)[] = [];
  const storage = createMemoryAutosave(autosaveText);
  const store = createGameStore({ storage, initial, world, loadCheck: 'inIdleTime', idle: (run) => queue.push(run) });
  const runIdle = (): number => {
    let slices = 0;
    while (queue.length > 0) {
      queue.shift()!();
      slices += 1;
    }
    return slices;
  };
  return { store, storage, runIdle };
}

/** A saved game of the hand-made test position: the GT 6 → 7 die roll [15.0], then the German Organization Phase. */
function savedGame(): string {
  const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
  for (const command of [...TO_GT7, ...GERMAN_ORG]) if (!store.getState().dispatch(command).ok) throw new Error('refused');
  return store.getState().exportSave();
}

function tamper(text: string, change: (save: SaveFile) => void): string {
  const save = openSave(text);
  change(save);
  return closeSave(save);
}

describe('loading a game before its moves are checked', () => {
  it('opens the saved position at once, replays the moves in idle time, and then has the same game as a whole check', async () => {
    const text = savedGame();
    const { store, storage, runIdle } = idleStore();
    expect(store.getState().importSave(text)).toEqual({ ok: true });
    const whole = parseSave(text, CLEAR_WORLD);
    if (!whole.ok) throw new Error(whole.message);
    // Open: the file's position, no log yet, nothing written.
    expect(store.getState().game.current).toEqual(whole.save.state);
    expect(store.getState().game.log).toEqual([]);
    expect(store.getState().ui.loadCheck).toEqual({ done: 0, total: 3 });
    expect(store.getState().ui.notice?.text).toMatch(/\(Game-Turn 7, phase 2\)\. Replaying its 3 commands to check them…$/);
    expect(store.getState().canUndo()).toBe(false);
    expect(storage.saveCount).toBe(0);
    // Checked: the replayed log with its events, the notice says so, and the game is autosaved.
    expect(runIdle()).toBeGreaterThan(0);
    expect(store.getState().ui.loadCheck).toBeNull();
    expect(store.getState().game.log).toEqual(whole.log);
    expect(store.getState().game.current).toEqual(whole.save.state);
    expect(store.getState().ui.notice?.text).toMatch(/\(Game-Turn 7, phase 2\)\. Checked: replaying its 3 commands gives exactly the saved position\.$/);
    expect(await store.getState().autosaveSettled()).toBe('saved');
    expect(openSave(storage.text!).commands).toEqual([...TO_GT7, ...GERMAN_ORG]);
    expect(store.getState().undo()).toBe(true);
  });

  it('[ARCHITECTURE §4] a file whose position is not where its moves lead is caught by the check, and the game before it comes back', async () => {
    const { store: before, storage } = idleStore();
    before.getState().dispatch({ type: 'endPhase' });
    await before.getState().autosaveSettled();
    const game = before.getState().game;
    const saves = storage.saveCount;
    const edited = tamper(savedGame(), (s) => (unitById(s.state, 'de-a')!.strength = 1));
    expect(before.getState().importSave(edited)).toEqual({ ok: true }); // every check but the replay passes
    expect(unitById(before.getState().game.current, 'de-a')!.strength).toBe(1);
    before.getState().loadChecked();
    expect(before.getState().game).toBe(game);
    expect(before.getState().ui.loadCheck).toBeNull();
    // In a player's words, the unit by its name; the path into the file behind Details.
    expect(before.getState().ui.notice).toEqual({
      kind: 'error',
      text: 'The file was changed after it was saved: its moves do not lead to the position it holds (first at 1/107: its strength). The game open before it was loaded is back.',
      detail: expect.stringMatching(/moves do not reproduce its position.*unit "de-a" › strength\)\.$/),
    });
    expect(storage.saveCount).toBe(saves); // nothing of the refused file was written
  });

  it('[15.0] no roll is made on an unchecked position: the first command finishes the check, and a file with edited dice is refused before it', () => {
    // The dice state is part of the position; a file that edits it would choose the next rolls.
    const edited = tamper(savedGame(), (s) => (s.state.dice.prng = { ...s.state.dice.prng, c: s.state.dice.prng.c === 1 ? 2 : 1 }));
    const { store } = idleStore();
    const game = store.getState().game;
    expect(store.getState().importSave(edited)).toEqual({ ok: true });
    const result = store.getState().dispatch({ type: 'endPhase' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/moves do not reproduce its position.*dice/);
    expect(store.getState().game).toBe(game);
  });

  it('a command given before the idle check is done is played on the checked game', () => {
    const { store, runIdle } = idleStore();
    store.getState().importSave(savedGame());
    expect(store.getState().dispatch({ type: 'changeMode', unitId: 'de-art', to: 'travel' }).ok).toBe(true);
    expect(store.getState().game.log.map((e) => e.command)).toEqual([...TO_GT7, ...GERMAN_ORG, { type: 'changeMode', unitId: 'de-art', to: 'travel' }]);
    expect(store.getState().ui.loadCheck).toBeNull();
    expect(runIdle()).toBe(1); // the queued slice finds the check already done
    expect(store.getState().game.log).toHaveLength(4);
  });

  it('undo, redo and saving finish the check first; a new game drops it', () => {
    const text = savedGame();
    const { store, runIdle } = idleStore();
    store.getState().importSave(text);
    expect(store.getState().undo()).toBe(true);
    expect(store.getState().game.log).toHaveLength(2);
    expect(store.getState().redo()).toBe(true);
    store.getState().importSave(text + ' ');
    expect(openSave(store.getState().exportSave()).commands).toEqual([...TO_GT7, ...GERMAN_ORG]);
    store.getState().importSave(text + '  ');
    expect(store.getState().newGame(testGame({ turn: 2, phase: 1 })).ok).toBe(true);
    runIdle();
    expect(store.getState().game.current.turn).toBe(2);
    expect(store.getState().ui.loadCheck).toBeNull();
  });

  it('a refused autosave checked in idle time is kept aside and the game before it stays', async () => {
    const edited = tamper(savedGame(), (s) => (unitById(s.state, 'de-a')!.strength = 1));
    const { store, storage, runIdle } = idleStore(CLEAR_WORLD, testGame({ turn: 1, phase: 1, seed: 'other' }), edited);
    const game = store.getState().game;
    expect(await store.getState().restoreAutosave()).toEqual({ status: 'restored' });
    runIdle();
    expect(store.getState().game).toBe(game);
    await new Promise((resolve) => setTimeout(resolve, 0)); // keeping it aside is asynchronous
    expect(storage.aside).toBe(edited);
    expect(store.getState().ui.notice?.text).toMatch(/^The autosaved game could not be restored\. The file was changed after it was saved: its moves do not lead to the position it holds/);
    expect(store.getState().ui.notice?.detail).toMatch(/moves do not reproduce/);
  });

  it('[ARCHITECTURE §4] the store\'s own log replayed without re-validation (after an undo) gives the same positions and events', () => {
    const world = realWorld();
    const text = readFileSync(new URL('./files/hells-highway-v3.json', import.meta.url), 'utf8');
    const whole = parseSave(text, world);
    if (!whole.ok) throw new Error(whole.message);
    const accepted = replayAccepted(whole.save.initial, whole.save.commands, world);
    expect(accepted.ok && accepted.log).toEqual(whole.log);
    expect(accepted.ok && jsonEqual(accepted.state, whole.save.state)).toBe(true);
  });

  it('a version 3 save of Hell\'s Highway still loads, checked in idle time', () => {
    const world = realWorld();
    const text = readFileSync(new URL('./files/hells-highway-v3.json', import.meta.url), 'utf8');
    const whole = parseSave(text, world);
    if (!whole.ok) throw new Error(whole.message);
    const { store, runIdle } = idleStore(world, whole.save.initial);
    expect(store.getState().importSave(text)).toEqual({ ok: true });
    runIdle();
    expect(store.getState().ui.notice?.kind).toBe('info');
    expect(store.getState().game.log.map((e) => e.command)).toEqual(whole.save.commands);
    expect(store.getState().game.current).toEqual(whole.save.state);
  });
});
