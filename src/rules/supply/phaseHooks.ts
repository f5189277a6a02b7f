/** The supply judgment of the phasing side's Command Phase [11.23, 11.35]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { applyCommandPhaseSupply } from './commandPhase';

export const commandPhaseSupply = definePhaseHook({
  name: 'supply judged',
  rules: ['11.23', '11.35'],
  kinds: ['command'],
  run: (draft, { world, phase, events }) => applyCommandPhaseSupply(draft, world, phase.phasing!, events),
});
