/**
 * [14.5] Which of a landed serial's units leave its overstacked hex: the player picks them. The
 * engine lists its answers for one set of units (the heaviest that cure it); the decision card
 * offers every unit that may leave (artillery never does) as a tick box, and sends each answer
 * with the units ticked. The engine judges the pick (exactly the fewest that cure, enough SP).
 */
import type { Command, GameState } from '../../rules/api';
import { unitById } from '../../rules/api';

export interface LeaverChoice {
  /** How many units must leave. */
  minimum: number;
  /** The units that may leave, in the serial's order: id and name. */
  movable: { id: string; name: string }[];
}

/** The pick to offer, or null when the decision is not a landing overstack or there is nothing to pick. */
export function leaverChoice(state: GameState): LeaverChoice | null {
  const landing = state.pending?.kind === 'landingOverstack' ? state.pending.landing : undefined;
  if (!landing) return null;
  const movable = landing.unitIds
    .map((id) => unitById(state, id))
    .filter((u) => u !== undefined && u.type !== 'artillery')
    .map((u) => ({ id: u!.id, name: u!.name }));
  return movable.length > landing.minimum ? { minimum: landing.minimum, movable } : null;
}

/** The ticked units if the player has ticked any, else the engine's own (the units its answers name). */
export function pickedLeavers(answers: readonly Command[], ticked: readonly string[]): string[] {
  if (ticked.length > 0) return [...ticked];
  const first = answers.find((c) => c.type === 'cureLandingOverstack');
  return first && first.type === 'cureLandingOverstack' ? [...first.unitIds] : [];
}

/** An answer sent with the picked units instead of the engine's. */
export function withLeavers(command: Command, unitIds: readonly string[]): Command {
  return command.type === 'cureLandingOverstack' && unitIds.length > 0 ? { ...command, unitIds: [...unitIds] } : command;
}
