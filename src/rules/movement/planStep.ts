/**
 * Checking one movement step of a unit or stack before it happens [8.0–8.15, 10.1–10.14, 16.16,
 * 22.12–22.16]: who may move, from where to where, what each unit pays and whether it has the MP.
 * `planMoveStep` is the single source of truth for the moveStep command; the reach query asks the
 * same questions hex by hex through `stepCost`.
 */
import { areAdjacent, canonicalHexId, formatHexId, hexIndex, neighbors, parseHexId, type HexId } from '../hex';
import type { CommandOf } from '../core/commands';
import type { StepPayment } from './events';
import { refuse, type Refusal } from '../core/refusal';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import { stackingLimitAt, stackWeight } from '../stacking/stacking';
import type { Unit } from '../core/unit';
import { movementColumn, IMMOBILE } from '../tables/movementClass';
import { EXTRA_MOVE_COSTS, MOVEMENT_ALLOWANCE, PROHIBITED } from '../tables/terrainEffects';
import { ANY_RAISED_LINK, LINK_BIT, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { enemySide, zocSourcesAt } from '../zoc/zoneOfControl';
import { whyCannotMove } from './canMove';
import { enemyLeaderGivesWay, leaderStepProblem } from '../leaders/leaderMovement';
import { stepCost, zocExitPart } from './stepCost';
import { insidePlayArea, outsidePlayArea } from '../state/playArea';
import { barredEntry } from '../state/barredRegion';
import { ferryBanned } from '../state/scenarioRestrictions';
import { corridorStepRefusal } from '../state/roadCorridor';
import { unitById } from '../state/unitBuckets';

type MoveStepCommand = CommandOf<'moveStep'>;

/** MP totals are compared with this slack so quarter points never trip on rounding. */
const EPSILON = 1e-9;

export type StepKind = 'step' | 'enter' | 'permanentFerry';

export interface PlannedStep {
  kind: StepKind;
  from: HexId | null;
  to: HexId;
  /** The moving units, top first as they stand now. */
  unitIds: string[];
  payments: StepPayment[];
  /** Units that will be on a raised link after the step [10.12]. */
  onRaised: string[];
  /** Enemy units whose zone of control covers the hex the step leaves [7.11, 8.4]. */
  leavingZocOf: string[];
}

export function findUnits(state: GameState, ids: readonly string[]): Unit[] | Refusal {
  if (ids.length === 0) return refuse('INVALID_COMMAND', '8.0', 'Name at least one unit to move.');
  if (new Set(ids).size !== ids.length) return refuse('INVALID_COMMAND', '8.0', 'A unit is named twice.');
  const units: Unit[] = [];
  for (const id of ids) {
    const unit = unitById(state, id);
    if (!unit) return refuse('UNKNOWN_UNIT', '8.0', `There is no unit with id "${id}".`);
    units.push(unit);
  }
  return units;
}

/** The ends of a permanent ferry, if `from` and `to` are its two banks [10.9, 16.16]. */
function ferryBetween(world: World, from: HexId, to: HexId): boolean {
  return world.map.ferries.some((f) => {
    const first = canonicalHexId(f.hexes[0]!);
    const last = canonicalHexId(f.hexes[f.hexes.length - 1]!);
    return (first === from && last === to) || (first === to && last === from);
  });
}

/**
 * [10.12] A unit in Travel that has not moved yet this phase and stands where a raised link runs is
 * taken to be on it (the phase's `onRaised` list starts empty, so the road it stopped on last phase
 * would otherwise be forgotten and it could neither follow nor be kept on it).
 */
export function startsOnRaised(world: World, state: GameState, unit: Unit): boolean {
  if (unit.mode !== 'travel' || unit.hex === null || isSet(state.movement.hexesMoved[unit.id])) return false;
  const at = parseHexId(unit.hex);
  if (!at) return false;
  const index = hexIndex(at);
  for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & ANY_RAISED_LINK) return true;
  return false;
}

/** [10.92] Who may use a permanent ferry: concentrated units, or towed guns in Travel. */
function mayUseFerry(unit: Unit): boolean {
  return movementColumn(unit.type, 'dispersed') === IMMOBILE ? unit.mode === 'travel' : unit.mode === 'concentrated';
}

function isSet(value: number | undefined): boolean {
  return value !== undefined && value > 0;
}

/** Where units waiting off the map may come on [22.0, 22.16]. */
export function entryHexes(state: GameState, unit: Unit): HexId[] {
  const listed = (unit.arrival?.hexes ?? []).map((h) => canonicalHexId(h)).filter((h): h is HexId => !!h);
  const blocked = (hex: HexId) => unitsInHex(state, hex).some((u) => u.side !== unit.side);
  if (listed.length === 0 || listed.some((h) => !blocked(h))) return listed;
  // [22.16] every listed hex is held by the enemy: an unblocked neighbour will do.
  const out = new Set<HexId>();
  for (const hex of listed) {
    for (const n of neighbors(parseHexId(hex)!)) {
      const id = formatHexId(n);
      if (id && !blocked(id) && insidePlayArea(state.playArea, id)) out.add(id); // [24.1]
    }
  }
  return [...out];
}

export function planMoveStep(world: World, state: GameState, command: MoveStepCommand): PlannedStep | Refusal {
  const found = findUnits(state, command.unitIds);
  if (!Array.isArray(found)) return found;
  const units = found;
  for (const unit of units) {
    const why = whyCannotMove(state, unit);
    if (why) return refuse('CANNOT_MOVE', why.rule, why.reason.endsWith('.') ? why.reason : `${why.reason}.`);
  }
  const to = canonicalHexId(command.to);
  const toHex = to ? parseHexId(to) : undefined;
  if (!to || !toHex) return refuse('INVALID_COMMAND', '8.11', `${command.to} is not a hex of the map.`);
  // [24.1, 25.1] never out of the scenario's play area (steps, entries and ferries alike)
  const outside = outsidePlayArea(state.playArea, to);
  if (outside) return outside;
  const toIndex = hexIndex(toHex);
  const side = units[0]!.side;
  // [30.41] never into a part of the map the scenario bars to this side
  const barred = barredEntry(world, state.playArea?.barred, side, to);
  if (barred) return barred;
  // [30.46] optional: the spearhead keeps near the main road
  const offCorridor = corridorStepRefusal(state, units, units[0]!.hex === null ? null : canonicalHexId(units[0]!.hex) ?? null, to);
  if (offCorridor) return offCorridor;

  // [19.31, 19.7] leaders: opposing leaders never meet; a leader keeps to his own units.
  const leaderRule = leaderStepProblem(state, units, to);
  if (leaderRule) return refuse('LEADER_RESTRICTION', leaderRule.rule, `${leaderRule.reason}.`);
  // [8.12] Never into a hex held by the enemy (close action is the only way in) — [19.31] except
  // one held only by enemy leaders, which a combat unit may enter.
  if (unitsInHex(state, to).some((u) => u.side !== side && !enemyLeaderGivesWay(u, units))) {
    return refuse('ENEMY_OCCUPIED', '8.12', `${to} is held by the enemy; only a close action can go in.`);
  }

  const offMap = units.filter((u) => u.hex === null);
  if (offMap.length > 0 && offMap.length < units.length) {
    return refuse('INVALID_COMMAND', '8.11', 'Units on the map and units waiting to enter cannot move as one stack.');
  }
  const ordered = [...units].sort((a, b) => a.stackIndex - b.stackIndex);
  if (offMap.length > 0) return planEntry(world, state, ordered, to, toIndex);

  const from = canonicalHexId(units[0]!.hex!)!;
  if (units.some((u) => canonicalHexId(u.hex!) !== from)) {
    return refuse('INVALID_COMMAND', '8.11', 'The units of a moving stack must all stand in the same hex.');
  }
  const fromHex = parseHexId(from)!;
  const fromIndex = hexIndex(fromHex);
  let kind: StepKind = 'step';
  if (!areAdjacent(fromHex, toHex)) {
    if (!ferryBetween(world, from, to)) {
      return refuse('NOT_ADJACENT', '8.11', `${to} is not next to ${from}: units move one hex at a time.`);
    }
    kind = 'permanentFerry';
  }
  const leavingZocOf = zocSourcesAt(world, state, enemySide(side), fromIndex);
  const leavingEnemyZoc = leavingZocOf.length > 0;
  const payments: StepPayment[] = [];
  const onRaised: string[] = [];
  for (const unit of ordered) {
    let cost: number;
    let parts: StepPayment['parts'];
    if (kind === 'permanentFerry') {
      // [28.41] a scenario may close every ferry crossing to a side (before 10.91 says the same of the permanent ferries)
      const ban = ferryBanned(state, unit.side);
      if (ban) return refuse('FERRY_NOT_ALLOWED', ban.rule, `${unit.name} may not cross by ferry in this scenario; only a bridge takes it over.`);
      if (unit.side !== 'german') return refuse('FERRY_NOT_ALLOWED', '10.91', 'The permanent ferries carry German units alone.');
      if (!mayUseFerry(unit)) {
        return refuse('FERRY_NOT_ALLOWED', '10.92', `${unit.name} must be concentrated (towed guns: in Travel) to cross by ferry.`);
      }
      const column = movementColumn(unit.type, unit.mode);
      const hexCost = column === IMMOBILE ? PROHIBITED : world.terrainEffects.hex[terrainOf(world.grid, toIndex)].move[column][unit.mode];
      if (hexCost === PROHIBITED) return refuse('PROHIBITED_TERRAIN', '10.1', `${unit.name} may not enter ${to}.`);
      parts = [
        { label: terrainOf(world.grid, toIndex), mp: hexCost, rule: '10.1' },
        { label: 'permanent ferry', mp: EXTRA_MOVE_COSTS.permanentFerry, rule: '16.16' },
      ];
      if (leavingEnemyZoc && column !== IMMOBILE) parts.push(zocExitPart(column));
      cost = parts.reduce((s, p) => s + p.mp, 0);
    } else {
      const step = stepCost(world, unit, fromIndex, toIndex, {
        bridges: state.bridges,
        leavingEnemyZoc,
        arrivedOnRaised: state.movement.onRaised.includes(unit.id) || startsOnRaised(world, state, unit),
      });
      if (!step.ok) return refuse('PROHIBITED_TERRAIN', step.rule, `${unit.name}: ${step.reason}.`);
      cost = step.cost;
      parts = step.parts;
      if (step.onRaised) onRaised.push(unit.id);
    }
    const spent = unit.status.mpSpent;
    const firstHex = spent === 0 && !isSet(state.movement.hexesMoved[unit.id]);
    const over = spent + cost > MOVEMENT_ALLOWANCE + EPSILON;
    if (over && !firstHex) {
      return refuse(
        'NOT_ENOUGH_MP',
        '8.13',
        `${unit.name} needs ${cost} MP to enter ${to} but has ${MOVEMENT_ALLOWANCE - spent} left.`,
      );
    }
    payments.push({ unitId: unit.id, cost, parts, oneHexRule: over });
  }
  return { kind, from, to, unitIds: ordered.map((u) => u.id), payments, onRaised, leavingZocOf };
}

/** [22.12–22.16] Units coming onto the map at an edge hex; later stacks queue on the road behind. */
function planEntry(world: World, state: GameState, units: Unit[], to: HexId, toIndex: number): PlannedStep | Refusal {
  for (const unit of units) {
    if (!unit.arrival) return refuse('NOT_ON_MAP', '22.0', `${unit.name} is not on the map and has no arrival.`);
    if (unit.arrival.turn > state.turn) {
      return refuse('NOT_YET_ARRIVED', '22.0', `${unit.name} arrives on Game-Turn ${unit.arrival.turn}.`);
    }
    if (!entryHexes(state, unit).includes(to)) {
      return refuse('WRONG_ENTRY_HEX', '22.1', `${unit.name} enters at ${unit.arrival.hexes.join(' or ')}, not ${to}.`);
    }
  }
  // [22.14, 22.21] only a mass beyond the hex's stacking limit queues: the column off the map is
  // cut into stacks of that limit, and each stack ahead of the one this group ends in adds the
  // first hex's cost again (a group larger than a stack starts a fresh one).
  const limit = stackingLimitAt(world, toIndex);
  const enteredBefore = state.movement.entryColumns[to] ?? 0;
  const weight = units.reduce((sum, u) => sum + stackWeight(u), 0);
  const ahead = Number.isFinite(limit) && limit > 0 && enteredBefore > 0 ? Math.floor((enteredBefore + Math.min(weight, limit) - 1) / limit) : 0;
  // [22.13] the road is taken to run on off the map from an edge hex it touches.
  let roadAtEdge = false;
  for (let k = 0; k < 6; k++) if (world.grid.links[toIndex * 6 + k]! & LINK_BIT.road) roadAtEdge = true;
  const payments: StepPayment[] = [];
  for (const unit of units) {
    const column = movementColumn(unit.type, unit.mode);
    if (column === IMMOBILE) return refuse('CANNOT_MOVE', '22.12', `${unit.name} must arrive in Travel mode to move onto the map.`);
    const hexCost = world.terrainEffects.hex[terrainOf(world.grid, toIndex)].move[column][unit.mode];
    const roadRate = roadAtEdge ? world.terrainEffects.link.road.rate[column][unit.mode] : null;
    const first = roadRate ?? hexCost;
    if (first === PROHIBITED) return refuse('PROHIBITED_TERRAIN', '10.1', `${unit.name} may not enter ${to} in this mode.`);
    const parts: StepPayment['parts'] = [{ label: roadRate !== null ? 'road' : terrainOf(world.grid, toIndex), mp: first, rule: roadRate !== null ? '22.13' : '10.1' }];
    if (ahead > 0) parts.push({ label: `${ahead} stack${ahead > 1 ? 's' : ''} ahead in the column`, mp: ahead * first, rule: '22.14' });
    const cost = parts.reduce((s, p) => s + p.mp, 0);
    const over = unit.status.mpSpent + cost > MOVEMENT_ALLOWANCE + EPSILON;
    if (over && ahead > 0) {
      return refuse('NOT_ENOUGH_MP', '22.14', `${unit.name} is too far back in the column to reach ${to} this phase (${cost} MP).`);
    }
    payments.push({ unitId: unit.id, cost, parts, oneHexRule: over });
  }
  return { kind: 'enter', from: null, to, unitIds: units.map((u) => u.id), payments, onRaised: [], leavingZocOf: [] };
}
