// A first visit opens on a small welcome card: what the game is, New game…, Load…, the rules
// index, and how a turn is played. It goes with Escape or Start, stays gone on reload, never covers
// a game picked up from the autosave, and comes back from the Help button.
import assert from 'node:assert/strict';

import { nextFrames } from '../support.mjs';

async function boardReady(page) {
  await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
  await nextFrames(page);
}

export const checks = [
  {
    name: 'welcome: on a first visit a card says what the game is and how to play, with New game…, Load… and Rules index; Help brings it back',
    async run({ page, url, shot }) {
      await page.goto(url);
      await boardReady(page);
      const card = page.getByTestId('welcome');
      await card.waitFor();
      const text = await card.textContent();
      assert.match(text, /Market-Garden/);
      assert.match(text, /select it.*End phase/s);
      for (const id of ['welcome-new-game', 'welcome-load', 'welcome-rules', 'welcome-close']) assert.equal(await page.getByTestId(id).count(), 1, id);
      await shot('85-welcome-first-visit');

      // Escape closes it, and a reload (nothing played yet, so nothing autosaved) does not bring it back.
      await page.keyboard.press('Escape');
      await card.waitFor({ state: 'detached' });
      await page.reload();
      await boardReady(page);
      assert.equal(await card.count(), 0, 'seen once: not again on reload');

      // Help brings it back; each way in closes it and opens what it names.
      await page.getByTestId('help-button').click();
      await page.getByTestId('welcome-rules').click();
      await page.getByTestId('rules-panel').waitFor();
      assert.equal(await card.count(), 0);
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('help-button').click();
      await page.getByTestId('welcome-new-game').click();
      await page.getByTestId('new-game-dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });
      await page.getByTestId('help-button').click();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('welcome-load').click()]);
      assert.ok(chooser, 'Load… opens the file picker');
      assert.equal(await card.count(), 0);
    },
  },
  {
    name: 'welcome: a game picked up from the autosave opens without the card, even in a browser that never closed it',
    async run({ page, url, shot }) {
      await page.goto(url);
      await boardReady(page);
      await page.getByTestId('welcome-close').click();
      // A command, so the game is autosaved; then forget that the welcome was seen.
      await page.getByRole('button', { name: 'Place the rest for me' }).click();
      await page.getByText('autosaved').waitFor();
      await page.evaluate(() => window.localStorage.removeItem('httr:welcome-seen'));
      await page.reload();
      await boardReady(page);
      await page.getByTestId('deployment-panel').waitFor();
      assert.equal(await page.getByTestId('welcome').count(), 0, 'a restored game is not covered');
      await shot('85-restored-no-welcome');
      // Help over a game in progress says so, and its button goes back to that game.
      await page.getByTestId('help-button').click();
      assert.match(await page.getByTestId('welcome').textContent(), /Behind this card: your game of Hell.s Highway.*, Game-Turn \d+\./);
      assert.equal(await page.getByTestId('welcome-close').textContent(), 'Back to the game');
      await page.getByTestId('welcome-close').click();
      assert.equal(await page.getByTestId('welcome').count(), 0);
    },
  },
];
