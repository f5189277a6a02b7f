// The New game dialog fits the window at 1280×800 and 1400×900: its choices scroll inside it and the
// footer (the warning, Start and Cancel) stays in view, for every scenario, with the readings unfolded,
// and at the largest text size.
import assert from 'node:assert/strict';
import { openSetUp } from '../support.mjs';

const SCENARIOS = ['hells-highway', 'breakout', 'breakout-preparedness', 'drop101', 'drop82', 'drop1st', 'destruction1st'];

/** Start is inside the window and inside the dialog, and it is what a click at its centre reaches. */
async function startInView(page, what) {
  const fit = await page.evaluate(() => {
    const start = document.querySelector('[data-testid=new-game-start]');
    const dialog = document.querySelector('[data-testid=new-game-dialog]');
    const b = start.getBoundingClientRect();
    const d = dialog.getBoundingClientRect();
    const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
    return { bottom: b.bottom, height: window.innerHeight, dialogTop: d.top, dialogBottom: d.bottom, reached: hit === start || start.contains(hit) };
  });
  assert.ok(fit.bottom <= fit.height && fit.dialogBottom <= fit.height && fit.dialogTop >= 0, `${what}: the dialog or Start is cut off (${JSON.stringify(fit)})`);
  assert.ok(fit.reached, `${what}: Start is covered`);
}

export const checks = [
  {
    name: 'new game fits: Start is always in view at 1280×800 and 1400×900, the choices scroll inside the dialog',
    async run({ page, url, shot }) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await openSetUp(page, url);
      await page.getByTestId('new-game-button').click();
      const dialog = page.getByTestId('new-game-dialog');
      await dialog.waitFor();
      await page.getByTestId('new-game-readings').locator('summary').click();
      for (const id of SCENARIOS) {
        await page.getByTestId('new-game-scenario').selectOption(id);
        await startInView(page, `${id} at 1280×800`);
      }
      const body = page.getByTestId('new-game-body');
      assert.ok(await body.evaluate((b) => b.scrollHeight > b.clientHeight), 'with the readings unfolded the choices overflow and scroll');
      await shot('101-new-game-1280x800');
      await body.evaluate((b) => b.scrollTo(0, b.scrollHeight));
      await startInView(page, 'scrolled to the end');
      await shot('101-new-game-1280x800-scrolled');

      await page.setViewportSize({ width: 1400, height: 900 });
      for (const id of SCENARIOS) {
        await page.getByTestId('new-game-scenario').selectOption(id);
        await startInView(page, `${id} at 1400×900`);
      }
      await shot('101-new-game-1400x900');

      // The largest text size (Display, 150%) at 1280×800.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('display-button').click();
      await page.getByTestId('text-scale-150').check();
      await page.keyboard.press('Escape');
      await page.getByTestId('new-game-button').click();
      await dialog.waitFor();
      await startInView(page, 'text at 150%');
      await shot('101-new-game-1280x800-text150');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
  },
];
