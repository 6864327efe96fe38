#!/usr/bin/env node
/**
 * Builds `dist/` only when a source is newer than the last build, and says so on stderr
 * (stdout stays the command's own output). The compiler itself is incremental
 * (tsconfig.build.json), so a rebuild after a small change is quick too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'dist', '.build-stamp');
// The browser bundle holds the machines, rules and cards too.
const inputs = ['src', 'bench', 'machines', 'rules', 'scripts', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];

/** The newest modification time under `path` (files and folders). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

// One build at a time (test files run in parallel and may each ask): a lock folder, created
// atomically; a second caller waits for the first, then finds the build fresh.
const lock = join(root, 'dist', '.build-lock');
mkdirSync(join(root, 'dist'), { recursive: true });
const waitUntil = Date.now() + 10 * 60_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > waitUntil) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((input) => newest(join(root, input))));
if (built > changed) {
  process.stderr.write('rulegraph: dist/ is up to date, no build needed\n');
} else {
  process.stderr.write(`rulegraph: ${built === 0 ? 'building dist/' : 'sources changed since the last build, rebuilding dist/'} (tsc -p tsconfig.build.json --noCheck, then the browser bundle)...\n`);
  const started = Date.now();
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  // Emit only: the type check is `npm test`'s and `npm run build`'s (a third of the build's CPU
  // time, the same files out). Its own incremental record, so that `npm run build` after it
  // still checks every file.
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--noCheck', '--tsBuildInfoFile', join(root, 'dist', '.tsbuildinfo-emit')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    process.stderr.write('rulegraph: the build failed (see above)\n');
    process.exit(result.status ?? 1);
  }
  const bundle = spawnSync(process.execPath, [join(root, 'scripts', 'build-browser.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (bundle.status !== 0) {
    process.stderr.write('rulegraph: the browser bundle failed (see above)\n');
    process.exit(bundle.status ?? 1);
  }
  const plot = spawnSync(process.execPath, [join(root, 'scripts', 'build-report-plot.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (plot.status !== 0) {
    process.stderr.write('rulegraph: the plot bundle of simulation reports failed (see above)\n');
    process.exit(plot.status ?? 1);
  }
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
  process.stderr.write(`rulegraph: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
