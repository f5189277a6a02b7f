/**
 * Finding one's way on the big map: "Whole map" and "Play area" buttons that zoom the board to fit
 * either [24.1], and a minimap of the four sections — terrain drawn once, counters as dots, the
 * play area's edge dashed and the view as a yellow rectangle that follows every pan and zoom; a
 * click or drag on it moves the view there.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  drawMinimapCounters,
  drawMinimapTerrain,
  drawMinimapView,
  minimapToWorld,
  minimapWidth,
  playAreaWorldRect,
  wholeBoardRect,
  type BoardHandle,
  type PlayAreaBounds,
} from '../../board';
import type { MapData, Unit } from '../../rules/api';

/** Minimap height in CSS pixels; the width follows the board's proportions. */
const HEIGHT = 260;
const WIDTH = minimapWidth(HEIGHT);

function sized(canvas: HTMLCanvasElement | null, width: number, height: number): CanvasRenderingContext2D | null {
  if (!canvas) return null;
  const ratio = window.devicePixelRatio || 1;
  if (canvas.width !== Math.round(width * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  return ctx;
}

export function MapNavigator({ board, map, units, playArea }: { board: BoardHandle | null; map: MapData; units: readonly Unit[]; playArea: PlayAreaBounds | null }) {
  const height = HEIGHT;
  const terrain = useRef<HTMLCanvasElement>(null);
  const counters = useRef<HTMLCanvasElement>(null);
  const view = useRef<HTMLCanvasElement>(null);
  const areaRect = useMemo(() => playAreaWorldRect(playArea), [playArea]);

  useEffect(() => {
    const ctx = sized(terrain.current, WIDTH, height);
    if (ctx) drawMinimapTerrain(ctx, map, WIDTH);
  }, [map, height]);

  useEffect(() => {
    const ctx = sized(counters.current, WIDTH, height);
    if (ctx) drawMinimapCounters(ctx, units, WIDTH);
  }, [units, height]);

  useEffect(() => {
    if (!board) return;
    const draw = () => {
      const ctx = sized(view.current, WIDTH, height);
      if (ctx) drawMinimapView(ctx, board.visibleWorld(), areaRect, WIDTH);
    };
    draw();
    return board.onViewChange(draw);
  }, [board, areaRect, height]);

  const jump = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!board || (event.type === 'pointermove' && event.buttons !== 1)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const p = minimapToWorld(((event.clientX - rect.left) * WIDTH) / rect.width, ((event.clientY - rect.top) * WIDTH) / rect.width, WIDTH);
    board.centerOnWorld(p.x, p.y);
  };

  return (
    <div className="map-navigator" data-testid="map-navigator">
      <div className="zoom-buttons">
        <button type="button" data-testid="zoom-whole-map" disabled={!board} onClick={() => board?.fitWorld(wholeBoardRect())}>
          Whole map
        </button>
        <button type="button" data-testid="zoom-play-area" disabled={!board || !areaRect} onClick={() => areaRect && board?.fitWorld(areaRect)}>
          Play area
        </button>
      </div>
      <div className="minimap" style={{ width: WIDTH, height }}>
        <canvas ref={terrain} style={{ width: WIDTH, height }} aria-hidden="true" />
        <canvas ref={counters} style={{ width: WIDTH, height }} aria-hidden="true" />
        <canvas
          ref={view}
          style={{ width: WIDTH, height }}
          data-testid="minimap"
          role="img"
          aria-label="Minimap of the four map sections: the yellow frame is the view; click to move it"
          onPointerDown={jump}
          onPointerMove={jump}
        />
      </div>
    </div>
  );
}
