/**
 * What the computer knows of the position, worked out once per position and side: its own stacks,
 * the enemy units it knows of (all, or only those its units observe [6.0]), the hexes its side's
 * victory conditions name [24.6], and two maps over hexes asked for lazily:
 * - threat: the enemy strength that could fire into a hex (each known enemy within its range [5.25]),
 *   doubled for enemies next to it (close action [8.6], zones of control [7.0]);
 * - opportunity: the enemy strength a unit of range r standing there could fire at.
 */
import {
  canonicalHexId,
  hexDistance,
  hexSeesHex,
  isCombatUnit,
  parseHexId,
  resolveHexSet,
  sideStacks,
  type GameState,
  type Hex,
  type HexId,
  type Side,
  type Unit,
  type World,
} from '../../rules';
import type { LevelSettings } from './levels';
import { allUnits } from '../../rules/api';

export interface KnownEnemy {
  unit: Unit;
  at: Hex;
}

export interface Picture {
  side: Side;
  stacks: [HexId, Unit[]][];
  enemies: KnownEnemy[];
  /** Hexes the side's victory conditions name, each with how much it matters. */
  goals: { hex: HexId; at: Hex; weight: number }[];
  threat(hex: HexId): number;
  opportunity(hex: HexId, range: number): number;
  nearestEnemy(hex: HexId): number;
}

/** Hexes of this side's own "hold" conditions [24.61, 24.62], the objective hexes weighted higher. */
function goalHexes(state: GameState, world: World): { hex: HexId; weight: number; side: Side }[] {
  const conditions = state.victory?.definition.conditions ?? [];
  const out: { hex: HexId; weight: number; side: Side }[] = [];
  for (const condition of conditions) {
    if (condition.kind !== 'holdHexes' && condition.kind !== 'holdAtTurnEnd') continue;
    const hexes = resolveHexSet(condition.hexes, world) ?? [];
    const weight = condition.kind === 'holdHexes' ? 3 : 1;
    for (const hex of hexes) out.push({ hex, weight, side: condition.side });
  }
  return out;
}

const goalCache = new WeakMap<object, { hex: HexId; weight: number; side: Side }[]>();

function cachedGoals(state: GameState, world: World) {
  const key = state.victory ?? state;
  let goals = goalCache.get(key);
  if (!goals) {
    goals = goalHexes(state, world);
    goalCache.set(key, goals);
  }
  return goals;
}

function enemyUnits(state: GameState, side: Side): Unit[] {
  return allUnits(state)
    .filter((u) => u.side !== side && !u.eliminated && u.hex !== null && isCombatUnit(u))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** [6.0] The enemy units some own unit observes (the hex it stands in is seen), or next to one. */
export function observedEnemies(state: GameState, world: World, side: Side, stacks: [HexId, Unit[]][]): Unit[] {
  const seen = new Map<HexId, boolean>();
  const ownHexes = stacks.map(([hex]) => ({ hex, at: parseHexId(hex)! }));
  return enemyUnits(state, side).filter((enemy) => {
    const hex = canonicalHexId(enemy.hex!) ?? enemy.hex!;
    const known = seen.get(hex);
    if (known !== undefined) return known;
    const at = parseHexId(hex)!;
    let sees = false;
    for (const own of ownHexes) {
      const d = hexDistance(own.at, at);
      if (d <= 1 || (d <= 12 && hexSeesHex(state, world, own.hex, hex).ok)) {
        sees = true;
        break;
      }
    }
    seen.set(hex, sees);
    return sees;
  });
}

export function buildPicture(state: GameState, world: World, side: Side, settings: LevelSettings, knownEnemies?: readonly Unit[]): Picture {
  const stacks = sideStacks(state, side);
  const units = knownEnemies ?? (settings.vision === 'all' ? enemyUnits(state, side) : observedEnemies(state, world, side, stacks));
  const enemies = units.filter((u) => !u.eliminated && u.hex !== null).map((unit) => ({ unit, at: parseHexId(unit.hex!)! }));
  const wanted = cachedGoals(state, world);
  // The Germans make for the hexes their conditions name; the Allies guard the same hexes.
  const goals = wanted.map((g) => ({ hex: g.hex, at: parseHexId(g.hex)!, weight: g.weight }));
  const threatMemo = new Map<HexId, number>();
  const nearestMemo = new Map<HexId, number>();
  return {
    side,
    stacks,
    enemies,
    goals,
    threat(hex) {
      let value = threatMemo.get(hex);
      if (value !== undefined) return value;
      const at = parseHexId(hex)!;
      value = 0;
      for (const e of enemies) {
        const d = hexDistance(at, e.at);
        if (d <= Math.max(1, e.unit.range)) value += e.unit.strength * (d <= 1 ? 2 : 1);
      }
      threatMemo.set(hex, value);
      return value;
    },
    opportunity(hex, range) {
      const at = parseHexId(hex)!;
      let value = 0;
      for (const e of enemies) if (hexDistance(at, e.at) <= Math.max(1, range)) value += e.unit.strength;
      return value;
    },
    nearestEnemy(hex) {
      let value = nearestMemo.get(hex);
      if (value !== undefined) return value;
      const at = parseHexId(hex)!;
      value = Infinity;
      for (const e of enemies) value = Math.min(value, hexDistance(at, e.at));
      nearestMemo.set(hex, value);
      return value;
    },
  };
}
