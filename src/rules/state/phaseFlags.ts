/**
 * Per-phase book-keeping cleared as a phase begins [8.0, 13.0, 13.51]: the movement and close-action
 * records, MP spent, and (by the kind of phase) units' mode-change and fired flags.
 */
import { emptyCloseActions } from './closeActionsState';
import { definePhaseHook } from '../define/definePhaseHook';
import { emptyMovementState } from './movementState';
import { unitById, unitsBeforeDraft } from './unitBuckets';

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
    // 2,400 counters, drafting every unit each phase would dominate the cost of replays.
    for (const unit of unitsBeforeDraft(draft)) {
      const { fired, mpSpent, modeChanged } = unit.status;
      if (!(clearFired && fired) && mpSpent === 0 && !(clearModeChange && modeChanged)) continue;
      const status = unitById(draft, unit.id)!.status;
      if (clearFired) status.fired = false;
      status.mpSpent = 0;
      if (clearModeChange) status.modeChanged = false;
    }
  },
});
