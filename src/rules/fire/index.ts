/** Fire combat [5.0–5.7, 8.4, 9.4, 10.3, 10.8, 10.93, 12.3, 12.5, 17.2, 18.1, 18.2, 18.5]: the public face. */
export { checkFire, openWindowContext, type FireContext, type FirePlan, type FireRequest, type FireVerdict, type MultiFormationGroup, type Sighted } from './eligibility';
export { assessFire, type FireAssessment } from './fireValue';
export { applyFireLoss, type FireLossKind } from './losses';
export { applyFireResult, type HitContext } from './results';
export { describeHitOutcome, hitOutcome, type HitChoice, type HitOutcome } from './hitOutcome';
export { fireOptions, firersAt, jointAttackPartners, overflowCandidates, strengthLeftToFire, type FireOption } from './queries';
export { emptyFireRecord, type FireRecord, type FireShot } from './fireRecord';
export { batteryDistance, batteryReaches, isOffMapBattery } from './offMapBattery';
