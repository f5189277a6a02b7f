/** Airstrikes and combat air patrol [6.4, 15.0–15.5]. */
export * from './airState';
export * from './allotment';
export * from './cap';
export * from './phaseEnd';
export * from './resolve';
export * from './retreat';
export * from './targets';
export * from './xxxCorps';
