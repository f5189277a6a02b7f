// How the Allied player is asked to cure a landing's overstack [14.5, 14.54]: the units that may
// leave are named (artillery never leaves), worded for one unit and for several. Real counters:
// scenario 26's England serial 13 (the 377th's guns, the 326th's engineers, E and F/2/327) on Map C.
import { describe, expect, it } from 'vitest';
import { leaversWords } from '../../../src/rules/airLanding/landingOverstack';
import { unitById } from '../../../src/rules/state/unitBuckets';
import type { GameState } from '../../../src/rules';
import { serial13Landed, serial13Waiting, SERIAL_13 as HEAVY } from '../../support/overstackedLanding';
import { realWorld } from '../../support/realWorld';

const WORLD = realWorld();
const position = (): GameState => serial13Waiting('prompt');
const landed = (state: GameState): GameState => serial13Landed(WORLD, state);

const units = (state: GameState, ids: readonly string[]) => ids.map((id) => unitById(state, id)!);

describe('[14.5] the overstack prompt names the units that may leave', () => {
  it('[14.5] serial 13 lands 32 SP: two of its four units that may leave are asked for, by name, the guns left out', () => {
    const state = landed(position());
    expect(state.pending).toMatchObject({ kind: 'landingOverstack', landing: { minimum: 2 } });
    const names = units(state, HEAVY.slice(2)).map((u) => u.name);
    expect(state.pending!.prompt).toContain(`move 2 of ${names[0]}, ${names[1]}, ${names[2]} and ${names[3]} to a neighbouring hex.`);
    expect(state.pending!.prompt).not.toMatch(/of your choice/);
    for (const gun of units(state, HEAVY.slice(0, 2))) expect(state.pending!.prompt).not.toContain(gun.name);
  });

  it('[14.5] one unit to move among several: "one of A, B or C"', () => {
    const [a, b, c] = units(position(), ['us-326-a', 'us-326-b', 'us-327-2-e']).map((u) => u.name);
    expect(leaversWords(units(position(), ['us-377-1', 'us-326-a', 'us-326-b', 'us-327-2-e']), 1, false)).toBe(`move one of ${a}, ${b} or ${c} to a neighbouring hex`);
  });

  it('[14.5, 14.54] a single unit that may leave is named alone, and may close-assault with "it"', () => {
    const serial = units(position(), ['us-377-1', 'us-377-2', 'us-327-2-e']);
    expect(leaversWords(serial, 1, true)).toBe(`move ${serial[2]!.name} to a neighbouring hex, or close-assault a German-held one with it [14.54]`);
  });

  it('[14.5] when every unit that may leave must go, they are all named', () => {
    const serial = units(position(), ['us-377-1', 'us-327-2-e', 'us-327-2-f']);
    expect(leaversWords(serial, 2, true)).toBe(`move ${serial[1]!.name} and ${serial[2]!.name} to a neighbouring hex, or close-assault a German-held one with them [14.54]`);
  });
});
