import { defineConfig } from 'electron-vite';
import { rendererDefine, rendererOutput, rendererPlugins } from './renderer/vite.bundle-flags.ts';
import { fileURLToPath } from 'node:url';

// `electron-vite build`: main and preload from electron/, the renderer from renderer/, into out/.
// Main is ESM (package.json says "type": "module"); the preload is CommonJS because a sandboxed
// preload cannot load ES modules, and it bundles the shared contract so it needs nothing at run time
// but Electron itself.
const path = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: path('./out/main'),
      // the solver thread is an entry of its own: main starts it as a worker (electron/main/daily-deals.ts)
      lib: { entry: { index: path('./electron/main/index.ts'), 'solver-thread': path('./electron/solver/solver-thread.ts') }, formats: ['es'] },
      rolldownOptions: { output: { entryFileNames: '[name].js' } },
    },
  },
  preload: {
    build: {
      outDir: path('./out/preload'),
      externalizeDeps: false,
      lib: { entry: path('./electron/preload/index.ts'), formats: ['cjs'] },
      rolldownOptions: { external: ['electron'], output: { entryFileNames: 'index.cjs' } },
    },
  },
  renderer: {
    root: path('./renderer'),
    base: './',
    plugins: rendererPlugins(),
    define: rendererDefine,
    build: {
      outDir: path('./out/renderer'),
      target: 'es2022',
      rolldownOptions: { input: path('./renderer/index.html'), output: rendererOutput },
    },
  },
});
