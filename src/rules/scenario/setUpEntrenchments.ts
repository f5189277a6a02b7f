/**
 * Entrenchments a scenario gives a side to place at its set-up [30.6]: a number of "E" markers
 * [10.5] and the hexes they may go in (in 30.6, the front line). The side places them (and may take
 * them up again) while it sets up, and may finish its set-up only with all of them down. A placed
 * marker is an ordinary entrenchment of `state.entrenchments` from then on [10.5, 10.53].
 *
 * The hexes are listed in the order the computer's set-up fills them (data: the scenario's own
 * preference), so the automatic placement needs no rule of its own.
 */
import type { GameState } from '../core/gameState';
import type { Side } from '../core/unit';
import { canonicalHexId, type HexId } from '../hex';
import { OK, refuse, type Validation } from '../core/refusal';

/** [30.6] Entrenchment markers one side places at its set-up. */
export interface SetUpEntrenchments {
  side: Side;
  count: number;
  /** The hexes open to them, in the order the computer's set-up fills them. */
  hexes: HexId[];
  /** Where the hexes are, in words ("on the front line: …"). */
  where: string;
  rule: string;
}

const SIDE_WORD: Readonly<Record<Side, string>> = { allied: 'Allied', german: 'German' };

/** The markers' hexes already entrenched, in the order they were placed. */
export function setUpEntrenchmentsPlaced(state: GameState, markers: SetUpEntrenchments): HexId[] {
  return state.entrenchments.filter((hex) => markers.hexes.includes(hex));
}

/** The entrenchments the side now setting up still has to place (0 when it has none). */
export function setUpEntrenchmentsLeft(state: GameState): number {
  const markers = state.deployment?.entrenchments;
  if (!markers || markers.side !== state.deployment!.side) return 0;
  return Math.max(0, markers.count - setUpEntrenchmentsPlaced(state, markers).length);
}

/** Why the side now setting up may not put (or, `lift`, take up) an entrenchment in `hex`, or null when it may [30.6, 10.5]. */
export function whyNoSetUpEntrenchment(state: GameState, hex: HexId, lift: boolean): Validation {
  const deployment = state.deployment;
  if (!deployment) return refuse('NO_DEPLOYMENT', '24.2', 'The set-up is over; entrenchments are no longer placed.');
  const markers = deployment.entrenchments;
  if (!markers) return refuse('NOT_A_CHOICE', '24.2', 'This scenario gives no entrenchments to place at the set-up.');
  if (markers.side !== deployment.side) {
    return refuse('WRONG_SIDE', markers.rule, `The ${SIDE_WORD[markers.side]} player places the entrenchments; the ${SIDE_WORD[deployment.side]} player is setting up now.`);
  }
  const at = canonicalHexId(hex);
  if (!at) return refuse('INVALID_COMMAND', markers.rule, `${hex} is not a hex of the map.`);
  if (!markers.hexes.includes(at)) return refuse('OUTSIDE_ZONE', markers.rule, `${at} is not ${markers.where}.`);
  const entrenched = state.entrenchments.includes(at);
  if (lift) return entrenched ? OK : refuse('NO_ENTRENCHMENT', markers.rule, `${at} has no entrenchment to take up.`);
  if (entrenched) return refuse('ALREADY_ENTRENCHED', '10.5', `${at} is entrenched already: one entrenchment makes a hex entrenched.`);
  if (setUpEntrenchmentsLeft(state) === 0) {
    return refuse('NOT_A_CHOICE', markers.rule, `All ${markers.count} entrenchments are placed; take one up to put it elsewhere.`);
  }
  return OK;
}

/** [30.6] The computer's placement of the entrenchments still to place: the open hexes in the scenario's order. */
export function autoSetUpEntrenchments(state: GameState): HexId[] {
  const markers = state.deployment?.entrenchments;
  const left = setUpEntrenchmentsLeft(state);
  if (!markers || left === 0) return [];
  return markers.hexes.filter((hex) => !state.entrenchments.includes(hex)).slice(0, left);
}
