/**
 * Moving along a path from the screen (src/ui/actions/followPath.ts) with a real store: one
 * moveStep per hex [8.0], stopping at a refusal, at an opportunity-fire window [8.4, 8.47], or
 * going all the way.
 */
import { describe, expect, it } from 'vitest';
import { adjacentHexes as adjacentHexIds } from '../../src/rules';
import { followOutcomeText, followPath, type FollowDeps } from '../../src/ui/actions/followPath';
import { reachHexAt, reachOf } from '../../src/ui/actions/pathPreview';
import { canonicalHexId, hexDistance, parseHexId, type GameState, type HexId, type ReachResult } from '../../src/rules';
import { createGameStore, createMemoryAutosave } from '../../src/store';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD } from '../support/world';
import { unitById } from '../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;

function storeOf(state: GameState) {
  const store = createGameStore({ storage: createMemoryAutosave(), initial: state, world: WORLD });
  const deps: FollowDeps = { getState: () => store.getState().game.current, dispatch: (c) => store.getState().dispatch(c) };
  return { store, deps };
}

function distance(a: HexId, b: HexId): number {
  return hexDistance(parseHexId(a)!, parseHexId(b)!);
}

function reachFor(state: GameState, ids: string[]): ReachResult {
  const r = reachOf(WORLD, state, ids);
  if (!('hexes' in r)) throw new Error(r.message);
  return r;
}

const GERMAN = { side: 'german', nationality: 'DE', subordination: '107' } as const;

describe('moving along a path [8.0]', () => {
  it('[8.0, 8.11] with no enemy near, the stack goes all the way, one step per hex, paying what reach priced', () => {
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812' }), unit({ id: 'a2', name: 'B/1', hex: 'C2812', stackIndex: 1 })] });
    const reach = reachFor(state, ['a1', 'a2']);
    const target = [...reach.hexes.values()].find((h) => h.path.length === 3 && h.opportunityFire.length === 0 && !h.overstack)!;
    expect(target).toBeDefined();
    const { store, deps } = storeOf(state);
    const outcome = followPath(deps, ['a1', 'a2'], target.path);
    expect(outcome).toMatchObject({ status: 'arrived', steps: 3, from: 'C2812', to: target.hex });
    const after = store.getState().game.current;
    for (const id of ['a1', 'a2']) expect(canonicalHexId(unitById(after, id)!.hex!)).toBe(canonicalHexId(target.hex));
    expect(store.getState().game.log.map((e) => e.command.type)).toEqual(['moveStep', 'moveStep', 'moveStep']);
    expect(Math.max(unitById(after, 'a1')!.status.mpSpent, unitById(after, 'a2')!.status.mpSpent)).toBeCloseTo(target.mp);
    expect(followOutcomeText(after, outcome)).toMatch(/^A\/1, B\/1 moved C2812 → .* \(3 hexes\)\.$/);
  });

  it('[8.4, 8.47] leaving a hex in an enemy zone of control stops the walk: the other side answers first', () => {
    // The German G/1 (range 1: a one-hex zone [7.1]) stands two hexes from A/1's start; the path
    // enters his zone at C2813, then leaves it.
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812' }), unit({ id: 'g1', name: 'G/1', ...GERMAN, hex: 'C2814' })] });
    const zoneHex: HexId = 'C2813';
    expect(distance(zoneHex, 'C2814')).toBe(1);
    const beyond = adjacentHexIds(zoneHex).find((h) => distance(h, 'C2814') === 2)!;
    const { store, deps } = storeOf(state);
    const outcome = followPath(deps, ['a1'], [zoneHex, beyond]);
    expect(outcome.status).toBe('window');
    expect(outcome.rule).toBe('8.4');
    expect(outcome.steps).toBe(1);
    expect(outcome.at).toBe(zoneHex);
    expect(outcome.reason).toContain('G/1');
    const after = store.getState().game.current;
    expect(after.pending?.kind).toBe('opportunityFire');
    expect(after.pending?.side).toBe('german');
    // Nothing was sent after the window opened: the step taken, then the held one.
    expect(store.getState().game.log).toHaveLength(2);
    expect(followOutcomeText(after, outcome)).toMatch(/^\S+ stopped at C2813 after 1 step toward .*G\/1.*\[8\.4\]\.$/);
  });

  it('[8.12] a refused step stops the walk where the stack stands, with the case', () => {
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812' }), unit({ id: 'g1', name: 'G/1', ...GERMAN, hex: 'C2814' })] });
    // A first step next to the German, then one into his hex, which only a close action may enter.
    const { store, deps } = storeOf(state);
    const outcome = followPath(deps, ['a1'], ['C2813', 'C2814']);
    expect(outcome.status).toBe('refused');
    expect(outcome.rule).toBe('8.12');
    expect(outcome.steps).toBe(1);
    expect(outcome.at).toBe('C2813');
    expect(unitById(store.getState().game.current, 'a1')!.hex).toBe('C2813');
    expect(store.getState().game.current.pending).toBeNull();
  });

  it('[8.47] an open decision stops the walk before it starts', () => {
    const state = game({ phase: 4, turn: 8, units: [unit({ id: 'a1', name: 'A/1', hex: 'C2812' })] });
    const withDecision: GameState = { ...state, pending: { kind: 'displacement', side: 'allied', rule: '9.33', prompt: 'Where to?', answers: ['displace'], resume: null } };
    const { deps } = storeOf(withDecision);
    const to = adjacentHexIds('C2812')[0]!;
    const outcome = followPath(deps, ['a1'], [to]);
    expect(outcome).toMatchObject({ status: 'decision', steps: 0, rule: '9.33', at: 'C2812' });
    expect(reachHexAt(reachFor(state, ['a1']), to)).toBeDefined();
  });
});
