/**
 * What one unit pays to move one hex [8.0, 10.1–10.14, 7.11, 7.12], or why it may not.
 *
 * The cost is the Terrain Effects Chart's hex cost, or the link rate when a concentrated or
 * travelling unit follows a road or trail into the hex [10.11]; plus hexside costs (a standing
 * bridge cancels a stream, canal or river [10.13]); plus the small-water surcharge (errata); plus
 * the price of leaving an enemy zone of control [7.11, 7.12]. Raised roads, trails and railroads
 * help only units in Travel, who may get on and off them only at an end or from a road [10.12];
 * a unit with no Travel mode pays +1 to cross a bridge that only a raised link carries [10.12].
 * Every part is returned with its case so the screen can explain the total.
 */
import { HEXSIDE_FEATURES, LINK_KINDS, type HexsideFeature, type LinkKind } from '../map/terrain';
import { bridgeStands } from '../state/bridges';
import type { BridgeState } from '../state/bridges';
import type { Mode, UnitType } from '../core/unit';
import { movementColumn, IMMOBILE, MOVEMENT_CLASS_TABLE, type MovementColumn } from '../tables/movementClass';
import { EXTRA_MOVE_COSTS, PROHIBITED, type MoveCost } from '../tables/terrainEffects';
import { ANY_RAISED_LINK, FEATURE_BIT, LINK_BIT, RAISED_LINK_BIT, bridgeKey, directionIndex, terrainOf } from '../world/mapGrid';
import type { World } from '../world/world';

/** The parts of a unit that decide what it pays. */
export interface Mover {
  type: UnitType;
  mode: Mode;
  /** Modes the counter has (a unit without Travel pays +1 on raised-only bridges [10.12]). */
  modes: readonly Mode[];
}

export interface CostPart {
  label: string;
  mp: number;
  rule: string;
}

export type StepCost =
  | { ok: true; cost: number; parts: CostPart[]; onRaised: boolean }
  | { ok: false; rule: string; reason: string };

export interface StepContext {
  bridges: Readonly<Record<string, BridgeState>>;
  /** The mover stands in an enemy zone of control before the step [7.11, 7.12]. */
  leavingEnemyZoc: boolean;
  /** The mover reached `from` along a raised link it is travelling on [10.12]. */
  arrivedOnRaised: boolean;
}

/** Columns that count as armored for the zone-of-control exit price [7.12]. */
const ARMORED_COLUMNS: ReadonlySet<MovementColumn> = new Set(['armor', 'recon', 'armoredGun']);

/** The price of leaving an enemy zone of control: +1 for armor, +2 for the rest [7.11, 7.12]. */
export function zocExitPart(column: MovementColumn): CostPart {
  const armored = ARMORED_COLUMNS.has(column);
  return {
    label: 'leaving enemy zone of control',
    mp: armored ? EXTRA_MOVE_COSTS.leaveZocArmor : EXTRA_MOVE_COSTS.leaveZocNonArmor,
    rule: armored ? '7.12' : '7.11',
  };
}

const FEATURE_RULE: Readonly<Record<HexsideFeature, string>> = {
  river: '16.1',
  canal: '16.1',
  stream: '10.1',
  dike: '10.1',
  blocked: '10.2',
};

const COLUMN_WORDS: Readonly<Record<MovementColumn, string>> = {
  leg: 'foot units',
  armor: 'armor',
  recon: 'reconnaissance',
  armoredGun: 'tank destroyers and armored artillery',
  towed: 'towed guns',
  armoredInfantryOnFoot: 'dispersed armored infantry',
};

/** Is the hex a terminus of a raised link (it has at most one raised side)? */
function isRaisedTerminus(world: World, index: number): boolean {
  let count = 0;
  for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & ANY_RAISED_LINK) count++;
  return count <= 1;
}

function hasOrdinaryRoad(world: World, index: number): boolean {
  for (let k = 0; k < 6; k++) if (world.grid.links[index * 6 + k]! & LINK_BIT.road) return true;
  return false;
}

/** Bridges standing on a hexside or in a hex. */
function standingBridges(world: World, list: readonly number[] | undefined, bridges: StepContext['bridges']): number[] {
  return (list ?? []).filter((n) => bridgeStands(bridges, bridgeKey(world.grid.bridges[n]!)));
}

/**
 * The cost for one unit to step from `from` to the adjacent `to` (hex indices).
 */
export function stepCost(world: World, mover: Mover, from: number, to: number, ctx: StepContext): StepCost {
  // [19.6] a leader pays the cheapest cost of any unit type and mode, hex by hex.
  if (mover.type === 'leader') return leaderStepCost(world, from, to, ctx);
  const column = movementColumn(mover.type, mover.mode);
  if (column === IMMOBILE) return { ok: false, rule: '8.31', reason: `a ${mover.type} unit cannot move while ${mover.mode}` };
  const k = directionIndex(world.grid.neighbor, from, to);
  if (k < 0) return { ok: false, rule: '8.11', reason: 'units move one hex at a time, into an adjacent hex' };
  const tec = world.terrainEffects;
  const slot = from * 6 + k;
  const linkBits = world.grid.links[slot]!;
  const featureBits = world.grid.features[slot]!;
  const parts: CostPart[] = [];

  // [10.12] A travelling unit gets on a raised link only at its end or from a road. Elsewhere the
  // raised link gives it nothing, but it may still cross into the next hex at the terrain's cost.
  const mayJoinRaised = ctx.arrivedOnRaised || isRaisedTerminus(world, from) || hasOrdinaryRoad(world, from);
  // Links the step follows, and the best rate among those this unit may use [10.11, 10.12].
  let bestRate: { rate: number; kind: LinkKind; raised: boolean } | null = null;
  for (const kind of LINK_KINDS) {
    if (linkBits & LINK_BIT[kind]) {
      const rate = tec.link[kind].rate[column][mover.mode];
      if (rate !== null && (!bestRate || rate < bestRate.rate)) bestRate = { rate, kind, raised: false };
    }
    if (linkBits & RAISED_LINK_BIT[kind] && mayJoinRaised) {
      const rate = tec.link[kind].raisedRate[column][mover.mode];
      if (rate !== null && (!bestRate || rate < bestRate.rate)) bestRate = { rate, kind, raised: true };
    }
  }
  const usesRaised = bestRate?.raised === true;
  if (ctx.arrivedOnRaised && !usesRaised && !isRaisedTerminus(world, from) && !(linkBits & LINK_BIT.road)) {
    return { ok: false, rule: '10.12', reason: 'a unit travelling on a raised road, trail or railroad may leave it only at its end or onto a road' };
  }

  // [10.1, 10.13] A unit standing on a bridge over open water leaves it only along the bridge's
  // link (onto the next span or the bank), never sideways into the water or the land beside it.
  const fromWater = terrainOf(world.grid, from) === 'allWater';
  if (fromWater) {
    const alongBridge = (world.grid.hexBridges.get(from) ?? []).some((n) => {
      const kind = world.grid.bridges[n]!.kind;
      return linkBits & (LINK_BIT[kind] | RAISED_LINK_BIT[kind]);
    });
    if (!alongBridge) return { ok: false, rule: '10.1', reason: 'a unit on a bridge over open water leaves it only along the bridge' };
  }

  // Entering the hex.
  const terrain = terrainOf(world.grid, to);
  const bridgesInHex = standingBridges(world, world.grid.hexBridges.get(to), ctx.bridges);
  let onBridgeHex = false;
  if (terrain === 'allWater') {
    // Only a standing bridge, entered along the link it carries, holds units over open water [10.13].
    const carried = bridgesInHex.some((n) => {
      const kind = world.grid.bridges[n]!.kind;
      return linkBits & (LINK_BIT[kind] | RAISED_LINK_BIT[kind]);
    });
    if (!carried) {
      const destroyed = (world.grid.hexBridges.get(to) ?? []).length > 0 && bridgesInHex.length === 0;
      return { ok: false, rule: destroyed ? '16.5' : '10.1', reason: destroyed ? 'the bridge there is down' : 'open water can be entered only along a standing bridge' };
    }
    onBridgeHex = true;
  }
  if (bestRate) {
    parts.push({ label: `${bestRate.raised ? 'raised ' : ''}${bestRate.kind}`, mp: bestRate.rate, rule: bestRate.raised ? '10.12' : '10.11' });
  } else {
    // On a bridge hex without a usable rate, the span plays as clear ground.
    const cost: MoveCost = onBridgeHex ? tec.hex.clear.move[column][mover.mode] : tec.hex[terrain].move[column][mover.mode];
    if (cost === PROHIBITED) {
      return { ok: false, rule: '10.1', reason: `${COLUMN_WORDS[column]} may not enter ${terrain} ${mover.mode}` };
    }
    parts.push({ label: onBridgeHex ? 'bridge' : terrain, mp: cost, rule: '10.1' });
  }

  // Crossing the hexside: a standing bridge cancels the waterway [10.13].
  const sideBridges = standingBridges(world, world.grid.sideBridges.get(slot), ctx.bridges);
  // [10.12] the raised-bridge surcharge is paid once per bridge: on stepping onto it from land
  // (a hexside bridge, or the first hex of a span over open water), not again along or off the span.
  const crossesBridge = sideBridges.length > 0 || (onBridgeHex && !fromWater);
  for (const feature of HEXSIDE_FEATURES) {
    if (!(featureBits & FEATURE_BIT[feature])) continue;
    if (sideBridges.length > 0 && (feature === 'river' || feature === 'canal' || feature === 'stream')) continue;
    const cost = tec.hexside[feature].move[column][mover.mode];
    if (cost === PROHIBITED) {
      const destroyed = (world.grid.sideBridges.get(slot) ?? []).length > 0;
      return {
        ok: false,
        rule: destroyed ? '16.5' : FEATURE_RULE[feature],
        reason: destroyed ? `the bridge over the ${feature} is down` : `${COLUMN_WORDS[column]} may not cross a ${feature} hexside ${mover.mode}`,
      };
    }
    parts.push({ label: feature, mp: cost, rule: '10.1' });
  }
  // [10.12] A unit without Travel crossing a bridge that only a raised link carries.
  if (crossesBridge && !mover.modes.includes('travel') && linkBits & ANY_RAISED_LINK && !(linkBits & ~ANY_RAISED_LINK)) {
    parts.push({ label: 'raised bridge', mp: EXTRA_MOVE_COSTS.raisedBridgeWithoutTravel, rule: '10.12' });
  }
  if (world.grid.smallWater[to]) parts.push({ label: 'small water', mp: EXTRA_MOVE_COSTS.smallWaterBody, rule: '32.0' });
  if (ctx.leavingEnemyZoc) parts.push(zocExitPart(column));
  const cost = parts.reduce((sum, p) => sum + p.mp, 0);
  return { ok: true, cost, parts, onRaised: usesRaised };
}

const LEADER_MODES: readonly Mode[] = ['concentrated', 'dispersed', 'travel'];

/** Every kind of unit a leader may pretend to be [19.6] (all with a Travel face, so no raised-bridge surcharge). */
const LEADER_GUISES: readonly Mover[] = (Object.keys(MOVEMENT_CLASS_TABLE) as UnitType[])
  .filter((type) => type !== 'leader')
  .flatMap((type) => LEADER_MODES.map((mode) => ({ type, mode, modes: LEADER_MODES })));

/** [19.6] The cheapest cost any unit type and mode would pay for the step; prohibited only if all are. */
export function leaderStepCost(world: World, from: number, to: number, ctx: StepContext): StepCost {
  let best: StepCost | null = null;
  let refusal: StepCost | null = null;
  for (const guise of LEADER_GUISES) {
    const cost = stepCost(world, guise, from, to, ctx);
    if (!cost.ok) {
      refusal ??= cost;
      continue;
    }
    if (!best || !best.ok || cost.cost < best.cost) best = cost;
  }
  if (best?.ok) {
    return { ...best, parts: [...best.parts, { label: 'leader moves as the cheapest unit type', mp: 0, rule: '19.6' }] };
  }
  return refusal ?? { ok: false, rule: '19.6', reason: 'no kind of unit may make this step' };
}
