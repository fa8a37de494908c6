import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';

// Layers as in VS Code: shared/ is common code and may import neither Node, Electron, Vue, the DOM nor the server;
// renderer/ may not reach Node or Electron. tsconfig per layer catches globals; this catches imports.
const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto', 'url'];

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'test-output/', 'coverage/', '*.config.ts.*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // nor the server: the engine and the formats are the server's to use, never the other way
      'no-restricted-imports': ['error', { patterns: [...nodeBuiltins, 'electron', 'vue', 'pinia', 'vue-i18n', '**/renderer/**', '**/electron/**', '**/server/**', 'fastify', 'pg', '@electric-sql/pglite'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'require', 'localStorage'],
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.vue'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-imports': ['error', { patterns: [...nodeBuiltins, 'electron', '**/electron/**', '**/server/**'] }] },
  },
  {
    // the leaderboard server: Node, npm packages and shared/; nothing of the app's main or renderer
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: ['electron', '**/electron/**', '**/renderer/**', 'vue', 'pinia', 'vue-i18n'] }] },
  },
  {
    files: ['electron/**/*.{ts,mjs,js,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['electron/**/*.{ts,mjs,js,cjs}', 'test/**/*.{ts,mjs,js}', '*.config.{ts,js,cjs}', 'build/**/*.{js,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
