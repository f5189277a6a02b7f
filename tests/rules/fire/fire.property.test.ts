// Random fire sequences [5.24, 5.26, 5.32, 5.33, 5.35, 9.43, 9.44]: strength never negative, losses
// never beyond what the result allows (+1 for the owner's choice), and replays are identical.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, fireOptions, type Command, type GameEvent, type GameState, type Unit } from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { allUnitIds, allUnits, unitById } from '../../../src/rules/state/unitBuckets';

const WORLD = CLEAR_WORLD;
const ALLIED_HEXES = ['C2812', 'C2712', 'C2912'] as const;
const GERMAN_HEXES = ['C2811', 'C2711'] as const;
const MODES = ['concentrated', 'dispersed', 'travel'] as const;

function start(seed: string, modes: number[]): GameState {
  const units: Unit[] = [];
  ALLIED_HEXES.forEach((hex, i) => units.push(unit({ id: `a${i}`, hex, subordination: `b${i % 2}`, range: 2, type: i === 2 ? 'heavyWeapons' : 'infantry' })));
  GERMAN_HEXES.forEach((hex, i) => {
    for (let k = 0; k < 2; k++) {
      const n = i * 2 + k;
      units.push(unit({ id: `g${n}`, hex, stackIndex: k, side: 'german', nationality: 'DE', strength: 1 + (n % 4), printedStrength: 4, mode: MODES[modes[n]! % 3]!, type: n === 3 ? 'armor' : 'infantry', effectiveness: { concentrated: 6, dispersed: 3 } }));
    }
  });
  return game({ phase: 3, turn: 8, seed, units });
}

type Step = { pick: number; split: number; choice: number };

/** Run a random sequence; returns the commands given and checks losses per command. */
function play(state: GameState, steps: Step[]): { state: GameState; commands: Command[] } {
  const commands: Command[] = [];
  let current = state;
  for (const step of steps) {
    let command: Command;
    if (current.pending?.fireResult) {
      const options = current.pending.fireResult.options;
      command = { type: 'fireResultChoice', choice: options[step.choice % options.length]! };
    } else {
      const legal = allUnitIds(current)
        .filter((id) => id.startsWith('a'))
        .flatMap((id) => fireOptions(current, WORLD, id).filter((o) => o.legal));
      if (legal.length === 0) break;
      const o = legal[step.pick % legal.length]!;
      const split = step.split % 3 === 0 ? 1 : undefined;
      command = split ? { type: 'fire', firerId: o.firerId, targetId: o.targetId, strength: split } : { type: 'fire', firerId: o.firerId, targetId: o.targetId };
    }
    const result = apply(current, command, WORLD);
    expect(result.ok).toBe(true);
    if (!result.ok) break;
    checkLosses(current, command, result.events);
    commands.push(command);
    current = result.state;
    for (const u of allUnits(current)) expect(u.strength).toBeGreaterThanOrEqual(0);
  }
  return { state: current, commands };
}

/** Losses a command may cause: the number rolled (+1 for a Travel target), or 1 for a D or a choice. */
function checkLosses(before: GameState, command: Command, events: GameEvent[]): void {
  const lost = events.filter((e) => e.type === 'strengthLost').reduce((n, e) => n + (e as { lost: number }).lost, 0);
  if (command.type === 'fireResultChoice') {
    expect(lost).toBeLessThanOrEqual(command.choice === 'loseStep' ? 1 : 0);
    return;
  }
  const shot = events.find((e) => e.type === 'fireResolved') as Extract<GameEvent, { type: 'fireResolved' }> | undefined;
  expect(shot).toBeDefined();
  const result = shot!.result;
  const base = typeof result === 'number' ? result : 0;
  const travel = unitById(before, shot!.targetId)!.mode === 'travel' && result !== '-' ? 1 : 0;
  expect(lost).toBeLessThanOrEqual(base + travel);
}

describe('random fire sequences [5.3, 5.35, 9.43]', () => {
  const steps = fc.array(fc.record({ pick: fc.nat(50), split: fc.nat(5), choice: fc.nat(3) }), { minLength: 1, maxLength: 12 });
  const modes = fc.array(fc.nat(2), { minLength: 4, maxLength: 4 });

  it('[5.35] strength never goes below 0 and no command costs more than its result allows; the same seed and commands replay identically', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 6 }), modes, steps, (seed, m, s) => {
        const initial = start(seed, m);
        const first = play(initial, s);
        let again = initial;
        for (const c of first.commands) {
          const r = apply(again, c, WORLD);
          if (!r.ok) throw new Error('replay refused');
          again = r.state;
        }
        expect(again).toEqual(first.state);
      }),
      { numRuns: 60 },
    );
  });
});
