// A scripted game of scenario 26, Drop of the 101st Airborne [26.0–26.6]: a seed plus the simple
// policy of src/rules/legal (which plans its drops with the drop planner's odds), from the German
// set-up through the drops of GT 1 and GT 12 to the victory report; every command keeps the
// invariants, and the command log replays (and survives a save file) exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/rules';
import { drop101Setup } from '../../src/scenarios/drop101/scenario';
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

const SEED = process.env['PLAY_SEED'] ?? 'drop101-1';
const MAX_COMMANDS = 8000;
/** Found by playing the seed once with the policy; a change to the engine or the policy that changes the game shows here. */
const RESULT = { winner: 'allied', level: null, label: 'Allied Victory' };

describe(`a scripted game of the Drop of the 101st (seed "${SEED}")`, () => {
  const world = realWorld();
  let played: PolicyGame;
  beforeAll(() => {
    const started = Date.now();
    const initial = createGame(drop101Setup(SEED));
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
      console.log(`drop101 ${SEED}: ${played.commands.length} commands in ${Date.now() - started} ms; drops ${played.commands.filter((c) => c.type === 'dropSerial').length}, landed ${landed}; ${JSON.stringify(played.final.ended?.victory?.result)}; ${JSON.stringify(played.final.ended?.victory?.conditions.map((c) => [c.id, c.status, c.reason]))}`);
    }
  }, 900_000);

  it('[26.1, 25.1] plays from the German set-up, Phase 13 of GT 1, to the end of GT 15', () => {
    const { initial, final } = played;
    expect(initial.deployment).not.toBeNull();
    expect(initial.turn).toBe(1);
    expect(initial.phase).toBe(13);
    expect(final.deployment).toBeNull();
    expect(final.ended?.turn).toBe(15);
  });

  it('[26.2, 14.63, 26.3, 22.3] every serial of groups p and q is dropped by air landing: p on GT 1, q from GT 12', () => {
    const drops = played.commands.flatMap((c, i) => (c.type === 'dropSerial' ? [{ serial: c.serialId, i }] : []));
    const dropped = new Set(drops.map((d) => d.serial));
    for (let n = 1; n <= 13; n++) expect(dropped.has(String(n)), `serial ${n}`).toBe(true);
    for (const serial of Object.values(played.final.airLanding.serials)) expect(serial.unitIds).toEqual([]);
    const landedTurns = played.events.flatMap((e) => (e.type === 'serialLanded' ? [e] : []));
    expect(landedTurns.length).toBeGreaterThan(0);
  });

  it('[26.52] the 506th is off the map after GT 8: left by C0117 or withdrawn', () => {
    for (const unit of allUnits(played.final)) {
      if (!['506/101', '1/506', '2/506', '3/506'].includes(unit.formationId ?? '')) continue;
      expect(unit.hex, unit.id).toBeNull();
      expect(unit.eliminated !== undefined || unit.exited?.hex === 'C0117', unit.id).toBe(true);
    }
  });

  it('[26.61] ends with the victory report this seed gives', () => {
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
