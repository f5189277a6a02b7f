/**
 * The drop told step by step (src/ui/airLanding/dropSteps.ts) [14.2, 14.5, 14.92]: log entries made by
 * real commands on the sandbox air-landing position (Hell's Highway's counters, the real map).
 */
import { describe, expect, it } from 'vitest';
import { apply, scriptedDice, type Command, type GameState } from '../../src/rules';
import type { LogEntry } from '../../src/store';
import { dropSteps, landingEntries } from '../../src/ui/airLanding/dropSteps';
import { plainLetters, splitLetters } from '../../src/ui/airLanding/resultWords';
import { airLandingPosition, german } from '../support/airLandingPosition';
import { realWorld } from '../support/realWorld';
import { unitById, withUnit } from '../../src/rules/state/unitBuckets';

const WORLD = realWorld();

function play(state: GameState, moves: [Command, number[]][]): { log: LogEntry[]; state: GameState } {
  const log: LogEntry[] = [];
  let s = state;
  for (const [command, dice] of moves) {
    const result = apply(s, command, WORLD, { dice: scriptedDice(dice) });
    if (!result.ok) throw new Error(result.message);
    log.push({ command, events: result.events, turn: s.turn, phase: s.phase });
    s = result.state;
  }
  return { log, state: s };
}

const nameOf = (state: GameState) => (id: string) => unitById(state, id)?.name;

describe('a drop in steps [14.2, 14.92, 14.5]', () => {
  it('[14.2, 14.92] flight, result and landing: the conditions and the letter explained with the dice; the path and the scatter on the map', () => {
    const { log, state } = play(airLandingPosition(), [[{ type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' }, [1, 2, 2]]]); // 3 on 1: S1, die 2: east
    const steps = dropSteps(landingEntries(log, 0), nameOf(state), null, (id) => unitById(state, id)?.hex);
    expect(steps.map((s) => s.kind)).toEqual(['flight', 'result', 'landing']);
    expect(steps[0]!.lines.join(' ')).toMatch(/Flight conditions 1 = weather in the northern zone 0 \[14\.2\] \+ German flak .* 1 \[14\.2\]\. This number picks the column/);
    expect(steps[0]!.highlights.filter((h) => h.label !== 'FLAK').length).toBe(49);
    // The result said once: the badge names "scatter 1", so the engine's "scatters 1 hex" is not repeated.
    expect(steps[1]!.lines).toEqual(['Result ⟦S1⟧ — rolled 1 + 2 = 3 in column 0–2 [14.92].']);
    expect(plainLetters(steps[1]!.lines.join(' '))).toBe('Result S1 (scatter 1) — rolled 1 + 2 = 3 in column 0–2 [14.92].');
    expect(steps[1]!.result).toBe('S1');
    expect(steps[2]!.highlights).toContainEqual(expect.objectContaining({ hex: 'B2050', label: '1 E ->' }));
  });

  it('[14.2, 14.22] the flak the flight counted is named in the flight step and marked where it stands', () => {
    const { log, state } = play(airLandingPosition(), [[{ type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' }, [5, 5]]]);
    const [flight] = dropSteps(landingEntries(log, 0), nameOf(state), null, (id) => unitById(state, id)?.hex);
    expect(flight!.lines.join(' ')).toMatch(/German flak counted on or next to the path, marked FLAK on the map: 4\/2107\/107 .*in B2130 \[14\.2, 14\.22\]/);
    expect(flight!.highlights).toContainEqual(expect.objectContaining({ hex: 'B2130', label: 'FLAK', mark: 'cross' }));
  });

  it('[14.92] the letter "?" is a token the screen draws as the table\'s badge; in plain text it is quoted and named: on target', () => {
    const { log, state } = play(airLandingPosition(), [[{ type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' }, [6, 6]]]);
    const result = dropSteps(landingEntries(log, 0), nameOf(state), null).find((s) => s.kind === 'result')!;
    expect(result.result).toBe('?');
    expect(result.lines.join(' ')).toMatch(/^Result ⟦\?⟧ — rolled 6 \+ 6 = 12 in column [^[]+ \[14\.92\]\.$/);
    expect(splitLetters(result.lines.join(' '))).toContainEqual({ letter: '?' });
    // "on target" once, from the badge's name (the fresh-user test read "Result ? on target: on target").
    expect(plainLetters(result.lines.join(' '))).toMatch(/^Result "\?" \(on target\) — rolled/);
    expect(plainLetters(result.lines.join(' ')).match(/on target/g)).toHaveLength(1);
    expect(result.highlights).toContainEqual(expect.objectContaining({ hex: 'B2049', label: '? ON TARGET' }));
  });

  it('[14.5, 14.58] the special fire and the cure come as later steps, and the step waiting on a decision says so', () => {
    const flak = german('de-2107-4', 'B2052', { mode: 'dispersed' });
    const base = airLandingPosition();
    const position = withUnit(base, flak);
    const { log, state } = play(position, [[{ type: 'dropSerial', serialId: '1', hex: 'B2049', route: 'north' }, [3, 4]]]);
    const waiting = dropSteps(landingEntries(log, 0), nameOf(state), { kind: state.pending!.kind, prompt: state.pending!.prompt });
    expect(waiting.map((s) => s.kind)).toEqual(['flight', 'result', 'landing', 'fire']);
    expect(waiting[3]!.lines.join(' ')).toMatch(/^Waiting: /);
    const after = play(state, [[{ type: 'passLandingFire' }, []]]);
    const steps = dropSteps(landingEntries([...log, ...after.log], 0), nameOf(after.state), null);
    expect(steps[3]!.lines).toContain('The German player holds the rest of his fire.');
  });
});
