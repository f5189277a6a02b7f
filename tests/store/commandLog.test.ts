// The compact command log of save file version 4 (src/store/commandLog.ts, docs/order-of-battle.md §8):
// exact round trips, runs of move steps as one entry, and damaged entries refused in words naming them.
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules';
import { decodeCommandLog, encodeCommandLog } from '../../src/store/commandLog';
import { parseSave, serializeSave } from '../../src/store';
import { applyAll } from '../../src/rules';
import { testGame } from './fixtures';
import { CLEAR_WORLD } from '../support/world';

const COMMANDS: Command[] = [
  { type: 'deploy', unitId: 'de-2107p-1', hex: 'C2934' },
  { type: 'finishDeployment' },
  { type: 'moveStep', unitIds: ['de-2107p-2', 'de-2107p-1'], to: 'C3128' },
  { type: 'moveStep', unitIds: ['de-2107p-2', 'de-2107p-1'], to: 'C3127' },
  { type: 'moveStep', unitIds: ['de-2107p-2', 'de-2107p-1'], to: 'C3226' },
  { type: 'moveStep', unitIds: ['de-1054-2'], to: 'C2702' },
  { type: 'fire', firerId: 'de-85-7-9', targetId: 'us-501-1-c' },
  { type: 'fireResultChoice', choice: 'disperse' },
  { type: 'endPhase' },
  { type: 'endPhase' },
];

describe('[8.0, 9.0] the compact command log', () => {
  it('gives back the very commands (keys, order, values), a stack\'s move steps written as one path entry', () => {
    const log = encodeCommandLog(COMMANDS);
    expect(log.shapes).toContainEqual(['moveStep', 'unitIds@', 'to@+']);
    const path = log.entries.find((entry) => log.shapes[entry[0] as number]![2] === 'to@+')!;
    expect((path[2] as number[]).map((i) => log.strings[i])).toEqual(['C3128', 'C3127', 'C3226']);
    expect(log.entries).toHaveLength(COMMANDS.length - 2);
    const decoded = decodeCommandLog(JSON.parse(JSON.stringify(log)));
    expect(decoded).toEqual({ ok: true, commands: COMMANDS });
    if (!decoded.ok) return;
    for (const command of decoded.commands) expect(Object.keys(command)).toEqual(Object.keys(COMMANDS[decoded.commands.indexOf(command)]!));
    // the commands of a run share no object
    expect(decoded.commands[2]!['unitIds']).not.toBe(decoded.commands[3]!['unitIds']);
  });

  it('refuses a damaged entry plainly, naming it, and never throws', () => {
    const good = encodeCommandLog(COMMANDS);
    const problem = (edit: (log: ReturnType<typeof encodeCommandLog>) => void) => {
      const log = structuredClone(good);
      edit(log);
      const decoded = decodeCommandLog(log);
      expect(decoded.ok).toBe(false);
      return decoded.ok ? '' : decoded.problem;
    };
    expect(problem((log) => (log.entries[3] = [99, 0]))).toBe('entry 4 (after move 5) refers to kind of move 99, which the log does not define');
    expect(problem((log) => log.entries[0]!.push(1))).toBe('entry 1 (after move 0) has 3 values where its kind of move (deploy) has 2');
    expect(problem((log) => (log.entries[0]![1] = 4000))).toBe('entry 1 (after move 0): "unitId" refers to a text the log does not hold (4000)');
    expect(problem((log) => (log.entries[2]![2] = [5]))).toMatch(/^entry 3 \(after move 2\) should list at least two values of "to"/);
    expect(problem((log) => (log.entries[1] = 'endPhase' as unknown as unknown[]))).toBe('entry 2 (after move 1) is not a list starting with its kind of move');
    expect(problem((log) => (log.shapes[0] = ['deploy', 'unitId@+', 'hex@']))).toBe('kind of move 1 marks "unitId@+" as repeated, but only its last key may be');
    expect(problem((log) => (log.shapes[0] = ['deploy', '__proto__']))).toBe('kind of move 1 has a key "__proto__" that is not a name');
    expect(problem((log) => (log.strings[0] = 7 as unknown as string))).toBe('its list of texts is missing or holds something else than texts');
    for (const bad of [null, 7, [], { strings: [], shapes: [], entries: [[0]] }, { strings: [], shapes: [[]], entries: [] }]) expect(() => decodeCommandLog(bad)).not.toThrow();
  });

  it('a save whose log has a damaged entry is refused, naming the entry', () => {
    const initial = testGame({ turn: 6, phase: 15 });
    const commands: Command[] = [{ type: 'endPhase' }, { type: 'endPhase' }, { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }];
    const { state } = applyAll(initial, commands, CLEAR_WORLD);
    const file = JSON.parse(serializeSave({ initial, origin: 'sandbox', commands, state })) as { log: { entries: unknown[][] } };
    file.log.entries[2]![2] = 77;
    const result = parseSave(JSON.stringify(file), CLEAR_WORLD);
    expect(result).toEqual({
      ok: false,
      message: 'This save file is damaged or was changed by hand, so it cannot be loaded: the list of moves cannot be read: entry 3 (after move 2): "to" refers to a text the log does not hold (77).',
      forPlayer: 'This save file is damaged or was changed by hand, so it cannot be loaded.',
    });
  });
});
