/** Helpers for the airstrike tests. */
import { expect } from 'vitest';
import {
  apply,
  hexId,
  neighbors,
  parseHexId,
  type ApplyOptions,
  type Command,
  type Formation,
  type GameState,
  type HexId,
  type PhaseNumber,
  type Unit,
  type WeatherState,
  type World,
} from '../../../src/rules';
import { game, unit } from '../../support/builders';
import { CLEAR_WORLD } from '../../support/world';

export const XXX_CORPS: Formation = {
  id: '30xxx',
  designation: '30xxx',
  echelon: 'corps',
  side: 'allied',
  nationality: 'UK',
  parentId: null,
  hqUnitId: 'uk-30-hq',
};

export function hq(id: string, hex: string, formationId = '30xxx'): Unit {
  return unit({ id, hex: hex as HexId, type: 'hq', nationality: 'UK', formationId, effectiveness: { concentrated: 2 }, effectivenessParenthesized: true });
}

export function deUnit(id: string, hex: string, overrides: Partial<Unit> = {}): Unit {
  return unit({ id, hex: hex as HexId, side: 'german', nationality: 'DE', subordination: '107', ...overrides });
}

export function usUnit(id: string, hex: string, overrides: Partial<Unit> = {}): Unit {
  return unit({ id, hex: hex as HexId, ...overrides });
}

/** A game with airstrike allotments for every day of the operation. */
export function airGame(options: {
  phase?: PhaseNumber;
  turn?: number;
  units: Unit[];
  allied?: number;
  german?: number;
  weather?: WeatherState;
  capOption?: boolean;
  formations?: Formation[];
}): GameState {
  const s = game({ phase: options.phase ?? 1, turn: options.turn ?? 1, units: options.units, weather: options.weather, formations: options.formations ?? [XXX_CORPS] });
  for (let day = 17; day <= 26; day++) s.air.allotments[String(day)] = { allied: options.allied ?? 0, german: options.german ?? 0 };
  if (options.capOption) s.options['alliedCap'] = true;
  return s;
}

export function ok(state: GameState, command: Command, world: World = CLEAR_WORLD, options: ApplyOptions = {}) {
  const result = apply(state, command, world, options);
  if (!result.ok) throw new Error(`refused: [${result.rule}] ${result.message}`);
  return result;
}

export function refused(state: GameState, command: Command, world: World = CLEAR_WORLD) {
  const result = apply(state, command, world);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(result.state).toBe(state);
  return result;
}

/** The six hexes around one, by id. */
export function around(id: string): HexId[] {
  return neighbors(parseHexId(id)!).map((h) => hexId(h));
}

export function strike(hex: string, targetId?: string): Command {
  return targetId ? { type: 'placeAirstrike', hex: hex as HexId, targetId } : { type: 'placeAirstrike', hex: hex as HexId };
}
