/**
 * When and where reinforcements come on, on Hell's Highway as the app opens it [21.0, 21.21, 21.22,
 * 22.11, 22.2, 22.22, 22.23]: the formations hold every unit, arrivals run in time order, the German
 * enters in either of his movement phases or later, a held entry hex gives way to a free neighbour.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, phaseDefinition, type GameState, type Unit, type World } from '../../../src/rules';
import { reinforcementSchedule, reinforcementsWaiting } from '../../../src/rules/api';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../../src/scenarios';
import { HELLS_HIGHWAY_FORMATIONS } from '../../../src/scenarios/hellsHighway/oob';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { game } from '../../support/builders';
import { realWorld } from '../../support/realWorld';
import { shipped } from '../../support/shipped';
import { move, ok, refused } from './support';
import { allUnits, unitById, withUnit } from '../../../src/rules/state/unitBuckets';

let world: World;
let start: GameState;
beforeAll(() => {
  world = realWorld();
  start = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: DEFAULT_SCENARIO_ID, autoDeploy: true });
});

function endPhasesUntil(state: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 200 && !done(state); i++) state = ok(state, { type: 'endPhase' }, world).state;
  if (!done(state)) throw new Error('never reached');
  return state;
}
const movementOf = (side: Unit['side'], turn: number, nth: 1 | 2) => (s: GameState) => {
  const p = phaseDefinition(s.phase);
  const phases = side === 'german' ? [6, 11] : [4, 13];
  return s.turn === turn && p.kind === 'conditionalMovement' && s.phase === phases[nth - 1];
};
const waitingIds = (s: GameState, side: Unit['side']) => reinforcementsWaiting(s, world, side).map((w) => w.unitId);

describe('the formations and the schedule [21.0, 21.21, 21.22]', () => {
  it('[21.0] every unit of the scenario sits in the formation tree, and each arrival group is named by its formations', () => {
    for (const u of allUnits(start)) {
      // leaders ride with their HQ [19.2]; the off-map batteries are the 24.4 box, outside any formation
      if (u.type === 'leader' || u.offMapBattery) continue;
      let f = u.formationId ? start.formations[u.formationId] : undefined;
      expect(f, u.id).toBeDefined();
      for (let depth = 0; f?.parentId && depth < 6; depth++) f = start.formations[f.parentId];
      expect(f?.parentId ?? null, u.id).toBeNull();
    }
    // the 3rd battalion of the 327th GIR comes on as a body: all its counters share turn and hex
    const battalion = allUnits(start).filter((u) => u.formationId === '3/327');
    expect(new Set(battalion.map((u) => `${u.arrival?.turn}@${u.arrival?.hexes.join()}`)).size).toBe(1);
    expect(HELLS_HIGHWAY_FORMATIONS.some((f) => f.id === '3/327')).toBe(true);
  });

  it('[21.21, 21.22] each group carries when and where it comes on, and the groups of a formation run in time order', () => {
    const schedule = reinforcementSchedule(start);
    for (const group of schedule) {
      expect(group.dueTurn).toBeGreaterThan(start.turn);
      expect(group.hexes.length).toBeGreaterThan(0);
    }
    const glider = schedule.filter((g) => g.unitIds.some((id) => unitById(start, id)!.formationId?.endsWith('/327') || id === 'us-327-hq'));
    expect(glider.map((g) => g.dueTurn)).toEqual([...glider.map((g) => g.dueTurn)].sort((a, b) => a - b));
    expect(glider.length).toBeGreaterThanOrEqual(2);
  });
});

describe('when the German reinforcements enter [22.11]', () => {
  it('[22.11] the GT 51 arrivals may enter in the first German Conditional Movement Phase of their turn', () => {
    const first = endPhasesUntil(start, movementOf('german', 51, 1));
    const waiting = reinforcementsWaiting(first, world, 'german');
    expect(waiting.length).toBeGreaterThan(0);
    const panther = waiting.find((w) => w.unitId.startsWith('de-ii9'))!;
    expect(panther.entries).toContainEqual(expect.objectContaining({ hex: 'C2701', ok: true }));
    expect(unitById(ok(first, move([panther.unitId], 'C2701'), world).state, panther.unitId)!.hex).toBe('C2701');
  });

  it('[22.11] held back, they may enter in the second German movement phase, or on a later turn', () => {
    const first = endPhasesUntil(start, movementOf('german', 51, 1));
    const due = waitingIds(first, 'german');
    const second = endPhasesUntil(first, movementOf('german', 51, 2));
    expect(waitingIds(second, 'german')).toEqual(due);
    expect(unitById(ok(second, move([due[0]!], 'C2701'), world).state, due[0]!)!.hex).toBe('C2701');
    const nextTurn = endPhasesUntil(second, movementOf('german', 52, 1));
    const late = reinforcementsWaiting(nextTurn, world, 'german').find((w) => w.unitId === due[0]);
    expect(late).toMatchObject({ dueTurn: 51 });
    expect(unitById(ok(nextTurn, move([due[0]!], 'C2701'), world).state, due[0]!)!.hex).toBe('C2701');
  });

  it('[22.11] never in an Allied phase', () => {
    const allied = endPhasesUntil(start, movementOf('allied', 51, 1));
    const due = unitById(start, 'de-ii9-1')!;
    expect(due.arrival?.turn).toBe(51);
    expect(refused(allied, move(['de-ii9-1'], 'C2701'), world)).toMatchObject({ code: 'CANNOT_MOVE', rule: '8.0' });
  });
});

describe('Allied ground reinforcements [22.2, 22.22, 22.23]', () => {
  it('[22.2] a unit due on a whole map edge may come on at any hex of it (a Guards company given the south edge of Map D)', () => {
    const edge = ['D0109', 'D0110', 'D0120', 'D0132'] as Unit['hex'][];
    const company: Unit = { ...shipped('uk-5cg-1', null, { mode: 'travel' }), arrival: { turn: 8, hexes: edge as never } };
    const s = game({ phase: 4, turn: 8, units: [company] });
    for (const hex of ['D0109', 'D0120', 'D0132']) expect(unitById(ok(s, move(['uk-5cg-1'], hex), world).state, 'uk-5cg-1')!.hex).toBe(hex);
    expect(refused(s, move(['uk-5cg-1'], 'D0209'), world)).toMatchObject({ code: 'WRONG_ENTRY_HEX', rule: '22.1' });
  });

  it('[22.22] nothing forces the Allied player to bring his arrivals on at once: the GT 51 group still waits on GT 52', () => {
    const first = endPhasesUntil(start, movementOf('allied', 51, 1));
    const due = waitingIds(first, 'allied');
    const later = endPhasesUntil(first, movementOf('allied', 52, 1));
    expect(waitingIds(later, 'allied')).toEqual(expect.arrayContaining(due));
  });

  it('[22.23, 22.16] with a German company on C2411 the Allied arrivals may come on at its free neighbours in the play area', () => {
    const first = endPhasesUntil(start, movementOf('allied', 51, 1));
    const blocker = { ...unitById(first, 'de-1053-1')!, hex: 'C2411' as Unit['hex'], stackIndex: 0 };
    const blocked: GameState = withUnit(first, blocker);
    const waiting = reinforcementsWaiting(blocked, world, 'allied')[0]!;
    const hexes = waiting.entries.map((e) => e.hex).sort();
    expect(hexes).not.toContain('C2411');
    expect(hexes.length).toBeGreaterThan(0);
    for (const h of hexes) expect(Number(h.slice(1, 3))).toBeGreaterThanOrEqual(24); // [24.1] rows 24–44
    const r = apply(blocked, move([waiting.unitId], hexes[0]!), world);
    expect(r.ok).toBe(true);
  });
});
