/**
 * Movement on the full four-section map: the reach query for one 3-unit stack on the road net, and
 * a whole-side sweep (every movable stack of one side) with a campaign's worth of counters.
 */
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';
import { createGame, createWorld, parseMapData, reach, sideReach, terrainOf, hexIdOfIndex, type Unit } from '../src/rules';
import { unit } from '../tests/support/builders';

const parsed = parseMapData(JSON.parse(readFileSync(new URL('../public/maps/map.json', import.meta.url), 'utf8')));
if (!parsed.ok) throw new Error(parsed.message);
const world = createWorld(parsed.map);

/** Three units in Veghel (C3013), where the main road crosses the canal. */
const roadStack: Unit[] = [
  unit({ id: 'inf', hex: 'C3013', stackIndex: 0 }),
  unit({ id: 'tank', type: 'armor', hex: 'C3013', stackIndex: 1 }),
  unit({ id: 'hq', type: 'hq', hex: 'C3013', stackIndex: 2, modes: ['concentrated', 'travel'], effectiveness: { concentrated: 3 } }),
];
const roadGame = createGame({ scenarioId: 'bench', seed: 'b', startTurn: 50, startPhase: 13, lastTurn: 64, units: roadStack });

/** ~2,400 counters in stacks of three on open ground all over the map: half Allied, half German. */
function campaignUnits(): Unit[] {
  const random = seedrandom('bench-sweep');
  const open = Array.from(world.grid.onMap).filter((i) => terrainOf(world.grid, i) === 'clear' || terrainOf(world.grid, i) === 'polder');
  const units: Unit[] = [];
  const used = new Set<number>();
  for (let stack = 0; units.length < 2400; stack++) {
    const index = open[Math.floor(random() * open.length)]!;
    if (used.has(index)) continue;
    used.add(index);
    const german = stack % 2 === 1;
    for (let k = 0; k < 3; k++) {
      units.push(
        unit({
          id: `s${stack}-${k}`,
          side: german ? 'german' : 'allied',
          nationality: german ? 'DE' : 'UK',
          type: k === 1 ? 'armor' : 'infantry',
          range: k === 2 ? 2 : 1,
          strength: 4,
          printedStrength: 4,
          hex: hexIdOfIndex(index),
          stackIndex: k,
        }),
      );
    }
  }
  return units;
}
const sweepGame = createGame({ scenarioId: 'bench', seed: 'b', startTurn: 50, startPhase: 13, lastTurn: 64, units: campaignUnits() });

describe('movement on the full map', () => {
  bench('reach: 3-unit stack from Veghel on the road net', () => {
    reach(world, roadGame, ['inf', 'tank', 'hq']);
  });

  bench('reach: whole-side sweep, 400 Allied stacks among 2,400 counters', () => {
    sideReach(world, sweepGame, 'allied');
  }, { iterations: 3, time: 0 });
});
