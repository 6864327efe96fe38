/** The bench results as text, one block per mode. */
import type { BenchResults } from './bench-results.js';

function n(value: number | null, digits = 1): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function formatReport(results: BenchResults): string {
  const lines: string[] = [];
  lines.push(`rulegraph bench · ${results.games} seeded random games per mode and run · medians of ${results.runs} runs · ${results.warmUpSeconds} s CPU of warm-up games per mode first · node ${results.node}`);
  lines.push('CPU time is process CPU (user + system); wall time is shown beside it.\n');
  for (const r of results.modes) {
    const m = r.median;
    lines.push(r.mode);
    lines.push(`  actions/s (CPU)        ${n(m.actionsPerCpuSecond, 0)}   (${n(m.actions, 0)} actions; ${n(m.cpuSeconds, 2)} s CPU, ${n(m.wallSeconds, 2)} s wall)`);
    lines.push(`  games/s (CPU)          ${n(m.gamesPerCpuSecond)}`);
    const w = r.warmUp;
    lines.push(`  warm-up                ${n(w.games, 0)} games first (${n(w.cpuSeconds, 2)} s CPU): ${n(w.cpuMicrosPerAction)} µs CPU per action while the JIT compiles`);
    // On a machine other work loads, the fastest run is the steadier figure to compare builds by.
    const fastest = Math.min(...r.runs.map((run) => run.cpuMicrosPerAction));
    lines.push(`  per action             ${n(m.cpuMicrosPerAction)} µs CPU${r.runs.length > 1 ? ` (fastest run ${n(fastest)})` : ''}`);
    lines.push(`  legalActions           ${n(m.legalCpuMicrosPerCall)} µs per call · ${n(m.legalCallsPerAction, 2)} calls and ${n(m.legalCpuMicrosPerAction)} µs per action`);
    lines.push(`  apply                  ${n(m.applyCpuMicrosPerAction)} µs per action`);
    lines.push(`  statechart             ${n(r.flow.xstateEventsPerAction, 2)} XState events and ${n(r.flow.microstepsPerAction, 2)} microsteps per action`);
    if (r.vsBare) lines.push(`  vs bare XState         ${n(r.vsBare.perXstateEvent, 1)}× per XState event · ${n(r.vsBare.perAction, 1)}× per action`);
    const s = r.storage;
    lines.push(`  snapshot               ${n(s.snapshotCpuMillis, 3)} ms CPU · ${n(s.snapshotBytes / 1024)} KiB JSON (mean of ${s.snapshots})`);
    lines.push(`  restore                ${n(s.restoreCpuMillis, 3)} ms CPU`);
    lines.push(`  sealed snapshot        ${n(s.sealedSnapshotCpuMillis, 3)} ms CPU · restore ${n(s.sealedRestoreCpuMillis, 3)} ms CPU (sealedSnapshot(), restored unchecked)`);
    lines.push(`  sealed, first change   ${n(s.sealedFirstChangeCpuMillis, 3)} ms CPU more for the first action after a sealed restore (the shared state copied)`);
    const kib = (bytes: number | null) => (bytes === null ? 'n/a (run node with --expose-gc)' : `${n(bytes / 1024)} KiB heap`);
    lines.push(`  memory per finished game ${kib(s.heapBytesPerFinishedGame)} · event log ${n(s.eventLogBytesPerGame / 1024)} KiB JSON`);
    lines.push(`  without the event log  ${kib(s.heapBytesPerFinishedGameWithoutLog)} (keepEvents: false)`);
    lines.push('');
  }
  for (const [game, b] of Object.entries(results.baselines)) {
    lines.push(`bare XState: machines/${game}.json, flag guards, no-op actions, every event a transition`);
    lines.push(`  ${n(b.cpuMicrosPerEvent, 2)} µs CPU per event · ${n(b.eventsPerCpuSecond, 0)} events/s (${n(b.transitions, 0)} transitions for ${n(b.events, 0)} events)`);
    const c = results.compiledBaselines?.[game];
    if (c) {
      lines.push(`compiled stepper: the same cycle through the table derived from machines/${game}.json (how games step unless inspected)`);
      lines.push(`  ${n(c.cpuMicrosPerEvent, 2)} µs CPU per event · ${n(c.eventsPerCpuSecond, 0)} events/s · ${n(b.cpuMicrosPerEvent / c.cpuMicrosPerEvent, 1)}× bare XState's events/s`);
    }
  }
  return lines.join('\n');
}
