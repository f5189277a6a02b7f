/** The log lines of the events declared in core (the sequence of play, dice, units in general). */
import { MODE_WORDS, type EventTexts } from './eventText';

export const coreEventText: EventTexts<'phaseStarted' | 'turnStarted' | 'diceRolled' | 'gameEnded' | 'actionCancelled' | 'eliminated' | 'disrupted' | 'modeChanged'> = {
  phaseStarted: (event) => `Phase ${event.phase}: ${event.name}`,
  turnStarted: (event) => `New turn — ${event.label}`,
  diceRolled: (event) => `Rolled ${event.dice.join(' + ')}${event.dice.length > 1 ? ` = ${event.total}` : ''} for ${event.purpose} [${event.rule}]`,
  gameEnded: (event) => `Game over after GT ${event.turn}: ${event.reason}`,
  actionCancelled: (event) => `Action cancelled: ${event.reason} [${event.rule}]`,
  eliminated: (event) => `${event.unitName} eliminated: ${event.reason} [${event.rule}]`,
  disrupted: (event) => `${event.unitName} disrupted in ${event.hex} [${event.rule}]`,
  modeChanged: (event) => `${event.unitName}: ${MODE_WORDS[event.from]} → ${MODE_WORDS[event.to]} [${event.rule}]`,
};
