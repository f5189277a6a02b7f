/**
 * Reinforcement questions the screen asks [22.0–22.16]: who waits off the map to enter now, at
 * which hexes, and what the first hex costs each unit (the same plan the moveStep command meets,
 * so the column of stacks ahead [22.14] and a blocked entry hex [22.16] are counted); and who
 * arrives on the coming Game-Turns. Queries only: entering is the ordinary moveStep command with
 * units that have no hex.
 */
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { hexIndex, parseHexId, type HexId } from '../hex';
import { stackingLimitAt, stackWeight, stackWeightAt } from '../stacking/stacking';
import { sortedUnits } from '../state/stacks';
import type { World } from '../world/world';
import { entryHexes, planMoveStep } from './planStep';
import { allUnits, unitById } from '../state/unitBuckets';

/**
 * One hex a waiting unit (or group) may enter at: its first-hex cost, and whether entering would
 * overstack the hex (allowed, but the hex is disrupted and the newcomers displaced [9.32, 9.33]);
 * or why not now.
 */
export type EntryChoice = { hex: HexId; ok: true; mp: number; overstack: boolean } | { hex: HexId; ok: false; rule: string; reason: string };

export interface WaitingReinforcement {
  unitId: string;
  /** The Game-Turn it was due; earlier than now when its entry was put off [22.11, 22.16]. */
  dueTurn: number;
  /** The hexes it may enter at now, with the cost of each for it alone. */
  entries: EntryChoice[];
}

/** Units waiting to enter together: same side, same entry hexes, due on the same turn. */
export interface ReinforcementGroup {
  side: Side;
  dueTurn: number;
  hexes: HexId[];
  unitIds: string[];
}

function waitingUnits(state: GameState, side: Side | null, due: (turn: number) => boolean): Unit[] {
  return sortedUnits(state).filter((u) => (side === null || u.side === side) && !u.eliminated && u.hex === null && u.arrival !== undefined && due(u.arrival.turn));
}

/** Cost of entering `to` for these units now (the largest payment), or the engine's refusal. */
export function entryChoice(state: GameState, world: World, unitIds: readonly string[], to: HexId): EntryChoice {
  const plan = planMoveStep(world, state, { type: 'moveStep', unitIds: [...unitIds], to });
  if ('ok' in plan) return { hex: to, ok: false, rule: plan.rule, reason: plan.message };
  const at = parseHexId(to);
  const weight = stackWeightAt(state, to) + unitIds.reduce((n, id) => n + (unitById(state, id) ? stackWeight(unitById(state, id)!) : 0), 0);
  const overstack = at !== undefined && weight > stackingLimitAt(world, hexIndex(at));
  return { hex: to, ok: true, mp: Math.max(0, ...plan.payments.map((p) => p.cost)), overstack };
}

/** [22.0, 22.11] The side's units due by now and still off the map, each with its entry hexes and costs. */
export function reinforcementsWaiting(state: GameState, world: World, side: Side): WaitingReinforcement[] {
  return waitingUnits(state, side, (turn) => turn <= state.turn).map((unit) => ({
    unitId: unit.id,
    dueTurn: unit.arrival!.turn,
    entries: entryHexes(state, unit).map((hex) => entryChoice(state, world, [unit.id], hex)),
  }));
}

function grouped(units: readonly Unit[], hexesOf: (unit: Unit) => HexId[]): ReinforcementGroup[] {
  const groups = new Map<string, ReinforcementGroup>();
  for (const unit of units) {
    const hexes = hexesOf(unit);
    const key = `${unit.side}|${unit.arrival!.turn}|${hexes.join(',')}`;
    const group = groups.get(key) ?? { side: unit.side, dueTurn: unit.arrival!.turn, hexes, unitIds: [] };
    group.unitIds.push(unit.id);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.dueTurn - b.dueTurn || (a.side < b.side ? -1 : a.side > b.side ? 1 : 0));
}

/** The waiting units of a side as groups that may enter together [22.13, 22.14]. */
export function reinforcementGroups(state: GameState, side: Side): ReinforcementGroup[] {
  return grouped(waitingUnits(state, side, (turn) => turn <= state.turn), (unit) => entryHexes(state, unit));
}

/** [22.0, 24.3] Who arrives after this Game-Turn, by turn and side, at the hexes the schedule gives. */
export function reinforcementSchedule(state: GameState): ReinforcementGroup[] {
  return grouped(waitingUnits(state, null, (turn) => turn > state.turn), (unit) => [...(unit.arrival?.hexes ?? [])]);
}

/** How many units of each side arrive on each Game-Turn (the turn record track) [22.0]. */
export function arrivalsByTurn(state: GameState): Map<number, Record<Side, number>> {
  const out = new Map<number, Record<Side, number>>();
  for (const unit of allUnits(state)) {
    if (!unit.arrival) continue;
    const row = out.get(unit.arrival.turn) ?? { allied: 0, german: 0 };
    row[unit.side] += 1;
    out.set(unit.arrival.turn, row);
  }
  return out;
}
