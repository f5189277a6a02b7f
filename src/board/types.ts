/**
 * The board's public contract. The board draws what it is given and reports what the player
 * pointed at; it knows no rules (legality arrives later as overlay data, never computed here).
 */
import type { HexId, MapData, Unit } from '../rules/api';
import type { LabelPosition } from './labelPlacement';
import type { PlayAreaBounds } from './playAreaLayer';

export type { PlayAreaBounds };

/** One tinted hex of a highlight layer (BoardHandle.setHighlights). */
export interface HexHighlight {
  hex: HexId;
  /** Fill colour (0xRRGGBB). */
  tint: number;
  /** Fill opacity, 0.35 unless given; 0 draws only the mark and the label. */
  alpha?: number;
  /** Short text on the hex (printable ASCII), shown when zoomed in. */
  label?: string;
  /**
   * Where the label goes (labelPlacement.ts): the centre; the bottom tip of the hex (clear of a
   * lone counter); or above, on a plate over the top corner with a leader line, clear of a stack's
   * badge and the place name (for long labels). The centre unless given.
   */
  labelAt?: LabelPosition;
  labelColor?: number;
  /** A mark over the fill: a ring just inside the hex edge, a cross, or a dot in the centre. */
  mark?: 'ring' | 'cross' | 'dot';
  /** Colour of the mark (the tint unless given). */
  markColor?: number;
}

export interface BoardOptions {
  map: MapData;
  /**
   * Smooth (multisampled) edges on the canvas and the far counters' chunk textures; true unless
   * given. Fixed for the board's life: a change needs a new board.
   */
  smoothEdges?: boolean;
  /** The hex under the pointer changed (null: off the map or off the canvas). */
  onHover(hex: HexId | null): void;
  /** A counter was clicked (the topmost counter under the pointer). */
  onUnitClick(unitId: string): void;
  /** The map was clicked where no counter lies. */
  onHexClick(hex: HexId): void;
  /** A press on a counter: true makes it a drag of that unit instead of a pan of the map. */
  onUnitDragStart?(unitId: string): boolean;
  /** A dragged counter was let go over a hex (null: off the map). */
  onUnitDrop?(unitId: string, hex: HexId | null): void;
}

/** A rectangle on the board, in world pixels. */
export interface WorldRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoardHandle {
  /** Show these units (units off the map, `hex: null`, are not drawn) and this selection. */
  sync(units: readonly Unit[], selectedUnitId: string | null): void;
  /** Move the view so the hex is in the centre; optionally set the zoom (viewport scale). */
  centerOn(hex: HexId, zoom?: number): void;
  /** Show the keyboard cursor on a hex (null hides it); scrolls it into view if it is off-screen. */
  setCursor(hex: HexId | null): void;
  /**
   * Where a hex centre is on the page, in CSS pixels relative to the browser viewport (what
   * `MouseEvent.clientX/Y` and Playwright's `page.mouse.click` use). Null if the hex id is invalid.
   */
  screenPointOfHex(hex: HexId): { x: number; y: number } | null;
  /**
   * Show a named layer of hex highlights above the terrain and below the counters (null clears
   * it). The layer is redrawn only when given a different array; `order` stacks layers (higher on top).
   */
  setHighlights(layer: string, hexes: readonly HexHighlight[] | null, order?: number): void;
  /**
   * Dim the map outside the scenario's play area and outline its edge [24.1]; null (no play area,
   * e.g. a campaign game) shows the whole map plainly.
   */
  setPlayArea(area: PlayAreaBounds | null): void;
  /** How many hexes a highlight layer shows (0 for an unknown or cleared layer). */
  highlightCount(layer: string): number;
  /** The part of the board (world pixels) on screen now. */
  visibleWorld(): WorldRect;
  /** Zoom and pan so the rectangle (world pixels) fills the view, within the zoom limits. */
  fitWorld(rect: WorldRect): void;
  /** Put this board point (world pixels) in the middle of the view. */
  centerOnWorld(x: number, y: number): void;
  /** Call `listener` after every frame in which the view moved or zoomed; returns the unsubscribe. */
  onViewChange(listener: () => void): () => void;
  destroy(): void;
}
