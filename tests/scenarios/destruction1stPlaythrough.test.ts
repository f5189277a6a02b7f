// A whole scripted game of scenario 29, Destruction of the British 1st [29.0–29.5]: a seed plus the
// simple policy from the German set-up through the drops of GT 1, 12 and 43 to the victory report at
// the end of GT 44; every command keeps the invariants, and the command log replays exactly. It is
// long, so it runs by name: `npm run play:destruction1st` (PLAY_SEED to choose the seed); the suite
// keeps a short fuzz slice of the scenario (drop1stFuzz.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/rules';
import { destruction1stSetup } from '../../src/scenarios/destruction1st/scenario';
import { jsonEqual, replay } from '../../src/store/replay';
import { realWorld } from '../support/realWorld';
import { failOnBrokenInvariant, playPolicyGame } from '../support/playPolicyGame';
import type { Command, GameEvent, GameState } from '../../src/rules';

const SEED = process.env['PLAY_SEED'] ?? 'destruction1st-1';
const MAX_COMMANDS = 30000;
/** Found by playing the seed once with the policy; a change to the engine or the policy that changes the game shows here. */
const RESULT = { winner: 'german' };

describe.runIf(process.env['PLAY_DESTRUCTION'])(`a scripted game of the Destruction of the British 1st (seed "${SEED}")`, () => {
  const world = realWorld();
  let played: { initial: GameState; final: GameState; commands: Command[]; events: GameEvent[] };
  beforeAll(() => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const initial = createGame(destruction1stSetup(SEED));
    const game = playPolicyGame({ state: initial, world, seed: SEED, maxCommands: MAX_COMMANDS, afterCommand: failOnBrokenInvariant(world, () => false) });
    played = { initial, final: game.state, commands: game.commands, events: game.events };
    const used = process.cpuUsage(cpu);
    console.log(
      `destruction1st ${SEED}: ${played.commands.length} commands in ${Date.now() - started} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU; ${JSON.stringify(played.final.ended?.victory?.result)}; ${JSON.stringify(played.final.ended?.victory?.conditions.map((c) => [c.id, c.status, c.reason]))}`,
    );
  }, 3_600_000);

  it('[29.1] plays from the German set-up, Phase 13 of GT 1, to the end of GT 44', () => {
    expect([played.initial.turn, played.initial.phase]).toEqual([1, 13]);
    expect(played.final.ended?.turn).toBe(44);
  });

  it('[29.3, 14.31, 14.63] every serial of groups v, w and x is dropped: the policy puts the Poles\' free pathfinder down on GT 43 and drops them by it', () => {
    const dropped = new Set(played.commands.flatMap((c) => (c.type === 'dropSerial' ? [c.serialId] : [])));
    for (let n = 38; n <= 58; n++) expect(dropped.has(String(n)), `serial ${n}`).toBe(true);
    const placed = played.events.find((e) => e.type === 'pathfinderPlaced' && e.formationId === 'Polx');
    expect(placed).toBeDefined();
    expect(played.final.pathfinders['Polx']?.hex).not.toBeNull();
    const placedAt = played.commands.findIndex((c) => c.type === 'placePathfinder');
    const firstPolish = played.commands.findIndex((c) => c.type === 'dropSerial' && Number(c.serialId) >= 55);
    expect(placedAt).toBeGreaterThanOrEqual(0);
    expect(placedAt).toBeLessThan(firstPolish);
  });

  it('[29.51] ends with the victory report this seed gives', () => {
    expect(played.final.ended?.victory?.final).toBe(true);
    expect(played.final.ended?.victory?.result).toMatchObject(RESULT);
  });

  it('[ARCHITECTURE §4] replaying the command log gives exactly the final state', () => {
    const replayed = replay(played.initial, played.commands, world);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.index}: ${replayed.reason}`);
    expect(jsonEqual(replayed.state, played.final)).toBe(true);
  }, 600_000);
});
