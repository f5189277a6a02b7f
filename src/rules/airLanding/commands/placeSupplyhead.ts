/**
 * [31.22] The Allied player puts down an airborne division's supplyhead marker himself, whenever he
 * likes, by the pathfinder procedure of 14.31: in one of his own phases, in a hex inside the drop
 * zone of one of the division's regiments (within 3 hexes of its pathfinder marker, 14.3). Only a
 * division whose marker the game leaves to the player (`supply.supplyheadsToPlace`, the Campaign
 * Game) may do so; the scenarios fix theirs (26.2). Once down it stays (14.31); only the re-drop of
 * 11.14 moves it.
 */
import { z } from 'zod';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, hexDistance, parseHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { outsidePlayArea } from '../../state/playArea';
import { DROP_ZONE_RADIUS } from '../dropHex';
import { divisionPathfinders } from '../pathfinders';

/** [31.22] Place `divisionId`'s supplyhead marker in `hex`. */
export interface PlaceSupplyheadCommand {
  type: 'placeSupplyhead';
  divisionId: string;
  hex: HexId;
}

declare module '../../core/commands' {
  interface CommandMap {
    placeSupplyhead: PlaceSupplyheadCommand;
  }
}

export const placeSupplyheadCommand = defineCommand({
  type: 'placeSupplyhead',
  schema: z.strictObject({ type: z.literal('placeSupplyhead'), divisionId: z.string(), hex: hexIdSchema }),
  when: { phases: ['command', 'organization', 'conditionalFire', 'conditionalMovement', 'freeFire'] },
  validate(state, command) {
    const name = state.formations[command.divisionId]?.designation ?? command.divisionId;
    const placed = state.supply.supplyheads[command.divisionId];
    if (placed) return refuse('NOT_A_CHOICE', '31.22', `The supplyhead of ${name} is already down in ${placed}; once placed it stays (only a re-drop moves it, 11.14).`);
    if (!(state.supply.supplyheadsToPlace ?? []).includes(command.divisionId)) {
      return refuse('NOT_A_CHOICE', '31.22', `${name} has no supplyhead marker for the player to place in this game (the scenario fixes it).`);
    }
    if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '31.22', 'Supplyheads are the Allied player’s to place, in his own phases.');
    const hex = canonicalHexId(command.hex);
    if (!hex) return refuse('INVALID_COMMAND', '31.22', `${command.hex} is not a hex of the map.`);
    const outside = outsidePlayArea(state.playArea, hex);
    if (outside) return outside;
    const pathfinderHexes = divisionPathfinders(state, command.divisionId);
    if (pathfinderHexes.length === 0) return refuse('OUTSIDE_DROP_ZONE', '14.3', `No pathfinder of ${name}'s regiments is down yet: the supplyhead goes inside one of their drop zones.`);
    const at = parseHexId(hex)!;
    if (!pathfinderHexes.some((p) => hexDistance(parseHexId(p)!, at) <= DROP_ZONE_RADIUS)) {
      return refuse('OUTSIDE_DROP_ZONE', '14.3', `${hex} is not within 3 hexes of a pathfinder of ${name}'s regiments.`);
    }
    return OK;
  },
  apply(draft, command, { events }) {
    const hex = canonicalHexId(command.hex)!;
    draft.supply.supplyheads[command.divisionId] = hex;
    draft.supply.supplyheadsToPlace = (draft.supply.supplyheadsToPlace ?? []).filter((id) => id !== command.divisionId);
    const designation = draft.formations[command.divisionId]?.designation ?? command.divisionId;
    events.push({ type: 'supplyheadPlaced', divisionId: command.divisionId, designation, hex, rule: '31.22' });
  },
  describe: (c) => `place the supplyhead of "${c.divisionId}" in ${c.hex}`,
  label: (c) => `Place the supplyhead of ${c.divisionId} in ${c.hex} [31.22]`,
});
