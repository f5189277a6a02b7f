// The charts in the rules panel, drawn from the engine's tables, with the cells a shot or an assault
// reads lit [10.15, 5.61–5.63, 8.72, 8.73, 11.53, 15.5]; the fire panel's chances count every loss a
// result brings, here the extra point of a target in Travel [5.32].
//
// Set-up (sandbox, computer's set-up of seed `hells-highway`): D/2/506 alone at C4319; next to it in
// C4320 the German HQ 1036/59 put in Travel (to be fired at), or 1/1036/59xx (to be assaulted).
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame } from '../support.mjs';

/** The sandbox with German unit `id` (found by `name`) placed next to D/2/506. */
async function sandboxWithTarget(page, url, id, name) {
  await openGame(page, url);
  await clickHex(page, 'C4319');
  await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
  await page.getByTestId('sandbox-button').click();
  await page.getByTestId('sandbox-banner').waitFor();
  await clickHex(page, 'C4320');
  await page.getByTestId('sandbox-filter').fill(name);
  await page.getByTestId(`sandbox-place-${id}`).click();
  await page.getByTestId('sandbox-outcome').filter({ hasText: `${name} placed in C4320` }).waitFor();
}

async function toPhase(page, number, name) {
  await page.getByTestId('sandbox-phase').selectOption(String(number));
  await page.getByTestId('sandbox-set-phase').click();
  await page.getByTestId('phase-name').filter({ hasText: name }).waitFor();
}

export const checks = [
  {
    name: '[5.32, 5.61, 5.63, 10.15] charts: the shot’s row and column lit on 5.61 and 5.63; chances count the Travel point; the TEC and the legend',
    async run({ page, url, shot }) {
      await sandboxWithTarget(page, url, 'de-1036-hq', '1036/59');
      // The German unit in Travel: a numbered result costs it one point more [5.32].
      await clickHex(page, 'C4320');
      await page.getByTestId('sandbox-unit').locator('legend').filter({ hasText: '1036/59' }).waitFor();
      await page.getByTestId('sandbox-mode').selectOption('travel');
      await toPhase(page, 7, 'Allied Free Fire');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
      const chances = page.getByTestId('fire-chances-de-1036-hq');
      await chances.waitFor();
      const text = await chances.textContent();
      assert.match(text, /SP lost \((\d+|D) \+ 1 in Travel\) \d+\/36/, `every loss counted: ${text}`);
      assert.doesNotMatch(text, /disperse or lose/, 'a Travel target has no dispersal choice');
      await shot('80-fire-chances-travel');

      // 5.63: the line and the column of this shot.
      await page.getByTestId('fire-chart-results').click();
      const results = page.getByTestId('chart-5.63');
      await results.waitFor();
      assert.match(await page.getByTestId('chart-5.63-reading').textContent(), /^Fire Value \d+ on the line “not dispersed”: column \d+$/);
      assert.equal(await results.locator('[data-mark=reading]').count(), 1, 'one cell where the line and the column meet');
      assert.ok((await results.locator('.mark-col').count()) >= 11, 'the column is lit down the roll table');
      await nextFrames(page);
      await shot('81-chart-5.63');

      // 5.61: the strength row and the effectiveness column.
      await page.getByTestId('chart-tab-fireValues').click();
      const values = page.getByTestId('chart-5.61');
      await values.waitFor();
      const cell = values.locator('[data-mark=reading]');
      assert.equal(await cell.count(), 1);
      const fv = /Fire Value (\d+)/.exec(await page.getByTestId('fire-panel').textContent())?.[1] ?? (await cell.textContent());
      assert.equal(await cell.textContent(), fv, 'the lit cell is the Fire Value the panel shows');
      await shot('82-chart-5.61');

      // The Terrain Effects Chart: the selected unit's mode column and its hex's terrain row.
      await page.getByTestId('chart-tab-tec').click();
      await page.getByTestId('chart-10.15').waitFor();
      assert.match(await page.getByTestId('chart-10.15-reading').textContent(), /^D\/2\/506: .* column, \w+, in \w+/);
      assert.equal(await page.getByTestId('chart-10.15').locator('[data-mark=reading]').count(), 1);
      assert.equal(await page.getByTestId('chart-10.15').locator('tbody').first().locator('tr').count(), 12, 'every terrain of the map');
      await shot('83-chart-tec');
      await page.getByTestId('chart-tab-legend').click();
      assert.ok((await page.getByTestId('chart-legend').locator('li').count()) >= 12 + 5 + 3);
      await shot('84-chart-legend');
      for (const [tab, id] of [
        ['recovery', 'chart-11.53'],
        ['airstrike', 'chart-15.5'],
      ]) {
        await page.getByTestId(`chart-tab-${tab}`).click();
        await page.getByTestId(id).waitFor();
      }
      assert.equal(await page.getByTestId('chart-15.5').locator('tbody tr').count(), 11, 'rolls 2 to 12');
      await shot('85-chart-15.5');
    },
  },
  {
    name: '[8.72, 8.73] charts: the close-action panel’s reading lit on the Close Action Value and results tables',
    async run({ page, url, shot }) {
      await sandboxWithTarget(page, url, 'de-1036-1', '1/1036/59xx');
      await toPhase(page, 4, 'Allied Conditional Movement');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
      await page.getByTestId('assault-hex-C4320').click();
      await page.getByTestId('close-action-preview').waitFor();
      await page.getByTestId('close-action-chart').click();
      const values = page.getByTestId('chart-8.72');
      await values.waitFor();
      assert.equal(await values.locator('[data-mark=reading]').count(), 1, 'the differentials’ cell');
      const preview = await page.getByTestId('close-action-preview').textContent();
      const value = /value (\w+)/.exec(preview)?.[1];
      assert.equal(await values.locator('[data-mark=reading]').textContent(), value, 'the lit cell is the value the panel shows');
      const odds = /odds (\d+:\d+)/.exec(preview)?.[1];
      assert.match(await page.getByTestId('chart-8.73').locator('select').locator('option:checked').textContent(), new RegExp(`^${odds}`));
      await nextFrames(page);
      await shot('86-chart-close-action');
    },
  },
];
