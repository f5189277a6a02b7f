/** Reconstructed and loadable rule tables [ARCHITECTURE §6]. */
export * from './movementClass';
export * from './terrainEffects';
export * from './terrainEffectsSchema';
export * from './fireResults';
export * from './directFireValues';
export * from './indirectFireValues';
export * from './closeActionValues';
export * from './closeActionResults';
export * from './disruptionRecovery';
export * from './airstrikeBombardment';
export * from './combatTablesSchema';
export * from './combatTables';
export * from './weatherConditions';
export * from './airLandingTable';
export * from './airLandingTablesSchema';
