/**
 * How a unit's type decides the way it fires and the way it is shot at [3.41, 5.4, 5.71, 5.72,
 * 10.51, 10.8, 18.1, 18.2, 18.5]. Data as data: one set per property, read by the fire rules.
 */
import type { Mode, Unit, UnitType } from '../core/unit';

/** Types whose fire is read on the indirect matrix 5.62 [5.4, 12.31, 18.1]. */
const INDIRECT_TABLE_TYPES: ReadonlySet<UnitType> = new Set(['artillery', 'heavyWeapons']);

/** Direct firers that may shoot from any place in their stack, but only at the top two [18.2, 18.5, 3.41i]. */
const ANY_POSITION_DIRECT_TYPES: ReadonlySet<UnitType> = new Set(['antitank', 'flak', 'tankDestroyer']);

/** Types that may reach out to twice their printed range at half effectiveness [5.53, 18.2, 18.5]. */
const DOUBLE_RANGE_TYPES: ReadonlySet<UnitType> = new Set(['artillery', 'antitank', 'flak', 'tankDestroyer']);

/** Armor that may never use an entrenchment (armored infantry may) [10.51]. */
const NO_ENTRENCHMENT_TYPES: ReadonlySet<UnitType> = new Set(['armor', 'armoredRecon', 'tankDestroyer']);

/** Units with infantry qualities that a heavy weapons company pairs with [18.1]. */
const LINE_INFANTRY_TYPES: ReadonlySet<UnitType> = new Set(['infantry', 'armoredInfantry', 'combatEngineer']);

export function usesIndirectTable(unit: Unit): boolean {
  return INDIRECT_TABLE_TYPES.has(unit.type);
}

export function isArtillery(unit: Unit): boolean {
  return unit.type === 'artillery';
}

export function isHeavyWeapons(unit: Unit): boolean {
  return unit.type === 'heavyWeapons';
}

/** Fires from any stack position: indirect firers [5.23, 9.42, 18.1] and AT/flak/TD [18.2a, 18.5]. */
export function firesFromAnyPosition(unit: Unit): boolean {
  return INDIRECT_TABLE_TYPES.has(unit.type) || ANY_POSITION_DIRECT_TYPES.has(unit.type);
}

/** May shoot only at the top two units of the target stack: everyone but artillery firing indirectly [5.23, 18.1, 18.2a]. */
export function limitedToTopTwoTargets(unit: Unit): boolean {
  return unit.type !== 'artillery';
}

export function mayDoubleRange(unit: Unit): boolean {
  return DOUBLE_RANGE_TYPES.has(unit.type);
}

/** "Pure" armor: the armor symbol and nothing else [5.29]. */
export function isPureArmor(unit: Unit): boolean {
  return unit.type === 'armor';
}

export function isLineInfantry(unit: Unit): boolean {
  return LINE_INFANTRY_TYPES.has(unit.type);
}

/** Counts toward the multi-formation penalty: direct firers and heavy weapons, not artillery [17.2, 17.21]. */
export function countsForMultiFormation(unit: Unit): boolean {
  return unit.type !== 'artillery';
}

/** Artillery-type targets lose the rough/city line [10.8]; AT/flak count as artillery [18.2b, 18.5]; TDs with only C/T faces do too [5.71]. */
export function isArtilleryTypeTarget(unit: Unit): boolean {
  if (unit.type === 'artillery' || unit.type === 'antitank' || unit.type === 'flak') return true;
  return unit.type === 'tankDestroyer' && !unit.modes.includes('dispersed');
}

/** Is the target armored in this mode [3.41, 5.71, 5.72]? Armored infantry is soft when dispersed. */
export function isArmoredTarget(unit: Unit, mode: Mode): boolean {
  switch (unit.type) {
    case 'armor':
    case 'armoredRecon':
    case 'tankDestroyer':
      return true;
    case 'armoredInfantry':
      return mode !== 'dispersed';
    default:
      return false;
  }
}

/** May this unit use an entrenchment in its hex [10.51]? */
export function mayUseEntrenchment(unit: Unit): boolean {
  return !NO_ENTRENCHMENT_TYPES.has(unit.type);
}

/**
 * Effectiveness the unit shows in a mode. Travel has no printed value for armor and infantry (a
 * marker): pure armor rates its concentrated value less 5 [5.29]; every other unit in Travel rates 0
 * (RULES-INVENTORY §5 item 48). A printed Travel value is used where the counter has one.
 */
export const PURE_ARMOR_TRAVEL_PENALTY = 5;
export function effectivenessIn(unit: Unit, mode: Mode): number | undefined {
  if (mode === 'travel') {
    if (isPureArmor(unit)) return (unit.effectiveness.concentrated ?? 0) - PURE_ARMOR_TRAVEL_PENALTY;
    return unit.effectiveness.travel ?? 0;
  }
  return unit.effectiveness[mode];
}
