// `npm test`: the type check and the test suite side by side, since neither needs the other's
// result and on a small machine each leaves cores idle part of the time. The type check's
// output is held back and printed after the suite's, so the two never interleave. Fails when
// either fails.
import { spawn } from 'node:child_process';

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

function run(command, args, stdio) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

// Incremental: the compiler keeps what it learnt of unchanged files between runs (in
// node_modules/.cache, which a fresh clone lacks), so a run after a small change checks only
// what the change can affect; the check itself is the same.
const typecheck = run(bin('tsc'), ['--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/rulegraph/typecheck.tsbuildinfo'], ['ignore', 'pipe', 'pipe']);
const suite = run(bin('vitest'), ['run', ...process.argv.slice(2)], 'inherit');
const [types, tests] = await Promise.all([typecheck, suite]);
if (types.code !== 0) process.stderr.write(`\ntype check failed:\n${types.output}`);
else process.stdout.write('type check passed\n');
process.exit(types.code !== 0 || tests.code !== 0 ? 1 : 0);
