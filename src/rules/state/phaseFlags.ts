/**
 * Per-phase book-keeping cleared as a phase begins [8.0, 13.0, 13.51]: the movement and close-action
 * records, MP spent, and (by the kind of phase) units' mode-change and fired flags.
 */
import { emptyCloseActions } from './closeActionsState';
import { definePhaseHook } from '../define/definePhaseHook';
import type { Unit } from '../core/unit';
import { emptyMovementState } from './movementState';
import { unitChangesSince, unitsListing, type UnitsListing } from './unitChanges';
import { baseUnitBuckets, unitById, unitsInBuckets, type UnitBucket } from './unitBuckets';

export const phaseFlagsCleared = definePhaseHook({
  name: 'per-phase flags cleared',
  rules: ['8.0', '13.0', '13.51'],
  run(draft, { phase }) {
    // [13.0, 13.51] one mode change per unit per phase; [8.0] "fired" means fired in the fire phase
    // just before a movement phase, so it is cleared when the next fire phase begins.
    const clearModeChange = phase.kind === 'organization' || phase.kind === 'conditionalMovement';
    const clearFired = phase.kind === 'conditionalFire' || phase.kind === 'freeFire';
    draft.movement = emptyMovementState();
    draft.closeActions = emptyCloseActions();
    // Read the flags from the undrafted units and touch only those that change: with a campaign's
    // 2,400 counters, drafting every unit each phase would dominate the cost of replays. Only the
    // units carrying a flag at all are looked at (kept per position, below).
    for (const unit of unitsWithPhaseFlags(baseUnitBuckets(draft))) {
      const { fired, mpSpent, modeChanged } = unit.status;
      if (!(clearFired && fired) && mpSpent === 0 && !(clearModeChange && modeChanged)) continue;
      const status = unitById(draft, unit.id)!.status;
      if (clearFired) status.fired = false;
      status.mpSpent = 0;
      if (clearModeChange) status.modeChanged = false;
    }
  },
});

/** Does the unit carry any per-phase flag (whatever the phase clears)? */
function hasPhaseFlag(unit: Unit): boolean {
  const { fired, mpSpent, modeChanged } = unit.status;
  return fired || mpSpent !== 0 || modeChanged;
}

type Units = readonly UnitBucket[];
/** The places (in unit order) of the units carrying a flag, per frozen bucket list. */
const FLAGGED = new WeakMap<Units, readonly number[]>();
/** The last list worked out: the next position's is derived from it by the units that changed. */
let last: { listing: UnitsListing; places: readonly number[] } | null = null;
/** More changed units than this, and the flags are read from every unit again. */
const CHANGED_LIMIT = 128;

/**
 * The units of a position (as it stood before the command) that carry a per-phase flag, in unit
 * order. A position that differs from the last one asked in a few units is answered from the last
 * answer corrected for those units (state/unitChanges.ts): an unchanged unit keeps its flags.
 * A cache, not state; tests/rules/endPhase/keptAlongGames.test.ts compares it with a scan.
 */
export function unitsWithPhaseFlags(units: Units): Unit[] {
  if (!Object.isFrozen(units)) return unitsInBuckets(units).filter(hasPhaseFlag);
  let places = FLAGGED.get(units);
  if (!places) {
    // Derived first: the comparison keeps the new position's listing, so it is not listed twice.
    places = (last && derivedPlaces(last.listing, last.places, units)) ?? unitsListing(units).values.flatMap((unit, i) => (hasPhaseFlag(unit) ? [i] : []));
    FLAGGED.set(units, places);
    last = { listing: unitsListing(units), places };
  }
  const { values } = unitsListing(units);
  return places.map((i) => values[i]!);
}

function derivedPlaces(before: UnitsListing, places: readonly number[], units: Units): number[] | null {
  const changes = unitChangesSince(before, units, CHANGED_LIMIT);
  if (!changes) return null;
  if (changes.changed.length === 0) return [...places];
  const changed = new Set(changes.changed);
  const out = places.filter((i) => !changed.has(i));
  for (const i of changes.changed) if (hasPhaseFlag(changes.listing.values[i]!)) out.push(i);
  return out.sort((a, b) => a - b);
}
