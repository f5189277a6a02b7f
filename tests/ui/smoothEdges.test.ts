/**
 * The smooth-edges display setting (screen only, no rule case): stored beside the text scale,
 * off by default only where WebGL is drawn in software (src/ui/settings/displaySettings.ts,
 * softwareRenderer.ts).
 */
import { describe, expect, it } from 'vitest';
import { createDisplayStore, loadDisplaySettings, parseDisplaySettings, smoothEdgesFor, type SettingsStorage } from '../../src/ui/settings/displaySettings';
import { isSoftwareRendererName } from '../../src/ui/settings/softwareRenderer';

const memory = (): SettingsStorage => {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
};

describe('smooth edges (screen only, no rule case)', () => {
  it('software rasterisers are told apart from graphics cards by the renderer name', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    ]) {
      expect(isSoftwareRendererName(name), name).toBe(true);
    }
    for (const name of ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)', 'Apple M2', 'Mesa Intel(R) UHD Graphics 620 (KBL GT2)', 'WebKit WebGL']) {
      expect(isSoftwareRendererName(name), name).toBe(false);
    }
    expect(isSoftwareRendererName(null)).toBe(false);
  });

  it('never chosen: on with a graphics card, off in software; a choice wins either way', () => {
    expect(smoothEdgesFor({ smoothEdges: null }, false)).toBe(true);
    expect(smoothEdgesFor({ smoothEdges: null }, true)).toBe(false);
    expect(smoothEdgesFor({ smoothEdges: true }, true)).toBe(true);
    expect(smoothEdgesFor({ smoothEdges: false }, false)).toBe(false);
  });

  it('a choice is stored with the text scale and read back; junk reads as not chosen', () => {
    const storage = memory();
    const store = createDisplayStore(storage);
    store.getState().setTextScale(1.15);
    store.getState().setSmoothEdges(false);
    expect(loadDisplaySettings(storage)).toEqual({ textScale: 1.15, smoothEdges: false, reachOverlay: true, overlaysOpen: false });
    store.getState().setSmoothEdges(true);
    expect(createDisplayStore(storage).getState().smoothEdges).toBe(true);
    expect(parseDisplaySettings(JSON.stringify({ textScale: 1 })).smoothEdges).toBeNull();
    expect(parseDisplaySettings(JSON.stringify({ textScale: 1, smoothEdges: 'yes' })).smoothEdges).toBeNull();
  });
});
