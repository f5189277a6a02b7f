/**
 * [14.5] A landing over the stacking limit on the real map with real counters: scenario 26's England
 * serial 13 (the 377th's two guns, the 326th's engineers A and B, E and F/2/327) dropped on C1010 at
 * GT 12 with scripted dice, any landing fire passed. Used by the prompt's and the decision card's tests.
 */
import { apply, createGame, scriptedDice, type Command, type GameState, type World } from '../../src/rules';
import { drop101Setup } from '../../src/scenarios/drop101/scenario';

/** Serial 13's units: the two guns first, then the four that may leave an overstack. */
export const SERIAL_13 = ['us-377-1', 'us-377-2', 'us-326-a', 'us-326-b', 'us-327-2-e', 'us-327-2-f'];

/** Serial 13 waiting in England, nothing else to fly. */
export function serial13Waiting(seed: string): GameState {
  const setup = drop101Setup(seed);
  return createGame({
    ...setup,
    deployment: undefined,
    startTurn: 12,
    airLanding: { serials: [{ id: '13', group: 'q', unitIds: SERIAL_13, lifts: 0 }], liftPerDay: null, flakIgnored: true },
  });
}

/** Serial 13 dropped on C1010 (on target), any landing fire passed: the position that asks for the cure. */
export function serial13Landed(world: World, state: GameState): GameState {
  const drop: Command = { type: 'dropSerial', serialId: '13', hex: 'C1010', route: 'south' };
  const down = apply(state, drop, world, { dice: scriptedDice([3, 4]) });
  if (!down.ok) throw new Error(down.message);
  if (down.state.pending?.kind !== 'landingFire') return down.state;
  const passed = apply(down.state, { type: 'passLandingFire' }, world);
  if (!passed.ok) throw new Error(passed.message);
  return passed.state;
}
