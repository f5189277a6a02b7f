/**
 * [11.14] The Allied player re-drops an airborne division's supplyhead for one Lift Point, once every
 * HQ of the division has been out of supply for ten Game-Turns in a row (supply/supplyheadRedrop.ts).
 * It flies like a serial [14.2] to a hex inside one of the division's regiments' drop zones [14.3],
 * but A and L results are read as S1 [11.14]. With option `supplyheadTerrain` the optional 23.3
 * ground rules apply.
 */
import { z } from 'zod';
import { rollDie, rollTwoDice } from '../../core/dice';
import { OK, refuse } from '../../core/refusal';
import { defineCommand } from '../../define/defineCommand';
import { hexIdSchema } from '../../define/schemaParts';
import { canonicalHexId, hexDistance, parseHexId, type HexId } from '../../hex';
import { phaseDefinition } from '../../sequence/phases';
import { outsidePlayArea } from '../../state/playArea';
import { supplyheadRedropEligible } from '../../supply/supplyheadRedrop';
import { airLandingResult, shiftAirLandingResult } from '../../tables/airLandingTable';
import { DROP_ZONE_RADIUS, dropHexTerrainRefusal, supplyheadGroundRefusal } from '../dropHex';
import { planFlight, type FlightPlan } from '../flightConditions';
import { allowedRoutes } from '../flightRoute';
import { divisionPathfinders } from '../pathfinders';
import { liftPointsLeft, spendLiftPoint } from '../liftPoints';
import { scatterFrom } from '../scatter';

/** [23.3] The optional supplyhead ground rules. */
export const SUPPLYHEAD_TERRAIN_OPTION = 'supplyheadTerrain';

export interface DropSupplyheadCommand {
  type: 'dropSupplyhead';
  divisionId: string;
  hex: HexId;
  route: 'north' | 'south';
}

declare module '../../core/commands' {
  interface CommandMap {
    dropSupplyhead: DropSupplyheadCommand;
  }
}

export const dropSupplyheadCommand = defineCommand({
  type: 'dropSupplyhead',
  schema: z.strictObject({ type: z.literal('dropSupplyhead'), divisionId: z.string(), hex: hexIdSchema, route: z.enum(['north', 'south']) }),
  when: { phases: ['conditionalMovement'] },
  validate(state, command, world) {
    if (phaseDefinition(state.phase).phasing !== 'allied') return refuse('WRONG_SIDE', '11.14', 'Only the Allied player drops supplyheads, in his Conditional Movement Phases.');
    const eligibility = supplyheadRedropEligible(state, command.divisionId);
    if (!eligibility.eligible) return refuse('NOT_A_CHOICE', '11.14', `${eligibility.reason[0]!.toUpperCase()}${eligibility.reason.slice(1)}.`);
    if (liftPointsLeft(state) < 1) return refuse('NO_LIFT_POINTS', '11.14', 'No Lift Points are left today: the re-drop costs one.');
    const hex = canonicalHexId(command.hex);
    if (!hex) return refuse('INVALID_COMMAND', '11.14', `${command.hex} is not a hex of the map.`);
    const outside = outsidePlayArea(state.playArea, hex);
    if (outside) return outside;
    const terrain = dropHexTerrainRefusal(world, hex, false);
    if (terrain) return terrain;
    if (state.options[SUPPLYHEAD_TERRAIN_OPTION] === true) {
      const ground = supplyheadGroundRefusal(world, hex, state.formations[command.divisionId]?.nationality === 'US');
      if (ground) return ground;
    }
    const at = parseHexId(hex)!;
    if (!divisionPathfinders(state, command.divisionId).some((p) => hexDistance(parseHexId(p)!, at) <= DROP_ZONE_RADIUS)) {
      return refuse('OUTSIDE_DROP_ZONE', '14.3', `${hex} is not within 3 hexes of a pathfinder of the division's regiments.`);
    }
    if (!allowedRoutes(state, hex).includes(command.route)) return refuse('WRONG_ROUTE', '14.11', `A drop on Map ${hex[0]} must fly the ${allowedRoutes(state, hex)[0]}ern route now.`);
    const flight = planFlight(state, hex, command.route);
    if ('noFlight' in flight) return refuse('NO_FLIGHT', flight.rule, flight.reason);
    return OK;
  },
  apply(draft, command, { world, dice, events }) {
    const hex = canonicalHexId(command.hex)!;
    spendLiftPoint(draft);
    const plan = planFlight(draft, hex, command.route) as FlightPlan;
    const table = world.tables.airLanding;
    const roll = rollTwoDice(dice);
    events.push({ type: 'diceRolled', purpose: `supplyhead drop of ${command.divisionId}`, rule: '14.92', dice: [...roll.dice], total: roll.total });
    const shifted = shiftAirLandingResult(airLandingResult(plan.total, roll.total, table), plan.shift).result;
    // [11.14] A and L read as S1
    const read = shifted === 'A' || shifted === 'L' ? 'S1' : shifted;
    const effect = table.meanings[read];
    let landed = hex;
    if (effect.kind === 'scatter') {
      const die = rollDie(dice);
      events.push({ type: 'diceRolled', purpose: `scatter direction of the ${command.divisionId} supplyhead`, rule: '14.92', dice: [die], total: die });
      landed = scatterFrom(world, hex, table.scatterDirections[die - 1]!, effect.hexes).hex;
    }
    draft.supply.supplyheads[command.divisionId] = landed;
    draft.supply.redropStreaks = { ...draft.supply.redropStreaks, [command.divisionId]: 0 };
    events.push({ type: 'supplyheadDropped', divisionId: command.divisionId, target: hex, hex: landed, result: shifted, read, conditions: plan.total, rule: '11.14' });
  },
  describe: (c) => `re-drop the supplyhead of ${c.divisionId} on ${c.hex}`,
  label: (c) => `Re-drop the supplyhead of ${c.divisionId} on ${c.hex} [11.14]`,
});
