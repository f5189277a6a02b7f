/**
 * Reach query: every hex a unit or stack can get to in the rest of this movement phase, with the MP
 * it costs, the path, and what would happen on the way [8.0–8.15, 7.11, 7.12, 9.31–9.33, 16.5].
 *
 * The stack moves as one: each step must be open to every unit, and each unit pays its own cost
 * from its own MP [8.52]. The figure shown for a hex is the highest MP total among the units on
 * arrival, and the search spends the least of that first (Dijkstra). A hex that would overstack or
 * holds disrupted friends can be entered — the move ends there in disruption — and is marked so
 * [9.31, 9.32]. Leaving a hex in an enemy zone of control is marked with the enemy units that may
 * fire [8.4]. A unit that has not moved may always go one hex, whatever the cost [8.14].
 */
import { HEX_INDEX_SIZE, canonicalHexId, hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../hex';
import { refuse, type Refusal } from '../core/refusal';
import { bridgeState } from '../state/bridges';
import type { GameState } from '../core/gameState';
import { stacksByHex } from '../state/stacks';
import { unitsInRecordOrder } from '../state/unitOrder';
import type { Side, Unit } from '../core/unit';
import { stackingLimitAt, stackWeight } from '../stacking/stacking';
import { MOVEMENT_ALLOWANCE } from '../tables/terrainEffects';
import { bridgeKey } from '../world/mapGrid';
import { endsOfBridge, type World } from '../world/world';
import { enemySide } from '../zoc/zoneOfControl';
import { keptZocMap, type ZocLookup } from '../zoc/keptZocMap';
import { unitChangesSince, unitsListing, type UnitsListing } from '../state/unitChanges';
import { boardOccupancy, correctedOccupancy, type BoardOccupancy } from './boardOccupancy';
import { isDraft } from 'immer';
import { whyCannotMove } from './canMove';
import { startsOnRaised } from './planStep';
import { stepCost } from './stepCost';
import { insidePlayAreaAt } from '../state/playArea';
import { unitById } from '../state/unitBuckets';

const EPSILON = 1e-9;

export interface ReachHex {
  hex: HexId;
  /** Highest MP total spent by any unit of the stack on arriving (what it spent before included). */
  mp: number;
  /** Hexes entered, in order, ending with this one. */
  path: HexId[];
  /** Hexes of the path the stack leaves inside an enemy zone of control, with who may fire [8.4]. */
  opportunityFire: { hex: HexId; firerIds: string[] }[];
  /** Entering overstacks the hex: the whole hex is disrupted and the stack displaced [9.32, 9.33]. */
  overstack: boolean;
  /** Entering joins disrupted units, which disrupts the stack [9.31]. */
  joinsDisrupted: boolean;
  /** Reached only by the one-hex rule [8.14]. */
  oneHexRule: boolean;
  /** Arriving gives the German player a chance to blow these bridges (Allied moves only) [16.5]. */
  bridgeChances: string[];
}

export interface ReachResult {
  from: HexId;
  unitIds: string[];
  hexes: Map<HexId, ReachHex>;
}

interface Label {
  index: number;
  spent: number[];
  onRaised: boolean[];
  parent: Label | null;
  oneHex: boolean;
}

/** A small binary heap on (max spent, total spent). */
class Queue {
  private items: { key: number; tie: number; label: Label }[] = [];
  get size(): number {
    return this.items.length;
  }
  push(label: Label): void {
    const key = Math.max(...label.spent);
    const tie = label.spent.reduce((a, b) => a + b, 0);
    const items = this.items;
    items.push({ key, tie, label });
    let i = items.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(i, p)) break;
      [items[i], items[p]] = [items[p]!, items[i]!];
      i = p;
    }
  }
  pop(): Label {
    const items = this.items;
    const top = items[0]!;
    const last = items.pop()!;
    if (items.length > 0) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < items.length && this.less(l, m)) m = l;
        if (r < items.length && this.less(r, m)) m = r;
        if (m === i) break;
        [items[i], items[m]] = [items[m]!, items[i]!];
        i = m;
      }
    }
    return top.label;
  }
  private less(a: number, b: number): boolean {
    const x = this.items[a]!;
    const y = this.items[b]!;
    return x.key < y.key - EPSILON || (Math.abs(x.key - y.key) <= EPSILON && x.tie < y.tie);
  }
}

/** What the search needs to know about the rest of the board, computed once per position. */
export interface ReachBoard {
  side: Side;
  /** Hexes the enemy controls, with the units that may fire [7.0, 8.4]. */
  enemyZoc: ZocLookup;
  /** Hexes holding enemy units (counts; read with `has`) [8.12]. */
  enemyOccupied: ReadonlyMap<number, number>;
  friendlyWeight: ReadonlyMap<number, number>;
  /** Hexes holding disrupted friends (counts; read with `has`) [9.31]. */
  friendlyDisrupted: ReadonlyMap<number, number>;
  /** Blowable bridges not yet offered, by end hex and its neighbours [16.5]. */
  bridgeChanceAt: Map<number, string[]>;
}

/**
 * Boards kept per position: a frozen position (every one `apply` returns) never changes, so the
 * screen asking the reach of one stack after another on it (hover, click, path preview) builds the
 * board once. The board of a new position is carried over from the last one kept and corrected for
 * the units the command changed (state/unitChanges.ts, zoc/keptZocMap.ts). What a board reads:
 * the units, the bridges, and (for the zones of control) the Game-Turn and the weather.
 * Shared: never change a board you get.
 */
interface Kept {
  listing: UnitsListing;
  occupancy: BoardOccupancy;
  bridges: GameState['bridges'];
  bridgeChanceAt: Map<number, string[]>;
}
const KEPT = new WeakMap<GameState['unitBuckets'], WeakMap<World, Partial<Record<Side, Kept>>>>();
const LAST = new WeakMap<World, Partial<Record<Side, Kept>>>();
/** More changed units than this, and the occupancy is counted afresh. */
const CHANGED_LIMIT = 64;

export function reachBoard(world: World, state: GameState, side: Side): ReachBoard {
  const units = state.unitBuckets;
  if (isDraft(units) || !Object.isFrozen(units)) {
    const list = unitsInRecordOrder(state);
    return board(world, state, side, boardOccupancy(list, side), bridgeChances(world, state, side));
  }
  let perWorld = KEPT.get(units);
  if (!perWorld) {
    perWorld = new WeakMap();
    KEPT.set(units, perWorld);
  }
  const kept = (perWorld.get(world) ?? {})[side];
  if (kept && kept.bridges === state.bridges) return board(world, state, side, kept.occupancy, kept.bridgeChanceAt);
  const made = keptBoard(world, state, side, kept);
  perWorld.set(world, { ...perWorld.get(world), [side]: made });
  LAST.set(world, { ...LAST.get(world), [side]: made });
  return board(world, state, side, made.occupancy, made.bridgeChanceAt);
}

function board(world: World, state: GameState, side: Side, occupancy: BoardOccupancy, bridgeChanceAt: Map<number, string[]>): ReachBoard {
  return {
    side,
    enemyZoc: keptZocMap(world, state, enemySide(side)),
    enemyOccupied: occupancy.enemy,
    friendlyWeight: occupancy.friendlyWeight,
    friendlyDisrupted: occupancy.friendlyDisrupted,
    bridgeChanceAt,
  };
}

/** The occupancy and bridge chances of a frozen position: carried over when possible, else counted. */
function keptBoard(world: World, state: GameState, side: Side, here: Kept | undefined): Kept {
  if (here) return { ...here, bridges: state.bridges, bridgeChanceAt: bridgeChances(world, state, side) };
  const last = LAST.get(world)?.[side];
  const changes = last ? unitChangesSince(last.listing, state.unitBuckets, CHANGED_LIMIT) : null;
  const chances = last?.bridges === state.bridges ? last.bridgeChanceAt : bridgeChances(world, state, side);
  if (last && changes) {
    const was = changes.changed.map((i) => last.listing.values[i]!);
    const now = changes.changed.map((i) => changes.listing.values[i]!);
    const occupancy = changes.changed.length === 0 ? last.occupancy : correctedOccupancy(last.occupancy, side, was, now);
    return { listing: changes.listing, occupancy, bridges: state.bridges, bridgeChanceAt: chances };
  }
  const listing = unitsListing(state.unitBuckets);
  return { listing, occupancy: boardOccupancy(listing.values, side), bridges: state.bridges, bridgeChanceAt: chances };
}

/** [16.5] Blowable bridges not yet offered, by end hex and its neighbours (Allied moves only). */
function bridgeChances(world: World, state: GameState, side: Side): Map<number, string[]> {
  const bridgeChanceAt = new Map<number, string[]>();
  if (side !== 'allied') return bridgeChanceAt;
  for (const bridge of world.grid.bridges) {
    const key = bridgeKey(bridge);
    const b = bridgeState(state.bridges, key);
    if (!bridge.blowable || b.condition !== 'intact' || b.blowOffered || b.repaired) continue;
    for (const end of endsOfBridge(world, bridge)) {
      for (const near of [end, ...Array.from({ length: 6 }, (_, k) => world.grid.neighbor[end * 6 + k]!)]) {
        if (near < 0) continue;
        const list = bridgeChanceAt.get(near) ?? [];
        if (!list.includes(key)) bridgeChanceAt.set(near, [...list, key]);
      }
    }
  }
  return bridgeChanceAt;
}

/**
 * Every hex the named units (standing together) can reach now. Refused, with the case, if they
 * cannot move as a stack at all.
 */
export function reach(world: World, state: GameState, unitIds: readonly string[], board?: ReachBoard): ReachResult | Refusal {
  const units: Unit[] = [];
  for (const id of unitIds) {
    const unit = unitById(state, id);
    if (!unit) return refuse('UNKNOWN_UNIT', '8.0', `There is no unit with id "${id}".`);
    const why = whyCannotMove(state, unit);
    if (why) return refuse('CANNOT_MOVE', why.rule, `${why.reason}.`);
    units.push(unit);
  }
  if (units.length === 0) return refuse('INVALID_COMMAND', '8.0', 'Name at least one unit.');
  const from = units[0]!.hex === null ? null : canonicalHexId(units[0]!.hex);
  if (!from || units.some((u) => u.hex === null || canonicalHexId(u.hex) !== from)) {
    return refuse('INVALID_COMMAND', '8.11', 'The units of a moving stack must all stand in the same hex.');
  }
  const info = board ?? reachBoard(world, state, units[0]!.side);
  const origin = hexIndex(parseHexId(from)!);
  const weight = units.reduce((s, u) => s + stackWeight(u), 0);
  const fresh = units.map((u) => u.status.mpSpent === 0 && !(state.movement.hexesMoved[u.id] ?? 0));
  const settled = new Uint8Array(HEX_INDEX_SIZE);
  const hexes = new Map<HexId, ReachHex>();
  const queue = new Queue();
  queue.push({
    index: origin,
    spent: units.map((u) => u.status.mpSpent),
    onRaised: units.map((u) => state.movement.onRaised.includes(u.id) || startsOnRaised(world, state, u)),
    parent: null,
    oneHex: false,
  });

  while (queue.size > 0) {
    const label = queue.pop();
    if (settled[label.index]) continue;
    settled[label.index] = 1;
    if (label.index !== origin) {
      const result = describe(label, info, weight, world);
      hexes.set(result.hex, result);
      if (result.overstack || result.joinsDisrupted || label.oneHex) continue; // the move ends there
    }
    const leaving = info.enemyZoc.has(label.index);
    for (let k = 0; k < 6; k++) {
      const next = world.grid.neighbor[label.index * 6 + k]!;
      if (next < 0 || settled[next] || info.enemyOccupied.has(next)) continue;
      if (!insidePlayAreaAt(state.playArea, next)) continue; // [24.1] never out of the play area
      const spent: number[] = [];
      const onRaised: boolean[] = [];
      let oneHex = false;
      let open = true;
      for (let i = 0; i < units.length && open; i++) {
        const step = stepCost(world, units[i]!, label.index, next, { bridges: state.bridges, leavingEnemyZoc: leaving, arrivedOnRaised: label.onRaised[i]! });
        if (!step.ok) {
          open = false;
          break;
        }
        const total = label.spent[i]! + step.cost;
        if (total > MOVEMENT_ALLOWANCE + EPSILON) {
          // [8.14] only a unit that has not moved may overspend, and only on its first hex.
          if (!(label.parent === null && fresh[i])) open = false;
          else oneHex = true;
        }
        spent.push(total);
        onRaised.push(step.onRaised);
      }
      if (open) queue.push({ index: next, spent, onRaised, parent: label, oneHex });
    }
  }
  return { from, unitIds: units.map((u) => u.id), hexes };
}

function describe(label: Label, info: ReachBoard, weight: number, world: World): ReachHex {
  const path: HexId[] = [];
  const opportunityFire: ReachHex['opportunityFire'] = [];
  for (let at: Label | null = label; at; at = at.parent) {
    if (at !== label) {
      const firers = info.enemyZoc.get(at.index);
      if (firers) opportunityFire.unshift({ hex: hexId(hexFromIndex(at.index)), firerIds: [...firers] });
    }
    if (at.parent) path.unshift(hexId(hexFromIndex(at.index)));
  }
  const index = label.index;
  return {
    hex: hexId(hexFromIndex(index)),
    mp: Math.max(...label.spent),
    path,
    opportunityFire,
    overstack: (info.friendlyWeight.get(index) ?? 0) + weight > stackingLimitAt(world, index),
    joinsDisrupted: info.friendlyDisrupted.has(index),
    oneHexRule: label.oneHex,
    bridgeChances: info.bridgeChanceAt.get(index) ?? [],
  };
}

/**
 * Reach of every stack of a side that can move now (each hex's movable units as one stack), for
 * "where can anything go" overlays and the benchmark.
 */
export function sideReach(world: World, state: GameState, side: Side): ReachResult[] {
  const board = reachBoard(world, state, side);
  const out: ReachResult[] = [];
  for (const stack of stacksByHex(unitsInRecordOrder(state)).values()) {
    const movable = stack.filter((u) => u.side === side && !whyCannotMove(state, u)).map((u) => u.id);
    if (movable.length === 0) continue;
    const result = reach(world, state, movable, board);
    if ('hexes' in result) out.push(result);
  }
  return out;
}
