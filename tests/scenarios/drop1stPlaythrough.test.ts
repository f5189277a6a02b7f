// A scripted game of scenario 28, Drop of the British 1st Airborne [28.0–28.5]: a seed plus the simple
// policy of src/rules/legal (which plans its drops with the drop planner's odds), from the German
// set-up through the drops of GT 1 and GT 12 to the victory report; every command keeps the
// invariants, and the command log replays (and survives a save file) exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/rules';
import { drop1stSetup } from '../../src/scenarios/drop1st/scenario';
import { D1_RECON_COUNTERS } from '../../src/scenarios/drop1st/reinforcements';
import { jsonEqual, replay } from '../../src/store/replay';
import { parseSave, serializeSave } from '../../src/store/saveFile';
import { realWorld } from '../support/realWorld';
import { failOnBrokenInvariant, playPolicyGame } from '../support/playPolicyGame';
import type { Command, GameEvent, GameState } from '../../src/rules';
import { allUnits } from '../../src/rules/state/unitBuckets';

interface PolicyGame {
  initial: GameState;
  final: GameState;
  commands: Command[];
  events: GameEvent[];
}

const SEED = process.env['PLAY_SEED'] ?? 'drop1st-1';
const MAX_COMMANDS = 8000;
/** Found by playing the seed once with the policy; a change to the engine or the policy that changes the game shows here. */
const RESULT = { winner: 'german', level: 'marginal', label: 'German Marginal Victory' };

describe(`a scripted game of the Drop of the British 1st (seed "${SEED}")`, () => {
  const world = realWorld();
  let played: PolicyGame;
  beforeAll(() => {
    const started = Date.now();
    const initial = createGame(drop1stSetup(SEED));
    const game = playPolicyGame({
      state: initial,
      world,
      seed: SEED,
      maxCommands: MAX_COMMANDS,
      afterCommand: failOnBrokenInvariant(world, (state, n) => state.pending !== null && n % 10 === 0),
    });
    played = { initial, final: game.state, commands: game.commands, events: game.events };
    if (process.env['PLAY_REPORT']) {
      const landed = played.events.filter((e) => e.type === 'serialLanded').length;
      console.log(`drop1st ${SEED}: ${played.commands.length} commands in ${Date.now() - started} ms (cpu ${Math.round(process.cpuUsage().user / 1000)} ms); drops ${played.commands.filter((c) => c.type === 'dropSerial').length}, landed ${landed}; ${JSON.stringify(played.final.ended?.victory?.result)}; ${JSON.stringify(played.final.ended?.victory?.conditions.map((c) => [c.id, c.status, c.reason]))}`);
    }
  }, 900_000);

  it('[28.1, 25.1] plays from the German set-up, Phase 13 of GT 1, to the end of GT 15', () => {
    const { initial, final } = played;
    expect(initial.deployment).not.toBeNull();
    expect([initial.turn, initial.phase]).toEqual([1, 13]);
    expect(final.deployment).toBeNull();
    expect(final.ended?.turn).toBe(15);
  });

  it('[28.2, 14.63, 28.3, 22.3] every serial of groups v and w is dropped by air landing', () => {
    const dropped = new Set(played.commands.flatMap((c) => (c.type === 'dropSerial' ? [c.serialId] : [])));
    for (let n = 38; n <= 54; n++) expect(dropped.has(String(n)), `serial ${n}`).toBe(true);
    for (const serial of Object.values(played.final.airLanding.serials)) expect(serial.unitIds).toEqual([]);
  });

  it('[28.42] the 9th SS recon battalion is off the map after GT 3: left by A0130 or withdrawn, and no other unit left', () => {
    for (const unit of allUnits(played.final)) {
      if (D1_RECON_COUNTERS.includes(unit.id)) {
        expect(unit.hex, unit.id).toBeNull();
        expect(unit.eliminated !== undefined || unit.exited?.hex === 'A0130', unit.id).toBe(true);
      } else expect(unit.exited, unit.id).toBeUndefined();
    }
  });

  it('[28.51] ends with the victory report this seed gives', () => {
    const report = played.final.ended?.victory;
    expect(report?.final).toBe(true);
    expect(report?.definitionId).toBe('historical');
    expect(report?.result).toMatchObject(RESULT);
  });

  it('[ARCHITECTURE §4] replaying the command log, and a save file round trip, give exactly the final state', () => {
    const { initial, final, commands } = played;
    const replayed = replay(initial, commands, world);
    if (!replayed.ok) throw new Error(`replay failed at ${replayed.index}: ${replayed.reason}`);
    expect(jsonEqual(replayed.state, final)).toBe(true);
    const text = serializeSave({ initial, commands, state: final, savedAt: '2026-01-01T00:00:00.000Z', compact: true });
    const loaded = parseSave(text, world);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(jsonEqual(loaded.save.state, final)).toBe(true);
  }, 300_000);
});
