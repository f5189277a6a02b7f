/**
 * Who may fire at an announced assault before it is resolved [8.49, 10.44, 10.72, 5.51]: the
 * attackers are fired at in their own hex, as if they were trying to enter the target. Every enemy
 * unit whose zone of control covers the attackers' hex may fire, and so may the units being
 * assaulted (their artillery included, 5.51). From a forest or city hex only the assaulted units may
 * fire (10.72); across a dike, those that normally could plus the assaulted units (10.44) — zones of
 * control already stop at dikes, so that is the general rule too. Whether each one can actually
 * fire, and at whom (5.51: artillery only at the top attacker), is for the fire rules to judge.
 */
import { hexIndex, parseHexId } from '../hex';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Side } from '../core/unit';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { noZocReason, zocSourcesAt } from '../zoc/zoneOfControl';
import type { CloseActionPlan } from './eligibility';

/** Terrain from which an assault draws fire only from the assaulted hex [10.72]. */
const SHELTERED_TERRAIN = new Set(['forest', 'city']);

export function closeActionFirers(world: World, state: GameState, plan: Pick<CloseActionPlan, 'from' | 'target'>, defendingSide: Side): string[] {
  const fromIndex = hexIndex(parseHexId(plan.from)!);
  // [5.51, 8.49] the assaulted units answer if they are fit to fire at all (not disrupted, depleted,
  // or without effectiveness on their face).
  const assaulted = unitsInHex(state, plan.target)
    .filter((u) => u.side === defendingSide && u.type !== 'leader' && noZocReason(u) === null)
    .map((u) => u.id);
  if (SHELTERED_TERRAIN.has(terrainOf(world.grid, fromIndex))) return assaulted; // [10.72]
  const controlling = zocSourcesAt(world, state, defendingSide, fromIndex);
  return [...controlling, ...assaulted.filter((id) => !controlling.includes(id))];
}
