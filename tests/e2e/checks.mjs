// The browser checks, in order. Each gets a fresh page; `shot(name)` saves a screenshot.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';

import { clickHex, distinctColours, endPhase, nextFrames, openGame, openSetUp, setUpByComputer, showOverlays } from './support.mjs';

export const checks = [
  {
    name: '[24.2] set-up: German first, a unit placed by clicking a hex, an illegal hex refused, then the Allies, then play',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      // [24.2] the German player sets up first (scenario order); play has not begun.
      assert.equal(await page.getByTestId('deployment-heading').textContent(), 'German set-up');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'German set-up');
      assert.ok(await page.getByRole('button', { name: 'End phase' }).isDisabled(), 'no phase can end during the set-up');
      assert.match(await page.getByTestId('zone-german-C3032').locator('h3').textContent(), /^within 2 of C3032 \[24\.2\]$/);
      assert.ok(await page.getByRole('button', { name: 'Finish set-up' }).isDisabled(), 'the set-up cannot finish with units off the map');
      assert.match(await page.getByTestId('finish-why-not').textContent(), /^\[24\.2\] Every set-up unit must be placed first/);
      await shot('05-setup-german');

      // Choose the zone's first unit and click one of the hexes the panel says it may take.
      const first = page.getByTestId('zone-german-C3032').locator('li button').first();
      const firstId = (await first.getAttribute('data-testid')).replace('deploy-unit-', '');
      await first.click();
      assert.match(await page.getByTestId('deployment-placing').textContent(), /click a hex within 2 of C3032 \[24\.2\]/);
      const hex = await page.getByTestId('deployment-placing').locator('.hex-choice').first().textContent();
      // The same hexes are shaded on the map [24.2].
      const allowed = await page.getByTestId('deployment-placing').locator('.hex-choice').count();
      assert.equal(await page.evaluate(() => window.__board.highlightCount('setup')), allowed, 'every allowed hex is shaded on the map');
      await clickHex(page, hex);
      await page.getByTestId(`deploy-unit-${firstId}`).filter({ hasText: `placed in ${hex}` }).waitFor();
      assert.match(await page.getByTestId(`deploy-unit-${firstId}`).textContent(), /^✓ /);
      await shot('05-setup-placed');
      // The selection moved on to the next unit; Escape stops placing, and the counter is on the map.
      const secondId = (await page.locator('[data-testid=deployment-panel] li button[aria-pressed=true]').getAttribute('data-testid')).replace('deploy-unit-', '');
      assert.notEqual(secondId, firstId);
      await page.keyboard.press('Escape');
      await clickHex(page, hex);
      await page.getByTestId('inspector-name').waitFor();
      assert.match(await page.getByTestId('inspector').textContent(), new RegExp(`Hex${hex}`));

      // An illegal hex: outside the unit's zone. The engine's reason shows with its case; nothing moves.
      await page.getByTestId(`deploy-unit-${secondId}`).click();
      await clickHex(page, 'C3013');
      await page.getByTestId('notice').waitFor();
      assert.match(await page.getByTestId('notice').textContent(), /\[24\.2\] .* sets up within 2 hexes of C30\d\d; C3013 is \d+ away\./);
      assert.match(await page.getByTestId(`deploy-unit-${secondId}`).textContent(), /to place/);
      await shot('05-setup-refused');

      // The computer places the rest; finishing hands over to the Allied player.
      await page.getByRole('button', { name: 'Place the rest for me' }).click();
      assert.equal(await page.locator('[data-testid=deployment-panel] li button.to-place').count(), 0);
      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await page.getByTestId('deployment-heading').filter({ hasText: 'Allied set-up' }).waitFor();
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied set-up');
      assert.match(await page.getByTestId('zone-allied-C4319').locator('h3').textContent(), /within 2 of C4319 \[24\.2\]/);
      await shot('05-setup-allied');
      // Choosing a unit marks its zone's centre with the map cursor; once play begins the mark goes.
      await page.getByTestId('zone-allied-C4319').locator('li button').first().click();
      await page.getByTestId('hex-status').filter({ hasText: 'C4319' }).waitFor();
      await setUpByComputer(page, 'Allied');
      await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
      await page.getByTestId('log').hover();
      assert.doesNotMatch(await page.getByTestId('hex-status').textContent(), /C4319/, 'the set-up cursor does not outlive the set-up');
      // The overlay controls are drawn over the map: pointing at them points at no hex.
      const controls = await page.getByTestId('overlay-controls').boundingBox();
      await page.mouse.move(controls.x + controls.width / 2 - 20, controls.y + controls.height / 2);
      await page.mouse.move(controls.x + controls.width / 2, controls.y + controls.height / 2, { steps: 4 });
      await nextFrames(page);
      assert.doesNotMatch(await page.getByTestId('hex-status').textContent(), /\b[A-D]\d{4}\b/, 'no hex under the overlay controls is hovered');
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
      assert.match(await page.getByTestId('phase-bar').locator('.turn').textContent(), /^GT 50 /);
      assert.ok(await page.getByRole('button', { name: 'End phase' }).isEnabled());
      assert.match(await page.getByTestId('log').textContent(), /set-up/i);
      await nextFrames(page);
      await shot('05-setup-done');
    },
  },
  {
    name: '[24.2] New game opens in the set-up unless the computer sets up both sides',
    async run({ page, url }) {
      await openGame(page, url);
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByTestId('new-game-dialog').getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('deployment-heading').filter({ hasText: 'German set-up' }).waitFor();
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-dialog').getByRole('button', { name: 'Start' }).click();
      await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Command');
      assert.match(await page.getByTestId('phase-bar').locator('.turn').textContent(), /^GT 50 /);
    },
  },
  {
    name: '[24.6] the last phase of the last Game-Turn ends the game and the victory screen names the result and the conditions',
    async run({ page, url, fixtures, shot }) {
      const { nearEnd, expected } = fixtures;
      await openSetUp(page, url);
      // A save made by the engine at test time: the game set up by the computer and every phase ended up to the last one.
      await page.getByTestId('load-input').setInputFiles({ name: 'near-end.json', mimeType: 'application/json', buffer: Buffer.from(nearEnd.save) });
      await page.getByTestId('notice').filter({ hasText: 'Saved game loaded' }).waitFor({ timeout: 30000 });
      assert.equal(await page.getByTestId('phase-name').textContent(), nearEnd.phaseName);
      assert.match(await page.getByTestId('phase-bar').locator('.turn').textContent(), new RegExp(`^GT ${nearEnd.turn} `));
      assert.equal(await page.getByTestId('victory-screen').count(), 0);
      await endPhase(page);
      const screen = page.getByTestId('victory-screen');
      await screen.waitFor();
      assert.equal(await screen.locator('h2').textContent(), expected.result);
      const text = await screen.textContent();
      for (const c of expected.conditions) assert.ok(text.includes(`${c.label} [${c.rule}]`), `the victory screen should name "${c.label} [${c.rule}]"`);
      assert.equal(await screen.locator('.victory-conditions li').count(), expected.conditions.length);
      assert.match(text, /Casualty points: Allied \d+, German \d+/);
      assert.ok(await page.getByRole('button', { name: 'End phase' }).isDisabled(), 'nothing more to play once the game has ended');
      await shot('06-victory');
      await screen.getByRole('button', { name: 'Close' }).click();
      await screen.waitFor({ state: 'detached' });
    },
  },
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
  {
    name: '[3.5b] a case id in the inspector opens our summary of it; the rules index finds the opportunity-fire cases [8.4]',
    async run({ page, url, shot }) {
      const { entries } = JSON.parse(readFileSync('src/ui/rules/rulesIndex.json', 'utf8'));
      const summary = (id) => entries.find((e) => e.id === id).summary;
      await openGame(page, url);
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').waitFor();
      await page.getByTestId('inspector-effectiveness').getByRole('button', { name: 'Rule 3.5b' }).click();
      const detail = page.getByTestId('rule-detail');
      await detail.waitFor();
      assert.equal(await detail.getAttribute('data-rule'), '3.5b');
      assert.ok((await detail.textContent()).includes(summary('3.5b')), 'the panel shows the index summary of 3.5b');
      // the focus moved to the summary; a related case opens in its place
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'rule-detail');
      await detail.getByRole('button', { name: 'Rule 3.5c' }).click();
      assert.equal(await detail.getAttribute('data-rule'), '3.5c');
      // Escape closes the panel and gives the focus back to the link it came from
      await page.keyboard.press('Escape');
      await page.getByTestId('rules-panel').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506', 'Escape in the rules panel keeps the selection');

      // The index: search, then open a case from the list with the keyboard.
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-search').fill('opportunity');
      const listed = await page.getByTestId('rules-list').locator('button').evaluateAll((bs) => bs.map((b) => b.dataset.rule));
      for (const id of ['8.41', '8.43', '8.45', '8.47']) assert.ok(listed.includes(id), `searching "opportunity" lists ${id}`);
      await page.getByTestId('rules-list').locator('button[data-rule="8.47"]').focus();
      await page.keyboard.press('Enter');
      assert.equal(await detail.getAttribute('data-rule'), '8.47');
      assert.match(await detail.textContent(), /Related/);
      await shot('20-rules');
      // The open panel covers the Charts button under it; its own Charts button opens the charts.
      await page.getByTestId('rules-panel-charts').click();
      await page.getByTestId('chart-tab-tec').waitFor();
      assert.equal(await page.getByTestId('chart-tab-tec').getAttribute('aria-pressed'), 'true');
    },
  },
  {
    name: '[8.0, 5.0] actions: a unit moved one hex by clicking, the log shows it; the fire panel (and a shot with its result card when one is legal)',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await endPhase(page, 3);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');
      // Select D/2/506 (alone at C4319): the action bar prices each step from its hex.
      await clickHex(page, 'C4319');
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506');
      await page.getByTestId('move-panel').waitFor();
      assert.match(await page.getByTestId('move-mp').textContent(), /D\/2\/506: 4 MP left/);
      // An empty neighbour (a click on a friendly counter selects it instead of entering its hex).
      const steps = page.locator('[data-testid=move-panel] .hex-choice:not(.joins)');
      assert.ok((await steps.count()) > 0, 'some step into an empty hex is possible from C4319');
      const to = (await steps.first().getAttribute('data-testid')).replace('step-', '');
      await clickHex(page, to);
      await page.getByTestId('log').filter({ hasText: `C4319 → ${to}` }).waitFor();
      assert.equal(await page.getByTestId('inspector-name').textContent(), 'D/2/506', 'the moved unit stays selected');
      assert.match(await page.getByTestId('move-mp').textContent(), /D\/2\/506: [0-3](\.\d+)? MP left/);
      await nextFrames(page);
      await shot('40-actions');

      // [5.0] the Allied Free Fire Phase: the fire panel lists what D/2/506 may fire at.
      await endPhase(page, 3);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Free Fire');
      await page.getByTestId('fire-panel').waitFor();
      const fire = page.getByTestId('fire-button');
      if ((await fire.count()) === 0) {
        // No enemy is within reach and sight on the opening turn, so no shot can be shown here;
        // tests/ui/actions.test.ts fires through the same helpers.
        assert.match(await page.getByTestId('fire-panel').textContent(), /No enemy unit within its reach|not possible/);
        return;
      }
      await fire.click();
      await page.getByTestId('result-card').waitFor();
      assert.match(await page.getByTestId('result-card').textContent(), /Roll \d/);
      await shot('40-actions-fire');
    },
  },
  {
    name: '[8.0, 7.0] map overlays: reach of the selected stack and both zones of control drawn over the map',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await endPhase(page, 3);
      assert.equal(await page.getByTestId('phase-name').textContent(), 'Allied Conditional Movement');
      await clickHex(page, 'C4319');
      await page.getByTestId('inspector-name').waitFor();
      await showOverlays(page);
      await page.getByTestId('overlay-reach').check();
      await page.getByTestId('overlay-zoc').check();
      await nextFrames(page);
      const count = (layer) => page.evaluate((l) => window.__board.highlightCount(l), layer);
      assert.ok((await count('reach')) > 0, 'the reach layer shades the hexes D/2/506 can reach [8.0]');
      assert.ok((await count('zoc-allied')) > 0, 'the Allied zone of control is drawn [7.0]');
      assert.match(await page.getByTestId('overlay-status').textContent(), /D\/2\/506: \d+ hexes in reach/);
      await shot('30-overlays');
      // Off again: the layers are cleared.
      await page.getByTestId('overlay-reach').uncheck();
      await page.getByTestId('overlay-zoc').uncheck();
      assert.equal(await count('reach'), 0);
      assert.equal(await count('zoc-allied'), 0);
    },
  },
];
