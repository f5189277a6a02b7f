/** Killed leaders return in their side's Command Phase [19.4]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { applyCommandPhaseLeaders } from './reincarnation';

export const commandPhaseLeaders = definePhaseHook({
  name: 'killed leaders return',
  rules: ['19.4'],
  kinds: ['command'],
  run: (draft, { phase, events }) => applyCommandPhaseLeaders(draft, phase.phasing!, events),
});
