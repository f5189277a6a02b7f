/** Words the screen uses for engine values. */
import type { Mode, Side, Unit, UnitType } from '../rules/api';

export const UNIT_TYPE_LABEL: Record<UnitType, string> = {
  infantry: 'Infantry',
  armoredInfantry: 'Armored infantry',
  armor: 'Armor',
  armoredRecon: 'Armored reconnaissance',
  recon: 'Reconnaissance',
  tankDestroyer: 'Tank destroyer',
  antitank: 'Antitank',
  flak: 'Flak',
  artillery: 'Artillery',
  heavyWeapons: 'Heavy weapons',
  combatEngineer: 'Combat engineer',
  bridgeEngineer: 'Bridge engineer',
  hq: 'Headquarters',
  leader: 'Leader',
};

export const MODE_LABEL: Record<Mode, string> = {
  concentrated: 'Concentrated',
  dispersed: 'Dispersed',
  travel: 'Travel',
};

export const SIDE_LABEL: Record<Side, string> = { allied: 'Allied', german: 'German' };

export const NATIONALITY_LABEL = { US: 'American', UK: 'British', PL: 'Polish', NL: 'Dutch', DE: 'German' } as const;

/** A unit's effectiveness in a mode as its counter prints it: "3", "(2)" for an HQ [3.41e], "—" for none. */
export function effectivenessText(unit: Unit, mode: Mode): string {
  const value = unit.effectiveness[mode];
  if (value === undefined) return '—';
  return unit.effectivenessParenthesized ? `(${value})` : String(value);
}
