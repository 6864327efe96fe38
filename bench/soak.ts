/**
 * `npm run soak`: a bounded soak of `rulegraph serve` on loopback (docs/server.md, "Soak").
 * The built server runs as a child process on a data folder in a temporary folder (or on
 * PostgreSQL with `--pg URL`); honest clients play whole duels through the client library while
 * hostile ones send everything a public server gets, and the server is killed with SIGKILL on
 * a period and started again on the same data. It prints, and writes with `--out FILE`, the
 * figures and the checks: memory flat, no acknowledged action lost, honest p99 latency under
 * the target, every refusal typed, no crash. Exits 1 when a check fails.
 *
 *   npm run soak                              # 10 minutes, PGlite, a kill every minute
 *   npm run soak -- --minutes 1 --out soak.json
 *   npm run soak -- --pg postgres://rg@localhost/rulegraph_soak
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ALL_HOSTILE, runSoak, type SoakSummary } from './soak/run.js';
import { ChildServer } from './soak/server-process.js';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    pg: { type: 'string' },
    out: { type: 'string' },
    'kill-every': { type: 'string', default: '60' },
    honest: { type: 'string', default: '8' },
    'max-matches': { type: 'string', default: '200' },
    'idle-seconds': { type: 'string', default: '20' },
    'p99-target': { type: 'string', default: '200' },
  },
});

function number(name: keyof typeof values, min: number): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min) {
    process.stderr.write(`soak: --${name} takes a number from ${min}, got ${JSON.stringify(values[name])}\n`);
    process.exit(2);
  }
  return value;
}

const minutes = number('minutes', 0.1);
const folder = mkdtempSync(join(tmpdir(), 'rulegraph-soak-'));
const log = (line: string) => process.stdout.write(`soak: ${line}\n`);

function report(summary: SoakSummary): void {
  const { honest, memory, checks } = summary;
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL');
  log(`${summary.seconds / 60} min, ${summary.kills} kills (restarts took ${summary.restartSeconds.join(', ') || '-'} s); load average ${summary.load.start} at start, ${summary.load.mean} mean, ${summary.load.max} max`);
  log(`hostile requests answered after more than 5 s: ${summary.counts['hostile answers after more than 5 s'] ?? 0}`);
  log(`honest: ${honest.matches} matches (${honest.finished} finished), ${honest.actions} actions, ${honest.reconnects} cut sockets; ${honest.acknowledgedAfterReconnect} acknowledged after a reconnection`);
  log(`${mark(checks.latencyP99)} latency (send to ack, ${honest.latency.count} actions): p50 ${honest.latency.p50} ms, p90 ${honest.latency.p90} ms, p99 ${honest.latency.p99} ms, max ${honest.latency.max} ms`);
  log(`${mark(checks.memoryFlat)} memory: ${memory.baselineMb} MB at ${memory.warmupAgeSeconds} s of a process's life, at most ${memory.maxWarmMb} MB after (x${memory.ratio?.toFixed(2)})`);
  log(`${mark(checks.noActionLost)} acknowledged actions checked against the records: ${summary.acknowledgedChecked}`);
  log(`${mark(checks.refusalsTyped)} refusals: ${Object.entries(summary.refusalCodes).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  log(`     close codes: ${Object.entries(summary.closeCodes).map(([c, n]) => `${c} ${n}`).join(', ')}`);
  log(`${mark(checks.noCrash)} crashes: ${summary.faultCounts['crash'] ?? 0}, stuck matches: ${summary.faultCounts['stuck'] ?? 0}, exit code at the end: ${summary.stopExitCode}`);
  log(`hostile attempts: ${Object.entries(summary.counts).filter(([k]) => k.startsWith('hostile') || k.endsWith('accepted')).map(([k, n]) => `${k.replace('hostile ', '')} ${n}`).join(', ')}`);
  for (const fault of summary.faults.slice(0, 20)) log(`fault at ${(fault.at / 1000).toFixed(1)} s, ${fault.kind}, ${fault.source}: ${fault.detail}`);
  log(summary.ok ? 'every check passed' : 'a check failed');
}

try {
  const server = await ChildServer.start({
    dataDir: join(folder, 'data'),
    database: values.pg,
    maxMatches: number('max-matches', 1),
    idleSeconds: number('idle-seconds', 1),
  });
  log(`server at ${server.url}, ${values.pg === undefined ? `PGlite in ${folder}` : 'PostgreSQL'}; running ${minutes} min`);
  const summary = await runSoak(server, {
    seconds: minutes * 60,
    killEverySeconds: number('kill-every', 0),
    honestPlayers: number('honest', 0),
    hostile: ALL_HOSTILE,
    p99TargetMs: number('p99-target', 1),
    progress: log,
  });
  report(summary);
  if (values.out !== undefined) writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
  process.exitCode = summary.ok ? 0 : 1;
} finally {
  rmSync(folder, { recursive: true, force: true });
}
