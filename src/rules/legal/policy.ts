/**
 * A simple, deterministic "let the computer decide" policy, for tests and a future computer
 * opponent. Given the same state and the same stream of `random()` numbers it always picks the same
 * command. It answers every decision, fires when it can, makes close actions, brings reinforcements
 * on and marches toward the nearest enemy, and otherwise ends the phase. It never stalls: movement
 * only goes closer to the enemy (so each unit's march ends), fire is bounded by strength [5.24],
 * and every kind of order has a cap per phase, after which the phase is ended.
 */
import type { Command } from '../core/commands';
import { validate } from '../engine/validate';
import { adjacentHexes, canonicalHexId, hexDistance, parseHexId, type Hex, type HexId } from '../hex';
import { isLeader } from '../leaders/leaders';
import { whyCannotMove } from '../movement/canMove';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import type { World } from '../world/world';
import { sideStacks, sortedUnits } from '../state/stacks';
import { deployingSide } from './deployment';
import { legalCommands } from './legalCommands';
import type { CandidateKind } from '../define/defineCommand';
import { airborneChoice } from './airborneChoice';
import { allUnits, unitById } from '../state/unitBuckets';

/** Numbers in [0, 1): a seeded generator in tests. */
export type Random = () => number;

/** How eager the policy is; every value is a probability except the caps. */
export interface PolicyTuning {
  opportunityFire: number;
  blowBridge: number;
  airstrike: number;
  modeChange: number;
  closeAction: number;
  enter: number;
  /** Leaving the map by an open edge [30.51, 30.52]. */
  exit: number;
  move: number;
  leaveTravel: number;
  /** Units farther than this from any enemy go into Travel in the Organization Phase [13.0]. */
  travelBeyond: number;
  /** Units in Travel this close to an enemy leave it [13.0, 13.51]. */
  deployWithin: number;
  /** Hexes entered by all units in one movement phase before the policy stops moving. */
  moveCap: number;
  /** Mode changes per Organization Phase. */
  modeChangeCap: number;
  /** Shots per fire phase. */
  fireCap: number;
}

export const DEFAULT_TUNING: PolicyTuning = {
  opportunityFire: 0.8,
  blowBridge: 0.7,
  airstrike: 0.7,
  modeChange: 0.85,
  closeAction: 0.7,
  enter: 0.95,
  exit: 0.9,
  move: 0.9,
  leaveTravel: 0.7,
  travelBeyond: 5,
  deployWithin: 3,
  moveCap: 120,
  modeChangeCap: 30,
  fireCap: 60,
};

const END: Command = { type: 'endPhase' };

function pick<T>(list: readonly T[], random: Random): T {
  return pickAt(list, random());
}

/** The element `pick` gives for the number `r` it drew (one draw, whatever the list's length). */
function pickAt<T>(list: readonly T[], r: number): T {
  return list[Math.min(list.length - 1, Math.floor(r * list.length))]!;
}

function legal(state: GameState, world: World, commands: readonly Command[]): Command[] {
  return commands.filter((c) => validate(state, c, world).ok);
}

function only(state: GameState, world: World, ...kinds: CandidateKind[]): Command[] {
  return legalCommands(state, world, new Set(kinds)).filter((c) => c.type !== 'endPhase');
}

/** The command the policy gives now. Throws only when the game is over (nothing to decide). */
export function chooseCommand(state: GameState, world: World, random: Random, tuning: PolicyTuning = DEFAULT_TUNING): Command {
  if (state.ended) throw new Error('The game is over: there is nothing left to decide.');
  if (state.pending) return answer(state, world, random, tuning);
  if (deployingSide(state)) {
    // A set-up: place units while any may be placed, then finish it.
    const all = legalCommands(state, world);
    if (all.length === 0) throw new Error('No legal command during the set-up: the game is stuck.');
    const placing = all.filter((c) => c.type === 'deploy');
    return placing.length > 0 ? pick(placing, random) : all[0]!;
  }
  const phase = phaseDefinition(state.phase);
  const side = phase.phasing;
  if (!side) return END;
  switch (phase.kind) {
    case 'command': {
      const strikes = only(state, world, 'air');
      return strikes.length > 0 && random() < tuning.airstrike ? pick(strikes, random) : END;
    }
    case 'organization':
      return organize(state, world, side, random, tuning) ?? END;
    case 'conditionalFire':
    case 'freeFire': {
      if (state.fire.shots.length >= tuning.fireCap) return END;
      const shots = only(state, world, 'fire');
      return shots.length > 0 ? pick(shots, random) : END;
    }
    case 'conditionalMovement':
      return march(state, world, side, random, tuning) ?? END;
    case 'turnRecord':
      return END;
  }
}

function answer(state: GameState, world: World, random: Random, tuning: PolicyTuning): Command {
  const pending = state.pending!;
  const answers = legalCommands(state, world);
  if (answers.length === 0) throw new Error(`No legal answer to the open decision (${pending.kind}).`);
  const of = (type: Command['type']) => answers.filter((c) => c.type === type);
  switch (pending.kind) {
    case 'opportunityFire': {
      const shots = of('opportunityFire');
      const pass = of('passOpportunity');
      if (shots.length > 0 && (pass.length === 0 || random() < tuning.opportunityFire)) return pick(shots, random);
      return pass[0] ?? pick(answers, random);
    }
    case 'bridgeDemolition': {
      const blow = of('blowBridge');
      return blow.length > 0 && random() < tuning.blowBridge ? blow[0]! : (of('spareBridge')[0] ?? answers[0]!);
    }
    case 'closeActionAdvance':
      // Take the hex with everyone fit to go [8.49].
      return answers[0]!;
    default:
      return pick(answers, random);
  }
}

/** Enemy combat units' hexes, parsed once per decision. */
function enemyHexes(state: GameState, side: Side): Hex[] {
  const out: Hex[] = [];
  for (const unit of sortedUnits(state)) {
    if (unit.side === side || unit.eliminated || unit.hex === null || isLeader(unit)) continue;
    const hex = parseHexId(unit.hex);
    if (hex) out.push(hex);
  }
  return out;
}

function nearest(hex: HexId, enemies: readonly Hex[]): number {
  const at = parseHexId(hex);
  if (!at) return Infinity;
  let best = Infinity;
  for (const e of enemies) best = Math.min(best, hexDistance(at, e));
  return best;
}

/** [13.0] Travel far from the enemy, a fighting face close to it. */
function organize(state: GameState, world: World, side: Side, random: Random, tuning: PolicyTuning): Command | null {
  const changed = allUnits(state).filter((u) => u.side === side && u.status.modeChanged).length;
  if (changed >= tuning.modeChangeCap || random() >= tuning.modeChange) return null;
  const enemies = enemyHexes(state, side);
  const wanted: Command[] = [];
  for (const unit of sortedUnits(state)) {
    if (unit.side !== side || unit.eliminated || unit.hex === null || isLeader(unit) || unit.static) continue;
    const distance = nearest(unit.hex, enemies);
    const to = wantedMode(unit, distance, tuning);
    if (to) wanted.push({ type: 'changeMode', unitId: unit.id, to });
  }
  const ok = legal(state, world, wanted);
  return ok.length > 0 ? pick(ok, random) : null;
}

function wantedMode(unit: Unit, distance: number, tuning: PolicyTuning): Unit['mode'] | null {
  if (unit.mode !== 'travel' && distance > tuning.travelBeyond && unit.modes.includes('travel')) return 'travel';
  if (unit.mode === 'travel' && distance <= tuning.deployWithin) {
    if (unit.modes.includes('concentrated')) return 'concentrated';
    if (unit.modes.includes('dispersed')) return 'dispersed';
  }
  return null;
}

/** [14.31, 14.0c, 14.63, 8.0, 8.6, 22.1] A free pathfinder, the drop plot and drops first, then close actions, then reinforcements, then a step toward the enemy. */
function march(state: GameState, world: World, side: Side, random: Random, tuning: PolicyTuning): Command | null {
  // [14.31, 14.0c, 14.63] a free pathfinder, the turn's plot (option), then the planned drops: shared with the computer seat
  const airborne = airborneChoice(state, world, side);
  if (airborne) return airborne.command;
  const assaults = only(state, world, 'closeAction');
  if (assaults.length > 0 && random() < tuning.closeAction) return pick(assaults, random);
  const entering = only(state, world, 'enter');
  if (entering.length > 0 && random() < tuning.enter) return pick(entering, random);
  // Only where the scenario opens an edge; no random number is drawn otherwise.
  const exits = only(state, world, 'exit');
  if (exits.length > 0 && random() < tuning.exit) return pick(exits, random);
  const moved = Object.values(state.movement.hexesMoved).reduce((s, n) => s + n, 0);
  if (moved >= tuning.moveCap || random() >= tuning.move) return null;
  const enemies = enemyHexes(state, side);
  if (enemies.length === 0) return null;
  // Keep the group that is moving going first, so its march is not cut short [8.0].
  const group = state.movement.group.filter((id) => unitById(state, id) && whyCannotMove(state, unitById(state, id)!) === null);
  if (group.length > 0) {
    const step = closerStep(state, world, group, enemies, random);
    if (step) return step();
  }
  const leave: Command[] = [];
  const steps: (() => Command)[] = [];
  for (const [hex, stack] of sideStacks(state, side)) {
    const ready = stack.filter((u) => whyCannotMove(state, u) === null);
    if (ready.length === 0) continue;
    const distance = nearest(hex, enemies);
    for (const unit of ready) {
      if (unit.mode === 'travel' && distance <= tuning.deployWithin) {
        const to = wantedMode(unit, distance, tuning);
        if (to) leave.push({ type: 'changeMode', unitId: unit.id, to });
      }
    }
    const step = closerStep(state, world, ready.map((u) => u.id), enemies, random);
    if (step) steps.push(step);
  }
  const leaving = legal(state, world, leave);
  if (leaving.length > 0 && random() < tuning.leaveTravel) return pick(leaving, random);
  return steps.length > 0 ? pick(steps, random)() : null;
}

/**
 * A legal step of these units (together, else the top one alone) to a hex nearer the enemy, as the
 * pick among every legal such step. The number is drawn now, when one step is known to be legal;
 * the whole legal list, which the pick needs, is made only when the step is asked for — every stack
 * is offered a step but one is taken, so the others' lists would be made for nothing.
 */
function closerStep(state: GameState, world: World, unitIds: readonly string[], enemies: readonly Hex[], random: Random): (() => Command) | null {
  const first = unitById(state, unitIds[0]!);
  if (!first?.hex) return null;
  const from = canonicalHexId(first.hex)!;
  const here = nearest(from, enemies);
  const closer = adjacentHexes(from).filter((h) => nearest(h, enemies) < here);
  if (closer.length === 0) return null;
  const groups = unitIds.length > 1 ? [[...unitIds], [unitIds[0]!]] : [[...unitIds]];
  for (const group of groups) {
    const steps = closer.map((to): Command => ({ type: 'moveStep', unitIds: group, to }));
    const firstLegal = steps.findIndex((c) => validate(state, c, world).ok);
    if (firstLegal < 0) continue;
    const r = random();
    return () => pickAt([steps[firstLegal]!, ...legal(state, world, steps.slice(firstLegal + 1))], r);
  }
  return null;
}
