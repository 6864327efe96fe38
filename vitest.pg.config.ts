import { defineConfig } from 'vitest/config';

// `npm run test:pg`: the tests that need a real PostgreSQL (RULEGRAPH_TEST_DATABASE_URL).
export default defineConfig({
  test: {
    include: ['test/pg/**/*.test.ts'],
    environment: 'node',
    // dist/ built at most once per run, for the files that run the built server (test/support/dist.ts).
    globalSetup: ['test/support/once-per-run/setup.ts'],
    setupFiles: ['test/support/node-source.ts'],
    testTimeout: 120_000,
    fileParallelism: false,
  },
});
