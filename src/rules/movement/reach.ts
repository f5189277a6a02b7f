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
import { stepCostTable } from './stepCostTable';
import { reachStepRules } from './reachStepRules';
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

/**
 * The search's labels, as typed arrays: label `l` stands for the stack arriving in hex `index[l]`
 * with each unit's MP spent (`spent[l * n + i]`) and raised-link flag, from label `parent[l]` (-1:
 * the start). A binary heap of label numbers orders them on (highest MP spent, total MP spent).
 */
class Labels {
  capacity = 256;
  count = 0;
  index = new Int32Array(this.capacity);
  parent = new Int32Array(this.capacity);
  oneHex = new Uint8Array(this.capacity);
  /** Highest MP spent by any unit (the heap's key) and the total (its tie-break). */
  key = new Float64Array(this.capacity);
  tie = new Float64Array(this.capacity);
  spent: Float64Array;
  onRaised: Uint8Array;
  heap = new Int32Array(this.capacity);
  size = 0;
  constructor(readonly n: number) {
    this.spent = new Float64Array(this.capacity * n);
    this.onRaised = new Uint8Array(this.capacity * n);
  }

  private grow(): void {
    const c = this.capacity * 2;
    const n = this.n;
    const more = <T extends Int32Array | Uint8Array | Float64Array>(a: T, size: number): T => {
      const b = new (a.constructor as new (size: number) => T)(size);
      b.set(a);
      return b;
    };
    this.index = more(this.index, c);
    this.parent = more(this.parent, c);
    this.oneHex = more(this.oneHex, c);
    this.key = more(this.key, c);
    this.tie = more(this.tie, c);
    this.spent = more(this.spent, c * n);
    this.onRaised = more(this.onRaised, c * n);
    this.heap = more(this.heap, c);
    this.capacity = c;
  }

  /** A new label; fill its `spent` and `onRaised` from `at(l)` on, then `push` it. */
  make(index: number, parent: number, oneHex: boolean): number {
    if (this.count === this.capacity) this.grow();
    const l = this.count++;
    this.index[l] = index;
    this.parent[l] = parent;
    this.oneHex[l] = oneHex ? 1 : 0;
    return l;
  }

  push(l: number): void {
    const n = this.n;
    let key = -Infinity;
    let tie = 0;
    for (let i = 0; i < n; i++) {
      const s = this.spent[l * n + i]!;
      if (s > key) key = s;
      tie += s;
    }
    this.key[l] = key;
    this.tie[l] = tie;
    const heap = this.heap;
    let i = this.size++;
    heap[i] = l;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(heap[i]!, heap[p]!)) break;
      const t = heap[i]!;
      heap[i] = heap[p]!;
      heap[p] = t;
      i = p;
    }
  }

  pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap[--this.size]!;
    if (this.size > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.size && this.less(heap[l]!, heap[m]!)) m = l;
        if (r < this.size && this.less(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        const t = heap[i]!;
        heap[i] = heap[m]!;
        heap[m] = t;
        i = m;
      }
    }
    return top;
  }

  private less(a: number, b: number): boolean {
    const x = this.key[a]!;
    const y = this.key[b]!;
    return x < y - EPSILON || (Math.abs(x - y) <= EPSILON && this.tie[a]! < this.tie[b]!);
  }
}

/** Hex ids by index, made once. */
const HEX_IDS: (HexId | undefined)[] = [];
function idOf(index: number): HexId {
  return (HEX_IDS[index] ??= hexId(hexFromIndex(index)));
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
  const n = units.length;
  const rules = reachStepRules(world, state, units, info);
  const tables = units.map((u) => stepCostTable(world, u, state.bridges));
  const settled = new Uint8Array(HEX_INDEX_SIZE);
  const hexes = new Map<HexId, ReachHex>();
  /** Per label settled (not the start): its hex's entry. */
  const described: (ReachHex | undefined)[] = [];
  /** Per hex left inside an enemy zone: the opportunity-fire entry, made once [8.4]. */
  const fireEntries = new Map<number, ReachHex['opportunityFire'][number]>();
  const labels = new Labels(n);
  const start = labels.make(origin, -1, false);
  units.forEach((u, i) => {
    labels.spent[start * n + i] = u.status.mpSpent;
    labels.onRaised[start * n + i] = state.movement.onRaised.includes(u.id) || startsOnRaised(world, state, u) ? 1 : 0;
  });
  labels.push(start);

  while (labels.size > 0) {
    const label = labels.pop();
    const at = labels.index[label]!;
    if (settled[at]) continue;
    settled[at] = 1;
    const parent = labels.parent[label]!;
    if (parent >= 0) {
      const result = describe(labels, label, described[parent], fireEntries, info, weight, world);
      described[label] = result;
      hexes.set(result.hex, result);
      if (result.overstack || result.joinsDisrupted || labels.oneHex[label]) continue; // the move ends there
    }
    const leaving = info.enemyZoc.has(at);
    for (let k = 0; k < 6; k++) {
      const next = world.grid.neighbor[at * 6 + k]!;
      if (next < 0 || settled[next] || info.enemyOccupied.has(next)) continue;
      if (!insidePlayAreaAt(state.playArea, next)) continue; // [24.1] never out of the play area
      if (!rules.allows(at, next)) continue; // [30.41, 30.46, 19.7] as the move step checks them
      let oneHex = false;
      let open = true;
      const base = label * n;
      for (let i = 0; i < n; i++) {
        const raised = labels.onRaised[base + i] === 1;
        const cost = tables[i]!.cost(at, k, leaving, raised);
        if (cost < 0) {
          open = false;
          break;
        }
        const total = labels.spent[base + i]! + cost;
        if (total > MOVEMENT_ALLOWANCE + EPSILON) {
          // [8.14] only a unit that has not moved may overspend, and only on its first hex.
          if (!(parent < 0 && fresh[i])) {
            open = false;
            break;
          }
          oneHex = true;
        }
      }
      if (!open) continue;
      const next_ = labels.make(next, label, oneHex);
      const from = label * n;
      const to = next_ * n;
      for (let i = 0; i < n; i++) {
        const raised = labels.onRaised[from + i] === 1;
        labels.spent[to + i] = labels.spent[from + i]! + tables[i]!.cost(at, k, leaving, raised);
        labels.onRaised[to + i] = tables[i]!.onRaised(at, k, leaving, raised) ? 1 : 0;
      }
      labels.push(next_);
    }
  }
  return { from, unitIds: units.map((u) => u.id), hexes };
}

/**
 * A settled label's entry: its path and the hexes left under fire are its parent's plus one (the
 * parent was settled before it) [8.4]; what stopping there does [9.31–9.33, 8.14, 16.5].
 */
function describe(
  labels: Labels,
  label: number,
  parent: ReachHex | undefined,
  fireEntries: Map<number, ReachHex['opportunityFire'][number]>,
  info: ReachBoard,
  weight: number,
  world: World,
): ReachHex {
  const index = labels.index[label]!;
  const hex = idOf(index);
  const left = labels.index[labels.parent[label]!]!;
  const firers = info.enemyZoc.get(left);
  let entry = firers ? fireEntries.get(left) : undefined;
  if (firers && !entry) fireEntries.set(left, (entry = { hex: idOf(left), firerIds: [...firers] }));
  const path = parent ? [...parent.path, hex] : [hex];
  const before = parent ? parent.opportunityFire : [];
  return {
    hex,
    mp: labels.key[label]!,
    path,
    opportunityFire: entry ? [...before, entry] : before.slice(),
    overstack: (info.friendlyWeight.get(index) ?? 0) + weight > stackingLimitAt(world, index),
    joinsDisrupted: info.friendlyDisrupted.has(index),
    oneHexRule: labels.oneHex[label] === 1,
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
