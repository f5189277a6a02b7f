/**
 * The drops the computer plans (the simple policy's and the computer seat's, through
 * `airborneChoice`): each lift rated by the drop planner [14.2, 14.63], the best drop of the moment,
 * and, under [14.0c] plotted drops, the turn's plot of each serial's best lift.
 */
import type { Command } from '../core/commands';
import type { GameState } from '../core/gameState';
import { dropCandidates, type DropCandidate } from '../airLanding/dropCandidates';
import { dropOutlook } from '../airLanding/dropPlanner';
import { liftPointsLeft } from '../airLanding/liftPoints';
import { validateLift } from '../airLanding/validateDrop';
import type { PlotDropsCommand } from '../airLanding/commands/plotDrops';
import { occupantsOf } from '../state/occupancy';
import { validate } from '../engine/validate';
import type { World } from '../world/world';
import { legalCommands } from './legalCommands';

/** How the planner rates a lift: ways of landing on target (more is better), then of turning back or being destroyed (fewer). */
interface Rating {
  onTarget: number;
  lost: number;
}

function better(a: Rating, b: Rating): boolean {
  return a.onTarget > b.onTarget || (a.onTarget === b.onTarget && a.lost < b.lost);
}

/** [14.2, 14.56] The planner's rating of a lift, or null for one it would not fly: refused, or into a hex the enemy holds. */
function rateLift(state: GameState, world: World, lift: DropCandidate, skipPlot: boolean): Rating | null {
  if (occupantsOf(state, lift.hex).some((u) => u.side !== 'allied')) return null;
  const odds = dropOutlook(state, world, { ...lift, skipPlot }).odds;
  if (!odds) return null;
  return { onTarget: odds.landings.find((l) => l.hex === lift.hex)?.ways ?? 0, lost: odds.aborted + odds.destroyed };
}

/**
 * [14.2, 14.63] The lift the drop planner rates best: the most ways of landing on target, then the
 * fewest of turning back or being destroyed; a hex the enemy holds is left alone [14.56]. Planned,
 * not drawn: no random number is used, so games without serials play as before.
 */
export function plannedDrop(state: GameState, world: World): Command | null {
  let best: { command: Command; rating: Rating } | null = null;
  for (const command of legalCommands(state, world, new Set(['air']))) {
    if (command.type !== 'dropSerial') continue;
    const rating = rateLift(state, world, command, false);
    if (rating && (!best || better(rating, best.rating))) best = { command, rating };
  }
  return best?.command ?? null;
}

/**
 * [14.0c, 14.61] The turn's plot: each serial that may fly now to the lift the planner rates best
 * (checked as a plot, before the turn binds anything), the best-rated serials first while Lift
 * Points last. Null when no serial can be plotted or the plot would be refused.
 */
export function plannedPlot(state: GameState, world: World): PlotDropsCommand | null {
  const bySerial = new Map<string, { lift: DropCandidate; rating: Rating }>();
  for (const lift of dropCandidates(state, world)) {
    if (!validateLift(state, world, { ...lift, skipPlot: true }).ok) continue;
    const rating = rateLift(state, world, lift, true);
    const held = bySerial.get(lift.serialId);
    if (rating && (!held || better(rating, held.rating))) bySerial.set(lift.serialId, { lift, rating });
  }
  const chosen = [...bySerial.values()]
    .sort((a, b) => (better(a.rating, b.rating) ? -1 : better(b.rating, a.rating) ? 1 : a.lift.serialId.localeCompare(b.lift.serialId)))
    .slice(0, liftPointsLeft(state));
  if (chosen.length === 0) return null;
  const command: PlotDropsCommand = { type: 'plotDrops', drops: chosen.map(({ lift }) => ({ serialId: lift.serialId, hex: lift.hex, route: lift.route })) };
  return validate(state, command, world).ok ? command : null;
}
