/**
 * The Air Landing Routine for one lift [14.2, 14.14, 14.5, 14.61, 14.71, 15.34]: the German player
 * may answer the announcement with a CAP; the Lift Point is spent; the landing roll on the Air
 * Landing Table, the southern shift, the destruction roll of a twice-worsened A; the scatter die;
 * then the units come down (landing.ts) and any overstack or German-held hex is dealt with.
 */
import { formatHexId, hexDistance, parseHexId, type HexId } from '../hex';
import { rollDie, rollTwoDice, type DiceSource } from '../core/dice';
import type { GameEvent } from '../core/events';
import type { Explanation } from '../core/explanation';
import type { GameState } from '../core/gameState';
import type { Command } from '../core/commands';
import { strikesLeft } from '../airstrikes/allotment';
import { airLandingColumn, airLandingResult, shiftAirLandingResult } from '../tables/airLandingTable';
import type { World } from '../world/world';
import { GLIDER_DROPS_OPTION, liftUnits, type LiftRequest } from './validateDrop';
import { planFlight, type FlightPlan } from './flightConditions';
import { landLift } from './landing';
import { spendLiftPoint } from './liftPoints';
import { scatterFrom } from './scatter';
import { afterTouchdown } from './landingFire';
import { unitById } from '../state/unitBuckets';

/** [15.34] One German CAP covers at most this many serials … */
export const CAP_MAX_SERIALS = 8;
/** [15.34] … within this many hexes of each other (of the first one covered, our reading). */
export const CAP_SPAN = 10;

/** [15.34] Is the German player to be asked about a CAP over this landing? */
export function germanMayFlyLandingCap(state: GameState): boolean {
  const cap = state.airLanding.cap;
  const askedThisPhase = cap !== null && cap.turn === state.turn && cap.phase === state.phase;
  return !askedThisPhase && !state.air.germanAirDestroyed && strikesLeft(state, 'german') > 0;
}

/** [15.34] Does this phase's German CAP intercept a serial dropping on `hex`? Counts it when it does. Works on a draft. */
function capIntercepts(draft: GameState, hex: HexId): boolean {
  const cap = draft.airLanding.cap;
  if (!cap || cap.turn !== draft.turn || cap.phase !== draft.phase || !cap.intercepted) return false;
  if (cap.covered >= CAP_MAX_SERIALS || hexDistance(parseHexId(cap.centre)!, parseHexId(hex)!) > CAP_SPAN) return false;
  cap.covered += 1;
  return true;
}

function flightExplanation(plan: FlightPlan, roll: { dice: [number, number]; total: number }, table: World['tables']['airLanding'], read: string, final: string, result: string): Explanation {
  const column = airLandingColumn(plan.total, table);
  const next = table.columns[column + 1];
  return {
    kind: 'airLanding',
    rule: '14.2',
    inputs: { route: plan.route, target: plan.target, flak: plan.flak.length, night: plan.night, independent: plan.independent, intercepted: plan.intercepted, conditions: plan.total },
    modifiers: plan.modifiers,
    tables: [
      { table: '14.92', row: String(roll.total), column: next === undefined ? `${table.columns[column]}+` : `${table.columns[column]}–${next - 1}`, cell: read },
      ...(final !== read ? [{ table: '14.14', row: read, column: `shift ${plan.shift > 0 ? '+' : ''}${plan.shift}`, cell: final }] : []),
    ],
    roll: { dice: [...roll.dice], total: roll.total, modified: roll.total },
    result,
  };
}

/** Carry out a validated lift on a draft. */
export function flyLift(draft: GameState, world: World, command: LiftRequest & Command, dice: DiceSource, events: GameEvent[], resumed: boolean): void {
  const hex = command.hex;
  // [15.34] the German player may declare a CAP the moment the landing is announced.
  if (!resumed && germanMayFlyLandingCap(draft)) {
    draft.pending = {
      kind: 'germanCap',
      side: 'german',
      rule: '15.34',
      prompt: `The Allied player announces a landing on ${hex}. Fly your segment's airstrikes as a CAP against it (2–9 intercepts, 10 nothing, 11–12 your air is destroyed)?`,
      answers: ['answerLandingCap'],
      resume: command,
    };
    return;
  }
  const serial = draft.airLanding.serials[command.serialId]!;
  const units = liftUnits(draft, serial, command);
  const unitIds = units.map((u) => u.id);
  spendLiftPoint(draft);
  serial.lifts += 1;
  const intercepted = capIntercepts(draft, hex);
  const plan = planFlight(draft, hex, command.route, { independent: command.independent === true, intercepted }) as FlightPlan;
  const table = world.tables.airLanding;
  const roll = rollTwoDice(dice);
  // [14.0c] the turn's first landing roll fixes its plot
  const plot = draft.airLanding.plot;
  if (plot && plot.turn === draft.turn) plot.locked = true;
  events.push({ type: 'diceRolled', purpose: `air landing of serial ${serial.id}`, rule: '14.92', dice: [...roll.dice], total: roll.total });
  const read = airLandingResult(plan.total, roll.total, table);
  const shifted = shiftAirLandingResult(read, plan.shift);
  const effect = table.meanings[shifted.result];
  const words = effect.kind === 'abort' ? 'the serial turns back' : effect.kind === 'onTarget' ? 'on target' : `scatters ${effect.hexes} hex${effect.hexes > 1 ? 'es' : ''}`;
  events.push({
    type: 'serialFlown',
    serialId: serial.id,
    target: hex,
    route: plan.route,
    conditions: plan.total,
    path: plan.path.map((h) => formatHexId(h)!),
    flakIds: plan.flak.map((u) => u.id),
    result: shifted.result,
    explanation: flightExplanation(plan, roll, table, read, shifted.result, words),
    rule: '14.2',
  });
  if (effect.kind === 'abort') {
    if (shifted.beyondA >= 2) {
      const fate = rollTwoDice(dice);
      events.push({ type: 'diceRolled', purpose: `serial ${serial.id}: an A worsened twice`, rule: '14.14', dice: [...fate.dice], total: fate.total });
      if (table.destroyedOn.includes(fate.total)) {
        serial.unitIds = serial.unitIds.filter((id) => !unitIds.includes(id));
        for (const id of unitIds) {
          unitById(draft, id)!.eliminated = { turn: draft.turn, rule: '14.14' };
          events.push({ type: 'eliminated', unitId: id, unitName: unitById(draft, id)!.name, rule: '14.14', reason: `serial ${serial.id} destroyed in flight` });
        }
        return;
      }
    }
    events.push({ type: 'serialAborted', serialId: serial.id, rule: '14.92' });
    return;
  }
  let spot = scatterFrom(world, hex, 'E', 0);
  let scatter: { hexes: number; direction: string } | null = null;
  if (effect.kind === 'scatter') {
    const die = rollDie(dice);
    events.push({ type: 'diceRolled', purpose: `scatter direction of serial ${serial.id}`, rule: '14.92', dice: [die], total: die });
    const direction = table.scatterDirections[die - 1]!;
    spot = scatterFrom(world, hex, direction, effect.hexes);
    scatter = { hexes: effect.hexes, direction };
  }
  serial.unitIds = serial.unitIds.filter((id) => !unitIds.includes(id));
  const glider = serial.glider === true && draft.options[GLIDER_DROPS_OPTION] === true;
  const landed = landLift(draft, world, serial.id, unitIds, spot, command.modes ?? {}, glider, events);
  const notes = [...(spot.stoppedAtEdge ? ['the scatter ran off the map: placed in the last open hex of its way [14.64]'] : []), ...landed.notes];
  events.push({ type: 'serialLanded', serialId: serial.id, hex: spot.hex, unitIds: landed.landedIds, scatter, note: notes.join('; '), rule: scatter ? '14.92' : '14.5' });
  if (landed.landedIds.length === 0) return;
  afterTouchdown(draft, world, spot.hex, landed.landedIds, dice, events);
}
