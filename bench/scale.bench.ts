/**
 * The engine's command path at two sizes, on the real four-section map (public/maps/map.json):
 * Hell's Highway as the computer sets it up (109 counters, 42 on the map), and a campaign-size
 * position of ~2,400 counters (the same set-up tiled over Maps A–D, bench/support/campaignState.ts).
 * Both are advanced with endPhase (passOpportunity for any decision) into the Allied Conditional
 * Movement Phase (phase 4), then each size measures:
 *   - apply (= validate + carry out) of one legal moveStep, validate alone, and apply of endPhase;
 *   - legalCommands: the whole listing;
 *   - unitsInHex on the largest stack's hex and on an empty hex.
 * Only the rules barrel (src/rules/index.ts), the scenario registry and tests/support are imported,
 * so the file runs unchanged on any engine that keeps those names exported.
 */
import { bench, describe } from 'vitest';
import * as rules from '../src/rules';
import type { Command, GameState, HexId } from '../src/rules';
import { scenarioById } from '../src/scenarios';
import { newScenarioGame } from '../src/scenarios/newGame';
import { realWorld } from '../tests/support/realWorld';
import { beforeCommandPhase, intoAlliedMovement } from './support/benchPositions';
import { campaignPosition } from './support/campaignState';
import { allUnitIds, allUnits } from '../src/rules/state/unitBuckets';

// Bound locally (see hex.bench.ts): the module runner reaches imported bindings through getters.
const { apply, validate, legalCommands, unitsInHex, canonicalHexId, neighbors, parseHexId, formatHexId, isOnMap } = rules;

const world = realWorld();
const hh = newScenarioGame(scenarioById('hells-highway')!, world, { seed: 'hells-highway', autoDeploy: true });
const campaign = campaignPosition(hh, world);

interface Position {
  label: string;
  state: GameState;
  move: Command;
  stackHex: HexId;
  stackSize: number;
  emptyHex: HexId;
}

/**
 * The first Allied unit on the map (by id) with a free neighbouring hex it may legally step into;
 * built with validate rather than picked from legalCommands, which takes seconds at campaign size.
 * The original set-up keeps its ids in the campaign position, so both sizes move the same unit.
 */
function position(label: string, start: GameState): Position {
  const state = intoAlliedMovement(start, world);
  const units = allUnits(state).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counts = new Map<HexId, number>();
  for (const u of units) if (u.hex) counts.set(canonicalHexId(u.hex)!, (counts.get(canonicalHexId(u.hex)!) ?? 0) + 1);
  let move: Command | undefined;
  let emptyHex: HexId | undefined;
  for (const u of units) {
    if (move) break;
    if (u.side !== 'allied' || !u.hex || u.eliminated) continue;
    for (const next of neighbors(parseHexId(u.hex)!)) {
      if (!isOnMap(next)) continue;
      const to = formatHexId(next)!;
      if (counts.has(to)) continue;
      const candidate: Command = { type: 'moveStep', unitIds: [u.id], to };
      if (validate(state, candidate, world).ok) {
        move = candidate;
        emptyHex = to;
        break;
      }
    }
  }
  if (!move || !emptyHex) throw new Error(`${label}: no legal single-unit moveStep to a free hex`);
  const moved = apply(state, move, world);
  if (!moved.ok) throw new Error(`${label}: ${JSON.stringify(move)} refused: [${moved.rule}] ${moved.message}`);
  const ended = apply(state, { type: 'endPhase' }, world);
  if (!ended.ok) throw new Error(`${label}: endPhase refused: [${ended.rule}] ${ended.message}`);
  let stackHex = '' as HexId;
  let stackSize = 0;
  for (const [hex, n] of counts) if (n > stackSize) [stackHex, stackSize] = [hex, n];
  if (unitsInHex(state, stackHex).length !== stackSize || unitsInHex(state, emptyHex).length !== 0) throw new Error(`${label}: unitsInHex disagrees`);
  return { label, state, move, stackHex, stackSize, emptyHex };
}

const small = position("Hell's Highway", hh);
const large = position('campaign', campaign.state);

const describeState = (p: Position): string => {
  const all = allUnits(p.state);
  const onMap = all.filter((u) => u.hex !== null);
  const hexes = new Set(onMap.map((u) => canonicalHexId(u.hex!)));
  return `${p.label}: ${all.length} units (${onMap.length} on the map in ${hexes.size} hexes), ${Object.keys(p.state.formations).length} formations; turn ${p.state.turn} phase ${p.state.phase}; move ${JSON.stringify(p.move)}; largest stack ${p.stackHex} (${p.stackSize}); empty hex ${p.emptyHex}`;
};
console.log(`world: ${world.grid.onMap.length} map hexes (public/maps/map.json)`);
console.log(describeState(small));
console.log(describeState(large));

let sink = 0;
/**
 * legalCommands at campaign size takes seconds per call on the unrefactored engine: no warm-up
 * (the Hell's Highway benches before it have already run the same code), at least 4 samples, more
 * if they fit in 5 s. Its bench function is async so tinybench does not spend an extra call (twice:
 * warm-up and run) probing whether it returns a promise.
 */
const SLOW = { time: 5_000, iterations: 4, warmupTime: 0, warmupIterations: 0 };
const MEDIUM = { time: 1_000, iterations: 5, warmupTime: 200, warmupIterations: 2 };

function sizeBenches(p: Position, slow: boolean): void {
  const { state, move, stackHex, emptyHex } = p;
  const recovery = beforeCommandPhase(state);
  const endPhase: Command = { type: 'endPhase' };
  bench('apply moveStep (validate + apply)', () => {
    if (apply(state, move, world).ok) sink++;
  }, MEDIUM);
  bench('validate moveStep', () => {
    if (validate(state, move, world).ok) sink++;
  }, MEDIUM);
  bench('apply endPhase', () => {
    if (apply(state, endPhase, world).ok) sink++;
  }, MEDIUM);
  bench('endPhase into a Command Phase, 10% disrupted', async () => {
    if (apply(recovery, endPhase, world).ok) sink++;
  }, slow ? SLOW : MEDIUM);
  // What the inspector asks when a counter is clicked: the legal commands about that one unit
  // (before the registry it filtered the whole listing, which is what runs where legalCommandsFor is missing).
  const unitId = (move as { unitIds: string[] }).unitIds[0]!;
  const forUnit = (rules as { legalCommandsFor?: (s: GameState, w: typeof world, id: string) => Command[] }).legalCommandsFor;
  bench('legal commands of one unit (inspector click)', async () => {
    sink += forUnit ? forUnit(state, world, unitId).length : legalCommands(state, world).filter((c) => JSON.stringify(c).includes(`"${unitId}"`)).length;
  }, slow ? SLOW : MEDIUM);
  bench('legalCommands (whole listing)', async () => {
    sink += legalCommands(state, world).length;
  }, slow ? SLOW : MEDIUM);
  bench('unitsInHex, occupied hex', () => {
    sink += unitsInHex(state, stackHex).length;
  });
  bench('unitsInHex, empty hex', () => {
    sink += unitsInHex(state, emptyHex).length;
  });
}

describe(`Hell's Highway (${allUnitIds(small.state).length} units), phase 4`, () => sizeBenches(small, false));
describe(`campaign (${allUnitIds(large.state).length} units), phase 4`, () => sizeBenches(large, true));

// Keep the results observable so the work is not optimised away.
export function benchSink(): number {
  return sink;
}
