/** Disruption recovery in the phasing side's Command Phase [11.5, 13.52]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { applyCommandPhaseRecovery } from './recovery';

/** The rolls read supply, so this hook follows the supply judgment. */
export const commandPhaseRecovery = definePhaseHook({
  name: 'disruption recovery rolled',
  rules: ['11.5', '13.52'],
  kinds: ['command'],
  run: (draft, { world, phase, dice, events }) => applyCommandPhaseRecovery(draft, world, phase.phasing!, dice, events),
});
