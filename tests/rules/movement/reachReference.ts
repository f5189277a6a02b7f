/**
 * The reach search as it stood before the step-cost tables and the typed-array search (commit
 * 946b0c5, src/rules/movement/reach.ts), kept word for word as the reference the new search must
 * equal hex for hex, cost for cost and path for path (tests/rules/movement/reachTables.test.ts).
 * One line was added since: the rules beyond cost (movement/reachStepRules.ts), shared by both.
 */
import { HEX_INDEX_SIZE, canonicalHexId, hexFromIndex, hexId, hexIndex, parseHexId, type HexId } from '../../../src/rules/hex';
import { refuse, type Refusal } from '../../../src/rules/core/refusal';
import type { GameState } from '../../../src/rules/core/gameState';
import type { Unit } from '../../../src/rules/core/unit';
import { stackingLimitAt, stackWeight } from '../../../src/rules/stacking/stacking';
import { MOVEMENT_ALLOWANCE } from '../../../src/rules/tables/terrainEffects';
import type { World } from '../../../src/rules/world/world';
import { reachBoard, type ReachBoard, type ReachHex, type ReachResult } from '../../../src/rules/movement/reach';
import { whyCannotMove } from '../../../src/rules/movement/canMove';
import { startsOnRaised } from '../../../src/rules/movement/planStep';
import { stepCost } from '../../../src/rules/movement/stepCost';
import { reachStepRules } from '../../../src/rules/movement/reachStepRules';
import { insidePlayAreaAt } from '../../../src/rules/state/playArea';
import { unitById } from '../../../src/rules/state/unitBuckets';

const EPSILON = 1e-9;

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

export function referenceReach(world: World, state: GameState, unitIds: readonly string[], board?: ReachBoard): ReachResult | Refusal {
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
  const rules = reachStepRules(world, state, units, info);
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
      if (!rules.allows(label.index, next)) continue; // added with the new search: the same rules beyond cost
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

