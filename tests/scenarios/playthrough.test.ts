// A scripted game of Hell's Highway [24.0–24.6]: the script is a seed plus the simple policy of
// src/rules/legal. Fifteen Game-Turns are played from the set-up to the end; every command keeps the
// invariants, every main mechanism of the engine is used at least once, the victory report is the
// one this seed gives, and the command log replays (and survives a save file) exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame, type Command, type GameEvent, type GameState, type World, setOccupancySelfCheck } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import { jsonEqual, replay } from '../../src/store/replay';
import { parseSave, serializeSave } from '../../src/store/saveFile';
import { failOnBrokenInvariant, playPolicyGame } from '../support/playPolicyGame';
import { realWorld } from '../support/realWorld';
import { allUnitIds, unitById } from '../../src/rules/state/unitBuckets';

/** The seed of the scripted game: it seeds both the game's dice and the policy's choices. */
const SEED = process.env['PLAY_SEED'] ?? 'play-3';
/** Far more than a game needs (about 1,200 commands for this seed): a stalled policy fails loudly. */
const MAX_COMMANDS = 5000;

interface Played {
  initial: GameState;
  final: GameState;
  commands: Command[];
  events: GameEvent[];
}

function playThrough(world: World): Played {
  const initial = createGame(hellsHighwaySetup(SEED));
  const played = playPolicyGame({
    state: initial,
    world,
    seed: SEED,
    maxCommands: MAX_COMMANDS,
    // The full legal list is built whenever a decision is open, and every 25th command.
    afterCommand: failOnBrokenInvariant(world, (state, n) => state.pending !== null || n % 25 === 0),
  });
  return { initial, final: played.state, commands: played.commands, events: played.events };
}

describe(`a scripted game of Hell's Highway (seed "${SEED}")`, () => {
  const world = realWorld();
  let played: Played;
  beforeAll(() => {
    // While the game is played, every occupancy answer, inside commands too, is checked against a
    // full scan of the units (state/occupancy.ts); the replays below run without the check.
    setOccupancySelfCheck(true);
    const cpu = process.cpuUsage();
    try {
      played = playThrough(world);
    } finally {
      setOccupancySelfCheck(false);
    }
    // PLAY_REPORT=1: the game's length and the CPU time the policy took (docs/scenarios.md).
    const used = process.cpuUsage(cpu);
    if (process.env['PLAY_REPORT']) console.log(`hells highway ${SEED}: ${played.commands.length} commands, ${((used.user + used.system) / 1e6).toFixed(1)} CPU-s`);
  }, 120_000);

  it('[24.0, 4.0] plays from the set-up through all fifteen Game-Turns to the end', () => {
    const { initial, final } = played;
    expect(initial.deployment).not.toBeNull();
    expect(final.deployment).toBeNull();
    expect(final.ended?.turn).toBe(initial.lastTurn);
    expect(final.lastTurn - initial.turn + 1).toBe(15);
  });

  it('[24.61] ends with the victory report this seed gives', () => {
    const report = played.final.ended?.victory;
    expect(report?.final).toBe(true);
    expect(report?.definitionId).toBe('historical');
    // Found by playing this seed once with the policy (the rules then decide it; any change to the
    // engine or the policy that changes the game shows up here first).
    // The map is part of the game, and so are the rules: with the rules audit of issue 14 (the top
    // two targets of opportunity fire, announced multi-formation fire, no entry over the stacking
    // limit, bridges approached before the start) "play-5" no longer used the off-map batteries, so
    // the script moved to "play-3", which uses every mechanism and ends in a German substantive
    // victory [24.61]. PLAY_SEED=<seed> plays another seed.
    // With the column of arriving units cut into stacks of the entry hex's limit (issue 21, 22.21),
    // the Allied arrivals at C2411 no longer pay the column cost one by one, and the same seed ends
    // in an Allied victory.
    expect(report?.result).toMatchObject({ winner: 'allied', level: null, label: 'Allied Victory' });
    expect(played.final.ended?.winner).toBe('allied');
  });

  it('[8.0, 22.1, 5.0, 12.0, 24.4, 8.4, 8.7, 11.23, 11.35, 9.31, 11.5] uses movement, reinforcements, every kind of fire, close action, supply, disruption and recovery', () => {
    const { events } = played;
    const count = (test: (e: GameEvent) => boolean) => events.filter(test).length;
    const kinds = {
      movement: count((e) => e.type === 'unitsMoved' && e.from !== null),
      reinforcementArrival: count((e) => e.type === 'unitsMoved' && e.from === null),
      directFire: count((e) => e.type === 'fireResolved' && e.explanation.kind === 'directFire'),
      indirectFire: count((e) => e.type === 'fireResolved' && e.explanation.kind === 'indirectFire'),
      offMapBatteryFire: count((e) => e.type === 'fireResolved' && unitById(played.final, e.firerId)?.offMapBattery !== undefined),
      opportunityFire: count((e) => e.type === 'fireResolved' && e.opportunity),
      closeAction: count((e) => e.type === 'closeActionResolved'),
      hqCutOff: count((e) => e.type === 'hqSupplyJudged' && !e.supplied),
      hqResupplied: count((e) => e.type === 'hqSupplyJudged' && e.supplied),
      depletionRemoved: count((e) => e.type === 'depletionRemoved'),
      disruption: count((e) => e.type === 'disrupted'),
      recovery: count((e) => e.type === 'disruptionRecoveryRolled' && e.recovered),
      elimination: count((e) => e.type === 'eliminated'),
    };
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(0);
  });

  it('[ARCHITECTURE §4] replaying the command log, and a save file round trip, give exactly the final state', () => {
    const { initial, final, commands } = played;
    const replayed = replay(initial, commands, world);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.index}: ${replayed.reason}`);
    expect(jsonEqual(replayed.state, final)).toBe(true);
    const text = serializeSave({ initial, commands, state: final, savedAt: '2026-01-01T00:00:00.000Z', compact: true });
    // [21.0] the file refers to the catalogue's counters, naming the version of each (docs/order-of-battle.md §8); the rebuild is exact.
    expect((JSON.parse(text) as { counters: Record<string, string> }).counters[allUnitIds(final)[0]!]).toMatch(/^[0-9a-f]{8}$/);
    const loaded = parseSave(text, world);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(jsonEqual(loaded.save.state, final)).toBe(true);
    expect(loaded.save.state).toEqual(final);
    expect(loaded.log).toHaveLength(commands.length);
  }, 60_000);
});
