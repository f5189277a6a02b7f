// Scenario 30's exits off the map edges and its victory sets [30.51, 30.52], on the real Map D and
// the scenario's own counters: who may leave by which edge, what is recorded, and how the Historical
// and Player conditions count what left.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, createGame, createWorld, evaluateVictory, parseMapData, type GameState, type World } from '../../src/rules';
import { breakoutSetup } from '../../src/scenarios/breakout/scenario';
import { unitById } from '../../src/rules/state/unitBuckets';

function realWorld(): World {
  const parsed = parseMapData(JSON.parse(readFileSync('public/maps/map.json', 'utf8')));
  if (!parsed.ok) throw new Error(parsed.message);
  return createWorld(parsed.map);
}
const world = realWorld();

/** Scenario 30 in play at the given phase, set-up skipped, with the named units put where given. */
function position(phase: number, turn: number, placed: Record<string, string>, victory: 'historical' | 'player' = 'historical'): GameState {
  const state = createGame(breakoutSetup('exits', { victory }));
  state.deployment = null;
  state.phase = phase as GameState['phase'];
  state.turn = turn;
  for (const [id, hex] of Object.entries(placed)) {
    const unit = unitById(state, id)!;
    unit.hex = hex as never;
    unit.stackIndex = 0;
    unit.arrival = undefined;
  }
  return state;
}

function exit(state: GameState, unitId: string) {
  return apply(state, { type: 'exitMap', unitId }, world);
}

describe('scenario 30: leaving the map', () => {
  it('[30.51] a Guards tank on the north edge leaves the map in its movement phase and is recorded', () => {
    const state = position(13, 5, { 'uk-2gg-1': 'C0117' });
    const result = exit(state, 'uk-2gg-1');
    if (!result.ok) throw new Error(result.message);
    const unit = unitById(result.state, 'uk-2gg-1')!;
    expect(unit.hex).toBeNull();
    expect(unit.exited).toMatchObject({ edge: 'north', hex: 'C0117', turn: 5, strength: unit.printedStrength, rule: '30.51' });
    expect(result.events.some((e) => e.type === 'unitExited')).toBe(true);
    // Off the map for good: no command can bring it back as a reinforcement.
    expect(unit.arrival).toBeUndefined();
  });

  it('[30.51] the Allies may not leave by the west edge, nor in the German phase', () => {
    const west = position(13, 5, { 'uk-2gg-1': 'D3001' });
    const refused = exit(west, 'uk-2gg-1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.code).toBe('NO_EXIT_HERE');
    const germanPhase = position(6, 5, { 'uk-2gg-1': 'C0117' });
    expect(exit(germanPhase, 'uk-2gg-1').ok).toBe(false);
  });

  it('[30.51, 30.52] German units leave by the east or west edge only north of hexrow 21', () => {
    const north = position(6, 5, { 'de-6iii-i-1': 'D3034' });
    expect(exit(north, 'de-6iii-i-1').ok).toBe(true);
    const south = position(6, 5, { 'de-6iii-i-1': 'D1534' });
    const refused = exit(south, 'de-6iii-i-1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rule).toBe('30.5');
    const northEdge = position(6, 5, { 'de-6iii-i-1': 'C0120' });
    expect(exit(northEdge, 'de-6iii-i-1').ok).toBe(false);
  });
});

describe('scenario 30: victory', () => {
  it('[30.51] a Guards unit leaving by the north edge denies the German point, and 30 intact SP win for the Allies outright', () => {
    let state = position(13, 5, {});
    const guards = ['uk-2gg-1', 'uk-2gg-2', 'uk-2gg-3', 'uk-2gg-4', 'uk-2gg-5', 'uk-2gg-6', 'uk-2gg-7', 'uk-2gg-8'];
    for (const id of guards) {
      unitById(state, id)!.hex = 'C0117';
      unitById(state, id)!.stackIndex = 0;
    }
    const before = evaluateVictory(state, world);
    expect(before.conditions.find((c) => c.id === 'german-no-guards-north')?.status).toBe('open');
    let total = 0;
    for (const id of guards) {
      const result = exit(state, id);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      total += unitById(state, id)!.exited!.strength;
    }
    const report = evaluateVictory(state, world);
    expect(report.conditions.find((c) => c.id === 'german-no-guards-north')?.status).toBe('notMet');
    const allied = report.conditions.find((c) => c.id === 'allied-guards-intact-north')!;
    expect(allied.value).toBe(total);
    // The 2nd Grenadier Guards' eight troops make 30 SP or more in the catalogue.
    expect(total).toBeGreaterThanOrEqual(30);
    expect(allied.status).toBe('met');
    expect(report.result.winner).toBe('allied');
  });

  it('[30.51] a unit that lost strength does not count as intact', () => {
    let state = position(13, 5, { 'uk-2gg-1': 'C0117' });
    unitById(state, 'uk-2gg-1')!.strength -= 1;
    const result = exit(state, 'uk-2gg-1');
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    const report = evaluateVictory(state, world);
    expect(report.conditions.find((c) => c.id === 'allied-guards-intact-north')?.value).toBe(0);
  });

  it('[30.51] at the end, with no exits and few losses, the Germans score one point (no Guards north) and the Allies win', () => {
    const state = position(13, 15, { 'uk-2gg-1': 'D0424' });
    state.ended = { turn: 15 } as GameState['ended'];
    const report = evaluateVictory(state, world);
    expect(report.conditions.find((c) => c.id === 'german-no-guards-north')?.status).toBe('met');
    expect(report.conditions.find((c) => c.id === 'german-casualties')?.status).toBe('notMet');
    expect(report.result.winner).toBe('allied');
  });

  it('[30.52] losses count by formation: XXX Corps and the 101st apart', () => {
    const state = position(13, 5, { 'uk-2gg-1': 'D0424' }, 'player');
    unitById(state, 'uk-2gg-1')!.strength = 0;
    unitById(state, 'uk-2gg-1')!.eliminated = { turn: 5, rule: 'test' };
    const report = evaluateVictory(state, world);
    expect(report.conditions.find((c) => c.id === 'xxx-corps-losses')?.value).toBe(unitById(state, 'uk-2gg-1')!.printedStrength);
    expect(report.conditions.find((c) => c.id === '101st-losses')?.value).toBe(0);
  });

  it('[30.52] parachute infantry leaving east count with a regiment HQ; 2–3 German points are a draw, fewer an Allied victory', () => {
    const paras = ['de-6iii-hq', 'de-6iii-i-1', 'de-6iii-i-2', 'de-6iii-i-3', 'de-6iii-ii-1', 'de-6iii-ii-2', 'de-6iii-ii-3', 'de-6iii-iii-1', 'de-6iii-iii-2', 'de-6iii-iii-3'];
    let state = position(6, 5, {}, 'player');
    for (const id of paras) {
      unitById(state, id)!.hex = 'D3034';
      unitById(state, id)!.stackIndex = 0;
    }
    for (const id of paras) {
      const result = exit(state, id);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    const para = evaluateVictory(state, world).conditions.find((c) => c.id === 'para-east')!;
    expect(para.value).toBe(paras.filter((id) => id !== 'de-6iii-hq').reduce((s, id) => s + unitById(state, id)!.printedStrength, 0));
    expect(para.status).toBe(para.value >= 40 ? 'met' : 'open');
    const end = evaluateVictory({ ...state, ended: { turn: 15 } as GameState['ended'] }, world);
    const met = end.conditions.filter((c) => c.side === 'german' && c.status === 'met').length;
    expect(end.result.winner).toBe(met >= 4 ? 'german' : met >= 2 ? 'draw' : 'allied');
  });
});

describe('scenario 30: special rules', () => {
  it('[30.41] a German unit may not cross the Lommel canal bridge to the south of the front line', () => {
    const state = position(6, 3, { 'de-6iii-i-1': 'D0711' });
    const result = apply(state, { type: 'moveStep', unitIds: ['de-6iii-i-1'], to: 'D0611' }, world);
    expect(result.ok).toBe(false);
    if (!result.ok) expect([result.code, result.rule]).toEqual(['BARRED_REGION', '30.41']);
    // North of the line it moves freely.
    const north = apply(state, { type: 'moveStep', unitIds: ['de-6iii-i-1'], to: 'D0811' }, world);
    expect(north.ok).toBe(true);
  });

  it('[30.41] Allied units are not barred: a Guards unit may cross the same bridge northwards', () => {
    const state = position(13, 3, { 'uk-1gg-1': 'D0611' });
    const result = apply(state, { type: 'moveStep', unitIds: ['uk-1gg-1'], to: 'D0711' }, world);
    if (!result.ok) expect(result.rule).not.toBe('30.41');
  });

  it('[30.42] Allied units may not leave Travel Mode of their own will on GT 2, and may from GT 3', () => {
    const early = position(13, 2, { 'uk-1gg-1': 'D0424' });
    expect(unitById(early, 'uk-1gg-1')!.mode).toBe('travel');
    const refused = apply(early, { type: 'changeMode', unitId: 'uk-1gg-1', to: 'concentrated' }, world);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.rule).toBe('30.42');
    const later = position(13, 3, { 'uk-1gg-1': 'D0424' });
    const allowed = apply(later, { type: 'changeMode', unitId: 'uk-1gg-1', to: 'concentrated' }, world);
    expect(allowed.ok).toBe(true);
  });
});
