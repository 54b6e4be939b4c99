import { defineConfig } from 'vitest/config';
import { TEST_PROCESSES_ENV } from './gateway/testing/test-processes-env.ts';

/** The API's tests, run a second time on PostgreSQL, and the tests that are only about PostgreSQL. */
const POSTGRES_TESTS = [
  'gateway/api/**/*.test.ts',
  'gateway/app.test.ts',
  'gateway/backup/**/*.test.ts',
  'gateway/db/table-copies.test.ts',
  'gateway/testing/test-database.test.ts',
  'gateway/**/*.postgres.test.ts',
];

/** The islands run on Preact's compat layer (decision 029), as @astrojs/preact points React's names at it for the build. */
const REACT_ON_PREACT = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react(-dom)?\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

// Unit and API tests sit beside the code they test; the page-weight check reads the build.
export default defineConfig({
  resolve: { alias: REACT_ON_PREACT },
  test: {
    // Packages written for React go through the same aliases, as the build bundles them.
    server: { deps: { inline: ['@nanostores/react', 'sonner'] } },
    environment: 'node',
    testTimeout: 15_000,
    // Vitest's default (one core left free) runs one file at a time here, and the tests mostly wait:
    // on PostgreSQL, on fsync, on the tools they start. A worker a core keeps both cores busy.
    maxWorkers: '100%',
    env: { ...TEST_PROCESSES_ENV },
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/budget/**/*.test.ts', 'tests/catalogues/**/*.test.ts', 'eslint.config.test.ts'],
          exclude: ['**/node_modules/**', 'gateway/**/*.postgres.test.ts'],
          globalSetup: ['tests/setup/sqlite-template.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'postgres', include: POSTGRES_TESTS, globalSetup: ['tests/setup/postgres.ts'] },
      },
    ],
  },
});
