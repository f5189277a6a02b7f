// Render benchmark: the built app in Debian's Chromium (playwright-core), with a save of ~2,400
// counters spread over all four map sections (bench/support/renderPosition.ts) loaded through the
// Load… button. Measures the app's load time, the time from loading the file to the board showing
// the counters, frame times while panning and zooming, and the size of the built files.
// Each frame-time scenario is also profiled (frameSplit.mjs): the page's main thread (busy time,
// JavaScript time, JS self time by function through the CDP Profiler) against the GPU process's
// CPU time (SystemInfo), which under SwiftShader is the rasteriser.
// Results: bench/results/render.json and a table on stdout.
//
// Environment: BENCH_DIST (built app, default /tmp/dist-bench; `npm run bench:render` builds it),
// BENCH_SHOTS (screenshots, default /tmp/shots-bench), BENCH_SECONDS (seconds per frame-time
// scenario, default 8), BENCH_LOADS (page loads timed, default 3), BENCH_BUNDLE_ONLY=1 (sizes only),
// BENCH_ONLY (a regular expression: measure only the frame-time scenarios whose name matches),
// BENCH_SMOOTH=on|off (the Display menu's smooth-edges setting; unset: the app's default, which is
// off on SwiftShader), BENCH_SAVE_TO (also write the position's save and pan route to this JSON file).
/* global performance, PerformanceObserver, PointerEvent, Buffer, localStorage -- Node and the page both have them */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';
import { withEngine } from '../tests/e2e/engine.mjs';
import { chromium } from 'playwright-core';
import { glCounters, printSplit, startSplit } from './frameSplit.mjs';

const DIST = process.env.BENCH_DIST ?? '/tmp/dist-bench';
const SHOTS = process.env.BENCH_SHOTS ?? '/tmp/shots-bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LOADS = Number(process.env.BENCH_LOADS ?? 3);
// Counters to put on the map (a smaller number is a control: how much of a frame the counters cost).
const COUNTERS = process.env.BENCH_COUNTERS === undefined ? undefined : Number(process.env.BENCH_COUNTERS);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const SMOOTH = process.env.BENCH_SMOOTH || undefined;
if (SMOOTH !== undefined && SMOOTH !== 'on' && SMOOTH !== 'off') throw new Error('BENCH_SMOOTH is on or off');
const VIEWPORT = { width: 1400, height: 900 };
const RESULTS = 'bench/results/render.json';

// ---------------------------------------------------------------------------------------------
// Bundle sizes

function bundleSizes(dist) {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets)
    .map((name) => {
      const bytes = readFileSync(join(assets, name));
      return { file: name, raw: statSync(join(assets, name)).size, gzip: gzipSync(bytes, { level: 9 }).length };
    })
    .sort((a, b) => b.raw - a.raw);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="\.?\/?assets\/([^"]+)"/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\.?\/?assets\/([^"]+)"/g)].map((m) => m[1]);
  const js = files.filter((f) => f.file.endsWith('.js'));
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const initial = js.filter((f) => f.file === entry || preloads.includes(f.file));
  return {
    files,
    mainChunk: files.find((f) => f.file === entry) ?? null,
    initialJs: { files: initial.map((f) => f.file), raw: sum(initial, 'raw'), gzip: sum(initial, 'gzip') },
    totalJs: { raw: sum(js, 'raw'), gzip: sum(js, 'gzip') },
    total: { raw: sum(files, 'raw'), gzip: sum(files, 'gzip') },
  };
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;

function printBundle(bundle) {
  console.log('\nBuilt files (dist/assets; gzip at level 9)');
  for (const f of bundle.files) console.log(`  ${f.file.padEnd(44)} ${kB(f.raw).padStart(11)}  gzip ${kB(f.gzip).padStart(10)}`);
  console.log(`  main chunk:  ${bundle.mainChunk?.file} ${kB(bundle.mainChunk?.raw ?? 0)} (gzip ${kB(bundle.mainChunk?.gzip ?? 0)})`);
  console.log(`  loaded at start (entry + preloads): ${kB(bundle.initialJs.raw)} (gzip ${kB(bundle.initialJs.gzip)})`);
  console.log(`  all JavaScript: ${kB(bundle.totalJs.raw)} (gzip ${kB(bundle.totalJs.gzip)})`);
}

const bundle = bundleSizes(DIST);
if (process.env.BENCH_BUNDLE_ONLY) {
  printBundle(bundle);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The position, built from the sources through Vite's module loader (as the browser checks do)

async function makePosition() {
  return withEngine(async ({ rules, world, hellsHighway, newScenarioGame, serializeSave, parseSave, load }) => {
    const metrics = await load('/src/board/metrics.ts');
    const { renderBenchPosition } = await load('/bench/support/renderPosition.ts');
    const { unitCount } = await load('/src/rules/state/unitBuckets.ts');
    const base = newScenarioGame(hellsHighway, world, { seed: 'bench-render', autoDeploy: true });
    const position = renderBenchPosition(base, world, 'bench-render', COUNTERS);
    // A sandbox game: its starting position is not the scenario's own set-up.
    const save = serializeSave({ initial: position.state, commands: [], state: position.state, savedAt: '2024-01-01T00:00:00.000Z', origin: 'sandbox' });
    const check = parseSave(save, world);
    if (!check.ok) throw new Error(`the benchmark save is refused: ${check.message}`);

    const { WORLD, SIZE } = metrics;
    const hexAt = (fx, fy) => {
      const hex = rules.pixelToHex({ x: fx * WORLD.width, y: fy * WORLD.height }, SIZE);
      return hex ? rules.formatHexId(hex) : undefined;
    };
    // A pan route through all four sections, south to north (C and D are the narrower western part).
    const waypoints = [[0.15, 0.97], [0.5, 0.72], [0.1, 0.5], [0.85, 0.4], [0.15, 0.2], [0.85, 0.05]];
    const route = [];
    for (let w = 1; w < waypoints.length; w++) {
      const [x0, y0] = waypoints[w - 1];
      const [x1, y1] = waypoints[w];
      const steps = Math.ceil(Math.hypot((x1 - x0) * WORLD.width, (y1 - y0) * WORLD.height) / (metrics.HEX_WIDTH / 2));
      for (let s = 0; s < steps; s++) {
        const id = hexAt(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
        if (id && route[route.length - 1] !== id) route.push(id);
      }
    }
    const routeSections = [...new Set(route.map((id) => id[0]))];
    return {
      save,
      onMap: position.onMap,
      bySection: position.bySection,
      units: unitCount(position.state),
      route,
      routeSections,
      centre: hexAt(0.5, 0.5) ?? hexAt(0.3, 0.5),
      world: WORLD,
      hexWidth: metrics.HEX_WIDTH,
      zoom: { min: metrics.MIN_ZOOM, max: metrics.MAX_ZOOM, default: metrics.DEFAULT_ZOOM },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// In the page

/** Installed before the app's scripts: when the board first became ready, and a frame recorder. */
function pageInstruments() {
  const poll = () => {
    if (window.__board?.ready === true) window.__benchReadyAt = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  const longTasks = [];
  try {
    new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask', buffered: true });
  } catch {
    /* long tasks not reported by this browser */
  }
  window.__benchFrames = {
    stamps: [],
    running: false,
    longTasks,
    start() {
      this.stamps = [];
      this.running = true;
      this.from = performance.now();
      const tick = (t) => {
        if (!this.running) return;
        this.stamps.push(t);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stop() {
      this.running = false;
      const from = this.from;
      return { stamps: this.stamps, longTasks: this.longTasks.filter((t) => t.start >= from).map((t) => t.duration) };
    },
  };
}

/** Which renderer drew the board: the context of its canvas (WebGL 2, WebGL 1, else WebGPU/canvas). */
function rendererInPage() {
  const canvas = document.querySelector('[data-testid="board"] canvas');
  if (!canvas) return { api: 'none' };
  for (const [api, kind] of [['WebGL 2', 'webgl2'], ['WebGL 1', 'webgl']]) {
    const gl = canvas.getContext(kind);
    if (!gl) continue;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    return {
      api,
      vendor: info ? gl.getParameter(info.UNMASKED_VENDOR_WEBGL) : gl.getParameter(gl.VENDOR),
      renderer: info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
      version: gl.getParameter(gl.VERSION),
      antialias: gl.getContextAttributes()?.antialias ?? null,
    };
  }
  return { api: canvas.getContext('webgpu') ? 'WebGPU' : 'other (canvas 2D?)' };
}

function stats(stamps, longTasks) {
  const gaps = stamps.slice(1).map((t, i) => t - stamps[i]);
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    frames: gaps.length,
    meanMs: round(mean),
    medianMs: round(at(0.5)),
    p95Ms: round(at(0.95)),
    p99Ms: round(at(0.99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    fps: round(1000 / mean),
    over50ms: gaps.filter((g) => g > 50).length,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((a, b) => a + b, 0)),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Waits until the board has stopped drawing (it draws only on change, so 30 frames in a row on the
 * frame clock's 16.7 ms tick), at most 60 s; returns how long that took.
 */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const t0 = performance.now();
        let last = t0;
        let quiet = 0;
        const tick = (t) => {
          quiet = t - last < 20 ? quiet + 1 : 0;
          last = t;
          if (quiet >= 30 || t - t0 > 60000) resolve(Math.round(t - t0));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
const nextFrames = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// ---------------------------------------------------------------------------------------------
// The run

const position = await makePosition();
if (process.env.BENCH_SAVE_TO) writeFileSync(process.env.BENCH_SAVE_TO, JSON.stringify({ save: position.save, route: position.route, zoom: position.zoom.default }));
console.log(
  `position: ${position.onMap} counters on the map (A ${position.bySection.A}, B ${position.bySection.B}, C ${position.bySection.C}, D ${position.bySection.D}), ` +
    `${position.units} units in all; save ${kB(position.save.length)}; pan route ${position.route.length} hexes through sections ${position.routeSections.join(', ')}`,
);

mkdirSync(SHOTS, { recursive: true });
const server = await preview({ build: { outDir: DIST }, preview: { host: '127.0.0.1', port: 4189, strictPort: false }, logLevel: 'warn' });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('the preview server did not start');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const results = { when: new Date().toISOString(), machine: { cpus: cpus().length, cpu: cpus()[0]?.model, loadAtStart: loadavg()[0] }, browser: browser.version(), viewport: VIEWPORT, position: { onMap: position.onMap, bySection: position.bySection, units: position.units, saveBytes: position.save.length }, bundle };

async function newPage() {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // The smooth-edges choice as the Display menu stores it (src/ui/settings/displaySettings.ts).
  if (SMOOTH) await page.addInitScript((on) => localStorage.setItem('httr-display-v1', JSON.stringify({ textScale: 1, smoothEdges: on })), SMOOTH === 'on');
  await page.addInitScript(pageInstruments);
  await page.addInitScript(glCounters);
  return { context, page, errors };
}

try {
  // 1. Page loads: navigation start → board ready (empty set-up position), a fresh context each.
  const loads = [];
  for (let n = 0; n < LOADS; n++) {
    const { context, page } = await newPage();
    await page.goto(url);
    await page.waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: 60000 });
    loads.push(
      await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        const js = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
        return {
          boardReadyMs: Math.round(window.__benchReadyAt),
          domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
          loadEventMs: Math.round(nav.loadEventEnd),
          scriptsFetched: js.length,
        };
      }),
    );
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  results.pageLoad = { runs: loads, medianBoardReadyMs: median(loads.map((l) => l.boardReadyMs)) };

  // 2. Load the save through Load…; time from the file input's change to the board having drawn it.
  const { page, errors } = await newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.__benchReadyAt !== undefined, null, { timeout: 60000 });
  results.renderer = await page.evaluate(rendererInPage);
  await page.evaluate(() => {
    const input = document.querySelector('[data-testid="load-input"]');
    input.addEventListener('change', () => (window.__benchChangeAt = performance.now()), { capture: true });
    // The notice appears when the store holds the loaded game; two frames later the board has drawn it.
    window.__benchShownAt = new Promise((resolve) => {
      const look = () => {
        const notice = document.querySelector('[data-testid="notice"]');
        if (notice && window.__benchChangeAt !== undefined) {
          window.__benchNotice = notice.textContent;
          window.__benchNoticeAt = performance.now();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
        } else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
  });
  await page.getByTestId('load-input').setInputFiles({ name: 'bench-2400.json', mimeType: 'application/json', buffer: Buffer.from(position.save) });
  const fileLoad = await page.evaluate(async () => {
    const shownAt = await window.__benchShownAt;
    return { notice: window.__benchNotice, storeMs: Math.round(window.__benchNoticeAt - window.__benchChangeAt), boardShownMs: Math.round(shownAt - window.__benchChangeAt) };
  });
  if (!/loaded/i.test(fileLoad.notice ?? '')) throw new Error(`the app did not load the benchmark save: ${fileLoad.notice}`);
  results.fileLoad = { bytes: position.save.length, ...fileLoad };
  await page.getByTestId('deployment-panel').waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
  // The first visit's welcome card stands over the middle of the map and takes the wheel: closed.
  const welcome = page.getByTestId('welcome-close');
  if (await welcome.count()) await welcome.click();

  const box = await page.getByTestId('board').boundingBox();
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const fitZoom = Math.min(box.width / position.world.width, box.height / position.world.height) * 0.98;
  // The current zoom, read off the screen positions of two hexes 33 columns apart in one row.
  const zoomNow = () =>
    page.evaluate((hexWidth) => {
      const a = window.__board.screenPointOfHex('D3001');
      const b = window.__board.screenPointOfHex('D3034');
      return (b.x - a.x) / (33 * hexWidth);
    }, position.hexWidth);

  // Far view: the whole map with every counter, for the record (and to look at).
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), [position.centre, fitZoom]);
  await nextFrames(page);
  await sleep(300);
  await nextFrames(page);
  await page.screenshot({ path: `${SHOTS}/render-far.png` });
  results.farZoom = await zoomNow();

  const scenarios = {};
  const measure = async (name, description, drive) => {
    if (ONLY && !ONLY.test(name)) return;
    const split = await startSplit(browser, page);
    await page.evaluate(() => window.__benchFrames.start());
    const until = Date.now() + SECONDS * 1000;
    await drive(until);
    const { stamps, longTasks } = await page.evaluate(() => window.__benchFrames.stop());
    const frameStats = stats(stamps, longTasks);
    scenarios[name] = { description, ...frameStats, split: await split.stop(frameStats.frames) };
    console.log(`  measured ${name}: ${scenarios[name].frames} frames, median ${scenarios[name].medianMs} ms`);
  };

  // Idle at the far view: nothing changes, so the board draws nothing (the floor of the frame clock).
  await measure('idle-far', 'the whole map on screen, nothing moving (the board renders only on change)', async () => {
    await sleep(Math.min(2000, SECONDS * 1000));
  });

  // (a) Panning along the route through all four sections at the opening zoom, driven in the page.
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), [position.route[0], position.zoom.default]);
  await nextFrames(page);
  await measure('pan-route-close', `centerOn every frame along a ${position.route.length}-hex route through sections ${position.routeSections.join(', ')} at zoom ${position.zoom.default} (counter names shown)`, async () => {
    await page.evaluate(([route, ms]) => {
      // Kept on window: a pending promise nothing refers to may be collected before it settles.
      window.__benchPan = new Promise((resolve) => {
        const t0 = performance.now();
        const step = (t) => {
          const f = (t - t0) / ms;
          if (f >= 1) return resolve(true);
          window.__board.centerOn(route[Math.floor(f * route.length)]);
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    }, [position.route, SECONDS * 1000]);
    await page.waitForFunction(() => window.__benchPan.then(() => true), null, { timeout: SECONDS * 1000 + 240000 });
  });

  // (a2) The mouse moved over the map at the opening zoom, a new hex each step: nothing moves but the
  // hover outline, so each frame redraws the whole still view (what a player's hand on the mouse costs).
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), ['C4319', position.zoom.default]);
  await nextFrames(page);
  // The board first caches the terrain on screen at 2× (a chunk a frame once the view stops): wait
  // until it has nothing left to draw, so this measures a still view's redraw, not those caches.
  results.settleMs = await settle(page);
  await measure('hover-default', `the mouse moved across the map at the opening zoom (${position.zoom.default}), a new hex under it each step, after the view's caches were made`, async (until) => {
    let step = 0;
    while (Date.now() < until) {
      const x = middle.x + (((step * 37) % 600) - 300);
      const y = middle.y + (((step * 23) % 400) - 200);
      await page.mouse.move(x, y);
      step++;
    }
  });

  // (a2b) That still view with nothing happening: the board renders only on change, so this is
  // what a still view costs the rasteriser between a player's actions (the GPU process's CPU).
  await measure('idle-default', `the still view at the opening zoom (${position.zoom.default}), nothing moving, after its caches were made`, async () => {
    await sleep(SECONDS * 1000);
  });

  // (a3) The same still view redrawn every frame, driven in the page (centerOn the same hex marks
  // the view for a redraw without moving it): what a still view at the opening zoom costs per frame,
  // with no input round trips between frames. The frame rate of this one is the fps target's figure.
  await measure('redraw-default', `the still view at the opening zoom (${position.zoom.default}) redrawn every frame (centerOn the same hex)`, async () => {
    await page.evaluate((ms) => {
      window.__benchRedraw = new Promise((resolve) => {
        const t0 = performance.now();
        const step = (t) => {
          if (t - t0 >= ms) return resolve(true);
          window.__board.centerOn('C4319');
          requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      });
    }, SECONDS * 1000);
    await page.waitForFunction(() => window.__benchRedraw.then(() => true), null, { timeout: SECONDS * 1000 + 240000 });
  });

  // (a4) A player's pan at the opening zoom: the arrow keys held in turn (right, down, left, up;
  // the board pans 800 screen px a second, src/board/keyboard.ts), so the distance a frame covers
  // follows the time it took, as under a hand on the keys.
  await measure('pan-keys-close', `arrow keys held in turn (right, down, left, up) at the opening zoom (${position.zoom.default}) from C4319`, async (until) => {
    await page.getByTestId('board').focus();
    const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
    for (let k = 0; Date.now() < until; k++) {
      const key = keys[k % keys.length];
      await page.keyboard.down(key);
      await sleep(Math.min(SECONDS * 250, until - Date.now()));
      await page.keyboard.up(key);
    }
  });

  // (b) Panning by mouse drag at a far zoom (about a third of the map on screen, every counter as a plain square).
  const dragZoom = 0.2;
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), [position.route[0], dragZoom]);
  await nextFrames(page);
  await measure('pan-drag-far', `mouse drags up and down the map (north and south through the sections) at zoom ${dragZoom}, inertia included`, async (until) => {
    let north = true;
    let drags = 0;
    while (Date.now() < until) {
      const dy = (north ? 1 : -1) * box.height * 0.7;
      await page.mouse.move(middle.x, middle.y - dy / 2);
      await page.mouse.down();
      await page.mouse.move(middle.x + (drags % 2 ? 60 : -60), middle.y + dy / 2, { steps: 20 });
      await page.mouse.up();
      drags++;
      if (drags % 4 === 0) north = !north;
    }
  });

  // (c) Zooming with the mouse wheel between the whole map and a closer view, and close in.
  const wheelBetween = (low, high) => async (until) => {
    await page.mouse.move(middle.x, middle.y);
    let zoomingIn = true;
    while (Date.now() < until) {
      await page.mouse.wheel(0, zoomingIn ? -240 : 240);
      await sleep(40);
      const zoom = await zoomNow();
      if (zoomingIn && zoom >= high * 0.97) zoomingIn = false;
      else if (!zoomingIn && zoom <= low * 1.03) zoomingIn = true;
    }
  };
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), [position.centre, fitZoom]);
  await nextFrames(page);
  await measure('zoom-far', `wheel in and out between the whole map (zoom ${fitZoom.toFixed(3)}, every counter on screen) and zoom 0.5`, wheelBetween(fitZoom, 0.5));
  await page.evaluate(([hex]) => window.__board.centerOn(hex, 1.2), [position.centre]);
  await nextFrames(page);
  await measure('zoom-close', `wheel in and out between zoom 1.2 and the closest zoom (${position.zoom.max})`, wheelBetween(1.2, position.zoom.max));
  await page.evaluate(([hex, zoom]) => window.__board.centerOn(hex, zoom), [position.centre, position.zoom.min]);
  await nextFrames(page);
  await measure('zoom-full-range', `wheel in and out between the farthest (${position.zoom.min}) and the closest zoom (${position.zoom.max})`, wheelBetween(position.zoom.min, position.zoom.max));

  await page.evaluate(([hex]) => window.__board.centerOn(hex, 1.4), ['C4319']);
  await nextFrames(page);
  await sleep(300);
  await page.screenshot({ path: `${SHOTS}/render-close.png` });

  // What one pointer move costs the main thread at the opening zoom over 2,400 counters: Pixi's
  // event handling (its hit test) and the board's hover handling, timed around synthetic
  // pointermove events, which Pixi handles synchronously (React's re-render of the status line
  // comes later and is not included). 20 batches of 50 moves, each to a new point on the map.
  results.pointerMove = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="board"] canvas');
    const rect = canvas.getBoundingClientRect();
    const perMove = [];
    for (let batch = 0; batch < 20; batch++) {
      const t0 = performance.now();
      for (let i = 0; i < 50; i++) {
        const n = batch * 50 + i;
        const clientX = rect.left + 20 + ((n * 37) % (rect.width - 40));
        const clientY = rect.top + 20 + ((n * 23) % (rect.height - 40));
        canvas.dispatchEvent(new PointerEvent('pointermove', { clientX, clientY, pointerId: 1, pointerType: 'mouse', isPrimary: true, bubbles: true }));
      }
      perMove.push((performance.now() - t0) / 50);
    }
    perMove.sort((a, b) => a - b);
    const round = (n) => Math.round(n * 1000) / 1000;
    return { moves: 1000, medianMs: round(perMove[10]), minMs: round(perMove[0]), maxMs: round(perMove[19]) };
  });

  results.scenarios = scenarios;
  results.machine.loadAtEnd = loadavg()[0];
  results.pageErrors = errors;
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);

// ---------------------------------------------------------------------------------------------
// The table

const r = results.renderer;
console.log(`\nRender benchmark (${results.browser}, ${results.machine.cpus} CPUs; renderer: ${r.api}${r.renderer ? ` — ${r.renderer}` : ''}; smooth edges ${r.antialias ? 'on' : 'off'})`);
console.log(`  load average ${results.machine.loadAtStart.toFixed(1)} at the start, ${results.machine.loadAtEnd.toFixed(1)} at the end`);
console.log(`  position: ${results.position.onMap} counters on the map (A ${results.position.bySection.A}, B ${results.position.bySection.B}, C ${results.position.bySection.C}, D ${results.position.bySection.D})`);
console.log(`  page load → board ready: ${results.pageLoad.runs.map((l) => `${l.boardReadyMs} ms`).join(', ')} (median ${results.pageLoad.medianBoardReadyMs} ms; DOMContentLoaded ${results.pageLoad.runs.map((l) => l.domContentLoadedMs).join('/')} ms)`);
console.log(`  Load… ${kB(results.fileLoad.bytes)} save → game in the store ${results.fileLoad.storeMs} ms → board drawn ${results.fileLoad.boardShownMs} ms`);
console.log(`\n  ${'scenario'.padEnd(16)} ${'frames'.padStart(6)} ${'mean'.padStart(7)} ${'median'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'fps'.padStart(6)} ${'>50ms'.padStart(6)}`);
for (const [name, s] of Object.entries(results.scenarios)) {
  console.log(`  ${name.padEnd(16)} ${String(s.frames).padStart(6)} ${s.meanMs.toFixed(1).padStart(7)} ${s.medianMs.toFixed(1).padStart(7)} ${s.p95Ms.toFixed(1).padStart(7)} ${s.p99Ms.toFixed(1).padStart(7)} ${s.maxMs.toFixed(1).padStart(7)} ${s.fps.toFixed(1).padStart(6)} ${String(s.over50ms).padStart(6)}`);
}
console.log('  (frame times in ms between requestAnimationFrame callbacks)');
printSplit(results.scenarios);
console.log(`\n  hover-default began once the board had settled at the opening zoom (terrain caches made): ${results.settleMs} ms after centring`);
const pm = results.pointerMove;
console.log(`\n  one pointer move over the map at the opening zoom (Pixi's hit test + the board's hover handling): median ${pm.medianMs} ms (batches of 50: ${pm.minMs}–${pm.maxMs} ms a move)`);
printBundle(bundle);
if (results.pageErrors.length) console.log(`\nerrors in the page: ${results.pageErrors.join(' | ')}`);
console.log(`\nwritten to ${RESULTS}; screenshots in ${SHOTS}`);
