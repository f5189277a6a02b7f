/** Test builders: small, readable units and games. */
import { createGame, type Formation, type GameSetup, type GameState, type PhaseNumber, type Unit, type WeatherState } from '../../src/rules';

export function unit(overrides: Partial<Unit> & Pick<Unit, 'id'>): Unit {
  return {
    name: overrides.id,
    side: 'allied',
    nationality: 'US',
    type: 'infantry',
    subordination: '2/506',
    printedStrength: 6,
    strength: 6,
    effectiveness: { concentrated: 6, dispersed: 3 },
    printedMorale: 3,
    range: 1,
    modes: ['concentrated', 'dispersed', 'travel'],
    hex: 'C4319',
    stackIndex: 0,
    mode: 'concentrated',
    ...overrides,
    status: {
      disrupted: false,
      depleted: false,
      fired: false,
      mpSpent: 0,
      modeChanged: false,
      ...overrides.status,
    },
  };
}

export function game(
  options: { phase?: PhaseNumber; turn?: number; lastTurn?: number; seed?: string; units?: Unit[]; formations?: Formation[]; weather?: WeatherState } = {},
): GameState {
  const setup: GameSetup = {
    scenarioId: 'test',
    seed: options.seed ?? 'test-seed',
    startTurn: options.turn ?? 1,
    startPhase: options.phase ?? 1,
    lastTurn: options.lastTurn ?? 106,
    formations: options.formations ?? [],
    weather: options.weather,
    units: options.units ?? [
      unit({ id: 'us-a', name: 'D/2/506', hex: 'C4319' }),
      unit({ id: 'de-a', name: '1/107', side: 'german', nationality: 'DE', type: 'armor', hex: 'C3032', subordination: '107', effectiveness: { concentrated: 7, dispersed: 5 } }),
      unit({ id: 'de-art', name: '1/1036', side: 'german', nationality: 'DE', type: 'artillery', hex: 'C3403', mode: 'dispersed', modes: ['dispersed', 'travel'], effectiveness: { dispersed: 5 }, range: 12 }),
    ],
  };
  return createGame(setup);
}
