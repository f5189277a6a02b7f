/** Close action [8.6, 8.7]: eligibility, cost, differentials, resolution, results and preview. */
export * from './approach';
export * from './roles';
export * from './cost';
export * from './eligibility';
export * from './firers';
export * from './differentials';
export * from './resolve';
export * from './results';
export * from './preview';
export * from './assaultReach';
