// Part of a Hell's Highway Game-Turn played hot-seat through the screen only: a new game from the
// dialog, moves by clicking a far hex, fire with its chances shown first, the hit unit's owner
// called to the screen for the choice, a rule opened from a counter, and opportunity fire set off
// by a German move and answered by the Allied player after a hand-over, and the close-action
// panel's odds and chances before an assault [4.0, 5.0, 5.33, 8.0, 8.4, 8.6].
//
// Seed `hells-highway` with the computer's set-up (the engine's deterministic placement): A/1/501
// at C2709, 1/1054/85xx at C2601. The same commands through the engine (tests kept this in step)
// give: A/1/501's shot in the Allied Free Fire Phase hits, so the German player chooses.
import assert from 'node:assert/strict';
import { clickHex, continueHandOver, endPhase, nextFrames, openSetUp, toPhase } from '../support.mjs';

const phaseName = (page) => page.getByTestId('phase-name').textContent();

/** The log shows its newest entry (it follows play unless the player scrolls up). */
async function newestLogEntryInView(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const log = document.querySelector('[data-testid=log]');
    const entries = log.querySelectorAll('.log-entry');
    const last = entries[entries.length - 1].getBoundingClientRect();
    const box = log.getBoundingClientRect();
    return last.bottom <= box.bottom + 2 && last.bottom > box.top;
  });
}

/** The hand-over cover must be up for `side`, naming why; then that player takes the screen. */
async function expectHandOver(page, side, why) {
  const cover = page.getByTestId('handover');
  await cover.waitFor();
  assert.equal(await cover.locator('h1').textContent(), `Hand the screen to the ${side} player`);
  if (why) assert.match(await cover.textContent(), why);
  assert.equal(await continueHandOver(page), side);
}

/** Select the unit in `hex` by clicking it and check the inspector names it. */
async function select(page, hex, name) {
  await clickHex(page, hex);
  await page.getByTestId('inspector-name').filter({ hasText: name }).waitFor();
}

/** Point at `hex`, check the path preview, click it: the selected unit goes there step by step. */
async function moveTo(page, hex, name) {
  await page.evaluate((h) => window.__board.centerOn(h), hex);
  await nextFrames(page);
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  await page.mouse.move(point.x, point.y, { steps: 3 });
  await nextFrames(page);
  const path = page.getByTestId('move-path');
  await path.waitFor();
  assert.match(await path.textContent(), new RegExp(`Path to ${hex}`));
  assert.ok((await page.evaluate(() => window.__board.highlightCount('path'))) >= 2, 'the path is drawn on the map');
  await page.mouse.click(point.x, point.y);
  await page.getByTestId('inspector-hex').filter({ hasText: hex }).waitFor();
  assert.match(await page.getByTestId('log').textContent(), new RegExp(`${name}[^]*${hex}`));
}

export const checks = [
  {
    name: '[4.0, 5.0, 8.4, 8.6] hot-seat Game-Turn through the screen: move, fire with chances, the owner’s choice and opportunity fire after hand-overs, a rule from a counter, close-action odds, on to GT 51',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-style-hotSeat').check();
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('hells-highway');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectHandOver(page, 'Allied', /Allied Command Phase/);

      // Allied Conditional Movement: A/1/501 marches four hexes west along the road [8.0].
      await toPhase(page, 'Allied Conditional Movement');
      await select(page, 'C2709', 'A/1/501');
      await moveTo(page, 'C2704', 'A/1/501');
      await shot('90-hotseat-allied-move');

      // The German player is called for his phases; 1/1054/85xx closes up next to A/1/501.
      await endPhase(page);
      await expectHandOver(page, 'German', /German Conditional Fire/);
      await toPhase(page, 'German Conditional Movement');
      await select(page, 'C2601', '1/1054/85xx');
      await moveTo(page, 'C2703', '1/1054/85xx');

      // Allied Free Fire: the fire panel gives the Fire Value and every result's chance before the roll [5.0].
      await endPhase(page);
      await expectHandOver(page, 'Allied', /Allied Free Fire/);
      assert.equal(await phaseName(page), 'Allied Free Fire');
      await select(page, 'C2704', 'A/1/501');
      const target = page.getByTestId('fire-target-de-1054-1');
      await target.waitFor();
      const line = await target.locator('..').textContent();
      assert.match(line, /1\/1054\/85xx in C2703 — FV \d+/);
      assert.match(line, /\d+\/36/, 'the chance of each result is shown before rolling');
      await shot('91-hotseat-fire-chances');
      await page.getByTestId('fire-button').click();

      // The hit unit's owner takes the result [5.33]: the German player is called, chooses, hands back.
      await expectHandOver(page, 'German', /decision|hit|5\.3/i);
      const card = page.getByTestId('decision-card');
      await card.waitFor();
      assert.match(await card.textContent(), /1\/1054\/85xx/);
      await shot('92-hotseat-owner-choice');
      await card.getByRole('button', { name: /disperse/i }).click();
      await expectHandOver(page, 'Allied', /Allied Free Fire/);
      assert.equal(await card.count(), 0, 'the decision is answered');
      assert.match(await page.getByTestId('log').textContent(), /dice/i, 'the log shows the roll');

      // [4.0] The Undo setting was agreed at New game; now that dice have rolled, one player alone
      // cannot loosen it (the store refuses, the panel says why).
      await page.getByTestId('players-button').click();
      assert.equal(await page.getByTestId('players-undo').inputValue(), 'notPastDice');
      await page.getByTestId('players-undo').selectOption('anyTime');
      await page.getByTestId('notice').filter({ hasText: 'agreed at the start of this game' }).waitFor();
      assert.equal(await page.getByTestId('players-undo').inputValue(), 'notPastDice', 'the setting stays as agreed');
      assert.match(await page.getByTestId('players-panel').textContent(), /agreed by both players/);
      await page.getByTestId('players-panel').getByRole('button', { name: 'Close' }).click();

      // A rule from a counter: the inspector's case link opens our summary of it.
      await select(page, 'C2704', 'A/1/501');
      await page.getByTestId('inspector-effectiveness').getByRole('button', { name: 'Rule 3.5b' }).click();
      const rule = page.getByTestId('rule-detail');
      await rule.waitFor();
      assert.match(await rule.textContent(), /3\.5b/);
      await shot('93-hotseat-rule');
      await page.keyboard.press('Escape');

      // German Conditional Movement: leaving the Allied zone of control sets off opportunity fire [8.4];
      // the Allied player is called to answer, with the shot's chances on the card.
      await toPhase(page, 'German Conditional Movement');
      await select(page, 'C2703', '1/1054/85xx');
      await clickHex(page, 'C2702');
      await expectHandOver(page, 'Allied', /opportunity|8\.4/i);
      await card.waitFor();
      // The card says where the move stopped and why, not only what to decide [8.4].
      assert.match(await page.getByTestId('decision-move-stopped').textContent(), /1\/1054\/85xx[^]*C2703[^]*fire first/);
      const shotButton = page.getByTestId('answer-opportunityFire');
      assert.match(await shotButton.textContent(), /A\/1\/501 fires at 1\/1054\/85xx/);
      assert.match(await card.textContent(), /\d+\/36/, 'the opportunity shot shows its chances');
      await shot('94-hotseat-opportunity-fire');
      await shotButton.click();
      // Whatever the roll, every further decision goes to its owner through a hand-over until the
      // German player has the screen back for his move.
      for (let i = 0; i < 4 && (await page.getByTestId('decision-card').count()); i++) {
        await continueHandOver(page);
        const answers = page.getByTestId('decision-card').getByRole('button');
        if (await answers.count()) await answers.first().click();
      }
      await continueHandOver(page);
      assert.equal(await phaseName(page), 'German Conditional Movement');
      assert.match(await page.getByTestId('log').textContent(), /opportunity/i);
      assert.ok(await newestLogEntryInView(page), 'the log follows play to its newest entry');
      await shot('95-hotseat-after-opportunity-fire');

      // Allied Conditional Movement: A/1/501 closes on 1/1054/85xx (the German player may fire as it
      // leaves his zone of control) and the close-action panel shows the odds before any assault [8.6].
      await toPhase(page, 'Allied Conditional Movement');
      await select(page, 'C2704', 'A/1/501');
      // Next to the enemy, the path preview says whether an assault is still possible from there [8.6].
      await page.evaluate(() => window.__board.centerOn('C2703'));
      await nextFrames(page);
      const c2703 = await page.evaluate(() => window.__board.screenPointOfHex('C2703'));
      await page.mouse.move(c2703.x, c2703.y, { steps: 3 });
      await page.getByTestId('move-path').waitFor();
      assert.match(await page.getByTestId('move-path').textContent(), /close action (possible )?from C2703/);
      await shot('96-hotseat-path-close-action');
      await clickHex(page, 'C2703');
      for (let i = 0; i < 4 && (await page.getByTestId('handover').count()); i++) {
        await continueHandOver(page);
        const answers = page.getByTestId('decision-card').getByRole('button');
        if (await answers.count()) await answers.last().click();
      }
      await continueHandOver(page);
      await page.getByTestId('inspector-hex').filter({ hasText: 'C2703' }).waitFor();
      await page.getByTestId('assault-hex-C2702').click();
      const preview = page.getByTestId('close-action-preview');
      await preview.waitFor();
      const odds = await preview.textContent();
      assert.match(odds, /A\/1\/501 against 1\/1054\/85xx: odds \d+:\d+/, 'both top units and the odds');
      assert.match(odds, /effectiveness [+-]\d+, morale [+-]\d+/, 'the differentials');
      assert.match(odds, /\d in 6: /, 'the chance of each result');
      await shot('96-hotseat-close-action-preview');

      // The rest of the Game-Turn: the German Free Fire Phase, the Game-Turn Record, and GT 51 begins
      // with the Allied Command Phase [4.0].
      await toPhase(page, 'Allied Command');
      assert.match(await page.getByTestId('phase-bar').locator('.turn').textContent(), /^GT 51 /);
      assert.match(await page.getByTestId('log').textContent(), /Game-Turn Record/);
      assert.ok(await newestLogEntryInView(page), 'the log still shows its newest entry after a whole Game-Turn');
    },
  },
];
