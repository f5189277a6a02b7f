/** Fire book-keeping as a phase ends [5.32, 12.51]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { endPhaseFire } from './results';

export const fireAtPhaseEnd = definePhaseHook({
  name: 'fire record of the phase closed',
  rules: ['5.32', '12.51'],
  run: (draft, { phase, events }) => endPhaseFire(draft, phase.kind, events),
});
