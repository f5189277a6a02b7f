/** Legal commands of the moment, and a simple policy that picks one [4.0, 8.47]. */
export * from './legalCommands';
export * from './policy';
export { plannedDrop, plannedPlot } from './dropChoice';
export { airborneChoice, type AirborneChoice } from './airborneChoice';
export { freePathfinderPlacement } from './pathfinderChoice';
export * from './autoAnswer';
export { actingSide } from './candidates';
export type { CandidateKind } from '../define/defineCommand';
