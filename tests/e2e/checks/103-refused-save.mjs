// A refused save file is told in a player's words — a unit by its name, no paths into the file —
// with the exact problem behind "Details"; the game on the screen stays (the store's tests check the autosave).
// Two tampered files of Hell's Highway (the computer's set-up, two phases played): one whose saved
// position has a unit on another hex than its moves lead to, one with a hex that is no hex at all.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { withEngine } from '../engine.mjs';
import { openGame } from '../support.mjs';

async function tamperedSaves() {
  return withEngine(async ({ rules, world, hellsHighway, newScenarioGame, serializeSave }) => {
    const initial = newScenarioGame(hellsHighway, world, { seed: 'e2e-refused', autoDeploy: true });
    const commands = [{ type: 'endPhase' }, { type: 'endPhase' }];
    let state = initial;
    for (const command of commands) state = rules.apply(state, command, world).state;
    const good = JSON.parse(serializeSave({ initial, commands, state }));
    const [id, unit] = Object.entries(good.state.units).find(([, u]) => typeof u.hex === 'string');
    const moved = JSON.parse(JSON.stringify(good));
    moved.state.units[id].hex = unit.hex === 'C3013' ? 'C3014' : 'C3013';
    const impossible = JSON.parse(JSON.stringify(good));
    impossible.state.units[id].hex = 'Z9999';
    return { id, moved: JSON.stringify(moved), impossible: JSON.stringify(impossible) };
  });
}

async function loadRefused(page, name, text) {
  page.once('dialog', (question) => void question.accept());
  await page.getByTestId('load-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  const notice = page.getByTestId('notice');
  await notice.filter({ hasText: /cannot be loaded|changed after it was saved/ }).waitFor({ timeout: 30000 });
  return notice;
}

export const checks = [
  {
    name: 'refused save: a tampered file is refused in a player\'s words with the details folded away, and the game stays',
    async run({ page, url, shot }) {
      const saves = await tamperedSaves();
      await openGame(page, url);
      await page.getByText('autosaved').waitFor();
      const phase = await page.getByTestId('phase-name').textContent();
      const entries = await page.locator('.log-entry').count();

      for (const [name, text, plain] of [
        ['moved.json', saves.moved, /^The file was changed after it was saved: its moves do not lead to the position it holds( \(first at [^"›]+\))?\. (Your current game was left as it was|The game open before it was loaded is back)\./],
        ['impossible.json', saves.impossible, /^This save file is damaged or was changed by hand, so it cannot be loaded\. The file's unit [^"›]+ has an impossible hex\. Your current game was left as it was\./],
      ]) {
        const notice = await loadRefused(page, name, text);
        const details = page.getByTestId('notice-detail');
        const words = (await notice.locator(':scope > span').textContent()).replace(await details.textContent(), '');
        assert.match(words, plain, `${name}: the plain words`);
        assert.doesNotMatch(words, /›|"us-|"de-/, `${name}: no path or id in the plain words`);
        assert.equal(await details.evaluate((d) => d.open), false, 'the details are folded away');
        await details.locator('summary').click();
        assert.match(await details.textContent(), new RegExp(`unit "${saves.id}" › hex`), `${name}: the path in the details`);
        await shot(`103-refused-${name.replace('.json', '')}`);
        // The game on the screen is the one before.
        assert.equal(await page.getByTestId('phase-name').textContent(), phase);
        assert.equal(await page.locator('.log-entry').count(), entries);
      }
    },
  },
];
