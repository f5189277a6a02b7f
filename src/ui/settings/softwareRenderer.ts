/**
 * Whether the browser draws WebGL in software (no graphics card in use): Chromium's SwiftShader,
 * Mesa's llvmpipe or softpipe, Windows' Basic Render Driver. There every pixel of the map is paid
 * on the CPU, so the smooth-edges setting (displaySettings.ts) starts off there.
 */

/** The renderer names of software rasterisers, as browsers report them (often inside an ANGLE string). */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software rasterizer|basic render driver/i;

export function isSoftwareRendererName(name: string | null): boolean {
  return name !== null && SOFTWARE_RENDERERS.test(name);
}

let detected: string | null | undefined;

/**
 * The WebGL renderer's name, read once from a throwaway context (the unmasked name where the
 * browser gives it, else the plain one); null where WebGL or a DOM is missing.
 */
export function webglRendererName(): string | null {
  if (detected !== undefined) return detected;
  detected = null;
  try {
    if (typeof document === 'undefined') return detected;
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    if (!gl) return detected;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    detected = typeof name === 'string' ? name : null;
    // Give the context back at once: browsers cap the live WebGL contexts of a page.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    detected = null;
  }
  return detected;
}

/** True when this browser's WebGL is drawn in software (checked once). */
export function softwareRendering(): boolean {
  return isSoftwareRendererName(webglRendererName());
}
