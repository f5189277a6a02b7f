// Browser tests: the built app (dist/) in Debian's Chromium through playwright-core.
// Each check looks at the real screen; screenshots go to tests/e2e/screenshots/.
import { mkdirSync } from 'node:fs';
import { preview } from 'vite';
import { chromium } from 'playwright-core';
import { checks } from './checks.mjs';

const SCREENSHOTS = 'tests/e2e/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const server = await preview({ preview: { host: '127.0.0.1', port: 4179, strictPort: false }, logLevel: 'warn' });
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
      await check.run({ page, url, shot: (name) => page.screenshot({ path: `${SCREENSHOTS}/${name}.png` }) });
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
