/**
 * The Game-Turns of scenario 27 from its printed times [27.1], worked out by the game calendar.
 */
import { turnOf, type TurnSlot } from '../../rules/sequence/calendar';

function gameTurn(day: number, slot: TurnSlot): number {
  const turn = turnOf(day, slot);
  if (turn === undefined) throw new Error(`no Game-Turn at ${slot} on ${day} Sept`);
  return turn;
}

/** [27.1] From phase 13 of the 1201 turn of 17 Sept (GT 1) to the end of the 2001 turn of 18 Sept (GT 15). */
export const D82_START_TURN = gameTurn(17, '1201');
export const D82_START_PHASE = 13;
export const D82_LAST_TURN = gameTurn(18, '2001');
