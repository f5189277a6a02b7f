/**
 * [15.4] Where a unit disrupted by an airstrike "D" goes: one hex out of its own, into a hex it
 * could enter (no enemy there, terrain and hexsides open to it, room under the stacking limit).
 * Static units never retreat [8.8]; a unit that cannot move in its present mode cannot retreat
 * either, and then the D costs it nothing. The engine picks the hex: out of enemy zones of
 * control first, then empty hexes (so the disruption spreads to no one [9.31]), then by hex id.
 */
import { hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import { stepCost } from '../movement/stepCost';
import { stackingLimitAt, stackWeight, stackWeightAt } from '../stacking/stacking';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Unit } from '../core/unit';
import { neighborIndices, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { enemySide, zocMap } from '../zoc/zoneOfControl';
import { insidePlayArea } from '../state/playArea';

export function airstrikeRetreatHex(state: GameState, world: World, unit: Unit): HexId | null {
  if (!unit.hex || unit.static) return null; // [8.8]
  const from = hexIndex(parseHexId(unit.hex)!);
  const enemyZoc = zocMap(world, state, enemySide(unit.side));
  const ctx = { bridges: state.bridges, leavingEnemyZoc: false, arrivedOnRaised: false };
  const choices: { id: HexId; inZoc: boolean; occupied: boolean }[] = [];
  for (const next of neighborIndices(world.grid, from)) {
    if (terrainOf(world.grid, next) === 'allWater') continue;
    const id = hexId(hexFromIndex(next));
    if (!insidePlayArea(state.playArea, id)) continue; // [24.1] never out of the play area
    const there = unitsInHex(state, id);
    if (there.some((u) => u.side !== unit.side)) continue;
    if (!stepCost(world, unit, from, next, ctx).ok) continue;
    if (stackWeightAt(state, id) + stackWeight(unit) > stackingLimitAt(world, next)) continue;
    choices.push({ id, inZoc: enemyZoc.has(next), occupied: there.length > 0 });
  }
  choices.sort((a, b) => Number(a.inZoc) - Number(b.inZoc) || Number(a.occupied) - Number(b.occupied) || (a.id < b.id ? -1 : 1));
  return choices[0]?.id ?? null;
}
