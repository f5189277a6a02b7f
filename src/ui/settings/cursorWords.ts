/** Words for the units in the hex under the pointer or the keyboard cursor (HexStatus.tsx). */
import type { Unit } from '../../rules/api';
import { MODE_LABEL, SIDE_LABEL } from '../labels';

/** "D/2/506 (Allied, 6 SP, concentrated)", with disrupted or depleted when so. */
export function describeUnit(unit: Unit): string {
  const states = [SIDE_LABEL[unit.side], `${unit.strength} SP`, MODE_LABEL[unit.mode].toLowerCase()];
  if (unit.status.disrupted) states.push('disrupted');
  if (unit.status.depleted) states.push('depleted');
  return `${unit.name} (${states.join(', ')})`;
}
