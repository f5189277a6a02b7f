/** The airstrike book-keeping the sequence of play runs by itself [15.0, 15.16, 15.17]. */
import { rollDie } from '../core/dice';
import { definePhaseHook } from '../define/definePhaseHook';
import { turnInfo } from '../sequence/calendar';
import { airAtPhaseEnd } from './phaseEnd';

/** [15.17] German airstrikes exist only from this Game-Turn on. */
const FIRST_GERMAN_AIRSTRIKE_TURN = 7;
/** [15.0] German PM airstrikes fly on a die roll of 1–4. */
const GERMAN_PM_AIRSTRIKE_MAX_ROLL = 4;

/** [15.16] airstrikes resolve as their owner's Conditional Movement Phase ends; CAP expires with his Command Phase. */
export const airstrikesAtPhaseEnd = definePhaseHook({
  name: 'airstrikes resolve, CAP expires',
  rules: ['15.16', '15.32'],
  run: (draft, { world, phase, dice, events }) => airAtPhaseEnd(draft, world, phase, dice, events),
});

/** [15.0, 15.17] On the day's first Game-Turn, a die says whether German PM airstrikes fly today. */
export const germanPmAirstrikesRoll = definePhaseHook({
  name: 'German PM airstrikes today',
  rules: ['15.0', '15.17'],
  run(draft, { dice, events }) {
    if (!turnInfo(draft.turn).firstTurnOfDay) return;
    draft.germanPmAirstrikesToday = null;
    if (draft.turn < FIRST_GERMAN_AIRSTRIKE_TURN) return;
    const roll = rollDie(dice);
    const available = roll <= GERMAN_PM_AIRSTRIKE_MAX_ROLL;
    draft.germanPmAirstrikesToday = available;
    events.push({ type: 'diceRolled', purpose: 'German PM airstrikes today', rule: '15.0', dice: [roll], total: roll });
    events.push({ type: 'germanPmAirstrikes', available, rule: '15.0' });
  },
});
