// What the turn bar's Undo buttons say they take back (src/ui/undoWords.ts) [8.0]: Undo one command,
// Undo move every step of the last stack's move in this phase, named by its units (Hell's Highway's
// real counters). The log is kept as the store keeps it (command, events, turn, phase).
import { describe, expect, it } from 'vitest';
import { createGame, type Command } from '../../src/rules';
import { hellsHighwaySetup } from '../../src/scenarios/hellsHighway/scenario';
import type { LogEntry } from '../../src/store';
import { undoMoveWords, UNDO_WORDS } from '../../src/ui/undoWords';
import { allUnits } from '../../src/rules/state/unitBuckets';

const state = createGame(hellsHighwaySetup('undo-words'));
const allied = allUnits(state).filter((u) => u.side === 'allied');
const entry = (command: Command, phase = 4): LogEntry => ({ command, events: [], turn: state.turn, phase: phase as LogEntry['phase'] });

describe('the Undo buttons in words [8.0]', () => {
  it('[8.0] Undo move names the stack and counts the steps of its move this phase; Undo says it takes one command', () => {
    const a = allied[0]!;
    const b = allied[1]!;
    const log = [
      entry({ type: 'moveStep', unitIds: [b.id], to: 'C2710' }),
      entry({ type: 'moveStep', unitIds: [a.id], to: 'C2708' }),
      entry({ type: 'moveStep', unitIds: [a.id], to: 'C2707' }),
      entry({ type: 'moveStep', unitIds: [a.id], to: 'C2706' }),
    ];
    expect(undoMoveWords(log, state)).toBe(`Undo move: take back the whole move of ${a.name} this phase — all 3 steps at once, with the decisions answered along the way (Undo takes back one step)`);
    expect(UNDO_WORDS).toMatch(/the last command only \(one hex of a move/);
  });

  it('[8.0] a stack of four or more is named by its first two and a count; with no move to take back the words stay general', () => {
    const four = allied.slice(0, 4);
    const log = [entry({ type: 'moveStep', unitIds: four.map((u) => u.id), to: 'C2708' })];
    expect(undoMoveWords(log, state)).toMatch(new RegExp(`whole move of ${four[0]!.name.replace(/[/()]/g, '\\$&')}, ${four[1]!.name.replace(/[/()]/g, '\\$&')} and 2 more this phase — all 1 step at once`));
    expect(undoMoveWords([entry({ type: 'endPhase' })], state)).toBe('Undo move: take back the whole last move of a stack');
  });
});
