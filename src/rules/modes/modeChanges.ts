/**
 * Which voluntary mode changes are possible in one Organization Phase [13.0–13.55], as data.
 * A change also needs the target mode to be one the counter has (unit.modes, from its faces).
 */
import type { Mode, UnitType } from '../core/unit';

/** [13.0, 13.55] One step: dispersed ↔ concentrated, concentrated ↔ travel. */
const GENERAL_STEPS: ReadonlyArray<readonly [Mode, Mode]> = [
  ['dispersed', 'concentrated'],
  ['concentrated', 'dispersed'],
  ['concentrated', 'travel'],
  ['travel', 'concentrated'],
];

/** [13.0, 13.1] Artillery, antitank and flak have no concentrated face and go dispersed ↔ travel. */
const DIRECT_DISPERSED_TRAVEL: ReadonlySet<UnitType> = new Set(['artillery', 'antitank', 'flak']);

export function isModeStepAllowed(type: UnitType, from: Mode, to: Mode): boolean {
  if (from === to) return false;
  if (DIRECT_DISPERSED_TRAVEL.has(type)) {
    return (from === 'dispersed' && to === 'travel') || (from === 'travel' && to === 'dispersed');
  }
  return GENERAL_STEPS.some(([a, b]) => a === from && b === to);
}
