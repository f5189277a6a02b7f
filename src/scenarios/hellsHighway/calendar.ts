/**
 * The Game-Turns of scenario 24 from its printed times [24.1, 24.3], worked out by the game calendar
 * (src/rules/sequence/calendar.ts) so the numbers and the printed times cannot drift apart.
 */
import { turnOf, type TurnSlot } from '../../rules/sequence/calendar';

function gameTurn(day: number, slot: TurnSlot): number {
  const turn = turnOf(day, slot);
  if (turn === undefined) throw new Error(`no Game-Turn at ${slot} on ${day} Sept`);
  return turn;
}

/** [24.1] From phase 1 of the 1001 turn of 22 Sept (GT 50) to the end of the turn that runs 1801–2000 on 23 Sept (GT 64). */
export const HH_START_TURN = gameTurn(22, '1001');
export const HH_LAST_TURN = gameTurn(23, '1801');

/** [24.3] The reinforcement turns. */
export const HH_TURN = {
  '1201/22': gameTurn(22, '1201'),
  '1401/22': gameTurn(22, '1401'),
  '1601/22': gameTurn(22, '1601'),
  '1601/23': gameTurn(23, '1601'),
} as const;
