import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The platform's page drawer (`npm run build` makes it with the client): the app's own modules
// built for Node, loaded by src/server/static/server-render.ts. One file with its libraries in it
// (React's production build among them): the platform loads a new build under a new URL, and a
// second file importing the first by its plain name would get a second copy of the app's modules.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/render-page.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
