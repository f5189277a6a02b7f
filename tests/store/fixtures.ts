/** Small hand-made games for the store tests. */
import { createGame, type GameState, type PhaseNumber, type Unit } from '../../src/rules';
import { unit } from '../support/builders';
import { createGameStore, createMemoryAutosave, type AutosaveStorage, type MemoryAutosave } from '../../src/store';
import { CLEAR_WORLD } from '../support/world';

/** A unit for store tests: the shared builder, airborne by default. */
export function makeUnit(overrides: Partial<Unit> & Pick<Unit, 'id'>): Unit {
  return unit({ airborne: true, ...overrides });
}

export const US_INFANTRY = makeUnit({ id: 'us-a', name: 'D/2/506' });
export const US_INFANTRY_2 = makeUnit({ id: 'us-b', name: 'E/2/506', stackIndex: 1, mode: 'dispersed' });
export const DE_ARMOR = makeUnit({
  id: 'de-a',
  name: '1/107',
  side: 'german',
  nationality: 'DE',
  type: 'armor',
  subordination: '107x',
  airborne: undefined,
  printedStrength: 4,
  strength: 4,
  effectiveness: { concentrated: 8, dispersed: 6 },
  printedMorale: 2,
  range: 2,
  hex: 'C3032',
});
export const DE_ARTILLERY = makeUnit({
  id: 'de-art',
  name: '1/185',
  side: 'german',
  nationality: 'DE',
  type: 'artillery',
  subordination: '85xx',
  printedStrength: 5,
  strength: 5,
  effectiveness: { dispersed: 8 },
  printedMorale: 1,
  range: 12,
  modes: ['dispersed', 'travel'],
  hex: 'C3403',
  mode: 'dispersed',
});

export const UNITS: readonly Unit[] = [US_INFANTRY, US_INFANTRY_2, DE_ARMOR, DE_ARTILLERY];

export function testGame(options: { turn?: number; phase?: PhaseNumber; lastTurn?: number; seed?: string } = {}): GameState {
  return createGame({
    scenarioId: 'test',
    seed: options.seed ?? 'x',
    startTurn: options.turn ?? 1,
    startPhase: options.phase ?? 1,
    lastTurn: options.lastTurn ?? 20,
    units: UNITS,
  });
}

export function testStore(initial: GameState = testGame(), storage: AutosaveStorage = createMemoryAutosave()) {
  return { store: createGameStore({ storage, initial, world: CLEAR_WORLD }), storage };
}

export function memoryStore(initial: GameState = testGame(), autosaveText?: string, options: { entropy?: () => string } = {}) {
  const storage: MemoryAutosave = createMemoryAutosave(autosaveText);
  return { store: createGameStore({ storage, initial, world: CLEAR_WORLD, ...options }), storage };
}
