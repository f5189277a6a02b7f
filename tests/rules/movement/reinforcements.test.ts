/**
 * The reinforcement and battery queries the screen reads, on Hell's Highway as the app opens it:
 * who waits to enter and where, what the first hex costs, the column rule raising the cost for the
 * next stack [22.13, 22.14], the schedule of coming turns [24.3], and the battery box [24.4].
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  arrivalsByTurn,
  entryChoice,
  offMapBatteries,
  phaseDefinition,
  reinforcementGroups,
  reinforcementSchedule,
  reinforcementsWaiting,
  type GameState,
  type World,
} from '../../../src/rules/api';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../../src/scenarios';
import { newScenarioGame } from '../../../src/scenarios/newGame';
import { realWorld } from '../../support/realWorld';

let world: World;
let start: GameState;
beforeAll(() => {
  world = realWorld();
  start = newScenarioGame(scenarioById(DEFAULT_SCENARIO_ID)!, world, { seed: DEFAULT_SCENARIO_ID, autoDeploy: true });
});

function ok(state: GameState, command: Parameters<typeof apply>[1]): GameState {
  const r = apply(state, command, world);
  if (!r.ok) throw new Error(`refused [${r.rule}] ${r.message}`);
  return r.state;
}

function endPhasesUntil(state: GameState, done: (s: GameState) => boolean): GameState {
  for (let i = 0; i < 200 && !done(state); i++) {
    const r = apply(state, { type: 'endPhase' }, world);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return state;
}

describe('reinforcement queries [22.0, 24.3]', () => {
  it('[24.3] the schedule lists every later arrival by turn, side and hex; nobody waits on GT 50', () => {
    const schedule = reinforcementSchedule(start);
    expect(schedule.map((g) => g.dueTurn)).toEqual([...schedule.map((g) => g.dueTurn)].sort((a, b) => a - b));
    expect(schedule.some((g) => g.side === 'allied' && g.dueTurn === 51 && g.hexes.includes('C2411'))).toBe(true);
    expect(schedule.some((g) => g.side === 'german' && g.dueTurn === 51 && g.hexes.includes('C2701'))).toBe(true);
    expect(reinforcementsWaiting(start, world, 'allied')).toEqual([]);
    const total = [...arrivalsByTurn(start).values()].reduce((s, r) => s + r.allied + r.german, 0);
    expect(total).toBe(schedule.reduce((s, g) => s + g.unitIds.length, 0));
  });

  it('[22.13, 22.14, 22.21] on GT 51 the Allied arrivals wait at C2411 with a first-hex cost; only past a full stack does the column cost more', () => {
    const state = endPhasesUntil(start, (s) => s.turn === 51 && phaseDefinition(s.phase).kind === 'conditionalMovement' && phaseDefinition(s.phase).phasing === 'allied');
    const waiting = reinforcementsWaiting(state, world, 'allied');
    expect(waiting.length).toBeGreaterThan(0);
    const entry = waiting[0]!.entries.find((e) => e.hex === 'C2411');
    expect(entry?.ok).toBe(true);
    expect(entry?.ok && entry.overstack).toBe(false);
    if (!entry?.ok) return;
    const groups = reinforcementGroups(state, 'allied');
    // [9.32] the whole group as one stack is over the limit of C2411: the choice says so.
    const whole = entryChoice(state, world, groups.flatMap((g) => g.unitIds), 'C2411');
    expect(whole.ok && whole.overstack).toBe(true);
    expect(groups.flatMap((g) => g.unitIds).sort()).toEqual(waiting.map((w) => w.unitId).sort());
    // The three US companies (18 SP) come on as one stack and walk on up the highway.
    const paras = ['us-506-2-e', 'us-506-2-f', 'us-506-2-hw'];
    let s = ok(state, { type: 'moveStep', unitIds: paras, to: 'C2411' });
    s = ok(s, { type: 'moveStep', unitIds: paras, to: 'C2512' });
    const cost = (st: GameState, id: string) => entryChoice(st, world, [id], 'C2411');
    // [22.21] 18 SP ahead of a 4 SP troop still fit the 24 SP of one clear-hex stack: no column cost.
    expect(cost(s, 'uk-1cg-1')).toEqual(cost(state, 'uk-1cg-1'));
    s = ok(s, { type: 'moveStep', unitIds: ['uk-1cg-1'], to: 'C2411' });
    // [22.14] a second troop would be the 23rd–26th SP: it is in the second stack and pays the first hex twice.
    const second = cost(s, 'uk-1cg-2');
    const firstCost = cost(state, 'uk-1cg-2');
    expect(second.ok && firstCost.ok).toBe(true);
    if (second.ok && firstCost.ok) expect(second.mp).toBe(2 * firstCost.mp);
  });

  it('[24.4] the battery box: six Allied batteries, none may fire outside a fire phase, all may in the Allied fire phase', () => {
    const box = offMapBatteries(start, 'allied');
    expect(box).toHaveLength(6);
    expect(offMapBatteries(start, 'german')).toEqual([]);
    const fire = endPhasesUntil(start, (s) => phaseDefinition(s.phase).phasing === 'allied' && ['conditionalFire', 'freeFire'].includes(phaseDefinition(s.phase).kind));
    const inFire = offMapBatteries(fire, 'allied');
    expect(inFire.every((b) => b.problem === null)).toBe(true);
    if (phaseDefinition(start.phase).kind !== 'conditionalFire' && phaseDefinition(start.phase).kind !== 'freeFire') expect(box.every((b) => b.problem !== null)).toBe(true);
  });
});
