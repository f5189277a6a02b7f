/**
 * Builds the board in a parent element: a Pixi application with a pannable, zoomable viewport
 * (pixi-viewport: drag, wheel, pinch, inertia; keyboard in keyboard.ts) holding, bottom to top,
 * terrain chunks, sheet letters, hex outlines, hex highlights (highlightLayer.ts), the play area
 * (dimmed outside, outlined; playAreaLayer.ts), sheet seams and the map edge, hex numbers,
 * counters, place names, highlight labels on plates and the overlay. Each frame in which the view
 * changed, off-screen objects are culled and the zoom-dependent detail is adjusted before Pixi
 * renders. While the view and everything under the overlay hold still, frames draw one picture
 * of them (stillViewCache.ts).
 */
import { Application, Culler, Rectangle, UPDATE_PRIORITY } from 'pixi.js';
import { Viewport } from 'pixi-viewport';
import { hexToPixel, parseHexId, type HexId, type Unit } from '../rules/api';
import { canvasWithFewBatchTextures } from './batchTextures';
import { CounterLayer } from './counterLayer';
import { ensureBoardFonts } from './fonts';
import { HexLabelLayer } from './hexLabelLayer';
import { HighlightLayer } from './highlightLayer';
import { attachKeyboard } from './keyboard';
import { MapLayer } from './mapLayer';
import { COUNTER_NAME_ZOOM, COUNTER_VALUES_ZOOM, DEFAULT_ZOOM, HEX_WIDTH, MAX_ZOOM, MIN_ZOOM, SIZE, WORLD } from './metrics';
import { OverlayLayer } from './overlayLayer';
import { BACKGROUND } from './palette';
import { createPlaceLabels } from './placeLabels';
import { PlayAreaLayer } from './playAreaLayer';
import { attachPointer } from './pointer';
import { createSectionMarks } from './sectionMarks';
import { StillViewCache } from './stillViewCache';
import type { BoardHandle, BoardOptions, HexHighlight, PlayAreaBounds, WorldRect } from './types';

/** How far the view may be dragged past the map edge (world px). */
const EDGE_PAD = 6 * HEX_WIDTH;
/** Culling keeps objects this close to the screen edge (screen px), so nothing pops in mid-pan. */
const CULL_MARGIN = 48;
/** Frames without a redraw before the board counts as idle and makes things ahead of need. */
const IDLE_FRAMES = 10;

export async function createBoard(parent: HTMLElement, options: BoardOptions): Promise<BoardHandle> {
  const app = new Application();
  await app.init({
    canvas: canvasWithFewBatchTextures(),
    resizeTo: parent,
    // Multisampling is fixed when the WebGL context is made (Pixi passes it to getContext), so
    // changing the setting means a new board (BoardView makes one).
    antialias: options.smoothEdges ?? true,
    background: BACKGROUND,
    preference: 'webgl',
    resolution: window.devicePixelRatio || 1,
    autoDensity: true,
  });
  const canvas = app.canvas;
  // Absolutely placed so the canvas never feeds back into the size of the element it fills.
  Object.assign(canvas.style, { position: 'absolute', left: '0', top: '0', display: 'block', touchAction: 'none' });
  parent.appendChild(canvas);
  if (parent.tabIndex < 0) parent.tabIndex = 0;
  ensureBoardFonts();

  const viewport = new Viewport({
    screenWidth: app.screen.width,
    screenHeight: app.screen.height,
    worldWidth: WORLD.width,
    worldHeight: WORLD.height,
    events: app.renderer.events,
    ticker: app.ticker,
    passiveWheel: false,
    disableOnContextMenu: true,
  });
  viewport
    .drag()
    .pinch()
    .wheel({ smooth: 3 })
    .decelerate({ friction: 0.93 })
    .clampZoom({ minScale: MIN_ZOOM, maxScale: MAX_ZOOM })
    .clamp({ left: -EDGE_PAD, right: WORLD.width + EDGE_PAD, top: -EDGE_PAD, bottom: WORLD.height + EDGE_PAD, underflow: 'center' });
  // A render group: panning and zooming change one transform instead of every child's.
  viewport.isRenderGroup = true;
  app.stage.addChild(viewport);

  const mapLayer = new MapLayer(options.map);
  const sheets = createSectionMarks();
  const places = createPlaceLabels(options.map);
  const playArea = new PlayAreaLayer();
  const hexLabels = new HexLabelLayer();
  const highlights = new HighlightLayer();
  const counters = new CounterLayer(options.smoothEdges ?? true);
  const overlay = new OverlayLayer();
  // Each layer is a render group of its own: a counter culled or a hex label built changes the
  // structure of its layer only, so Pixi rebuilds and re-uploads that layer's batches, not the
  // whole board's (Container.culled marks its render group's structure as changed).
  for (const layer of [mapLayer.terrain, mapLayer.outlines, highlights.container, places.container, playArea.container, sheets.above, hexLabels.container, counters.far.container, counters.container, highlights.plates, overlay.container]) {
    layer.isRenderGroup = true;
  }
  viewport.addChild(
    mapLayer.terrain,
    sheets.below,
    mapLayer.outlines,
    highlights.container,
    playArea.container,
    sheets.above,
    hexLabels.container,
    counters.far.container,
    counters.container,
    // names over the counters, so a held town still reads (placeLabels.ts)
    places.container,
    highlights.plates,
    overlay.container,
  );
  // Everything under the overlay, drawn as one picture while the view holds still (stillViewCache.ts).
  const stillView = new StillViewCache(
    app,
    viewport.children.filter((layer) => layer !== overlay.container),
    options.smoothEdges ?? true,
  );
  app.stage.addChildAt(stillView.sprite, 0);

  // Render on demand: the application's own every-tick render is replaced by `frame`, which
  // runs after the viewport's update (NORMAL priority) and draws only when something changed,
  // so an idle board costs no GPU time.
  app.ticker.remove(app.render, app);
  const cullRect = new Rectangle();
  let lastView = '';
  /** View work (culling, detail) still to do: set by sync, cursor, resize, unfinished chunks. */
  let pending = true;
  /** Something changed on screen that needs no view work (hover outline). */
  let needsRender = true;
  const invalidate = (): void => {
    needsRender = true;
  };
  const viewListeners = new Set<() => void>();
  /** Frames in a row that drew nothing; after IDLE_FRAMES of them, idle work may run. */
  let quietFrames = 0;
  /**
   * Counts changes to what the still-view picture holds (the view, the map's layers, highlights,
   * play area, counters); the picture is good while it shows the current count.
   */
  let scene = 0;
  /** The scene count of the last frame drawn: a scene unchanged since then has held still. */
  let drawnScene = -1;
  const sceneChanged = (): void => {
    scene++;
  };
  const frame = (): void => {
    const scale = viewport.scale.x;
    const screen = app.screen;
    const view = `${viewport.x}|${viewport.y}|${scale}|${screen.width}|${screen.height}`;
    if (view !== lastView || pending) {
      const moved = view !== lastView;
      lastView = view;
      updateView(scale, screen, moved);
      needsRender = true;
      if (moved) sceneChanged();
      if (moved) for (const listener of viewListeners) listener();
    }
    if (needsRender) {
      needsRender = false;
      quietFrames = 0;
      // A scene that held still since the last frame is worth a picture; one still changing is drawn live.
      if (!stillView.holds(scene) && scene === drawnScene) stillView.make(scene, [overlay.container]);
      stillView.show(stillView.holds(scene));
      drawnScene = scene;
      app.render();
    } else if (++quietFrames >= IDLE_FRAMES) {
      // Still for a while: make the hex numbers of one more chunk ahead of need (one a frame),
      // then the still view's picture, so the next hover or click redraws only the overlay.
      if (hexLabels.buildIdle()) sceneChanged();
      else if (!stillView.holds(scene)) {
        stillView.make(scene, [overlay.container]);
        // Shown at once, so the screen never switches from live to picture on a player's move
        // (the two can differ by a pixel row where an edge falls on a pixel centre).
        needsRender = true;
      } else quietFrames = 0;
    }
  };
  const updateView = (scale: number, screen: Rectangle, moved: boolean): void => {
    cullRect.x = -CULL_MARGIN;
    cullRect.y = -CULL_MARGIN;
    cullRect.width = screen.width + 2 * CULL_MARGIN;
    cullRect.height = screen.height + 2 * CULL_MARGIN;
    counters.setDetail(scale >= COUNTER_NAME_ZOOM ? 2 : scale >= COUNTER_VALUES_ZOOM ? 1 : 0);
    const visible = viewport.getVisibleBounds();
    const worldMargin = CULL_MARGIN / scale;
    const worldView = {
      x: visible.x - worldMargin,
      y: visible.y - worldMargin,
      width: visible.width + 2 * worldMargin,
      height: visible.height + 2 * worldMargin,
    };
    sheets.update(scale);
    places.update(scale);
    playArea.update(scale);
    const mapBusy = mapLayer.update(worldView, scale, moved);
    const labelsBusy = hexLabels.update(worldView, scale);
    // Unfinished caches or numbers change the picture in the frames to come.
    if (mapBusy || labelsBusy) sceneChanged();
    highlights.update(worldView, scale);
    counters.updateFar(worldView, scale);
    // The culler skips the children of a container that is not renderable: the layers drawn as
    // the still view's picture are made renderable while it runs, or they would keep the culling
    // of an older view.
    const pictureShown = stillView.shown;
    stillView.show(false);
    Culler.shared.cull(viewport, cullRect, false);
    stillView.show(pictureShown);
    counters.applyDetail();
    pending = mapBusy || labelsBusy;
  };
  app.ticker.add(frame, undefined, UPDATE_PRIORITY.LOW);

  const onRendererResize = (width: number, height: number): void => {
    viewport.resize(width, height, WORLD.width, WORLD.height);
    pending = true;
  };
  app.renderer.on('resize', onRendererResize);
  // resizeTo follows window resizes only; the board element also changes size with the layout.
  const resizeObserver = new ResizeObserver(() => app.queueResize());
  resizeObserver.observe(parent);

  const detachPointer = attachPointer({ canvas, viewport, counters, overlay, options, invalidate });
  const detachKeyboard = attachKeyboard(parent, viewport, app.ticker);
  // Pressing on the map gives the board the keyboard focus (for panning and zooming by key).
  const focusBoard = (): void => parent.focus({ preventScroll: true });
  canvas.addEventListener('pointerdown', focusBoard);

  let destroyed = false;

  const handle: BoardHandle = {
    sync(units: readonly Unit[], selectedUnitId: string | null): void {
      if (destroyed) return;
      counters.sync(units);
      places.setStacks(units);
      sceneChanged();
      overlay.setSelection(counters.positionOf(selectedUnitId));
      pending = true;
    },
    centerOn(hex: HexId, zoom?: number): void {
      const parsed = parseHexId(hex);
      if (destroyed || !parsed) return;
      if (zoom !== undefined) viewport.setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)), true);
      const p = hexToPixel(parsed, SIZE);
      viewport.moveCenter(p.x, p.y);
      pending = true;
    },
    setCursor(hex: HexId | null): void {
      if (destroyed) return;
      const parsed = hex === null ? undefined : parseHexId(hex);
      overlay.setCursor(parsed ?? null);
      if (parsed) {
        // Keep the keyboard cursor on screen (the smallest move that shows the whole hex).
        const p = hexToPixel(parsed, SIZE);
        viewport.ensureVisible(p.x - HEX_WIDTH / 2, p.y - SIZE, HEX_WIDTH, 2 * SIZE);
      }
      pending = true;
    },
    screenPointOfHex(hex: HexId): { x: number; y: number } | null {
      const parsed = parseHexId(hex);
      if (destroyed || !parsed) return null;
      const screenPoint = viewport.toScreen(hexToPixel(parsed, SIZE));
      const rect = canvas.getBoundingClientRect();
      return {
        x: rect.left + (screenPoint.x * rect.width) / app.screen.width,
        y: rect.top + (screenPoint.y * rect.height) / app.screen.height,
      };
    },
    setHighlights(layer: string, hexes: readonly HexHighlight[] | null, order?: number): void {
      if (destroyed) return;
      if (highlights.set(layer, hexes, order)) {
        pending = true;
        sceneChanged();
      }
    },
    setPlayArea(area: PlayAreaBounds | null): void {
      if (destroyed) return;
      if (playArea.set(area)) {
        pending = true;
        sceneChanged();
      }
    },
    highlightCount(layer: string): number {
      return destroyed ? 0 : highlights.count(layer);
    },
    visibleWorld(): WorldRect {
      const v = viewport.getVisibleBounds();
      return { x: v.x, y: v.y, width: v.width, height: v.height };
    },
    fitWorld(rect: WorldRect): void {
      if (destroyed) return;
      const scale = Math.min(app.screen.width / rect.width, app.screen.height / rect.height);
      viewport.setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale)), true);
      viewport.moveCenter(rect.x + rect.width / 2, rect.y + rect.height / 2);
      pending = true;
    },
    centerOnWorld(x: number, y: number): void {
      if (destroyed) return;
      viewport.moveCenter(x, y);
      pending = true;
    },
    onViewChange(listener: () => void): () => void {
      viewListeners.add(listener);
      return () => viewListeners.delete(listener);
    },
    destroy(): void {
      if (destroyed) return;
      destroyed = true;
      viewListeners.clear();
      resizeObserver.disconnect();
      detachPointer();
      detachKeyboard();
      canvas.removeEventListener('pointerdown', focusBoard);
      app.ticker.remove(frame);
      app.renderer.off('resize', onRendererResize);
      counters.destroy();
      stillView.destroy();
      highlights.destroy();
      // The viewport first: it unhooks itself from app.ticker, which app.destroy() destroys
      // before the stage (destroying the viewport afterwards throws inside Ticker.remove).
      viewport.destroy({ children: true });
      app.destroy({ removeView: true }, { children: true });
    },
  };

  viewport.setZoom(DEFAULT_ZOOM, true);
  viewport.moveCenter(WORLD.width / 2, WORLD.height / 2);
  return handle;
}
