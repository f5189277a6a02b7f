/** Air landings [14.0–14.9, 23.2–23.4]: the England display, weather, the flight and the landing. */
export * from './airLandingState';
export * from './liftPoints';
export * from './pathfinders';
export * from './weatherRoll';
