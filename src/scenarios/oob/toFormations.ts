/**
 * Turn order-of-battle formation specs into the engine's chain of command [17.0]: each formation
 * names its parent and the HQ unit commanding it. Counter ids become unit ids unchanged (toUnits.ts),
 * so `hqCounterId` is the HQ's unit id. The airborne flag sits on the top of an airborne tree; the
 * engine reads it up the chain [11.13, 12.43, 17.21d]. `reach` exists only where a corps or army HQ is
 * in the data [12.41–12.44].
 */
import type { Formation } from '../../rules/core/formation';
import type { FormationSpec } from './types';

export function toFormation(spec: FormationSpec): Formation {
  const formation: Formation = {
    id: spec.id,
    designation: spec.designation,
    echelon: spec.echelon,
    side: spec.side,
    nationality: spec.nationality,
    parentId: spec.parentId,
    hqUnitId: spec.hqCounterId,
  };
  if (spec.airborne) formation.airborne = true;
  if (spec.reach) formation.reach = spec.reach;
  return formation;
}

export function toFormations(specs: readonly FormationSpec[]): Formation[] {
  return specs.map(toFormation);
}
