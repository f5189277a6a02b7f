/**
 * Supply at campaign size on the full four-section map: a Command Phase judgment (every HQ traced
 * along its chain, then every unit to its HQs) for one side among ~2,400 counters, with a
 * synthetic chain of command of ~150 HQs (75 a side) spread over the map.
 */
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';
import {
  XXX_CORPS_TRAIN,
  createGame,
  createWorld,
  edgeRoadSources,
  hexIdOfIndex,
  judgeSupply,
  parseMapData,
  terrainOf,
  type Echelon,
  type Formation,
  type Side,
  type Unit,
} from '../src/rules';
import { unit } from '../tests/support/builders';

const parsed = parseMapData(JSON.parse(readFileSync(new URL('../public/maps/map.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const world = createWorld(parsed.map);

const random = seedrandom('bench-supply');
const land = Array.from(world.grid.onMap).filter((i) => !['allWater', 'forest', 'city'].includes(terrainOf(world.grid, i)));

/** A land hex within `spread` steps of `centre` (a short random walk). */
function near(centre: number, spread: number): number {
  let at = centre;
  for (let n = 0; n < spread; n++) {
    const next = world.grid.neighbor[at * 6 + Math.floor(random() * 6)]!;
    if (next >= 0 && terrainOf(world.grid, next) !== 'allWater') at = next;
  }
  return at;
}

const formations: Formation[] = [];
const units: Unit[] = [];
const hqHex = new Map<string, number>();

function addFormation(side: Side, id: string, echelon: Echelon, parentId: string | null, hex: number): void {
  formations.push({ id, designation: id, echelon, side, nationality: side === 'german' ? 'DE' : 'UK', parentId, hqUnitId: `hq-${id}` });
  units.push(
    unit({ id: `hq-${id}`, side, nationality: side === 'german' ? 'DE' : 'UK', type: 'hq', hex: hexIdOfIndex(hex), formationId: id, modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 } }),
  );
  hqHex.set(id, hex);
}

/** Per side: army, 2 corps, 6 divisions, 18 regiments, 48 battalions = 75 HQs; ~1,125 companies. */
for (const side of ['allied', 'german'] as const) {
  const s = side[0];
  addFormation(side, `${s}-army`, 'army', null, land[Math.floor(random() * land.length)]!);
  for (let c = 0; c < 2; c++) {
    const corps = `${s}-c${c}`;
    addFormation(side, corps, 'corps', `${s}-army`, land[Math.floor(random() * land.length)]!);
    for (let d = 0; d < 3; d++) {
      const div = `${corps}-d${d}`;
      addFormation(side, div, 'division', corps, land[Math.floor(random() * land.length)]!);
      for (let r = 0; r < 3; r++) {
        const reg = `${div}-r${r}`;
        addFormation(side, reg, 'regiment', div, near(hqHex.get(div)!, 6));
        const battalions = r === 2 ? 2 : 3;
        for (let b = 0; b < battalions; b++) addFormation(side, `${reg}-b${b}`, 'battalion', reg, near(hqHex.get(reg)!, 4));
      }
    }
  }
}
const leaves = formations.filter((f) => f.echelon === 'battalion');
for (let n = 0; units.length < 2400; n++) {
  const f = leaves[n % leaves.length]!;
  units.push(
    unit({
      id: `u${n}`,
      side: f.side,
      nationality: f.nationality,
      type: n % 3 === 1 ? 'armor' : 'infantry',
      hex: hexIdOfIndex(near(hqHex.get(f.id)!, 5)),
      formationId: f.id,
      range: n % 5 === 0 ? 2 : 1,
      stackIndex: 0,
      status: { depleted: n % 7 === 0 } as Unit['status'],
    }),
  );
}

const state = createGame({
  scenarioId: 'bench',
  seed: 'b',
  startTurn: 50,
  startPhase: 1,
  lastTurn: 106,
  units,
  formations,
  supply: { sources: [XXX_CORPS_TRAIN, ...edgeRoadSources(world, 'german')], supplyheads: {} },
});

// Plain figures for the record, besides vitest's table. "Cold" gives every judgment a fresh
// bridges object, so no step price is remembered from an earlier judgment (stepMemos.ts).
{
  const runs = 10;
  for (let n = 0; n < 3; n++) judgeSupply({ ...state, bridges: {} }, world, 'allied'); // warm-up
  const time = (fresh: boolean) => {
    const t0 = performance.now();
    for (let n = 0; n < runs; n++) judgeSupply(fresh ? { ...state, bridges: {} } : state, world, n % 2 === 0 ? 'allied' : 'german');
    return (performance.now() - t0) / runs;
  };
  const cold = time(true);
  const warm = time(false);
  const report = judgeSupply(state, world, 'allied');
  const supplied = Object.values(report.units).filter((u) => u.verdict.supplied).length;
  console.log(
    `supply: ${formations.length} HQs, ${units.length} counters, ${edgeRoadSources(world, 'german').length} German edge roads; ` +
      `${cold.toFixed(1)} ms per side judgment cold, ${warm.toFixed(1)} ms with remembered step prices ` +
      `(Allied: ${supplied} of ${Object.keys(report.units).length} units supplied)`,
  );
}

describe('supply on the full map', () => {
  bench('judgeSupply: Allied side, 75 HQs and ~1,125 units among 2,400 counters (step prices remembered)', () => {
    judgeSupply(state, world, 'allied');
  }, { iterations: 20, time: 0 });

  bench('judgeSupply: Allied side, cold (fresh bridges object: no remembered step prices)', () => {
    judgeSupply({ ...state, bridges: {} }, world, 'allied');
  }, { iterations: 20, time: 0 });

  bench('judgeSupply: German side (map-edge road sources)', () => {
    judgeSupply(state, world, 'german');
  }, { iterations: 20, time: 0 });
});
