/**
 * `legalCommands(state, world)`: the commands `validate` accepts now: the command modules' own
 * candidates (engine/candidates.ts, built from the engine's queries) passed through `validate`, so nothing illegal is ever offered. The list is bounded (neighbouring hexes, one new
 * order per stack, whole-strength shots) and in a stable order, so the same state always gives the
 * same list. It is a sample of the legal moves, not every one (e.g. split fire [5.26] and every
 * possible stack order [9.21] are left out).
 */
import type { Command } from '../core/commands';
import { validate } from '../engine/validate';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import type { World } from '../world/world';
import { candidateCommands } from '../engine/candidates';
import type { CandidateKind } from '../define/defineCommand';
import { actingSide } from './candidates';
import { deployingSide } from './deployment';

/** The legal commands now [4.0, 8.47]: none once the game is over. */
export function legalCommands(state: GameState, world: World, kinds?: ReadonlySet<CandidateKind>): Command[] {
  return candidateCommands(state, world, kinds).filter((command) => validate(state, command, world).ok);
}

/** The legal commands about one unit (it moves, fires, assaults, changes mode …) [4.0]: what the inspector asks. */
export function legalCommandsFor(state: GameState, world: World, unitId: string): Command[] {
  return candidateCommands(state, world, undefined, unitId).filter((command) => validate(state, command, world).ok);
}

/** For hot-seat play: who must act now and what that side may do. */
export function legalCommandsBySide(state: GameState, world: World): { side: Side | null; commands: Command[] } {
  return { side: actingSide(state), commands: legalCommands(state, world) };
}

const END_PHASE: Command = { type: 'endPhase' };

/** Whether some command is legal now (cheap: ending the phase is tried before building any list). */
export function hasLegalCommand(state: GameState, world: World): boolean {
  if (state.ended) return false;
  if (!state.pending && !deployingSide(state) && validate(state, END_PHASE, world).ok) return true;
  return candidateCommands(state, world).some((command) => validate(state, command, world).ok);
}
