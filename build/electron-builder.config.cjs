// electron-builder configuration (`npm run dist` builds for the machine it runs on). Installers for
// Linux (AppImage, deb), Windows (NSIS) and macOS (dmg), with Electron's fuses set so that the packaged
// binary cannot be turned into a plain Node runtime or told to load code from outside its archive.
/** @type {import('electron-builder').Configuration} */
module.exports = {
  appId: 'io.github.beleagueredcastle.game',
  productName: 'Beleaguered Castle',
  copyright: 'Copyright © 2026 the Beleaguered Castle authors',
  directories: { output: 'release', buildResources: 'build' },
  // only the built app: main, preload and renderer from out/, and the window icon for Linux. The
  // renderer's libraries are bundled into out/renderer and the CLI's TypeScript runner is not used by
  // the app, so those dependencies stay out; main needs valibot (its schemas at every boundary).
  files: [
    'out/main/**',
    'out/preload/**',
    'out/renderer/**',
    'build/icons/512x512.png',
    'package.json',
    '!**/*.map',
    '!node_modules/{vue,vue-i18n,pinia,@vue,@intlify,@babel,postcss,nanoid,entities,csstype,magic-string,source-map-js,estree-walker,@jridgewell,picocolors,nostics}/**',
    '!node_modules/{tsx,esbuild,@esbuild,get-tsconfig,resolve-pkg-maps}/**',
  ],
  asar: true,
  electronFuses: {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    onlyLoadAppFromAsar: true,
    enableEmbeddedAsarIntegrityValidation: true,
    enableCookieEncryption: true,
    loadBrowserProcessSpecificV8Snapshot: false,
    grantFileProtocolExtraPrivileges: false,
  },
  linux: {
    target: ['AppImage', 'deb'],
    category: 'Game',
    icon: 'build/icons',
    maintainer: 'Beleaguered Castle authors <castle@users.noreply.github.com>',
    synopsis: 'Open solitaires of the Beleaguered Castle family',
    desktop: {
      entry: {
        Name: 'Beleaguered Castle',
        Comment: 'Beleaguered Castle and its family of open solitaires',
        Categories: 'Game;CardGame;',
        Keywords: 'solitaire;patience;cards;',
      },
    },
  },
  deb: { packageCategory: 'games' },
  win: { target: ['nsis'], icon: 'build/icons/256x256.png' },
  nsis: {
    oneClick: false,
    allowToChangeInstallationDirectory: true,
    createDesktopShortcut: 'always',
    createStartMenuShortcut: true,
    shortcutName: 'Beleaguered Castle',
    menuCategory: 'Games',
  },
  mac: { target: ['dmg'], category: 'public.app-category.card-games', icon: 'build/icons/1024x1024.png' },
  dmg: { title: 'Beleaguered Castle' },
};
