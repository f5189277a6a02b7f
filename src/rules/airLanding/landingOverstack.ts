/**
 * Curing the overstack of a landed serial [14.5, 14.51, 14.53, 14.55, 9.33]: the fewest units that
 * bring the hex within its limit move to one neighbouring hex that is empty or holds friendly units
 * (the Allied player chooses which units and where). Artillery is never moved this way [14.5]. If no
 * such hex exists, the whole serial is disrupted where it landed [14.5, 9.33].
 *
 * Our simplification (docs/air-landing.md): the units that leave go together to one hex.
 */
import { adjacentHexes, type HexId } from '../hex';
import type { GameEvent } from '../core/events';
import type { GameState } from '../core/gameState';
import type { Unit } from '../core/unit';
import { disruptInHex } from '../stacking/disruption';
import { overstackOf, stackWeight } from '../stacking/stacking';
import { occupantsOf } from '../state/occupancy';
import { outsidePlayArea } from '../state/playArea';
import type { World } from '../world/world';
import { landingGround } from './dropHex';
import { eliminateLanded } from './landingCloseAction';
import { unitById } from '../state/unitBuckets';

/** [14.5] The fewest units whose leaving brings `weight` within `limit` (heaviest first), or null if none can. */
export function fewestToRemove(units: readonly Unit[], weight: number, limit: number): number | null {
  const movable = units.filter((u) => u.type !== 'artillery').map(stackWeight).sort((a, b) => b - a);
  let left = weight;
  for (let n = 0; n < movable.length; n++) {
    if (left <= limit) return n;
    left -= movable[n]!;
  }
  return left <= limit ? movable.length : null;
}

/** [14.5, 14.51] The neighbouring hexes the leaving units may go to: on the map, in play, not all water, no German units. */
export function overstackCureHexes(state: GameState, world: World, hex: HexId): HexId[] {
  return adjacentHexes(hex).filter(
    (h) => landingGround(world, h) !== 'allWater' && outsidePlayArea(state.playArea, h) === null && !occupantsOf(state, h).some((u) => u.side === 'german'),
  );
}

/** [14.54] The neighbouring hexes held by German units that the leaving units may close-assault instead: on the map, in play, not all water. */
export function overstackAssaultHexes(state: GameState, world: World, hex: HexId): HexId[] {
  return adjacentHexes(hex).filter(
    (h) => landingGround(world, h) !== 'allWater' && outsidePlayArea(state.playArea, h) === null && occupantsOf(state, h).some((u) => u.side === 'german'),
  );
}

/** Names in a list: `A`, `A and B`, `A, B and C` (or `or` for a choice). */
function listed(names: readonly string[], last: 'and' | 'or'): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]!}`;
}

/**
 * [14.5, 14.54] What the Allied player is asked to move, naming the serial's units that may leave
 * (artillery never does): all of them when every one must go, else how many of them he picks.
 */
export function leaversWords(serialUnits: readonly Unit[], minimum: number, mayAssault: boolean): string {
  const movable = serialUnits.filter((u) => u.type !== 'artillery').map((u) => u.name);
  const all = minimum >= movable.length;
  const what = all ? listed(movable, 'and') : `${minimum === 1 ? 'one' : minimum} of ${listed(movable, minimum === 1 ? 'or' : 'and')}`;
  const them = minimum === 1 ? 'it' : 'them';
  return `move ${what} to a neighbouring hex${mayAssault ? `, or close-assault a German-held one with ${them} [14.54]` : ''}`;
}

/**
 * After a landing: nothing to do, disrupt in place, eliminate, or ask the Allied player which units
 * leave. `afterEjection`: the serial has just ejected Germans from the hex by its forced close action
 * [14.56]. Works on a draft.
 */
export function cureOrAskOverstack(draft: GameState, world: World, hex: HexId, landedIds: readonly string[], events: GameEvent[], afterEjection = false): void {
  const over = overstackOf(world, draft, hex);
  if (!over) return;
  events.push({ type: 'overstacked', hex, ...over });
  const serialUnits = landedIds.map((id) => unitById(draft, id)!).filter((u) => u.hex !== null);
  const minimum = fewestToRemove(serialUnits, over.strength, over.limit);
  const choices = overstackCureHexes(draft, world, hex);
  const assaultable = overstackAssaultHexes(draft, world, hex);
  // [14.57] after ejecting the Germans, a cure that could only be made by a second close action eliminates the whole stack.
  if (afterEjection && minimum !== null && minimum > 0 && choices.length === 0 && assaultable.length > 0) {
    eliminateLanded(draft, serialUnits.map((u) => u.id), '14.57', `after taking ${hex} the overstack could be cured only by another close action`, events);
    return;
  }
  if (minimum === null || minimum === 0 || choices.length === 0) {
    disruptInHex(draft, hex, serialUnits.map((u) => u.id), '14.5', events);
    return;
  }
  draft.pending = {
    kind: 'landingOverstack',
    side: 'allied',
    rule: '14.5',
    prompt: `Serial landed over the limit in ${hex} (${over.strength} of ${over.limit} SP): ${leaversWords(serialUnits, minimum, assaultable.length > 0)}.`,
    answers: ['cureLandingOverstack'],
    resume: null,
    choices,
    landing: { hex, unitIds: serialUnits.map((u) => u.id), minimum, ...(assaultable.length > 0 ? { assaultable } : {}) },
  };
}

/** [14.51] After the move: units already in the destination pushed over its limit are displaced and disrupted (there: disrupted in place, 9.33). */
export function afterOverstackMove(draft: GameState, world: World, to: HexId, events: GameEvent[]): void {
  const over = overstackOf(world, draft, to);
  if (!over) return;
  events.push({ type: 'overstacked', hex: to, ...over });
  disruptInHex(draft, to, occupantsOf(draft, to).map((u) => u.id), '14.51', events);
}
