/** Shared helpers for the close-action tests. */
import { produce } from 'immer';
import { apply, scriptedDice, type Command, type GameEvent, type GameState, type World } from '../../../src/rules';
import { ok } from '../movement/support';

export { german, ok, refused, stackAt, nb } from '../movement/support';

/** Attackers stand in C2812; its neighbours: E C2813, SE C2713, SW C2712, W C2811, NW C2912, NE C2913. */
export const FROM = 'C2812';
export const TARGET = 'C2813';

export function assault(unitIds: string[], target: string = TARGET, engineerId?: string): Command {
  return { type: 'closeAction', unitIds, target: target as never, ...(engineerId ? { engineerId } : {}) };
}

/**
 * Announce an assault, let the defending side pass its opportunity fire (if a window opens), and
 * resolve with the given die. Returns the state and every event of both steps.
 */
export function resolveAssault(state: GameState, command: Command, world: World, die: number[] = []): { state: GameState; events: GameEvent[] } {
  const first = ok(state, command, world, { dice: scriptedDice(die) });
  if (first.state.pending?.kind !== 'opportunityFire') return first;
  const second = ok(first.state, { type: 'passOpportunity' }, world, { dice: scriptedDice(die) });
  return { state: second.state, events: [...first.events, ...second.events] };
}

/** Change a state as opportunity fire might have (the fire rules' own answer is not needed here). */
export function afterFire(state: GameState, change: (draft: GameState) => void): GameState {
  return produce(state, change);
}

/** The resolution event of a list of events. */
export function resolution(events: GameEvent[]): Extract<GameEvent, { type: 'closeActionResolved' }> {
  const e = events.find((x) => x.type === 'closeActionResolved');
  if (!e || e.type !== 'closeActionResolved') throw new Error('no close action was resolved');
  return e;
}

export function applyRaw(state: GameState, command: Command, world: World) {
  return apply(state, command, world);
}
