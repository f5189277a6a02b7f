/**
 * [14.0c] The Allied player plots the drop hex and route of every serial he means to lift this
 * Game-Turn, before the turn's first landing roll. He may plot again (replacing the plot) until that
 * roll; after it the plot is fixed. Each plotted lift must be one the rules allow now (validateLift),
 * and the plot may not ask for more lifts than Lift Points are left. The plot is the Allied
 * player's secret: the screen shows it to the Allied side only.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import type { GameState } from '../../core/gameState';
import type { World } from '../../world/world';
import { dropCandidates } from '../dropCandidates';
import { currentPlot, PLOTTED_DROPS_OPTION } from '../dropPlot';
import type { Route } from '../flightRoute';
import { liftPointsLeft } from '../liftPoints';
import { validateLift } from '../validateDrop';

export interface PlotDropsCommand {
  type: 'plotDrops';
  drops: { serialId: string; hex: HexId; route: Route }[];
}

declare module '../../core/commands' {
  interface CommandMap {
    plotDrops: PlotDropsCommand;
  }
}

/**
 * [14.0c] For a seat that plays by candidates: with the option on and nothing plotted this turn, one
 * plot of every serial that may fly now, each to the first lift the drop candidates suggest, as many
 * as Lift Points are left. With the option off there is none, so games without it play as before.
 */
function plotCandidates(state: GameState, world: World, side: string): PlotDropsCommand[] {
  if (side !== 'allied' || state.options[PLOTTED_DROPS_OPTION] !== true || currentPlot(state)) return [];
  const drops: PlotDropsCommand['drops'] = [];
  for (const lift of dropCandidates(state, world)) {
    if (drops.length >= liftPointsLeft(state)) break;
    if (drops.some((d) => d.serialId === lift.serialId)) continue;
    if (validateLift(state, world, { serialId: lift.serialId, hex: lift.hex, route: lift.route, skipPlot: true }).ok) drops.push({ serialId: lift.serialId, hex: lift.hex, route: lift.route });
  }
  return drops.length > 0 ? [{ type: 'plotDrops', drops }] : [];
}

export const plotDropsCommand = defineCommand({
  type: 'plotDrops',
  schema: z.strictObject({
    type: z.literal('plotDrops'),
    drops: z.array(z.strictObject({ serialId: z.string(), hex: hexIdSchema, route: z.enum(['north', 'south']) })).min(1),
  }),
  when: { phases: ['conditionalMovement'] },
  validate(state, command, world) {
    if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '14.0c', 'Only the Allied player plots drops, in his own Conditional Movement Phases.');
    if (currentPlot(state)?.locked) return refuse('NOT_A_CHOICE', '14.0c', 'This turn’s first landing roll is made: the plotted drop hexes are fixed until the next Game-Turn.');
    const ids = command.drops.map((d) => d.serialId);
    if (new Set(ids).size !== ids.length) return refuse('INVALID_COMMAND', '14.0c', 'A serial is plotted once per turn.');
    const left = liftPointsLeft(state);
    if (command.drops.length > left) return refuse('NO_LIFT_POINTS', '14.61', `The plot asks for ${command.drops.length} lifts but only ${left} Lift Point${left === 1 ? ' is' : 's are'} left today.`);
    for (const drop of command.drops) {
      const why = validateLift(state, world, { ...drop, skipPlot: true });
      if (!why.ok) return { ...why, message: `Serial ${drop.serialId}: ${why.message}` };
    }
    return OK;
  },
  apply(draft, command, { events }) {
    const drops = Object.fromEntries(command.drops.map((d) => [d.serialId, { hex: canonicalHexId(d.hex)!, route: d.route }]));
    draft.airLanding.plot = { turn: draft.turn, drops, locked: false };
    events.push({ type: 'dropsPlotted', count: command.drops.length, rule: '14.0c' });
  },
  candidates: [{ kind: 'air', list: plotCandidates }],
  describe: (c) => `plot ${c.drops.length} drop${c.drops.length === 1 ? '' : 's'} for this turn`,
  label: (c) => `Plot ${c.drops.length} drop${c.drops.length === 1 ? '' : 's'} for this turn [14.0c]`,
});
