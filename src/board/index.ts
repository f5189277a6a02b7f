/** The Pixi board: draws the map and counters, reports hover and clicks. See createBoard.ts. */
export { createBoard } from './createBoard';
export type { BoardHandle, BoardOptions, HexHighlight, PlayAreaBounds } from './types';
export { SIZE } from './metrics';
