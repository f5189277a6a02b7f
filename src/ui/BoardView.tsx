/**
 * The map panel: hosts the Pixi board (src/board) in a focusable element, creates it once per
 * map and smooth-edges setting (multisampling is fixed when a WebGL context is made; the new board
 * keeps the old one's view), and passes units, selection and cursor on as they change. Callbacks go through a ref, so
 * new closures on every render never rebuild the board.
 */
import { useEffect, useRef, useState } from 'react';
import { createBoard, DEFAULT_ZOOM, type BoardHandle, type HexHighlight, type PlayAreaBounds, type WorldRect } from '../board';
import type { HexId, MapData, Unit } from '../rules/api';
import { useMapCentreRequest } from './mapCentreRequest';
import { MapNavigator } from './map/MapNavigator';
import { useSmoothEdges } from './map/useSmoothEdges';

export interface BoardViewProps {
  map: MapData;
  units: readonly Unit[];
  selectedUnitId: string | null;
  cursor: HexId | null;
  onHover(hex: HexId | null): void;
  onUnitClick(unitId: string): void;
  onHexClick(hex: HexId): void;
  /** A press on a counter: true drags that unit (moving it) instead of panning the map. */
  onUnitDragStart?(unitId: string): boolean;
  /** A dragged counter was let go over a hex. */
  onUnitDrop?(unitId: string, hex: HexId | null): void;
  /** Hex in the centre of the view when the board opens, and again whenever `recentreKey` changes. */
  initialCenter?: HexId;
  /** A new value (a new or loaded game) centres the view on `initialCenter` again. */
  recentreKey?: unknown;
  /** Hex highlight layers by name, bottom to top (null: layer off); a layer redraws when its array changes. */
  highlights?: Readonly<Record<string, readonly HexHighlight[] | null>>;
  /** The scenario's play area: the board dims the rest of the map and outlines it (null: none). */
  playArea?: PlayAreaBounds | null;
}

/** Hand every highlight layer to the board, in the record's order (the board skips unchanged arrays). */
function applyHighlights(board: BoardHandle, highlights: BoardViewProps['highlights']): void {
  Object.entries(highlights ?? {}).forEach(([layer, hexes], order) => board.setHighlights(layer, hexes, order));
}

/** What browser tests may ask of the board (window.__board). */
export interface BoardTestHook {
  /** Centre of a hex in viewport CSS pixels (ready for `page.mouse.click`), or null. */
  screenPointOfHex(hex: HexId): { x: number; y: number } | null;
  /** Move the view so the hex is in the middle, optionally at a zoom. */
  centerOn(hex: HexId, zoom?: number): void;
  /** True once the board is drawn and holds the current units. */
  ready: boolean;
  /** How many hexes a highlight layer shows (e.g. 'reach', 'zoc-german'). */
  highlightCount(layer: string): number;
  /** Show another play area, or none (null), until the game's own changes: for map screenshots. */
  setPlayArea(area: PlayAreaBounds | null): void;
  /** The part of the board on screen, in world pixels. */
  visibleWorld(): { x: number; y: number; width: number; height: number } | null;
}

declare global {
  interface Window {
    __board?: BoardTestHook;
  }
}

export function BoardView(props: BoardViewProps) {
  const { map, units, selectedUnitId, cursor } = props;
  const elementRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<BoardHandle | null>(null);
  const propsRef = useRef(props);
  const [failure, setFailure] = useState<string | null>(null);
  /** The board once drawn, for the zoom buttons and the minimap. */
  const [handle, setHandle] = useState<BoardHandle | null>(null);
  const smoothEdges = useSmoothEdges();
  /** What the last board showed, so a board made again (the smooth-edges setting changed) shows the same. */
  const lastView = useRef<{ map: MapData; rect: WorldRect } | null>(null);

  useEffect(() => {
    propsRef.current = props;
  });

  useEffect(() => {
    const element = elementRef.current;
    if (!element) return;
    // React StrictMode runs this twice; the first board may finish initialising after its
    // cleanup ran, so it checks `cancelled` and destroys itself.
    let cancelled = false;
    let board: BoardHandle | null = null;
    const hook: BoardTestHook = {
      ready: false,
      screenPointOfHex: (hex) => board?.screenPointOfHex(hex) ?? null,
      centerOn: (hex, zoom) => board?.centerOn(hex, zoom),
      highlightCount: (layer) => board?.highlightCount(layer) ?? 0,
      setPlayArea: (area) => board?.setPlayArea(area),
      visibleWorld: () => board?.visibleWorld() ?? null,
    };
    window.__board = hook;

    createBoard(element, {
      map,
      smoothEdges,
      onHover: (hex) => propsRef.current.onHover(hex),
      onUnitClick: (id) => propsRef.current.onUnitClick(id),
      onHexClick: (hex) => propsRef.current.onHexClick(hex),
      onUnitDragStart: (id) => propsRef.current.onUnitDragStart?.(id) ?? false,
      onUnitDrop: (id, hex) => propsRef.current.onUnitDrop?.(id, hex),
    })
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        board = created;
        boardRef.current = created;
        setHandle(created);
        const current = propsRef.current;
        created.sync(current.units, current.selectedUnitId);
        created.setCursor(current.cursor);
        applyHighlights(created, current.highlights);
        created.setPlayArea(current.playArea ?? null);
        if (lastView.current?.map === map) created.fitWorld(lastView.current.rect);
        // Two frames: the first applies culling and detail, the second shows the result.
        requestAnimationFrame(() => requestAnimationFrame(() => (hook.ready = !cancelled)));
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(`The map could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
      });

    return () => {
      cancelled = true;
      hook.ready = false;
      if (window.__board === hook) delete window.__board;
      if (board) lastView.current = { map, rect: board.visibleWorld() };
      board?.destroy();
      board = null;
      boardRef.current = null;
      setHandle(null);
    };
  }, [map, smoothEdges]);

  useEffect(() => {
    boardRef.current?.sync(units, selectedUnitId);
  }, [units, selectedUnitId]);

  useEffect(() => {
    boardRef.current?.setCursor(cursor);
  }, [cursor]);

  useEffect(() => {
    if (boardRef.current) applyHighlights(boardRef.current, props.highlights);
  }, [props.highlights]);

  useEffect(() => {
    boardRef.current?.setPlayArea(props.playArea ?? null);
  }, [props.playArea]);

  // The view opens on the game's play area at the opening zoom, and goes back there for a new or
  // loaded game (whatever zoom the last game was left at, e.g. the whole map).
  const centredFor = useRef<{ key: unknown } | null>(null);
  useEffect(() => {
    if (!handle || !props.initialCenter) return;
    if (centredFor.current && centredFor.current.key === props.recentreKey) return;
    centredFor.current = { key: props.recentreKey };
    handle.centerOn(props.initialCenter, DEFAULT_ZOOM);
  }, [handle, props.initialCenter, props.recentreKey]);

  // The log, the set-up list and the drop planner ask for the map to centre on a hex (mapCentreRequest.ts).
  const centreRequest = useMapCentreRequest((s) => s.centre);
  useEffect(() => {
    if (centreRequest) boardRef.current?.centerOn(centreRequest.hex);
  }, [centreRequest]);

  // The frame holds the board and the navigator drawn over its bottom-right corner.
  return (
    <div className="board-frame">
      <div
        ref={elementRef}
        className="board"
        data-testid="board"
        tabIndex={0}
        role="application"
        aria-label="Map. Arrow keys or W A S D pan, plus and minus zoom."
      >
        {failure && <p className="board-failure">{failure}</p>}
      </div>
      <MapNavigator board={handle} map={map} units={units} playArea={props.playArea ?? null} />
    </div>
  );
}
