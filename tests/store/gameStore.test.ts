import { describe, expect, it } from 'vitest';
import { applyAll, bucketsOf, type Command, type GameState, type Unit } from '../../src/rules';
import { createDefaultAutosave, createGameStore, createMemoryAutosave, replay, type AutosaveStorage, type SaveFile } from '../../src/store';
import { memoryStore, testGame } from './fixtures';
import { closeSave, openSave } from './saveText';
import { CLEAR_WORLD } from '../support/world';
import { unitById } from '../../src/rules/state/unitBuckets';

type Store = ReturnType<typeof memoryStore>['store'];

function play(store: Store, commands: readonly Command[]): void {
  for (const command of commands) {
    const result = store.getState().dispatch(command);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  }
}

const TO_GT7: Command[] = [{ type: 'endPhase' }]; // from GT 6 phase 15: rolls a die [15.0]
const GERMAN_ORG: Command[] = [{ type: 'endPhase' }, { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }];

describe('game store: dispatch', () => {
  it('applies a legal command, logs it with its events and when it was given', () => {
    const { store } = memoryStore(testGame({ turn: 1, phase: 1 }));
    const result = store.getState().dispatch({ type: 'endPhase' });
    expect(result.ok).toBe(true);
    const { game } = store.getState();
    expect(game.current.phase).toBe(2);
    expect(game.log).toEqual([
      { command: { type: 'endPhase' }, events: [{ type: 'phaseStarted', turn: 1, phase: 2, name: 'German Organization' }], turn: 1, phase: 1 },
    ]);
    expect(result.ok && result.state).toBe(game.current);
  });

  it('[13.0] a refused command leaves the game identical (same objects) and sets a notice naming the case', async () => {
    const { store, storage } = memoryStore(testGame({ turn: 1, phase: 9 }));
    play(store, [{ type: 'changeMode', unitId: 'us-a', to: 'dispersed' }]);
    const gameBefore = store.getState().game;
    const currentBefore = gameBefore.current;
    const result = store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'concentrated' });
    expect(result).toMatchObject({ ok: false, code: 'MODE_ALREADY_CHANGED', rule: '13.0' });
    expect(result.state).toBe(currentBefore);
    expect(store.getState().game).toBe(gameBefore);
    expect(store.getState().game.current).toBe(currentBefore);
    expect(store.getState().ui.notice).toEqual({ kind: 'refusal', text: '[13.0] D/2/506 has already changed mode this phase.' });
    expect(await store.getState().autosaveSettled()).toBe('saved');
    expect(storage.saveCount).toBe(1); // only the accepted command autosaved
    expect(openSave(storage.text!).commands).toHaveLength(1);
  });

  it('[4.0] refuses a command outside its phase with the case id in the notice', () => {
    const { store } = memoryStore(testGame({ turn: 1, phase: 3 }));
    const before = store.getState().game;
    store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.notice?.text).toMatch(/^\[4\.0\] That cannot be done in the Allied Conditional Fire Phase\.$/);
  });

  it('refuses a malformed command without calling the engine or logging it', () => {
    const { store } = memoryStore(testGame({ phase: 9 }));
    const before = store.getState().game;
    const result = store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed', extra: () => 1 } as unknown as Command);
    expect(result).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.notice?.kind).toBe('refusal');
  });

  it('a later accepted command clears a refusal notice', () => {
    const { store } = memoryStore(testGame({ phase: 4 }));
    store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
    expect(store.getState().ui.notice).not.toBeNull();
    store.getState().dispatch({ type: 'endPhase' });
    expect(store.getState().ui.notice).toBeNull();
  });

  it('keeps the log a plain copy: changing the dispatched object later does not change the log', () => {
    const { store } = memoryStore(testGame({ phase: 9 }));
    const command = { type: 'changeMode', unitId: 'us-a', to: 'dispersed' } as { type: 'changeMode'; unitId: string; to: 'dispersed' | 'travel' };
    store.getState().dispatch(command);
    command.to = 'travel';
    expect(store.getState().game.log[0]!.command).toEqual({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
  });

  it('does not freeze or share the initial state it was given', () => {
    const initial = testGame();
    const { store } = memoryStore(initial);
    expect(Object.isFrozen(initial)).toBe(false);
    expect(store.getState().game.initial).not.toBe(initial);
    expect(store.getState().game.initial).toEqual(initial);
  });

  it('game state stays plain JSON', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    play(store, [...TO_GT7, ...GERMAN_ORG]);
    const { game } = store.getState();
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
  });
});

describe('game store: undo and redo by replay', () => {
  it('undo removes the last command, recomputes by replay and pushes it onto redo; redo brings back the same state', () => {
    const { store } = memoryStore(testGame({ turn: 1, phase: 1 }));
    play(store, GERMAN_ORG);
    const after = store.getState().game.current;
    const afterLog = store.getState().game.log;
    expect(store.getState().canUndo()).toBe(true);
    expect(store.getState().canRedo()).toBe(false);

    expect(store.getState().undo()).toBe(true);
    const undone = store.getState().game;
    expect(undone.log).toHaveLength(1);
    expect(undone.redo).toEqual([GERMAN_ORG[1]]);
    expect(undone.current).toEqual(applyAll(undone.initial, [GERMAN_ORG[0]!], CLEAR_WORLD).state);
    expect(unitById(undone.current, 'de-a')!.mode).toBe('concentrated');
    expect(store.getState().canRedo()).toBe(true);

    expect(store.getState().redo()).toBe(true);
    expect(store.getState().game.current).toEqual(after);
    expect(store.getState().game.log).toEqual(afterLog);
    expect(store.getState().game.redo).toEqual([]);
  });

  it('undo all the way back gives the initial position (with fresh dice, a roll was passed); redo all plays every command again', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 14 }));
    const commands = [{ type: 'endPhase' } as Command, ...TO_GT7, ...GERMAN_ORG];
    play(store, commands);
    while (store.getState().undo());
    const { current, initial, log } = store.getState().game;
    expect({ ...current, dice: initial.dice }).toEqual(initial);
    expect(log.map((e) => e.command.type)).toEqual(['reseedDice']);
    expect(store.getState().canUndo()).toBe(false);
    expect(store.getState().game.redo).toHaveLength(4);
    while (store.getState().redo());
    expect(store.getState().game.log.map((e) => e.command).filter((c) => c.type !== 'reseedDice')).toEqual(commands);
  });

  it('[4.0] undo past a die roll reseeds the dice from fresh entropy, recorded in the log: the roll seen does not come again, and the log replays exactly', () => {
    const entropies = ['0123456789abcdef0123456789abcdef', 'fedcba9876543210fedcba9876543210'];
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }), undefined, { entropy: () => entropies.shift()! });
    play(store, TO_GT7);
    const seen = store.getState().game.current.dice;
    expect(store.getState().undo()).toBe(true);
    const game = store.getState().game;
    expect(game.log.map((e) => e.command)).toEqual([{ type: 'reseedDice', entropy: '0123456789abcdef0123456789abcdef' }]);
    expect(game.log[0]!.events.map((e) => e.type)).toEqual(['diceReseeded']);
    expect(game.current.dice.prng).not.toEqual(game.initial.dice.prng);
    // the same command again rolls from the new state, not the one whose outcome was seen
    play(store, TO_GT7);
    expect(store.getState().game.current.dice.prng).not.toEqual(seen.prng);
    const replayed = replay(game.initial, store.getState().game.log.map((e) => e.command), CLEAR_WORLD);
    expect(replayed.ok && replayed.state).toEqual(store.getState().game.current);
  });

  it('[4.0] with the setting "not past a die roll" the store itself refuses the undo; in a solo game the player may loosen it', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    expect(store.getState().setUndoRule('notPastDice')).toEqual({ ok: true });
    play(store, TO_GT7);
    const before = store.getState().game;
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().game).toBe(before);
    expect(store.getState().ui.notice?.text).toMatch(/not past a die roll/);
    expect(store.getState().setUndoRule('anyTime')).toEqual({ ok: true });
    expect(store.getState().undo()).toBe(true);
  });

  it('[4.0] hot-seat: the Undo setting agreed at New game is never loosened once dice have rolled, whoever asks; stricter is always allowed; it travels with the save', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    expect(store.getState().newGame(testGame({ turn: 6, phase: 15 }), { undo: { rule: 'notPastDice', fixed: true } })).toEqual({ ok: true });
    // Before any roll nothing can be taken back, so the players may still change their minds.
    expect(store.getState().setUndoRule('anyTime')).toEqual({ ok: true });
    expect(store.getState().setUndoRule('notPastDice')).toEqual({ ok: true });
    play(store, TO_GT7);
    const before = store.getState().game;
    const refused = store.getState().setUndoRule('anyTime');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/agreed at the start of this game.*stays so until a new game/);
    expect(store.getState().game).toBe(before);
    // Switching the screen to solo does not lift the agreement either.
    expect(store.getState().setUndoRule('anyTime', { fixed: false }).ok).toBe(false);
    expect(store.getState().undo()).toBe(false);
    // The agreement is written into the save and comes back with it.
    const other = memoryStore(testGame({ turn: 1, phase: 1 })).store;
    expect(other.getState().importSave(store.getState().exportSave())).toEqual({ ok: true });
    expect([other.getState().game.undoRule, other.getState().game.undoRuleFixed]).toEqual(['notPastDice', true]);
    expect(other.getState().setUndoRule('anyTime').ok).toBe(false);
    // A new game is a new agreement.
    expect(store.getState().newGame(testGame({ turn: 6, phase: 15 }), { undo: { rule: 'anyTime', fixed: false } })).toEqual({ ok: true });
    play(store, TO_GT7);
    expect(store.getState().undo()).toBe(true);
  });

  it('[15.0, 4.0] undo after a dice-consuming command takes the roll back; the dice then go on from fresh randomness, not the roll seen', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    play(store, TO_GT7);
    const rolled = store.getState().game.current;
    const events = store.getState().game.log[0]!.events;
    const roll = events.find((e) => e.type === 'diceRolled');
    expect(roll).toMatchObject({ type: 'diceRolled', rule: '15.0', purpose: 'German PM airstrikes today' });
    expect(rolled.dice.rolled).toBe(1);
    expect(rolled.germanPmAirstrikesToday).not.toBeNull();

    store.getState().undo();
    expect(store.getState().game.current.germanPmAirstrikesToday).toBeNull();
    expect(store.getState().game.current.dice.prng).not.toEqual(store.getState().game.initial.dice.prng);

    store.getState().redo();
    expect(store.getState().game.current.dice.prng).not.toEqual(rolled.dice.prng);
  });

  it('a new command after undo clears the redo stack', () => {
    const { store } = memoryStore(testGame({ turn: 1, phase: 1 }));
    play(store, GERMAN_ORG);
    store.getState().undo();
    play(store, [{ type: 'changeMode', unitId: 'de-a', to: 'travel' }]);
    expect(store.getState().game.redo).toEqual([]);
    expect(store.getState().canRedo()).toBe(false);
  });

  it('undo and redo with nothing to do change nothing', () => {
    const { store } = memoryStore();
    const before = store.getState();
    expect(store.getState().undo()).toBe(false);
    expect(store.getState().redo()).toBe(false);
    expect(store.getState()).toBe(before);
  });
});

describe('game store: save files', () => {
  it('export then import gives the identical state and log', () => {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    play(store, [...TO_GT7, ...GERMAN_ORG]);
    const { game } = store.getState();
    const text = store.getState().exportSave();

    const other = memoryStore(testGame({ turn: 1, phase: 1, seed: 'other' })).store;
    expect(other.getState().importSave(text)).toEqual({ ok: true });
    const loaded = other.getState().game;
    expect(loaded.initial).toEqual(game.initial);
    expect(loaded.current).toEqual(game.current);
    expect(loaded.log).toEqual(game.log);
    expect(loaded.redo).toEqual([]);
    // The hand-made test position is not a scenario's set-up: it travels and loads as a sandbox game.
    expect(loaded.origin).toBe('sandbox');
    expect(other.getState().ui.notice?.text).toMatch(/^Sandbox game loaded: .*\(Game-Turn 7, phase 2\)\.$/);
    // The loaded game carries on exactly as the original would: undo works on the loaded log.
    expect(other.getState().undo()).toBe(true);
    const expected = replay(game.initial, game.log.slice(0, -1).map((e) => e.command), CLEAR_WORLD);
    expect(expected.ok && other.getState().game.current).toEqual(expected.ok && expected.state);
    expect(store.getState().undo()).toBe(true);
    expect(other.getState().game.current).toEqual(store.getState().game.current);
  });

  it('a successful import is autosaved', async () => {
    const source = memoryStore(testGame({ turn: 1, phase: 1 })).store;
    play(source, GERMAN_ORG);
    const { store, storage } = memoryStore();
    store.getState().importSave(source.getState().exportSave());
    expect(await store.getState().autosaveSettled()).toBe('saved');
    const saved = openSave(storage.text!);
    expect(saved.commands).toEqual(GERMAN_ORG);
  });

  describe('refused files change nothing: current game, log and autosave stay as they were', () => {
    function tamper(text: string, change: (save: SaveFile) => void): string {
      const save = openSave(text);
      change(save);
      return closeSave(save);
    }

    const cases: Array<{ name: string; make: (good: string) => string; expect: RegExp }> = [
      { name: 'garbage text', make: () => 'garbage ]] not json', expect: /^This is not a save file/ },
      { name: 'valid JSON of the wrong shape', make: () => JSON.stringify({ units: [], turn: 'three' }), expect: /not a save file/ },
      {
        name: 'a save with the right mark but a broken body',
        make: (good) => tamper(good, (s) => ((s as unknown as Record<string, unknown>).initial = { units: 1 })),
        expect: /damaged/,
      },
      { name: 'a version 5 (newer) file', make: (good) => tamper(good, (s) => ((s as unknown as Record<string, number>).version = 5)), expect: /newer version of the game \(file version 5/ },
      { name: 'an edited unit strength', make: (good) => tamper(good, (s) => (unitById(s.state, 'de-a')!.strength = 1)), expect: /moves do not reproduce its position/ },
      {
        name: 'an unknown command type',
        make: (good) => tamper(good, (s) => (s.commands as unknown[]).splice(1, 0, { type: 'nuke', target: 'C3032' })),
        expect: /does not know \("nuke"\)/,
      },
    ];

    for (const c of cases) {
      it(`refuses ${c.name}`, async () => {
        const { store, storage } = memoryStore(testGame({ turn: 6, phase: 15 }));
        play(store, [...TO_GT7, ...GERMAN_ORG]);
        const good = store.getState().exportSave();
        await store.getState().autosaveSettled();
        const autosaved = storage.text;
        const saves = storage.saveCount;
        const game = store.getState().game;

        const result = store.getState().importSave(c.make(good));
        expect(result.ok).toBe(false);
        expect(!result.ok && result.message).toMatch(c.expect);
        expect(store.getState().game).toBe(game);
        expect(store.getState().game.current).toBe(game.current);
        expect(store.getState().game.log).toBe(game.log);
        const notice = store.getState().ui.notice;
        expect(notice?.kind).toBe('error');
        // The plain words and, behind Details, the exact problem: between them the refusal's message.
        expect(`${notice?.text} ${notice?.detail ?? ''}`).toMatch(c.expect);
        expect(notice?.text).toContain('Your current game was left as it was.');
        expect(notice?.text).not.toMatch(/›|"de-a"/);
        await store.getState().autosaveSettled();
        expect(storage.text).toBe(autosaved);
        expect(storage.saveCount).toBe(saves);
      });
    }
  });
});

describe('game store: autosave', () => {
  it('writes the autosave after each accepted command, undo and redo; the text is a valid save of the current game', async () => {
    const { store, storage } = memoryStore(testGame({ turn: 6, phase: 15 }));
    expect(store.getState().ui.autosave).toBe('idle');
    expect(storage.saveCount).toBe(0); // making a store does not overwrite an autosave
    const commands = [...TO_GT7, ...GERMAN_ORG];
    for (const [i, command] of commands.entries()) {
      store.getState().dispatch(command);
      expect(store.getState().ui.autosave).toBe('saving'); // the screen never claims a stale save
      expect(await store.getState().autosaveSettled()).toBe('saved');
      expect(storage.saveCount).toBe(i + 1);
      const saved = openSave(storage.text!);
      expect(saved.commands).toEqual(commands.slice(0, i + 1));
      expect(saved.state).toEqual(store.getState().game.current);
    }
    expect(store.getState().ui.autosave).toBe('saved');
    store.getState().undo();
    await store.getState().autosaveSettled();
    expect(openSave(storage.text!).commands).toHaveLength(2);
    store.getState().redo();
    await store.getState().autosaveSettled();
    expect(openSave(storage.text!).commands).toHaveLength(3);
  });

  it('a failing storage is reported in ui.autosave and a notice, never thrown', async () => {
    const broken: AutosaveStorage = {
      save: () => Promise.reject(new Error('QuotaExceededError')),
      load: () => Promise.reject(new Error('disk on fire')),
      clear: () => Promise.reject(new Error('no')),
    };
    const store = createGameStore({ storage: broken, initial: testGame(), world: CLEAR_WORLD });
    expect(() => store.getState().dispatch({ type: 'endPhase' })).not.toThrow();
    expect(await store.getState().autosaveSettled()).toBe('failed');
    expect(store.getState().ui.autosave).toBe('failed');
    expect(store.getState().ui.notice?.kind).toBe('error');
    expect(store.getState().ui.notice?.text).toContain('QuotaExceededError');
    expect(store.getState().game.current.phase).toBe(2);

    const game = store.getState().game;
    const restored = await store.getState().restoreAutosave();
    expect(restored).toMatchObject({ status: 'failed' });
    expect(store.getState().game).toBe(game);
  });

  it('a storage that throws synchronously is also caught', async () => {
    const throwing: AutosaveStorage = {
      save: () => {
        throw new Error('indexedDB is not defined');
      },
      load: () => {
        throw new Error('indexedDB is not defined');
      },
      clear: () => Promise.resolve(),
    };
    const store = createGameStore({ storage: throwing, initial: testGame(), world: CLEAR_WORLD });
    store.getState().dispatch({ type: 'endPhase' });
    expect(await store.getState().autosaveSettled()).toBe('failed');
    expect(await store.getState().restoreAutosave()).toMatchObject({ status: 'failed' });
  });

  it('a burst of commands is written once, with the latest game', async () => {
    const { store, storage } = memoryStore(testGame({ turn: 6, phase: 15 }));
    play(store, [...TO_GT7, ...GERMAN_ORG]);
    expect(await store.getState().autosaveSettled()).toBe('saved');
    expect(storage.saveCount).toBe(1);
    expect(openSave(storage.text!).commands).toHaveLength(3);
  });

  it('when writes overlap, only the latest one reports its status', async () => {
    const release: Array<() => void> = [];
    let calls = 0;
    const slow: AutosaveStorage = {
      save: () =>
        new Promise<void>((resolve, reject) => {
          calls += 1;
          release.push(calls === 1 ? () => reject(new Error('first write failed')) : resolve);
        }),
      load: () => Promise.resolve(undefined),
      clear: () => Promise.resolve(),
    };
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    const store = createGameStore({ storage: slow, initial: testGame(), world: CLEAR_WORLD });
    store.getState().dispatch({ type: 'endPhase' });
    await tick(); // the first write is now in flight
    store.getState().dispatch({ type: 'endPhase' });
    await tick(); // and the second
    expect(calls).toBe(2);
    const settled = store.getState().autosaveSettled();
    release.forEach((r) => r());
    expect(await settled).toBe('saved');
    expect(store.getState().ui.autosave).toBe('saved');
    expect(store.getState().ui.notice).toBeNull();
  });
});

describe('game store: default storage', () => {
  it.skipIf(typeof indexedDB !== 'undefined')('without IndexedDB the default autosave is the in-memory one', async () => {
    const storage = createDefaultAutosave();
    await storage.save('x');
    expect(await storage.load()).toBe('x');
    const store = createGameStore({ storage, initial: testGame(), world: CLEAR_WORLD });
    store.getState().dispatch({ type: 'endPhase' });
    expect(await store.getState().autosaveSettled()).toBe('saved');
  });
});

describe('game store: restoreAutosave', () => {
  function savedGame(): { text: string; state: GameState } {
    const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
    play(store, [...TO_GT7, ...GERMAN_ORG]);
    return { text: store.getState().exportSave(), state: store.getState().game.current };
  }

  it('restores a valid autosave with its whole log', async () => {
    const { text, state } = savedGame();
    const { store, storage } = memoryStore(testGame(), text);
    expect(await store.getState().restoreAutosave()).toEqual({ status: 'restored' });
    expect(store.getState().game.current).toEqual(state);
    expect(store.getState().game.log).toHaveLength(3);
    expect(store.getState().ui.notice).toEqual({ kind: 'info', text: 'Autosaved game restored (Game-Turn 7, phase 2).' });
    expect(storage.saveCount).toBe(0);
  });

  it('with no autosave, keeps the current game quietly', async () => {
    const { store } = memoryStore();
    const game = store.getState().game;
    expect(await store.getState().restoreAutosave()).toEqual({ status: 'empty' });
    expect(store.getState().game).toBe(game);
    expect(store.getState().ui.notice).toBeNull();
  });

  it('a corrupt autosave keeps the current game, says so, and is left in storage as it was', async () => {
    const { text } = savedGame();
    const corrupt = text.slice(0, text.length / 2);
    const { store, storage } = memoryStore(testGame({ phase: 9 }), corrupt);
    play(store, [{ type: 'changeMode', unitId: 'us-a', to: 'dispersed' }]);
    await store.getState().autosaveSettled();
    await storage.save(corrupt);
    const game = store.getState().game;
    const result = await store.getState().restoreAutosave();
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && result.message).toMatch(/autosaved game could not be restored\. This is not a save file/);
    expect(store.getState().game).toBe(game);
    expect(store.getState().ui.notice?.text).toContain('Your current game was left as it was.');
    expect(storage.text).toBe(corrupt);
  });

  it('an edited autosave (replay mismatch) keeps the current game', async () => {
    const { text } = savedGame();
    const save = openSave(text);
    unitById(save.state, 'us-a')!.strength = 1;
    const { store } = memoryStore(testGame(), closeSave(save));
    const game = store.getState().game;
    expect(await store.getState().restoreAutosave()).toMatchObject({ status: 'failed' });
    expect(store.getState().game).toBe(game);
    expect(store.getState().ui.notice?.text).toContain('The file was changed after it was saved: its moves do not lead to the position it holds (first at D/2/506: its strength).');
    expect(store.getState().ui.notice?.detail).toContain('do not reproduce its position');
  });

  it('does not replace a game the player changed while the autosave was being read', async () => {
    const { text } = savedGame();
    const { store } = memoryStore(testGame(), text);
    const pending = store.getState().restoreAutosave();
    play(store, [{ type: 'endPhase' }]);
    expect(await pending).toMatchObject({ status: 'failed' });
    expect(store.getState().game.log).toHaveLength(1);
  });
});

describe('game store: new game and UI slice', () => {
  it('newGame replaces the game, clears log, redo and selection, and autosaves', async () => {
    const { store, storage } = memoryStore();
    play(store, [{ type: 'endPhase' }, { type: 'endPhase' }]);
    store.getState().undo();
    store.getState().selectUnit('us-a');
    store.getState().setHover('C2703');
    const next = testGame({ turn: 50, phase: 1, seed: 'hells-highway' });
    expect(store.getState().newGame(next)).toEqual({ ok: true });
    const { game, ui } = store.getState();
    expect(game.initial).toEqual(next);
    expect(game.current).toEqual(next);
    expect(game.log).toEqual([]);
    expect(game.redo).toEqual([]);
    expect(ui.selectedUnitId).toBeNull();
    // the old board's hex under the pointer is forgotten (a move panel asked about it in the new game)
    expect(ui.hoverHex).toBeNull();
    await store.getState().autosaveSettled();
    expect(openSave(storage.text!).initial.turn).toBe(50);
  });

  it('newGame refuses a position that is not a valid game and keeps the current one', () => {
    const { store } = memoryStore();
    const game = store.getState().game;
    const bad = { ...testGame(), phase: 99 } as unknown as GameState;
    expect(store.getState().newGame(bad)).toMatchObject({ ok: false });
    expect(store.getState().game).toBe(game);
    expect(store.getState().ui.notice?.kind).toBe('error');
  });

  it('createGameStore refuses an invalid starting position loudly', () => {
    const bad = { ...testGame(), ...bucketsOf([{ id: 'x' } as unknown as Unit]) } as GameState;
    expect(() => createGameStore({ storage: createMemoryAutosave(), initial: bad, world: CLEAR_WORLD })).toThrow(/not a valid game/);
  });

  it('UI actions change only the ui slice', () => {
    const { store } = memoryStore();
    const game = store.getState().game;
    store.getState().selectUnit('us-a');
    store.getState().setHover('C4319');
    store.getState().setCursor('C3032');
    store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' }); // phase 1: refused
    expect(store.getState().ui).toMatchObject({ selectedUnitId: 'us-a', hoverHex: 'C4319', cursorHex: 'C3032', autosave: 'idle' });
    expect(store.getState().ui.notice?.kind).toBe('refusal');
    store.getState().clearNotice();
    store.getState().setHover(null);
    store.getState().selectUnit(null);
    expect(store.getState().ui).toEqual({ selectedUnitId: null, hoverHex: null, cursorHex: 'C3032', notice: null, autosave: 'idle', loadCheck: null });
    expect(store.getState().game).toBe(game);
  });

  it('notifies subscribers only when something changed', () => {
    const { store } = memoryStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.getState().setHover('C4319');
    store.getState().setHover('C4319');
    unsubscribe();
    expect(calls).toBe(1);
  });
});

describe('a refused autosave is never lost [ARCHITECTURE §8]', () => {
  it('a refused autosave is kept aside before anything is written, and a move during the restore waits for it', async () => {
    const refused = '{"format":"httr-save","version":99}';
    const { store, storage } = memoryStore(testGame({ turn: 1, phase: 1 }), refused);
    const restoring = store.getState().restoreAutosave();
    play(store, GERMAN_ORG.slice(0, 1)); // a move while the autosave is being read
    expect(storage.saveCount).toBe(0);
    const result = await restoring;
    expect(result).toMatchObject({ status: 'failed', message: expect.stringContaining('kept aside') });
    expect(storage.aside).toBe(refused);
    await store.getState().autosaveSettled();
    await new Promise((r) => setTimeout(r, 5));
    await store.getState().autosaveSettled();
    expect(storage.aside).toBe(refused);
    expect(storage.saveCount).toBeGreaterThan(0);
  });
});
