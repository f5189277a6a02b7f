/** Dice events: fresh randomness after an undo past a roll. Each event's payload and its line in the log. */
import { type EventTexts } from '../define/eventText';

declare module '../core/events' {
  interface EventMap {
    diceReseeded: { rolled: number; rule: string };
  }
}

export const diceEventText: EventTexts<'diceReseeded'> = {
  diceReseeded: () => 'Undo went back past a die roll: the dice go on from fresh randomness, so no roll already seen comes again',
};
