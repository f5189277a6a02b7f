/**
 * Reach as the screen asks it (`npm run bench:reach`), at the campaign bench's three sizes (109, 981
 * and 2,398 counters; bench/support/campaignState.ts), in the Allied Conditional Movement Phase of
 * GT 1: the reach overlay of the clicked unit's stack (ui/overlays/highlightSpecs.ts reachOverlay)
 * and the path preview's query (ui/actions/pathPreview.ts reachOf), once on each of 400 positions a
 * move step of another unit made (bench/support/benchPositions.ts positionsAfterAStep: what the
 * screen meets after a command) and again on one position; then the search alone with its board
 * built, and the search for every Allied stack of the position (`sideReach`). CPU ms a call
 * (support/cpuTime.ts). docs/benchmarks.md, "fifth round — reach", has figures.
 */
import { bench, describe } from 'vitest';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { reachOf } from '../src/ui/actions/pathPreview';
import { movableStackOf, reachOverlay } from '../src/ui/overlays/highlightSpecs';
import { realWorld } from '../tests/support/realWorld';
import { firstMove, intoAlliedMovement, positionsAfterAStep } from './support/benchPositions';
import { campaignPosition } from './support/campaignState';
import { cpuRow } from './support/cpuTime';
import { allUnitIds } from '../src/rules/state/unitBuckets';
import { reach, reachBoard, sideReach } from '../src/rules/movement/reach';

const world = realWorld();
const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
/** Tiles: 109, 981 and 2,398 counters; BENCH_REACH_TILES=22 for one size. */
const SIZES = process.env['BENCH_REACH_TILES'] ? [Number(process.env['BENCH_REACH_TILES'])] : [1, 9, 22];

for (const tiles of SIZES) {
  const start = tiles === 1 ? { ...hh, playArea: null } : campaignPosition(hh, world, tiles).state;
  const state = intoAlliedMovement(start, world);
  const unitId = firstMove(state, world).unitIds[0]!;
  const ids = movableStackOf(state, unitId);
  // two sets of new positions, so that neither row finds the boards the other built
  const afterSteps = positionsAfterAStep(state, world, unitId, 400);
  const afterOtherSteps = positionsAfterAStep(state, world, unitId, 400);
  const board = reachBoard(world, state, 'allied');
  let a = 0;
  let b = 0;
  const counters = allUnitIds(state).length;
  // warm the code paths (JIT) on this position before the table, so the first row does not pay for it
  for (let k = 0; k < 50; k++) reachOverlay(world, state, unitId);
  console.log(
    [
      `${counters} counters, stack of ${ids.length} (${unitId})`,
      cpuRow(`${counters}: overlay, first stack after a move step`, () => reachOverlay(world, afterSteps[a++ % afterSteps.length]!, unitId), 300, afterSteps.length - 1),
      cpuRow(`${counters}: path preview, first after a move step`, () => reachOf(world, afterOtherSteps[b++ % afterOtherSteps.length]!, ids), 300, afterOtherSteps.length - 1),
      cpuRow(`${counters}: overlay, same position again`, () => reachOverlay(world, state, unitId)),
      cpuRow(`${counters}: path preview, same position again`, () => reachOf(world, state, ids)),
      cpuRow(`${counters}: the search alone (board given)`, () => reach(world, state, ids, board)),
      cpuRow(`${counters}: every Allied stack (sideReach)`, () => sideReach(world, state, 'allied'), 1_000, 50),
    ].join('\n'),
  );
}

/** Wall-clock benches are left to bench:campaign; this file prints the CPU table above. */
describe.skip('reach (CPU table above)', () => {
  bench('nothing', () => undefined);
});
