/**
 * The still view as one picture. While the view and the scene under the overlay stay the same,
 * the board draws the map, its highlights, numbers and counters once into a screen-sized texture
 * and then redraws a frame (a hover outline moving, a selection ring, a forced redraw) as that
 * one texture, copied pixel for pixel, with the overlay on top.
 *
 * Why: under a software rasteriser (SwiftShader, Chromium without a GPU) every layer covering the
 * screen costs about the same CPU per pixel whatever it holds, and a still frame at the opening
 * zoom stacked some eight such layers (terrain chunks, hex outlines, the play-area dim, seams,
 * hex numbers, counters): see docs/benchmarks.md, "sixth round — render". With a graphics card
 * it costs one screen-sized texture (a few MB) and one draw per frame.
 *
 * The board owns when the cache is valid: it counts changes to what the cache holds (`scene`)
 * and asks for a new picture only once the scene has held still for a frame, so a pan or a zoom
 * never pays for a picture it throws away the next frame.
 */
import { type Application, type Container, RenderTexture, Sprite } from 'pixi.js';

export class StillViewCache {
  /** The picture, shown under the viewport (at the screen's top left, one texel a pixel). */
  readonly sprite = new Sprite({ label: 'still-view', eventMode: 'none' });
  private texture: RenderTexture | null = null;
  /** The scene count the picture shows (-1: none). */
  private madeFor = -1;

  constructor(
    private readonly app: Application,
    /** The viewport's layers the picture holds (hidden while it is shown). */
    private readonly layers: readonly Container[],
    private readonly antialias: boolean,
  ) {
    this.sprite.visible = false;
  }

  /** True when the picture shows this scene count. */
  holds(scene: number): boolean {
    return this.madeFor === scene && this.texture !== null;
  }

  /** Draws the layers as they are now into the picture (everything else on the stage hidden). */
  make(scene: number, hide: readonly Container[]): void {
    const { renderer, screen, stage } = this.app;
    const width = Math.max(1, Math.ceil(screen.width));
    const height = Math.max(1, Math.ceil(screen.height));
    if (!this.texture || this.texture.width !== width || this.texture.height !== height) {
      this.texture?.destroy(true);
      // Nearest sampling: the picture is drawn at its own size, each texel onto its own pixel.
      this.texture = RenderTexture.create({ width, height, resolution: renderer.resolution, antialias: this.antialias, scaleMode: 'nearest' });
      this.sprite.texture = this.texture;
    }
    this.show(false);
    const hidden = hide.filter((c) => c.visible);
    for (const c of hidden) c.visible = false;
    renderer.render({ container: stage, target: this.texture, clear: true, clearColor: renderer.background.color });
    for (const c of hidden) c.visible = true;
    this.madeFor = scene;
  }

  /** True while the picture is shown instead of its layers. */
  get shown(): boolean {
    return this.sprite.visible;
  }

  /** Shows the picture instead of its layers, or the layers themselves (drawn live). */
  show(on: boolean): void {
    if (this.sprite.visible === on) return;
    this.sprite.visible = on;
    for (const layer of this.layers) layer.renderable = !on;
  }

  destroy(): void {
    this.texture?.destroy(true);
    this.texture = null;
  }
}
