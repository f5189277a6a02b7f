/**
 * A canvas whose WebGL context tells Pixi it has at most MAX_BATCH_TEXTURES texture units.
 * Pixi batches sprites of up to that many textures into one draw, and its fragment shader picks
 * the texture with a chain of ifs: a software rasteriser (SwiftShader, Chromium without a GPU)
 * pays for the whole chain at every pixel, so a full-screen layer of cached chunk textures cost
 * several times what it does with a short chain (measured with the render benchmark; see
 * docs/benchmarks.md). A GPU loses nothing but a few more draw calls.
 */
const MAX_BATCH_TEXTURES = 4;

export function canvasWithFewBatchTextures(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const getContext = canvas.getContext.bind(canvas) as (kind: string, attributes?: unknown) => RenderingContext | null;
  const patched = (kind: string, attributes?: unknown): RenderingContext | null => {
    const context = getContext(kind, attributes);
    if ((kind === 'webgl2' || kind === 'webgl') && context && !(context as { fewBatchTextures?: boolean }).fewBatchTextures) {
      const gl = context as WebGLRenderingContext;
      const getParameter = gl.getParameter.bind(gl) as (name: number) => unknown;
      Object.assign(gl, {
        fewBatchTextures: true,
        getParameter: (name: number): unknown => {
          const value = getParameter(name);
          return name === gl.MAX_TEXTURE_IMAGE_UNITS && typeof value === 'number' ? Math.min(MAX_BATCH_TEXTURES, value) : value;
        },
      });
    }
    return context;
  };
  canvas.getContext = patched as typeof canvas.getContext;
  return canvas;
}
