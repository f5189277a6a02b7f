/** The victory record as Game-Turns and the game end [24.61, 24.62, 24.6]. */
import { definePhaseHook } from '../define/definePhaseHook';
import { decideVictory } from './gameEnd';
import { recordVictoryAtTurnEnd } from './record';

/** [24.61, 24.62] the Game-Turn now ending counts (also the last one: this runs before the game-over check). */
export const victoryRecordAtTurnEnd = definePhaseHook({
  name: 'victory record of the Game-Turn',
  rules: ['24.61', '24.62'],
  run: (draft, { world, events }) => recordVictoryAtTurnEnd(draft, world, events),
});

/** [24.6] the final report and the winner, into `ended`. */
export const victoryDecision = definePhaseHook({
  name: 'victory decided',
  rules: ['24.6'],
  run: (draft, { world, events }) => decideVictory(draft, world, events),
});
