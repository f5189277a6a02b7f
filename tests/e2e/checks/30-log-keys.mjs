// Log highlights, keyboard play, text scale and the Command overlay [8.0, 10.6, 12.0].
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame, showOverlays, toPhase } from '../support.mjs';

const count = (page, layer) => page.evaluate((l) => window.__board.highlightCount(l), layer);
const hexText = (page) => page.getByTestId('hover-hex').textContent();

export const checks = [
  {
    name: '[8.0] log: pointing at a move entry rings its hexes on the map; a click pins it',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C4319');
      await page.getByTestId('move-panel').waitFor();
      const steps = page.locator('[data-testid=move-panel] .hex-choice:not(.joins)');
      const to = (await steps.first().getAttribute('data-testid')).replace('step-', '');
      await clickHex(page, to);
      const entry = page.locator('.log-entry').filter({ hasText: `C4319 → ${to}` });
      await entry.waitFor();
      assert.equal(await count(page, 'log'), 0, 'nothing is ringed before pointing at the entry');
      await entry.hover();
      await nextFrames(page);
      assert.ok((await count(page, 'log')) >= 2, 'the move entry rings the hexes it left and entered');
      await entry.locator('.log-entry-head').click();
      assert.equal(await entry.locator('.log-entry-head').getAttribute('aria-pressed'), 'true');
      await page.mouse.move(5, 5);
      await nextFrames(page);
      assert.ok((await count(page, 'log')) >= 2, 'a pinned entry stays ringed when the pointer leaves');
      await shot('30-log-highlight');
    },
  },
  {
    name: '[9.2] keyboard only: the hex cursor, its hex described, Enter selects, ? lists the keys',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await page.getByTestId('board').focus();
      await page.keyboard.press('Shift+ArrowUp'); // the first press shows the cursor
      const target = 'C4319';
      const parse = (id) => ({ row: Number(id.slice(1, 3)), col: Number(id.slice(3, 5)) });
      for (let guard = 0; guard < 80; guard++) {
        const at = await hexText(page);
        if (at === target) break;
        const a = parse(at);
        const b = parse(target);
        await page.keyboard.press(a.row < b.row ? 'Shift+ArrowUp' : a.row > b.row ? 'Shift+ArrowDown' : a.col < b.col ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
      }
      assert.equal(await hexText(page), target);
      const status = page.getByTestId('hex-status');
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      assert.match(await status.textContent(), /D\/2\/506 \(Allied, \d+ SP, (concentrated|dispersed|travel)/);
      await page.keyboard.press('Enter');
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      await page.keyboard.press('Escape');
      await page.getByTestId('inspector-name').waitFor({ state: 'detached' }).catch(() => {});
      await page.keyboard.press('?');
      const help = page.getByTestId('keyboard-help');
      await help.waitFor();
      assert.match(await help.textContent(), /Shift \+ arrow keys/);
      assert.match(await help.textContent(), /Enter or Space/);
      await nextFrames(page);
      await shot('31-keyboard');
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
    },
  },
  {
    name: 'display: text at 150% scales the panels and bars, the layout holds',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const size = () => page.evaluate(() => parseFloat(window.getComputedStyle(document.querySelector('.side-panel')).fontSize));
      const before = await size();
      await page.getByTestId('display-button').click();
      await page.getByTestId('text-scale-150').check();
      const after = await size();
      assert.ok(Math.abs(after / before - 1.5) < 0.02, `text grows by half (${before}px → ${after}px)`);
      // The board still has room and the turn bar's buttons stay on screen.
      const board = await page.getByTestId('board').boundingBox();
      assert.ok(board && board.width > 500 && board.height > 400, 'the map keeps most of the screen');
      const endButton = await page.getByRole('button', { name: 'End phase' }).boundingBox();
      assert.ok(endButton && endButton.x + endButton.width <= 1400, 'End phase stays on screen');
      await page.getByTestId('display-button').click();
      await nextFrames(page);
      await shot('32-text-scale');
      // The choice survives a reload (kept in localStorage).
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      assert.ok(Math.abs((await size()) / before - 1.5) < 0.02, 'the text scale is kept');
    },
  },
  {
    name: '[12.0, 10.6] Command overlay: 501/101 HQ with its units in and out of communication',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await clickHex(page, 'C3014');
      const name = await page.getByTestId('inspector-name').textContent();
      if (name !== '501/101') {
        // The HQ may not be the top counter of its hex: step through the stack with ].
        for (let i = 0; i < 6 && (await page.getByTestId('inspector-name').textContent()) !== '501/101'; i++) {
          await page.getByTestId('board').focus();
          await page.keyboard.press(']');
        }
      }
      assert.equal(await page.getByTestId('inspector-name').textContent(), '501/101');
      await showOverlays(page);
      await page.getByTestId('overlay-command').check();
      await nextFrames(page);
      assert.ok((await count(page, 'command')) > 20, 'the command layer shades the HQ, its field and its units');
      assert.match(await page.getByTestId('overlay-status').textContent(), /501\/101 heads .*\d+ units in communication/);
      await page.evaluate(() => window.__board.centerOn('C3014', 1));
      await nextFrames(page);
      await shot('33-command-overlay');
      await page.getByTestId('overlay-command').uncheck();
      await nextFrames(page);
      assert.equal(await count(page, 'command'), 0);
    },
  },
];
