// The play flow: the New game dialog, the hot-seat hand-over cover, the End phase summary.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { PNG } from 'pngjs';
import { withEngine } from '../engine.mjs';
import { clickHex, distinctColours, endPhase, nextFrames, openSetUp } from '../support.mjs';

/**
 * A save made from the sources at test time: Hell's Highway set up by the computer (seed
 * `hells-highway`), with 1/2107P/107 moved next to D/2/506 (C4319) and 2/2107P/107 disrupted, then
 * the phases ended up to the Allied Free Fire Phase (phase 7 of GT 50). An edited starting position
 * is not the scenario's set-up, so the file says it is a sandbox game (it loads labelled so).
 */
async function commandPhaseSave() {
  return withEngine(async ({ rules, world, hellsHighway, newScenarioGame, serializeSave }) => {
    const initial = JSON.parse(JSON.stringify(newScenarioGame(hellsHighway, world, { seed: 'hells-highway', autoDeploy: true })));
    Object.assign(rules.unitById(initial, 'de-2107p-1'), { hex: 'C4318', mode: 'concentrated', stackIndex: 0 });
    rules.unitById(initial, 'de-2107p-2').status.disrupted = true;
    const commands = [];
    let state = initial;
    while (state.phase !== 7) {
      const next = rules.apply(state, { type: 'endPhase' }, world);
      if (!next.ok) throw new Error(`[${next.rule}] ${next.message}`);
      commands.push({ type: 'endPhase' });
      state = next.state;
    }
    return serializeSave({ initial, origin: 'sandbox', commands, state });
  });
}

/** The element at the middle of a test id's box: which element the player would see and click there. */
async function topmostAtCentreOf(page, testId) {
  const box = await page.getByTestId(testId).boundingBox();
  assert.ok(box, `${testId} has a box`);
  return page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return { inCover: !!el?.closest('[data-testid="handover"]'), inBoard: !!el?.closest('[data-testid="board"]'), inSide: !!el?.closest('.side-panel') };
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

async function handOver(page, side) {
  const cover = page.getByTestId('handover');
  await cover.waitFor();
  assert.equal(await cover.locator('h1').textContent(), `Hand the screen to the ${side} player`);
  await cover.getByRole('button', { name: `I am the ${side} player — continue` }).click();
  await cover.waitFor({ state: 'detached' });
}

export const checks = [
  {
    name: '[24.2, 4.0] New game dialog: hot-seat with the computer’s set-up; the hand-over cover hides the map until the player continues; End phase asks with a summary',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      // The app opens as solo: no cover in front of the set-up.
      assert.equal(await page.getByTestId('handover').count(), 0);

      // The dialog: labelled, first field focused, a seed already filled in; Escape cancels.
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await dialog.waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'new-game-scenario');
      assert.match(await page.getByTestId('new-game-seed').inputValue(), /^hells-highway-\w+/);
      assert.ok(await page.getByTestId('new-game-rule-leaders').isChecked(), 'the leaders option [19.8] is offered, on by default');
      assert.doesNotMatch(await dialog.textContent(), /replaces the game in progress/, 'nothing played yet: no warning about losing it');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('deployment-heading').textContent(), 'German set-up', 'Cancel changed nothing');

      await page.getByRole('button', { name: 'New game…' }).click();
      await dialog.waitFor();
      await page.getByTestId('new-game-style-hotSeat').check();
      assert.equal(await page.getByTestId('new-game-undo').inputValue(), 'notPastDice', 'hot-seat defaults to Undo not past a die roll');
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('hells-highway');
      await shot('10-newgame');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Hot-seat: play opens at the Allied Command Phase, so the Allied player is called to the screen.
      const cover = page.getByTestId('handover');
      await cover.waitFor();
      assert.equal(await cover.locator('h1').textContent(), 'Hand the screen to the Allied player');
      assert.match(await cover.textContent(), /Allied Command Phase/);
      await nextFrames(page);
      const board = await topmostAtCentreOf(page, 'board');
      assert.deepEqual(board, { inCover: true, inBoard: false, inSide: false }, 'the cover is on top of the map');
      const side = await topmostAtCentreOf(page, 'log');
      assert.equal(side.inCover && !side.inSide, true, 'the cover is on top of the side panel');
      assert.ok(await page.evaluate(() => document.querySelector('.app')?.inert === true), 'nothing behind the cover can be reached');
      await shot('11-handover');
      // An opaque cover: the map's many colours do not show through.
      const png = PNG.sync.read(await page.screenshot());
      const mapBox = await page.getByTestId('board').boundingBox();
      const box = { x: Math.round(mapBox.x) + 10, y: Math.round(mapBox.y) + 10, width: 200, height: 150 };
      assert.ok(distinctColours(png, box) <= 3, `the map is hidden (${distinctColours(png, box)} colours where the map is)`);

      await cover.getByRole('button', { name: 'I am the Allied player — continue' }).click();
      await cover.waitFor({ state: 'detached' });
      assert.equal((await topmostAtCentreOf(page, 'board')).inBoard, true, 'the map is back');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');

      // Nothing is possible in this Command Phase: End phase ends it at once; the German player is called.
      await page.getByTestId('end-phase').click();
      await handOver(page, 'German');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'German Organization');

      // The German units may change mode: End phase asks first, listing that.
      await page.getByTestId('end-phase').click();
      const summary = page.getByRole('dialog', { name: /End the German Organization Phase/ });
      await summary.waitFor();
      const possible = await page.getByTestId('end-phase-possible').textContent();
      assert.match(possible, /\d+ units? can change mode \[13\.0\]/);
      await shot('12-endphase');
      await summary.getByRole('button', { name: 'Keep playing' }).click();
      await summary.waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('phase-name').textContent(), 'German Organization', 'Keep playing keeps the phase');

      // The E key opens the same summary; ending the phase calls the Allied player.
      await page.keyboard.press('e');
      await summary.waitFor();
      await summary.getByRole('button', { name: 'End the phase' }).click();
      await handOver(page, 'Allied');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Fire');
    },
  },
  {
    name: 'Players control: back to solo, the hand-over cover goes; the setting survives a reload',
    async run({ page, url }) {
      await openSetUp(page, url);
      await page.getByTestId('players-button').click();
      await page.getByTestId('players-style-hotSeat').check();
      // The German set-up is on: the German player is called.
      await page.getByTestId('handover').waitFor();
      assert.match(await page.getByTestId('handover').textContent(), /German set-up \[24\.2\]/);
      await page.reload();
      await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
      await handOver(page, 'German');
      assert.equal(await page.getByTestId('players-button').textContent(), 'Players: Hot-seat');
      await page.getByTestId('players-button').click();
      await page.getByTestId('players-style-solo').check();
      assert.equal(await page.getByTestId('handover').count(), 0);
      assert.equal(await page.getByTestId('players-undo').inputValue(), 'anyTime', 'solo defaults to Undo any time');
    },
  },
  {
    name: '[11.53, 8.4] the Command Phase report lists the recovery roll; the computer answers German opportunity fire and says so',
    async run({ page, url, shot }) {
      const save = await commandPhaseSave();
      await openSetUp(page, url);
      await page.getByTestId('load-input').setInputFiles({ name: 'command-phase.json', mimeType: 'application/json', buffer: Buffer.from(save) });
      await page.getByTestId('notice').filter({ hasText: 'Sandbox game loaded' }).waitFor({ timeout: 30000 });
      assert.equal(await page.getByTestId('sandbox-game').textContent(), 'Sandbox game', 'a sandbox-born game is labelled on screen');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Free Fire');
      assert.equal(await page.getByTestId('command-report').count(), 0);

      // Into the German Command Phase: the engine rolls for the disrupted unit [11.53].
      await endPhase(page);
      const report = page.getByTestId('command-report');
      await report.waitFor();
      assert.equal(await page.getByTestId('phase-name').textContent(), 'German Command');
      assert.match(await report.textContent(), /1 unit (recovered from disruption|still disrupted) \[11\.53\]: 2\/2107P\/107/);
      assert.ok((await report.getByRole('button', { name: 'Rule 11.53' }).count()) > 0, 'the case is a link');
      await shot('13-command-report');
      await report.getByRole('button', { name: 'Dismiss the Command Phase report' }).click();
      await report.waitFor({ state: 'detached' });

      // The computer answers the German player's opportunity fire [8.4].
      await endPhase(page);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Organization');
      await page.getByTestId('players-button').click();
      await page.getByTestId('players-german-auto-all').click();
      await page.getByTestId('players-panel').getByRole('button', { name: 'Close' }).click();
      await clickHex(page, 'C4319');
      await page.getByRole('button', { name: '→ Dispersed' }).click();
      const notice = page.getByTestId('notice').filter({ hasText: 'The computer answered for you' });
      await notice.waitFor();
      assert.match(await notice.textContent(), /German: (1\/2107P\/107 fires at D\/2\/506|Let it go ahead: no opportunity fire).*because .*chance of an effect/);
      // What is left open (the hit unit's choice [5.33], if the shot hit) is the Allied player's: his policy asks.
      const card = page.getByTestId('decision-card');
      if ((await card.count()) > 0) assert.equal(await card.locator('h2').textContent(), 'Allied player: decide');
      await shot('14-auto-answer');
    },
  },
];

