// The computer player's air landings [14.0] on the real maps and England data: as the Allied side of
// scenario 26 it drops the serials of GT 1 where the drop planner rates best, and as the Allied side
// of scenario 29 it puts the Poles' free pathfinder down once their serials may fly [29.3, 14.31].
// Under the plotted-drops option [14.0c] it plots the turn before its first drop (scenarios 27 and 29).
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, createGame, landingGround, validate, type Command, type GameState } from '../../src/rules';
import { autoDeployment } from '../../src/rules/scenario/deployment';
import { plannedDrop } from '../../src/rules/legal/dropChoice';
import { drop101Setup } from '../../src/scenarios/drop101/scenario';
import { drop82Setup } from '../../src/scenarios/drop82/scenario';
import { destruction1stSetup } from '../../src/scenarios/destruction1st/scenario';
import { computerSeat } from '../../src/seats/computer/computerSeat';
import { realWorld } from '../support/realWorld';

const world = realWorld();

function setUp(state: GameState): GameState {
  let s = state;
  for (let pass = 0; s.deployment && pass < 3; pass++) {
    for (const command of autoDeployment(s, world)) {
      const result = apply(s, command, world);
      if (!result.ok) throw new Error(result.message);
      s = result.state;
    }
  }
  return s;
}

function run(state: GameState, command: Command): GameState {
  const result = apply(state, command, world);
  if (!result.ok) throw new Error(`[${result.rule}] ${result.message}`);
  return result.state;
}

/** The German seat answers every decision a landing opens (flak, CAP, overstack) [14.5, 15.34]. */
function answerAll(state: GameState, seed: string): GameState {
  let s = state;
  for (let k = 0; k < 20 && s.pending; k++) s = run(s, computerSeat(s.pending.side ?? 'german', seed, 'standard').decide(s, world)!.command);
  return s;
}

/** The Allied seat's air-landing decisions of this phase, applied in turn, until it decides anything else. */
function airborneDecisions(start: GameState, seed: string): { decisions: { command: Command; rule?: string }[]; state: GameState } {
  const seat = computerSeat('allied', seed, 'standard');
  const decisions: { command: Command; rule?: string }[] = [];
  let state = start;
  for (let n = 0; n < 40; n++) {
    const decision = seat.decide(state, world)!;
    if (!['placePathfinder', 'plotDrops', 'dropSerial'].includes(decision.command.type)) break;
    decisions.push(decision);
    state = answerAll(run(state, decision.command), seed);
  }
  return { decisions, state };
}

/** Scenario 29 on GT 43, Phase 13, the Poles' serials ready and their pathfinder free [29.3]. */
function polesTurn(seed: string, options: Record<string, boolean> = {}): GameState {
  const setup = destruction1stSetup(seed);
  return createGame({
    ...setup,
    deployment: undefined,
    startTurn: 43,
    startPhase: 13,
    options: { ...setup.options, ...options },
    units: setup.units.map((u) => (u.id === 'uk-1p-r' ? { ...u, hex: 'A2020' as const, arrival: undefined } : u.id === 'de-16ind-1' ? { ...u, hex: 'A2424' as const, arrival: undefined } : u)),
  });
}

describe('the computer player drops its serials [14.0]', () => {
  it('[14.2, 14.63] as the Allied side of scenario 26 on GT 1 it drops serial after serial, each the drop planner\'s best, with its reason', () => {
    let state = setUp(createGame(drop101Setup('seat-drops')));
    const seat = computerSeat('allied', 'seat-drops', 'standard');
    const dropped: string[] = [];
    for (let n = 0; n < 40 && state.turn === 1 && state.phase === 13; n++) {
      const decision = seat.decide(state, world)!;
      if (decision.command.type !== 'dropSerial') break;
      expect(decision.command).toEqual(plannedDrop(state, world));
      expect(decision.rule).toBe('14.63');
      dropped.push(decision.command.serialId);
      const result = apply(state, decision.command, world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
      // the German answers any decision the landing opens (flak, CAP, scatter) with its first legal answer
      for (let k = 0; k < 20 && state.pending; k++) {
        const answer = computerSeat(state.pending.side ?? 'german', 'seat-drops', 'standard').decide(state, world)!;
        const next = apply(state, answer.command, world);
        if (!next.ok) throw new Error(next.message);
        state = next.state;
      }
    }
    expect(dropped.length).toBeGreaterThanOrEqual(3);
    expect(new Set(dropped).size).toBe(dropped.length);
  }, 300_000);

  it('[29.3, 14.31, 14.64] as the Allied side of scenario 29 on GT 43 it puts the Poles\' pathfinder down first, on open ground, then drops them', () => {
    const setup = destruction1stSetup('seat-poles');
    const start = createGame({ ...setup, deployment: undefined, startTurn: 43, startPhase: 13, units: setup.units.map((u) => (u.id === 'uk-1p-r' ? { ...u, hex: 'A2020' as const, arrival: undefined } : u.id === 'de-16ind-1' ? { ...u, hex: 'A2424' as const, arrival: undefined } : u)) });
    const seat = computerSeat('allied', 'seat-poles', 'standard');
    const first = seat.decide(start, world)!;
    expect(first.command).toMatchObject({ type: 'placePathfinder', formationId: 'Polx' });
    expect(first.rule).toBe('14.31');
    if (first.command.type !== 'placePathfinder') return;
    expect(landingGround(world, first.command.hex)).toBe('open');
    expect(validate(start, first.command, world).ok).toBe(true);
    const placed = apply(start, first.command, world);
    if (!placed.ok) throw new Error(placed.message);
    expect(seat.decide(placed.state, world)!.command).toMatchObject({ type: 'dropSerial' });
  }, 300_000);

  it('[14.0c, 14.63] with plottedDrops on, as the Allied side of scenario 27 on GT 1 it plots the turn first, then drops each plotted serial as plotted', () => {
    const setup = drop82Setup('seat-plot-27');
    const start = setUp(createGame({ ...setup, options: { ...setup.options, plottedDrops: true } }));
    expect([start.turn, start.phase]).toEqual([1, 13]);
    const { decisions, state } = airborneDecisions(start, 'seat-plot-27');
    const [plot, ...drops] = decisions;
    expect(plot).toMatchObject({ command: { type: 'plotDrops' }, rule: '14.0c' });
    if (plot?.command.type !== 'plotDrops') return;
    expect(plot.command.drops.length).toBeGreaterThanOrEqual(3);
    // the reason goes to the log: it gives away no plotted hex [14.0c]
    const reason = computerSeat('allied', 'seat-plot-27', 'standard').decide(start, world)!.reason;
    for (const { hex } of plot.command.drops) expect(reason).not.toContain(hex);
    expect(drops.length).toBe(plot.command.drops.length);
    for (const drop of drops) {
      expect(drop.rule).toBe('14.63');
      if (drop.command.type !== 'dropSerial') throw new Error('a drop expected');
      expect(plot.command.drops).toContainEqual({ serialId: drop.command.serialId, hex: drop.command.hex, route: drop.command.route });
    }
    expect(state.airLanding.plot).toMatchObject({ turn: 1, locked: true });
    for (const { serialId } of plot.command.drops) expect(state.airLanding.serials[serialId]!.unitIds).toEqual([]);
  }, 300_000);

  it('[14.0c, 14.63] with plottedDrops off, scenario 27\'s seat drops at once and never plots', () => {
    const start = setUp(createGame(drop82Setup('seat-plot-27')));
    const { decisions } = airborneDecisions(start, 'seat-plot-27');
    expect(decisions.length).toBeGreaterThanOrEqual(3);
    expect(decisions.every((d) => d.command.type === 'dropSerial')).toBe(true);
  }, 300_000);

  it('[29.3, 14.31, 14.0c] with plottedDrops on, scenario 29\'s seat puts the Poles\' pathfinder down, plots their serials, then drops them as plotted', () => {
    const { decisions, state } = airborneDecisions(polesTurn('seat-poles-plot', { plottedDrops: true }), 'seat-poles-plot');
    expect(decisions.map((d) => d.command.type).slice(0, 3)).toEqual(['placePathfinder', 'plotDrops', 'dropSerial']);
    const plot = decisions[1]!.command;
    if (plot.type !== 'plotDrops') return;
    const flown = decisions.slice(2).map((d) => d.command);
    expect(flown.length).toBe(plot.drops.length);
    for (const drop of flown) if (drop.type === 'dropSerial') expect(plot.drops).toContainEqual({ serialId: drop.serialId, hex: drop.hex, route: drop.route });
    expect(state.airLanding.plot?.locked).toBe(true);
  }, 300_000);

  it('[14.0c] the simple policy takes the same air-landing steps as the seat: pathfinder, plot, drop', () => {
    let state = polesTurn('policy-poles-plot', { plottedDrops: true });
    const seat = computerSeat('allied', 'policy-poles-plot', 'standard');
    for (const type of ['placePathfinder', 'plotDrops', 'dropSerial']) {
      const byPolicy = chooseCommand(state, world, () => 0.5);
      expect(byPolicy.type).toBe(type);
      expect(seat.decide(state, world)!.command).toEqual(byPolicy);
      state = answerAll(run(state, byPolicy), 'policy-poles-plot');
    }
  }, 300_000);
});
