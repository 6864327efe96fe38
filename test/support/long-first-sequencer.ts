/**
 * The order test files start in: vitest's own (the longest first by the durations it cached on
 * the last run, or the largest files first when it has none, as in a fresh clone), with the
 * files known to take longest and to need nothing built moved to the front. In a fresh clone a
 * small file that takes half a minute (the shadow-checked scenarios) otherwise starts last and
 * runs alone at the end while the other core idles.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The long files, longest first (a sequential run's durations: 30, 16, 11, 6, 6, 4 s). */
export const LONG_FIRST: readonly string[] = [
  'test/scenarios-shadow-checked.test.ts',
  'test/engine/shared-subschemas.test.ts',
  'test/riftbound/unit-cache.test.ts',
  'test/altered/characteristics-cache.test.ts',
  'test/riftbound/modes-of-play.properties.test.ts',
  'test/engine/legal-cache.test.ts',
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => LONG_FIRST.indexOf(relative(spec.project.config.root, spec.moduleId).replaceAll('\\', '/'));
    const long = sorted.filter((spec) => rank(spec) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...long, ...sorted.filter((spec) => rank(spec) < 0)];
  }
}
