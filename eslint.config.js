// Lint rules that keep the layers apart (ARCHITECTURE §3): the rules engine and the scenario data
// import nothing from the screen, the store or UI libraries, and the screen and the store use the
// engine only through its public API, src/rules/api.ts. (Import cycles are checked by
// tests/architecture/cycles.test.ts.)
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const SCREEN_AND_STATE_LIBRARIES = [
  { name: 'react', message: 'src/rules is pure: no React.' },
  { name: 'react-dom', message: 'src/rules is pure: no React.' },
  { name: 'pixi.js', message: 'src/rules is pure: no Pixi.' },
  { name: 'pixi-viewport', message: 'src/rules is pure: no Pixi.' },
  { name: 'zustand', message: 'src/rules is pure: no store.' },
  { name: 'idb-keyval', message: 'src/rules is pure: no browser storage.' },
];
const UPPER_LAYERS = [
  { group: ['**/board/**', '**/board'], message: 'src/rules must not import the board.' },
  { group: ['**/ui/**', '**/ui'], message: 'src/rules must not import the UI.' },
  { group: ['**/store/**', '**/store'], message: 'src/rules must not import the store.' },
  { group: ['zustand/*', 'react/*', 'react-dom/*', 'pixi.js/*'], message: 'src/rules is pure.' },
];

// The screen (src/ui, src/board) and the store reach the engine only through src/rules/api.ts.
// Import paths are relative, so what names the engine depends on how deep the importing file sits
// (in src/ui/flow, '../rules' is the UI's own rules panel and '../../rules' is the engine): one
// block per depth, each refusing '<up to src>/rules' and anything under it except 'rules/api'.
// Any other import restriction for these folders belongs in SCREEN_RESTRICTED_IMPORTS, because a
// later block's 'no-restricted-imports' for the same files would replace this one, not add to it.
const SCREEN_FOLDERS = '{ui,board,store}';
const SCREEN_RESTRICTED_IMPORTS = { paths: [], patterns: [] };
const RULES_API_ONLY = 'The screen uses the rules engine\'s public API: import from src/rules/api';
const screenBlocks = [1, 2, 3, 4, 5].map((depth) => ({
  files: [`src/${SCREEN_FOLDERS}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: SCREEN_RESTRICTED_IMPORTS.paths,
        patterns: [
          ...SCREEN_RESTRICTED_IMPORTS.patterns,
          { regex: `^(?:(?:\\.\\./){${depth}}|(?:.*/)?src/)rules(?:/(?!api$).*)?$`, message: RULES_API_ONLY },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'tests/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/rules/**/*.ts', 'src/scenarios/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: SCREEN_AND_STATE_LIBRARIES, patterns: UPPER_LAYERS }],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'src/rules is pure: no DOM.' },
        { name: 'document', message: 'src/rules is pure: no DOM.' },
        { name: 'localStorage', message: 'src/rules is pure: no browser storage.' },
        { name: 'indexedDB', message: 'src/rules is pure: no browser storage.' },
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Dice come from the seeded state (engine/dice.ts).' }],
    },
  },
  ...screenBlocks,
  {
    files: ['tests/e2e/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', window: 'readonly', document: 'readonly', requestAnimationFrame: 'readonly' } },
  },
);
