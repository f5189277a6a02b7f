// Load… in the turn bar asks before it replaces a game in progress; a refused file is refused at once.
import { describe, expect, it } from 'vitest';
import { loadFileAsking } from '../../src/ui/flow/loadFile';
import { createGameStore, createMemoryAutosave } from '../../src/store';
import { memoryStore, testGame } from '../store/fixtures';
import { CLEAR_WORLD } from '../support/world';

function savedElsewhere(): string {
  const { store } = memoryStore(testGame({ turn: 6, phase: 15 }));
  store.getState().dispatch({ type: 'endPhase' });
  return store.getState().exportSave();
}

describe('Load… asks before replacing the game', () => {
  it('with a game in progress it asks, and a "no" leaves the game exactly as it was', () => {
    const { store } = memoryStore(testGame({ phase: 9 }));
    store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
    const before = store.getState().game;
    const questions: string[] = [];
    const outcome = loadFileAsking(store, CLEAR_WORLD, { name: 'other.json', text: savedElsewhere() }, (q) => (questions.push(q), false));
    expect(questions).toEqual(['Load "other.json"? It replaces the game in progress (Save it first to keep it).']);
    expect(outcome.ok).toBe(false);
    expect(store.getState().game).toBe(before);
  });

  it('a "yes" loads the file', () => {
    const { store } = memoryStore(testGame({ phase: 9 }));
    store.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
    expect(loadFileAsking(store, CLEAR_WORLD, { name: 'other.json', text: savedElsewhere() }, () => true)).toEqual({ ok: true });
    expect(store.getState().game.current.turn).toBe(7);
  });

  it('with nothing played yet it loads without asking; a file that cannot load is refused without asking', () => {
    const asked: string[] = [];
    const confirm = (q: string) => (asked.push(q), true);
    const fresh = memoryStore(testGame()).store;
    expect(loadFileAsking(fresh, CLEAR_WORLD, { name: 'a.json', text: savedElsewhere() }, confirm)).toEqual({ ok: true });
    const playing = memoryStore(testGame({ phase: 9 })).store;
    playing.getState().dispatch({ type: 'changeMode', unitId: 'us-a', to: 'dispersed' });
    const refused = loadFileAsking(playing, CLEAR_WORLD, { name: 'b.json', text: 'not a save' }, confirm);
    expect(!refused.ok && refused.message).toMatch(/^This is not a save file/);
    expect(asked).toEqual([]);
  });

  it('a game opened from a file whose moves are still being checked (its log still empty) is in progress: it asks', () => {
    const store = createGameStore({ storage: createMemoryAutosave(), initial: testGame(), world: CLEAR_WORLD, loadCheck: 'inIdleTime', idle: () => {} });
    expect(store.getState().importSave(savedElsewhere())).toEqual({ ok: true });
    expect(store.getState().ui.loadCheck).not.toBeNull();
    expect(store.getState().game.log).toHaveLength(0);
    const questions: string[] = [];
    const outcome = loadFileAsking(store, CLEAR_WORLD, { name: 'second.json', text: savedElsewhere() }, (q) => (questions.push(q), false));
    expect(questions).toHaveLength(1);
    expect(outcome.ok).toBe(false);
  });
});
