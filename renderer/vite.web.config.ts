import { defineConfig } from 'vite';
import { rendererDefine, rendererOutput, rendererPlugins } from './vite.bundle-flags.ts';

// The browser build of the renderer (`npm run web`, `npm run build:web`, run from the project root):
// the same index.html the Electron build uses, with the localStorage host because window.castleHost
// is absent. Paths are relative to the project root (renderer/ may not import Node's modules).
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: rendererPlugins(),
  define: rendererDefine,
  build: {
    outDir: '../out/web',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: rendererOutput },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
