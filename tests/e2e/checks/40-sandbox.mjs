// The sandbox: a copy of the position to try things on, edited from its panel, fired in with the
// normal panels, then dropped (the game as it was) or kept as a new game.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withEngine } from '../engine.mjs';
import { clickHex, nextFrames, openGame } from '../support.mjs';

/** D/2/506 (alone at C4319 after openGame) selected and shown in the inspector. */
async function inspectD2506(page) {
  await clickHex(page, 'C4319');
  await page.getByTestId('inspector-name').filter({ hasText: 'D/2/506' }).waitFor();
}

async function outcome(page, pattern) {
  await page.getByTestId('sandbox-outcome').filter({ hasText: pattern }).waitFor();
}

export const checks = [
  {
    name: '[4.0, 5.0] sandbox: edit a copy, try a shot with its chances, return to the game unchanged, then continue from an edited copy',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await inspectD2506(page);
      assert.equal(await page.getByTestId('inspector-strength').textContent(), '6 SP');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
      const logBefore = await page.getByTestId('log').textContent();

      // Into the sandbox: the banner says so; the panel works on the unit selected.
      await page.getByTestId('sandbox-button').click();
      await page.getByTestId('sandbox-banner').waitFor();
      assert.match(await page.getByTestId('sandbox-banner').textContent(), /Sandbox — nothing here changes your game/);
      assert.match(await page.getByTestId('sandbox-unit').locator('legend').textContent(), /^D\/2\/506 Allied in C4319/);
      assert.match(await page.getByTestId('sandbox-panel').textContent(), /chances before you roll; Undo takes a tried roll back/);

      // [3.5a] strength 6 → 3: the inspector (reading the sandbox) shows it.
      await page.getByTestId('sandbox-strength').selectOption('3');
      await outcome(page, 'D/2/506 set to 3 SP');
      assert.match(await page.getByTestId('inspector-strength').textContent(), /^3 SP \(printed 6/);
      // [3.31] the mode list offers only the counter's own modes.
      assert.deepEqual(await page.getByTestId('sandbox-mode').locator('option').allTextContents(), ['Concentrated', 'Dispersed', 'Travel']);

      // [10.1] a unit off the map (a German reinforcement) next to it, in C4320; first a refused hex.
      await clickHex(page, 'C4218');
      await page.getByTestId('sandbox-filter').fill('1/1036/59xx');
      await page.getByTestId('sandbox-place-de-1036-1').click();
      await outcome(page, /\[8\.12\] C4218 holds enemy units/);
      assert.equal(await page.getByTestId('sandbox-outcome').getAttribute('class'), 'sandbox-outcome refused');
      await clickHex(page, 'C4320');
      assert.match(await page.getByTestId('sandbox-hex').locator('legend').textContent(), /Add a unit to C4320/);
      await page.getByTestId('sandbox-place-de-1036-1').click();
      await outcome(page, '1/1036/59xx placed in C4320');
      await nextFrames(page);
      await shot('40-sandbox');

      // [4.0, 5.0] the Allied Free Fire Phase: the fire panel gives the chances before the shot.
      await page.getByTestId('sandbox-phase').selectOption('7');
      await page.getByTestId('sandbox-set-phase').click();
      await page.getByTestId('phase-name').filter({ hasText: 'Allied Free Fire' }).waitFor();
      await inspectD2506(page);
      await page.getByTestId('fire-panel').waitFor();
      const target = page.getByTestId('fire-target-de-1036-1');
      await target.waitFor();
      const chances = await page.getByTestId('fire-panel').locator('.chances').first().textContent();
      assert.match(chances, /\d+\/36/, 'each result is given as ways out of 36 before rolling');
      await shot('41-sandbox-chances');
      await page.getByTestId('fire-button').click();
      await page.getByTestId('result-card').waitFor();
      assert.match(await page.getByTestId('result-card').textContent(), /Roll \d/);
      await nextFrames(page);
      await shot('41-sandbox-fire');

      // Back to the game: exactly as it was (strength, phase, log; no German next to D/2/506).
      await page.getByTestId('sandbox-return').click();
      await page.getByTestId('sandbox-banner').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      assert.equal(await page.getByTestId('inspector-strength').textContent(), '6 SP');
      assert.equal(await page.getByTestId('log').textContent(), logBefore);
      assert.equal(await page.getByTestId('result-card').count(), 0);
      await clickHex(page, 'C4320');
      assert.doesNotMatch(await page.getByTestId('inspector').textContent(), /1\/1036/);
      await nextFrames(page);
      await shot('42-sandbox-return');

      // Again, and this time keep it: the edited position becomes the game, autosaved.
      await inspectD2506(page);
      await page.getByTestId('sandbox-button').click();
      await page.getByTestId('sandbox-strength').selectOption('2');
      await outcome(page, 'D/2/506 set to 2 SP');
      await page.getByTestId('sandbox-continue').click();
      await page.getByTestId('sandbox-continue-confirm').click();
      await page.getByTestId('sandbox-banner').waitFor({ state: 'detached' });
      assert.match(await page.getByTestId('inspector-strength').textContent(), /^2 SP \(printed 6/);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
      // The autosave holds it: a reload brings back the edited position.
      await page.getByTestId('phase-bar').getByText('autosaved').waitFor();
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      await page.getByTestId('phase-name').filter({ hasText: 'Allied Command' }).waitFor();
      await inspectD2506(page);
      assert.match(await page.getByTestId('inspector-strength').textContent(), /^2 SP \(printed 6/);
    },
  },
  {
    name: '[4.0] sandbox dice: the sandbox rolls its own fresh dice, not the game\'s stream (no peeking at the next roll)',
    async run({ page, url }) {
      await openGame(page, url);
      await page.getByTestId('sandbox-button').click();
      await page.getByTestId('sandbox-banner').waitFor();
      const first = await page.getByTestId('sandbox-panel').textContent();
      const seed = /Now seed “(sandbox-[0-9a-f]{16})”, 0 dice rolled/.exec(first);
      assert.ok(seed, `the sandbox starts from a fresh seed of its own: ${first}`);
      // Leave and come back: another fresh seed, so nothing seen in one visit carries over.
      await page.getByTestId('sandbox-return').click();
      await page.getByTestId('sandbox-banner').waitFor({ state: 'detached' });
      await page.getByTestId('sandbox-button').click();
      await page.getByTestId('sandbox-banner').waitFor();
      const second = /Now seed “(sandbox-[0-9a-f]{16})”/.exec(await page.getByTestId('sandbox-panel').textContent());
      assert.ok(second && second[1] !== seed[1], 'each visit to the sandbox has its own dice');
    },
  },
  {
    name: "[4.0] sandbox dice differ from the game's next roll: a shot tried there never shows what the game will roll",
    async run({ page, url }) {
      await openGame(page, url);
      // The game's next two dice, worked out from the game's own saved dice state (as a peeking
      // player would hope to learn them in the sandbox).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
      const text = await readFile(await download.path(), 'utf8');
      const gameNext = await withEngine(async ({ world, parseSave, load }) => {
        const parsed = parseSave(text, world);
        assert.ok(parsed.ok, parsed.ok || parsed.message);
        const { seededDice } = await load('/src/rules/core/dice.ts');
        const dice = seededDice(JSON.parse(JSON.stringify(parsed.save.state.dice)));
        return [dice.die(6), dice.die(6)];
      });

      // Three visits to the sandbox, each with a German unit beside D/2/506, the Allied Free Fire
      // Phase and one shot. Had the sandbox copied the game's dice, every visit would roll the
      // game's next pair; fresh dice match it on all three visits once in 36³.
      const tried = [];
      for (let visit = 0; visit < 3; visit++) {
        await page.getByTestId('sandbox-button').click();
        await page.getByTestId('sandbox-banner').waitFor();
        await clickHex(page, 'C4320');
        await page.getByTestId('sandbox-filter').fill('1/1036/59xx');
        await page.getByTestId('sandbox-place-de-1036-1').click();
        await outcome(page, '1/1036/59xx placed in C4320');
        await page.getByTestId('sandbox-phase').selectOption('7');
        await page.getByTestId('sandbox-set-phase').click();
        await page.getByTestId('phase-name').filter({ hasText: 'Allied Free Fire' }).waitFor();
        await inspectD2506(page);
        await page.getByTestId('fire-target-de-1036-1').click();
        await page.getByTestId('fire-button').click();
        const card = page.getByTestId('result-card');
        await card.waitFor();
        const roll = /Roll (\d) \+ (\d) =/.exec(await card.textContent());
        assert.ok(roll, 'the result card shows both dice');
        tried.push([Number(roll[1]), Number(roll[2])]);
        await page.getByTestId('sandbox-return').click();
        await page.getByTestId('sandbox-banner').waitFor({ state: 'detached' });
      }
      assert.ok(
        tried.some(([a, b]) => a !== gameNext[0] || b !== gameNext[1]),
        `the sandbox rolled ${JSON.stringify(tried)} on three visits, each the game's next roll ${JSON.stringify(gameNext)}`,
      );
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command', 'the game is as it was');
    },
  },
];
