/**
 * The order test files start in: vitest's own (the longest first by the durations it cached on
 * the last run, or the largest files first when it has none, as in a fresh clone), with the
 * files known to take longest and to need nothing built moved to the front. In a fresh clone a
 * small file that takes half a minute (the shadow-checked scenarios) otherwise starts last and
 * runs alone at the end while the other core idles.
 *
 * {@link BuildAheadSequencer} (what `npm test` uses) also starts building dist/ as the run starts
 * when a file of the run will ask for it: otherwise the first such file asks once the long files
 * are done, and both workers wait for the build with nothing else left to run.
 */
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

export class BuildAheadSequencer extends LongFirstSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const asking = sorted.find((spec) => asksForDist(spec.moduleId, join(spec.project.config.root, 'test')));
    // The run's server of once-made resources is up (vitest runs the global setup first); what
    // it makes on this request, a file asking later gets, failure included.
    const base = asking?.project.getProvidedContext().oncePerRun;
    if (base) get(`${base}/dist`, (response) => response.resume()).on('error', () => undefined);
    return sorted;
  }
}

/**
 * Whether a test module, or a test helper it imports (relative imports that stay in `testDir`),
 * asks for dist/.
 */
export function asksForDist(file: string, testDir: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  if (/\bawait builtDist\(/.test(source)) return true;
  for (const [, path] of source.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
    const imported = join(dirname(file), `${path}.ts`);
    if (!relative(testDir, imported).startsWith('..') && asksForDist(imported, testDir, seen)) return true;
  }
  return false;
}
