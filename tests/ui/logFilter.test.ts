// The log's filter by side, kind and words.
import { describe, expect, it } from 'vitest';
import { logEntryShown, logKind, logSide, NO_LOG_FILTER } from '../../src/ui/log/logFilter';
import { testGame } from '../store/fixtures';
import type { LogEntry } from '../../src/store';

const state = testGame({ phase: 4 });
const move: LogEntry = { command: { type: 'moveStep', unitIds: ['us-a'], to: 'C4320' }, events: [], turn: 1, phase: 4 };
const german: LogEntry = { command: { type: 'changeMode', unitId: 'de-a', to: 'dispersed' }, events: [], turn: 1, phase: 2 };
const end: LogEntry = { command: { type: 'endPhase' }, events: [], turn: 1, phase: 8 };

describe('log filter', () => {
  it('kinds come from the command, sides from the units that acted, else the phasing side', () => {
    expect([move, german, end].map((e) => logKind(e.command))).toEqual(['move', 'move', 'phase']);
    expect([move, german, end].map((e) => logSide(e, state))).toEqual(['allied', 'german', 'german']);
  });

  it('shows what matches every part of the filter', () => {
    expect(logEntryShown(move, 'D/2/506 to C4320', state, NO_LOG_FILTER)).toBe(true);
    expect(logEntryShown(move, 'D/2/506 to C4320', state, { side: 'german', kind: null, text: '' })).toBe(false);
    expect(logEntryShown(move, 'D/2/506 to C4320', state, { side: 'allied', kind: 'move', text: 'd/2/506' })).toBe(true);
    expect(logEntryShown(move, 'D/2/506 to C4320', state, { side: null, kind: 'fire', text: '' })).toBe(false);
    expect(logEntryShown(end, 'end phase', state, { side: null, kind: null, text: 'D/2' })).toBe(false);
  });
});
