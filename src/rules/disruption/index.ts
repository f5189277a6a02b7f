/** Disruption recovery [11.5–11.54, 13.52, 13.6, 18.32]. */
export { applyCommandPhaseRecovery, recoveryChances } from './recovery';
export { aidingHq, recoverySupply, recoveryFactors, type RecoveryFactors } from './recoveryFactors';
export { REGAIN_SUPPLY_OPTION, REGAIN_SUPPLY_DEFAULT, disruptedUnitRegainsSupply } from './recoveryOptions';
