/**
 * What a step costs, as the reach search reads it: `stepCost` [8.0, 10.1–10.14, 7.11, 7.12, 19.6]
 * remembered per kind of mover and per hexside of the map, in typed arrays keyed by the dense
 * hexside slot (`from * 6 + direction`, as world.grid). A step's cost depends only on the map, the
 * mover's type, mode and whether it has a Travel face, the bridges' states, whether it leaves an
 * enemy zone of control and whether it arrived on a raised link; so each (mover, bridges, those two
 * flags) gets one table, filled the first time a slot is asked (by `stepCost` itself: the figures
 * are the same by construction) and read from then on.
 *
 * Module-level caches, not state: per world and per frozen bridges record (immer shares the record
 * until a bridge changes); a bridges record that may still change gets tables for one search only.
 */
import type { BridgeState } from '../state/bridges';
import type { World } from '../world/world';
import { stepCost, type Mover } from './stepCost';

/** A slot not asked yet. */
const UNKNOWN = Number.NaN;
/** The step is refused (costs are never negative). */
const REFUSED = -1;

/** One table: the cost of each hexside slot for one mover, bridges record and pair of flags. */
class SlotCosts {
  readonly cost: Float64Array;
  /** 1 when the mover ends the step on a raised link [10.12]. */
  readonly onRaised: Uint8Array;
  constructor(slots: number) {
    this.cost = new Float64Array(slots).fill(UNKNOWN);
    this.onRaised = new Uint8Array(slots);
  }
}

/**
 * The step costs of one kind of mover over one bridges record: `cost(from, k, leaving, arrivedOnRaised)`
 * is what the step from hex `from` across its side `k` costs (negative: refused), `onRaised` whether
 * the mover is then on a raised link.
 */
export class StepCostTable {
  private readonly tables: (SlotCosts | undefined)[] = [undefined, undefined, undefined, undefined];
  constructor(
    private readonly world: World,
    private readonly mover: Mover,
    private readonly bridges: Readonly<Record<string, BridgeState>>,
  ) {}

  private table(leaving: boolean, arrivedOnRaised: boolean): SlotCosts {
    const i = (leaving ? 2 : 0) + (arrivedOnRaised ? 1 : 0);
    return (this.tables[i] ??= new SlotCosts(this.world.grid.neighbor.length));
  }

  /** The MP of the step from `from` across side `k` (into `world.grid.neighbor[from * 6 + k]`), or a negative number when refused. */
  cost(from: number, k: number, leaving: boolean, arrivedOnRaised: boolean): number {
    const table = this.table(leaving, arrivedOnRaised);
    const slot = from * 6 + k;
    const known = table.cost[slot]!;
    if (known === known) return known; // not NaN: asked before
    const step = stepCost(this.world, this.mover, from, this.world.grid.neighbor[slot]!, { bridges: this.bridges, leavingEnemyZoc: leaving, arrivedOnRaised });
    table.cost[slot] = step.ok ? step.cost : REFUSED;
    table.onRaised[slot] = step.ok && step.onRaised ? 1 : 0;
    return table.cost[slot]!;
  }

  /** After `cost` was asked for the same step: does the mover end it on a raised link? */
  onRaised(from: number, k: number, leaving: boolean, arrivedOnRaised: boolean): boolean {
    return this.table(leaving, arrivedOnRaised).onRaised[from * 6 + k] === 1;
  }
}

/** What of a mover decides its step costs: its type, its mode, and whether it has a Travel face [10.12]. */
function moverKey(mover: Mover): string {
  return `${mover.type}|${mover.mode}|${mover.modes.includes('travel') ? 'travel' : ''}`;
}

const KEPT = new WeakMap<World, WeakMap<object, Map<string, StepCostTable>>>();

/** The step-cost table of this mover over these bridges (kept when the bridges record is frozen). */
export function stepCostTable(world: World, mover: Mover, bridges: Readonly<Record<string, BridgeState>>): StepCostTable {
  if (!Object.isFrozen(bridges)) return new StepCostTable(world, mover, bridges);
  let perBridges = KEPT.get(world);
  if (!perBridges) KEPT.set(world, (perBridges = new WeakMap()));
  let perMover = perBridges.get(bridges);
  if (!perMover) perBridges.set(bridges, (perMover = new Map()));
  const key = moverKey(mover);
  let table = perMover.get(key);
  if (!table) perMover.set(key, (table = new StepCostTable(world, mover, bridges)));
  return table;
}
