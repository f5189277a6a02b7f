// Browser tests: the built app (dist/) in Debian's Chromium through playwright-core.
// Each check looks at the real screen; screenshots go to tests/e2e/screenshots/.
// Checks come from checks.mjs, then every tests/e2e/checks/*.mjs in name order (each exports `checks`).
// Environment: E2E_DIST (built app to serve, default dist), E2E_SHOTS (screenshot folder),
// E2E_ONLY (run only checks whose name matches this regular expression).
import { mkdirSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { withEngine } from './engine.mjs';
import { chromium } from 'playwright-core';
import { checks as baseChecks } from './checks.mjs';

const CHECK_DIR = 'tests/e2e/checks';
const moreChecks = [];
for (const file of readdirSync(CHECK_DIR).filter((f) => f.endsWith('.mjs')).sort()) {
  moreChecks.push(...(await import(pathToFileURL(`${CHECK_DIR}/${file}`).href)).checks);
}
const only = process.env.E2E_ONLY ? new RegExp(process.env.E2E_ONLY) : null;
const checks = [...baseChecks, ...moreChecks].filter((check) => !only || only.test(check.name));

const SCREENSHOTS = process.env.E2E_SHOTS ?? 'tests/e2e/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Save files the checks load, made now from the sources (through Vite's module loader) so they
 * always match the engine under test. `nearEnd`: Hell's Highway set up by the computer, then every
 * phase ended up to the last phase of the last Game-Turn [24.1]; `expected` is what ending that
 * phase gives (the result and the conditions the victory screen must name).
 */
async function makeFixtures() {
  return withEngine(async ({ rules, world, hellsHighway, newScenarioGame, serializeSave }) => {
    const initial = newScenarioGame(hellsHighway, world, { seed: 'e2e-victory', autoDeploy: true });
    const commands = [];
    let state = initial;
    for (;;) {
      const next = rules.apply(state, { type: 'endPhase' }, world);
      if (!next.ok) throw new Error(`ending phase ${state.phase} of GT ${state.turn} was refused: [${next.rule}] ${next.message}`);
      if (next.state.ended) {
        const report = next.state.ended.victory;
        return {
          nearEnd: { save: serializeSave({ initial, commands, state }), turn: state.turn, phaseName: rules.phaseDefinition(state.phase).name },
          expected: { result: report.result.label, conditions: report.conditions.map((c) => ({ label: c.label, rule: c.rule })) },
        };
      }
      commands.push({ type: 'endPhase' });
      state = next.state;
      if (commands.length > 1000) throw new Error('the game did not end after 1,000 phases');
    }
  });
}
const fixtures = await makeFixtures();

const server = await preview({ build: { outDir: process.env.E2E_DIST ?? 'dist' }, preview: { host: '127.0.0.1', port: 4179, strictPort: false }, logLevel: 'warn' });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('the preview server did not start');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

let passed = 0;
let failed = 0;
try {
  for (const check of checks) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await check.run({ page, url, fixtures, shot: (name) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png` }) });
      if (errors.length) throw new Error(`errors in the page: ${errors.join(' | ')}`);
      passed++;
      console.log(`  ✓ ${check.name}`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${check.name}\n    ${String(error?.stack ?? error).split('\n').join('\n    ')}`);
      await page.screenshot({ path: `${SCREENSHOTS}/FAILED-${check.name.replace(/\W+/g, '-')}.png` }).catch(() => {});
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

console.log(`\nbrowser: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
