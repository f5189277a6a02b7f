/**
 * [16.1–16.15] A bridge engineer ferries infantry, heavy weapons, HQs and combat engineers (or only
 * itself) across the unbridged canal or river beside it: everyone must have started the phase in
 * the engineer's hex and not moved; the load may not outweigh the engineer [16.12]; the crossing
 * costs the far hex's terrain plus 2 MP and may always be a unit's whole move [16.11]; the
 * engineer itself moves no more this phase [16.13, 16.14]. Ferrying out of an enemy zone of
 * control draws opportunity fire at the passengers [16.2].
 */
import { ferryBanned } from '../../state/scenarioRestrictions';
import { z } from 'zod';
import type { GameEvent } from '../../core/events';
import type { GameState } from '../../core/gameState';
import { OK, refuse, type Refusal, type Validation } from '../../core/refusal';
import type { Side, Unit, UnitType } from '../../core/unit';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema, unitIdsSchema } from '../../define/schemaParts';
import { canonicalHexId, hexDistance, hexesWithinTwo, hexIndex, parseHexId, type HexId } from '../../hex';
import { isLeader } from '../../leaders/leaders';
import { continueAfterMove } from '../../movement/afterMove';
import { arriveInHex } from '../../movement/arrive';
import { whyCannotMove } from '../../movement/canMove';
import type { StepPayment } from '../../movement/events';
import { openOpportunityWindow, opportunityTrigger } from '../../movement/opportunity';
import { findUnits } from '../../movement/planStep';
import { zocExitPart } from '../../movement/stepCost';
import { outsidePlayArea } from '../../state/playArea';
import { bridgeStands } from '../../state/bridges';
import { sideStacksWith, unitsInHex } from '../../state/stacks';
import { IMMOBILE, movementColumn } from '../../tables/movementClass';
import { EXTRA_MOVE_COSTS, PROHIBITED } from '../../tables/terrainEffects';
import { bridgeKey, directionIndex, FEATURE_BIT, terrainOf } from '../../world/mapGrid';
import type { World } from '../../world/world';
import { enemySide, zocSourcesAt } from '../../zoc/zoneOfControl';
import { unitById } from '../../state/unitBuckets';

/** [16.1–16.14] A bridge engineer ferries units (or itself) across the canal or river beside it. */
export interface FerryCommand {
  type: 'ferry';
  engineerId: string;
  unitIds: string[];
  to: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    ferry: FerryCommand;
  }
}

export const ferryCommand = defineCommand({
  type: 'ferry',
  schema: z.strictObject({ type: z.literal('ferry'), engineerId: z.string(), unitIds: unitIdsSchema, to: hexIdSchema }),
  when: { phases: ['conditionalMovement'] },
  validate: validateFerry,
  apply: (draft, command, { world, events, resumed }) => applyFerry(draft, command, world, events, resumed),
  candidates: [{ kind: 'ferry', list: ferries }],
  describe: (c) => `ferry ${c.unitIds.map((id) => `"${id}"`).join(', ')} to ${c.to} with "${c.engineerId}"`,
  label: (c, name) => `${name(c.engineerId)} ferries ${c.unitIds.map(name).join(', ')} to ${c.to} [16.1]`,
  possible: {
    kinds: [{ kind: 'ferry', one: 'bridge engineer', many: 'bridge engineers', verb: 'can ferry', rule: '16.1' }],
    key: (_state, c) => ({ kind: 'ferry', keys: [c.engineerId] }),
  },
  actors: (c) => c.unitIds,
});

/** [16.1] Who may be ferried. */
const FERRYABLE: ReadonlySet<UnitType> = new Set(['infantry', 'heavyWeapons', 'hq', 'combatEngineer']);

function standing(world: World, list: readonly number[] | undefined, state: GameState): boolean {
  return (list ?? []).some((n) => bridgeStands(state.bridges, bridgeKey(world.grid.bridges[n]!)));
}

/** Is there an unbridged canal or river between the engineer's hex and `to` [16.1]? */
function crossesWater(world: World, state: GameState, from: number, to: number): boolean {
  const grid = world.grid;
  const k = directionIndex(grid.neighbor, from, to);
  if (k >= 0) {
    const bits = grid.features[from * 6 + k]!;
    return (bits & (FEATURE_BIT.canal | FEATURE_BIT.river)) !== 0 && !standing(world, grid.sideBridges.get(from * 6 + k), state);
  }
  // Across a one-hex-wide river: the hex between must be open water without a standing bridge.
  for (let j = 0; j < 6; j++) {
    const middle = grid.neighbor[from * 6 + j]!;
    if (middle < 0 || directionIndex(grid.neighbor, middle, to) < 0) continue;
    if (terrainOf(grid, middle) === 'allWater' && !standing(world, grid.hexBridges.get(middle), state)) return true;
  }
  return false;
}

interface FerryPlan {
  from: HexId;
  to: HexId;
  passengers: Unit[];
  payments: StepPayment[];
}

function planFerry(world: World, state: GameState, command: FerryCommand): FerryPlan | Refusal {
  const engineer = unitById(state, command.engineerId);
  if (!engineer) return refuse('UNKNOWN_UNIT', '16.1', `There is no unit with id "${command.engineerId}".`);
  if (engineer.type !== 'bridgeEngineer') return refuse('INVALID_COMMAND', '16.1', `${engineer.name} is not a bridge engineer.`);
  const why = whyCannotMove(state, engineer);
  if (why) return refuse('CANNOT_MOVE', why.rule, `${why.reason}.`);
  if (engineer.hex === null) return refuse('NOT_ON_MAP', '16.11', `${engineer.name} is not on the map.`);
  // [28.41] a scenario may close every ferry crossing to a side
  const ban = ferryBanned(state, engineer.side);
  if (ban) return refuse('FERRY_NOT_ALLOWED', ban.rule, `${engineer.side === 'allied' ? 'Allied' : 'German'} units may not cross by ferry in this scenario; only a bridge takes them over.`);
  const found = findUnits(state, command.unitIds);
  if (!Array.isArray(found)) return found;
  const selfFerry = command.unitIds.includes(engineer.id);
  if (selfFerry && command.unitIds.length > 1) {
    return refuse('INVALID_COMMAND', '16.14', 'An engineer that ferries itself takes no one else that phase.');
  }
  const from = canonicalHexId(engineer.hex)!;
  for (const unit of [engineer, ...found]) {
    if (unit.hex === null || canonicalHexId(unit.hex) !== from) {
      return refuse('NOT_IN_STACK', '16.11', `${unit.name} must be stacked with ${engineer.name}.`);
    }
    // [16.11] the crossing starts the phase: nobody may have moved yet.
    if (unit.status.mpSpent > 0 || (state.movement.hexesMoved[unit.id] ?? 0) > 0) {
      return refuse('CANNOT_MOVE', '16.11', `${unit.name} has already moved this phase.`);
    }
  }
  for (const unit of found) {
    if (unit.id === engineer.id) continue;
    if (!FERRYABLE.has(unit.type)) return refuse('INVALID_COMMAND', '16.1', `${unit.name} cannot be ferried: only infantry, heavy weapons, HQs and combat engineers.`);
    const cannot = whyCannotMove(state, unit);
    if (cannot) return refuse('CANNOT_MOVE', cannot.rule, `${cannot.reason}.`);
  }
  const load = found.filter((u) => u.id !== engineer.id).reduce((s, u) => s + u.strength, 0);
  if (load > engineer.strength) {
    return refuse('INVALID_COMMAND', '16.12', `${engineer.name} (${engineer.strength} SP) cannot ferry ${load} SP.`);
  }
  const to = canonicalHexId(command.to);
  const toHex = to ? parseHexId(to) : undefined;
  if (!to || !toHex) return refuse('INVALID_COMMAND', '16.1', `${command.to} is not a hex of the map.`);
  const outside = outsidePlayArea(state.playArea, to); // [24.1]
  if (outside) return outside;
  const fromHex = parseHexId(from)!;
  const fromIndex = hexIndex(fromHex);
  const toIndex = hexIndex(toHex);
  const distance = hexDistance(fromHex, toHex);
  if (!(distance === 1 || distance === 2) || !crossesWater(world, state, fromIndex, toIndex)) {
    return refuse('INVALID_COMMAND', '16.1', `${to} is not across an unbridged canal or river from ${from}.`);
  }
  if (unitsInHex(state, to).some((u) => u.side !== engineer.side)) {
    return refuse('ENEMY_OCCUPIED', '8.12', `${to} is held by the enemy.`);
  }
  const leavingEnemyZoc = zocSourcesAt(world, state, enemySide(engineer.side), fromIndex).length > 0;
  const terrain = terrainOf(world.grid, toIndex);
  const payments: StepPayment[] = [];
  for (const unit of found) {
    const column = movementColumn(unit.type, unit.mode);
    const hexCost = column === IMMOBILE ? PROHIBITED : world.terrainEffects.hex[terrain].move[column][unit.mode];
    if (hexCost === PROHIBITED) return refuse('PROHIBITED_TERRAIN', '10.1', `${unit.name} may not enter ${terrain} in this mode.`);
    const parts: StepPayment['parts'] = [
      { label: terrain, mp: hexCost, rule: '10.1' },
      { label: 'engineer ferry', mp: EXTRA_MOVE_COSTS.engineerFerry, rule: '16.11' },
    ];
    if (leavingEnemyZoc && column !== IMMOBILE) parts.push(zocExitPart(column));
    const cost = parts.reduce((s, p) => s + p.mp, 0);
    payments.push({ unitId: unit.id, cost, parts, oneHexRule: cost > 4 });
  }
  return { from, to, passengers: found, payments };
}

function validateFerry(state: GameState, command: FerryCommand, world: World): Validation {
  const plan = planFerry(world, state, command);
  return 'ok' in plan ? plan : OK;
}

function applyFerry(draft: GameState, command: FerryCommand, world: World, events: GameEvent[], resumed: boolean): void {
  const plan = planFerry(world, draft, command);
  if ('ok' in plan) {
    events.push({ type: 'actionCancelled', reason: plan.message, rule: plan.rule });
    return;
  }
  const ids = plan.passengers.map((u) => u.id);
  if (!resumed) {
    const trigger = opportunityTrigger(world, draft, 'ferry', plan.from, ids);
    if (trigger) {
      openOpportunityWindow(draft, trigger, command, events);
      return;
    }
  }
  const movement = draft.movement;
  for (const id of movement.group) if (!movement.finished.includes(id)) movement.finished.push(id);
  // [16.13, 16.14] the engineer's work is its move.
  if (!movement.finished.includes(command.engineerId)) movement.finished.push(command.engineerId);
  movement.group = ids.filter((id) => id !== command.engineerId);
  for (const payment of plan.payments) {
    unitById(draft, payment.unitId)!.status.mpSpent += payment.cost;
    movement.hexesMoved[payment.unitId] = (movement.hexesMoved[payment.unitId] ?? 0) + 1;
  }
  arriveInHex(draft, world, ids, plan.to, events, () =>
    events.push({ type: 'unitsMoved', unitIds: ids, from: plan.from, to: plan.to, payments: plan.payments, rule: '16.11' }),
  );
  continueAfterMove(draft, world, events);
}

/** [16.1, 16.14] each bridge engineer across the water: itself alone, or everyone else in its hex. */
function ferries(state: GameState, _world: World, side: Side, only?: string): FerryCommand[] {
  const out: FerryCommand[] = [];
  for (const [hex, stack] of sideStacksWith(state, side, only)) {
    for (const engineer of stack.filter((u) => u.type === 'bridgeEngineer' && whyCannotMove(state, u) === null)) {
      const passengers = stack.filter((u) => u.id !== engineer.id && !isLeader(u)).map((u) => u.id);
      const loads = passengers.length > 0 ? [[engineer.id], passengers] : [[engineer.id]];
      for (const to of hexesWithinTwo(hex)) for (const unitIds of loads) out.push({ type: 'ferry', engineerId: engineer.id, unitIds, to });
    }
  }
  return out;
}
