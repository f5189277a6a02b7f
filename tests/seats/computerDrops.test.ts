// The computer player's air landings [14.0] on the real maps and England data: as the Allied side of
// scenario 26 it drops the serials of GT 1 where the drop planner rates best, and as the Allied side
// of scenario 29 it puts the Poles' free pathfinder down once their serials may fly [29.3, 14.31].
import { describe, expect, it } from 'vitest';
import { apply, createGame, landingGround, validate, type GameState } from '../../src/rules';
import { autoDeployment } from '../../src/rules/scenario/deployment';
import { plannedDrop } from '../../src/rules/legal/dropChoice';
import { drop101Setup } from '../../src/scenarios/drop101/scenario';
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
});
