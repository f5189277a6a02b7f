/** One line of log text per engine event. */
import type { GameEvent } from '../rules';
import { MODE_LABEL } from './labels';

export function formatEvent(event: GameEvent): string {
  switch (event.type) {
    case 'phaseStarted':
      return `Phase ${event.phase}: ${event.name}`;
    case 'turnStarted':
      return `New turn — ${event.label}`;
    case 'modeChanged':
      return `${event.unitName}: ${MODE_LABEL[event.from]} → ${MODE_LABEL[event.to]} [${event.rule}]`;
    case 'diceRolled':
      return `Rolled ${event.dice.join(' + ')}${event.dice.length > 1 ? ` = ${event.total}` : ''} for ${event.purpose} [${event.rule}]`;
    case 'germanPmAirstrikes':
      return event.available ? `German PM airstrikes fly today [${event.rule}]` : `No German PM airstrikes today [${event.rule}]`;
    case 'gameEnded':
      return `Game over after GT ${event.turn}: ${event.reason}`;
  }
}
