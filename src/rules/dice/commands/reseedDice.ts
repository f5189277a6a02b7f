/**
 * [4.0; ARCHITECTURE §4] Fresh randomness for the dice, given as data. The store gives it when a
 * player takes back a command that rolled (in a game whose setting allows it): the timeline played
 * on from there must not reuse rolls already seen. The entropy comes from outside the engine (the
 * browser's crypto) and is kept in the command, so replaying the log gives the same dice again.
 * The game's seed stays what it was; only the generator moves on from a new state.
 */
import seedrandom from 'seedrandom';
import { z } from 'zod';
import type { AleaState } from '../../core/dice';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';

export interface ReseedDiceCommand {
  type: 'reseedDice';
  /** Fresh random text (hex digits), from the store's entropy source. */
  entropy: string;
}

declare module '../../core/commands' {
  interface CommandMap {
    reseedDice: ReseedDiceCommand;
  }
}

const ENTROPY = /^[0-9a-f]{16,128}$/;

export const reseedDiceCommand = defineCommand({
  type: 'reseedDice',
  schema: z.strictObject({ type: z.literal('reseedDice'), entropy: z.string().max(128) }),
  when: { bookkeeping: true },
  validate: (_state, command) =>
    ENTROPY.test(command.entropy) ? OK : refuse('INVALID_COMMAND', '4.0', 'Fresh dice need 16 to 128 hexadecimal digits of entropy.'),
  apply(draft, command, { events }) {
    const prng = seedrandom.alea(`${draft.dice.seed}|${draft.dice.rolled}|${command.entropy}`, { state: true });
    draft.dice.prng = prng.state() as AleaState;
    events.push({ type: 'diceReseeded', rolled: draft.dice.rolled, rule: '4.0' });
  },
  describe: () => 'give the dice fresh randomness',
  label: () => 'Fresh dice [4.0]',
});
