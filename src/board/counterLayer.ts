/**
 * All counters on the map. `sync` diffs the units it is given against the sprites it shows,
 * keyed by unit id: new ids take a sprite from the pool, changed units update in place, gone
 * ids hide theirs and return it to the pool (the selection ring is on the overlay, above every
 * stack). Stacks are drawn as stacks [9.2]: the top unit (stackIndex 0) drawn last, each lower
 * one shifted up and left, with a count badge on stacks of more than two.
 * Far out (no text on counters) the counters are drawn by the far layer (farCounterLayer.ts), a
 * cached texture per map chunk; the sprites here stay in place, hidden, for clicks.
 */
import { Container, type FederatedPointerEvent } from 'pixi.js';
import { MAX_COLS, hexToPixel, parseHexId, type Hex, type HexId, stacksByHex, type Unit } from '../rules/api';
import type { MapChunk } from './chunks';
import { CounterSprite, type TextDetail } from './counterSprite';
import { FarCounterLayer } from './farCounterLayer';
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
  readonly far = new FarCounterLayer();
  private readonly sprites = new Map<string, CounterSprite>();
  // Pooled sprites stay in the container, hidden: detaching thousands of children one by one
  // costs a search and a splice each.
  private readonly pool = new Pool<CounterSprite>(() => this.createSprite());
  private detail: TextDetail = 2;
  /** True while the far layer draws the counters (detail 0). */
  private farOut = false;

  /** Called with the unit id when a counter is tapped (the pointer module decides if it was a click). */
  onTap: (unitId: string, event: FederatedPointerEvent) => void = () => {};

  constructor() {
    this.container.sortableChildren = true;
  }

  sync(units: readonly Unit[]): void {
    const seen = new Set<string>();
    for (const [hexId, stackUnits] of stacksByHex(units)) {
      const hex = parseCached(hexId);
      if (!hex) continue;
      const centre = hexToPixel(hex, SIZE);
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

  /** Where the counter of a unit is drawn (world coordinates of its centre), if it is on the map. */
  positionOf(unitId: string | null): { x: number; y: number } | null {
    const sprite = unitId === null ? undefined : this.sprites.get(unitId);
    return sprite ? { x: sprite.x, y: sprite.y } : null;
  }

  destroy(): void {
    this.sprites.clear();
    this.far.destroy();
    this.container.destroy({ children: true });
  }

  private createSprite(): CounterSprite {
    const sprite = new CounterSprite();
    sprite.on('pointertap', (event: FederatedPointerEvent) => {
      if (sprite.unitId) this.onTap(sprite.unitId, event);
    });
    this.container.addChild(sprite);
    return sprite;
  }
}
