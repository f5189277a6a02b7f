// Saves keep references to counters plus what changes in play, not copies of printed values
// (issue 17, docs/order-of-battle.md §8): round trips on the shipped scenarios, corrupt references
// refused naming the unit, older files (version 2 full copies, version 3 references) still loading,
// and a later build that changes a counter's values still rebuilding an older save exactly.
import seedrandom from 'seedrandom';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, type Command, type GameState } from '../../src/rules';
import { BREAKOUT_ID } from '../../src/scenarios/breakout/oob';
import { DROP_101_ID } from '../../src/scenarios/drop101/oob';
import { longGame } from '../../bench/support/longGame';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { loadPrintedValues } from '../../src/scenarios/oob/printedCatalogue';
import { parseSave, serializeSave } from '../../src/store';
import { counterHash } from '../../src/scenarios/oob/counterVersions';
import { counterCatalogue } from '../../src/scenarios/oob/catalogue';
import { realWorld } from '../support/realWorld';
import { unit } from '../support/builders';
import { allUnits, positionWithUnitRecord, unitById, withUnit } from '../../src/rules/state/unitBuckets';

const world = realWorld();

interface Game {
  initial: GameState;
  commands: Command[];
  state: GameState;
}

/** A seeded game of a shipped scenario, set up by the computer, played `moves` commands on. */
function playedGame(scenarioId: string, seed: string, moves: number, catalogue?: Parameters<typeof newScenarioGame>[2]['options']): Game {
  const initial = newScenarioGame(scenarioById(scenarioId)!, world, { seed, autoDeploy: true, options: catalogue });
  const random = seedrandom.alea(seed);
  const commands: Command[] = [];
  let state = initial;
  while (!state.ended && commands.length < moves) {
    const command = chooseCommand(state, world, random);
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(result.message);
    commands.push(command);
    state = result.state;
  }
  return { initial, commands, state };
}

type WrittenFile = { version: number; counters: Record<string, string>; initial: { units: Record<string, Record<string, unknown>> }; state: { units: Record<string, Record<string, unknown>> } };

function written(game: Game, origin?: 'sandbox'): WrittenFile {
  return JSON.parse(serializeSave({ ...game, origin, savedAt: '2026-01-01T00:00:00.000Z' })) as WrittenFile;
}

function loaded(file: unknown, superseded?: Parameters<typeof parseSave>[2]) {
  return parseSave(JSON.stringify(file), world, superseded);
}

const shipped = new Map(counterCatalogue().oob.counters.map((c) => [c.id, c]));

describe('[21.0] a save writes catalogue counters as references and rebuilds them exactly', () => {
  const hellsHighway = playedGame(DEFAULT_SCENARIO_ID, 'refs-24', 400);

  it("Hell's Highway: every counter is written as its id plus what differs from a fresh counter, and the round trip is deep-equal", () => {
    const file = written(hellsHighway);
    const moved = allUnits(hellsHighway.state).find((u) => u.hex !== null && u.type !== 'leader')!;
    const reference = file.state.units[moved.id]!;
    expect(reference).not.toHaveProperty('id'); // filed under its counter id
    expect(file.counters[moved.id]).toBe(counterHash(shipped.get(moved.id)!));
    expect(reference.hex).toBe(moved.hex);
    for (const printed of ['name', 'side', 'type', 'subordination', 'printedStrength', 'effectiveness', 'printedMorale', 'range', 'modes']) expect(reference).not.toHaveProperty(printed);
    const result = parseSave(serializeSave({ ...hellsHighway, compact: true }), world);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.initial).toEqual(hellsHighway.initial);
    expect(result.save.state).toEqual(hellsHighway.state);
  });

  it('Breakout of XXX Corps (scenario 30): the round trip is deep-equal', () => {
    const breakout = playedGame(BREAKOUT_ID, 'refs-30', 150);
    const file = written(breakout);
    expect(Object.values(file.state.units).filter((u) => !('id' in u)).length).toBeGreaterThan(100);
    const result = loaded(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.initial).toEqual(breakout.initial);
    expect(result.save.state).toEqual(breakout.state);
  }, 60_000);

  it("a late Hell's Highway game (seed full-2, played to its end) and Drop of the 101st (scenario 26): the round trip is exact, and the loaded game saves to the same file", () => {
    const late = longGame(world, 'full-2');
    const drop = playedGame(DROP_101_ID, 'refs-26', 300);
    for (const game of [{ initial: late.initial, commands: late.commands, state: late.final }, drop]) {
      const text = serializeSave({ ...game, savedAt: '2026-01-01T00:00:00.000Z', compact: true });
      const result = parseSave(text, world);
      if (!result.ok) throw new Error(result.message);
      expect(result.save.initial).toEqual(game.initial);
      expect(result.save.commands).toEqual(game.commands);
      expect(result.save.state).toEqual(game.state);
      // the same file again, but for the order of keys (the save schema gives its own)
      expect(JSON.parse(serializeSave({ ...result.save, savedAt: '2026-01-01T00:00:00.000Z', compact: true }))).toEqual(JSON.parse(text));
    }
  }, 120_000);

  it('[24.2] a game begun with printed values records them in the header, its references point into them, and it loads as a scenario game', () => {
    const printed = loadPrintedValues({ format: 'httr-printed-counters', version: 1, source: 'test sheet', counters: { 'us-506-2-d': { strength: 7, morale: 2 } } });
    if (!printed.ok) throw new Error(printed.error);
    const game = playedGame(DEFAULT_SCENARIO_ID, 'refs-printed', 40, { catalogue: printed.catalogue });
    expect(unitById(game.initial, 'us-506-2-d')!.printedStrength).toBe(7);
    const file = written(game);
    expect((file as unknown as { printedValues: unknown }).printedValues).toEqual({
      format: 'httr-printed-counters',
      version: 1,
      source: 'the printed values this game was begun with',
      counters: { 'us-506-2-d': { strength: 7, morale: 2 } },
    });
    expect(file.initial.units['us-506-2-d']).not.toHaveProperty('printedStrength');
    const result = loaded(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.origin).toBe('scenario');
    expect(result.save.initial).toEqual(game.initial);
    expect(result.save.state).toEqual(game.state);
    // Without the header the counter's fingerprint names values this build never shipped nor keeps.
    delete (file as unknown as Record<string, unknown>).printedValues;
    expect(loaded(file)).toMatchObject({ ok: false, message: expect.stringContaining('("us-506-2-d") was played with values of its counter') });
    // With the shipped fingerprint and the values written over the reference, the units are not the set-up: printed values must be declared.
    file.counters['us-506-2-d'] = counterHash(shipped.get('us-506-2-d')!);
    file.initial.units['us-506-2-d'] = { ...file.initial.units['us-506-2-d'], printedStrength: 7, strength: 7, printedMorale: 2 };
    const undeclared = loaded(file);
    expect(!undeclared.ok && undeclared.message).toMatch(/not its scenario's own set-up.*"us-506-2-d"/);
  });

  it('a unit that is not a catalogue counter (made in the sandbox) is written in full', () => {
    const made = unit({ id: 'sandbox-1', name: 'X/1/1', hex: 'C1010' });
    const initial = withUnit(hellsHighway.initial, made);
    const file = written({ initial, commands: [], state: initial }, 'sandbox');
    expect(file.initial.units['sandbox-1']).toEqual(JSON.parse(JSON.stringify(made)));
  });
});

describe('[21.0] corrupt references are refused plainly, naming the unit; older files still load', () => {
  const game = playedGame(DEFAULT_SCENARIO_ID, 'refs-bad', 30);
  const id = 'us-506-2-d';

  function refusal(edit: (file: WrittenFile) => void): string {
    const file = written(game);
    edit(file);
    const result = loaded(file);
    expect(result.ok).toBe(false);
    return result.ok ? '' : result.message;
  }

  it('an unknown counter id, a counter the header gives no values for, a fingerprint that is not text', () => {
    expect(
      refusal((f) => {
        f.state.units['us-999-9-z'] = { hex: 'C3011' };
      }),
    ).toBe(`This save file is damaged or was changed by hand, so it cannot be loaded: the saved position: unit "us-999-9-z" is written as a counter of the catalogue, but this version's counter catalogue has no counter "us-999-9-z".`);
    expect(refusal((f) => delete f.counters[id])).toContain(`the starting position: unit "${id}" is written as a counter of the catalogue, but the file does not say which values that counter had`);
    expect(refusal((f) => ((f.counters as Record<string, unknown>)[id] = 7))).toContain(`the values of counter "${id}" are not named by a fingerprint`);
    expect(refusal((f) => ((f as unknown as Record<string, unknown>).counters = undefined))).toContain('it does not say which values its counters had');
  });

  it('a bad field of a reference is named by the save schema', () => {
    expect(refusal((f) => (f.state.units[id]!.strength = 'six'))).toContain(`the saved position › unit "${id}" › strength should be a number`);
    expect(refusal((f) => (f.state.units[id]!.mode = 'flying'))).toContain(`unit "${id}" › mode should be one of`);
  });

  it('printed values in the header that the catalogue refuses', () => {
    const message = refusal((f) => ((f as unknown as Record<string, unknown>).printedValues = { format: 'httr-printed-counters', version: 1, source: 'x', counters: { [id]: { strength: 0 } } }));
    expect(message).toContain('its printed counter values are not written correctly');
    const unknown = refusal((f) => ((f as unknown as Record<string, unknown>).printedValues = { format: 'httr-printed-counters', version: 1, source: 'x', counters: { 'no-such-counter': { strength: 3 } } }));
    expect(unknown).toContain('its printed counter values are refused');
    expect(unknown).toContain('no-such-counter');
  });

  it('a version 2 file (every unit a full copy, the commands one object each) still loads', () => {
    const full = { format: 'httr-save', version: 2, savedAt: '2025-06-01T00:00:00.000Z', app: 'an older build', initial: positionWithUnitRecord(game.initial), commands: game.commands, state: positionWithUnitRecord(game.state) };
    const result = loaded(full);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.initial).toEqual(game.initial);
    expect(result.save.commands).toEqual(game.commands);
    expect(result.save.state).toEqual(game.state);
    const withReference = { ...full, state: { ...full.state, units: { ...full.state.units, [id]: { counter: id } } } };
    expect(loaded(withReference)).toMatchObject({ ok: false, message: expect.stringContaining('a file of version 2 cannot hold units written as references to counters') });
  });
});

describe('[21.0] a version 3 file (written by the build before the compact log) still loads', () => {
  // Written by that build: Hell's Highway, seed v3-fixture, 80 commands of the seeded policy.
  const text = readFileSync(new URL('./files/hells-highway-v3.json', import.meta.url), 'utf8');
  const file = JSON.parse(text) as { version: number; catalogue: string; commands: Command[] };

  it('loads, replays to its saved position, and is written again as version 4 with the same game', () => {
    expect(file.version).toBe(3);
    const result = parseSave(text, world);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.commands).toEqual(file.commands);
    const again = parseSave(serializeSave({ ...result.save, compact: true }), world);
    if (!again.ok) throw new Error(again.message);
    expect(again.save.initial).toEqual(result.save.initial);
    expect(again.save.commands).toEqual(result.save.commands);
    expect(again.save.state).toEqual(result.save.state);
  }, 60_000);

  it('references into another edition of the counter data are refused in words', () => {
    const other = JSON.stringify({ ...file, catalogue: '0000000000000000' });
    expect(parseSave(other, world)).toMatchObject({ ok: false, message: expect.stringMatching(/^This save's units refer to another edition of the counter data \("0000000000000000"; this app has "[0-9a-f]{16}"\)/) });
  });
});

describe('[21.0] a data update never loses a saved game: the build keeps earlier versions of a counter (counterVersions.ts)', () => {
  // An older build shipped D/2/506 at 5 SP, morale 2; today's data says 6 SP, morale 3. The older
  // build's save is the file of a game begun with those values, without the printed-values header
  // (for that build they were the shipped ones).
  const id = 'us-506-2-d';
  const earlier = { strength: 5, morale: 2 };
  const printed = loadPrintedValues({ format: 'httr-printed-counters', version: 1, source: 'an older build', counters: { [id]: earlier } });
  if (!printed.ok) throw new Error(printed.error);
  const game = playedGame(DEFAULT_SCENARIO_ID, 'refs-older', 60, { catalogue: printed.catalogue });
  const file = written(game) as WrittenFile & Record<string, unknown>;
  delete file['printedValues'];

  it('the older save names the earlier version of the counter', () => {
    expect(unitById(game.initial, id)!.printedStrength).toBe(5);
    expect(file.counters[id]).not.toBe(counterHash(shipped.get(id)!));
    expect(file.counters[id]).toBe(counterHash({ ...shipped.get(id)!, ...earlier }));
  });

  it('loads exactly when the build keeps that version: deep-equal positions and log', () => {
    const result = loaded(file, { [id]: [{ strength: 4 }, earlier] });
    if (!result.ok) throw new Error(result.message);
    expect(result.origin).toBe('scenario');
    expect(result.save.initial).toEqual(game.initial);
    expect(result.save.commands).toEqual(game.commands);
    expect(result.save.state).toEqual(game.state);
  });

  it('is refused in words, naming the counter, when the build does not keep it', () => {
    expect(loaded(file, {})).toMatchObject({ ok: false, message: expect.stringContaining(`D/2/506 ("${id}") was played with values of its counter (version ${file.counters[id]}) that this version of the game does not keep`) });
  });
});
