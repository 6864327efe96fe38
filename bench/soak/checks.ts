/**
 * The soak's verdicts: which error codes the docs name, whether memory stayed flat, whether
 * every acknowledged action is in the match records, and latency percentiles.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import type { Ledger } from './ledger.js';
import type { MatchRecords } from './server-process.js';

/** Every error code the docs name (`SCREAMING_SNAKE` in backquotes), in their tables and lists of codes. */
export function documentedCodes(docsDir = join(PACKAGE_ROOT, 'docs')): Set<string> {
  const codes = new Set<string>();
  for (const file of readdirSync(docsDir).filter((f) => f.endsWith('.md'))) {
    for (const match of readFileSync(join(docsDir, file), 'utf8').matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)) codes.add(match[1] as string);
  }
  return codes;
}

export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

export interface MemorySample {
  /** Seconds since the soak started. */
  readonly at: number;
  /** Seconds since the server process started. */
  readonly age: number;
  readonly rssMb: number;
}

export interface MemoryVerdict {
  /** Processes younger than this are warming up; samples of older ones are compared. */
  readonly warmupAgeSeconds: number;
  /** The first process's resident memory once warm (MB). */
  readonly baselineMb: number | null;
  /** The largest warm sample of any process (MB), and its ratio to the baseline. */
  readonly maxWarmMb: number | null;
  readonly ratio: number | null;
  readonly flat: boolean;
}

/**
 * Memory is flat when no warm sample (of a process at least `warmupAgeSeconds` old) is over 20%
 * above the first warm sample. Comparing processes at the same age counts growth that outlives a
 * restart (a store that grows, matches reloaded) as well as growth within one process.
 */
export function memoryVerdict(samples: readonly MemorySample[], warmupAgeSeconds: number): MemoryVerdict {
  const warm = samples.filter((s) => s.age >= warmupAgeSeconds);
  const baseline = warm[0]?.rssMb ?? null;
  const max = warm.length === 0 ? null : Math.max(...warm.map((s) => s.rssMb));
  const ratio = baseline === null || max === null ? null : max / baseline;
  return { warmupAgeSeconds, baselineMb: baseline, maxWarmMb: max, ratio, flat: ratio !== null && ratio <= 1.2 };
}

/** Canonical JSON (keys sorted), so two equal actions compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Checks every acknowledged action against the stored record; the number checked. */
export async function checkRecords(ledger: Ledger, records: MatchRecords): Promise<number> {
  let checked = 0;
  for (const [matchId, acked] of ledger.acked) {
    const stored = new Map((await records.actionsOf(matchId)).map((a) => [a.version, a.action]));
    for (const [version, action] of acked) {
      checked++;
      const kept = stored.get(version);
      if (kept === undefined) ledger.fault('lost-action', `match ${matchId}`, `acknowledged version ${version} is not in the record`);
      else if (canonical(kept) !== canonical(action)) ledger.fault('lost-action', `match ${matchId}`, `version ${version} holds ${canonical(kept)}, not the acknowledged ${canonical(action)}`);
    }
  }
  return checked;
}
