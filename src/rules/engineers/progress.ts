/**
 * Checking and counting engineers' works [16.6, 16.7, 18.42] (see works.ts for the readings).
 *
 * [16.6] A repair needs its bridge engineers in supply: judged (11.3) when the Game-Turn is counted;
 * an engineer out of supply then ends the work like any other lapse.
 */
import type { HexId } from '../hex';
import { canonicalHexId, hexIndex, parseHexId } from '../hex';
import type { MapBridge } from '../map/mapData';
import { bridgeState } from '../state/bridges';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { rollDie, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import { bridgeKey, neighborIndices } from '../world/mapGrid';
import { endsOfBridge, type World } from '../world/world';
import { unitSupply } from '../supply/unitSupply';
import {
  DEMOLISH_RAIL_CANAL_MAX_ROLL,
  DEMOLISH_RAIL_CANAL_TURNS,
  DEMOLISH_STREAM_TURNS,
  ENTRENCH_TURNS,
  REPAIR_TURNS,
  WORK_MIN_STRENGTH,
  WORK_NEEDS_CONCENTRATED,
  WORK_RULE,
  demolitionTurns,
  type EngineerWork,
} from './works';
import { describeBridge, describeBridgeKey } from '../map/bridgeWords';
import { allUnits, unitById } from '../state/unitBuckets';

export function findBridge(world: World, key: string): MapBridge | undefined {
  return world.grid.bridges.find((b) => bridgeKey(b) === key);
}

export function bridgeName(world: World, key: string): string {
  const bridge = findBridge(world, key);
  return bridge ? describeBridge(bridge) : describeBridgeKey(key);
}

/** Complete turns a work needs. */
export function turnsNeeded(world: World, work: Pick<EngineerWork, 'kind' | 'bridge'>): number {
  if (work.kind === 'repair') return REPAIR_TURNS;
  if (work.kind === 'entrench') return ENTRENCH_TURNS;
  const bridge = work.bridge === undefined ? undefined : findBridge(world, work.bridge);
  return (bridge && demolitionTurns(bridge)) ?? DEMOLISH_STREAM_TURNS;
}

/** [16.6] The hexes at either end of a bridge. */
export function isBridgeEnd(world: World, bridge: MapBridge, hex: HexId): boolean {
  return endsOfBridge(world, bridge).includes(hexIndex(parseHexId(hex)!));
}

/** [16.7] Next to the bridge: in an end hex of a hexside bridge, or next to an all-water bridge hex. */
export function isNextToBridge(world: World, bridge: MapBridge, hex: HexId): boolean {
  if (isBridgeEnd(world, bridge, hex)) return true;
  if (bridge.at.includes('~')) return false;
  const at = hexIndex(parseHexId(bridge.at)!);
  const here = hexIndex(parseHexId(hex)!);
  return neighborIndices(world.grid, at).includes(here);
}

function enemyOf(side: Side): Side {
  return side === 'allied' ? 'german' : 'allied';
}

/** [16.6] Is a unit of `side`'s enemy in or next to either end of the bridge? */
export function enemyNearBridge(state: GameState, world: World, bridge: MapBridge, side: Side): boolean {
  const near = new Set<number>();
  for (const end of endsOfBridge(world, bridge)) {
    near.add(end);
    for (const next of neighborIndices(world.grid, end)) near.add(next);
  }
  const enemy = enemyOf(side);
  return allUnits(state).some((u) => u.side === enemy && u.hex !== null && !u.eliminated && near.has(hexIndex(parseHexId(u.hex)!)));
}

export function workAt(state: GameState, hex: HexId): EngineerWork | undefined {
  const target = canonicalHexId(hex);
  return state.works.find((w) => w.hex === target);
}

function totalStrength(units: readonly Unit[]): number {
  return units.reduce((sum, u) => sum + u.strength, 0);
}

/** Why a work cannot go on, or null. `declaredThisPhase` spares what the units did before the declaration. */
function whyWorkLapses(state: GameState, world: World, work: EngineerWork, declaredThisPhase: boolean): string | null {
  const units: Unit[] = [];
  for (const id of work.unitIds) {
    const unit = unitById(state, id);
    if (!unit || unit.eliminated || unit.hex === null) return `${unit?.name ?? id} is no longer on the map`;
    if (canonicalHexId(unit.hex) !== work.hex) return `${unit.name} left ${work.hex}`;
    if (unit.status.disrupted) return `${unit.name} was disrupted`;
    if (!declaredThisPhase) {
      const moved = unit.status.mpSpent > 0 || (state.movement.hexesMoved[id] ?? 0) > 0 || state.movement.finished.includes(id);
      if (moved) return `${unit.name} moved`;
      if (unit.status.fired) return `${unit.name} fired`;
      if (work.kind === 'entrench' && unit.status.modeChanged) return `${unit.name} changed mode`;
    }
    if (WORK_NEEDS_CONCENTRATED[work.kind] && unit.mode !== 'concentrated') return `${unit.name} is no longer concentrated`;
    units.push(unit);
  }
  const strength = totalStrength(units);
  if (work.kind === 'entrench' && strength < work.strength) return 'the engineers lost strength';
  const least = WORK_MIN_STRENGTH[work.kind];
  if (strength < least) return `the engineers are down to ${strength} SP (at least ${least} needed)`;
  if (work.bridge !== undefined) {
    const bridge = findBridge(world, work.bridge);
    if (!bridge) return 'the bridge is not on the map';
    const condition = bridgeState(state.bridges, work.bridge).condition;
    if (work.kind === 'demolish' && condition !== 'intact') return 'the bridge is already down';
    if (work.kind === 'repair') {
      if (condition === 'intact') return 'the bridge already stands';
      if (enemyNearBridge(state, world, bridge, units[0]!.side)) return 'enemy units are in or next to an end of the bridge';
    }
  }
  return null;
}

/** [16.6] The first engineer of a repair that is out of supply, in words, or null. */
export function unsuppliedEngineer(state: GameState, world: World, work: Pick<EngineerWork, 'unitIds'>): string | null {
  for (const id of work.unitIds) {
    const verdict = unitSupply(state, world, id);
    if (!verdict.supplied) return `${unitById(state, id)?.name ?? id} is out of supply (${verdict.reason}) [16.6]`;
  }
  return null;
}

function dropWork(draft: GameState, world: World, work: EngineerWork, reason: string, events: GameEvent[]): void {
  draft.works = draft.works.filter((w) => w.hex !== work.hex);
  // A repair given up after its first turn leaves the bridge destroyed, not half built.
  if (work.kind === 'repair' && work.bridge !== undefined && bridgeState(draft.bridges, work.bridge).condition === 'underRepair') {
    draft.bridges[work.bridge] = { ...bridgeState(draft.bridges, work.bridge), condition: 'destroyed' };
  }
  events.push({ type: 'workDropped', kind: work.kind, hex: work.hex, ...workBridge(world, work), reason, rule: WORK_RULE[work.kind] });
}

function workBridge(world: World, work: Pick<EngineerWork, 'bridge'>): { bridge?: string; bridgeName?: string } {
  return work.bridge === undefined ? {} : { bridge: work.bridge, bridgeName: bridgeName(world, work.bridge) };
}

/** Give up a work by the owner's choice. */
export function stopWork(draft: GameState, world: World, work: EngineerWork, events: GameEvent[]): void {
  dropWork(draft, world, work, 'stopped by its owner', events);
}

/** Record a declared work (validated by the caller). */
export function beginWork(draft: GameState, world: World, work: Omit<EngineerWork, 'turns' | 'startedTurn' | 'startedPhase'>, events: GameEvent[]): void {
  const full: EngineerWork = { ...work, turns: 0, startedTurn: draft.turn, startedPhase: draft.phase };
  draft.works.push(full);
  events.push({
    type: 'workStarted',
    kind: full.kind,
    hex: full.hex,
    ...workBridge(world, full),
    unitIds: [...full.unitIds],
    needed: turnsNeeded(world, full),
    rule: WORK_RULE[full.kind],
  });
}

/**
 * At the end of every phase: drop the works whose engineers moved, fired, changed mode, were
 * disrupted or weakened, or (repairs) whose bridge has the enemy at an end [16.6, 16.7, 18.42].
 * Runs before the phase's per-unit flags are cleared.
 */
export function checkEngineerWork(draft: GameState, world: World, events: GameEvent[]): void {
  for (const work of [...draft.works]) {
    const declaredThisPhase = work.startedTurn === draft.turn && work.startedPhase === draft.phase;
    const why = whyWorkLapses(draft, world, work, declaredThisPhase);
    if (why) dropWork(draft, world, work, why, events);
  }
}

/**
 * When the Game-Turn Record phase ends: every work under way for the whole turn counts it, and
 * works that reach their count take effect — the bridge is under repair after one turn and
 * stands again after two [16.6]; a demolished bridge is down (a railway bridge over a canal only
 * on 1d6 of 1–3) [16.7]; the hex is entrenched [18.42].
 */
export function recordEngineerWork(draft: GameState, world: World, dice: DiceSource, events: GameEvent[]): void {
  checkEngineerWork(draft, world, events);
  // [16.6] a repair counts only with its engineers in supply.
  for (const work of [...draft.works]) {
    if (work.kind !== 'repair') continue;
    const outOfSupply = unsuppliedEngineer(draft, world, work);
    if (outOfSupply) dropWork(draft, world, work, outOfSupply, events);
  }
  for (const work of [...draft.works]) {
    if (work.startedTurn === draft.turn && work.startedPhase !== 1) continue;
    const live = draft.works.find((w) => w.hex === work.hex)!;
    live.turns += 1;
    const needed = turnsNeeded(world, live);
    const rule = WORK_RULE[live.kind];
    if (live.turns < needed) {
      events.push({ type: 'workProgressed', kind: live.kind, hex: live.hex, ...workBridge(world, live), turns: live.turns, needed, rule });
      if (live.kind === 'repair' && live.bridge !== undefined) {
        draft.bridges[live.bridge] = { ...bridgeState(draft.bridges, live.bridge), condition: 'underRepair' };
        events.push({ type: 'bridgeUnderRepair', bridge: live.bridge, name: bridgeName(world, live.bridge), rule });
      }
      continue;
    }
    draft.works = draft.works.filter((w) => w.hex !== live.hex);
    finishWork(draft, world, live, dice, events);
  }
}

function finishWork(draft: GameState, world: World, work: EngineerWork, dice: DiceSource, events: GameEvent[]): void {
  const rule = WORK_RULE[work.kind];
  if (work.kind === 'entrench') {
    if (!draft.entrenchments.includes(work.hex)) draft.entrenchments.push(work.hex);
    events.push({ type: 'entrenchmentBuilt', hex: work.hex, rule });
    return;
  }
  const key = work.bridge!;
  const name = bridgeName(world, key);
  const before = bridgeState(draft.bridges, key);
  if (work.kind === 'repair') {
    draft.bridges[key] = { ...before, condition: 'intact', repaired: true };
    events.push({ type: 'bridgeRepaired', bridge: key, name, rule });
    return;
  }
  const bridge = findBridge(world, key)!;
  if (demolitionTurns(bridge) === DEMOLISH_RAIL_CANAL_TURNS) {
    const roll = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: `demolish ${name}`, rule, dice: [roll], total: roll });
    if (roll > DEMOLISH_RAIL_CANAL_MAX_ROLL) {
      events.push({ type: 'bridgeSurvived', bridge: key, name, rule });
      return;
    }
  }
  draft.bridges[key] = { ...before, condition: 'destroyed', repaired: false };
  events.push({ type: 'bridgeBlown', bridge: key, name, rule });
}
