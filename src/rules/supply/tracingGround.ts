/**
 * The ground a side traces supply over, worked out once per judgment: which hexes hold enemy units,
 * which hold friendly ones, which the enemy controls, and which steps between neighbours can be
 * crossed at all. Every supply trace (HQ road paths, the regimental company, the ten-hex unit range)
 * reads this instead of scanning the units again.
 *
 * - Enemy units block a path; a hex holding only enemy leaders does not [11.21, 11.31, 19.2].
 * - An enemy-controlled hex blocks unless a friendly unit stands in it; for supply, and only for
 *   supply, friendly units cancel the enemy zone [7.3, 7.5].
 * - A step is traversable when an infantry company could make it in some mode: no prohibited
 *   terrain, no blocked hexside, no unbridged river or canal [11.31, 10.1].
 */
import { hexIndex, parseHexId, HEX_INDEX_SIZE } from '../hex';
import { stepCost, type Mover } from '../movement/stepCost';
import type { GameState } from '../core/gameState';
import type { Side, Unit } from '../core/unit';
import { enemySide, zocSourcesAt } from '../zoc/zoneOfControl';
import { keptZocMap } from '../zoc/keptZocMap';
import type { World } from '../world/world';
import { crossingLandable, engineerCrossings, type EngineerCrossings } from './engineerCrossings';
import { allUnits } from '../state/unitBuckets';
import { newKeptTraces, type KeptTraces } from './keptTraces';

/** The imaginary motorized infantry company of 11.22, in each of its modes. */
export const SUPPLY_COMPANY_MODES = ['concentrated', 'dispersed', 'travel'] as const;
export function supplyCompany(mode: Mover['mode']): Mover {
  return { type: 'infantry', mode, modes: SUPPLY_COMPANY_MODES };
}
const COMPANIES = SUPPLY_COMPANY_MODES.map(supplyCompany);

export interface TracingGround {
  readonly world: World;
  readonly state: GameState;
  readonly side: Side;
  /** How many non-leader enemy units stand in each hex [19.2] (read as: any there). */
  readonly enemyOccupied: Uint16Array;
  /** How many non-leader friendly units stand in each hex (read as: any there). */
  readonly friendlyOccupied: Uint16Array;
  /** 1 where an enemy zone of control reaches [7.0]. */
  readonly enemyZoc: Uint8Array;
  /** The hex index of each on-map unit of the state. */
  readonly unitIndex: ReadonlyMap<string, number>;
  /** Hexsides a bridge engineer makes crossable for this side's paths, at half the limit [11.24]. */
  readonly crossings: EngineerCrossings;
  /** Range fields and road traces searched on this ground, carried over with it (keptTraces.ts). */
  readonly kept: KeptTraces;
}

/** Hex index of a unit on the map, or -1. */
export function indexOfUnit(unit: Unit): number {
  if (unit.hex === null || unit.eliminated) return -1;
  const hex = parseHexId(unit.hex);
  return hex ? hexIndex(hex) : -1;
}

/** The ground worked out from every unit (keptGround.ts carries it over from one position to the next). */
export function freshGround(state: GameState, world: World, side: Side): TracingGround {
  const enemyOccupied = new Uint16Array(HEX_INDEX_SIZE);
  const friendlyOccupied = new Uint16Array(HEX_INDEX_SIZE);
  const unitIndex = new Map<string, number>();
  for (const unit of allUnits(state)) {
    const i = indexOfUnit(unit);
    if (i < 0) continue;
    unitIndex.set(unit.id, i);
    if (unit.type === 'leader') continue; // [19.2] leaders never bar or hold a path
    if (unit.side === side) friendlyOccupied[i]!++;
    else enemyOccupied[i]!++;
  }
  const enemyZoc = new Uint8Array(HEX_INDEX_SIZE);
  // The enemy's zones as kept per position and carried over from the last one (zoc/keptZocMap.ts):
  // a mid-command snapshot (a fire's depletion check, the Command Phase) differs from the position
  // before it in a few units, so only their zones are worked out again.
  keptZocMap(world, state, enemySide(side)).forEachHex((i) => {
    enemyZoc[i] = 1;
  });
  return { world, state, side, enemyOccupied, friendlyOccupied, enemyZoc, unitIndex, crossings: engineerCrossings(state, world, side), kept: newKeptTraces() };
}

/** May a supply path pass through (or end in) this hex [7.3, 7.5, 19.2]? */
export function passable(ground: TracingGround, index: number): boolean {
  if (ground.enemyOccupied[index]) return false;
  return !ground.enemyZoc[index] || ground.friendlyOccupied[index]! > 0;
}

/** Why a hex bars a path, or null. */
export function barredReason(ground: TracingGround, index: number): { rule: string; reason: string } | null {
  if (ground.enemyOccupied[index]) return { rule: '11.21', reason: 'enemy units stand there' };
  if (ground.enemyZoc[index] && !ground.friendlyOccupied[index]) return { rule: '7.3', reason: 'enemy zone of control with no friendly unit in the hex' };
  return null;
}

/** Memo of step traversability by hex × direction: 0 unknown, 1 yes, 2 no. */
export type StepMemo = Uint8Array;
export function newStepMemo(): StepMemo {
  return new Uint8Array(HEX_INDEX_SIZE * 6);
}

/**
 * Can an infantry company in some mode step from `from` to its neighbour in direction `k`
 * [11.31: no prohibited terrain or blocked hexsides]? Zone-of-control exit costs are ignored.
 */
export function traversable(ground: TracingGround, memo: StepMemo, from: number, k: number): boolean {
  const slot = from * 6 + k;
  const known = memo[slot]!;
  if (known !== 0) return known === 1;
  const to = ground.world.grid.neighbor[slot]!;
  let ok = false;
  if (to >= 0) {
    const ctx = { bridges: ground.state.bridges, leavingEnemyZoc: false, arrivedOnRaised: false };
    for (const company of COMPANIES) {
      if (stepCost(ground.world, company, from, to, ctx).ok) {
        ok = true;
        break;
      }
    }
  }
  memo[slot] = ok ? 1 : 2;
  return ok;
}

/**
 * May a path cross from `from` to its neighbour in direction `k`: on its own [11.31], or, when
 * `withCrossings`, by an engineer crossing into ground an infantry company may enter [11.24]?
 */
export function stepOpen(ground: TracingGround, memo: StepMemo, from: number, k: number, withCrossings: boolean): boolean {
  if (traversable(ground, memo, from, k)) return true;
  return withCrossings && ground.crossings.has(from * 6 + k) && crossingLandable(ground.world, ground.world.grid.neighbor[from * 6 + k]!);
}

/**
 * Is a supplyhead cut [11.13b]: an enemy unit on it, or an enemy zone of control on it that no
 * friendly unit in the hex and no friendly zone of control there counters (RULES-INVENTORY §5
 * item 55: the supplyhead case lets a friendly zone counter the enemy one).
 */
export function supplyheadCut(ground: TracingGround, index: number): { rule: string; reason: string } | null {
  if (ground.enemyOccupied[index]) return { rule: '11.13', reason: 'an enemy unit stands on the supplyhead' };
  if (!ground.enemyZoc[index]) return null;
  if (ground.friendlyOccupied[index]) return null;
  if (zocSourcesAt(ground.world, ground.state, ground.side, index).length > 0) return null;
  return { rule: '11.13', reason: 'an enemy zone of control covers the supplyhead and nothing friendly counters it' };
}
