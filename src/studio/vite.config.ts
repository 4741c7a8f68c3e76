import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The operator studio is its own build (`npm run build` makes both): nothing of it, the editor
// included, can reach the player's bundle, its service worker or its first-screen weight.
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/ops/studio/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/studio', import.meta.url)),
    emptyOutDir: true,
    target: 'es2020',
    // CodeMirror and the published schemas: operators on desktops, loaded once per session.
    chunkSizeWarningLimit: 1200,
  },
});
