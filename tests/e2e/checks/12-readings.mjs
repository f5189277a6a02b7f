// [23.0] New game offers the engine's named rule options (readings of unclear cases and optional
// rules); a changed one goes into the game and its save, and the save loads again.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import { openSetUp } from '../support.mjs';

export const checks = [
  {
    name: '[23.0, 14.1, 17.2] New game: readings and optional rules chosen, kept in the game and its save, which loads again',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.waitFor();
      const readings = page.getByTestId('new-game-readings');
      assert.match(await readings.locator('summary').textContent(), /all as the app reads them/);
      await readings.locator('summary').click();
      await page.getByTestId('new-game-reading-weatherOneRoll').check();
      await page.getByTestId('new-game-reading-multiFormationPenalty').selectOption('laterFirersOnly');
      assert.match(await readings.locator('summary').textContent(), /2 changed/);
      assert.match(await readings.textContent(), /only the later firers pay/);
      await page.getByTestId('new-game-auto-deploy').check();
      await shot('12-readings');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('phase-name').filter({ hasText: 'Allied Command' }).waitFor();

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
      const text = await readFile(await download.path(), 'utf8');
      const options = JSON.parse(text).initial.options;
      assert.equal(options.weatherOneRoll, true);
      assert.equal(options.multiFormationPenalty, 'laterFirersOnly');
      // The starting-position check accepts the choice: the save loads without a refusal.
      await page.getByTestId('load-input').setInputFiles({ name: 'readings.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.getByText('Saved game loaded (Game-Turn 50, phase 1).').waitFor();
    },
  },
];
