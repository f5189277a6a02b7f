/**
 * A click on an own counter while an own stack is selected (src/ui/actions/routeClick.ts): in the
 * Allied Conditional Movement Phase of Hell's Highway (its real counters, set up by the computer,
 * on the real map), a counter the selected stack can reach is a move onto it [8.0, 9.0]; with Alt
 * held, or a counter out of reach, the click is not a move, and the screen selects that counter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, canonicalHexId, phaseDefinition, unitsInBuckets, type GameState, type Unit } from '../../src/rules';
import { scenarioById, DEFAULT_SCENARIO_ID } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { createGameStore, createMemoryAutosave } from '../../src/store';
import { useActionUi } from '../../src/ui/actions/actionState';
import { moveGroupIds, movingGroupText, stepChoices } from '../../src/ui/actions/moves';
import { useMoveUi } from '../../src/ui/actions/moveUi';
import { reachHexAt, reachOf } from '../../src/ui/actions/pathPreview';
import { reachOverlay } from '../../src/ui/overlays/highlightSpecs';
import { moveOntoOwnCounter } from '../../src/ui/actions/routeClick';
import { unitById } from '../../src/rules/state/unitBuckets';
import { realWorld } from '../support/realWorld';

const world = realWorld();
let movement: GameState;
/** An Allied unit that can move, another Allied unit whose hex it reaches, and one it cannot reach. */
let mover: Unit;
let inReach: Unit;
let outOfReach: Unit;

const sameHex = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && canonicalHexId(a) === canonicalHexId(b);

beforeAll(() => {
  let state = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: 'hells-highway', autoDeploy: true });
  while (!(phaseDefinition(state.phase).kind === 'conditionalMovement' && phaseDefinition(state.phase).phasing === 'allied')) {
    const next = apply(state, { type: 'endPhase' }, world);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  movement = state;
  const allied = unitsInBuckets(state.unitBuckets).filter((u) => u.side === 'allied' && u.hex);
  for (const a of allied) {
    const r = reachOf(world, state, [a.id]);
    if (!('hexes' in r)) continue;
    const near = allied.find((b) => !sameHex(b.hex, a.hex) && reachHexAt(r, b.hex!) && !reachHexAt(r, b.hex!)!.overstack);
    const far = allied.find((b) => !sameHex(b.hex, a.hex) && !reachHexAt(r, b.hex!));
    if (near && far) {
      mover = a;
      inReach = near;
      outOfReach = far;
      return;
    }
  }
  throw new Error('no Allied unit of the set-up reaches another');
}, 120_000);

function storeAt(state: GameState, selected: string) {
  const store = createGameStore({ storage: createMemoryAutosave(), initial: state, world });
  store.getState().selectUnit(selected);
  return store;
}

describe('clicking an own counter while a stack is selected', () => {
  it('[8.0, 9.0] a counter in reach: the selected unit moves along the reach path into its hex and stacks with it', () => {
    useActionUi.getState().set({ alt: false, shift: true });
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, inReach.id)).toBe(true);
    const after = store.getState().game.current;
    expect(sameHex(unitById(after, mover.id)!.hex, inReach.hex)).toBe(true);
    expect(sameHex(unitById(after, inReach.id)!.hex, inReach.hex)).toBe(true);
    expect(store.getState().game.log.every((e) => e.command.type === 'moveStep')).toBe(true);
    expect(store.getState().game.log.length).toBeGreaterThan(0);
  });

  it('[8.0] Alt held: the click is not a move (the screen selects the counter), and nothing is sent', () => {
    useActionUi.getState().set({ alt: true, shift: true });
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, inReach.id)).toBe(false);
    expect(store.getState().game.log).toHaveLength(0);
    expect(sameHex(unitById(store.getState().game.current, mover.id)!.hex, mover.hex)).toBe(true);
    useActionUi.getState().set({ alt: false });
  });

  it('[8.0] a counter out of reach is not a move: the click selects it', () => {
    useActionUi.getState().set({ alt: false, shift: true });
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, outOfReach.id)).toBe(false);
    expect(store.getState().game.log).toHaveLength(0);
  });

  it('[8.0] a counter of the selected stack itself, or nothing selected: not a move', () => {
    useActionUi.getState().set({ alt: false, shift: true });
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, mover.id)).toBe(false);
    store.getState().selectUnit(null);
    expect(moveOntoOwnCounter(store, world, inReach.id)).toBe(false);
    expect(store.getState().game.log).toHaveLength(0);
  });
});

describe('after a move onto an own stack, the units that moved stay the moving group', () => {
  it('[8.11, 9.0] the next step, the reach overlay and the panel take only the units that moved; the stack they joined stays', () => {
    useActionUi.getState().set({ alt: false, shift: true });
    useMoveUi.getState().setPicked(null);
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, inReach.id)).toBe(true);
    // Shift released, whole stack ticked: the joined hex holds both, yet the group is the mover alone.
    useActionUi.getState().set({ shift: false, wholeStack: true });
    const joined = store.getState().game.current;
    const moved = unitById(joined, mover.id)!;
    const group = moveGroupIds(joined, moved, { wholeStack: true, shift: false, picked: null });
    expect(group).toEqual([mover.id]);
    expect(movingGroupText(joined, moved, group)).toMatch(new RegExp(`^Moving: 1 unit of \\d+ in ${moved.hex} \\(${mover.name.replace(/\//g, '\\/')}\\); the other`));
    const overlay = reachOverlay(world, joined, mover.id, group);
    expect(overlay.status).toMatch(new RegExp(`^${mover.name.replace(/\//g, '\\/')}: \\d+ hexes in reach`));

    // The next step, as the Move panel sends it, takes the mover alone.
    const step = stepChoices(world, joined, group).find((c) => c.ok);
    expect(step, 'the mover has MP left for another step').toBeDefined();
    store.getState().dispatch({ type: 'moveStep', unitIds: group, to: step!.to });
    const after = store.getState().game.current;
    expect(sameHex(unitById(after, mover.id)!.hex, step!.to)).toBe(true);
    expect(sameHex(unitById(after, inReach.id)!.hex, inReach.hex)).toBe(true);
  });

  it('[8.11] selecting a unit of the stack that was joined takes that whole stack (the moving group no longer applies)', () => {
    useActionUi.getState().set({ alt: false, shift: true });
    useMoveUi.getState().setPicked(null);
    const store = storeAt(movement, mover.id);
    expect(moveOntoOwnCounter(store, world, inReach.id)).toBe(true);
    const joined = store.getState().game.current;
    const other = unitById(joined, inReach.id)!;
    const group = moveGroupIds(joined, other, { wholeStack: true, shift: false, picked: null });
    expect(group).toContain(inReach.id);
    expect(group).toContain(mover.id);
    expect(movingGroupText(joined, other, group)).toBeNull();
  });
});
