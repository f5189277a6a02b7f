/**
 * The simple policy's and the computer seat's drop: of the serial drops legal now, the one the drop
 * planner rates best [14.2, 14.63].
 */
import type { Command } from '../core/commands';
import type { GameState } from '../core/gameState';
import { dropOutlook } from '../airLanding/dropPlanner';
import { occupantsOf } from '../state/occupancy';
import type { World } from '../world/world';
import { legalCommands } from './legalCommands';

/**
 * [14.2, 14.63] The lift the drop planner rates best: the most ways of landing on target, then the
 * fewest of turning back or being destroyed; a hex the enemy holds is left alone [14.56]. Planned,
 * not drawn: no random number is used, so games without serials play as before.
 */
export function plannedDrop(state: GameState, world: World): Command | null {
  let best: { command: Command; onTarget: number; lost: number } | null = null;
  for (const command of legalCommands(state, world, new Set(['air']))) {
    if (command.type !== 'dropSerial') continue;
    if (occupantsOf(state, command.hex).some((u) => u.side !== 'allied')) continue;
    const odds = dropOutlook(state, world, command).odds;
    if (!odds) continue;
    const onTarget = odds.landings.find((l) => l.hex === command.hex)?.ways ?? 0;
    const lost = odds.aborted + odds.destroyed;
    if (!best || onTarget > best.onTarget || (onTarget === best.onTarget && lost < best.lost)) best = { command, onTarget, lost };
  }
  return best?.command ?? null;
}

