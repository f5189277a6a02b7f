/**
 * Candidate commands while a scenario's set-up is under way [24.2, 25.21]: the next placement of
 * the scenario's own automatic set-up, each of a few waiting units in each hex open to it, and
 * finishing the set-up. Bounded: only the first few waiting units are offered at a time.
 */
import type { Command } from '../engine/commands';
import { deploymentHexes, unplacedUnitIds } from '../scenario/deployment';
import type { GameState } from '../state/gameState';
import type { Side } from '../state/unit';
import type { World } from '../world/world';

/** How many waiting units are offered at once (the rest follow as these are placed). */
const UNITS_OFFERED = 4;

/** The side now setting up, or null when no set-up is under way. */
export function deployingSide(state: GameState): Side | null {
  return state.deployment ? state.deployment.side : null;
}

export function deploymentCandidates(state: GameState, world: World): Command[] {
  if (!state.deployment) return [];
  const out: Command[] = [];
  for (const unitId of unplacedUnitIds(state).slice(0, UNITS_OFFERED)) {
    for (const hex of deploymentHexes(state, world, unitId)) out.push({ type: 'deploy', unitId, hex });
  }
  out.push({ type: 'finishDeployment' });
  return out;
}
