// The turn bar on a laptop screen: with *Undo move* showing, at 1400×900 and 1280×800 no word of it
// is cut short (it may wrap to a second row), every button is on screen, and the two Undo buttons
// say in their tooltips what each takes back: the last command, or the whole move of a stack [8.0].
import assert from 'node:assert/strict';

import { clickHex, nextFrames, openGame, toPhase } from '../support.mjs';

/** Every part of the bar that is cut short (its text wider than its box) or off the screen. */
function clipped(page) {
  return page.evaluate(() => {
    const bar = document.querySelector('[data-testid=phase-bar]');
    const out = [];
    for (const el of bar.querySelectorAll('.turn, .phase, .phase-number, .phase-name, button, .autosave')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 || r.right > window.innerWidth || r.left < 0) out.push(el.textContent);
    }
    return out;
  });
}

export const checks = [
  {
    name: '[8.0] turn bar at 1400×900 and 1280×800 with Undo move showing: nothing truncated; Undo and Undo move say what each takes back',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C2709');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      await clickHex(page, 'C2704');
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2704' }).waitFor();
      await page.getByTestId('undo-move').waitFor();

      const undoTitle = await page.getByTestId('undo').getAttribute('title');
      assert.match(undoTitle, /the last command only \(one hex of a move/);
      const moveTitle = await page.getByTestId('undo-move').getAttribute('title');
      assert.match(moveTitle, /whole move of A\/1\/501 this phase — all \d+ steps at once/);

      for (const [width, height] of [
        [1400, 900],
        [1280, 800],
      ]) {
        await page.setViewportSize({ width, height });
        await nextFrames(page);
        assert.deepEqual(await clipped(page), [], `at ${width}×${height} nothing in the bar is cut short or off screen`);
        const bar = await page.getByTestId('phase-bar').boundingBox();
        assert.ok(bar.height <= 90, `at ${width}×${height} the bar is at most two rows (${bar.height}px)`);
        await shot(`83-header-${width}`);
      }
      // The turn keeps its whole description in the tooltip.
      assert.match(await page.getByTestId('phase-bar').locator('.turn').getAttribute('title'), /^GT \d+ · \d+ Sept 1944 · \d{4}–\d{4} \((day|night)\)$/);
    },
  },
];
