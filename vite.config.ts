import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './src/cli/precompress.ts';
import { earlyEntry } from './src/cli/early-entry.ts';
import { stripDescriptions } from './src/cli/strip-descriptions.ts';
import { bootChunk } from './src/cli/boot-chunk.ts';

// The client is served under /m/ by the reference server; in dev, Vite proxies the API to it.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    // The query runtime, the endpoint list, the action handlers and the extra icons: every boot imports them before asking for the page's data.
    earlyEntry(undefined, undefined, ['src/queries/mount.ts', 'src/queries/prefetch.ts', 'src/api/endpoints/index.ts', 'src/actions/handlers/_lazy.ts', 'widgets/Icon/icons-extra.ts']),
    stripDescriptions(),
    // The app shell through a service worker: repeat visits and the installed app start without
    // the network. API answers are not cached here: the app keeps its own copy of the template and
    // layouts (boot falls back to it), and live data must never be served stale by a worker.
    VitePWA({
      strategies: 'generateSW',
      // Registered by the app itself once the first screen is up (src/app/service-worker.ts):
      // the generated inline or extra registration script would break the strict CSP or cost a request.
      injectRegister: false,
      // The server builds the manifest per merchant from its template.
      manifest: false,
      filename: 'sw.js',
      scope: '/m/',
      workbox: {
        // A new build takes over at once, and a first visit is already controlled (offline next time).
        skipWaiting: true,
        clientsClaim: true,
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // Hashed file names: the copy the browser already holds is the right one, no re-download.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/m/index.html',
        navigateFallbackAllowlist: [/^\/m(\/|$)/],
        navigateFallbackDenylist: [/^\/m\/assets\//, /^\/m\/manifest\.webmanifest$/],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        runtimeCaching: [
          {
            // Game tiles, banners and vendor logos: shown from the cache, refreshed behind.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'media', expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } },
          },
        ],
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    target: 'es2020',
    // The entry holds React, the router, zod and i18next (~150 KB brotli). The first-screen budget is
    // measured on the wire by `npm run bench`, not by this raw-size warning.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every first screen loads travel as one file: split across several small
          // shared chunks they cost more on the wire (one gzip dictionary and one request each).
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|zod|wretch|i18next|react-i18next|use-sync-external-store|@preact)[\\/]/ },
            // What every boot imports right after the entry and the entry does not (the calls' contract with
            // the endpoints that send them, so their schemas are never evaluated before they exist): one preloaded file.
            { debugName: 'boot-runtime', name: bootChunk('boot-runtime', /[\\/](src[\\/](contract|queries|api[\\/]endpoints|actions[\\/]handlers|actions[\\/]flows)[\\/]|src[\\/]api[\\/](endpoint-registry|encryption)|node_modules[\\/]@tanstack[\\/]query-core[\\/])/),
              // Only those modules: what they import from the entry stays in the entry.
              includeDependenciesRecursively: false },
          ],
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
      '/pay': apiTarget,
      '/assets-static': apiTarget,
    },
  },
  test: {
    // Both cores: most files wait on servers, browsers' stand-ins or the disk, so two workers
    // finish in about 60 % of one's time (measured: 358 s -> 226 s for the whole suite).
    maxWorkers: 2,
    // A timeout here only catches a hang: speed is measured by `npm run bench`. On two busy cores the
    // first test of a file also pays for compiling the published schemas (seconds), which the
    // default 5 s cut short now and then.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/{engine,api,actions,state,cli,i18n,queries,layouts,studio,ssr}/**/*.test.ts'] },
      },
      {
        extends: true,
        // The platform's own tests share one module graph per worker: each file starts its own app
        // on its own data folder, and loading the whole server again for every file cost most of
        // their time. They mock no modules (a test that stubs a global puts it back). The client's
        // contract tests stay isolated: they point the client module at their own server.
        test: { name: 'server', environment: 'node', isolate: false, include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts'] },
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
