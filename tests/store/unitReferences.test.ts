// Saves keep references to counters plus what changes in play, not copies of printed values
// (issue 17, docs/order-of-battle.md §8): round trips on the shipped scenarios, corrupt references
// refused naming the unit, older full-copy files still loading.
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { apply, chooseCommand, type Command, type GameState } from '../../src/rules';
import { BREAKOUT_ID } from '../../src/scenarios/breakout/oob';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { loadPrintedValues } from '../../src/scenarios/oob/printedCatalogue';
import { parseSave, serializeSave } from '../../src/store';
import { catalogueEdition } from '../../src/store/unitReferences';
import { realWorld } from '../support/realWorld';
import { unit } from '../support/builders';

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

type WrittenFile = { version: number; catalogue?: string; initial: { units: Record<string, Record<string, unknown>> }; state: { units: Record<string, Record<string, unknown>> } };

function written(game: Game, origin?: 'sandbox'): WrittenFile {
  return JSON.parse(serializeSave({ ...game, origin, savedAt: '2026-01-01T00:00:00.000Z' })) as WrittenFile;
}

function loaded(file: unknown) {
  return parseSave(JSON.stringify(file), world);
}

describe('[21.0] a save writes catalogue counters as references and rebuilds them exactly', () => {
  const hellsHighway = playedGame(DEFAULT_SCENARIO_ID, 'refs-24', 400);

  it("Hell's Highway: every counter is written as its id plus what differs from a fresh counter, and the round trip is deep-equal", () => {
    const file = written(hellsHighway);
    expect(file.catalogue).toBe(catalogueEdition());
    const moved = Object.values(hellsHighway.state.units).find((u) => u.hex !== null && u.type !== 'leader')!;
    const reference = file.state.units[moved.id]!;
    expect(reference.counter).toBe(moved.id);
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
    expect(Object.values(file.state.units).filter((u) => 'counter' in u).length).toBeGreaterThan(100);
    const result = loaded(file);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.initial).toEqual(breakout.initial);
    expect(result.save.state).toEqual(breakout.state);
  }, 60_000);

  it('[24.2] a game begun with printed values records them in the header, its references point into them, and it loads as a scenario game', () => {
    const printed = loadPrintedValues({ format: 'httr-printed-counters', version: 1, source: 'test sheet', counters: { 'us-506-2-d': { strength: 7, morale: 2 } } });
    if (!printed.ok) throw new Error(printed.error);
    const game = playedGame(DEFAULT_SCENARIO_ID, 'refs-printed', 40, { catalogue: printed.catalogue });
    expect(game.initial.units['us-506-2-d']!.printedStrength).toBe(7);
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
    // Without the header the same units are not the set-up: printed values must be declared.
    delete (file as unknown as Record<string, unknown>).printedValues;
    file.initial.units['us-506-2-d'] = { ...file.initial.units['us-506-2-d'], printedStrength: 7, strength: 7, printedMorale: 2 };
    const undeclared = loaded(file);
    expect(!undeclared.ok && undeclared.message).toMatch(/not its scenario's own set-up.*"us-506-2-d"/);
  });

  it('a unit that is not a catalogue counter (made in the sandbox) is written in full', () => {
    const made = unit({ id: 'sandbox-1', name: 'X/1/1', hex: 'C1010' });
    const initial = { ...hellsHighway.initial, units: { ...hellsHighway.initial.units, [made.id]: made } };
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

  it('an unknown counter id', () => {
    expect(refusal((f) => (f.state.units[id]!.counter = 'us-999-9-z'))).toBe(
      `This save file is damaged or was changed by hand, so it cannot be loaded: the saved position: unit "${id}" refers to counter "us-999-9-z", which is not in this version's counter catalogue.`,
    );
  });

  it('a counter id that is not text, a reference with an id of its own, a bad field', () => {
    expect(refusal((f) => (f.initial.units[id]!.counter = 7))).toContain(`the starting position: unit "${id}" refers to a counter by something that is not a counter id`);
    expect(refusal((f) => (f.state.units[id]!.id = id))).toContain(`unit "${id}" is written both as a reference to counter "${id}" and with an id of its own`);
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

  it('references into another edition of the counter data', () => {
    expect(refusal((f) => (f.catalogue = '0000000000000000'))).toMatch(/^This save's units refer to another edition of the counter data \("0000000000000000"; this app has "[0-9a-f]{16}"\)/);
  });

  it('a version 2 file (every unit a full copy) still loads, and a version 2 file with references is refused', () => {
    const file = written(game) as WrittenFile & Record<string, unknown>;
    const full = { ...file, version: 2, catalogue: undefined, initial: { ...file.initial, units: game.initial.units }, state: { ...file.state, units: game.state.units } };
    const result = loaded(full);
    if (!result.ok) throw new Error(result.message);
    expect(result.save.state).toEqual(game.state);
    expect(refusal((f) => (f.version = 2))).toContain('a file of version 2 cannot hold units written as references to counters');
  });
});
