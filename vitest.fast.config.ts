/**
 * `npm run test:fast`, the inner loop: the suite without browsers, servers, spawned processes
 * (the built command, npm pack, worker pools, dist/ itself) and the soak. Whole folders of
 * such tests are left out here; elsewhere such files and tests carry a tag (vitest.config.ts
 * lists them), which the script leaves out with `--tags-filter`. `npm test` runs everything,
 * with the type check.
 */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';
import { LongFirstSequencer } from './test/support/long-first-sequencer.js';

const test = base.test ?? {};

export default defineConfig({
  ...base,
  // The files that ask for dist/ are left out by their tag (vitest still schedules them): build nothing ahead.
  test: { ...test, exclude: [...(test.exclude ?? []), 'test/server/**', 'test/table/**', 'test/soak/**'], sequence: { ...test.sequence, sequencer: LongFirstSequencer } },
});
