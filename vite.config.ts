import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './src/cli/precompress.ts';

// The client is served under /m/ by the reference server; in dev, Vite proxies the API to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/m/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    target: 'es2020',
    // The entry holds React, the router, zod and i18next (~150 KB brotli). The first-screen budget is
    // measured on the wire by `npm run bench`, not by this raw-size warning.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The libraries every first screen loads travel as one file: split across several small
          // shared chunks they cost more on the wire (one gzip dictionary and one request each).
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zod|wretch|i18next|react-i18next|use-sync-external-store|@preact)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/ops': apiTarget,
      '/media': apiTarget,
      '/play': apiTarget,
      '/assets-static': apiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/{engine,server,api,actions,state,cli,i18n,queries,layouts}/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/{render,widgets,app}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
    ],
  },
});
