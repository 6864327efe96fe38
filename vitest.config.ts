import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BuildAheadSequencer } from './test/support/long-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Those need a PostgreSQL server: `npm run test:pg` (vitest.pg.config.ts).
    exclude: ['test/pg/**', '**/node_modules/**'],
    environment: 'node',
    // dist/ built and Chromium launched at most once per run, for the files that ask (test/support/dist.ts, browser.ts).
    globalSetup: ['test/support/once-per-run/setup.ts'],
    // Suites that import src/api.ts directly read definitions from the file system, as the Node entry does.
    setupFiles: ['test/support/node-source.ts', 'test/support/fast-check-seed.ts', 'test/support/browser-teardown.ts'],
    testTimeout: 60_000,
    // A worker runs its files one after another in one module graph: the engine is imported and
    // compiled by the JIT once per worker, not once per file (test/riftbound: 152 s of CPU
    // isolated, 63 s not). Test files therefore leave no module state behind: every switch a test
    // turns (shadow checks, caches off) is scoped to a callback, and setupFiles run per file.
    isolate: false,
    // One test file per core: vitest's default keeps a core for itself, which leaves a 2-core machine one worker.
    maxWorkers: Math.max(1, availableParallelism()),
    // The long files that need nothing built start first, with or without vitest's cache of
    // durations, and dist/ is built meanwhile when a file of the run will ask for it.
    sequence: { sequencer: BuildAheadSequencer },
    // What a test needs beyond this process, for `npm run test:fast` (vitest.fast.config.ts) to
    // leave out: a whole file says so with a `// @module-tag NAME` line, a describe or a test
    // with `{ tags: ['NAME'] }`. Whole folders of such tests (test/server, test/table,
    // test/soak) are left out by folder and need no tag.
    tags: [
      { name: 'browser', description: 'drives the run\'s Chromium' },
      { name: 'server', description: 'starts `rulegraph serve` or the inspector on a port' },
      { name: 'process', description: 'builds dist/ or spawns processes: the built command, npm pack, the compiler, worker pools' },
      { name: 'thorough', description: 'cross-checks a shortcut against the plain path over whole games or every scenario (caches, shadow checks, shared subschemas): npm test runs them, the inner loop leaves them out' },
    ],
  },
});
