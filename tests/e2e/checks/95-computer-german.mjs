// Solo against the computer German [ARCHITECTURE §4 "Seats"]: a new game from the dialog with the
// German side given to the computer; the person plays only the Allied phases (and ends the
// Game-Turn Record Phase) while the computer player, in its Web Worker, plays every German phase
// and answers the German decisions. Three Game-Turns go by without the person touching the German
// side; while the German player thinks, the screen still answers the pointer (the hex bar follows
// it) but Undo and End phase wait (their tooltip says why), and the log gives the computer's reasons,
// a move of several hexes as one row [8.0].
import assert from 'node:assert/strict';
import { endPhase, nextFrames, openSetUp } from '../support.mjs';

const GERMAN_PHASE_WAIT = 180_000;

export const checks = [
  {
    name: '[4.0, 8.47] solo against the computer German: three Game-Turns, the German side played by the computer in its worker, the screen answering while it thinks',
    async run({ page, url, shot }) {
      await openSetUp(page, url);
      await page.getByRole('button', { name: 'New game…' }).click();
      const dialog = page.getByRole('dialog', { name: 'New game' });
      await page.getByTestId('new-game-style-solo').check();
      await page.getByTestId('new-game-seat-german').selectOption('computer');
      await page.getByTestId('new-game-allied-auto-all').click();
      await page.getByTestId('new-game-auto-deploy').check();
      await page.getByTestId('new-game-seed').fill('computer-german');
      await shot('95-new-game-dialog');
      await dialog.getByRole('button', { name: 'Start' }).click();
      await dialog.waitFor({ state: 'detached' });

      const name = page.getByTestId('phase-name');
      let turnsDone = 0;
      let sawThinking = false;
      let answeredWhileThinking = false;
      let sawHeld = false;
      for (let step = 0; step < 80 && turnsDone < 3; step++) {
        const phase = await name.textContent();
        if (phase.startsWith('German')) {
          // Meanwhile the person may not undo or end the computer's phase; the buttons say why.
          if (!sawHeld && (await page.getByTestId('computer-thinking').count()) > 0) {
            const undo = page.getByTestId('undo');
            const held = await undo.getAttribute('title');
            const bar = page.getByTestId('action-bar');
            const says = (await bar.count()) > 0 ? await bar.textContent() : '';
            if (
              (await undo.isDisabled()) &&
              /German computer player is thinking or moving/.test(held ?? '') &&
              (await page.getByTestId('end-phase').isDisabled()) &&
              (says === '' || /The computer plays the German side/.test(says))
            )
              sawHeld = true;
          }
          // The person does nothing for the German side: wait for the computer to end the phase.
          if (!answeredWhileThinking && phase === 'German Conditional Movement' && (await page.getByTestId('computer-thinking').count()) > 0) {
            sawThinking = true;
            const map = await page.locator('canvas').first().boundingBox();
            // Point at two places of the map: the hex bar names the hex under the pointer each time.
            await page.mouse.move(map.x + map.width * 0.4, map.y + map.height * 0.4);
            await nextFrames(page);
            const first = await page.getByTestId('hex-status').textContent();
            await page.mouse.move(map.x + map.width * 0.6, map.y + map.height * 0.55);
            await nextFrames(page);
            const second = await page.getByTestId('hex-status').textContent();
            assert.notEqual(first, second, 'the hex bar follows the pointer');
            // It counts only if the computer was still thinking when the screen answered.
            if ((await page.getByTestId('computer-thinking').count()) > 0 && (await name.textContent()) === phase) {
              answeredWhileThinking = true;
              await shot('95-german-thinking');
            }
          }
          await page.waitForFunction((before) => document.querySelector('[data-testid=phase-name]')?.textContent !== before, phase, { timeout: GERMAN_PHASE_WAIT });
          continue;
        }
        assert.equal(await page.getByTestId('computer-stopped').count(), 0, 'the computer player did not stop');
        if (phase === 'Game-Turn Record') turnsDone += 1;
        await endPhase(page);
      }
      assert.equal(turnsDone, 3, 'three Game-Turns were played');
      assert.ok(sawThinking, 'the German player was seen thinking');
      assert.ok(answeredWhileThinking, 'the screen answered the pointer while the computer was thinking');
      const reasons = page.getByTestId('log-computer-reason');
      assert.ok((await reasons.count()) > 3, 'the log gives the computer’s reasons');
      assert.match(await reasons.first().textContent(), /German computer: /);
      assert.ok(sawHeld, 'Undo and End phase were disabled, with the reason, while the German computer played');
      // [8.0] a computer move of several hexes is one log row with its path.
      const runs = page.locator('[data-testid^=log-move-run-]');
      assert.ok((await runs.count()) > 0, 'a computer move is one row of the log');
      assert.match(await runs.first().textContent(), /→.*\(\d+ steps\)/);
      await shot('95-after-three-turns');
    },
  },
];
