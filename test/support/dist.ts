/**
 * The package's dist/, for the tests of what the build makes (the built command, the bench
 * entries, the packed tarball, the bundles): built at most once per run, by the first file
 * that asks, and only when a source changed since the last build.
 */
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { oncePerRun } from './once-per-run/request.js';

export const DIST = join(PACKAGE_ROOT, 'dist');

/** Resolves with the path of dist/ once it is built and fresh. */
export async function builtDist(): Promise<string> {
  await oncePerRun('dist');
  return DIST;
}

/** How long a hook or test that waits for the build may take: a full build on a busy machine. */
export const BUILD_TIMEOUT_MS = 600_000;
