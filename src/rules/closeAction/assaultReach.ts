/**
 * Where a moving stack could still make a close action [8.6, 8.7 note]: for each hex it can reach
 * (and the hex it stands in), the adjacent enemy-held hexes it could assault on arriving there,
 * judged by the same check as the closeAction command (planCloseAction) on the position as it
 * would be — the stack in that hex, having spent the MP the reach query says. A unit that has not
 * yet entered a hex may always assault [8.7 note], so from the start hex only the other rules
 * count. Each unit is taken to have spent the most any unit of the stack spent (the reach query
 * gives one figure per hex), which can only understate what a mixed stack may do.
 */
import { produce } from 'immer';
import type { GameState } from '../core/gameState';
import { adjacentHexes } from '../hex/adjacent';
import { canonicalHexId, hexIndex, parseHexId, type HexId } from '../hex';
import { placeOnTop } from '../state/placeUnits';
import { unitsInHex } from '../state/stacks';
import { reachBoard, type ReachResult } from '../movement/reach';
import type { World } from '../world/world';
import { planCloseAction } from './eligibility';
import { unitById } from '../state/unitBuckets';

export interface AssaultFrom {
  /** Enemy-held hexes the stack could assault from this hex. */
  targets: HexId[];
  /** Next to the enemy, but no assault possible from here: the first reason, with its case. */
  refusal: { rule: string; message: string } | null;
}

function enemyNeighbours(state: GameState, hex: HexId, side: string): HexId[] {
  return adjacentHexes(hex).filter((n) => unitsInHex(state, n).some((u) => u.side !== side));
}

/** Could the stack, standing in `hex` having spent `mp`, assault each enemy neighbour? */
function assaultsFrom(world: World, state: GameState, unitIds: readonly string[], hex: HexId, mp: number, moved: boolean, side: string): AssaultFrom | null {
  const enemies = enemyNeighbours(state, hex, side);
  if (enemies.length === 0) return null;
  const there = moved
    ? produce(state, (draft) => {
        placeOnTop(draft, unitIds, hex);
        for (const id of unitIds) {
          const unit = unitById(draft, id)!;
          unit.status.mpSpent = Math.max(unit.status.mpSpent, mp);
          draft.movement.hexesMoved[id] = Math.max(draft.movement.hexesMoved[id] ?? 0, 1);
        }
      })
    : state;
  const targets: HexId[] = [];
  let refusal: AssaultFrom['refusal'] = null;
  for (const target of enemies) {
    const plan = planCloseAction(world, there, { type: 'closeAction', unitIds: [...unitIds], target });
    if ('ok' in plan) refusal ??= { rule: plan.rule, message: plan.message };
    else targets.push(target);
  }
  return { targets, refusal: targets.length > 0 ? null : refusal };
}

/** What the stack could assault on arriving in `hex` (its start hex or a hex of its reach), or null when no enemy is next to it. */
export function assaultFrom(world: World, state: GameState, reach: ReachResult, hex: HexId): AssaultFrom | null {
  const side = unitById(state, reach.unitIds[0] ?? '')?.side;
  const at = canonicalHexId(hex);
  if (!side || !at) return null;
  if (at === canonicalHexId(reach.from)) return assaultsFrom(world, state, reach.unitIds, at, 0, false, side);
  const r = reach.hexes.get(at) ?? reach.hexes.get(hex);
  if (!r) return null;
  return assaultsFrom(world, state, reach.unitIds, at, r.mp, true, side);
}

/**
 * Is any hex next to `hex` held by the enemy, by the reach board's count of enemy-held hexes? A
 * quick test by hex index that passes every hex `enemyNeighbours` would find enemies next to (the
 * board counts every enemy unit standing in a hex), so only those go on to the full check.
 */
function nearEnemy(world: World, enemyOccupied: ReadonlyMap<number, number>, hex: HexId): boolean {
  const at = parseHexId(hex);
  if (!at) return true;
  const index = hexIndex(at);
  for (let k = 0; k < 6; k++) {
    const next = world.grid.neighbor[index * 6 + k]!;
    if (next >= 0 && enemyOccupied.has(next)) return true;
  }
  return false;
}

/** Every hex of the reach (and the start hex) next to the enemy, with what could be assaulted from it. */
export function assaultReach(world: World, state: GameState, reach: ReachResult): Map<HexId, AssaultFrom> {
  const out = new Map<HexId, AssaultFrom>();
  const side = unitById(state, reach.unitIds[0] ?? '')?.side;
  if (!side) return out;
  const enemyOccupied = reachBoard(world, state, side).enemyOccupied;
  for (const hex of [reach.from, ...reach.hexes.keys()]) {
    if (!nearEnemy(world, enemyOccupied, hex)) continue;
    const from = assaultFrom(world, state, reach, hex);
    if (from) out.set(canonicalHexId(hex)!, from);
  }
  return out;
}
