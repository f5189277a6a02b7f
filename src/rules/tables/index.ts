/** Reconstructed and loadable rule tables [ARCHITECTURE §6]. */
export * from './movementClass';
export * from './terrainEffects';
export * from './terrainEffectsSchema';
