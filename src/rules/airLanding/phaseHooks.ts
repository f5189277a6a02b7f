/** The air-landing book-keeping the sequence of play runs by itself [14.1, 14.61, 14.65]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { newDayLiftPoints } from './liftPoints';
import { checkRouteOpening } from './routeOpenings';
import { rollWeather, weatherRolledThisTurn } from './weatherRoll';

/** [14.61, 14.65] On a day's first Game-Turn its Lift Points arrive (before the weather is rolled, which starts the new day's record). */
export const liftPointsAtDayStart = definePhaseHook({
  name: 'Lift Points for the day',
  rules: ['14.61', '14.65'],
  run(draft, { events }) {
    newDayLiftPoints(draft, events);
  },
});

/** [14.1] At the start of the 0201 and 1201 turns the weather is rolled, unless the scenario fixes it [25.23]. */
export const weatherAtSegmentStart = definePhaseHook({
  name: 'weather roll',
  rules: ['14.1', '14.91'],
  run(draft, { world, dice, events }) {
    if (!draft.airLanding.weatherRolled || !weatherRolledThisTurn(draft.turn)) return;
    rollWeather(draft, world.tables.weather, dice, events);
  },
});

/** [14.12] As an Allied Conditional Movement Phase ends: has a supplied ground unit taken B3236? */
export const routeOpeningAtPhaseEnd = definePhaseHook({
  name: 'air routes opened by B3236',
  rules: ['14.12'],
  kinds: ['conditionalMovement'],
  run(draft, { world, phase, events }) {
    if (phase.phasing !== 'allied') return;
    checkRouteOpening(draft, world, events);
  },
});
