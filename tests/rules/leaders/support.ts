/** A small German chain of command with leaders, for the leader tests [19.0–19.8]. */
import type { Formation, Unit } from '../../../src/rules';
import { unit } from '../../support/builders';

function f(id: string, echelon: Formation['echelon'], parentId: string | null, hqUnitId: string | null): Formation {
  return { id, designation: id, echelon, side: 'german', nationality: 'DE', parentId, hqUnitId };
}

/** OBW (army) → II SS Corps → 9 SS and 10 SS divisions; the 59th division directly under OBW. */
export const FORMATIONS: Formation[] = [
  f('obw', 'army', null, 'hq-obw'),
  f('iiss', 'corps', 'obw', 'hq-iiss'),
  f('9ss', 'division', 'iiss', 'hq-9'),
  f('10ss', 'division', 'iiss', 'hq-10'),
  f('59', 'division', 'obw', 'hq-59'),
];

/** A German combat unit of a formation. */
export function de(id: string, formationId: string | undefined, hex: string | null, extra: Partial<Unit> = {}): Unit {
  return unit({
    id,
    side: 'german',
    nationality: 'DE',
    type: 'infantry',
    subordination: formationId ?? 'ind',
    ...(formationId ? { formationId } : {}),
    hex: hex as never,
    ...extra,
  });
}

/** A German HQ of a formation. */
export function hq(id: string, formationId: string, hex: string | null, extra: Partial<Unit> = {}): Unit {
  return de(id, formationId, hex, { type: 'hq', effectiveness: { concentrated: 2 }, effectivenessParenthesized: true, modes: ['concentrated', 'travel'], ...extra });
}

/** A leader commanding `leads`, attached to the HQ `hqUnitId`. */
export function leader(id: string, leads: string, hqUnitId: string, hex: string | null, extra: Partial<Unit> = {}): Unit {
  return unit({
    id,
    name: id,
    side: 'german',
    nationality: 'DE',
    type: 'leader',
    subordination: leads,
    printedStrength: 0,
    strength: 0,
    effectiveness: {},
    printedMorale: 0,
    modes: ['concentrated'],
    hex: hex as never,
    leader: { leads, hqUnitId },
    ...extra,
  });
}

/** The standard cast: Model (army), Bittrich (corps), Harzer (9 SS), Harmel (10 SS), Poppe (59). */
export function model(hex: string | null, extra: Partial<Unit> = {}): Unit {
  return leader('model', 'obw', 'hq-obw', hex, extra);
}
export function bittrich(hex: string | null, extra: Partial<Unit> = {}): Unit {
  return leader('bittrich', 'iiss', 'hq-obw', hex, extra);
}
export function harzer(hex: string | null, extra: Partial<Unit> = {}): Unit {
  return leader('harzer', '9ss', 'hq-9', hex, extra);
}
export function harmel(hex: string | null, extra: Partial<Unit> = {}): Unit {
  return leader('harmel', '10ss', 'hq-10', hex, extra);
}
export function poppe(hex: string | null, extra: Partial<Unit> = {}): Unit {
  return leader('poppe', '59', 'hq-59', hex, extra);
}
