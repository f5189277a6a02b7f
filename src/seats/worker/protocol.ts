/**
 * Messages between the screen and the computer player's Web Worker. The screen sends the map once
 * (`init`), then a position whenever a computer seat is to act (`decide`); the worker answers with
 * the command and its reason (`decision`), or says why it could not (`failed`).
 */
import type { GameState, MapData, Side } from '../../rules';
import type { ComputerLevel } from '../computer/levels';
import type { Decision } from '../seat';

export type ToWorker =
  | { type: 'init'; map: MapData }
  | { type: 'decide'; id: number; state: GameState; side: Side; level: ComputerLevel };

export type FromWorker =
  | { type: 'decision'; id: number; decision: Decision | null; ms: number }
  | { type: 'failed'; id: number; message: string };
