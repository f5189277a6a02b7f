// The browser checks, in order. Each gets a fresh page; `shot(name)` saves a screenshot.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { PNG } from 'pngjs';

async function openGame(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
}

async function clickHex(page, hex) {
  await page.evaluate((h) => window.__board.centerOn(h), hex);
  await nextFrames(page);
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  assert.ok(point, `hex ${hex} has no screen position`);
  await page.mouse.click(point.x, point.y);
  return point;
}

/** Let the board draw the moved view before pointing at it (Pixi hit-tests the last drawn frame). */
async function nextFrames(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Distinct colours in a region of a screenshot: a blank or failed canvas has one or two. */
function distinctColours(png, box) {
  const seen = new Set();
  for (let y = box.y; y < box.y + box.height; y += 3) {
    for (let x = box.x; x < box.x + box.width; x += 3) {
      const i = (png.width * y + x) * 4;
      seen.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
    }
  }
  return seen.size;
}

async function endPhase(page, times = 1) {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: 'End phase' }).click();
}

export const checks = [
  {
    name: 'the map renders the stitched grid with counters',
    async run({ page, url, shot }) {
      await openGame(page, url);
      const board = await page.getByTestId('board').boundingBox();
      const png = PNG.sync.read(await page.screenshot());
      await shot('01-map');
      const colours = distinctColours(png, { x: Math.round(board.x), y: Math.round(board.y), width: Math.round(board.width), height: Math.round(board.height) });
      assert.ok(colours > 20, `the board shows only ${colours} colours: is the map drawn?`);
      // The whole stitched map: four sections, seams, towns.
      await page.evaluate(() => window.__board.centerOn('C3917', 0.075));
      await nextFrames(page);
      await shot('01-map-all-sections');
      await assert.doesNotReject(page.getByTestId('phase-name').textContent());
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
    },
  },
  {
    name: '[3.5] clicking a counter opens the inspector with that unit’s values',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').waitFor();
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      assert.equal(await page.getByTestId('inspector-subordination').textContent(), '2/506');
      // Hell's Highway [24.2]: the one 2/506 company on the map at the start is a 6-3 [RULES-INVENTORY §4.8].
      assert.equal(await page.getByTestId('inspector-strength').textContent(), '6 SP');
      assert.equal(await page.getByTestId('inspector-mode').textContent(), 'Concentrated');
      assert.equal(await page.locator('[data-testid=inspector-effectiveness] td[data-mode=concentrated]').textContent(), '3');
      assert.equal(await page.locator('[data-testid=inspector-effectiveness] td[data-mode=dispersed]').textContent(), '1');
      assert.match(await page.getByTestId('inspector').textContent(), /HexC4319/);
      await shot('02-inspector');
    },
  },
  {
    name: '[3.41e] an HQ shows its parenthesised effectiveness',
    async run({ page, url }) {
      await openGame(page, url);
      await clickHex(page, 'C3014'); // where the computer's set-up puts the 501st's HQ, within 2 of C3013 [24.2]
      await page.getByTestId('inspector-name').waitFor();
      assert.equal(await page.getByTestId('inspector-name').textContent(), '501/101');
      assert.equal(await page.locator('[data-testid=inspector-effectiveness] td[data-mode=concentrated]').textContent(), '(3)');
    },
  },
  {
    name: 'the hex under the pointer is named, with both ids on an overlap row [3.8]',
    async run({ page, url }) {
      await openGame(page, url);
      await page.evaluate(() => window.__board.centerOn('C2411'));
      await nextFrames(page);
      const point = await page.evaluate(() => window.__board.screenPointOfHex('C2411'));
      await page.mouse.move(point.x, point.y);
      await page.waitForFunction(() => document.querySelector('[data-testid=hover-hex]')?.textContent === 'C2411');
      await page.evaluate(() => window.__board.centerOn('C0117'));
      await nextFrames(page);
      const seam = await page.evaluate(() => window.__board.screenPointOfHex('C0117'));
      await page.mouse.move(seam.x + 1, seam.y + 1);
      await page.waitForFunction(() => document.querySelector('[data-testid=hover-hex]')?.textContent === 'C0117');
      assert.match(await page.getByTestId('hex-status').textContent(), /also D6117/);
    },
  },
  {
    name: '[13.0] a mode change in the Allied Organization Phase, then undo and redo',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await endPhase(page, 8);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Organization');
      await clickHex(page, 'C4319');
      await page.getByRole('button', { name: '→ Dispersed' }).click();
      assert.equal(await page.getByTestId('inspector-mode').textContent(), 'Dispersed');
      assert.match(await page.getByTestId('log').textContent(), /D\/2\/506: Concentrated → Dispersed \[13\.0\]/);
      assert.ok(await page.getByRole('button', { name: '→ Concentrated' }).isDisabled(), 'a second change in the same phase must be refused [13.0]');
      await shot('03-mode-change');
      await page.getByRole('button', { name: 'Undo' }).click();
      assert.equal(await page.getByTestId('inspector-mode').textContent(), 'Concentrated');
      await page.getByRole('button', { name: 'Redo' }).click();
      assert.equal(await page.getByTestId('inspector-mode').textContent(), 'Dispersed');
    },
  },
  {
    name: 'a corrupt save file is refused with a message and the game is kept',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await endPhase(page, 2);
      const before = await page.getByTestId('phase-name').textContent();
      await page.getByTestId('load-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"httr-save","version":2,"state":') });
      await page.getByTestId('notice').waitFor();
      assert.match(await page.getByTestId('notice').textContent(), /save/i);
      assert.equal(await page.getByTestId('phase-name').textContent(), before);
      await shot('04-corrupt-save');
    },
  },
  {
    name: 'the game survives a reload through the autosave',
    async run({ page, url }) {
      await openGame(page, url);
      await endPhase(page, 3);
      // The bar says "saving…" from the render that shows the new phase until the write is done.
      await page.waitForFunction(() => document.querySelector('[data-testid=phase-name]')?.textContent === 'Allied Conditional Movement');
      await page.getByText('autosaved').waitFor();
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true);
      await page.waitForFunction(() => document.querySelector('[data-testid=phase-name]')?.textContent === 'Allied Conditional Movement');
    },
  },
];
