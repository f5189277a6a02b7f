// The Display menu's "Smooth edges on the map" (screen only, no rule case): off by default where
// WebGL is drawn in software (these checks run on SwiftShader), turning it on makes a new board
// whose canvas multisamples, on the same view; the choice is kept across a reload.
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { nextFrames, openGame } from '../support.mjs';

/** The board canvas's WebGL context attributes (getContext on a canvas hands back its context). */
const canvasAntialias = (page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('[data-testid=board] canvas');
    const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
    return gl?.getContextAttributes()?.antialias ?? null;
  });

/** Wait for the board made after the setting changed: ready, and its canvas with the wanted multisampling. */
const boardWith = (page, antialias) =>
  page.waitForFunction(
    (want) => {
      const canvas = document.querySelector('[data-testid=board] canvas');
      const gl = canvas?.getContext('webgl2') ?? canvas?.getContext('webgl');
      return window.__board?.ready === true && gl?.getContextAttributes()?.antialias === want;
    },
    antialias,
    { timeout: 30000 },
  );

/** Colours in a region, every pixel: edges drawn smooth add the in-between shades. */
function allColours(png, box) {
  const seen = new Set();
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const i = (png.width * y + x) * 4;
      seen.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
    }
  }
  return seen.size;
}

/** The share of pixels that differ between two screenshots of one size. */
function changedPixels(a, b) {
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) changed++;
  }
  return changed / (a.width * a.height);
}

export const checks = [
  {
    name: 'display: smooth edges start off on software WebGL; turning them on makes a multisampled board on the same view, kept after a reload',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const renderer = await page.evaluate(() => {
        const gl = document.createElement('canvas').getContext('webgl2');
        const info = gl?.getExtension('WEBGL_debug_renderer_info');
        return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null;
      });
      assert.match(String(renderer), /SwiftShader/i, `the checks run on SwiftShader (${renderer})`);
      assert.equal(await canvasAntialias(page), false, 'software WebGL: the board starts without multisampling');
      await page.getByTestId('display-button').click();
      const box = page.getByTestId('smooth-edges');
      assert.equal(await box.isChecked(), false, 'the Display menu shows smooth edges off');
      assert.match(await page.getByTestId('display-popover').textContent(), /without a graphics card/);
      await shot('71-display-menu');
      await page.getByTestId('display-button').click();

      // A close view of D/2/506's counter at C4319 and the hexes around it: counters, outlines, rivers.
      await page.evaluate(() => window.__board.centerOn('C4319', 3));
      await nextFrames(page);
      const centre = await page.evaluate(() => window.__board.screenPointOfHex('C4319'));
      const clip = { x: Math.round(centre.x - 160), y: Math.round(centre.y - 120), width: 320, height: 240 };
      const viewOff = await page.evaluate(() => window.__board.visibleWorld());
      const off = PNG.sync.read(await page.screenshot({ clip }));
      await shot('71-smooth-edges-off');

      await page.getByTestId('display-button').click();
      await box.check();
      await boardWith(page, true);
      await page.getByTestId('display-button').click();
      await nextFrames(page);
      const viewOn = await page.evaluate(() => window.__board.visibleWorld());
      for (const key of ['x', 'y', 'width', 'height']) {
        assert.ok(Math.abs(viewOn[key] - viewOff[key]) < 1, `the new board keeps the view (${key}: ${viewOff[key]} → ${viewOn[key]})`);
      }
      const on = PNG.sync.read(await page.screenshot({ clip }));
      await shot('71-smooth-edges-on');
      const box0 = { x: 0, y: 0, width: clip.width, height: clip.height };
      const [coloursOff, coloursOn] = [allColours(off, box0), allColours(on, box0)];
      assert.ok(coloursOn > coloursOff, `smooth edges add in-between shades (${coloursOff} colours off, ${coloursOn} on)`);
      assert.ok(changedPixels(off, on) > 0.01, 'the edges of lines and counters are drawn differently');

      // The choice is kept (localStorage) and applied to the board a reload makes.
      await page.reload();
      await boardWith(page, true);
      await page.getByTestId('display-button').click();
      assert.equal(await page.getByTestId('smooth-edges').isChecked(), true, 'smooth edges stay on after a reload');
      await page.getByTestId('smooth-edges').uncheck();
      await boardWith(page, false);
    },
  },
];
