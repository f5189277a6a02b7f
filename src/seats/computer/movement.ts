/**
 * Movement [8.0]: one stack at a time, each moved to the hex of its reach (the engine's `reach`
 * query: every hex it can get to this phase, with the path, the MP, opportunity fire on the way
 * [8.4] and overstacking [9.32]) that the hex value (hexValue.ts) rates best, step by step along
 * the path. A stack whose best hex is where it stands stays. Plans are kept for the phase in the
 * memo, so each stack's reach is searched once.
 */
import { reach, validate, whyCannotMove, type GameState, type HexId, type World } from '../../rules';
import type { Decision } from '../seat';
import type { Budget } from './budget';
import { hexValuer } from './hexValue';
import type { Picture } from './picture';
import { unitById } from '../../rules/api';

/** A move must gain at least this much over staying. */
const MOVE_MARGIN = 0.5;
/** Penalties for what the reach search reports on the way. */
const OVERSTACK_PENALTY = 50;
const OPPORTUNITY_FIRE_PENALTY = 1.5;

export interface MovePlan {
  unitIds: string[];
  path: HexId[];
  next: number;
  reason: string;
}

export interface MovementMemo {
  plan: MovePlan | null;
  /** Stacks (their unit ids) that have chosen where to end this phase. */
  done: Set<string>;
}

function stepOf(state: GameState, world: World, plan: MovePlan): Decision | null {
  const to = plan.path[plan.next];
  if (!to) return null;
  const unitIds = plan.unitIds.filter((id) => unitById(state, id) && whyCannotMove(state, unitById(state, id)!) === null);
  if (unitIds.length !== plan.unitIds.length) return null;
  const command = { type: 'moveStep' as const, unitIds, to };
  if (!validate(state, command, world).ok) return null;
  plan.next += 1;
  return { command, reason: plan.reason, rule: '8.0' };
}

export function chooseMove(state: GameState, world: World, picture: Picture, budget: Budget, memo: MovementMemo): Decision | null {
  if (memo.plan) {
    const step = stepOf(state, world, memo.plan);
    if (step) return step;
    memo.done.add(memo.plan.unitIds.join('+'));
    memo.plan = null;
  }
  const valuer = hexValuer(picture);
  for (const [hex, stack] of picture.stacks) {
    const ready = stack.filter((u) => whyCannotMove(state, u) === null).map((u) => u.id);
    if (ready.length === 0) continue;
    const key = ready.join('+');
    if (memo.done.has(key)) continue;
    memo.done.add(key);
    if (!budget.spend()) return null;
    const found = reach(world, state, ready);
    if ('ok' in found) continue;
    const range = Math.max(...ready.map((id) => unitById(state, id)!.range), 1);
    const stay = valuer.value(hex, range);
    let best: { hex: HexId; path: HexId[]; value: number } | null = null;
    for (const r of found.hexes.values()) {
      if (r.hex === hex || r.path.length === 0) continue;
      const firers = r.opportunityFire.reduce((n, o) => n + o.firerIds.length, 0);
      const penalty = (r.overstack || r.joinsDisrupted ? OVERSTACK_PENALTY : 0) + OPPORTUNITY_FIRE_PENALTY * firers;
      const value = valuer.value(r.hex, range) - penalty;
      if (!best || value > best.value + 1e-9) best = { hex: r.hex, path: r.path, value };
    }
    if (!best || best.value < stay + MOVE_MARGIN) continue;
    const from = valuer.goalDistance(hex);
    const to = valuer.goalDistance(best.hex);
    const goalWords = to < from ? `${from - to} hexes nearer ${picture.side === 'german' ? 'the objectives' : 'the threatened road'}` : 'a safer or better firing position';
    memo.plan = {
      unitIds: ready,
      path: best.path,
      next: 0,
      reason: `toward ${best.hex}: ${goalWords} (threat ${picture.threat(best.hex)} SP there, against ${picture.threat(hex)} here)`,
    };
    const step = stepOf(state, world, memo.plan);
    if (step) return step;
    memo.plan = null;
  }
  return null;
}
