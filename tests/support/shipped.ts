/** Units from the shipped Hell's Highway counters (src/scenarios/hellsHighway/oob.ts), placed for a test. */
import type { Mode, Unit, UnitStatus } from '../../src/rules';
import { HELLS_HIGHWAY_COUNTERS } from '../../src/scenarios/hellsHighway/oob';
import { toUnit } from '../../src/scenarios/oob/toUnits';

export interface ShippedPlacement {
  mode?: Mode;
  stackIndex?: number;
  status?: Partial<UnitStatus>;
  strength?: number;
}

/** The counter `id` as a fresh unit in `hex` (its front face unless a mode is given). */
export function shipped(id: string, hex: string | null, placement: ShippedPlacement = {}): Unit {
  const spec = HELLS_HIGHWAY_COUNTERS.find((c) => c.id === id);
  if (!spec) throw new Error(`no shipped counter "${id}"`);
  const unit = toUnit(spec, { hex: hex as Unit['hex'], mode: placement.mode, stackIndex: placement.stackIndex });
  return { ...unit, strength: placement.strength ?? unit.strength, status: { ...unit.status, ...placement.status } };
}
