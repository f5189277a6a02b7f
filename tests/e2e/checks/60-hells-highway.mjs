// Hell's Highway played through the screen alone, from the set-up to the victory screen [24.0]:
// the computer's set-up, reinforcements entered from the reinforcement panel (a unit by its button,
// a unit by a click on its marked entry hex) [22.0, 24.3], an off-map battery fired from the battery
// box and the fire panel [24.4], then End phase to the last phase of GT 64 and the victory screen.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

import { clickHex, continueHandOver, nextFrames, openGame } from '../support.mjs';

const turnText = (page) => page.getByTestId('phase-bar').locator('.turn').textContent();

/**
 * End the phase from the turn bar; the first time the End phase summary asks, tick "Don't ask" for
 * this game (as a player hurrying through quiet phases would) and confirm.
 */
async function endPhaseQuickly(page) {
  const before = await page.getByTestId('phase-name').textContent();
  const beforeTurn = await turnText(page);
  // A DOM click on the button, without Playwright's wait for a stable element: in software GL that
  // wait costs a few rendered frames (about 0.6 s) per phase, four times the phase itself.
  await page.getByTestId('end-phase').dispatchEvent('click');
  await page.waitForFunction(
    ({ before, beforeTurn }) =>
      document.querySelector('[data-testid=phase-name]')?.textContent !== before ||
      document.querySelector('.phase-bar .turn')?.textContent !== beforeTurn ||
      document.querySelector('[data-testid=end-phase]')?.disabled === true ||
      document.querySelector('[data-testid=end-phase-summary]') !== null,
    { before, beforeTurn },
    { polling: 20 },
  );
  if (await page.getByTestId('end-phase-summary').count()) {
    await page.getByTestId('end-phase-dont-ask').check();
    await page.getByTestId('end-phase-confirm').click();
    await page.getByTestId('end-phase-summary').waitFor({ state: 'detached' });
  }
}

/** End phases until the turn bar shows Game-Turn `gt` and the phase `phaseName`. */
async function toTurnPhase(page, gt, phaseName) {
  const name = page.getByTestId('phase-name');
  for (let i = 0; i < 16 * 15; i++) {
    await continueHandOver(page);
    if ((await turnText(page)).startsWith(`GT ${gt} `) && (await name.textContent()) === phaseName) return;
    await endPhaseQuickly(page);
  }
  throw new Error(`never reached ${phaseName} of GT ${gt}`);
}

export const checks = [
  {
    name: '[24.0, 22.0, 24.4] Hell’s Highway through the screen: reinforcements entered from the panel, a battery fired, to the victory screen',
    async run({ page, url, shot }) {
      await openGame(page, url);
      // [4.0] The game's seed is random and shown nowhere while the game is on (it would tell the dice).
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save file' }).click()]);
      const seed = JSON.parse(await readFile(await download.path(), 'utf8')).initial.dice.seed;
      assert.match(seed, /^hells-highway-[0-9a-f]{16}$/, 'a fresh seed, not a fixed one');
      assert.ok(!(await page.evaluate(() => document.body.innerText)).includes(seed), 'the seed is not on the screen during the game');
      // GT 50: nobody waits yet; the schedule lists the coming turns [24.3].
      const panel = page.getByTestId('reinforcement-panel');
      await panel.waitFor();
      await page.getByTestId('reinforcement-schedule').locator('summary').click();
      const schedule = await page.getByTestId('reinforcement-schedule').textContent();
      assert.match(schedule, /GT 51 .*Allied, at C2411: .*1CG/);
      assert.match(schedule, /GT 51 .*German, at C2701/);
      assert.match(await page.getByTestId('battery-box').textContent(), /Allied off-map batteries \(6\) \[24\.4\]/);
      await shot('60-schedule-and-batteries');
      await page.getByTestId('reinforcement-schedule').locator('summary').click();

      // GT 51, Allied Conditional Movement: the Allied arrivals are due at C2411, which is marked.
      await toTurnPhase(page, 51, 'Allied Conditional Movement');
      await page.getByTestId('reinforcements-due').waitFor();
      const enter = page.getByTestId('enter-uk-1cg-1-C2411');
      assert.match(await enter.textContent(), /^Enter at C2411 — [\d.]+ MP$/);
      assert.ok((await page.evaluate(() => window.__board.highlightCount('entry'))) >= 1, 'the entry hex is marked on the map');
      await page.evaluate(() => window.__board.centerOn('C2411'));
      await nextFrames(page);
      await shot('61-reinforcements-due');
      await enter.click();
      assert.equal(await page.getByTestId('inspector-name').textContent(), '1/1CG/5', 'the entered unit is selected');
      assert.match(await page.getByTestId('inspector').textContent(), /HexC2411/);
      // It moves on like any unit: a click on the empty hex C2707 (from where it sees the German 85th at C3203–C3204).
      await clickHex(page, 'C2707');
      await page.getByTestId('move-outcome').waitFor();
      assert.match(await page.getByTestId('inspector').textContent(), /HexC2707/);
      assert.equal(await page.getByTestId('enter-uk-1cg-1-C2411').count(), 0, 'an entered unit leaves the list');
      // A second unit: chosen in the panel, entered by a click on its marked hex.
      await page.getByTestId('reinforcement-uk-1cg-2').click();
      await page.getByTestId('reinforcement-chosen').waitFor();
      await clickHex(page, 'C2411');
      assert.equal(await page.getByTestId('reinforcement-uk-1cg-2').count(), 0);
      assert.match(await page.getByTestId('log').textContent(), /C2411/);
      await shot('62-reinforcements-entered');

      // Allied Free Fire: the battery box offers the batteries; one fires at a hex a British unit sees.
      await toTurnPhase(page, 51, 'Allied Free Fire');
      await page.getByTestId('battery-fire-uk-offmap-bty-1').click();
      const fire = page.getByTestId('fire-panel');
      await fire.waitFor();
      assert.match(await fire.locator('h3').textContent(), /Fire with Off-map battery 1/);
      const target = fire.locator('[data-testid^=fire-target-]').first();
      await target.waitFor();
      assert.match(await target.textContent(), /FV \d+/);
      assert.match(await fire.locator('.chances').first().textContent(), /\d+\/36/);
      await shot('63-battery-fire-panel');
      await page.getByTestId('fire-button').click();
      await nextFrames(page);
      // A hit leaves the German player a choice [5.32]: answer it on the decision card.
      if (await page.getByTestId('decision-card').count()) {
        await shot('64a-battery-hit-decision');
        await page.getByTestId('decision-card').locator('[data-testid^=answer-]').first().click();
        await page.getByTestId('decision-card').waitFor({ state: 'detached' });
      }
      assert.match(await page.getByTestId('log').textContent(), /Off-map battery 1/);
      await shot('64-battery-fired');

      // End phase to the end of GT 64 [24.1]: the victory screen names the result.
      const end = page.getByTestId('end-phase');
      const started = Date.now();
      let phases = 0;
      for (; phases < 15 * 15 && !(await end.isDisabled()); phases++) {
        await continueHandOver(page);
        await endPhaseQuickly(page);
      }
      console.log(`    ${phases} phases ended to the end of the game in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const screen = page.getByTestId('victory-screen');
      await screen.waitFor();
      assert.match(await screen.textContent(), /24\.6/);
      assert.ok((await page.getByTestId('victory-seed').textContent()).includes(seed), 'after the game the seed is shown, so anyone may check the rolls');
      await shot('65-victory-screen');
    },
  },
];
