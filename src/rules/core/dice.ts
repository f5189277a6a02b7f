/**
 * The game's dice. Every roll goes through a `DiceSource`, so a game can be replayed from its seed
 * or from the outcomes in its log (ARCHITECTURE §4). The seeded source keeps the generator's
 * whole state inside GameState, as plain JSON: saving, undoing and replaying reproduce the rolls.
 */
import seedrandom from 'seedrandom';

/** Plain-JSON state of the Alea generator. */
export interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

export interface DiceState {
  /** The seed the game started with (shown to players; published after a game for checking). */
  seed: string;
  /** Generator state after the last roll. */
  prng: AleaState;
  /** Number of dice rolled so far (one per die). */
  rolled: number;
}

export function newDiceState(seed: string): DiceState {
  const prng = seedrandom.alea(seed, { state: true });
  return { seed, prng: prng.state() as AleaState, rolled: 0 };
}

/** Something that rolls dice: the seeded generator, or a script of outcomes (replays, tests). */
export interface DiceSource {
  /** One die with `sides` faces, 1..sides. */
  die(sides: number): number;
}

/**
 * A source that reads and advances the generator state held in `dice` (an immer draft inside
 * `apply`, or a plain object elsewhere).
 */
export function seededDice(dice: DiceState): DiceSource {
  return {
    die(sides: number): number {
      const prng = seedrandom.alea('', { state: dice.prng });
      const value = 1 + Math.floor(prng() * sides);
      dice.prng = prng.state() as AleaState;
      dice.rolled += 1;
      return value;
    },
  };
}

/** A source that gives fixed outcomes in order; throws when they run out. */
export function scriptedDice(outcomes: readonly number[]): DiceSource {
  let next = 0;
  return {
    die(sides: number): number {
      const value = outcomes[next];
      if (value === undefined) throw new Error(`scripted dice ran out after ${next} rolls`);
      if (!Number.isInteger(value) || value < 1 || value > sides) {
        throw new Error(`scripted die ${next} is ${value}, not a value of a ${sides}-sided die`);
      }
      next += 1;
      return value;
    },
  };
}

/** "Roll a die" in the rules: 1d6. */
export function rollDie(source: DiceSource): number {
  return source.die(6);
}

/** "Roll the dice" in the rules: 2d6, both faces kept for the log. */
export function rollTwoDice(source: DiceSource): { dice: [number, number]; total: number } {
  const a = source.die(6);
  const b = source.die(6);
  return { dice: [a, b], total: a + b };
}
