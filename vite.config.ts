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
  },
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
