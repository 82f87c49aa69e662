import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Three bundles under `out/`: main (ESM, dependencies left in node_modules), preload (one self-contained
 * CommonJS file, the only format a sandboxed preload can load) and the renderer (served at app://orgdesk/).
 */
export default defineConfig({
  main: {
    build: {
      rolldownOptions: { input: { index: fromRoot('main/index.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload may require nothing but `electron`, so everything else is bundled in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { preload: fromRoot('main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: fromRoot('renderer'),
    plugins: [react()],
    build: {
      // electron-vite leaves the renderer unminified by default; the first screen should not pay for that.
      minify: true,
      rolldownOptions: { input: { index: fromRoot('renderer/index.html') } },
    },
  },
});
