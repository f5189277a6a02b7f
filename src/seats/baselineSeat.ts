/**
 * The baseline seat: the simple seeded policy (src/rules/legal/policy.ts) that plays the seeded
 * playthrough and the fuzz games, as a controller. It is what the computer player's strength is
 * measured against. It keeps its own generator, seeded from the match seed and its side.
 */
import seedrandom from 'seedrandom';
import { chooseCommand, type Side } from '../rules';
import type { Seat } from './seat';

export function baselineSeat(side: Side, seed: string): Seat {
  const random = seedrandom.alea(`baseline-${side}-${seed}`);
  return {
    kind: 'baseline',
    side,
    decide: (state, world) => ({ command: chooseCommand(state, world, random), reason: 'the simple policy’s seeded pick' }),
  };
}
