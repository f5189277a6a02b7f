import { describe, expect, it } from 'vitest';
import { apply, applyAll, type Command, type GameState } from '../../src/rules';
import { DEFAULT_SCENARIO_ID, scenarioById } from '../../src/scenarios';
import { newScenarioGame } from '../../src/scenarios/newGame';
import { parseSave, SAVE_FORMAT_VERSION, serializeSave } from '../../src/store';
import { testGame } from './fixtures';
import { closeSave, openSave, type OpenedSave } from './saveText';
import { CLEAR_WORLD } from '../support/world';
import { realWorld } from '../support/realWorld';
import { allUnits, deleteUnit, unitById } from '../../src/rules/state/unitBuckets';

const COMMANDS: Command[] = [
  { type: 'endPhase' }, // GT 6 phase 15 → GT 7 phase 1: rolls for German PM airstrikes [15.0]
  { type: 'endPhase' }, // → phase 2, German Organization
  { type: 'changeMode', unitId: 'de-a', to: 'dispersed' },
  { type: 'changeMode', unitId: 'de-art', to: 'travel' },
];

function validSave(): { text: string; save: OpenedSave } {
  const initial = testGame({ turn: 6, phase: 15 });
  const { state } = applyAll(initial, COMMANDS, CLEAR_WORLD);
  // A hand-made position, not a scenario's set-up: saved as a sandbox game.
  const text = serializeSave({ initial, origin: 'sandbox', commands: COMMANDS, state, savedAt: '2024-09-17T12:01:00.000Z' });
  return { text, save: openSave(text) };
}

function edited(change: (save: OpenedSave) => void): string {
  const save = openSave(validSave().text);
  change(save);
  return closeSave(save);
}

function refusal(text: string): string {
  const result = parseSave(text, CLEAR_WORLD);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

describe('save file format', () => {
  it('writes the format mark, version, date, app, initial, commands and state', () => {
    const { save } = validSave();
    expect(save.format).toBe('httr-save');
    expect(save.version).toBe(SAVE_FORMAT_VERSION);
    expect(save.savedAt).toBe('2024-09-17T12:01:00.000Z');
    expect(typeof save.app).toBe('string');
    expect(save.commands).toEqual(COMMANDS);
    expect(save.state.turn).toBe(7);
    expect(save.state.dice.rolled).toBe(1);
  });

  it('is readable: one line per top-level field, per unit and per command', () => {
    const { text } = validSave();
    const lines = text.split('\n');
    expect(lines).toContain('  "format": "httr-save",');
    expect(lines.filter((l) => l.startsWith('      "us-a": {'))).toHaveLength(2);
    // the log (src/store/commandLog.ts): one line per kind of move and per entry
    expect(lines).toContain('      ["changeMode","unitId@","to@"]');
    expect(lines.filter((l) => /^ {6}\[\d+(,|\])/.test(l))).toHaveLength(4);
    expect(serializeSave({ ...validSave().save, compact: true })).not.toContain('\n');
  });

  it('round-trips: parsing a written save gives the same initial position, commands and state, with the log replayed', () => {
    const initial = testGame({ turn: 6, phase: 15 });
    const { state, events } = applyAll(initial, COMMANDS, CLEAR_WORLD);
    const result = parseSave(serializeSave({ initial, origin: 'sandbox', commands: COMMANDS, state }), CLEAR_WORLD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.origin).toBe('sandbox');
    expect(result.save.initial).toEqual(initial);
    expect(result.save.commands).toEqual(COMMANDS);
    expect(result.save.state).toEqual(state);
    expect(result.log.map((e) => e.command)).toEqual(COMMANDS);
    expect(result.log.flatMap((e) => e.events)).toEqual(events);
    expect(result.log.map((e) => [e.turn, e.phase])).toEqual([[6, 15], [7, 1], [7, 2], [7, 2]]);
  });

  it('does not depend on the order of keys in the file', () => {
    const text = edited((save) => {
      const reversed = Object.fromEntries(Object.entries(save.state).reverse());
      (save as Record<string, unknown>).state = reversed;
    });
    expect(parseSave(text, CLEAR_WORLD).ok).toBe(true);
  });

  it('refuses text that is not JSON, saying it is not a save file', () => {
    expect(refusal('this is not a save {')).toMatch(/^This is not a save file/);
    expect(refusal('')).toMatch(/not a save file/);
  });

  it('refuses JSON of the wrong shape', () => {
    expect(refusal('{"hello": 1}')).toMatch(/not a save file.*httr-save/);
    expect(refusal('[1, 2, 3]')).toMatch(/not a save file/);
    expect(refusal('null')).toMatch(/not a save file/);
    expect(refusal('{"format": "httr-save", "version": 2}')).toMatch(/damaged.*the starting position is missing/);
  });

  it('refuses a file from a newer version, saying so', () => {
    const message = refusal(edited((save) => ((save as Record<string, unknown>).version = 5)));
    expect(message).toContain('newer version of the game');
    expect(message).toContain('file version 5, this app reads up to 4');
  });

  it('refuses an older or unknown file version', () => {
    expect(refusal(edited((save) => ((save as Record<string, unknown>).version = 1)))).toContain('earlier version of the game (file version 1)');
    expect(refusal(edited((save) => ((save as Record<string, unknown>).version = 0)))).toContain('does not recognise (0)');
    expect(refusal(edited((save) => ((save as Record<string, unknown>).version = '1')))).toContain('does not recognise ("1")');
    expect(refusal(edited((save) => delete (save as Record<string, unknown>).version))).toContain('does not recognise (none)');
  });

  it('refuses a file whose state was edited (a unit strength): the moves do not reproduce it', () => {
    const message = refusal(edited((save) => (unitById(save.state, 'us-a')!.strength = 3)));
    expect(message).toContain("The file's moves do not reproduce its position — it may have been edited or damaged");
    expect(message).toContain('unit "us-a" › strength');
  });

  it('refuses a file whose starting position was edited', () => {
    expect(refusal(edited((save) => (unitById(save.initial, 'de-a')!.strength = 1)))).toContain('do not reproduce its position');
  });

  it('refuses a file whose dice were edited', () => {
    expect(refusal(edited((save) => (save.initial.dice.prng.s0 = 0.5)))).toContain('do not reproduce its position');
  });

  it('refuses a move the engine refuses during replay, naming the move and the case', () => {
    const message = refusal(edited((save) => save.commands.splice(2, 0, { type: 'changeMode', unitId: 'us-a', to: 'dispersed' })));
    expect(message).toContain('move 3 (change unit "us-a" to dispersed mode) it is not allowed there: [13.0]');
  });

  it('refuses an unknown command type', () => {
    const message = refusal(edited((save) => (save.commands as unknown[]).push({ type: 'teleport', unitId: 'us-a', to: 'A0101' })));
    expect(message).toContain('move 5 is of a kind this version of the game does not know ("teleport")');
  });

  it('says a refusal in a player\'s words, the unit by its name; the exact problem stays in the message for Details', () => {
    const hex = parseSave(edited((save) => ((unitById(save.state, 'us-a') as unknown as Record<string, unknown>).hex = 'Z9999')), CLEAR_WORLD);
    const name = unitById(validSave().save.state, 'us-a')!.name;
    expect(!hex.ok && hex.forPlayer).toBe(`This save file is damaged or was changed by hand, so it cannot be loaded. The file's unit ${name} has an impossible hex.`);
    expect(!hex.ok && hex.message).toContain('the saved position › unit "us-a" › hex');
    const moved = parseSave(edited((save) => (unitById(save.state, 'us-a')!.strength = 1)), CLEAR_WORLD);
    expect(!moved.ok && moved.forPlayer).toBe(`The file was changed after it was saved: its moves do not lead to the position it holds (first at ${name}: its strength).`);
    const refusedMove = parseSave(edited((save) => save.commands.splice(2, 0, { type: 'changeMode', unitId: 'us-a', to: 'dispersed' })), CLEAR_WORLD);
    expect(!refusedMove.ok && refusedMove.forPlayer).toBe('The file was changed after it was saved: its move 3 is not allowed in the game it records.');
    // A message that is a player's sentence already is the same in both.
    const garbage = parseSave('not json', CLEAR_WORLD);
    expect(!garbage.ok && garbage.forPlayer).toBe(!garbage.ok && garbage.message);
  });

  it('refuses structural problems with plain words and where they are', () => {
    expect(refusal(edited((save) => ((unitById(save.state, 'us-a') as unknown as Record<string, unknown>).strength = 'six')))).toContain(
      'the saved position › unit "us-a" › strength should be a number',
    );
    expect(refusal(edited((save) => (unitById(save.state, 'us-a')!.strength = 2.5)))).toContain('strength should be a whole number');
    expect(refusal(edited((save) => (unitById(save.state, 'us-a')!.strength = -2)))).toContain('strength is too small');
    expect(refusal(edited((save) => ((unitById(save.initial, 'us-a') as unknown as Record<string, unknown>).hex = 'Z9999')))).toContain(
      'unit "us-a" › hex',
    );
    expect(refusal(edited((save) => ((unitById(save.initial, 'us-a') as unknown as Record<string, unknown>).hex = 'C9999')))).toContain(
      'is not a hex of the map',
    );
    expect(refusal(edited((save) => ((save.state as unknown as Record<string, unknown>).cheat = true)))).toContain(
      'the saved position has an entry the game does not know (cheat)',
    );
    expect(refusal(edited((save) => ((save.commands[2] as unknown as Record<string, unknown>).to = 'flying')))).toContain(
      'move 3 › to should be one of',
    );
    expect(refusal(edited((save) => ((save.state as unknown as Record<string, unknown>).phase = 16)))).toContain('phase should be one of');
    expect(refusal(edited((save) => (unitById(save.state, 'us-a')!.id = 'us-z')))).toContain('filed under "us-a"');
    expect(refusal(edited((save) => (save.savedAt = 'yesterday')))).toContain('the date it was saved is not a date');
    const huge = closeSave(validSave().save).replace('"rolled":1', '"rolled":1e400'); // Infinity after JSON.parse
    expect(refusal(huge)).toContain('the saved position › dice › rolled should be a number');
  });

  it('never throws, whatever the text', () => {
    for (const text of ['{', '1', '"httr-save"', '{"format":"httr-save","version":1,"commands":7}', '{"format":"httr-save","version":2,"commands":7}', '{"format":"httr-save","version":1e400}']) {
      expect(() => parseSave(text, CLEAR_WORLD)).not.toThrow();
      expect(parseSave(text, CLEAR_WORLD).ok).toBe(false);
    }
  });
});

describe('files nobody wrote by playing are refused in words [4.0, 8.12, 8.47]', () => {
  it('deep nesting is refused with a message, never a thrown stack overflow', () => {
    const text = validSave().text;
    const marker = '"pending": null';
    const at = text.lastIndexOf(marker);
    expect(at).toBeGreaterThan(0);
    const nested = `${'{"x":'.repeat(20_000)}{}${'}'.repeat(20_000)}`;
    const deep = `${text.slice(0, at)}"pending": ${nested}${text.slice(at + marker.length)}`;
    expect(refusal(deep)).toMatch(/nested more than 32 levels/);
  });

  it('a "__proto__" unit key is refused, not silently dropped', () => {
    const text = validSave().text.replace('"units": {', '"units": {\n    "__proto__": {"id": "x"},');
    expect(refusal(text)).toMatch(/reserved name "__proto__"/);
  });

  it('a 5 MB unit name and an oversized file are refused', () => {
    const huge = edited((s) => {
      const first = allUnits(s.initial)[0]!;
      first.name = 'x'.repeat(5_000_000);
    });
    expect(refusal(huge)).toMatch(/a text of 5000000 characters/);
    expect(refusal(' '.repeat(31_000_000))).toMatch(/more than any game needs/);
  });

  it('[8.12] two enemy stacks in one hex are refused', () => {
    const text = edited((s) => {
      const [a, b] = [unitById(s.initial, 'us-a')!, unitById(s.initial, 'de-a')!];
      b.hex = a.hex;
      b.stackIndex = 1;
    });
    expect(refusal(text)).toMatch(/both sides have units in/);
  });

  it('a broken reference (a unit of a formation that is not there) is refused', () => {
    const text = edited((s) => {
      unitById(s.initial, 'us-a')!.formationId = 'no-such-formation';
    });
    expect(refusal(text)).toMatch(/formation "no-such-formation" that is not in the game/);
  });
});

describe('save file: the latest check remembered', () => {
  it('[ARCHITECTURE §4] the same text read twice is replayed once (same answer object); another text is read afresh', () => {
    const { text } = validSave();
    const first = parseSave(text, CLEAR_WORLD);
    expect(first.ok).toBe(true);
    expect(parseSave(text, CLEAR_WORLD)).toBe(first);
    const other = parseSave(`${text} `, CLEAR_WORLD);
    expect(other).not.toBe(first);
    expect(other.ok && first.ok && other.save.state).toEqual(first.ok && first.save.state);
  });
});

describe('[8.47] a save waiting for a decision nobody can answer is refused in words', () => {
  it('an open displacement decision with no hex to go to and no answer is refused, naming the decision', () => {
    const initial: GameState = {
      ...testGame({ turn: 6, phase: 3 }),
      pending: { kind: 'displacement', side: 'allied', rule: '9.33', prompt: 'Where do the overstacked units of C3032 go?', answers: [], resume: null, choices: [] },
    };
    const text = serializeSave({ initial, origin: 'sandbox', commands: [], state: initial });
    expect(refusal(text)).toMatch(/waits for a decision \(Where do the overstacked units of C3032 go\?\) that no move can answer \[8\.47\]/);
  });
});

describe("[24.2] a scenario save's starting position must be the scenario's own set-up", () => {
  const world = realWorld();
  const hellsHighway = scenarioById(DEFAULT_SCENARIO_ID)!;
  function scenarioSave(edit?: (initial: GameState) => void, origin?: 'sandbox'): string {
    const initial = structuredClone(newScenarioGame(hellsHighway, world, { seed: 'save-check', autoDeploy: true }));
    edit?.(initial);
    const commands: Command[] = [{ type: 'endPhase' }, { type: 'endPhase' }];
    let state = initial;
    for (const command of commands) {
      const result = apply(state, command, world);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    return serializeSave({ initial, origin, commands, state });
  }

  it("a Hell's Highway game set up by the computer loads as a scenario game", () => {
    const result = parseSave(scenarioSave(), world);
    expect(result.ok && result.origin).toBe('scenario');
  });

  it('a unit raised to 30 SP before the first move is refused, naming the unit; the same file marked as a sandbox game loads as one', () => {
    const raise = (initial: GameState) => (unitById(initial, 'us-506-2-d')!.strength = 30);
    const result = parseSave(scenarioSave(raise), world);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^This save's starting position is not its scenario's own set-up.*"us-506-2-d"\) has strength 30, where the scenario's set-up gives \d/);
    const sandbox = parseSave(scenarioSave(raise, 'sandbox'), world);
    expect(sandbox.ok && sandbox.origin).toBe('sandbox');
  });

  it('an enemy unit removed, chosen dice and rewritten victory conditions are refused', () => {
    const removed = parseSave(scenarioSave((i) => deleteUnit(i, 'de-2107p-1')), world);
    expect(!removed.ok && removed.message).toMatch(/"de-2107p-1"\) of Hell's Highway.*is missing/);
    const dice = parseSave(scenarioSave((i) => (i.dice.prng.s1 = 0.25)), world);
    expect(!dice.ok && dice.message).toMatch(/dice are not the fresh dice of its seed/);
    const victory = parseSave(scenarioSave((i) => (i.victory!.definition.conditions = [])), world);
    expect(!victory.ok && victory.message).toMatch(/victory conditions are none of the scenario's sets/);
  });
});
