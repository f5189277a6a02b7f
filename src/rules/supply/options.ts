/**
 * Named options of the supply rules (state.options), with their defaults. See docs/supply.md.
 */
import type { GameState } from '../core/gameState';

export interface SupplyOptions {
  /**
   * [11.21] `supplyOffMapRoadsOnly` (default false): when true, the whole path of an HQ to an
   * off-map source keeps to roads, trails, cities and towns; when false only the step onto the
   * source's edge hex must follow a road or trail, and railroads and clear hexes serve elsewhere.
   */
  offMapRoadsOnly: boolean;
  /** [11.13c] `airborneFreeSupplyTurns` (default 4): Game-Turns of free supply after landing. */
  airborneFreeSupplyTurns: number;
  /**
   * [11.14] `supplyheadRedropDisruptionPauses` (default false): a Command Phase in which an HQ of the
   * formation is disrupted does not count toward the re-drop streak; by default it also ends the
   * streak, with the option it leaves the streak as it was.
   */
  redropDisruptionPauses: boolean;
}

export function supplyOptions(state: GameState): SupplyOptions {
  const roadsOnly = state.options.supplyOffMapRoadsOnly;
  const turns = state.options.airborneFreeSupplyTurns;
  return {
    offMapRoadsOnly: roadsOnly === true,
    airborneFreeSupplyTurns: typeof turns === 'number' ? turns : 4,
    redropDisruptionPauses: state.options.supplyheadRedropDisruptionPauses === true,
  };
}
