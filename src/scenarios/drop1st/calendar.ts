/**
 * The Game-Turns of scenario 28 from its printed times [28.1], worked out by the game calendar.
 *
 * 28.1 starts at Phase 13 of the 1201 turn of 17 Sept (GT 1) and names its end twice over: "the
 * 2000 Game-Turn of the 18th" and "14 Game-Turns". No turn begins at 2000; the 1801 turn runs to
 * 2000 and the 2001 turn is GT 15, where the other drop scenarios end [26.1, 27.1]. Our reading
 * (RULES-INVENTORY §5 no. 19): the end of GT 15, the same day as 26 and 27; the New game option
 * `drop1stEndsGT14` plays the "14 Game-Turns" reading instead, ending with the 1801 turn (GT 14).
 */
import { turnOf, type TurnSlot } from '../../rules/sequence/calendar';

function gameTurn(day: number, slot: TurnSlot): number {
  const turn = turnOf(day, slot);
  if (turn === undefined) throw new Error(`no Game-Turn at ${slot} on ${day} Sept`);
  return turn;
}

export const D1_START_TURN = gameTurn(17, '1201');
export const D1_START_PHASE = 13;
/** [28.1] Our reading: the 2001 turn of 18 Sept, GT 15. */
export const D1_LAST_TURN = gameTurn(18, '2001');
/** [28.1] The other reading ("14 Game-Turns", the turn that ends at 2000): the 1801 turn of 18 Sept, GT 14. */
export const D1_LAST_TURN_SHORT = gameTurn(18, '1801');
