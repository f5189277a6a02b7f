/** The Pixi board: draws the map and counters, reports hover and clicks. See createBoard.ts. */
export { createBoard } from './createBoard';
export type { BoardHandle, BoardOptions, HexHighlight, PlayAreaBounds, WorldRect } from './types';
export { drawMinimapCounters, drawMinimapTerrain, drawMinimapView, minimapWidth, minimapToWorld, playAreaWorldRect, wholeBoardRect } from './minimap';
export { DEFAULT_ZOOM, SIZE } from './metrics';
