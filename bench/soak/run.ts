/**
 * One soak: honest and hostile clients against a server for a while, the server killed and
 * restarted on a period, its memory sampled; then the server is stopped, the records are
 * checked against what was acknowledged, and a summary says what held.
 */
import { loadavg } from 'node:os';
import { checkRecords, documentedCodes, memoryVerdict, percentile, type MemorySample, type MemoryVerdict } from './checks.js';
import { sleep, type SoakContext } from './context.js';
import { playHonestly } from './honest.js';
import { HOSTILE_KINDS, runHostile, type HostileKind } from './hostile.js';
import { Ledger, type Fault } from './ledger.js';
import type { SoakServer } from './server-process.js';

export interface SoakPlan {
  readonly seconds: number;
  /** Seconds between kills (0: no kill). */
  readonly killEverySeconds: number;
  readonly honestPlayers: number;
  readonly hostile: readonly HostileKind[];
  /** Process age (s) after which memory is compared; default: three quarters of a kill period, or a quarter of the run. */
  readonly warmupAgeSeconds?: number;
  /** Target for honest clients' p99 send-to-acknowledgement latency (ms). */
  readonly p99TargetMs: number;
  /** Run on past `seconds` (up to a minute more) until honest clients had this many actions acknowledged; for short runs on a slow machine. */
  readonly minHonestActions?: number;
  /** Called with a line of progress now and then. */
  readonly progress?: (line: string) => void;
}

export const ALL_HOSTILE = Object.keys(HOSTILE_KINDS) as HostileKind[];

export interface SoakSummary {
  readonly seconds: number;
  readonly kills: number;
  /** Seconds from each kill until the new process answered. */
  readonly restartSeconds: readonly number[];
  /** The machine's load average (1 minute) at the start, and the mean and max of samples during the run. */
  readonly load: { readonly start: number; readonly mean: number; readonly max: number };
  readonly memory: MemoryVerdict & { readonly samples: readonly MemorySample[] };
  readonly honest: {
    readonly matches: number;
    readonly finished: number;
    readonly actions: number;
    readonly reconnects: number;
    /** Send to acknowledgement on one connection (ms). */
    readonly latency: { readonly count: number; readonly p50: number | null; readonly p90: number | null; readonly p99: number | null; readonly max: number | null };
    /** Actions whose connection dropped (a kill, a cut) before their acknowledgement. */
    readonly acknowledgedAfterReconnect: number;
  };
  readonly acknowledgedChecked: number;
  readonly counts: Readonly<Record<string, number>>;
  readonly refusalCodes: Readonly<Record<string, number>>;
  readonly refusalCodesByClient: Readonly<Record<string, Readonly<Record<string, number>>>>;
  readonly closeCodes: Readonly<Record<string, number>>;
  readonly faultCounts: Readonly<Record<string, number>>;
  readonly faults: readonly Fault[];
  readonly stopExitCode: number | null;
  readonly checks: {
    readonly memoryFlat: boolean;
    readonly noActionLost: boolean;
    readonly latencyP99: boolean;
    readonly refusalsTyped: boolean;
    readonly noCrash: boolean;
  };
  readonly ok: boolean;
}

export async function runSoak(server: SoakServer, plan: SoakPlan): Promise<SoakSummary> {
  const ledger = new Ledger(documentedCodes());
  const ctx: SoakContext = { url: server.url, ledger, stopping: false };
  const progress = plan.progress ?? (() => {});
  server.onCrash((detail) => ledger.fault('crash', 'server', detail));

  const samples: MemorySample[] = [];
  const loads: number[] = [];
  const loadAtStart = loadavg()[0] as number;
  let bornAt = Date.now();
  let restarting = false;
  const sampler = setInterval(() => {
    loads.push(loadavg()[0] as number);
    // A process starting is not the one whose age `bornAt` gives.
    if (restarting) return;
    const rss = server.rssBytes();
    if (rss !== undefined) samples.push({ at: ledger.now() / 1000, age: (Date.now() - bornAt) / 1000, rssMb: Math.round(rss / 2 ** 20) });
  }, 1000);

  const clients = [
    ...Array.from({ length: plan.honestPlayers }, (_, n) => playHonestly(ctx, n)),
    ...plan.hostile.map((kind, n) => runHostile(ctx, kind, n)),
  ];

  const restartSeconds: number[] = [];
  const endAt = Date.now() + plan.seconds * 1000;
  let nextKill = plan.killEverySeconds > 0 ? Date.now() + plan.killEverySeconds * 1000 : Infinity;
  let nextReport = Date.now() + 30_000;
  const overtimeUntil = endAt + 60_000;
  const enoughPlayed = () => (ledger.counts.get('honest actions') ?? 0) >= (plan.minHonestActions ?? 0);
  while (Date.now() < endAt || (!enoughPlayed() && Date.now() < overtimeUntil)) {
    await sleep(Math.min(250, Math.max(10, endAt - Date.now())));
    if (Date.now() >= nextReport) {
      nextReport += 30_000;
      progress(`${Math.round(ledger.now() / 1000)} s: ${ledger.counts.get('honest actions') ?? 0} honest actions, ${restartSeconds.length} kills, RSS ${samples.at(-1)?.rssMb ?? '?'} MB, ${ledger.faults.length} faults`);
    }
    if (Date.now() >= nextKill && Date.now() < endAt - 5000 && server.killable) {
      ledger.serverDown();
      restarting = true;
      const killedAt = Date.now();
      await server.killAndRestart();
      bornAt = Date.now();
      restarting = false;
      ledger.serverUp();
      restartSeconds.push((Date.now() - killedAt) / 1000);
      progress(`killed and restarted in ${restartSeconds.at(-1)?.toFixed(1)} s`);
      nextKill = Date.now() + plan.killEverySeconds * 1000;
    }
  }
  ctx.stopping = true;
  await Promise.all(clients);
  clearInterval(sampler);

  const { exitCode, records } = await server.finish();
  let acknowledgedChecked = 0;
  try {
    acknowledgedChecked = await checkRecords(ledger, records);
  } finally {
    await records.close();
  }

  const warmup = plan.warmupAgeSeconds ?? (plan.killEverySeconds > 0 ? Math.min(plan.killEverySeconds, plan.seconds) * 0.75 : plan.seconds / 4);
  const memory = memoryVerdict(samples, warmup);
  const latencies = [...ledger.latencies].sort((a, b) => a - b);
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  const p99 = round(percentile(latencies, 99));
  const faults = (kind: string) => ledger.faultCounts.get(kind as never) ?? 0;
  const checks = {
    memoryFlat: memory.flat,
    noActionLost: faults('lost-action') === 0,
    latencyP99: p99 !== null && p99 < plan.p99TargetMs,
    refusalsTyped: faults('untyped-refusal') + faults('server-fault') + faults('dropped-connection') === 0,
    noCrash: faults('crash') === 0 && faults('stuck') === 0 && (exitCode === 0 || !server.killable),
  };
  return {
    seconds: plan.seconds,
    kills: restartSeconds.length,
    restartSeconds: restartSeconds.map((s) => Math.round(s * 10) / 10),
    load: { start: loadAtStart, mean: loads.length === 0 ? loadAtStart : Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100, max: Math.max(loadAtStart, ...loads) },
    memory: { ...memory, samples },
    honest: {
      matches: ledger.counts.get('honest matches') ?? 0,
      finished: ledger.counts.get('honest matches finished') ?? 0,
      actions: ledger.counts.get('honest actions') ?? 0,
      reconnects: ledger.counts.get('honest reconnects') ?? 0,
      latency: { count: latencies.length, p50: round(percentile(latencies, 50)), p90: round(percentile(latencies, 90)), p99, max: round(latencies.at(-1) ?? null) },
      acknowledgedAfterReconnect: ledger.retriedLatencies.length,
    },
    acknowledgedChecked,
    counts: Object.fromEntries(ledger.counts),
    refusalCodes: Object.fromEntries([...ledger.codes].sort((a, b) => b[1] - a[1])),
    refusalCodesByClient: Object.fromEntries([...ledger.codesByClient].map(([client, codes]) => [client, Object.fromEntries(codes)])),
    closeCodes: Object.fromEntries(ledger.closeCodes),
    faultCounts: Object.fromEntries(ledger.faultCounts),
    faults: ledger.faults,
    stopExitCode: exitCode,
    checks,
    ok: Object.values(checks).every(Boolean),
  };
}
