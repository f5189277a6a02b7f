/** The texts printed on a counter, from its unit's data [3.5]. */
import { currentEffectiveness, type Unit } from '../rules/api';

/**
 * Strength and effectiveness as printed, `S-E`, using the effectiveness of the face the unit
 * now shows [3.5a, 3.5b]: HQ effectiveness in parentheses [3.41e], '-' where the face has none.
 */
export function strengthEffectivenessLabel(unit: Unit): string {
  const e = currentEffectiveness(unit);
  const shown = e === undefined ? '-' : unit.effectivenessParenthesized ? `(${e})` : String(e);
  return `${unit.strength}-${shown}`;
}

/** The small mode tag: 'D' on the dispersed (back) face, 'T' in travel mode, none when concentrated. */
export function modeTag(unit: Unit): string {
  if (unit.mode === 'dispersed') return 'D';
  if (unit.mode === 'travel') return 'T';
  return '';
}
