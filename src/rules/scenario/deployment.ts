/**
 * Initial deployment of a scenario [24.2, 25.21]: each side in turn places the units of its
 * deployment zones, each unit anywhere within the zone's radius (in hexes) of the zone's centre hex.
 * With scenario 30's optional road rule chosen, XXX Corps instead sets up anywhere on its side of the
 * front line within the rule's limit of the main road [30.2, 30.46] (`corridorSetUp`).
 * A placement must also be a hex in play [24.1], terrain the unit could stand in (not prohibited to
 * it in its mode [10.1]), free of enemy units, and within the hex's stacking limit [9.1]. A unit
 * already placed may be placed again until its side declares the set-up finished.
 *
 * This file answers the questions (may this unit go there, where may it go, a legal set-up for the
 * side now placing); the commands live in engine/handlers/deployment.ts.
 */
import type { Command } from '../core/commands';
import { SECTIONS, canonicalHexId, hexDistance, hexId, hexIndex, isOnMap, parseHexId, type HexId } from '../hex';
import { stackingLimitAt, stackWeight } from '../stacking/stacking';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Side, Unit } from '../core/unit';
import { standingTerrainProblem } from '../movement/standingTerrain';
import type { World } from '../world/world';
import { describePlayArea, insidePlayArea } from '../state/playArea';
import { barredEntry, regionHexes, type BarredRegion } from '../state/barredRegion';
import { corridorKeeping, hexesNearRoad, roadDistance, type RoadCorridor } from '../state/roadCorridor';
import type { RefusalCode } from '../core/refusal';
import type { DeploymentSetup, DeploymentState, DeploymentZone } from './deploymentState';
import { unitById, withUnit } from '../state/unitBuckets';
import { autoSetUpEntrenchments } from './setUpEntrenchments';

export interface DeployProblem {
  code: RefusalCode;
  rule: string;
  reason: string;
}

const SIDE_WORD: Readonly<Record<Side, string>> = { allied: 'Allied', german: 'German' };

export function sideWord(side: Side): string {
  return SIDE_WORD[side];
}

/** The state's deployment at the start of a game, or null when the scenario has none. */
export function initialDeployment(setup: DeploymentSetup | undefined): DeploymentState | null {
  if (!setup || setup.order.length === 0) return null;
  const state: DeploymentState = { side: setup.order[0]!, order: [...setup.order], zones: structuredClone(setup.zones) };
  if (setup.zocLine) state.zocLine = { ...setup.zocLine };
  if (setup.entrenchments) state.entrenchments = structuredClone(setup.entrenchments);
  return state;
}

/** The zone a unit is set up by, if any. */
export function deploymentZoneOf(state: GameState, unitId: string): DeploymentZone | undefined {
  return state.deployment?.zones.find((z) => z.unitIds.includes(unitId));
}

/** Units of the side now placing that still wait off the map. */
export function unplacedUnitIds(state: GameState): string[] {
  const deployment = state.deployment;
  if (!deployment) return [];
  return deployment.zones
    .filter((z) => z.side === deployment.side)
    .flatMap((z) => z.unitIds)
    .filter((id) => unitById(state, id) && !unitById(state, id)!.eliminated && unitById(state, id)!.hex === null);
}

/**
 * [30.2, 30.46] With the optional road rule chosen, a unit it keeps near the main road (XXX Corps)
 * sets up by the rules themselves rather than by its reconstructed zone: anywhere on its side of the
 * front line (30.2; the region the enemy is barred from, 30.41) and, as it may never be more than the
 * rule's limit from the road, within that limit (reading, docs/scenarios.md). Null when the rule is
 * off, the unit is not kept, or the scenario draws no front line (then the zone stands).
 */
export function corridorSetUp(state: GameState, unit: Unit): { corridor: RoadCorridor; ownSide: BarredRegion[] } | null {
  const corridor = corridorKeeping(state, unit.id);
  const ownSide = (state.playArea?.barred ?? []).filter((region) => region.side !== unit.side);
  return corridor && ownSide.length > 0 ? { corridor, ownSide } : null;
}

function corridorSetUpProblem(world: World, { corridor, ownSide }: NonNullable<ReturnType<typeof corridorSetUp>>, unit: Unit, to: HexId): DeployProblem | null {
  const distance = roadDistance(corridor, to);
  if (distance > corridor.keptWithin) {
    return { code: 'OUTSIDE_ZONE', rule: corridor.rule, reason: `${unit.name} sets up within ${corridor.keptWithin} hexes of the main road (optional road rule); ${to} is ${distance} away.` };
  }
  const outside = ownSide.find((region) => !regionHexes(world, region).has(to));
  if (outside) return { code: 'OUTSIDE_ZONE', rule: '30.2', reason: `${unit.name} sets up ${outside.where}; ${to} is not.` };
  return null;
}

/** Why this unit may not be placed in that hex now, or null when it may [24.1, 24.2, 25.21, 9.1, 10.1]. */
export function whyCannotDeploy(state: GameState, world: World, unitId: string, hex: HexId): DeployProblem | null {
  const deployment = state.deployment;
  if (!deployment) return { code: 'NO_DEPLOYMENT', rule: '24.2', reason: 'The set-up is over; units are no longer placed.' };
  const unit = unitById(state, unitId);
  if (!unit) return { code: 'UNKNOWN_UNIT', rule: '24.2', reason: `There is no unit with id "${unitId}".` };
  const zone = deploymentZoneOf(state, unitId);
  if (!zone || unit.eliminated) return { code: 'NOT_DEPLOYABLE', rule: '24.2', reason: `${unit.name} is not set up at the start of this scenario.` };
  if (zone.side !== deployment.side) {
    return { code: 'WRONG_SIDE', rule: zone.rule, reason: `${unit.name} is a ${sideWord(zone.side)} unit; the ${sideWord(deployment.side)} player is setting up now.` };
  }
  const to = canonicalHexId(hex);
  const at = to ? parseHexId(to) : undefined;
  if (!to || !at) return { code: 'INVALID_COMMAND', rule: '24.2', reason: `${hex} is not a hex of the map.` };
  const corridor = corridorSetUp(state, unit);
  if (corridor) {
    const problem = corridorSetUpProblem(world, corridor, unit, to);
    if (problem) return problem;
  } else {
    const center = parseHexId(zone.center)!;
    const distance = hexDistance(center, at);
    if (distance > zone.radius) {
      return { code: 'OUTSIDE_ZONE', rule: zone.rule, reason: `${unit.name} sets up within ${zone.radius} hex${zone.radius === 1 ? '' : 'es'} of ${zone.center}; ${to} is ${distance} away.` };
    }
  }
  if (!insidePlayArea(state.playArea, to)) {
    return { code: 'OUTSIDE_PLAY_AREA', rule: state.playArea!.rule, reason: `${to} is outside the play area (${describePlayArea(state.playArea!)}).` };
  }
  const barred = barredEntry(world, state.playArea?.barred, unit.side, to); // [30.41] not even at set-up
  if (barred) return { code: barred.code, rule: barred.rule, reason: barred.message };
  const index = hexIndex(at);
  const terrain = standingTerrainProblem(world, unit, index);
  if (terrain) return { code: 'PROHIBITED_TERRAIN', rule: '10.1', reason: `${terrain} (${to}).` };
  const there = unitsInHex(state, to).filter((u) => u.id !== unit.id);
  if (there.some((u) => u.side !== unit.side)) return { code: 'ENEMY_OCCUPIED', rule: '24.2', reason: `${to} holds enemy units.` };
  const weight = there.reduce((s, u) => s + stackWeight(u), 0) + stackWeight(unit);
  const limit = stackingLimitAt(world, index);
  if (weight > limit) {
    return { code: 'STACKING_LIMIT', rule: '9.1', reason: `${unit.name} would bring ${to} to ${weight} strength points; its limit is ${limit}.` };
  }
  return null;
}

/** Every hex the unit may be placed in now, in id order (empty when it is not the unit's side's turn). */
export function deploymentHexes(state: GameState, world: World, unitId: string): HexId[] {
  const zone = deploymentZoneOf(state, unitId);
  if (!zone || zone.side !== state.deployment?.side) return [];
  const center = parseHexId(zone.center);
  if (!center) return [];
  const out: HexId[] = [];
  const unit = unitById(state, unitId);
  const corridor = unit ? corridorSetUp(state, unit) : null;
  if (corridor) {
    // [30.46] the hexes near the main road, rather than the zone's disc
    for (const id of hexesNearRoad(corridor.corridor, corridor.corridor.keptWithin).keys()) if (!whyCannotDeploy(state, world, unitId, id)) out.push(id);
    return out.sort();
  }
  // Only the rows of the play area can hold a unit (a zone may be "anywhere": a wide radius).
  const area = state.playArea ? SECTIONS[state.playArea.section] : null;
  const firstRow = area ? Math.max(center.row - zone.radius, area.rowOffset + state.playArea!.minRow) : center.row - zone.radius;
  const lastRow = area ? Math.min(center.row + zone.radius, area.rowOffset + state.playArea!.maxRow) : center.row + zone.radius;
  for (let row = firstRow; row <= lastRow; row++) {
    for (let col = center.col - zone.radius - 1; col <= center.col + zone.radius + 1; col++) {
      const at = { row, col };
      if (hexDistance(center, at) > zone.radius) continue;
      if (!isOnMap(at)) continue;
      const id = hexId(at);
      if (!whyCannotDeploy(state, world, unitId, id)) out.push(id);
    }
  }
  return out.sort();
}

/**
 * A legal set-up for the side now placing: its unplaced units one by one (zone order, then the
 * zone's unit order), each into the allowed hex holding the least weight so far, then nearest the
 * zone's centre, then by id — so units spread out rather than pile up; then the side's set-up
 * entrenchments, if it has any [30.6]. Ends with `finishDeployment` when every unit found a hex. Deterministic: the same state gives the same list.
 */
export function autoDeployment(state: GameState, world: World): Command[] {
  const deployment = state.deployment;
  if (!deployment) return [];
  const commands: Command[] = [];
  // Work on a copy whose units move as the commands would move them.
  let working: GameState = state;
  let complete = true;
  // Leaders go last, onto their HQ's hex when it is in reach: a leader standing alone could be taken
  // by the first enemy unit to come in [19.31].
  const isLeader = (id: string) => unitById(state, id)?.type === 'leader';
  const order = [...unplacedUnitIds(state)].sort((a, b) => Number(isLeader(a)) - Number(isLeader(b)));
  for (const unitId of order) {
    const zone = deploymentZoneOf(state, unitId)!;
    const center = parseHexId(zone.center)!;
    const choices = deploymentHexes(working, world, unitId);
    if (choices.length === 0) {
      complete = false;
      continue;
    }
    const load = (hex: HexId) => unitsInHex(working, hex).reduce((s, u) => s + stackWeight(u), 0);
    const ranked = choices
      .map((hex) => ({ hex, load: load(hex), distance: hexDistance(center, parseHexId(hex)!) }))
      .sort((a, b) => a.load - b.load || a.distance - b.distance || (a.hex < b.hex ? -1 : a.hex > b.hex ? 1 : 0));
    const hqHex = unitById(working, unitById(working, unitId)!.leader?.hqUnitId ?? '')?.hex ?? null;
    const hex = hqHex && choices.includes(hqHex) ? hqHex : ranked[0]!.hex;
    const below = unitsInHex(working, hex).length;
    working = withUnit(working, { ...unitById(working, unitId)!, hex, stackIndex: below });
    commands.push({ type: 'deploy', unitId, hex });
  }
  // [30.6] then the side's entrenchments, in the scenario's order of preference
  for (const hex of autoSetUpEntrenchments(state)) commands.push({ type: 'setUpEntrenchment', hex });
  if (complete) commands.push({ type: 'finishDeployment' });
  return commands;
}
