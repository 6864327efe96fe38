/**
 * The package as a separate project gets it: `npm pack`, unpacked into a temporary project's
 * node_modules (offline: its dependencies are linked from this checkout's), then the fixture
 * consumer in test/consumer/ type-checked with `skipLibCheck: false` (the main, browser and
 * client entries; typos.ts and the typo lines of the others must fail to compile line by line,
 * through `@ts-expect-error`) and run.
 */
// @module-tag process
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';

const FIXTURE = join(PACKAGE_ROOT, 'test/consumer');
const TSC = join(PACKAGE_ROOT, 'node_modules/typescript/bin/tsc');
/** What the type check of the consumer may take here (measured: about 2 s; docs/api.md). */
const TYPE_CHECK_BUDGET_MS = 20_000;

let project: string;
let tarball: string;

beforeAll(async () => {
  // The tarball ships dist/: built first when a source changed (as `npm start` does).
  await builtDist();
  project = mkdtempSync(join(tmpdir(), 'rulegraph-consumer-'));
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { cwd: PACKAGE_ROOT, encoding: 'utf8' }));
  tarball = join(project, packed.filename);
  const installed = join(project, 'node_modules/rulegraph');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  // Offline: the package's runtime dependencies come from this checkout's install.
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  for (const dependency of Object.keys(pkg.dependencies)) {
    const target = join(project, 'node_modules', dependency);
    mkdirSync(join(target, '..'), { recursive: true });
    symlinkSync(join(PACKAGE_ROOT, 'node_modules', dependency), target, 'dir');
  }
  for (const file of readdirSync(FIXTURE)) copyFileSync(join(FIXTURE, file), join(project, file));
  writeFileSync(join(project, 'tsconfig.json'), readFileSync(join(FIXTURE, 'tsconfig.json'), 'utf8'));
}, BUILD_TIMEOUT_MS);

describe('a project that installs the packed package', () => {
  it('type-checks its consumer with skipLibCheck false in a few seconds, every typo refused', () => {
    const started = performance.now();
    // Exit status 0: consumer.ts compiles, and every `@ts-expect-error` in typos.ts met its error.
    const output = execFileSync(process.execPath, [TSC, '-p', project, '--extendedDiagnostics'], { cwd: project, encoding: 'utf8' });
    const elapsed = performance.now() - started;
    const types = Number(/Types:\s+(\d+)/.exec(output)?.[1]);
    console.log(`consumer type check: ${Math.round(elapsed)} ms, ${types} types`);
    expect(types).toBeLessThan(100_000);
    expect(elapsed).toBeLessThan(TYPE_CHECK_BUDGET_MS);
  }, 60_000);

  it('a typo the fixture does not expect fails the check', () => {
    const broken = join(project, 'broken.ts');
    writeFileSync(broken, "import { createGame } from 'rulegraph';\ncreateGame({ mode: 'riftbound/duel', seed: 1 }).apply({ type: 'pass', seat: 'A', sneaky: 1 });\n");
    let failure = '';
    try {
      const config = join(project, 'tsconfig.broken.json');
      writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', compilerOptions: { noEmit: true }, files: ['broken.ts'] }));
      execFileSync(process.execPath, [TSC, '-p', config], { cwd: project, encoding: 'utf8' });
    } catch (error) {
      failure = String((error as { stdout: string }).stdout);
    }
    expect(failure).toMatch(/sneaky/);
  }, 60_000);

  it('runs: plays a seeded duel to its end through the typed API', () => {
    const text = execFileSync(process.execPath, [join(project, 'out/consumer.js')], { cwd: project, encoding: 'utf8' });
    const result = JSON.parse(text);
    expect(result).toMatchObject({ modes: 9, over: true, drawn: 2 });
    expect(['A', 'B']).toContain(result.winner);
  }, 60_000);

  it('the tarball has no bench, no source maps, no tests', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    expect(listing.filter((f) => /\.map$|\/bench\/|^package\/test\//.test(f))).toEqual([]);
  });
});
