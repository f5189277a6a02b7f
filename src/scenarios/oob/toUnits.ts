/** Turn counter specs into engine `Unit`s placed in a hex with a starting mode [3.31–3.5]. */
import type { HexId } from '../../rules/hex';
import type { Mode, Unit } from '../../rules/core/unit';
import { frontFaceMode } from '../../rules/modes/faces';
import type { CounterSpec } from './types';

export interface Placement {
  /** Hex the counter starts in, or null when off the map. */
  hex: HexId | null;
  /** Starting mode; must be one the counter has. Defaults to its front face (dispersed for
   *  artillery/AT/flak [13.1], concentrated otherwise). */
  mode?: Mode;
  /** Position in its stack, 0 = top [9.2]. */
  stackIndex?: number;
}

export function frontMode(spec: CounterSpec): Mode {
  return frontFaceMode(spec.modes); // [3.32]
}

/** A fresh engine unit at full strength, undisrupted. Throws if the mode is not one the counter has. */
export function toUnit(spec: CounterSpec, placement: Placement): Unit {
  const mode = placement.mode ?? frontMode(spec);
  if (!spec.modes.includes(mode)) {
    throw new Error(`counter ${spec.id} (${spec.name}) cannot start in ${mode} mode: it has only ${spec.modes.join(', ')}`);
  }
  const unit: Unit = {
    id: spec.id,
    name: spec.name,
    side: spec.side,
    nationality: spec.nationality,
    type: spec.type,
    subordination: spec.subordination,
    formationId: spec.formationId,
    printedStrength: spec.strength,
    strength: spec.strength,
    effectiveness: { ...spec.effectiveness },
    printedMorale: spec.morale,
    range: spec.range,
    modes: [...spec.modes],
    hex: placement.hex,
    stackIndex: placement.stackIndex ?? 0,
    mode,
    status: { disrupted: false, depleted: false, fired: false, mpSpent: 0, modeChanged: false },
  };
  if (spec.airborne) unit.airborne = true;
  if (spec.parenthesized) unit.effectivenessParenthesized = true;
  return unit;
}

/** Convert many counters at once; `placements` is keyed by counter id (missing = off the map, front face). */
export function toUnits(specs: readonly CounterSpec[], placements: Readonly<Record<string, Placement>> = {}): Unit[] {
  return specs.map((spec) => toUnit(spec, placements[spec.id] ?? { hex: null }));
}
