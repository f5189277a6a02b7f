/** The store layer's public face (ARCHITECTURE §3): the game store, save files and autosave. */
export * from './gameStore';
export * from './saveFile';
export * from './autosave';
export * from './schemas';
export { freshEntropy, freshSeed } from './entropy';
export { replay, describeCommand, firstDifference, jsonEqual, type ReplayResult } from './replay';
export type { GameOrigin } from './startingPosition';
export { restoreAtStartup } from './startupRestore';
export { lastMoveStart } from './moveUndo';
