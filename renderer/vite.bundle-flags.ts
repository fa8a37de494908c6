import vue from '@vitejs/plugin-vue';
import type { Rolldown } from 'vite';

// What both renderer builds (the web one, renderer/vite.web.config.ts, and Electron's,
// electron.vite.config.ts) leave out of the bundle: every component is <script setup>, so no Options
// API; vue-i18n in composition mode only, without its components (no <i18n-t>) and without its message
// compiler (renderer/i18n.ts compiles the catalogues' `{name}` messages itself).
export const rendererPlugins = () => [vue({ features: { optionsAPI: false } })];

export const rendererDefine = {
  __VUE_I18N_FULL_INSTALL__: 'false',
  __VUE_I18N_LEGACY_API__: 'false',
  __INTLIFY_DROP_MESSAGE_COMPILER__: 'true',
  __INTLIFY_PROD_DEVTOOLS__: 'false',
};

// What the table needs at its first paint (every module the entry imports statically, Vue and
// vue-i18n with them) goes into one chunk: left to itself, Rolldown splits it by which lazy chunks
// share each module, and the start loads many small chunks, each with its own import glue. The
// dialogs and the pieces shown later stay chunks of their own, loaded when first used.
export const rendererOutput: Rolldown.OutputOptions = {
  codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
};
