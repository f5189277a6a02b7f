/**
 * Sandbox edits that put counters on the map, move them or take them off: placeUnit (a unit off
 * the map, or a new copy of one), moveUnit (straight to a hex) and removeUnit. A hex is checked as
 * the set-up checks it [24.1, 10.1, 8.12]: a hex of the map, in play, terrain the unit may stand in,
 * no enemy there. Going over the stacking limit [9.1] is allowed and reported as a warning, since a
 * sandbox may want to try an overstack.
 */
import { produce } from 'immer';
import { refuse, type Refusal } from '../core/refusal';
import { canonicalHexId, hexIndex, parseHexId, type HexId } from '../hex';
import { placeOnTop, removeFromMap } from '../state/placeUnits';
import { outsidePlayArea } from '../state/playArea';
import { stackingLimitAt, stackWeight } from '../stacking/stacking';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Unit } from '../core/unit';
import { standingTerrainProblem } from '../movement/standingTerrain';
import type { World } from '../world/world';
import type { SandboxResult, SandboxWarning } from './types';
import { editableUnit } from './unitChecks';
import { deleteUnit, setUnit, unitById } from '../state/unitBuckets';

/** Ids of sandbox copies: the original's id, this mark and a number. */
export const SANDBOX_COPY_MARK = '+copy';

export function isSandboxCopy(unitId: string): boolean {
  return unitId.includes(SANDBOX_COPY_MARK);
}

/** Why `unit` may not be put in `hex`, or the canonical hex and any warnings when it may. */
export function checkHexFor(state: GameState, world: World, unit: Unit, hex: HexId): Refusal | { ok: true; hex: HexId; warnings: SandboxWarning[] } {
  const to = canonicalHexId(hex);
  const at = to ? parseHexId(to) : undefined;
  if (!to || !at) return refuse('INVALID_COMMAND', '3.8', `${hex} is not a hex of the map.`);
  const outside = outsidePlayArea(state.playArea, to);
  if (outside) return outside;
  const index = hexIndex(at);
  const terrain = standingTerrainProblem(world, unit, index);
  if (terrain) return refuse('PROHIBITED_TERRAIN', '10.1', `${terrain} (${to}).`);
  const there = unitsInHex(state, to).filter((u) => u.id !== unit.id);
  if (there.some((u) => u.side !== unit.side)) return refuse('ENEMY_OCCUPIED', '8.12', `${to} holds enemy units; units of both sides never share a hex.`);
  return { ok: true, hex: to, warnings: stackingWarning(world, there, unit, to, index) };
}

/** [9.1] Over the hex's limit: allowed in the sandbox, said as a warning. */
function stackingWarning(world: World, there: readonly Unit[], unit: Unit, hex: HexId, index: number): SandboxWarning[] {
  const weight = there.reduce((sum, u) => sum + stackWeight(u), 0) + stackWeight(unit);
  const limit = stackingLimitAt(world, index);
  if (weight <= limit) return [];
  return [{ rule: '9.1', message: `${hex} now holds ${weight} strength points, over its limit of ${limit}; the game would make the owner correct it [9.3].` }];
}

/** A unit off the map onto a hex, or (copy) a new counter of the same kind, at full strength and fresh. */
export function placeUnit(state: GameState, world: World, unitId: string, hex: HexId, copy = false): SandboxResult {
  const unit = unitById(state, unitId);
  if (!unit) return refuse('UNKNOWN_UNIT', '3.4', `There is no unit with id "${unitId}".`);
  if (unit.offMapBattery) return refuse('WRONG_UNIT_TYPE', unit.offMapBattery.rule, `${unit.name} is an off-map battery: it fires from beyond the map edge and never stands on it.`);
  if (copy) return placeCopy(state, world, unit, hex);
  if (unit.hex !== null) return refuse('INVALID_COMMAND', '3.4', `${unit.name} is already on the map in ${unit.hex}; move it instead.`);
  // Brought back as it was, but in play: an eliminated unit with no strength left comes back whole.
  const back: Unit = { ...unit, strength: unit.strength > 0 ? unit.strength : unit.printedStrength };
  delete back.eliminated;
  const checked = checkHexFor(state, world, back, hex);
  if (!checked.ok) return checked;
  const next = produce(state, (draft) => {
    const target = unitById(draft, unitId)!;
    if (target.eliminated) delete target.eliminated;
    target.strength = back.strength;
    if (target.leader?.killedTurn !== undefined) delete target.leader.killedTurn;
    placeOnTop(draft, [unitId], checked.hex);
  });
  return { ok: true, state: next, warnings: checked.warnings };
}

/** The id the next copy of `unitId` gets: the lowest free number. */
export function copyIdFor(state: GameState, unitId: string): string {
  const base = isSandboxCopy(unitId) ? unitId.slice(0, unitId.indexOf(SANDBOX_COPY_MARK)) : unitId;
  for (let n = 1; ; n++) {
    const id = `${base}${SANDBOX_COPY_MARK}${n}`;
    if (!unitById(state, id)) return id;
  }
}

function placeCopy(state: GameState, world: World, source: Unit, hex: HexId): SandboxResult {
  // [17.0, 19.0] a formation has one HQ counter and one leader, which the chain of command names.
  if (source.type === 'hq' || source.type === 'leader') {
    return refuse('WRONG_UNIT_TYPE', source.type === 'hq' ? '17.0' : '19.0', `${source.name} is ${source.type === 'hq' ? 'its formation’s HQ' : 'a leader'}; the chain of command names it, so it cannot be copied.`);
  }
  const id = copyIdFor(state, source.id);
  const n = id.slice(id.indexOf(SANDBOX_COPY_MARK) + SANDBOX_COPY_MARK.length);
  const copy: Unit = {
    id,
    name: `${source.name}′${n === '1' ? '' : n}`,
    side: source.side,
    nationality: source.nationality,
    type: source.type,
    subordination: source.subordination,
    ...(source.formationId !== undefined ? { formationId: source.formationId } : {}),
    ...(source.attachedTo !== undefined ? { attachedTo: source.attachedTo } : {}),
    ...(source.airborne !== undefined ? { airborne: source.airborne } : {}),
    printedStrength: source.printedStrength,
    strength: source.printedStrength,
    effectiveness: { ...source.effectiveness },
    ...(source.effectivenessParenthesized !== undefined ? { effectivenessParenthesized: source.effectivenessParenthesized } : {}),
    printedMorale: source.printedMorale,
    range: source.range,
    ...(source.static !== undefined ? { static: source.static } : {}),
    modes: [...source.modes],
    hex: null,
    stackIndex: 0,
    mode: source.mode,
    status: { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false },
  };
  const checked = checkHexFor(state, world, copy, hex);
  if (!checked.ok) return checked;
  const next = produce(state, (draft) => {
    setUnit(draft, copy);
    placeOnTop(draft, [id], checked.hex);
  });
  return { ok: true, state: next, warnings: checked.warnings };
}

/** Straight to another hex, on top of its stack; no movement point is spent and no rule of movement applies. */
export function moveUnit(state: GameState, world: World, unitId: string, hex: HexId): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  const unit = found.unit;
  if (unit.hex === null) return refuse('NOT_ON_MAP', '3.4', `${unit.name} is not on the map; place it instead.`);
  const checked = checkHexFor(state, world, unit, hex);
  if (!checked.ok) return checked;
  const next = produce(state, (draft) => {
    placeOnTop(draft, [unitId], checked.hex);
    leaveMovementGroup(draft, unitId);
  });
  return { ok: true, state: next, warnings: checked.warnings };
}

/** Off the map, not eliminated (casualties are not touched); a sandbox copy is deleted outright. */
export function removeUnit(state: GameState, unitId: string): SandboxResult {
  const found = editableUnit(state, unitId);
  if (!found.ok) return found;
  const unit = found.unit;
  if (unit.hex === null) return refuse('NOT_ON_MAP', '3.4', `${unit.name} is not on the map.`);
  const next = produce(state, (draft) => {
    removeFromMap(draft, [unitId]);
    leaveMovementGroup(draft, unitId);
    if (isSandboxCopy(unitId)) deleteUnit(draft, unitId);
  });
  return { ok: true, state: next, warnings: [] };
}

/** [8.0] A unit taken out of its stack is no longer part of the stack now moving. */
function leaveMovementGroup(draft: GameState, unitId: string): void {
  draft.movement.group = draft.movement.group.filter((id) => id !== unitId);
  draft.movement.onRaised = draft.movement.onRaised.filter((id) => id !== unitId);
}
