// Helpers the browser checks share: opening the app, clicking hexes, waiting for frames.
import assert from 'node:assert/strict';

/** The app as it opens: Hell's Highway in its set-up [24.2], the board drawn, the first visit's welcome card closed (check 85 looks at it). */
export async function openSetUp(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => window.__board?.ready === true, null, { timeout: 30000 });
  const welcome = page.getByTestId('welcome-close');
  if (await welcome.count()) await welcome.click();
}

/**
 * The app opened and both sides set up by "Place the rest for me" and "Finish set-up", German then
 * Allied: the engine's deterministic set-up, the same position the computer gives a new game
 * (seed `hells-highway`: D/2/506 alone at C4319, 501/101 at C3014), at phase 1 of GT 50.
 */
export async function openGame(page, url) {
  await openSetUp(page, url);
  await setUpByComputer(page, 'German');
  await setUpByComputer(page, 'Allied');
  await page.getByTestId('deployment-panel').waitFor({ state: 'detached' });
  await nextFrames(page);
}

export async function setUpByComputer(page, side) {
  await page.getByTestId('deployment-heading').filter({ hasText: `${side} set-up` }).waitFor();
  await page.getByRole('button', { name: 'Place the rest for me' }).click();
  await page.getByRole('button', { name: 'Finish set-up' }).click();
}

export async function clickHex(page, hex) {
  await page.evaluate((h) => window.__board.centerOn(h), hex);
  await nextFrames(page);
  const point = await page.evaluate((h) => window.__board.screenPointOfHex(h), hex);
  assert.ok(point, `hex ${hex} has no screen position`);
  await page.mouse.click(point.x, point.y);
  return point;
}

/** Let the board draw the moved view before pointing at it (Pixi hit-tests the last drawn frame). */
export async function nextFrames(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Distinct colours in a region of a screenshot: a blank or failed canvas has one or two. */
export function distinctColours(png, box) {
  const seen = new Set();
  for (let y = box.y; y < box.y + box.height; y += 3) {
    for (let x = box.x; x < box.x + box.width; x += 3) {
      const i = (png.width * y + x) * 4;
      seen.add((png.data[i] << 16) | (png.data[i + 1] << 8) | png.data[i + 2]);
    }
  }
  return seen.size;
}

/** In the page: the phase has moved on, or the game has ended (End phase disabled), or the summary asks. */
function phaseOver({ before, summary }) {
  const button = document.querySelector('[data-testid=end-phase]');
  return (
    document.querySelector('[data-testid=phase-name]')?.textContent !== before ||
    button?.disabled === true ||
    (summary && document.querySelector('[data-testid=end-phase-summary]') !== null)
  );
}

/**
 * End the phase from the turn bar and wait until it has ended; when the End phase summary asks
 * (something is still possible), confirm it. A hot-seat hand-over cover that comes up afterwards is
 * left for the caller (see `toPhase`).
 */
export async function endPhase(page, times = 1) {
  const name = page.getByTestId('phase-name');
  for (let i = 0; i < times; i++) {
    const before = await name.textContent();
    await page.getByTestId('end-phase').click();
    await page.waitForFunction(phaseOver, { before, summary: true });
    if (await page.getByTestId('end-phase-summary').count()) {
      await page.getByTestId('end-phase-confirm').click();
      await page.waitForFunction(phaseOver, { before, summary: false });
    }
  }
}

/** Continue past a hot-seat hand-over cover if one is up; returns the side it named, or null. */
export async function continueHandOver(page) {
  const button = page.getByTestId('handover-continue');
  if ((await button.count()) === 0) return null;
  const heading = await page.getByTestId('handover').locator('h1').textContent();
  await button.click();
  await page.getByTestId('handover').waitFor({ state: 'detached' });
  return /Allied/.test(heading) ? 'Allied' : 'German';
}

/** End phases (answering hand-over covers) until the phase bar names `phaseName`; at most 15 phases. */
export async function toPhase(page, phaseName) {
  const name = page.getByTestId('phase-name');
  for (let i = 0; i <= 15; i++) {
    await continueHandOver(page);
    if ((await name.textContent()) === phaseName) return;
    await endPhase(page);
  }
  assert.equal(await name.textContent(), phaseName);
}

/** Unfold the Overlays box over the map (it starts folded; the choice is kept with the Display settings). */
export async function showOverlays(page) {
  const toggle = page.locator('.overlay-toggle-panel');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('overlay-reach').waitFor();
}
