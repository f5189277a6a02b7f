// The play flow's pure parts: who must be at the screen in hot-seat [8.47, 24.2, 4.0], the End phase
// summary [4.0], the Command Phase report [11.23, 11.53], the Undo setting and the stored settings.
import { describe, expect, it } from 'vitest';
import { ANSWER_ROUTINE_DECISIONS, legalCommands, phaseDefinition, validate, type Command, type GameState } from '../../src/rules';
import type { LogEntry } from '../../src/store';
import { commandPhaseReport, currentCommandReport } from '../../src/ui/flow/commandReport';
import { endsWithoutAsking, groupPossible, summarizePhase, summaryLine } from '../../src/ui/flow/endPhaseSummary';
import { DEFAULT_SETTINGS, defaultUndoRule, sanitizeSettings } from '../../src/ui/flow/sessionState';
import { undoBlockedReason } from '../../src/ui/flow/undoGuard';
import { mustAct, sideForScreen } from '../../src/ui/flow/whoActs';
import { game, unit } from '../support/builders';
import { CLEAR_WORLD } from '../support/world';
import { DAY, facingUnits, opportunityWindow, twoSideSetUp } from '../support/facing';
import { german, ok, status } from '../rules/movement/support';

const WORLD = CLEAR_WORLD;

/** Apply a command and keep it as the store would log it. */
function logged(state: GameState, command: Command): { state: GameState; entry: LogEntry } {
  const result = ok(state, command, WORLD);
  return { state: result.state, entry: { command, events: result.events, turn: state.turn, phase: state.phase } };
}

describe('hot-seat: the side that must be at the screen', () => {
  it('[8.47, 8.4] an open decision calls its side, and says it is opportunity fire', () => {
    const window = opportunityWindow();
    const need = mustAct(window);
    expect(need?.side).toBe(window.pending!.side);
    expect(need?.side).not.toBe(phaseDefinition(window.phase).phasing);
    expect(need?.why).toContain('opportunity-fire decision [8.4]');
  });

  it('[8.47] a decision the computer answers does not call its side: the phasing side stays', () => {
    const window = opportunityWindow();
    expect(mustAct(window, () => true)?.side).toBe(phaseDefinition(window.phase).phasing);
  });

  it('[24.2] during the set-up the side setting up is called', () => {
    const state = twoSideSetUp();
    expect(mustAct(state)).toEqual({ side: 'german', why: 'the German set-up [24.2]' });
  });

  it('[4.0] otherwise the phasing side of the phase, named with the phase', () => {
    const state = game({ phase: 2, turn: DAY, units: facingUnits() });
    const phase = phaseDefinition(2);
    expect(mustAct(state)?.side).toBe(phase.phasing);
    expect(mustAct(state)?.why).toContain(`${phase.name} Phase`);
  });

  it('[4.0] a phase with no phasing side leaves whoever is at the screen there', () => {
    const state = game({ phase: 15, turn: DAY, units: facingUnits() });
    expect(phaseDefinition(15).phasing).toBeNull();
    expect(mustAct(state)).toBeNull();
    expect(sideForScreen(state, 'german')).toBe('german');
    expect(sideForScreen(state, 'allied')).toBe('allied');
  });

  it('[4.0] nobody is called once the game is over', () => {
    expect(mustAct({ ...opportunityWindow(), ended: { turn: DAY, reason: 'test' } })).toBeNull();
  });
});

describe('the End phase summary [4.0]', () => {
  it('[8.0, 8.6, 13.0, 22.0] counts each unit once per kind, reinforcements apart from units on the map', () => {
    const state = game({ units: [unit({ id: 'a' }), unit({ id: 'b' }), unit({ id: 'r', hex: null })] });
    const commands: Command[] = [
      { type: 'endPhase' },
      { type: 'moveStep', unitIds: ['a', 'b'], to: 'C4320' },
      { type: 'moveStep', unitIds: ['a'], to: 'C4318' },
      { type: 'moveStep', unitIds: ['r'], to: 'C4401' },
      { type: 'changeMode', unitId: 'a', to: 'dispersed' },
      { type: 'closeAction', unitIds: ['a', 'b'], target: 'C4419' },
      { type: 'closeAction', unitIds: ['a'], target: 'C4418' },
    ];
    const items = groupPossible(state, commands);
    expect(items.map((i) => [i.kind, i.count])).toEqual([
      ['enter', 1],
      ['move', 2],
      ['closeAction', 2],
      ['changeMode', 1],
    ]);
    expect(summaryLine(items)).toContain('2 units can still move [8.0]');
    expect(summaryLine(items)).toContain('1 unit can change mode [13.0]');
  });

  it('[13.0] an Organization Phase lists the units that may still change mode, as legalCommands gives them', () => {
    const state = game({ phase: 2, turn: DAY, units: facingUnits() });
    const changing = new Set(legalCommands(state, WORLD).flatMap((c) => (c.type === 'changeMode' ? [c.unitId] : [])));
    expect(changing.size).toBeGreaterThan(0);
    const summary = summarizePhase(state, WORLD);
    expect(summary.decision).toBeNull();
    expect(summary.refusal).toBeNull();
    expect(summary.items).toEqual([expect.objectContaining({ kind: 'changeMode', count: changing.size, rule: '13.0' })]);
    expect(endsWithoutAsking(summary)).toBe(false);
  });

  it('[8.47] an open decision is named, with the engine’s refusal to end the phase', () => {
    const window = opportunityWindow();
    const summary = summarizePhase(window, WORLD);
    const verdict = validate(window, { type: 'endPhase' }, WORLD);
    expect(verdict.ok).toBe(false);
    expect(summary.decision).toContain('[8.4]');
    expect(summary.refusal).toEqual(verdict.ok ? null : { rule: verdict.rule, message: verdict.message });
    expect(endsWithoutAsking(summary)).toBe(false);
  });

  it('[4.0] the Game-Turn Record Phase has nothing to do: it ends without asking', () => {
    expect(endsWithoutAsking(summarizePhase(game({ phase: 15, turn: DAY, units: facingUnits() }), WORLD))).toBe(true);
  });
});

describe('the Command Phase report [11.53]', () => {
  const disruptedGerman = () =>
    game({ phase: 7, turn: DAY, units: [unit({ id: 'us', hex: 'C2815' }), german({ id: 'de', name: 'II/107', hex: 'C2811', status: status({ disrupted: true }) })] });

  it('[11.53] ending the phase before the German Command Phase reports the recovery roll of a disrupted unit', () => {
    const { entry } = logged(disruptedGerman(), { type: 'endPhase' });
    expect(phaseDefinition(8).kind).toBe('command');
    const rolled = entry.events.find((e) => e.type === 'disruptionRecoveryRolled');
    expect(rolled).toBeDefined();
    const report = commandPhaseReport(entry);
    expect(report).toMatchObject({ side: 'german', phase: 8 });
    const group = report!.groups.find((g) => g.rule === '11.53');
    expect(group?.names).toEqual(['II/107']);
    expect(group?.title).toBe(rolled?.type === 'disruptionRecoveryRolled' && rolled.recovered ? '1 unit recovered from disruption' : '1 unit still disrupted');
  });

  it('[4.0] other commands and phases make no report', () => {
    const { entry } = logged(game({ phase: 2, turn: DAY, units: facingUnits() }), { type: 'endPhase' });
    expect(commandPhaseReport(entry)).toBeNull();
    expect(commandPhaseReport(undefined)).toBeNull();
  });
});

describe('Undo not past a die roll', () => {
  it('[11.53] a command whose events rolled dice cannot be undone under that setting, but can under "any time"', () => {
    const { state, entry } = logged(
      game({ phase: 7, turn: DAY, units: [german({ id: 'de', hex: 'C2811', status: status({ disrupted: true }) })] }),
      { type: 'endPhase' },
    );
    expect(entry.events.some((e) => e.type === 'diceRolled')).toBe(true);
    expect(undoBlockedReason([entry], 'notPastDice')).toMatch(/rolled the dice \(disruption recovery/);
    expect(undoBlockedReason([entry], 'anyTime')).toBeNull();
    // A later command without dice may be undone again.
    const quiet = logged(state, { type: 'endPhase' }).entry;
    expect(quiet.events.some((e) => e.type === 'diceRolled')).toBe(false);
    expect(undoBlockedReason([entry, quiet], 'notPastDice')).toBeNull();
    expect(undoBlockedReason([], 'notPastDice')).toBeNull();
  });

  it('defaults: Undo any time in solo, not past a die roll in hot-seat; the app opens as solo', () => {
    expect(defaultUndoRule('solo')).toBe('anyTime');
    expect(defaultUndoRule('hotSeat')).toBe('notPastDice');
    expect(DEFAULT_SETTINGS.playStyle).toBe('solo');
  });
});

describe('stored settings', () => {
  it('[8.47] unknown stored values fall back to asking; known ones are kept', () => {
    expect(sanitizeSettings('nonsense')).toEqual(DEFAULT_SETTINGS);
    const kept = sanitizeSettings({ playStyle: 'hotSeat', auto: { german: ANSWER_ROUTINE_DECISIONS, allied: { opportunityFire: 'fire!' } }, undo: 'anyTime' });
    expect(kept.playStyle).toBe('hotSeat');
    expect(kept.undo).toBe('anyTime');
    expect(kept.auto.german).toEqual(ANSWER_ROUTINE_DECISIONS);
    expect(kept.auto.allied).toEqual(DEFAULT_SETTINGS.auto.allied);
  });
});

describe('the Command Phase report through its phase [11.53]', () => {
  it('[11.53] stays with the phase it reports on, and goes when the phase ends', () => {
    const start = game({ phase: 7, turn: DAY, units: [unit({ id: 'us', hex: 'C2815' }), german({ id: 'de', hex: 'C2811', status: status({ disrupted: true }) })] });
    const opened = logged(start, { type: 'endPhase' });
    const log = [opened.entry];
    expect(currentCommandReport(log, opened.state)?.entry).toBe(opened.entry);
    const next = logged(opened.state, { type: 'endPhase' });
    expect(currentCommandReport([...log, next.entry], next.state)).toBeNull();
  });
});
