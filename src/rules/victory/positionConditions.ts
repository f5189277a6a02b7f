/**
 * The conditions of scenarios 28 and 29 judged on the final position [28.51, 28.52, 29.51, 29.52]:
 * during play each shows how things stand now ("open", judged at the end); once the game is over
 * it is met or not. Losses ratios and ceilings read the casualty record instead.
 */
import { canonicalHexId, hexDistance, parseHexId, type HexId } from '../hex';
import type { GameState } from '../core/gameState';
import type { World } from '../world/world';
import { observersOf } from '../observation/observers';
import { unitSupplyJudge } from '../supply/unitSupply';
import { zocMap } from '../zoc/zoneOfControl';
import { hexIndex } from '../hex';
import { bridgeStands } from '../state/bridges';
import { casualtyPoints } from './casualties';
import { bridgePathPoints } from './bridgePath';
import { hexesHeldBy, resolveHexSet } from './hexSets';
import { describeRegion, inRegion } from './regions';
import { weightedLossPoints } from './weightedLosses';
import type {
  BridgePathCondition,
  ConditionReport,
  CrossingHeldCondition,
  LossRatioCondition,
  ObservesPathfinderCondition,
  RoadFreeCondition,
  SupplyCutCondition,
  UnitsInRegionCondition,
} from './types';
import { allUnits, unitById } from '../state/unitBuckets';

export type Progress = Pick<ConditionReport, 'status' | 'reason' | 'value' | 'target' | 'points'>;

const SIDE: Record<'allied' | 'german', string> = { allied: 'Allied', german: 'German' };

/** Met or not at the end; open (showing now) during play. */
function atEnd(final: boolean, met: boolean, reason: string, value: number, target: number, points?: number): Progress {
  const judged = final ? reason : `${reason} (judged at the end)`;
  return { status: final ? (met ? 'met' : 'notMet') : 'open', reason: judged, value, target, ...(points !== undefined ? { points: met ? points : 0 } : {}) };
}

function unitsOnMap(state: GameState, side: 'allied' | 'german') {
  return allUnits(state).filter((u) => u.side === side && u.hex !== null && !u.eliminated && u.type !== 'leader');
}

/** [28.51 no. 2, 29.51 no. 3] All (or none) of a side's units inside a region. */
export function unitsInRegion(state: GameState, world: World, final: boolean, condition: UnitsInRegionCondition): Progress {
  const units = unitsOnMap(state, condition.whose);
  const inside = units.filter((u) => inRegion(world, condition.region, u.hex!));
  const where = describeRegion(condition.region);
  const who = `${SIDE[condition.whose]} units`;
  if (condition.need === 'all') {
    const outside = units.filter((u) => !inRegion(world, condition.region, u.hex!));
    const example = outside[0] ? ` (e.g. ${outside[0].name} in ${outside[0].hex})` : '';
    const reason = `${inside.length} of ${units.length} ${who} on the map are ${where}${example}.`;
    return atEnd(final, outside.length === 0, reason, inside.length, units.length, condition.points ?? 1);
  }
  const example = inside[0] ? ` (e.g. ${inside[0].name} in ${inside[0].hex})` : '';
  return atEnd(final, inside.length === 0, `${inside.length} ${who} are ${where}${example}; none may be.`, inside.length, 0, condition.points ?? 1);
}

/** [28.51 no. 3] A unit of the side can observe an enemy pathfinder marker. */
export function observesPathfinder(state: GameState, world: World, final: boolean, condition: ObservesPathfinderCondition): Progress {
  const markers = Object.values(state.pathfinders).filter((p) => p.hex !== null);
  for (const marker of markers) {
    const seen = observersOf(state, world, condition.side, marker.hex!).find((o) => o.verdict.ok);
    if (seen) {
      const name = unitById(state, seen.unitId)?.name ?? seen.unitId;
      return atEnd(final, true, `${name} can observe the ${marker.formationId} pathfinder in ${marker.hex}.`, 1, 1, condition.points ?? 1);
    }
  }
  return atEnd(final, false, `No ${SIDE[condition.side]} unit can observe any of the ${markers.length} pathfinder markers.`, 0, 1, condition.points ?? 1);
}

/** [28.52 nos. 1, 2] Enemy losses against the side's weighted losses; the first tier reached scores. */
export function lossRatio(state: GameState, final: boolean, condition: LossRatioCondition): Progress {
  const enemy = condition.side === 'german' ? 'allied' : 'german';
  const inflicted = casualtyPoints(state, enemy);
  const own = weightedLossPoints(state, condition.side);
  const tier = condition.tiers.find((t) => inflicted >= t.minInflicted && inflicted >= t.ratio * own);
  const best = condition.tiers[0]!;
  const reason = `${SIDE[enemy]} losses ${inflicted} SP against ${SIDE[condition.side]} weighted losses ${own}${
    tier ? `: ratio ${tier.ratio} reached, ${tier.points} points` : `: no ratio reached (${best.ratio}:1 with ${best.minInflicted} SP or more gives ${best.points})`
  }.`;
  const points = tier?.points ?? 0;
  if (final) return { status: tier ? 'met' : 'notMet', reason, value: points, target: best.points, points };
  return { status: 'open', reason: `${reason.slice(0, -1)} now.`, value: points, target: best.points, points };
}

/** [28.52 nos. 3, 4] A free path across a Rhine bridge, or bridges held at both ends. */
export function bridgePath(state: GameState, world: World, final: boolean, condition: BridgePathCondition): Progress {
  const { points, free, held } = bridgePathPoints(world, state, condition);
  const parts = [free.length ? `free path by ${free.join(' and ')}` : 'no free north–south path', held.length ? `both ends held of ${held.join(' and ')}` : ''];
  const reason = `${parts.filter(Boolean).join('; ')}: ${points} points`;
  if (final) return { status: points > 0 ? 'met' : 'notMet', reason: `${reason}.`, value: points, target: condition.bothPathPoints, points };
  return { status: 'open', reason: `${reason} now (judged at the end).`, value: points, target: condition.bothPathPoints, points };
}

/** [29.51 no. 2] No unit of `whose` on the map is in supply. */
export function supplyCut(state: GameState, world: World, final: boolean, condition: SupplyCutCondition): Progress {
  const judge = unitSupplyJudge(state, world);
  const units = unitsOnMap(state, condition.whose);
  const supplied = units.filter((u) => judge(u.id).supplied);
  const reason = `${supplied.length} of ${units.length} ${SIDE[condition.whose]} units on the map are in supply; none may be.`;
  return atEnd(final, supplied.length === 0, reason, supplied.length, 0, condition.points ?? 1);
}

/** [29.51, Allied] Both ends of a crossing held, no enemy north of the river near its north end. */
export function crossingHeld(state: GameState, world: World, final: boolean, condition: CrossingHeldCondition): Progress {
  const held = new Set(hexesHeldBy(state, condition.side));
  const enemies = unitsOnMap(state, condition.side === 'allied' ? 'german' : 'allied').filter((u) => inRegion(world, condition.bank, u.hex!));
  for (const crossing of condition.crossings) {
    if (crossing.bridge && !bridgeStands(state.bridges, crossing.bridge)) continue; // [16.6] intact only
    if (!crossing.ends.every((end) => held.has(canonicalHexId(end) ?? end))) continue;
    const north = parseHexId(crossing.ends[0])!;
    const near = enemies.find((u) => hexDistance(parseHexId(u.hex!)!, north) <= condition.radius);
    if (near) continue;
    return atEnd(final, true, `${SIDE[condition.side]} units hold both ends of the ${crossing.name}, no enemy within ${condition.radius} hexes of ${crossing.ends[0]}.`, 1, 1, condition.points ?? 1);
  }
  return atEnd(final, false, `No crossing is held at both ends with its north end clear of the enemy for ${condition.radius} hexes.`, 0, 1, condition.points ?? 1);
}

/** [29.52] A road free of a side's units and zones of control. */
export function roadFree(state: GameState, world: World, final: boolean, condition: RoadFreeCondition): Progress {
  const road = resolveHexSet(condition.hexes, world) ?? [];
  const zoc = zocMap(world, state, condition.whose);
  const occupied = new Set(hexesHeldBy(state, condition.whose));
  const blocked = road.filter((h) => occupied.has(h) || zoc.has(hexIndex(parseHexId(h)!)));
  const reason = blocked.length
    ? `${blocked.length} of the road's ${road.length} hexes hold ${SIDE[condition.whose]} units or their zones of control (e.g. ${blocked[0]}).`
    : `All ${road.length} hexes of the road are free of ${SIDE[condition.whose]} units and zones of control.`;
  return atEnd(final, road.length > 0 && blocked.length === 0, reason, road.length - blocked.length, road.length, condition.points ?? 1);
}

/** Helper for tests and screens: the hexes of a road set. */
export function roadOf(world: World, condition: RoadFreeCondition): HexId[] {
  return resolveHexSet(condition.hexes, world) ?? [];
}
