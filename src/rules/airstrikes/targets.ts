/**
 * Where a side may put an airstrike and whom it may hit [6.4, 15.11, 15.13, 15.14, 15.18, 15.31,
 * 15.33], with the chance of each result for every target the strike could hit (for the screen).
 * Used by `validate` for the placing command and again at resolution, when the hex may have changed.
 */
import { canonicalHexId, hexDistance, hexIndex, neighbors, parseHexId, hexId as formatHex, type HexId } from '../hex';
import { unitObserves } from '../observation/observers';
import type { GameState } from '../core/gameState';
import { unitsInHex } from '../state/stacks';
import type { Side, Unit } from '../core/unit';
import { airstrikeColumn, airstrikeResultDistribution, type AirstrikeColumn, type AirstrikeResult } from '../tables/airstrikeBombardment';
import type { ResultChance } from '../tables/fireResults';
import { terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';
import { noAirReason, strikesLeft, strikesPerAttack, type StrikesPerAttack } from './allotment';
import { alliedCapOptionOn, enemyCapOver } from './cap';
import { inXxxCorps, xxxCorpsHqs } from './xxxCorps';
import { allUnits } from '../state/unitBuckets';

/** [15.11] Attacks one hex may receive in a Game-Turn (a 2- or 3-strike group is one attack, 15.13). */
export const MAX_ATTACKS_PER_HEX = 3;
/** [15.33] With the Allied CAP option, Allied strikes land within this many hexes of a XXX Corps formation HQ. */
export const ALLIED_STRIKE_RANGE = 30;
/** [15.18] Only this many units from the top of a stack can be hit. */
export const STRIKABLE_FROM_TOP = 2;

export interface AirReason {
  rule: string;
  reason: string;
}

export type AirstrikeTarget =
  | { unitId: string; unitName: string; ok: true; column: AirstrikeColumn; chances: ResultChance<AirstrikeResult>[] }
  | { unitId: string; unitName: string; ok: false; rule: string; reason: string };

export interface AirstrikeTargets {
  hex: HexId;
  /** The hex may receive an attack now. */
  legal: boolean;
  /** Why not, when it may not. */
  why: AirReason | null;
  perAttack: StrikesPerAttack;
  strikesLeft: number;
  /** Attacks already placed on the hex this turn [15.11]. */
  attacksPlaced: number;
  /** The units an attack could hit (the top two of the stack, leaders aside), legal or with the reason. */
  targets: AirstrikeTarget[];
}

/** Leader counters (by type, with or without their command data) [15.14, 19.5]. */
function isLeader(unit: Unit): boolean {
  return unit.type === 'leader';
}

/** [15.18] The units of a stack an airstrike can reach: the top two, leaders aside (not combat units, never hit: 15.14, 19.5). */
export function strikableUnits(state: GameState, hex: HexId): Unit[] {
  return unitsInHex(state, hex)
    .filter((u) => !isLeader(u))
    .slice(0, STRIKABLE_FROM_TOP);
}

/** Is a unit of `side` next to the hex [6.4a]? */
function friendAdjacent(state: GameState, side: Side, hex: HexId): boolean {
  return neighbors(parseHexId(hex)!).some((n) => unitsInHex(state, formatHex(n)).some((u) => u.side === side && !u.eliminated));
}

/** [15.33] With the Allied CAP option, a XXX Corps unit that sees the hex may sight for the strike. */
function xxxCorpsSighter(state: GameState, world: World, hex: HexId): Unit | undefined {
  return allUnits(state).find(
    (u) => u.hex !== null && !u.eliminated && inXxxCorps(state, u) && unitObserves(state, world, u.id, hex).ok,
  );
}

/** Why one unit of the hex may not be hit by `side`'s strike, or null [6.4, 15.14]. */
export function targetProblem(state: GameState, world: World, side: Side, hex: HexId, unit: Unit): AirReason | null {
  if (unit.side === side) return { rule: '15.14', reason: `${unit.name} is one of your own units` };
  const terrain = terrainOf(world.grid, hexIndex(parseHexId(hex)!));
  if (unit.mode === 'dispersed' && !unit.status.disrupted && (terrain === 'city' || terrain === 'forest')) {
    if (friendAdjacent(state, side, hex)) return null;
    if (side === 'allied' && alliedCapOptionOn(state) && xxxCorpsSighter(state, world, hex)) return null;
    return { rule: '6.4', reason: `${unit.name} is dispersed in ${terrain} with none of your units next to it` };
  }
  return null;
}

/** The column a target reads on the Airstrike Bombardment Table [15.5, 15.22]. */
export function targetColumn(world: World, hex: HexId, unit: Unit): AirstrikeColumn {
  const terrain = terrainOf(world.grid, hexIndex(parseHexId(hex)!));
  return airstrikeColumn({ mode: unit.mode, disrupted: unit.status.disrupted, forestOrCity: terrain === 'forest' || terrain === 'city' });
}

/** Attacks placed on the hex this turn [15.11]. */
export function attacksPlacedOn(state: GameState, hex: HexId): number {
  return state.air.strikes.filter((s) => s.hex === hex && s.turn === state.turn).length;
}

/** Why the hex may not be attacked by `side` now (targets aside), or null. */
function hexProblem(state: GameState, side: Side, hex: HexId, perAttack: StrikesPerAttack, left: number): AirReason | null {
  const noAir = noAirReason(state, side);
  if (noAir) return noAir;
  if (left < perAttack.strikes) {
    const why = perAttack.night && perAttack.noFlight ? 'at night in P weather' : perAttack.night ? 'at night' : perAttack.noFlight ? 'in P weather' : '';
    return perAttack.strikes > 1
      ? { rule: '15.13', reason: `one attack ${why} takes ${perAttack.strikes} airstrikes and you have ${left} left this segment` }
      : { rule: '15.12', reason: 'you have no airstrikes left this segment' };
  }
  if (attacksPlacedOn(state, hex) >= MAX_ATTACKS_PER_HEX) {
    return { rule: '15.11', reason: `${hex} already has ${MAX_ATTACKS_PER_HEX} airstrike attacks this turn` };
  }
  const cap = enemyCapOver(state, hex, side);
  if (cap) return { rule: '15.31', reason: `${hex} is under enemy air cover (${cap.source})` };
  if (side === 'allied' && alliedCapOptionOn(state)) {
    const at = parseHexId(hex)!;
    const nearest = Math.min(...xxxCorpsHqs(state).map((hq) => hexDistance(at, parseHexId(hq.hex!)!)));
    if (nearest > ALLIED_STRIKE_RANGE) {
      return Number.isFinite(nearest)
        ? { rule: '15.33', reason: `${hex} is ${nearest} hexes from the nearest XXX Corps HQ; the limit is ${ALLIED_STRIKE_RANGE}` }
        : { rule: '15.33', reason: 'no XXX Corps HQ is on the map to direct Allied airstrikes' };
    }
  }
  return null;
}

/** Everything the screen needs to offer an airstrike on `hex` for `side`: legal or why not, and the odds per target. */
export function airstrikeTargets(state: GameState, world: World, side: Side, hex: HexId): AirstrikeTargets {
  const at = canonicalHexId(hex) ?? hex;
  const perAttack = strikesPerAttack(state, at);
  const left = strikesLeft(state, side);
  const targets: AirstrikeTarget[] = strikableUnits(state, at).map((unit) => {
    const problem = targetProblem(state, world, side, at, unit);
    if (problem) return { unitId: unit.id, unitName: unit.name, ok: false, ...problem };
    const column = targetColumn(world, at, unit);
    return { unitId: unit.id, unitName: unit.name, ok: true, column, chances: airstrikeResultDistribution(column, world.tables.airstrike) };
  });
  const base = { hex: at, perAttack, strikesLeft: left, attacksPlaced: attacksPlacedOn(state, at), targets };
  if (!parseHexId(at)) return { ...base, legal: false, why: { rule: '15.0', reason: `${hex} is not a hex of the map` } };
  const problem = hexProblem(state, side, at, perAttack, left) ?? noTargetProblem(state, at, targets);
  return { ...base, legal: problem === null, why: problem };
}

/** [6.4b, 15.14, 15.18] Why no unit of the hex can be hit, or null when one can. */
function noTargetProblem(state: GameState, hex: HexId, targets: readonly AirstrikeTarget[]): AirReason | null {
  if (targets.some((t) => t.ok)) return null;
  const all = unitsInHex(state, hex);
  if (all.length > 0 && all.every(isLeader)) return { rule: '6.4', reason: `a leader alone in ${hex} cannot be airstruck` };
  const first = targets.find((t) => !t.ok);
  if (first && !first.ok) return { rule: first.rule, reason: first.reason };
  return { rule: '15.14', reason: `there is no enemy combat unit or HQ in ${hex}` };
}
