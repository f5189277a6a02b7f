// Selecting and moving on the map: the path preview under the pointer, a click on a far hex moving
// the unit along it step by step, dragging a counter, and the stack viewer [8.0, 8.4, 8.11, 9.2].
import assert from 'node:assert/strict';

import { clickHex, nextFrames, openGame, toPhase } from '../support.mjs';

/** Hexes `n` steps from C4319 on its own column of rows (same section, rows counted north). */
function rowsAway(hex, n) {
  const row = Number(hex.slice(1, 3));
  const col = hex.slice(3);
  return `${hex[0]}${String(row + n).padStart(2, '0')}${col}`;
}

/** The Allied Conditional Movement Phase (phase 4 of GT 50). */
const toAlliedMovement = (page) => toPhase(page, 'Allied Conditional Movement');

async function pointAt(page, hex) {
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  assert.ok(point, `hex ${hex} has no screen position`);
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await nextFrames(page);
  return point;
}

const pathCount = (page) => page.evaluate(() => window.__board.highlightCount('path'));

/** A hex three away from C4319 that the Move panel previews a path to (tries a few directions). */
async function previewThreeAway(page) {
  for (const n of [3, -3]) {
    const hex = rowsAway('C4319', n);
    await pointAt(page, hex);
    const path = page.getByTestId('move-path');
    if ((await path.count()) > 0) return hex;
  }
  throw new Error('no hex three rows from C4319 is in reach');
}

export const checks = [
  {
    name: '[8.0, 8.4] moving: pointing at a hex previews the path hex by hex; a click moves D/2/506 there step by step',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toAlliedMovement(page);
      await clickHex(page, 'C4319');
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      await page.getByTestId('move-panel').waitFor();
      const target = await previewThreeAway(page);
      // [8.0] the path layer is on the map and the panel writes the path out with MP per hex.
      assert.ok((await pathCount(page)) >= 3, 'the path preview draws every hex of the path');
      const text = await page.getByTestId('move-path').textContent();
      assert.match(text, new RegExp(`^Path to ${target}: C\\d{4} \\([\\d.]+ MP\\) → .*${target} \\([\\d.]+ MP\\)`));
      assert.equal((text.match(/→/g) ?? []).length >= 2, true, 'three hexes away is at least three steps');
      await shot('20-path-preview');

      // Pointing away from any reachable hex clears the path; back again shows it.
      await pointAt(page, 'C4319');
      assert.equal(await pathCount(page), 0, 'no path to the unit’s own hex');
      await pointAt(page, target);
      assert.ok((await pathCount(page)) > 0);

      // [8.0] a click on the far hex moves along the previewed path, one step per hex.
      await page.mouse.down();
      await page.mouse.up();
      await page.getByTestId('move-outcome').waitFor();
      const outcome = await page.getByTestId('move-outcome').textContent();
      assert.match(outcome, new RegExp(`^D/2/506 moved C4319 → ${target} \\(\\d hexes\\)\\.$| stopped at C\\d{4} .*\\[[\\d.]+\\]\\.$`));
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506', 'the moved unit stays selected');
      if (outcome.startsWith('D/2/506 moved')) {
        assert.match(await page.getByTestId('inspector').textContent(), new RegExp(`Hex${target}`));
      }
      const log = await page.getByTestId('log').textContent();
      assert.match(log, /C4319 → C\d{4}/, 'the log lists the steps');
      await nextFrames(page);
      await shot('21-moved');
    },
  },
  {
    name: '[8.0] moving: the keyboard cursor hex previews the path and "Move to" moves there',
    async run({ page, url }) {
      await openGame(page, url);
      await toAlliedMovement(page);
      await clickHex(page, 'C4319');
      await page.getByTestId('move-panel').waitFor();
      // The pointer leaves the map; Shift+arrows on the focused map move the hex cursor.
      await page.mouse.move(2, 2);
      await page.getByTestId('board').focus();
      // The first press shows the cursor on the unit's hex, the next two move it two hexes south.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
      const path = page.getByTestId('move-path');
      await path.waitFor({ timeout: 5000 }).catch(async () => {
        throw new Error(`no path previewed for the cursor hex; the bar under the map says: ${await page.locator('.hex-status, [data-testid=hex-status]').first().textContent()}`);
      });
      const target = (await path.textContent()).match(/^Path to (C\d{4}):/)?.[1];
      assert.ok(target, 'the panel previews the path to the cursor hex');
      assert.ok((await pathCount(page)) > 0, 'the path is drawn for the cursor hex');
      await page.getByTestId('move-to').click();
      await page.getByTestId('move-outcome').waitFor();
      assert.match(await page.getByTestId('move-outcome').textContent(), new RegExp(`moved C4319 → ${target}| stopped at`));
    },
  },
  {
    name: '[8.0] moving: dragging a counter onto a hex moves it there along the path',
    async run({ page, url }) {
      await openGame(page, url);
      await toAlliedMovement(page);
      await page.evaluate(() => window.__board.centerOn('C4219'));
      await nextFrames(page);
      const from = await page.evaluate(() => window.__board.screenPointOfHex('C4319'));
      const to = await page.evaluate(() => window.__board.screenPointOfHex('C4019'));
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 12 });
      await nextFrames(page);
      assert.ok((await pathCount(page)) > 0, 'the path is previewed while dragging');
      await page.mouse.up();
      await page.getByTestId('move-outcome').waitFor();
      assert.match(await page.getByTestId('move-outcome').textContent(), /^D\/2\/506 moved C4319 → C4019 \(\d hexes\)\.$| stopped at /);
      // The map did not pan under the drag: C4019 is where it was on the screen.
      const after = await page.evaluate(() => window.__board.screenPointOfHex('C4019'));
      assert.ok(Math.hypot(after.x - to.x, after.y - to.y) < 1, 'the view stayed put');
    },
  },
  {
    name: '[9.2, 8.11] stack viewer: the units of a hex top first, tick boxes to split, arrows to restack',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toAlliedMovement(page);
      // D/2/506 steps into C4218 and joins 506/101 there: a stack of two [9.0].
      await clickHex(page, 'C4319');
      await page.getByTestId('step-C4218').click();
      await page.getByTestId('log').filter({ hasText: 'C4319 → C4218' }).waitFor();
      const viewer = page.getByTestId('stack-viewer');
      await viewer.waitFor();
      const rows = viewer.locator('li');
      assert.ok((await rows.count()) >= 2);
      assert.match(await viewer.textContent(), /top two .* \[5\.23, 9\.41, 9\.43\]/);
      const firstId = (await rows.first().getAttribute('data-testid')).replace('stack-row-', '');
      const secondId = (await rows.nth(1).getAttribute('data-testid')).replace('stack-row-', '');
      const secondName = await rows.nth(1).locator('.stack-name').textContent();
      // [9.21, 8.51] the second unit goes to the top with a restack command.
      const up = page.getByTestId(`stack-up-${secondId}`);
      if (await up.isEnabled()) {
        await up.click();
        await page.getByTestId(`stack-row-${secondId}`).waitFor();
        const pending = await page.getByTestId('decision-card').count();
        if (pending === 0) {
          assert.equal((await viewer.locator('li').first().getAttribute('data-testid')).replace('stack-row-', ''), secondId, `${secondName} is on top now`);
          await page.getByTestId('log').filter({ hasText: /restack|order/i }).waitFor();
        }
      }
      // [8.11] untick one unit: a split; the Move panel then moves the others only.
      const pick = page.getByTestId(`stack-pick-${firstId}`);
      if ((await pick.count()) > 0 && (await pick.isEnabled()) && (await pick.isChecked())) {
        await pick.uncheck();
        await page.getByTestId('stack-split').waitFor();
        assert.doesNotMatch(await page.getByTestId('move-mp').textContent(), new RegExp(`^${await page.getByTestId(`stack-row-${firstId}`).locator('.stack-name').textContent()}:`));
      }
      await shot('22-stack-viewer');
    },
  },
];
