// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Where each side may not reach: the gateway and the site share only contract/, which imports neither. */
const BOUNDARY_ZONES = [
  { target: './gateway', from: './src', message: 'The gateway never imports the site: move what both need to contract/.' },
  { target: './src', from: './gateway', message: 'The site never imports the gateway: move what both need to contract/.' },
  { target: './contract', from: ['./gateway', './src'], message: 'contract/ is shared by both sides, so it imports neither.' },
];

export default defineConfig(
  globalIgnores(['dist/', '**/node_modules/', '.astro/', 'test-results/', 'data/']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Each file is checked by the nearest tsconfig.json: the root's, the service worker's or the benchmarks'.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // no-floating-promises and no-misused-promises come with recommendedTypeChecked.
    rules: {
      // As the compiler's noUnusedParameters: a leading underscore marks a parameter kept for its position;
      // a key named only to leave it out of a rest object (`const { password: _, ...rest }`) is used.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `async` without `await` is how the code meets a promise-returning interface (cache plugins,
      // test stand-ins); a promise left unhandled is no-floating-promises' finding, not this rule's.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (the config files, the Node version check) and the scripts inside .astro files have no program to ask.
    files: ['**/*.{js,mjs,cjs}', '**/*.astro', '**/*.astro/*'],
    extends: [tseslint.configs.disableTypeChecked],
  },

  {
    // Vitest's and Playwright's asymmetric matchers (`expect.any(String)`, `expect.stringMatching(…)`) are
    // typed `any`, so every expected record that uses one would be a finding; the test checks the value itself.
    files: ['**/*.test.ts', 'tests/**'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // node:test's describe and it answer promises the runner itself awaits (the container test uses them).
    files: ['tests/container/**'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'before', 'after'] }] },
      ],
    },
  },
  {
    // Playwright reads what a fixture needs from its first parameter's pattern: `async ({}, use)` needs nothing.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The benchmarks' own tools (bench/package.json) are installed only by `npm run bench`: without them
    // their types are unknown, so these rules would find what is there on one machine and not on another.
    files: ['bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The Node version check runs in whatever Node is installed, so it is plain CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  {
    // The compiler knows each TypeScript file's globals (no-undef is off there); the JavaScript files all run in Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },

  {
    // Hooks live in .ts files too (src/lib/content/use-records.ts).
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
  },
  {
    files: ['**/*.astro', '**/*.astro/*'],
    extends: [astro.configs['flat/recommended'], astro.configs['flat/jsx-a11y-recommended']],
    // `role` on a component (<ShellLayout role="student">) is the user's position, not an ARIA role.
    rules: { 'astro/jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },

  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }] },
  },
);
