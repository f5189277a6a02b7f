// A loaded file is shown while its moves are replayed to check them: until the check ends a cover
// dims the map and the panels, takes their clicks and shows "Checking the file's moves… N%", and End
// phase waits. A good file then opens for play; a tampered one (its position is not what its moves
// give) puts the game before it back. Hell's Highway played by the seeded policy (seed full-2,
// 1,352 commands); the time from choosing the file to the end of the check is printed.
import assert from 'node:assert/strict';
import { Buffer } from 'node:buffer';

import { withEngine } from '../engine.mjs';
import { openGame } from '../support.mjs';

/** The file of a whole policy-played game, and the same file with its last command's position in place of the final one. */
async function saves() {
  return withEngine(async ({ world, load, serializeSave, rules }) => {
    const { longGame } = await load('/bench/support/longGame.ts');
    const game = longGame(world, 'full-2');
    let before = game.initial;
    for (const command of game.commands.slice(0, -1)) before = rules.apply(before, command, world).state;
    return {
      count: game.commands.length,
      good: serializeSave({ initial: game.initial, commands: game.commands, state: game.final, compact: true }),
      tampered: serializeSave({ initial: game.initial, commands: game.commands, state: before, compact: true }),
    };
  });
}

/** Load a file, watch the cover until it goes; returns the progress texts seen and the milliseconds it took. */
async function loadAndWatch(page, name, text, shot) {
  const started = Date.now();
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByTestId('load-input').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  const cover = page.getByTestId('load-check-cover');
  await cover.waitFor({ timeout: 30000 });
  const seen = [await page.getByTestId('load-check-progress').textContent()];
  // Nothing playable: End phase waits, and a click on the map lands on the cover.
  assert.equal(await page.getByTestId('end-phase').isDisabled(), true, 'End phase waits for the check');
  assert.match(await page.getByTestId('end-phase').getAttribute('title'), /moves are checked/);
  const board = await page.getByTestId('board').boundingBox();
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid]')?.getAttribute('data-testid'), [board.x + board.width / 2, board.y + board.height / 2]);
  assert.equal(hit, 'load-check-cover', 'the map under the cover takes no click');
  await shot();
  while ((await cover.count()) > 0) {
    const now = await page.getByTestId('load-check-progress').textContent().catch(() => null);
    if (now && now !== seen.at(-1)) seen.push(now);
    await page.waitForTimeout(100);
  }
  return { seen, ms: Date.now() - started };
}

export const checks = [
  {
    name: 'load: while a file\'s moves are checked the map is dimmed with the progress and nothing is playable; a tampered file is refused',
    async run({ page, url, shot }) {
      const files = await saves();
      await openGame(page, url);
      const good = await loadAndWatch(page, 'hh-full-2.json', files.good, () => shot('72-load-checking'));
      for (const text of good.seen) assert.match(text, /^Checking the file’s moves… \d{1,2}%$/);
      assert.match(await page.getByTestId('notice').textContent(), /Checked: replaying its .* gives exactly the saved position/);
      // The game played to its end: End phase stays off, but no longer for the check.
      assert.doesNotMatch(await page.getByTestId('end-phase').getAttribute('title'), /checked/, 'play opens after the check');
      console.log(`    checked ${files.count} commands in ${good.ms} ms (progress seen: ${good.seen.join(' → ')})`);
      await shot('72-load-checked');

      const bad = await loadAndWatch(page, 'hh-tampered.json', files.tampered, () => {});
      assert.match(await page.getByTestId('notice').textContent(), /The game open before it was loaded is back/);
      console.log(`    tampered file refused after ${bad.ms} ms`);
      await shot('72-load-tampered-refused');
    },
  },
];
