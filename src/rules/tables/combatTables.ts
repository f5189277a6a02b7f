/**
 * The combat tables a game plays with, as one bundle [ARCHITECTURE §6]: the reconstructed tables by
 * default, any of them replaceable by a validated printed transcription (combatTablesSchema.ts).
 */
import { RECONSTRUCTED_AIR_LANDING, type AirLandingTable } from './airLandingTable';
import { AIRSTRIKE_BOMBARDMENT, type AirstrikeBombardmentTable } from './airstrikeBombardment';
import { RECONSTRUCTED_CLOSE_ACTION_RESULTS, type CloseActionResultsTable } from './closeActionResults';
import { RECONSTRUCTED_CLOSE_ACTION_VALUES, type CloseActionValueTable } from './closeActionValues';
import { RECONSTRUCTED_DIRECT_FIRE_VALUES, type DirectFireValueTable } from './directFireValues';
import { RECONSTRUCTED_DISRUPTION_RECOVERY, type DisruptionRecoveryTable } from './disruptionRecovery';
import { RECONSTRUCTED_FIRE_RESULTS, type FireResultsTable } from './fireResults';
import { RECONSTRUCTED_INDIRECT_FIRE_VALUES, type IndirectFireValueTable } from './indirectFireValues';
import { RECONSTRUCTED_WEATHER_CONDITIONS, type WeatherConditionsTable } from './weatherConditions';

export interface CombatTables {
  /** [5.61] */
  directFire: DirectFireValueTable;
  /** [5.62] */
  indirectFire: IndirectFireValueTable;
  /** [5.63] */
  fireResults: FireResultsTable;
  /** [8.72] */
  closeActionValues: CloseActionValueTable;
  /** [8.73] */
  closeActionResults: CloseActionResultsTable;
  /** [11.53, 11.54] */
  disruptionRecovery: DisruptionRecoveryTable;
  /** [15.5] printed */
  airstrike: AirstrikeBombardmentTable;
  /** [14.91] */
  weather: WeatherConditionsTable;
  /** [14.92] */
  airLanding: AirLandingTable;
}

export const DEFAULT_COMBAT_TABLES: CombatTables = {
  directFire: RECONSTRUCTED_DIRECT_FIRE_VALUES,
  indirectFire: RECONSTRUCTED_INDIRECT_FIRE_VALUES,
  fireResults: RECONSTRUCTED_FIRE_RESULTS,
  closeActionValues: RECONSTRUCTED_CLOSE_ACTION_VALUES,
  closeActionResults: RECONSTRUCTED_CLOSE_ACTION_RESULTS,
  disruptionRecovery: RECONSTRUCTED_DISRUPTION_RECOVERY,
  airstrike: AIRSTRIKE_BOMBARDMENT,
  weather: RECONSTRUCTED_WEATHER_CONDITIONS,
  airLanding: RECONSTRUCTED_AIR_LANDING,
};
