/**
 * [30.43] How the bombardment panel names a hex the Allied player may bombard: the hex and the
 * German counters in it, so the choice reads without finding each hex on the map.
 */
import { unitsInHex, type GameState, type HexId } from '../../rules/api';

/** At most this many designations; the rest are counted. */
const NAMES_SHOWN = 3;

export function bombardTargetText(state: GameState, hex: HexId): string {
  const targets = unitsInHex(state, hex).filter((u) => u.side === 'german');
  if (targets.length === 0) return hex;
  const names = targets.slice(0, NAMES_SHOWN).map((u) => u.name);
  const more = targets.length - names.length;
  return `${hex}: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
