// Invariants of close action over random positions and dice [8.7, 3.5a]: strength never goes below
// zero, sides never share a hex, and replaying the same commands from the same seed gives the same game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, stacksByHex, type Command, type GameState, type Unit } from '../../../src/rules';
import { replay } from '../../../src/store/replay';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { FROM, TARGET, german } from './support';
import { allUnits } from '../../../src/rules/state/unitBuckets';

const TYPES = ['infantry', 'armor', 'combatEngineer', 'recon'] as const;

function position(specs: { type: number; strength: number; morale: number; side: boolean; mode: boolean }[], seed: string): GameState {
  let a = 0;
  let d = 0;
  const units: Unit[] = specs.map((s, i) => {
    const base = {
      id: `u${i}`,
      type: TYPES[s.type % TYPES.length]!,
      strength: s.strength,
      printedStrength: s.strength,
      printedMorale: s.morale,
      mode: s.mode ? ('concentrated' as const) : ('dispersed' as const),
    };
    return s.side ? unit({ ...base, hex: FROM as never, stackIndex: a++ }) : german({ ...base, hex: TARGET as never, stackIndex: d++ });
  });
  if (a === 0) units.push(unit({ id: 'lead', hex: FROM as never, stackIndex: a }));
  if (d === 0) units.push(german({ id: 'def', hex: TARGET as never, stackIndex: d }));
  return game({ phase: 4, units, seed });
}

/** The next command: answer whatever is pending, else assault with every fit attacker. */
function next(state: GameState): Command | null {
  const p = state.pending;
  if (p?.kind === 'opportunityFire') return { type: 'passOpportunity' };
  if (p?.kind === 'closeActionRetreat') return { type: 'closeActionRetreat', to: p.choices![0]! };
  if (p?.kind === 'closeActionAdvance') return { type: 'closeActionAdvance', unitIds: [] };
  if (p) return null;
  const attackers = allUnits(state)
    .filter((u) => u.side === 'allied' && u.hex === FROM && !u.status.disrupted && !state.closeActions.attackerIds.includes(u.id))
    .sort((x, y) => x.stackIndex - y.stackIndex)
    .map((u) => u.id);
  return attackers.length ? { type: 'closeAction', unitIds: attackers, target: TARGET as never } : null;
}

const spec = fc.record({ type: fc.nat(3), strength: fc.integer({ min: 1, max: 9 }), morale: fc.integer({ min: 0, max: 6 }), side: fc.boolean(), mode: fc.boolean() });

describe('close action invariants', () => {
  it('[3.5a, 8.7] strength never negative; replaying the commands from the seed gives the same game', () => {
    let resolved = 0;
    fc.assert(
      fc.property(fc.array(spec, { minLength: 2, maxLength: 6 }), fc.string({ minLength: 1, maxLength: 6 }), (specs, seed) => {
        const start = position(specs, seed);
        let state = start;
        const commands: Command[] = [];
        for (let i = 0; i < 12; i++) {
          const command = next(state);
          if (!command) break;
          const result = apply(state, command, CLEAR_WORLD);
          if (!result.ok) {
            expect(result.state).toBe(state);
            break;
          }
          commands.push(command);
          state = result.state;
          resolved += result.events.filter((e) => e.type === 'closeActionResolved').length;
          for (const u of allUnits(state)) expect(u.strength).toBeGreaterThanOrEqual(0);
          for (const [, stack] of stacksByHex(allUnits(state))) expect(new Set(stack.map((u) => u.side)).size).toBe(1);
        }
        const again = replay(start, commands, CLEAR_WORLD);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state).toEqual(state);
      }),
      { numRuns: 150 },
    );
    expect(resolved).toBeGreaterThan(50); // the runs really resolve assaults
  });
});
