/**
 * All counters on the map. `sync` diffs the units it is given against the sprites it shows,
 * keyed by unit id: new ids take a sprite from the pool, changed units update in place, gone
 * ids hide theirs and return it to the pool (the selection ring is on the overlay, above every
 * stack). Stacks are drawn as stacks [9.2]: the top unit (stackIndex 0) drawn last, each lower
 * one shifted up and left, with a count badge on stacks of more than two.
 * Far out (no text on counters) the counters are drawn by the far layer (farCounterLayer.ts), a
 * cached texture per map chunk; the sprites here stay in place, hidden, for clicks.
 *
 * Pixi does not hit-test the counters (2,400 of them on every pointer move): `counterAt` finds
 * the counter under a point from the stacks of the hex there and its neighbours.
 */
import { Container, type PointData } from 'pixi.js';
import { MAX_COLS, hexToPixel, parseHexId, type Hex, type HexId, stacksByHex, type Unit } from '../rules/api';
import type { MapChunk } from './chunks';
import { CounterSprite, type TextDetail } from './counterSprite';
import { FarCounterLayer } from './farCounterLayer';
import { hexKey, hexesNear } from './hexesNear';
import { SIZE, STACK_MAX_SHIFTS, STACK_OFFSET } from './metrics';
import { Pool } from './pool';

/**
 * Draw order: counters further north and west go on top, so the up-left shift of a stack
 * tucks under its neighbours' top counters rather than over them.
 */
function stackZ(hex: Hex, depth: number): number {
  return (hex.row * (MAX_COLS + 2) + (MAX_COLS + 1 - hex.col)) * 100 + (99 - Math.min(depth, 99));
}

/** Parsed hex ids (a few thousand distinct ids at most). */
const parsedIds = new Map<HexId, Hex | undefined>();
function parseCached(id: HexId): Hex | undefined {
  if (!parsedIds.has(id)) parsedIds.set(id, parseHexId(id));
  return parsedIds.get(id);
}

export class CounterLayer {
  readonly container = new Container({ label: 'counters' });
  /** The same counters as drawn far out (add its container right above this layer's). */
  readonly far: FarCounterLayer;
  private readonly sprites = new Map<string, CounterSprite>();
  /** The sprites of each occupied hex (keyed by hexKey), for `counterAt`. */
  private readonly byHex = new Map<number, CounterSprite[]>();
  // Pooled sprites stay in the container, hidden: detaching thousands of children one by one
  // costs a search and a splice each.
  private readonly pool = new Pool<CounterSprite>(() => this.createSprite());
  private detail: TextDetail = 2;
  /** True while the far layer draws the counters (detail 0). */
  private farOut = false;

  /** @param smoothEdges multisample the far layer's chunk textures (the board's smooth-edges setting). */
  constructor(smoothEdges = true) {
    this.far = new FarCounterLayer(smoothEdges);
    this.container.sortableChildren = true;
    // Clicks and hover find counters through counterAt, not through Pixi's hit test.
    this.container.eventMode = 'none';
  }

  sync(units: readonly Unit[]): void {
    const seen = new Set<string>();
    this.byHex.clear();
    for (const [hexId, stackUnits] of stacksByHex(units)) {
      const hex = parseCached(hexId);
      if (!hex) continue;
      const centre = hexToPixel(hex, SIZE);
      const stack: CounterSprite[] = [];
      this.byHex.set(hexKey(hex), stack);
      stackUnits.forEach((unit, depth) => {
        const shift = Math.min(depth, STACK_MAX_SHIFTS) * STACK_OFFSET;
        let sprite = this.sprites.get(unit.id);
        if (!sprite) {
          sprite = this.pool.get();
          sprite.visible = true;
          sprite.setDetail(this.detail);
          this.sprites.set(unit.id, sprite);
        }
        seen.add(unit.id);
        stack.push(sprite);
        sprite.update(unit, {
          x: centre.x - shift,
          y: centre.y - shift,
          zIndex: stackZ(hex, depth),
          badge: depth === 0 && stackUnits.length > 2 ? stackUnits.length : 0,
        });
        if (this.farOut) sprite.culled = true;
        this.far.place(unit.id, hex, sprite.farMark());
      });
    }

    for (const [id, sprite] of this.sprites) {
      if (seen.has(id)) continue;
      this.sprites.delete(id);
      this.far.remove(id);
      sprite.visible = false;
      sprite.reset();
      this.pool.release(sprite);
    }
  }

  /**
   * How much counter text to show (by zoom). Call before culling: at detail 0 the far layer takes
   * over and the sprites are marked culled (not drawn, still clickable: hit tests ignore culling).
   */
  setDetail(detail: TextDetail): void {
    this.detail = detail;
    const farOut = detail === 0;
    if (farOut === this.farOut) return;
    this.farOut = farOut;
    this.container.cullableChildren = !farOut;
    if (farOut) for (const sprite of this.sprites.values()) sprite.culled = true;
  }

  /** Bring the far layer to the view (after setDetail). */
  updateFar(view: MapChunk['bounds'], scale: number): void {
    this.far.update(this.farOut, view, scale);
  }

  /** Bring the counters on screen to the current detail (after culling; off-screen ones wait). */
  applyDetail(): void {
    if (this.farOut) return;
    for (const sprite of this.sprites.values()) {
      if (!sprite.culled) sprite.setDetail(this.detail);
    }
  }

  /**
   * The unit of the counter drawn on top at a world point, or null: of the counters whose square
   * holds the point, the one drawn last (highest zIndex), as a click on the picture would pick.
   */
  counterAt(point: PointData): string | null {
    let top: CounterSprite | null = null;
    for (const hex of hexesNear(point)) {
      for (const sprite of this.byHex.get(hexKey(hex)) ?? []) {
        if (sprite.covers(point) && (!top || sprite.zIndex > top.zIndex)) top = sprite;
      }
    }
    return top?.unitId || null;
  }

  /** Where the counter of a unit is drawn (world coordinates of its centre), if it is on the map. */
  positionOf(unitId: string | null): { x: number; y: number } | null {
    const sprite = unitId === null ? undefined : this.sprites.get(unitId);
    return sprite ? { x: sprite.x, y: sprite.y } : null;
  }

  destroy(): void {
    this.sprites.clear();
    this.byHex.clear();
    this.far.destroy();
    this.container.destroy({ children: true });
  }

  private createSprite(): CounterSprite {
    const sprite = new CounterSprite();
    this.container.addChild(sprite);
    return sprite;
  }
}
