/** Small games with victory conditions, and the moves the victory tests need. */
import { apply, createGame, type GameState, type HexId, type Unit, type VictoryDefinition, type World } from '../../../src/rules';
import { unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';
import { unitById } from '../../../src/rules/state/unitBuckets';

export function victoryGame(definition: VictoryDefinition, units: Unit[], options: { turn?: number; lastTurn?: number } = {}): GameState {
  return createGame({
    scenarioId: 'victory-test',
    seed: 'victory',
    startTurn: options.turn ?? 50,
    startPhase: 1,
    lastTurn: options.lastTurn ?? 64,
    units,
    victory: { definition },
  });
}

export const german = (id: string, hex: HexId | null, extra: Partial<Unit> = {}): Unit =>
  unit({ id, side: 'german', nationality: 'DE', subordination: '107', hex, ...extra });
export const allied = (id: string, hex: HexId | null, extra: Partial<Unit> = {}): Unit => unit({ id, hex, ...extra });

/** The state with one unit put in another hex (as if it had moved there during the turn). */
export function moveTo(state: GameState, unitId: string, hex: HexId | null): GameState {
  const next = structuredClone(state);
  unitById(next, unitId)!.hex = hex;
  return next;
}

/** The state with a unit's strength changed (losses), or eliminated. */
export function lose(state: GameState, unitId: string, strength: number): GameState {
  const next = structuredClone(state);
  const u = unitById(next, unitId)!;
  u.strength = strength;
  if (strength <= 0) {
    u.strength = 0;
    u.hex = null;
    u.eliminated = { turn: next.turn, rule: '5.35' };
  }
  return next;
}

/** End the current Game-Turn through the engine: its last phase ends (`endPhase` at phase 15). */
export function endTurn(state: GameState, world: World = CLEAR_WORLD): GameState {
  const result = apply({ ...state, phase: 15 }, { type: 'endPhase' }, world);
  if (!result.ok) throw new Error(result.message);
  return result.state;
}
