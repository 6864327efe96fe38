import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Suites that import src/api.ts directly read definitions from the file system, as the Node entry does.
    setupFiles: ['test/support/node-source.ts', 'test/support/fast-check-seed.ts'],
    testTimeout: 60_000,
  },
});
