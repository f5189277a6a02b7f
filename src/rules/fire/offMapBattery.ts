/**
 * Off-map batteries [24.4]: artillery that never comes onto the map (hex null) and fires from
 * beyond its edge. What differs from artillery on the map, and is decided here:
 * - it fires only in its own side's fire phases, never as opportunity fire;
 * - range is counted in hexrows of its map section: |target's local row − `fromRow`| against the
 *   printed range (no doubled range: the scenario fixes the reach outright);
 * - the target hex must be seen by an undisrupted unit of `spotterNationality` on the same side
 *   (observation as in 6.0); no HQ control and no communication are needed;
 * - it is always in supply (no depletion roll after firing), cannot be fired at and weighs nothing
 *   in any stack (it stands in none).
 * The rest of the shot (indirect matrix 5.62, results, losses) is the ordinary procedure; the
 * plan is built in eligibility.ts from what this file returns.
 */
import type { RefusalCode } from '../core/refusal';
import { isDraft } from 'immer';
import type { HexId } from '../hex';
import { hexSeesHex, observerProblem } from '../observation/observers';
import { localRowIn } from '../state/playArea';
import { unitsInIdOrder } from '../state/unitOrder';
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { OffMapBattery, Unit } from '../core/unit';
import type { World } from '../world/world';
import { effectivenessIn } from './unitClass';

export type BatteryRefusal = { ok: false; code: RefusalCode; rule: string; reason: string };
export type BatteryShot = { ok: true; distance: number; spotterId: string } | BatteryRefusal;

function no(code: RefusalCode, rule: string, reason: string): BatteryRefusal {
  return { ok: false, code, rule, reason };
}

export function isOffMapBattery(unit: Unit): boolean {
  return unit.offMapBattery !== undefined && !unit.eliminated;
}

/** Hexrows from the battery's base row to the hex, or null when the hex is not on its map section. */
export function batteryDistance(battery: OffMapBattery, hex: HexId): number | null {
  const row = localRowIn(battery.section, hex);
  return row === null ? null : Math.abs(row - battery.fromRow);
}

/** Is the hex within the battery's reach (for the fire queries' candidate lists)? */
export function batteryReaches(unit: Unit, hex: HexId): boolean {
  if (!unit.offMapBattery) return false;
  const distance = batteryDistance(unit.offMapBattery, hex);
  return distance !== null && distance <= Math.max(unit.range, 1);
}

/** Why the battery cannot fire at all in this context, or null [24.4, 5.0, 5.22]. */
export function batteryFirerProblem(state: GameState, firer: Unit, own: boolean): BatteryRefusal | null {
  const rule = firer.offMapBattery?.rule ?? '24.4';
  if (firer.eliminated) return no('NOT_ON_MAP', '5.0', `${firer.name} has been eliminated.`);
  if (!own) return no('CANNOT_FIRE', rule, `${firer.name} is an off-map battery: it fires only in its own side's fire phases, never as opportunity fire.`);
  if (firer.side !== phaseDefinition(state.phase).phasing) return no('WRONG_SIDE', '5.0', `${firer.name} may fire only in its own side's fire phases.`);
  if (firer.status.disrupted) return no('DISRUPTED', '5.22', `${firer.name} is disrupted and cannot fire.`);
  if (firer.status.depleted) return no('CANNOT_FIRE', '5.22', `${firer.name} is depleted and cannot fire.`);
  if (effectivenessIn(firer, firer.mode) === undefined) return no('CANNOT_FIRE', '3.5', `${firer.name} shows no effectiveness on its ${firer.mode} face.`);
  return null;
}

/** Range by hexrows and a spotter of the named nationality [24.4, 6.0]. */
export function batteryShot(state: GameState, world: World, firer: Unit, targetHex: HexId): BatteryShot {
  const battery = firer.offMapBattery!;
  const range = Math.max(firer.range, 1);
  const distance = batteryDistance(battery, targetHex);
  if (distance === null) return no('OUT_OF_RANGE', battery.rule, `${firer.name} fires only onto Map ${battery.section}; ${targetHex} is not on it.`);
  if (distance > range) {
    return no('OUT_OF_RANGE', battery.rule, `${firer.name} reaches ${range} hexrows from hexrow ${battery.fromRow} of Map ${battery.section}; ${targetHex} is ${distance} rows away.`);
  }
  const spotter = spotterOf(state, world, firer.side, battery.spotterNationality, targetHex);
  if (!spotter) {
    return no('NOT_OBSERVED', battery.rule, `${firer.name} fires only at hexes seen by an undisrupted ${battery.spotterNationality} unit; none sees ${targetHex}.`);
  }
  return { ok: true, distance, spotterId: spotter };
}

/** A unit that may spot for a battery now, and where it stands. */
interface Spotter {
  id: string;
  hex: HexId;
}

/** Per frozen position: the spotters of each side and nationality, and the answer for each target hex. */
interface SpotterIndex {
  spotters: Map<string, readonly Spotter[]>;
  answers: Map<string, string | null>;
}
const SPOTTERS = new WeakMap<GameState, SpotterIndex>();

/**
 * [24.4, 6.0] The first unit in id order of this side and nationality that sees the hex now (on the
 * map, not itself a battery, observing as 6.0 and 11.5 say), or null. The spotters are listed once
 * per position and each hex's answer kept with it, instead of every unit being tried for every
 * battery and target; a draft (inside `apply`) is worked out afresh.
 */
function spotterOf(state: GameState, world: World, side: Unit['side'], nationality: string, targetHex: HexId): string | null {
  const keep = !isDraft(state) && Object.isFrozen(state);
  let index = keep ? SPOTTERS.get(state) : undefined;
  if (!index) {
    index = { spotters: new Map(), answers: new Map() };
    if (keep) SPOTTERS.set(state, index);
  }
  const key = `${side}|${nationality}|${targetHex}`;
  const known = index.answers.get(key);
  if (known !== undefined) return known;
  const group = `${side}|${nationality}`;
  let spotters = index.spotters.get(group);
  if (!spotters) {
    spotters = unitsInIdOrder(state)
      .filter((u) => u.side === side && u.nationality === nationality && !u.offMapBattery && observerProblem(u) === null)
      .map((u) => ({ id: u.id, hex: u.hex! }));
    index.spotters.set(group, spotters);
  }
  const found = spotters.find((s) => hexSeesHex(state, world, s.hex, targetHex).ok)?.id ?? null;
  index.answers.set(key, found);
  return found;
}
