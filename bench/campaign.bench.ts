/**
 * What a player pays, at three sizes (`npm run bench:campaign`): Hell's Highway as the computer sets
 * it up (109 counters), and the same set-up tiled over the four map sections
 * (bench/support/campaignState.ts) to 981 and 2,398 counters. Each position is taken by endPhase into
 * the Allied Conditional Movement Phase (GT 1, phase 4) and then measures, per size:
 *   - a click on a counter: the inspector's situation lines (ui/inspector/unitSituation.ts);
 *   - the legal commands of that one unit (what the inspector's "Now" line lists);
 *   - reach of its stack as the screen asks it (ui/overlays/highlightSpecs.ts reachOverlay), again on
 *     the same position, first on a copy of it, and first on positions one move step made (the
 *     reach board is kept per position and carried over from the one before);
 *   - apply (validate + carry out) of one move step;
 *   - endPhase into an Allied Command Phase with every tenth counter on the map disrupted;
 *   - line of sight: 10,000 observer/target pairs within day range, checks per second.
 * History (Hell's Highway size, bench/support/longGame.ts): replay of a whole fuzzed game in commands
 * per second, load of its save, and undo at its end through the store. docs/benchmarks.md has figures.
 * Besides tinybench's wall-clock figures, each size prints a table of CPU time per call
 * (support/cpuTime.ts), which holds on a loaded machine; BENCH_CPU_ONLY=1 prints only the tables.
 */
import { bench, describe } from 'vitest';
import * as rules from '../src/rules';
import type { World } from '../src/rules';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { createGameStore, createMemoryAutosave, serializeSave } from '../src/store';
import { replay } from '../src/store/replay';
import { unitSituation } from '../src/ui/inspector/unitSituation';
import { reachOverlay } from '../src/ui/overlays/highlightSpecs';
import { realWorld } from '../tests/support/realWorld';
import { beforeCommandPhase, firstMove, intoAlliedMovement, positionsAfterAStep } from './support/benchPositions';
import { campaignPosition } from './support/campaignState';
import { cpuRow } from './support/cpuTime';
import { longGame } from './support/longGame';
import { allUnitIds, allUnits, unitById } from '../src/rules/state/unitBuckets';

// Bound locally (see hex.bench.ts): the module runner reaches imported bindings through getters.
const { apply, legalCommandsFor, isOnMap, lineOfSight, observationRange, hexFromIndex, hexIndex, hexDistance, toAxial, fromAxial } = rules;

const world = realWorld();
const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
const SIZES = [1, 9, 22] as const; // tiles: 109, 981 and 2,398 counters

/** Observer/target pairs 2..day range apart, as fire and spotting ask (a fixed LCG, so every run asks the same). */
function nearPairs(w: World, count: number): [number, number][] {
  let seed = 1944;
  const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const onMap = Array.from(w.grid.onMap);
  const out: [number, number][] = [];
  while (out.length < count) {
    const from = onMap[Math.floor(rand() * onMap.length)]!;
    const range = observationRange(w, 1, from);
    const a = toAxial(hexFromIndex(from));
    const to = fromAxial({ q: a.q + Math.floor(rand() * (2 * range + 1)) - range, r: a.r + Math.floor(rand() * (2 * range + 1)) - range });
    if (!isOnMap(to)) continue;
    const d = hexDistance(hexFromIndex(from), to);
    if (d >= 2 && d <= range) out.push([from, hexIndex(to)]);
  }
  return out;
}

let sink = 0;
/** BENCH_CPU_ONLY=1: print the CPU tables and skip tinybench's wall-clock benches. */
const benchGroup = process.env['BENCH_CPU_ONLY'] ? describe.skip : describe;
const OPTIONS = { time: 1_500, iterations: 5, warmupTime: 200, warmupIterations: 2 };
const SLOW = { time: 3_000, iterations: 3, warmupTime: 0, warmupIterations: 1 };

for (const tiles of SIZES) {
  const start = tiles === 1 ? { ...hh, playArea: null } : campaignPosition(hh, world, tiles).state;
  const state = intoAlliedMovement(start, world);
  const move = firstMove(state, world);
  const unitId = move.unitIds[0]!;
  const unit = unitById(state, unitId)!;
  const recovery = beforeCommandPhase(state);
  const afterSteps = positionsAfterAStep(state, world, unitId, 400);
  let steps = 0;
  const counters = allUnitIds(state).length;
  const onMap = allUnits(state).filter((u) => u.hex !== null).length;
  console.log(`${counters} counters (${onMap} on the map), GT ${state.turn} phase ${state.phase}; clicked and moved: ${unitId} ${JSON.stringify(move)}`);
  console.log(
    [
      cpuRow(`${counters}: click a counter (inspector situation)`, () => unitSituation(state, world, unit)),
      cpuRow(`${counters}: legal commands of one unit`, () => legalCommandsFor(state, world, unitId)),
      cpuRow(`${counters}: reach of its stack, as the screen asks`, () => reachOverlay(world, state, unitId)),
      // A new position each call (the reach board is kept per frozen position): the first stack asked after a command.
      cpuRow(`${counters}: reach, first stack after a command`, () => reachOverlay(world, Object.freeze({ ...state }), unitId)),
      // A position a move step made (one unit moved), each asked once: the board is carried over from the position before.
      cpuRow(`${counters}: reach, first stack after a move step`, () => reachOverlay(world, afterSteps[steps++ % afterSteps.length]!, unitId), 300, afterSteps.length - 1),
      cpuRow(`${counters}: apply one move step`, () => apply(state, move, world)),
      cpuRow(`${counters}: endPhase into a Command Phase, 10% disrupted`, () => apply(recovery, { type: 'endPhase' }, world), 1_000, 5),
    ].join('\n'),
  );

  benchGroup(`${counters} counters`, () => {
    bench('click a counter: inspector situation', () => {
      sink += unitSituation(state, world, unit).length;
    }, OPTIONS);
    bench('legal commands of one unit', () => {
      sink += legalCommandsFor(state, world, unitId).length;
    }, OPTIONS);
    bench('reach of its stack, as the screen asks', () => {
      sink += reachOverlay(world, state, unitId).hexes?.length ?? 0;
    }, OPTIONS);
    bench('apply one move step (validate + apply)', () => {
      if (apply(state, move, world).ok) sink++;
    }, OPTIONS);
    bench('endPhase into a Command Phase, 10% disrupted', () => {
      if (apply(recovery, { type: 'endPhase' }, world).ok) sink++;
    }, SLOW);
  });
}

const pairs = nearPairs(world, 10_000);
console.log(cpuRow('lineOfSight × 10,000 pairs within day range', () => pairs.forEach(([a, b]) => lineOfSight(world, a, b)), 1_000, 20));
benchGroup('line of sight, 10,000 pairs within day range', () => {
  bench('lineOfSight × 10,000', () => {
    for (const [a, b] of pairs) if (lineOfSight(world, a, b).clear) sink++;
  }, OPTIONS);
});

const game = longGame(world, process.env['BENCH_GAME_SEED'] ?? 'full-2');
const save = serializeSave({ initial: game.initial, commands: game.commands, state: game.final, app: 'bench' });
console.log(`long game: seed ${game.seed}, ${game.commands.length} commands, ends GT ${game.final.turn} phase ${game.final.phase}; save ${(save.length / 1e6).toFixed(2)} MB`);

let loads = 0;
function loadedStore() {
  const store = createGameStore({ storage: createMemoryAutosave(), initial: game.initial, world, entropy: () => '0123456789abcdef' });
  // A different text each time (trailing spaces), so that the store's memory of the latest check
  // (saveFile.ts parseSave) never answers: every load is timed in full.
  if (!store.getState().importSave(save + ' '.repeat(++loads % 2)).ok) throw new Error(`the long game's save does not load: ${JSON.stringify(store.getState().ui.notice)}`);
  return store;
}
const store = loadedStore();
console.log(
  [
    cpuRow(`replay the whole game (${game.commands.length} commands)`, () => replay(game.initial, game.commands, world), 2_000, 3),
    cpuRow('load its save (parse, schema, replay, compare)', loadedStore, 2_000, 3),
  ].join('\n'),
);

/**
 * Undo right after a load, when the store holds only the loaded replay's checkpoints (every 25th
 * position): the worst undo, which replays up to 24 commands. Timed by hand (CPU time) on fresh stores (a bench
 * iteration could not start each from a fresh load without timing the load too).
 */
{
  const firstUndo: number[] = [];
  const tenUndos: number[] = [];
  for (let n = 0; n < 3; n++) {
    const fresh = loadedStore();
    const cpu = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    let t = cpu();
    fresh.getState().undo();
    firstUndo.push(cpu() - t);
    t = cpu();
    for (let k = 0; k < 10; k++) fresh.getState().undo();
    tenUndos.push((cpu() - t) / 10);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(2);
  console.log(`undo after load: first ${median(firstUndo)} ms CPU, next ten ${median(tenUndos)} ms CPU each (median of 3 fresh loads)`);
}

benchGroup(`history: Hell's Highway, ${game.commands.length} commands`, () => {
  bench('replay the whole game', () => {
    if (replay(game.initial, game.commands, world).ok) sink++;
  }, SLOW);
  bench('load its save (parse, schema, replay, compare)', () => {
    sink += loadedStore().getState().game.log.length;
  }, SLOW);
  bench('undo the last command, then redo it', () => {
    store.getState().undo();
    store.getState().redo();
  }, OPTIONS);
});

export function benchSink(): number {
  return sink;
}
