/**
 * Load… in the turn bar: a file that would be refused is refused at once with its message; a
 * loadable one replaces a game in progress only once the player has said yes (as New game warns).
 * The question is asked after every check but the replay of the file's moves (saveFile.ts
 * readSave), which the store does once the file has opened.
 */
import type { World } from '../../rules/api';
import { readSave, type GameStore, type LoadResult } from '../../store';

export type LoadOutcome = LoadResult | { ok: false; declined: true; message: string };

export function loadFileAsking(store: GameStore, world: World, file: { name: string; text: string }, confirm: (question: string) => boolean): LoadOutcome {
  // A game opened from a file whose moves are still being checked is a game in progress too.
  const inProgress = store.getState().game.log.length > 0 || store.getState().ui.loadCheck !== null;
  if (inProgress && readSave(file.text, world).ok && !confirm(`Load "${file.name}"? It replaces the game in progress (Save it first to keep it).`)) {
    return { ok: false, declined: true, message: 'Loading was cancelled; the game in progress goes on.' };
  }
  return store.getState().importSave(file.text);
}
