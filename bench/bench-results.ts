/** The results of `npm run bench` (bench.ts), as its JSON file and its report (report.ts) read them. */
import type { BaselineResult } from './baseline.js';
import type { FlowCounts, PlayResult, StorageResult, WarmUpResult } from './play.js';
import type { PoolComparison } from './pool.js';

export interface ModeResult {
  readonly mode: string;
  /** The games played before the runs, while the JIT compiles the mode's code. */
  readonly warmUp: WarmUpResult;
  /** Medians over the runs. */
  readonly median: Omit<PlayResult, 'mode' | 'games' | 'cost'> & { readonly cpuSeconds: number; readonly wallSeconds: number };
  readonly runs: readonly PlayResult[];
  readonly flow: FlowCounts;
  readonly storage: StorageResult;
  /** Engine cost over bare XState's, for the same statechart. */
  readonly vsBare: { readonly perXstateEvent: number; readonly perAction: number } | null;
}

export interface BenchResults {
  readonly format: 'rulegraph/bench@1';
  readonly date: string;
  readonly node: string;
  readonly commit: string | null;
  readonly games: number;
  readonly runs: number;
  /** CPU seconds of warm-up games per mode. */
  readonly warmUpSeconds: number;
  readonly baselines: Readonly<Record<string, BaselineResult & { readonly runsCpuMicrosPerEvent: readonly number[] }>>;
  /** The same cycles through the runtime's compiled stepper (the default way games step). */
  readonly compiledBaselines?: Readonly<Record<string, BaselineResult & { readonly runsCpuMicrosPerEvent: readonly number[] }>>;
  readonly modes: readonly ModeResult[];
  /** With BENCH_CARDS: the compiled pool's duel beside the shipped decks' duel. */
  readonly cards?: PoolComparison;
}
