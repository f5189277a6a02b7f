/**
 * Who acts now. Candidates are only suggestions; `legalCommands` keeps those `validate` accepts.
 */
import { phaseDefinition } from '../sequence/phases';
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { deployingSide } from './deployment';

/** The side whose answer or command the game waits for now, or null (game over, Game-Turn Record). */
export function actingSide(state: GameState): Side | null {
  if (state.ended) return null;
  if (state.pending) return state.pending.side;
  const deploying = deployingSide(state);
  if (deploying) return deploying;
  return phaseDefinition(state.phase).phasing;
}

