/** The scenario restrictions the sequence of play checks by itself [25.4, 26.51, 26.52]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { checkHqPosts, enforceExitDeadline, releaseCorridorHold } from './restrictions';
import { applyScheduledSupplyheadShift } from './supplyheadShift';

/** [26.51, 27.41] As the posts' Game-Turn begins, each HQ is found on its post or not. */
export const hqPostsAtTurnBegin = definePhaseHook({
  name: 'HQ posts checked',
  rules: ['26.51', '27.41', '25.4'],
  run(draft, { events }) {
    checkHqPosts(draft, events);
  },
});

/** [26.52] As the deadline's Game-Turn ends, units that have not left are withdrawn. */
export const exitDeadlineAtTurnEnd = definePhaseHook({
  name: 'exit deadline',
  rules: ['26.52'],
  run(draft, { events }) {
    enforceExitDeadline(draft, events);
  },
});

/** [28.43] As the scheduled Game-Turn begins, the supplyhead moves by itself (optional rule). */
export const supplyheadShiftAtTurnBegin = definePhaseHook({
  name: 'supplyhead shift',
  rules: ['28.43'],
  run(draft, { events }) {
    applyScheduledSupplyheadShift(draft, events);
  },
});

/** [30.46] As a phase ends, the optional road rule's German hold is lifted once the spearhead is through. */
export const corridorHoldAtPhaseEnd = definePhaseHook({
  name: 'road rule hold lifted',
  rules: ['30.46'],
  run(draft, { events }) {
    releaseCorridorHold(draft, events);
  },
});
