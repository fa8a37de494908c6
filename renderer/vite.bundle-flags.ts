import vue from '@vitejs/plugin-vue';

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
