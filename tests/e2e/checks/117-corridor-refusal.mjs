// [30.46] Breakout of XXX Corps with the optional road rule: a XXX Corps stack selected, a click on a
// hex beyond the road corridor (out of its reach) says why it cannot go there, with the case, as
// other refused moves do, and the stack stays selected; a click inside the corridor out of reach
// is a click away (the selection goes). The hexes come from the same set-up made by the engine.
import assert from 'node:assert/strict';
import { withEngine } from '../engine.mjs';
import { startFromNewGame } from '../fastForward.mjs';
import { clickHex, continueHandOver, nextFrames } from '../support.mjs';

const SEED = 'corridor-e2e';

/** A kept unit standing within the corridor, and a hex on its hexrow 5 from the road (not next to it). */
async function corridorScene() {
  return withEngine(async ({ rules, world, newScenarioGame, load }) => {
    const { scenarioById } = await load('/src/scenarios/index.ts');
    const { roadDistance } = await load('/src/rules/state/roadCorridor.ts');
    const state = newScenarioGame(scenarioById('breakout'), world, { seed: SEED, autoDeploy: true, readings: { breakoutRoadCorridor: true } });
    const corridor = state.restrictions.roadCorridor;
    const kept = new Set(corridor.keptUnitIds);
    for (const unit of rules.allUnits(state)) {
      if (!kept.has(unit.id) || unit.hex === null) continue;
      const at = rules.parseHexId(unit.hex);
      const row = (d) =>
        Array.from({ length: 30 }, (_, i) => ({ row: at.row, col: at.col + (i - 15) }))
          .filter((h) => rules.isOnMap(h) && rules.hexDistance(h, at) >= 3)
          .map((h) => rules.hexId(h))
          .find((id) => roadDistance(corridor, id) === d);
      const outside = row(5);
      if (outside) return { unitHex: rules.canonicalHexId(unit.hex), name: unit.name, outside };
    }
    throw new Error('no kept unit with a hex 5 from the road on its hexrow');
  });
}

export const checks = [
  {
    name: '[30.46] Breakout of XXX Corps with the road rule: a click beyond the corridor with a XXX Corps stack selected is refused with the case, the stack kept selected',
    async run({ page, url, shot }) {
      const scene = await corridorScene();
      await startFromNewGame(page, url, shot, {
        scenarioId: 'breakout',
        seed: SEED,
        prefix: '117-corridor',
        inDialog: async () => {
          await page.getByTestId('new-game-readings').locator('summary').click();
          await page.getByTestId('new-game-reading-breakoutRoadCorridor').check();
        },
      });
      await page.getByTestId('phase-name').filter({ hasText: 'Allied Conditional Movement' }).waitFor();
      // [30.47] leave the start-line bridges standing, so the Allied player may move
      const spare = page.getByRole('button', { name: /^Leave the .* bridge between / });
      while ((await spare.count()) > 0) {
        const entries = await page.locator('.log-entry').count();
        await spare.first().click();
        await page.waitForFunction((n) => document.querySelectorAll('.log-entry').length > n, entries);
        await continueHandOver(page);
      }

      await clickHex(page, scene.unitHex);
      await page.getByTestId('inspector-hex').filter({ hasText: scene.unitHex }).waitFor();
      const selected = await page.getByTestId('inspector-name').textContent();
      // the hex beyond the corridor, on the same hexrow: the view zoomed out so both are on screen
      await page.evaluate((h) => window.__board.centerOn(h, 0.6), scene.outside);
      await nextFrames(page);
      const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), scene.outside);
      await page.mouse.click(point.x, point.y);
      const notice = page.getByTestId('notice');
      await notice.waitFor();
      assert.match(await notice.textContent(), new RegExp(`30\\.46.*keeps within 3 hexes of the main road \\(optional rule\\); ${scene.outside} is 5 hexes from it`));
      assert.equal(await page.getByTestId('inspector-name').textContent(), selected, 'the stack stays selected');
      await nextFrames(page);
      await shot('117-corridor-refused');
    },
  },
];
