import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { HtmlTagDescriptor, Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The renderer's entry holds React DOM only and imports the app (`renderer/src/start.tsx`) as a second
 * script, so that the browser evaluates the two in separate tasks. This asks for that script, and every
 * chunk it imports, from the page's head, so it downloads beside the entry instead of after it.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'orgdesk-preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/renderer/src/start.tsx'));
        if (!start) throw new Error('The build has no chunk for renderer/src/start.tsx');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return [...files]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${fileName}` }, injectTo: 'head' }));
      },
    },
  };
}

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
    plugins: [react(), preloadAppStart()],
    build: {
      // electron-vite leaves the renderer unminified by default; the first screen should not pay for that.
      minify: true,
      rolldownOptions: { input: { index: fromRoot('renderer/index.html') } },
    },
  },
});
