// Scenario 30.6's entrenchments placed by hand at the German set-up [30.6, 10.5]: New game starts
// German Preparedness without the computer's set-up; the set-up panel's *Place entrenchments* step
// rings the front-line hexes; a click on the map entrenches one (marked E, the count goes up), a
// second click takes it up again, a hex off the front line is refused with its case; *Place the
// rest for me* places the units and the entrenchments still to go, keeping the player's own.
import assert from 'node:assert/strict';
import { clickHex, continueHandOver, nextFrames, openSetUp, setUpByComputer } from '../support.mjs';

const count = (page) => page.getByTestId('setup-entrenchments-count').textContent();

export const checks = [
  {
    name: '[30.6, 10.5] German Preparedness: the German player entrenches front-line hexes from the set-up panel and the map; off the line is refused; the computer places the rest',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-scenario').selectOption('breakout-preparedness');
      await page.getByTestId('new-game-auto-deploy').uncheck();
      await page.getByTestId('new-game-seed').fill('entrench-e2e');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await continueHandOver(page);

      await page.getByTestId('deployment-heading').filter({ hasText: 'German set-up' }).waitFor();
      const step = page.getByTestId('setup-entrenchments');
      await step.waitFor();
      assert.match(await step.textContent(), /front line/);
      assert.equal(await count(page), '0 of 19 placed');
      assert.match(await page.getByTestId('deployment-count').textContent(), /19 entrenchments to place/);

      await page.getByTestId('setup-entrenchments-toggle').click();
      assert.equal(await page.getByTestId('setup-entrenchments-toggle').getAttribute('aria-pressed'), 'true');
      // a click on a front-line hex of the map entrenches it; a second click takes it up
      await clickHex(page, 'D0925');
      await page.waitForFunction(() => document.querySelector('[data-testid=setup-entrenchments-count]')?.textContent === '1 of 19 placed');
      assert.equal(await page.getByTestId('setup-entrench-D0925').getAttribute('aria-pressed'), 'true');
      await clickHex(page, 'D0925');
      await page.waitForFunction(() => document.querySelector('[data-testid=setup-entrenchments-count]')?.textContent === '0 of 19 placed');
      // off the front line: refused with the case, nothing placed
      await clickHex(page, 'D1520');
      const notice = page.getByTestId('notice');
      await notice.waitFor();
      assert.match(await notice.textContent(), /30\.6/);
      assert.match(await notice.textContent(), /front line/);
      assert.equal(await count(page), '0 of 19 placed');

      // the player's own three: two on the map, one from the panel's list
      await clickHex(page, 'D0711');
      await clickHex(page, 'D0818');
      await page.getByTestId('setup-entrench-D1032').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=setup-entrenchments-count]')?.textContent === '3 of 19 placed');
      await page.evaluate(() => window.__board.centerOn('D0818'));
      await nextFrames(page);
      await shot('93-entrenchments-placing');

      // the computer places the units and the 16 still to go, keeping the player's three
      await page.getByRole('button', { name: 'Place the rest for me' }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid=setup-entrenchments-count]')?.textContent === '19 of 19 placed');
      for (const hex of ['D0711', 'D0818', 'D1032']) assert.equal(await page.getByTestId(`setup-entrench-${hex}`).getAttribute('aria-pressed'), 'true', hex);
      assert.equal(await page.getByTestId('deployment-count').textContent(), 'all placed');
      await nextFrames(page);
      await shot('93-entrenchments-all-placed');

      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await continueHandOver(page);
      await setUpByComputer(page, 'Allied');
      await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
      const log = (await page.locator('.log-entry').allTextContents()).join('\n');
      assert.match(log, /Set-up: entrench D0711 at the set-up/, 'the log files the entrenchments under the set-up');
      assert.match(log, /Set-up: an entrenchment in D1032 .*\[30\.6\]/);
      assert.match(log, /Set-up: the entrenchment in D0925 taken up again \[30\.6\]/);
      await continueHandOver(page);
      await nextFrames(page);
      await shot('93-entrenchments-play-opens');
    },
  },
];
