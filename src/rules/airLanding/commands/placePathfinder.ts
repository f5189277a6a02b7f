/**
 * [14.31] The Allied player puts down an airborne regiment's pathfinder marker, in any Allied phase
 * (the rules allow it at any time; in hot-seat play it is the Allied player's to do when he acts).
 * Any hex of the play area will do — terrain limits the drop hexes chosen around it [14.64], not the
 * marker — and German units may be in it [14.32]. Once down it never moves [14.31].
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { outsidePlayArea } from '../../state/playArea';

/** [14.31] Place `formationId`'s pathfinder marker in `hex`. */
export interface PlacePathfinderCommand {
  type: 'placePathfinder';
  formationId: string;
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    placePathfinder: PlacePathfinderCommand;
  }
}

export const placePathfinderCommand = defineCommand({
  type: 'placePathfinder',
  schema: z.strictObject({ type: z.literal('placePathfinder'), formationId: z.string(), hex: hexIdSchema }),
  when: { phases: ['command', 'organization', 'conditionalFire', 'conditionalMovement', 'freeFire'] },
  validate(state, command) {
    const marker = state.pathfinders[command.formationId];
    if (!marker) return refuse('NOT_A_CHOICE', '14.3', `${command.formationId} has no pathfinder marker in this scenario.`);
    if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '14.31', 'Pathfinders are the Allied player’s to place, in his own phases.');
    const name = state.formations[command.formationId]?.designation ?? command.formationId;
    if (marker.fixed) return refuse('NOT_A_CHOICE', '14.31', `The scenario fixes the pathfinder of ${name} in ${marker.hex}.`);
    if (marker.hex !== null) return refuse('NOT_A_CHOICE', '14.31', `The pathfinder of ${name} is already down in ${marker.hex}; once placed it never moves.`);
    const hex = canonicalHexId(command.hex);
    if (!hex) return refuse('INVALID_COMMAND', '14.31', `${command.hex} is not a hex of the map.`);
    return outsidePlayArea(state.playArea, hex) ?? OK;
  },
  apply(draft, command, { events }) {
    const hex = canonicalHexId(command.hex)!;
    draft.pathfinders[command.formationId]!.hex = hex;
    const designation = draft.formations[command.formationId]?.designation ?? command.formationId;
    events.push({ type: 'pathfinderPlaced', formationId: command.formationId, designation, hex, rule: '14.31' });
  },
  describe: (c) => `place the pathfinder of "${c.formationId}" in ${c.hex}`,
  label: (c) => `Place the pathfinder of ${c.formationId} in ${c.hex} [14.31]`,
});
