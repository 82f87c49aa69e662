import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { coreBoundaries } from './scripts/eslint/core-boundaries.js';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { thinHandlers } from './scripts/eslint/thin-handlers.js';

const nodeModuleNames = ['fs', 'fs/promises', 'path', 'os', 'child_process', 'crypto', 'http', 'https', 'net', 'url', 'util', 'stream', 'events', 'worker_threads'];
const nodeBuiltins = (message) => nodeModuleNames.map((name) => ({ name, message }));

/** Layer rules: the folder a file lives in decides what it may import (see README, Architecture). */
const restrict = (patterns, paths = []) => ['error', { patterns, paths }];

const rendererLayers = [
  { group: ['node:*', 'electron', 'electron/*', 'ws'], message: 'The renderer runs in a sandboxed page: no Node or Electron.' },
  { group: ['**/main/*', '**/app/*', '!**/app/contract', '!**/app/contract/**'], message: 'The renderer reaches the core only through app/contract.' },
];
const rendererNodeBuiltins = nodeBuiltins('The renderer runs in a sandboxed page: no Node modules.');

/**
 * Every dialog is built on one of the shared frames, so each one leaves the same way: the same title bar and
 * buttons, and a question before anything typed, chosen or unseen is thrown away.
 */
const dialogFrames =
  'Build the dialog on a frame from renderer/src/shared/: FormDialog when it takes input (it asks before discarding what was typed or chosen), DialogFrame when it only shows, ConfirmDialog for a yes-or-no question.';
const rawDialog = [
  { name: '@mui/material/Dialog', message: dialogFrames },
  { name: '@mui/material', importNames: ['Dialog'], message: dialogFrames },
];
const rawDialogFiles = { group: ['@mui/material/Dialog/*'], message: dialogFrames };

/** What nothing in app/ imports: it runs without Electron, has no UI, and depends on neither main/ nor renderer/. */
const appEdges = [
  { group: ['electron', 'electron/*'], message: 'app/ runs without Electron: put Electron code in main/.' },
  { group: ['react', 'react-dom', 'react/*', '@mui/*', '@tanstack/*', '@emotion/*'], message: 'app/ has no UI: put it in renderer/.' },
  { group: ['**/main/*', '**/renderer/*'], message: 'app/ must not depend on main/ or renderer/.' },
];

/** The core's own lint rules (scripts/eslint/): areas kept apart, handlers kept thin. */
const corePlugin = { rules: { 'core-boundaries': coreBoundaries, 'thin-handlers': thinHandlers } };

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'app/api/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
    },
  },
  {
    files: ['app/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(appEdges),
    },
  },
  {
    files: ['app/contract/**/*.ts'],
    ignores: ['app/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          { group: ['node:*'], message: 'The contract is shared with the renderer: no Node modules.' },
          { group: ['**/core/*', '**/api/*', '**/sandbox/*', '**/bridge/*', '**/jobs/*'], message: 'The contract depends on nothing but zod.' },
        ],
        nodeBuiltins('The contract is shared with the renderer: no Node modules.'),
      ),
    },
  },
  {
    // The layers inside app/: API clients speak HTTP and know nothing of the core; jobs run any work the core hands them.
    files: ['app/api/**/*.ts'],
    ignores: ['app/api/**/*.test.ts', 'app/api/**/*.test-support.ts', 'app/api/**/testing/**'],
    rules: {
      'no-restricted-imports': restrict([
        ...appEdges,
        { group: ['**/core/*', '**/core', '**/jobs/*', '**/sandbox/*', '**/bridge/*'], message: 'API clients sit below the core: they take a session and answer data, nothing else.' },
      ]),
    },
  },
  {
    files: ['app/jobs/**/*.ts'],
    ignores: ['app/jobs/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ...appEdges,
        { group: ['**/core/*', '**/core', '**/api/*', '**/sandbox/*', '**/bridge/*'], message: 'Jobs run work the core hands them; they know no area and no API.' },
      ]),
    },
  },
  {
    files: ['main/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [
          { group: ['**/bridge/*', '**/bridge', 'ws'], message: 'The loopback bridge is for tests and the web harness only; never in the desktop bundle.' },
          { group: ['**/renderer/*'], message: 'main/ must not import the renderer.' },
        ],
        [{ name: 'electron', importNames: ['ipcMain', 'ipcRenderer'], message: 'Raw IPC belongs in main/ipc.ts and main/preload.ts only.' }],
      ),
    },
  },
  {
    files: ['main/ipc.ts', 'main/preload.ts', 'main/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([{ group: ['**/bridge/*', '**/bridge', 'ws'], message: 'No bridge in the desktop bundle.' }]),
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': restrict([...rendererLayers, rawDialogFiles], [...rendererNodeBuiltins, ...rawDialog]) },
  },
  {
    // The frames themselves are built on MUI's Dialog. Same layer rules, without the Dialog one (a later block
    // replaces a rule's options whole, so the layer rules are repeated, not inherited).
    files: ['renderer/src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(rendererLayers, rendererNodeBuiltins) },
  },
  {
    // One core area never imports another's files (scripts/eslint/core-boundaries.js).
    files: ['app/core/**/*.ts'],
    plugins: { 'orgdesk-core': corePlugin },
    rules: { 'orgdesk-core/core-boundaries': 'error' },
  },
  {
    // A handler parses its input, calls its area's model and answers (scripts/eslint/thin-handlers.js): each function
    // short and with few paths, the file small, and no HTTP of its own (the session is handed to the model, never used).
    files: ['app/core/**/handlers/**/*.ts'],
    ignores: ['app/core/**/*.test.ts', 'app/core/**/*.test-support.ts'],
    plugins: { 'orgdesk-core': corePlugin },
    rules: {
      'orgdesk-core/thin-handlers': ['error', { maxLines: 12 }],
      complexity: ['error', 4],
      'max-lines': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': restrict([
        ...appEdges,
        { group: ['**/api/http/*', '**/api/http'], message: 'A handler hands the session to its area’s model and never speaks HTTP itself: move this into the model.' },
      ]),
    },
  },
  {
    // A count reads the same on every screen: `plural` and `agreeing` from app/contract/words, never a hand-written
    // `n === 1 ? 'page' : 'pages'`. A lint rule rather than a test that greps the tree: it reads code, not text, so a
    // comment or a string that mentions one is no finding, and it names the line while the file is being edited.
    files: ['renderer/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ConditionalExpression > BinaryExpression.test[operator=/^[!=]==?$/]:matches([right.value=1], [left.value=1])',
          message: 'Count with plural(count, one, many) or agreeing(count, one, many) from app/contract/words, not a hand-written plural.',
        },
      ],
    },
  },
  {
    // Feature folders stay apart, and reach the first screen only through the area catalog (scripts/eslint/feature-boundaries.js).
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { orgdesk: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'orgdesk/feature-boundaries': 'error' },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', '**/*.test.ts', 'app/sandbox/cli.ts', 'app/bridge/web.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures must destructure their (unused) dependencies: `async ({}, use) => ...`.
    files: ['e2e/fixtures/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
