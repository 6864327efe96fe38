/**
 * `npm run test:fast`, the inner loop: the suite without browsers, servers, spawned processes
 * (the built command, npm pack, worker pools, dist/ itself) and the soak. Left out by folder
 * where a whole folder is such tests, and by tag elsewhere (vitest.config.ts lists the tags).
 * `npm test` runs everything, with the type check.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['test/server/**', 'test/table/**', 'test/soak/**'],
      tagsFilter: ['!browser && !server && !process'],
    },
  }),
);
