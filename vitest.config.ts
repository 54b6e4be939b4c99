import { defineConfig } from 'vitest/config';

// Unit and API tests sit beside the code they test; the page-weight check reads the build.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'gateway/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/budget/**/*.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
