/** The units of the cursor hex and stepping through them with ] and [ (pure; useKeyboardPlay.ts wires the keys). */
import { stacksByHex, type HexId, type Unit } from '../../rules/api';

/** The units in a hex, top first (as the board stacks them [9.2]). */
export function unitsIn(units: readonly Unit[], hex: HexId): Unit[] {
  return stacksByHex(units).get(hex) ?? [];
}

/** The unit `direction` (+1 next, −1 previous) from the selected one among the units of the hex, or null if empty. */
export function cycleUnit(units: readonly Unit[], selectedId: string | null, direction: 1 | -1): string | null {
  if (units.length === 0) return null;
  const at = units.findIndex((u) => u.id === selectedId);
  if (at < 0) return (direction > 0 ? units[0] : units[units.length - 1])!.id;
  return units[(at + direction + units.length) % units.length]!.id;
}
