// Where a frame's time goes, for the render benchmark (scripts/bench-render.mjs): measured over one
// frame-time scenario through the Chrome DevTools Protocol and divided by the frames drawn.
//
//  - main thread: the page's busy time (Performance.getMetrics TaskDuration) and the part of it
//    spent running JavaScript (ScriptDuration);
//  - JS self time by function and by bundle (Profiler, sampling every SAMPLE_US µs): `app` is our
//    code (the index-*.js chunk and its lazy chunks), `pixi` Pixi and pixi-viewport (pixi-*.js);
//    the bundles are minified, so functions are named as the build left them (methods keep
//    their names) with file:line:column;
//  - GPU process CPU time (SystemInfo.getProcessInfo): with SwiftShader this is the software
//    rasteriser drawing what the main thread submitted (it may use several threads, so it can
//    exceed the wall time).

const SAMPLE_US = 500;

/**
 * Installed in the page before the app's scripts: counts the WebGL work the page submits (draw
 * calls, vertices drawn, bytes uploaded into buffers, texture uploads, render-target switches).
 * Unlike times, these counts do not change with the load on the machine.
 */
export function glCounters() {
  const counts = { draws: 0, vertices: 0, bufferBytes: 0, textureUploads: 0, targetSwitches: 0 };
  window.__benchGl = counts;
  for (const proto of [window.WebGL2RenderingContext?.prototype, window.WebGLRenderingContext?.prototype]) {
    if (!proto) continue;
    const wrap = (name, count) => {
      const original = proto[name];
      if (typeof original !== 'function') return;
      proto[name] = function (...args) {
        count(args);
        return original.apply(this, args);
      };
    };
    wrap('drawElements', (a) => ((counts.draws += 1), (counts.vertices += a[1])));
    wrap('drawArrays', (a) => ((counts.draws += 1), (counts.vertices += a[2])));
    wrap('drawElementsInstanced', (a) => ((counts.draws += 1), (counts.vertices += a[1] * a[4])));
    wrap('drawArraysInstanced', (a) => ((counts.draws += 1), (counts.vertices += a[2] * a[3])));
    const bytes = (data) => (typeof data === 'number' ? data : (data?.byteLength ?? 0));
    wrap('bufferData', (a) => (counts.bufferBytes += bytes(a[1])));
    wrap('bufferSubData', (a) => (counts.bufferBytes += a.length >= 5 && a[4] ? a[4] * (a[2]?.BYTES_PER_ELEMENT ?? 1) : bytes(a[2])));
    wrap('texImage2D', () => (counts.textureUploads += 1));
    wrap('texSubImage2D', () => (counts.textureUploads += 1));
    wrap('bindFramebuffer', () => (counts.targetSwitches += 1));
  }
}
const TOP = 12;

function metric(metrics, name) {
  return metrics.find((m) => m.name === name)?.value ?? 0;
}

async function gpuCpuSeconds(browserSession) {
  const { processInfo } = await browserSession.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'GPU').reduce((sum, p) => sum + p.cpuTime, 0);
}

/** Which bundle a script URL belongs to. */
function bundleOf(url) {
  if (!url) return 'native';
  const file = url.split('/').pop() ?? url;
  if (file.startsWith('pixi-')) return 'pixi';
  if (url.includes('/assets/')) return 'app';
  return 'other';
}

/** Self time (ms) of every profile node, from its samples. */
function selfTimes(profile) {
  const self = new Map();
  const { samples, timeDeltas } = profile;
  // timeDeltas[i + 1] is the time from sample i to the next one: that interval belongs to sample i.
  for (let i = 0; i < samples.length; i++) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    self.set(samples[i], (self.get(samples[i]) ?? 0) + dt);
  }
  return self;
}

function summariseProfile(profile, frames) {
  const self = selfTimes(profile);
  const byFunction = new Map();
  const byBundle = { app: 0, pixi: 0, other: 0, native: 0, gc: 0, program: 0, idle: 0 };
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)') byBundle.idle += ms;
    else if (functionName === '(program)') byBundle.program += ms;
    else if (functionName === '(garbage collector)') byBundle.gc += ms;
    else if (functionName === '(root)') byBundle.program += ms;
    else {
      const bundle = bundleOf(url);
      byBundle[bundle] += ms;
      const file = url ? url.split('/').pop() : '';
      const key = `${bundle} ${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
  }
  const perFrame = (ms) => Math.round((ms / Math.max(1, frames)) * 100) / 100;
  const top = [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([fn, ms]) => ({ fn, msPerFrame: perFrame(ms) }));
  return {
    jsMsPerFrame: perFrame(byBundle.app + byBundle.pixi + byBundle.other + byBundle.native),
    byBundleMsPerFrame: Object.fromEntries(Object.entries(byBundle).map(([k, v]) => [k, perFrame(v)])),
    top,
  };
}

/** Starts measuring; `stop(frames)` returns the split per frame. */
export async function startSplit(browser, page) {
  const session = await page.context().newCDPSession(page);
  const browserSession = await browser.newBrowserCDPSession();
  await session.send('Performance.enable');
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: SAMPLE_US });
  const before = (await session.send('Performance.getMetrics')).metrics;
  const gpuBefore = await gpuCpuSeconds(browserSession);
  const glBefore = await page.evaluate(() => ({ ...window.__benchGl }));
  const t0 = Date.now();
  await session.send('Profiler.start');
  return {
    async stop(frames) {
      const { profile } = await session.send('Profiler.stop');
      const wallMs = Date.now() - t0;
      const after = (await session.send('Performance.getMetrics')).metrics;
      const gpuAfter = await gpuCpuSeconds(browserSession);
      const glAfter = await page.evaluate(() => ({ ...window.__benchGl }));
      await session.detach();
      await browserSession.detach();
      const delta = (name) => (metric(after, name) - metric(before, name)) * 1000;
      const perFrame = (ms) => Math.round((ms / Math.max(1, frames)) * 100) / 100;
      return {
        wallMs,
        mainThreadMsPerFrame: perFrame(delta('TaskDuration')),
        scriptMsPerFrame: perFrame(delta('ScriptDuration')),
        gpuProcessCpuMsPerFrame: perFrame((gpuAfter - gpuBefore) * 1000),
        glPerFrame: Object.fromEntries(Object.keys(glAfter).map((k) => [k, Math.round((glAfter[k] - glBefore[k]) / Math.max(1, frames))])),
        profile: summariseProfile(profile, frames),
      };
    },
  };
}

/** The split as a table (and the top functions of each scenario). */
export function printSplit(scenarios) {
  console.log('\n  Where a frame goes (ms per frame; main thread from CDP Performance, JS by bundle from the Profiler,');
  console.log('  GPU process = SwiftShader rasterising, CPU time over all its threads)');
  console.log('  and the WebGL work submitted per frame (draw calls, vertices, kB uploaded into buffers, texture uploads)');
  console.log(`  ${'scenario'.padEnd(16)} ${'frame'.padStart(7)} ${'main'.padStart(7)} ${'script'.padStart(7)} ${'JS app'.padStart(7)} ${'JS pixi'.padStart(8)} ${'GC'.padStart(6)} ${'GPU'.padStart(7)} ${'draws'.padStart(6)} ${'verts'.padStart(8)} ${'kB up'.padStart(7)} ${'tex'.padStart(4)}`);
  for (const [name, s] of Object.entries(scenarios)) {
    const p = s.split;
    const b = p.profile.byBundleMsPerFrame;
    console.log(
      `  ${name.padEnd(16)} ${s.meanMs.toFixed(1).padStart(7)} ${p.mainThreadMsPerFrame.toFixed(1).padStart(7)} ${p.scriptMsPerFrame.toFixed(1).padStart(7)} ` +
        `${b.app.toFixed(2).padStart(7)} ${b.pixi.toFixed(2).padStart(8)} ${b.gc.toFixed(2).padStart(6)} ${p.gpuProcessCpuMsPerFrame.toFixed(1).padStart(7)} ` +
        `${String(p.glPerFrame.draws).padStart(6)} ${String(p.glPerFrame.vertices).padStart(8)} ${(p.glPerFrame.bufferBytes / 1000).toFixed(0).padStart(7)} ${String(p.glPerFrame.textureUploads).padStart(4)}`,
    );
  }
  for (const [name, s] of Object.entries(scenarios)) {
    console.log(`\n  ${name}: JS self time by function (ms per frame)`);
    for (const { fn, msPerFrame } of s.split.profile.top) console.log(`    ${msPerFrame.toFixed(2).padStart(6)}  ${fn}`);
  }
}
