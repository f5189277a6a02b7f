/**
 * What a close action costs each attacker [8.6, 8.7 note, 8.14, 10.73, 16.11, 16.16]: the cost of
 * entering the assaulted hex as if moving there, plus 1 MP, plus the price of leaving an enemy zone
 * of control, which an assault always pays (even from forest or city or across a dike, where no
 * zone reaches it, 10.73). A unit that has not yet entered a hex this phase may always assault,
 * whatever the total (the 8.7 note, like 8.14).
 */
import type { StepPayment } from '../movement/events';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { IMMOBILE, movementColumn } from '../tables/movementClass';
import { EXTRA_MOVE_COSTS, MOVEMENT_ALLOWANCE, PROHIBITED } from '../tables/terrainEffects';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { startsOnRaised } from '../movement/planStep';
import { stepCost, zocExitPart, type CostPart } from '../movement/stepCost';
import type { Approach } from './approach';

const EPSILON = 1e-9;

export type AssaultCost = { ok: true; payment: StepPayment } | { ok: false; rule: string; reason: string };

const CLOSE_ACTION_PART: CostPart = { label: 'close action', mp: EXTRA_MOVE_COSTS.closeAction, rule: '8.6' };

/** Units that cannot move in their mode do not go anywhere: they ride along and pay nothing [5.52, 18.2c]. */
export function staysPut(unit: Unit): boolean {
  return movementColumn(unit.type, unit.mode) === IMMOBILE;
}

/** The parts of one unit's assault cost, or why it could not enter the hex [10.42]. */
export function assaultCostParts(world: World, state: GameState, unit: Unit, approach: Approach): { ok: true; parts: CostPart[] } | { ok: false; rule: string; reason: string } {
  const column = movementColumn(unit.type, unit.mode);
  if (column === IMMOBILE) return { ok: true, parts: [] };
  if (approach.kind === 'hexside') {
    const step = stepCost(world, unit, approach.fromIndex, approach.targetIndex, {
      bridges: state.bridges,
      leavingEnemyZoc: true,
      arrivedOnRaised: state.movement.onRaised.includes(unit.id) || startsOnRaised(world, state, unit),
    });
    // [10.42] no assault into a hex the unit could not enter.
    if (!step.ok) return { ok: false, rule: step.rule === '10.1' ? '10.42' : step.rule, reason: step.reason };
    return { ok: true, parts: [...step.parts, CLOSE_ACTION_PART] };
  }
  const terrain = terrainOf(world.grid, approach.targetIndex);
  const hexCost = world.terrainEffects.hex[terrain].move[column][unit.mode];
  if (hexCost === PROHIBITED) return { ok: false, rule: '10.42', reason: `${unit.name} may not enter ${terrain} ${unit.mode}` };
  const crossing: CostPart =
    approach.kind === 'permanentFerry'
      ? { label: 'permanent ferry', mp: EXTRA_MOVE_COSTS.permanentFerry, rule: '16.16' }
      : { label: 'engineer ferry', mp: EXTRA_MOVE_COSTS.engineerFerry, rule: '16.11' };
  return { ok: true, parts: [{ label: terrain, mp: hexCost, rule: '10.1' }, crossing, zocExitPart(column), CLOSE_ACTION_PART] };
}

/**
 * One unit's payment, checked against what it has left. `enforceAllowance` is false when the
 * assault resumes after opportunity fire: the announcement was legal and must be carried out [8.6].
 */
export function assaultCost(world: World, state: GameState, unit: Unit, approach: Approach, enforceAllowance = true): AssaultCost {
  const parts = assaultCostParts(world, state, unit, approach);
  if (!parts.ok) {
    if (enforceAllowance) return parts;
    return { ok: true, payment: { unitId: unit.id, cost: CLOSE_ACTION_PART.mp, parts: [CLOSE_ACTION_PART], oneHexRule: false } };
  }
  const cost = parts.parts.reduce((s, p) => s + p.mp, 0);
  const spent = unit.status.mpSpent;
  const over = spent + cost > MOVEMENT_ALLOWANCE + EPSILON;
  // [8.7 note, 8.14, 16.11] a unit still where it began the phase may always make the assault.
  const stillWhereItBegan = (state.movement.hexesMoved[unit.id] ?? 0) === 0;
  if (over && !stillWhereItBegan && enforceAllowance) {
    return { ok: false, rule: '8.6', reason: `${unit.name} needs ${cost} MP for the close action but has ${Math.max(0, MOVEMENT_ALLOWANCE - spent)} left` };
  }
  return { ok: true, payment: { unitId: unit.id, cost, parts: parts.parts, oneHexRule: over } };
}
