/**
 * The Game-Turns of scenario 30 from its printed times [30.1, 30.3], worked out by the game calendar.
 */
import { turnOf, type TurnSlot } from '../../rules/sequence/calendar';

function gameTurn(day: number, slot: TurnSlot): number {
  const turn = turnOf(day, slot);
  if (turn === undefined) throw new Error(`no Game-Turn at ${slot} on ${day} Sept`);
  return turn;
}

/** [30.1] From phase 13 of the 1401 turn of 17 Sept (GT 2) to the end of the 2001 turn of 18 Sept (GT 15). */
export const BO_START_TURN = gameTurn(17, '1401');
export const BO_START_PHASE = 13;
export const BO_LAST_TURN = gameTurn(18, '2001');

/** [30.42] Allied units may leave Travel Mode of their own will from this Game-Turn on. */
export const BO_TRAVEL_FREE_TURN = 3;
