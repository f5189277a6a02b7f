/**
 * The cases that govern a unit, as data: by its type, then by what it is doing now (its mode and
 * markers). The inspector lists them as links to our summaries.
 */
import type { Unit, UnitType } from '../../rules/api';

/** Cases every combat unit lives by: values, fire, zones of control, movement, modes, stacking. */
const COMBAT_UNIT_CASES = ['3.5', '5.0', '7.0', '8.0', '9.1', '13.0'];

export const UNIT_TYPE_CASES: Readonly<Record<UnitType, readonly string[]>> = {
  infantry: ['3.41a', ...COMBAT_UNIT_CASES, '8.6'],
  armoredInfantry: ['3.41b', ...COMBAT_UNIT_CASES, '8.6'],
  armor: ['3.41a', ...COMBAT_UNIT_CASES, '8.6'],
  armoredRecon: ['3.41h', ...COMBAT_UNIT_CASES],
  recon: ['3.41a', ...COMBAT_UNIT_CASES],
  tankDestroyer: ['3.41i', ...COMBAT_UNIT_CASES],
  antitank: ['18.2a', '18.2b', '18.2c', ...COMBAT_UNIT_CASES],
  flak: ['18.5', '18.51', '18.52', ...COMBAT_UNIT_CASES],
  artillery: ['12.0', '12.1', '18.33', '18.6', ...COMBAT_UNIT_CASES],
  heavyWeapons: ['18.1a', '18.1b', '18.1c', ...COMBAT_UNIT_CASES],
  combatEngineer: ['3.41d', '18.4', '18.41', '18.42', ...COMBAT_UNIT_CASES],
  bridgeEngineer: ['3.41c', '16.0', '16.1', '8.0', '9.1'],
  hq: ['3.41e', '18.3', '18.31', '18.32', '12.0', '17.0', '11.2'],
  leader: ['19.0', '19.2', '19.4', '19.5', '19.6', '19.7'],
};

/** The type's cases, then those its present state brings in, without repeats. */
export function casesForUnit(unit: Unit): string[] {
  const cases = [...UNIT_TYPE_CASES[unit.type]];
  if (unit.airborne) cases.push('3.41f');
  if (unit.mode === 'travel') cases.push('13.5');
  if (unit.mode === 'dispersed') cases.push('5.33');
  if (unit.status.disrupted) cases.push('11.5');
  if (unit.status.depleted) cases.push('11.3');
  return [...new Set(cases)];
}
