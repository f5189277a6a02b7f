/**
 * Movement classes: which column of the Terrain Effects Chart [10.15] a unit reads, by unit type and
 * mode [3.41, 8.3, 8.31–8.34, 8.9]. Kept as data (a lookup table), not branches in the movement code.
 */
import type { Mode, UnitType } from '../core/unit';

/**
 * Columns of the movement part of the chart.
 * - `leg`: infantry and everything that moves as infantry [8.32]; in Travel they ride trucks [8.34].
 * - `armor`: tanks, tank reconnaissance and armored infantry in C/T [3.41b, 8.32].
 * - `recon`: reconnaissance and armored-car reconnaissance, which move alike [8.32].
 * - `armoredGun`: tank destroyers and armored artillery when not dispersed [3.41i, 8.9c].
 * - `towed`: artillery, antitank and flak, which move only in Travel [8.31, 13.1].
 * - `armoredInfantryOnFoot`: dispersed armored infantry — leg costs, but no stream or dike crossing
 *   on its own [8.9b].
 */
export const MOVEMENT_COLUMNS = ['leg', 'armor', 'recon', 'armoredGun', 'towed', 'armoredInfantryOnFoot'] as const;
export type MovementColumn = (typeof MOVEMENT_COLUMNS)[number];

/** A unit that may not move at all in this mode (e.g. dispersed artillery [8.31]). */
export const IMMOBILE = 'immobile' as const;
export type MovementLookup = MovementColumn | typeof IMMOBILE;

/**
 * Column per unit type and mode. A mode a type never has (e.g. concentrated artillery [13.1],
 * dispersed HQ [13.2]) maps as the nearest sensible column; legality of modes is not decided here.
 */
export const MOVEMENT_CLASS_TABLE: Readonly<Record<UnitType, Readonly<Record<Mode, MovementLookup>>>> = {
  // [8.32, 8.34] foot soldiers; Travel rides trucks where a "t" allows it.
  infantry: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
  heavyWeapons: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
  combatEngineer: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
  bridgeEngineer: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
  // [3.41e, 8.33, 13.2] HQs move as infantry, concentrated or in travel.
  hq: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
  // [8.32] tanks and tank reconnaissance are armor in every mode.
  armor: { dispersed: 'armor', concentrated: 'armor', travel: 'armor' },
  armoredRecon: { dispersed: 'armor', concentrated: 'armor', travel: 'armor' },
  // [3.41b, 8.9b] armor when C/T; on foot (leg costs, vehicle hexside limits) when dispersed.
  armoredInfantry: { dispersed: 'armoredInfantryOnFoot', concentrated: 'armor', travel: 'armor' },
  // [8.32] armored-car and plain reconnaissance move alike.
  recon: { dispersed: 'recon', concentrated: 'recon', travel: 'recon' },
  // [3.41i, 8.9c] TDs move as armored artillery: dispersed = dispersed armor, else their own column.
  tankDestroyer: { dispersed: 'armor', concentrated: 'armoredGun', travel: 'armoredGun' },
  // [8.31, 13.1] towed guns fire dispersed and move only in Travel.
  artillery: { dispersed: IMMOBILE, concentrated: IMMOBILE, travel: 'towed' },
  antitank: { dispersed: IMMOBILE, concentrated: IMMOBILE, travel: 'towed' },
  flak: { dispersed: IMMOBILE, concentrated: IMMOBILE, travel: 'towed' },
  // [19.6] leaders pay the cheapest of every column and mode, hex by hex (movement/stepCost.ts);
  // this entry is only the nominal column.
  leader: { dispersed: 'leg', concentrated: 'leg', travel: 'leg' },
};

/** The chart column a unit of this type reads in this mode, or `immobile` [8.31, 8.32, 8.9]. */
export function movementColumn(type: UnitType, mode: Mode): MovementLookup {
  return MOVEMENT_CLASS_TABLE[type][mode];
}
