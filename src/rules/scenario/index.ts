/** Scenario rules: play area [24.1, 25.1], initial deployment [24.2, 25.21]. */
export * from '../state/playArea';
export * from './deploymentState';
export * from './deployment';
export * from './setUpEntrenchments';
