/**
 * Positions the speed benches share (bench/scale.bench.ts, bench/campaign.bench.ts): the first
 * Allied Conditional Movement Phase, and the Game-Turn Record Phase with every tenth counter on the
 * map disrupted, so that ending it opens a Command Phase with recovery rolls [11.23, 11.5].
 */
import { apply, type Command, type GameState, type World } from '../../src/rules';
import { allUnits } from '../../src/rules/state/unitBuckets';

/** endPhase from the start (passOpportunity while a decision waits) until phase 4 with nothing pending. */
export function intoAlliedMovement(start: GameState, world: World): GameState {
  let state = start;
  for (let n = 0; !(state.phase === 4 && state.pending === null); n++) {
    if (n > 60) throw new Error(`phase 4 not reached (turn ${state.turn}, phase ${state.phase})`);
    const command: Command = state.pending ? { type: 'passOpportunity' } : { type: 'endPhase' };
    const result = apply(state, command, world);
    if (!result.ok) throw new Error(`${command.type} refused in phase ${state.phase}: [${result.rule}] ${result.message}`);
    state = result.state;
  }
  return state;
}

/** The position at the Game-Turn Record Phase with every tenth counter on the map disrupted. */
export function beforeCommandPhase(state: GameState): GameState {
  const copy = structuredClone(state);
  copy.phase = 15;
  const onMap = allUnits(copy).filter((u) => u.hex !== null && u.type !== 'leader').sort((a, b) => (a.id < b.id ? -1 : 1));
  onMap.forEach((u, i) => {
    if (i % 10 === 0) u.status.disrupted = true;
  });
  return copy;
}
