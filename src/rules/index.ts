/** The rules engine's public face: pure functions over plain-JSON state. */
export * from './hex';
export * from './map/terrain';
export * from './map/mapData';
export * from './state/unit';
export * from './state/gameState';
export * from './sequence/phases';
export * from './sequence/calendar';
export * from './engine/commands';
export * from './engine/events';
export * from './engine/refusal';
export * from './engine/pending';
export * from './engine/dice';
export * from './engine/validate';
export * from './engine/apply';
export * from './engine/createGame';
export * from './state/stacks';
export * from './map/mapSchema';
