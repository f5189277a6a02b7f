/** Words the screen uses for engine values. */
import type { Mode, Side, UnitType } from '../rules';

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
