/**
 * A campaign-size position for the render benchmark (scripts/bench-render.mjs): Hell's Highway as
 * the computer sets it up, with copies of its on-map combat units added on land hexes all over the
 * four map sections until ~2,400 counters stand on the map. Copies keep their formation but no
 * HQ, leader, reinforcement or off-map role, so the position stays one the save-file schema and
 * the board accept. Stacks stay small (at most `MAX_STACK` counters a hex) like a real game's.
 */
import seedrandom from 'seedrandom';
import { hexIdOfIndex, terrainOf, type GameState, type HexId, type Section, type Unit, type World } from '../../src/rules';
import { allUnits, bucketsOf, unitsRecord } from '../../src/rules/state/unitBuckets';

/** Counters on the map in the benchmark position. */
export const RENDER_BENCH_COUNTERS = 2400;
const MAX_STACK = 3;

export interface RenderPosition {
  state: GameState;
  /** Counters on the map in each section (by canonical hex id). */
  bySection: Record<Section, number>;
  onMap: number;
}

/** `base`: a Hell's Highway game after set-up (newScenarioGame with autoDeploy). Deterministic for a seed. */
export function renderBenchPosition(base: GameState, world: World, seed = 'bench-render', target = RENDER_BENCH_COUNTERS): RenderPosition {
  const random = seedrandom(seed);
  const land = Array.from(world.grid.onMap).filter((i) => !['allWater', 'city'].includes(terrainOf(world.grid, i)));
  const units: Record<string, Unit> = unitsRecord(base);
  const stackSize = new Map<HexId, number>();
  // [8.12] units of the two sides never share a hex: each hex keeps the side of its first unit.
  const sideIn = new Map<HexId, Unit['side']>();
  for (const u of Object.values(units)) {
    if (!u.hex) continue;
    stackSize.set(u.hex, (stackSize.get(u.hex) ?? 0) + 1);
    sideIn.set(u.hex, u.side);
  }

  const models = allUnits(base).filter((u) => u.hex !== null && !u.eliminated && u.type !== 'hq' && u.type !== 'leader' && !u.offMapBattery);
  if (models.length === 0) throw new Error('the base position has no combat units on the map to copy');
  let onMap = Object.values(units).filter((u) => u.hex !== null).length;
  for (let n = 0; onMap < target; n++) {
    const model = models[n % models.length]!;
    let hex: HexId;
    do hex = hexIdOfIndex(land[Math.floor(random() * land.length)]!);
    while ((stackSize.get(hex) ?? 0) >= MAX_STACK || (sideIn.get(hex) ?? model.side) !== model.side);
    const depth = stackSize.get(hex) ?? 0;
    stackSize.set(hex, depth + 1);
    sideIn.set(hex, model.side);
    const copy: Unit = { ...model, id: `${model.id}~${n}`, hex, stackIndex: depth, status: { ...model.status } };
    delete copy.arrival;
    delete copy.leader;
    delete copy.landedTurn;
    units[copy.id] = copy;
    onMap++;
  }

  const bySection: Record<Section, number> = { A: 0, B: 0, C: 0, D: 0 };
  for (const u of Object.values(units)) {
    if (u.hex) bySection[u.hex[0] as Section]++;
  }
  return { state: { ...base, ...bucketsOf(Object.values(units)) }, bySection, onMap };
}
