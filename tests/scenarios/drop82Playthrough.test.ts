// A scripted game of scenario 27, Drop of the 82nd Airborne [27.0–27.5]: a seed plus the simple
// policy of src/rules/legal (which plans its drops with the drop planner's odds), from the German
// set-up through the drops of GT 1 and GT 12 to the victory report; every command keeps the
// invariants, and the command log replays (and survives a save file) exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/rules';
import { drop82Setup } from '../../src/scenarios/drop82/scenario';
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

const SEED = process.env['PLAY_SEED'] ?? 'drop82-1';
const MAX_COMMANDS = 8000;
/** Found by playing the seed once with the policy; a change to the engine or the policy that changes the game shows here. */
const RESULT = { winner: 'german', level: 'marginal', label: 'German Marginal Victory' };

describe(`a scripted game of the Drop of the 82nd (seed "${SEED}")`, () => {
  const world = realWorld();
  let played: PolicyGame;
  beforeAll(() => {
    const cpu = process.cpuUsage();
    const initial = createGame(drop82Setup(SEED));
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
      console.log(`drop82 ${SEED}: ${played.commands.length} commands, ${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6).toFixed(1)} CPU-s with the invariant checks; drops ${played.commands.filter((c) => c.type === 'dropSerial').length}, landed ${landed}; ${JSON.stringify(played.final.ended?.victory?.result)}; ${JSON.stringify(played.final.ended?.victory?.conditions.map((c) => [c.id, c.status, c.reason]))}`);
    }
  }, 900_000);

  it('[27.1, 25.1] plays from the German set-up, Phase 13 of GT 1, to the end of GT 15', () => {
    const { initial, final } = played;
    expect(initial.deployment).not.toBeNull();
    expect(initial.turn).toBe(1);
    expect(initial.phase).toBe(13);
    expect(final.deployment).toBeNull();
    expect(final.ended?.turn).toBe(15);
  });

  it('[27.2, 14.63, 27.3, 22.3] every serial of groups s and t is dropped by air landing: s on GT 1, t from GT 12', () => {
    const drops = played.commands.flatMap((c) => (c.type === 'dropSerial' ? [c.serialId] : []));
    const dropped = new Set(drops);
    for (let n = 17; n <= 32; n++) expect(dropped.has(String(n)), `serial ${n}`).toBe(true);
    for (const serial of Object.values(played.final.airLanding.serials)) expect(serial.unitIds).toEqual([]);
    expect(played.events.some((e) => e.type === 'serialLanded')).toBe(true);
  });

  it('[27.1] no unit ever stood off Map B, and no Allied unit left it', () => {
    for (const unit of allUnits(played.final)) {
      if (unit.hex) expect(/^B|^A01/.test(unit.hex), `${unit.id} at ${unit.hex}`).toBe(true);
      expect(unit.exited, unit.id).toBeUndefined();
    }
  });

  it('[27.3, 22.1] the 9th SS recon battalion comes on at B3830, display n by the east edge', () => {
    const entries = played.events.flatMap((e) => (e.type === 'unitsMoved' && e.from === null ? e.unitIds.map((id) => [id, e.to] as const) : []));
    const entered = new Map(entries);
    const recon = ['de-a9-1', 'de-a9-2', 'de-a9-3', 'de-a9-4'].filter((id) => entered.has(id));
    expect(recon.length).toBeGreaterThan(0);
    for (const id of recon) expect(entered.get(id)).toBe('B3830');
    expect(entered.get('de-f-hq')).toMatch(/^B\d{2}54$/);
  });

  it('[27.41] the regimental HQ posts were checked as GT 4 began', () => {
    const checked = played.events.flatMap((e) => (e.type === 'hqPostChecked' ? [e.unitId] : []));
    expect(checked.sort()).toEqual(['us-504-hq', 'us-505-hq', 'us-508-hq']);
  });

  it('[27.51] ends with the victory report this seed gives', () => {
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
