/** Air landings [14.0–14.9, 23.2–23.4]: the England display, weather, the flight and the landing. */
export * from './airLandingState';
export * from './liftPoints';
export * from './pathfinders';
export * from './weatherRoll';
export * from './dropHex';
export * from './flak';
export * from './flightConditions';
export * from './flightRoute';
export * from './landing';
export * from './landingOdds';
export * from './landingOverstack';
export * from './scatter';
export * from './validateDrop';
export { germanMayFlyLandingCap } from './flyLift';
export * from './dropPlanner';
export * from './landingFire';
export * from './dropPlot';
