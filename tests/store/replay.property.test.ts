import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate, type Command, type Mode } from '../../src/rules';
import { parseSave, replay } from '../../src/store';
import { memoryStore, testGame, UNITS } from './fixtures';
import { CLEAR_WORLD } from '../support/world';

type Op =
  | { kind: 'endPhase' }
  | { kind: 'changeMode'; unit: number; mode: number }
  | { kind: 'undo' }
  | { kind: 'redo' };

const MODES: readonly Mode[] = ['concentrated', 'dispersed', 'travel'];

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Op>({ kind: 'endPhase' }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('changeMode' as const), unit: fc.nat(UNITS.length - 1), mode: fc.nat(MODES.length - 1) }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'undo' }) },
  { weight: 1, arbitrary: fc.constant<Op>({ kind: 'redo' }) },
);

/** A start that crosses into GT 7 (the [15.0] airstrike roll) and runs to the scenario's end. */
const startArb = fc.record({
  seed: fc.string({ maxLength: 8 }),
  phase: fc.constantFrom(1, 8, 12, 15) as fc.Arbitrary<1 | 8 | 12 | 15>,
});

describe('determinism of replay (property)', () => {
  it('for random sequences of commands, undo and redo, replaying the log from initial always reproduces current', () => {
    fc.assert(
      fc.property(startArb, fc.array(opArb, { maxLength: 50 }), ({ seed, phase }, ops) => {
        const { store } = memoryStore(testGame({ turn: 6, phase, lastTurn: 7, seed }));
        for (const op of ops) {
          const before = store.getState().game;
          if (op.kind === 'undo') {
            store.getState().undo();
          } else if (op.kind === 'redo') {
            store.getState().redo();
          } else {
            const command: Command =
              op.kind === 'endPhase' ? { type: 'endPhase' } : { type: 'changeMode', unitId: UNITS[op.unit]!.id, to: MODES[op.mode]! };
            const legal = validate(before.current, command, CLEAR_WORLD).ok;
            const result = store.getState().dispatch(command);
            expect(result.ok).toBe(legal);
            if (!legal) expect(store.getState().game).toBe(before);
          }
          const { initial, current, log } = store.getState().game;
          const replayed = replay(initial, log.map((e) => e.command), CLEAR_WORLD);
          expect(replayed.ok).toBe(true);
          if (!replayed.ok) return;
          expect(replayed.state).toEqual(current);
          expect(replayed.log).toEqual(log);
        }
        // And the save file of wherever we got to loads back to the same game.
        const loaded = parseSave(store.getState().exportSave(), CLEAR_WORLD);
        expect(loaded.ok && loaded.save.state).toEqual(store.getState().game.current);
      }),
      { numRuns: 60 },
    );
  });

  it('the same initial state and commands give the same game, twice over', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.array(fc.constantFrom<Command>({ type: 'endPhase' }), { minLength: 1, maxLength: 40 }), (seed, commands) => {
        const initial = testGame({ turn: 6, phase: 15, seed, lastTurn: 9 });
        const a = replay(initial, commands, CLEAR_WORLD);
        const b = replay(structuredClone(initial), commands, CLEAR_WORLD);
        expect(a).toEqual(b);
      }),
      { numRuns: 40 },
    );
  });
});
