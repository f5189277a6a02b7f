// Escape closes the topmost open panel or dialog, wherever the focus is, and nothing else: the
// selection stays, no command is undone, no phase ends (src/ui/escapeLayers.ts). With nothing open,
// Escape clears the selection. Seed `hells-highway`, the computer's set-up: A/1/501 alone at C2709.
import assert from 'node:assert/strict';
import { clickHex, nextFrames, openGame, toPhase } from '../support.mjs';

/** Press Escape with the focus on nothing in particular (the page body), as after a click on a bare bar. */
async function escapeFromBody(page) {
  await page.evaluate(() => document.activeElement?.blur?.());
  await page.keyboard.press('Escape');
}

async function selected(page) {
  return (await page.getByTestId('inspector-name').count()) ? page.getByTestId('inspector-name').textContent() : null;
}

export const checks = [
  {
    name: 'escape: Escape closes the topmost panel (rules, charts, Display, keyboard help, Counters, Help, New game, End phase summary) and nothing else',
    async run({ page, url, shot }) {
      await openGame(page, url);
      await toPhase(page, 'Allied Conditional Movement');
      await clickHex(page, 'C2709');
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor();
      const logBefore = await page.locator('.log-entry').count();
      const phase = await page.getByTestId('phase-name').textContent();

      // The rules index: its search box has the focus; Escape closes it and the focus goes back to its button.
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await shot('100-rules-open');
      await page.keyboard.press('Escape');
      await page.getByTestId('rules-panel').waitFor({ state: 'detached' });
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'rules-index-button', 'the focus is back on the button');

      // The charts, with the focus taken away from the panel: Escape still closes it.
      await page.getByTestId('charts-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await escapeFromBody(page);
      await page.getByTestId('rules-panel').waitFor({ state: 'detached' });

      // Two at once: the Display menu over the rules panel goes first, then the panel.
      await page.getByTestId('rules-index-button').click();
      await page.getByTestId('rules-panel').waitFor();
      await page.getByTestId('display-button').click();
      await page.getByTestId('display-popover').waitFor();
      await shot('100-display-over-rules');
      await escapeFromBody(page);
      await page.getByTestId('display-popover').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('rules-panel').count(), 1, 'the rules panel under it stays open');
      await escapeFromBody(page);
      await page.getByTestId('rules-panel').waitFor({ state: 'detached' });

      // The keyboard help, opened from the Display menu.
      await page.getByTestId('display-button').click();
      await page.getByRole('button', { name: 'Keyboard keys (?)' }).click();
      await page.getByTestId('keyboard-help').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('keyboard-help').waitFor({ state: 'detached' });

      // The Counters view, the Help card and the New game dialog.
      await page.getByTestId('oob-button').click();
      await page.getByTestId('oob-view').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('oob-view').waitFor({ state: 'detached' });
      await page.getByTestId('help-button').click();
      await page.getByTestId('welcome').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('welcome').waitFor({ state: 'detached' });
      await page.getByTestId('new-game-button').click();
      await page.getByTestId('new-game-dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('new-game-dialog').waitFor({ state: 'detached' });

      // The End phase summary (E): Escape is Keep playing, the phase does not end.
      await page.keyboard.press('e');
      await page.getByTestId('end-phase-summary').waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('end-phase-summary').waitFor({ state: 'detached' });

      // None of that touched the game: same phase, same log, same selection.
      assert.equal(await page.getByTestId('phase-name').textContent(), phase);
      assert.equal(await page.locator('.log-entry').count(), logBefore, 'no command was undone or sent');
      assert.equal(await selected(page), 'A/1/501', 'the selection survived every Escape that closed a panel');
      await nextFrames(page);
      await shot('100-after-escapes');

      // With nothing open, Escape clears the selection.
      await escapeFromBody(page);
      await page.getByTestId('inspector-name').filter({ hasText: 'A/1/501' }).waitFor({ state: 'detached' });
    },
  },
];
