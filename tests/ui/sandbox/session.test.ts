/**
 * The sandbox session (src/ui/sandbox/sandboxSession.ts) with real stores: entering copies the
 * position into a second store, edits and tried shots happen there only, returning shows the game
 * exactly as it was, and continuing makes the sandbox's position the game in progress (autosaved).
 */
import { describe, expect, it } from 'vitest';
import { fireOptions, type GameState } from '../../../src/rules';
import { createGameStore, createMemoryAutosave, parseSave } from '../../../src/store';
import { useActionUi } from '../../../src/ui/actions/actionState';
import { createSandboxSession, outcomeText } from '../../../src/ui/sandbox/sandboxSession';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;

function position(): GameState {
  return game({
    phase: 1,
    turn: 50,
    units: [
      unit({ id: 'us-d', name: 'D/2/506', hex: 'C4319', range: 2 }),
      unit({ id: 'us-late', name: 'F/2/506', hex: null, arrival: { turn: 52, hexes: ['C4401'] } }),
      unit({ id: 'de-a', name: '1/107', side: 'german', nationality: 'DE', type: 'armor', hex: 'C4317', subordination: '107', effectiveness: { concentrated: 7, dispersed: 5 }, range: 2 }),
    ],
  });
}

function setUp() {
  const storage = createMemoryAutosave();
  const main = createGameStore({ storage, world: WORLD, initial: position() });
  // One command in the game in progress, so its log and undo are part of what must be kept.
  expect(main.getState().dispatch({ type: 'endPhase' }).ok).toBe(true);
  const session = createSandboxSession(main, WORLD);
  return { main, storage, session };
}

describe('the sandbox session', () => {
  it('[4.0] entering copies the position into a second store; the game in progress is not touched', async () => {
    const { main, session } = setUp();
    await main.getState().autosaveSettled();
    main.getState().selectUnit('us-d');
    const before = main.getState().game;
    session.getState().enter();
    const sandbox = session.getState().sandbox!;
    expect(sandbox).not.toBe(main);
    // the same position, but the sandbox rolls its own fresh dice, never the game's stream [4.0]
    expect({ ...sandbox.getState().game.current, dice: before.current.dice }).toEqual(before.current);
    expect(sandbox.getState().game.current.dice.prng).not.toEqual(before.current.dice.prng);
    expect(sandbox.getState().game.log).toEqual([]);
    expect(sandbox.getState().ui.selectedUnitId).toBe('us-d');
    expect(session.getState().unitId).toBe('us-d');
    expect(main.getState().game).toBe(before);
  });

  it('[3.5a, 5.0] an edit changes the sandbox only; a shot tried there is logged, undoable, and rolls the sandbox’s dice', async () => {
    const { main, storage, session } = setUp();
    await main.getState().autosaveSettled();
    const saves = storage.saveCount;
    const before = main.getState().game;
    session.getState().enter();
    const sandbox = session.getState().sandbox!;
    sandbox.getState().selectUnit('us-d');
    const strength = session.getState().edit({ kind: 'setStrength', unitId: 'us-d', strength: 3 });
    expect(strength).toMatchObject({ ok: true, text: 'D/2/506 set to 3 SP' });
    expect(unitById(sandbox.getState().game.current, 'us-d')!.strength).toBe(3);
    expect(sandbox.getState().ui.selectedUnitId).toBe('us-d'); // the edited unit stays selected
    expect(session.getState().edit({ kind: 'setPhase', turn: 50, phase: 7 }).ok).toBe(true);
    const atFire = sandbox.getState().game.current;
    expect(fireOptions(atFire, WORLD, 'us-d').find((o) => o.targetId === 'de-a')?.legal).toBe(true);
    const shot = sandbox.getState().dispatch({ type: 'fire', firerId: 'us-d', targetId: 'de-a' });
    expect(shot.ok).toBe(true);
    expect(sandbox.getState().game.log).toHaveLength(1);
    expect(sandbox.getState().game.current.dice.rolled).toBeGreaterThan(atFire.dice.rolled);
    expect(sandbox.getState().undo()).toBe(true);
    // undone past the roll: the same position, with fresh dice again
    expect({ ...sandbox.getState().game.current, dice: atFire.dice }).toEqual(atFire);
    // The game in progress: the same object, nothing autosaved over it.
    expect(main.getState().game).toBe(before);
    await sandbox.getState().autosaveSettled();
    expect(storage.saveCount).toBe(saves);
    expect(session.getState().edits).toEqual(['D/2/506 set to 3 SP', 'Game-Turn 50, Allied Free Fire Phase']);
  });

  it('[10.1, 3.31] a refused edit changes nothing and says its case', () => {
    const { session } = setUp();
    session.getState().enter();
    const sandbox = session.getState().sandbox!;
    const before = sandbox.getState().game;
    const refused = session.getState().edit({ kind: 'setMode', unitId: 'us-d', mode: 'flying' as never });
    expect(refused.ok).toBe(false);
    expect(outcomeText(refused)).toMatch(/^\[3\.31\] D\/2\/506 has no/);
    expect(session.getState().outcome).toBe(refused);
    expect(sandbox.getState().game).toBe(before);
  });

  it('[4.0] returning drops the sandbox: the game is shown exactly as it was, with its log and undo', async () => {
    const { main, session } = setUp();
    main.getState().selectUnit('us-d');
    useActionUi.getState().set({ dismissedAt: 1, targetId: 'de-a' });
    const before = main.getState().game;
    const ui = main.getState().ui;
    session.getState().enter();
    expect(useActionUi.getState()).toMatchObject({ dismissedAt: 0, targetId: null });
    session.getState().edit({ kind: 'removeUnit', unitId: 'de-a' });
    session.getState().edit({ kind: 'reseed', seed: 'other' });
    session.getState().leave();
    expect(session.getState().sandbox).toBeNull();
    expect(main.getState().game).toBe(before);
    expect(main.getState().ui).toBe(ui);
    expect(useActionUi.getState()).toMatchObject({ dismissedAt: 1, targetId: 'de-a' });
    expect(main.getState().canUndo()).toBe(true);
    // Entering again starts from the game, not from the dropped sandbox.
    session.getState().enter();
    expect(unitById(session.getState().sandbox!.getState().game.current, 'de-a')!.hex).toBe('C4317');
    expect(session.getState().edits).toEqual([]);
  });

  it('[4.0] continuing makes the sandbox’s position the game in progress, autosaved', async () => {
    const { main, storage, session } = setUp();
    session.getState().enter();
    session.getState().edit({ kind: 'setStrength', unitId: 'us-d', strength: 2 });
    session.getState().edit({ kind: 'placeUnit', unitId: 'us-late', hex: 'C4321' });
    const edited = session.getState().sandbox!.getState().game.current;
    expect(session.getState().continueAsNewGame()).toEqual({ ok: true });
    expect(session.getState().sandbox).toBeNull();
    expect(main.getState().game.current).toEqual(edited);
    expect(main.getState().game.initial).toEqual(edited);
    expect(main.getState().game.log).toEqual([]);
    expect(await main.getState().autosaveSettled()).toBe('saved');
    const saved = parseSave(storage.text!, WORLD);
    expect(saved.ok && unitById(saved.save.state, 'us-d')!.strength).toBe(2);
    expect(saved.ok && unitById(saved.save.state, 'us-late')!.hex).toBe('C4321');
  });

  it('[4.0] "start over" goes back to the position the sandbox was entered with', () => {
    const { main, session } = setUp();
    session.getState().enter();
    session.getState().edit({ kind: 'setStrength', unitId: 'us-d', strength: 1 });
    session.getState().startOver();
    const again = session.getState().sandbox!.getState().game.current;
    expect({ ...again, dice: main.getState().game.current.dice }).toEqual(main.getState().game.current);
    expect(session.getState().edits).toEqual([]);
  });

  it('[4.0] nothing is edited or continued when the sandbox is closed', () => {
    const { main, session } = setUp();
    const before = main.getState().game;
    expect(session.getState().edit({ kind: 'setStrength', unitId: 'us-d', strength: 1 }).ok).toBe(false);
    expect(session.getState().continueAsNewGame().ok).toBe(false);
    expect(main.getState().game).toBe(before);
  });
});
