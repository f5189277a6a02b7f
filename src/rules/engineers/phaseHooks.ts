/** The engineers' works as the sequence of play moves on [16.6, 16.7, 18.42]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { checkEngineerWork, recordEngineerWork } from './progress';

/**
 * Works are checked as every phase ends (before its flags are cleared) and counted when the
 * Game-Turn Record Phase ends.
 */
export const engineerWorksAtPhaseEnd = definePhaseHook({
  name: "engineers' works checked or counted",
  rules: ['16.6', '16.7', '18.42'],
  run(draft, { world, phase, dice, events }) {
    if (phase.kind === 'turnRecord') recordEngineerWork(draft, world, dice, events);
    else checkEngineerWork(draft, world, events);
  },
});
