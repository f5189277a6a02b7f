/**
 * Positions the speed benches share (bench/scale, campaign, reach and replay): the first Allied
 * Conditional Movement Phase, its first legal single-unit step, and the Game-Turn Record Phase with
 * every tenth counter on the map disrupted, so that ending it opens a Command Phase with recovery
 * rolls [11.23, 11.5].
 */
import { produce } from 'immer';
import { apply, formatHexId, isOnMap, neighbors, parseHexId, unitsInHex, validate, type Command, type GameState, type World } from '../../src/rules';
import { allUnits, unitById } from '../../src/rules/state/unitBuckets';

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

/** The first Allied unit (by id) on the map with a legal single-unit step into an empty neighbouring hex. */
export function firstMove(state: GameState, world: World): Command & { type: 'moveStep' } {
  const units = allUnits(state).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const u of units) {
    if (u.side !== 'allied' || !u.hex || u.eliminated) continue;
    for (const next of neighbors(parseHexId(u.hex)!)) {
      if (!isOnMap(next)) continue;
      const to = formatHexId(next)!;
      if (unitsInHex(state, to).length > 0) continue;
      const move = { type: 'moveStep' as const, unitIds: [u.id], to };
      if (validate(state, move, world).ok) return move;
    }
  }
  throw new Error('no legal single-unit move step');
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

/**
 * `count` different positions, each one move step after `state` (a single Allied unit other than
 * `keep` steps into an empty neighbouring hex; its MP spent is nudged per copy so that every
 * position is new): what the screen meets after a command.
 */
export function positionsAfterAStep(state: GameState, world: World, keep: string, count: number): GameState[] {
  const stepped: { id: string; state: GameState }[] = [];
  const units = allUnits(state).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const u of units) {
    if (stepped.length >= 40) break;
    if (u.id === keep || u.side !== 'allied' || !u.hex || u.eliminated) continue;
    for (const next of neighbors(parseHexId(u.hex)!)) {
      const to = isOnMap(next) ? formatHexId(next) : null;
      if (!to || unitsInHex(state, to).length > 0) continue;
      const result = apply(state, { type: 'moveStep', unitIds: [u.id], to }, world);
      if (!result.ok || !validate(state, { type: 'moveStep', unitIds: [u.id], to }, world).ok) continue;
      stepped.push({ id: u.id, state: result.state });
      break;
    }
  }
  if (stepped.length === 0) throw new Error('no legal single-unit move step');
  return Array.from({ length: count }, (_, k) => {
    const { id, state: s } = stepped[k % stepped.length]!;
    return produce(s, (draft) => {
      unitById(draft, id)!.status.mpSpent += (k + 1) / 4096;
    });
  });
}
