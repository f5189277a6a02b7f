/**
 * What the selected unit may do in the phase now, worked out from the engine's own queries: which
 * units move with it, what a step to each neighbouring hex costs (planMoveStep, the same check the
 * moveStep command meets), which enemy hexes it could assault. Pure, so tested without a browser.
 */
import {
  adjacentHexes,
  areAdjacent,
  canonicalHexId,
  isBattery,
  MOVEMENT_ALLOWANCE,
  parseHexId,
  phaseDefinition,
  planMoveStep,
  unitsInHex,
  whyCannotMove,
  type GameState,
  type HexId,
  type StepPayment,
  type Unit,
  type World,
} from '../../rules/api';
import { unitById } from '../../rules/api';

/** What the action panels offer now: moving and assaulting, firing, or nothing. */
export type ActionMode = 'move' | 'fire' | null;

/** The panel to show for the phase [4.0]; none while a decision is open, during set-up or after the end. */
export function actionMode(state: GameState): ActionMode {
  if (state.ended || state.pending || state.deployment) return null;
  const kind = phaseDefinition(state.phase).kind;
  if (kind === 'conditionalMovement') return 'move';
  if (kind === 'conditionalFire' || kind === 'freeFire') return 'fire';
  return null;
}

/** The selected unit, if it belongs to the side whose phase it is. */
export function phasingUnit(state: GameState, unitId: string | null): Unit | null {
  if (!unitId) return null;
  const unit = unitById(state, unitId);
  if (!unit || unit.eliminated) return null;
  // An off-map battery has no hex but fires in its side's fire phases [24.4].
  if (unit.hex === null && !(isBattery(unit) && actionMode(state) === 'fire')) return null;
  return unit.side === phaseDefinition(state.phase).phasing ? unit : null;
}

/**
 * The units a step takes [8.0, 8.11]: the unit alone, or every unit of its side in its hex that may
 * still move, top first. Empty when the unit itself may not move.
 */
export function movingUnitIds(state: GameState, unit: Unit, wholeStack: boolean): string[] {
  if (whyCannotMove(state, unit)) return [];
  if (!wholeStack || unit.hex === null) return [unit.id];
  return unitsInHex(state, unit.hex)
    .filter((u) => u.side === unit.side && whyCannotMove(state, u) === null)
    .map((u) => u.id);
}

/** The units of the selected unit's side in its hex, top first: the assaulting stack [8.6]. */
export function assaultUnitIds(state: GameState, unit: Unit, wholeStack: boolean): string[] {
  if (!wholeStack || unit.hex === null) return [unit.id];
  return unitsInHex(state, unit.hex)
    .filter((u) => u.side === unit.side)
    .map((u) => u.id);
}


export function hexesAdjacent(a: HexId, b: HexId): boolean {
  const x = parseHexId(a);
  const y = parseHexId(b);
  return x !== undefined && y !== undefined && areAdjacent(x, y);
}

/** One step to a neighbouring hex: what it costs the stack, or why it is refused. */
export type StepChoice =
  | { to: HexId; ok: true; cost: number; payments: StepPayment[]; oneHexRule: boolean }
  | { to: HexId; ok: false; rule: string; reason: string };

/** The highest cost any unit pays (the stack moves at its slowest unit's price) [8.11]. */
export function stepCostOf(payments: readonly StepPayment[]): number {
  return payments.reduce((max, p) => Math.max(max, p.cost), 0);
}

export function stepChoice(world: World, state: GameState, unitIds: readonly string[], to: HexId): StepChoice {
  const plan = planMoveStep(world, state, { type: 'moveStep', unitIds: [...unitIds], to });
  if ('ok' in plan) return { to, ok: false, rule: plan.rule, reason: plan.message };
  return { to, ok: true, cost: stepCostOf(plan.payments), payments: plan.payments, oneHexRule: plan.payments.some((p) => p.oneHexRule) };
}

/** Every neighbouring hex with its step price or refusal, possible steps first (cheapest first). */
export function stepChoices(world: World, state: GameState, unitIds: readonly string[]): StepChoice[] {
  const first = unitIds[0] ? unitById(state, unitIds[0]) : undefined;
  if (!first?.hex) return [];
  const choices = adjacentHexes(first.hex).map((to) => stepChoice(world, state, unitIds, to));
  return choices.sort((a, b) => {
    if (a.ok !== b.ok) return a.ok ? -1 : 1;
    if (a.ok && b.ok && a.cost !== b.cost) return a.cost - b.cost;
    return a.to < b.to ? -1 : a.to > b.to ? 1 : 0;
  });
}

/** MP a unit has left this phase [3.5c, 8.0]. */
export function mpLeft(unit: Unit): number {
  return Math.max(0, MOVEMENT_ALLOWANCE - unit.status.mpSpent);
}

/** Enemy-held hexes next to the unit's hex: the hexes it might assault [8.6]. */
export function adjacentEnemyHexes(state: GameState, unit: Unit): HexId[] {
  if (unit.hex === null) return [];
  return adjacentHexes(unit.hex).filter((hex) => unitsInHex(state, hex).some((u) => u.side !== unit.side && !u.eliminated));
}

/**
 * The units a move takes, as the player chose them [8.0, 8.11]: Shift means the selected unit alone;
 * units ticked in the stack viewer (a split: they move, the rest stay) when the pick is for this hex
 * and holds the selected unit; else the whole stack (for a stack already moving, its own members) or
 * the unit alone. Empty when the unit may not move.
 */
export function moveGroupIds(
  state: GameState,
  unit: Unit,
  choice: { wholeStack: boolean; shift: boolean; picked: { hex: HexId; unitIds: readonly string[] } | null },
): string[] {
  const all = movingUnitIds(state, unit, true);
  if (all.length === 0) return [];
  if (choice.shift) return [unit.id];
  const picked = choice.picked;
  if (picked && unit.hex !== null && canonicalHexId(picked.hex) === canonicalHexId(unit.hex) && picked.unitIds.includes(unit.id)) {
    return all.filter((id) => picked.unitIds.includes(id));
  }
  if (!choice.wholeStack) return [unit.id];
  // A stack already on its way keeps its members: units it stopped beside (an HQ standing in the
  // hex) join only when the player ticks them in the stack list, never silently [8.11].
  const moving = state.movement.group;
  if (moving.includes(unit.id)) return all.filter((id) => moving.includes(id));
  return all;
}

/**
 * What the next step takes when it is not every own unit in the hex (a stack that joined others
 * goes on alone, or a split) [8.11, 9.0]: "Moving: 1 unit of 3 in C2508 (A/1/501); the other 2
 * stay." Null when the whole stack moves or nothing can.
 */
export function movingGroupText(state: GameState, unit: Unit, ids: readonly string[]): string | null {
  if (ids.length === 0 || unit.hex === null) return null;
  const own = unitsInHex(state, unit.hex).filter((u) => u.side === unit.side && !u.eliminated);
  const staying = own.length - ids.length;
  if (staying <= 0) return null;
  const names = ids.map((id) => unitById(state, id)?.name ?? id).join(', ');
  const count = (n: number) => `${n} unit${n === 1 ? '' : 's'}`;
  return `Moving: ${count(ids.length)} of ${own.length} in ${unit.hex} (${names}); the other ${staying === 1 ? 'one stays' : `${staying} stay`} [8.11].`;
}
