import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The app is served from a relative base so the built `dist/` works from any path
// (the browser tests serve it from a local static server).
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Libraries in chunks of their own: they change less often than the app (kept in the
        // browser's cache across our releases) and load in parallel with it. '$initial': only what
        // the app imports statically; Pixi's renderer modules stay in the chunks Pixi loads on demand.
        codeSplitting: {
          groups: [
            { name: 'pixi', test: /node_modules[\\/](pixi\.js|pixi-viewport|@pixi)[\\/]/, tags: ['$initial'] },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'] },
            // The counter catalogue (src/data/oob, 17 display files): data that change apart from the
            // code. Not loaded lazily: the game that opens (Hell's Highway) and the autosave's counter
            // references both need it before the first screen (docs/order-of-battle.md §8).
            { name: 'counters', test: /src[\\/]data[\\/]oob[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // A test's time limit is a guard against hangs, not a speed check (speed is measured by
    // `npm run bench`). Property and playthrough tests take a few seconds alone and several times
    // that on a loaded two-core machine; 60 s keeps a slow machine from failing them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
