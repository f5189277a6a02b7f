/**
 * How a rules area declares a command: one module per command, in the area's folder, made with
 * `defineCommand`. The module says everything the rest of the game needs to know about the
 * command — its save-file schema, when it may be given, how it is judged and carried out, which
 * instances to offer as legal candidates, and how to say it in plain words — and the engine's
 * registry (engine/registry.ts) derives dispatch, the phase table, the legal-command listing, the
 * save schema and the descriptions from these declarations (docs/extending.md).
 *
 * The command's type itself is declared in the same file by augmenting `CommandMap` (core/commands.ts).
 */
import type { z } from 'zod';
import type { Command, CommandType } from '../core/commands';
import type { DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Validation } from '../core/refusal';
import type { Side } from '../core/unit';
import type { PhaseKind } from '../sequence/phases';
import type { World } from '../world/world';

/** What carrying out a command may use besides the draft state and the command. */
export interface ApplyContext {
  world: World;
  /** The only source of randomness [ARCHITECTURE §4 Dice]. */
  dice: DiceSource;
  /** Where the command writes what happened, in order. */
  events: GameEvent[];
  /** True when the command was held by a decision window that has now closed: it goes ahead [8.47]. */
  resumed: boolean;
  /**
   * The position the command was validated on, unchanged, or null when the draft may already differ
   * from it (a resumed command). Reading it instead of the draft keeps immer from making a draft of
   * everything read (a scan of every unit would copy all ~2,400 at campaign size).
   */
  before: GameState | null;
  /** Carry out a held command once its window has closed (the answers' way of resuming it). */
  resume: (draft: GameState, held: Command) => void;
}

/** When a command may be given. */
export type CommandTiming =
  /** In the phasing player's own phases of these kinds [4.0]. */
  | { phases: readonly PhaseKind[] }
  /** Only as an answer to an open decision that lists it [8.47]. */
  | { answers: true }
  /** Only while a scenario's set-up is under way [24.2, 25.21]. */
  | { setUp: true }
  /** In every phase (ending the phase). */
  | { always: true }
  /** Book-keeping of the game itself (fresh dice): at any moment, even in the set-up or with a decision open. */
  | { bookkeeping: true };

/**
 * Kinds of legal candidate, in the order the listing offers them, so a policy can ask for some
 * kinds without the cost of building the rest.
 */
export const CANDIDATE_KINDS = ['endPhase', 'enter', 'move', 'closeAction', 'changeMode', 'restack', 'exit', 'ferry', 'air', 'work', 'command', 'fire', 'answer', 'setUp'] as const;
export type CandidateKind = (typeof CANDIDATE_KINDS)[number];

/**
 * A bounded list of instances of the command worth offering now, for the side that acts. They are
 * suggestions: the listing keeps those `validate` accepts.
 */
export interface CandidateSource<C> {
  kind: CandidateKind;
  /**
   * `only` names one unit: the source may then skip what cannot be about that unit (the inspector
   * asks what one unit may do; the listing keeps only commands whose actors include it).
   */
  list(state: GameState, world: World, side: Side, only?: string): C[];
}

/** How the End-phase summary counts what is still possible ("3 units can still move"). */
export interface PossibleKind {
  kind: string;
  one: string;
  many: string;
  verb: string;
  rule: string;
}

export interface CommandModule<C extends Command = Command> {
  type: C['type'];
  /** The command as saved in a file (strict: unknown keys are refused). */
  schema: z.ZodType<C>;
  when: CommandTiming;
  /** May it be carried out now? A refusal names its case and says why; the state is never touched. */
  validate(state: GameState, command: C, world: World): Validation;
  /** Carry out a validated command on an immer draft. */
  apply(draft: GameState, command: C, context: ApplyContext): void;
  candidates?: readonly CandidateSource<C>[];
  /** A few plain words naming units by id ("fire "us-a" at "de-b""), for messages. */
  describe(command: C): string;
  /** A button label naming units by name, with its case ("A/1/506 fires at 2/Frundsberg [5.0]"). */
  label?(command: C, nameOf: (unitId: string) => string): string;
  /** What this command counts towards in the End-phase summary, and the things it counts. */
  possible?: {
    kinds: readonly PossibleKind[];
    key(state: GameState, command: C): { kind: string; keys: string[] } | null;
  };
  /** The units the command is about, so the inspector can say what a unit may do now. */
  actors?(command: C): string[];
}

/** Declare a command module (an identity function that checks the declaration's types). */
export function defineCommand<K extends CommandType>(module: CommandModule<Extract<Command, { type: K }>> & { type: K }): CommandModule<Extract<Command, { type: K }>> {
  return module;
}
