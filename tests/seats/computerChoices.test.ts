// The computer player's choices checked against the engine's own chances, on Hell's Highway with
// its real counters and map: two computer seats play the first Game-Turns, every decision is kept
// with the position it was made in, and each kind of choice is checked against what the rules
// queries say about that position.
import { beforeAll, describe, expect, it } from 'vitest';
import { adjacentHexes, closeActionPreview, effectChance, isLeader, occupiedBy, sideStacks, fireOptions, hexDistance, isOffMapBattery, parseHexId, phaseDefinition, strengthLeftToFire, type FireOption, type GameState, type HexId, type Side } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { computerSeat } from '../../src/seats/computer/computerSeat';
import { closeActionExpectation } from '../../src/seats/computer/expectation';
import { scoreShot, SHOT_WORTH } from '../../src/seats/computer/fire';
import { ASSAULT_WORTH } from '../../src/seats/computer/closeAction';
import { DEPLOY_WITHIN, TRAVEL_BEYOND } from '../../src/seats/computer/modes';
import { playGame } from '../../src/seats/match/playGame';
import type { Decision, Seat } from '../../src/seats/seat';
import { realWorld } from '../support/realWorld';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';

interface Seen {
  state: GameState;
  decision: Decision;
  side: Side;
}

const seen: Seen[] = [];

function recording(inner: Seat): Seat {
  return {
    kind: inner.kind,
    side: inner.side,
    decide(state, world) {
      const decision = inner.decide(state, world);
      if (decision) seen.push({ state, decision, side: inner.side });
      return decision;
    },
  };
}

const of = <T extends string>(type: T) => seen.filter((s) => s.decision.command.type === type);

beforeAll(() => {
  // The first three Game-Turns (GT 50–52) of a computer-against-computer game.
  playGame({
    setup: hellsHighwaySetup('choices'),
    world: realWorld(),
    clock: () => 0,
    maxCommands: 100_000,
    seats: { allied: recording(computerSeat('allied', 'choices', 'full')), german: recording(computerSeat('german', 'choices', 'full')) },
    stopWhen: (state) => state.turn >= 53,
  });
}, 300_000);

describe('the computer player’s choices (Hell’s Highway, GT 50–52)', () => {
  it('[5.63] each shot is the best of every legal shot of its side by expected loss, and worth the phase’s threshold', () => {
    const shots = of('fire');
    expect(shots.length).toBeGreaterThan(3);
    const world = realWorld();
    for (const { state, decision, side } of shots) {
      if (decision.command.type !== 'fire') continue;
      const best = allUnits(state)
        .filter((u) => u.side === side && !u.eliminated && (u.hex !== null || isOffMapBattery(u)) && u.type !== 'leader' && strengthLeftToFire(state, u.id) > 0)
        .flatMap((u) => fireOptions(state, world, u.id).filter((o): o is Extract<FireOption, { legal: true }> => o.legal))
        .reduce((m, o) => Math.max(m, scoreShot(state, o).score), 0);
      const command = decision.command;
      const chosen = fireOptions(state, world, command.firerId).find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === command.targetId)!;
      const score = scoreShot(state, chosen).score;
      expect(score).toBeCloseTo(best, 9);
      const kind = phaseDefinition(state.phase).kind as 'conditionalFire' | 'freeFire';
      expect(score).toBeGreaterThanOrEqual(SHOT_WORTH[kind]);
      expect(decision.reason).toMatch(/expected loss/);
    }
  });

  it('[8.4] opportunity fire only when the shot’s chance of any effect is at least 1 in 4; passing otherwise', () => {
    const world = realWorld();
    const fired = of('opportunityFire');
    for (const { state, decision } of fired) {
      if (decision.command.type !== 'opportunityFire') continue;
      const command = decision.command;
      const option = fireOptions(state, world, command.firerId).find((o): o is Extract<FireOption, { legal: true }> => o.legal && o.targetId === command.targetId)!;
      expect(effectChance(state, command.targetId, option.assessment.chances)).toBeGreaterThanOrEqual(0.25 - 1e-9);
    }
    expect(fired.length + of('passOpportunity').length).toBeGreaterThan(0);
  });

  it('[8.6, 8.7] close action when the odds pay: every assault taken beats the side’s margin, every one passed over does not', () => {
    const world = realWorld();
    let judged = 0;
    for (const { state, decision, side } of seen) {
      if (state.pending || phaseDefinition(state.phase).kind !== 'conditionalMovement') continue;
      const gainOf = (unitIds: string[], target: HexId): number | null => {
        const preview = closeActionPreview(state, world, unitIds, target);
        if ('ok' in preview || preview.refusal) return null;
        const e = closeActionExpectation(preview.chances);
        return e.defenderLoss - e.attackerLoss + 0.4 * (e.defenderDisrupted - e.attackerDisrupted);
      };
      // A German assault on a hex its conditions name is worth at most 0.3 more.
      const bonus = side === 'german' ? 0.3 : 0;
      if (decision.command.type === 'closeAction') {
        const gain = gainOf(decision.command.unitIds, decision.command.target);
        expect(gain).not.toBeNull();
        expect(gain! + bonus).toBeGreaterThanOrEqual(ASSAULT_WORTH[side]);
        judged += 1;
        continue;
      }
      const enemy = occupiedBy(state, side === 'allied' ? 'german' : 'allied');
      for (const [hex, stack] of sideStacks(state, side)) {
        const fresh = stack.filter((u) => !isLeader(u) && !u.status.disrupted && !state.closeActions.attackerIds.includes(u.id)).map((u) => u.id);
        if (fresh.length === 0) continue;
        for (const target of adjacentHexes(hex).filter((h) => enemy.has(h))) {
          const gain = gainOf(fresh, target);
          if (gain === null) continue;
          expect(gain).toBeLessThan(ASSAULT_WORTH[side]);
          judged += 1;
        }
      }
    }
    expect(judged).toBeGreaterThan(0);
  });

  it('[13.0] mode changes: Travel only far from every enemy, out of Travel only near one', () => {
    const changes = of('changeMode');
    expect(changes.length).toBeGreaterThan(0);
    for (const { state, decision, side } of changes) {
      if (decision.command.type !== 'changeMode') continue;
      const unit = unitById(state, decision.command.unitId)!;
      const at = parseHexId(unit.hex!)!;
      const nearest = allUnits(state)
        .filter((u) => u.side !== side && !u.eliminated && u.hex !== null && u.type !== 'leader')
        .reduce((d, u) => Math.min(d, hexDistance(at, parseHexId(u.hex!)!)), Infinity);
      if (decision.command.to === 'travel') expect(nearest).toBeGreaterThan(TRAVEL_BEYOND);
      else expect(nearest).toBeLessThanOrEqual(DEPLOY_WITHIN);
    }
  });

  it('[8.0, 22.13] moves and entries: each step is one hex of a planned path, each with its reason; reinforcements enter', () => {
    const steps = of('moveStep');
    expect(steps.length).toBeGreaterThan(20);
    for (const { decision } of steps) expect(decision.reason.length).toBeGreaterThan(10);
    expect(steps.some(({ state, decision }) => decision.command.type === 'moveStep' && decision.command.unitIds.every((id) => unitById(state, id)!.hex === null))).toBe(true);
  });
});
