/**
 * Seeded random self-play of one mode, timed: the same loop a bulk simulation or a search
 * playout runs (ask who acts, list their legal actions, pick one, apply it).
 */
import { performance } from 'node:perf_hooks';
import type { InspectionEvent } from 'xstate';
// The bench reads the shipped modes from the file system, as the Node entry does.
import '../src/node/install.js';
import { createGame, restoreGame } from '../src/api.js';
import { RandomBot } from '../src/bots/random-bot.js';
import type { Game } from '../src/engine/game/game.js';
import type { Snapshot } from '../src/engine/game/record.js';
import type { Action } from '../src/engine/game/module.js';
import { collectGarbage, measure, median, startClock, type Cost } from './cpu.js';

export interface PlayResult {
  readonly mode: string;
  readonly games: number;
  readonly actions: number;
  /** The whole loop: legal actions, choice and apply. */
  readonly cost: Cost;
  readonly actionsPerCpuSecond: number;
  readonly gamesPerCpuSecond: number;
  readonly cpuMicrosPerAction: number;
  /** `legalActions` calls: only the seats the loop asked, in seat order until one could act. */
  readonly legalCalls: number;
  readonly legalCallsPerAction: number;
  /**
   * CPU microseconds per `legalActions` call and per action. The split between listing and
   * applying is measured in wall time around each call and applied to the CPU total.
   */
  readonly legalCpuMicrosPerCall: number;
  readonly legalCpuMicrosPerAction: number;
  readonly applyCpuMicrosPerAction: number;
}

/** The seat that must act and its legal actions, counting the calls made. */
function decide(game: Game, calls: { n: number }): Action[] | undefined {
  for (const seat of game.seats) {
    calls.n++;
    const actions = game.legalActions(seat);
    if (actions.length > 0) return actions;
  }
  return undefined;
}

function playOne(game: Game, bot: RandomBot, calls: { n: number }, split?: { legal: number; apply: number }): number {
  let actions = 0;
  while (!game.over) {
    const t0 = split ? performance.now() : 0;
    const legal = decide(game, calls);
    const t1 = split ? performance.now() : 0;
    if (!legal) throw new Error(`${game.mode}: nobody can act in ${game.machineState}`);
    const result = game.apply(bot.choose(legal));
    if (split) {
      split.legal += t1 - t0;
      split.apply += performance.now() - t1;
    }
    if (!result.ok) throw new Error(`${game.mode}: a listed action was refused: ${result.error.code} ${result.error.message}`);
    actions++;
  }
  return actions;
}

export function selfPlay(mode: string, games: number, firstSeed = 0): PlayResult {
  const calls = { n: 0 };
  const split = { legal: 0, apply: 0 };
  let actions = 0;
  const clock = startClock();
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    // Self-play reads each action's events from apply and never the history: no event log.
    const game = createGame({ mode, seed }, { keepEvents: false });
    actions += playOne(game, new RandomBot(seed), calls, split);
    game.dispose();
  }
  const cost = clock.stop();
  const total = split.legal + split.apply;
  const legalCpu = total > 0 ? (cost.cpu * split.legal) / total : 0;
  const applyCpu = total > 0 ? (cost.cpu * split.apply) / total : 0;
  return {
    mode,
    games,
    actions,
    cost,
    actionsPerCpuSecond: actions / cost.cpu,
    gamesPerCpuSecond: games / cost.cpu,
    cpuMicrosPerAction: (cost.cpu * 1e6) / actions,
    legalCalls: calls.n,
    legalCallsPerAction: calls.n / actions,
    legalCpuMicrosPerCall: (legalCpu * 1e6) / calls.n,
    legalCpuMicrosPerAction: (legalCpu * 1e6) / actions,
    applyCpuMicrosPerAction: (applyCpu * 1e6) / actions,
  };
}

/** What warming up a mode cost: the games played before the measured runs. */
export interface WarmUpResult {
  readonly games: number;
  readonly actions: number;
  /** CPU seconds spent, loading the mode included. */
  readonly cpuSeconds: number;
  /** CPU per action of the warm-up games, loading excluded: what a short-lived process pays. */
  readonly cpuMicrosPerAction: number;
}

/** Seeds of warm-up games: far from the measured ones (0 to n-1), so none is measured twice. */
const WARM_UP_SEEDS = 1_000_000;

/**
 * Loads `mode`, then plays seeded games in batches of 10 until `cpuSeconds` of CPU time have
 * been spent. The JIT compiles a mode's code over its first thousands of actions (a Riftbound
 * duel's first hundred games cost about twice what the later ones do), so a run measured
 * straight after loading would count the compiler, not the engine; the warm-up's own figure is
 * kept as what a cold process pays.
 */
export function warmUp(mode: string, cpuSeconds: number): WarmUpResult {
  const clock = startClock();
  // Loading the mode, and its first game: not part of the per-action figure.
  selfPlay(mode, 1, WARM_UP_SEEDS);
  const loaded = clock.stop().cpu;
  let games = 0;
  let actions = 0;
  let played = 0;
  do {
    const batch = selfPlay(mode, 10, WARM_UP_SEEDS + 1 + games);
    games += batch.games;
    actions += batch.actions;
    played += batch.cost.cpu;
  } while (loaded + played < cpuSeconds);
  return { games: games + 1, actions, cpuSeconds: loaded + played, cpuMicrosPerAction: (played * 1e6) / actions };
}

export interface FlowCounts {
  /** Events the engine sent to its XState actor per player action (the action, then `advance`s). */
  readonly xstateEventsPerAction: number;
  /** XState microsteps (transitions taken) per player action. */
  readonly microstepsPerAction: number;
}

/** Counts, through XState's inspection API, what the statechart does per action. */
export function flowCounts(mode: string, games: number): FlowCounts {
  let events = 0;
  let microsteps = 0;
  let actions = 0;
  const inspect = (e: InspectionEvent) => {
    if (e.type === '@xstate.event' && e.sourceRef === undefined) events++;
    else if (e.type === '@xstate.microstep') microsteps++;
  };
  for (let seed = 0; seed < games; seed++) {
    const game = createGame({ mode, seed }, { inspect });
    // The setup's own events and steps are part of the game's cost; count them too.
    actions += playOne(game, new RandomBot(seed), { n: 0 });
    game.dispose();
  }
  return { xstateEventsPerAction: events / actions, microstepsPerAction: microsteps / actions };
}

export interface StorageResult {
  readonly snapshots: number;
  readonly snapshotCpuMillis: number;
  readonly restoreCpuMillis: number;
  /** The same positions through `sealedSnapshot()` and the restore of a sealed snapshot (not checked again). */
  readonly sealedSnapshotCpuMillis: number;
  readonly sealedRestoreCpuMillis: number;
  /**
   * What a game restored from a sealed snapshot pays at its first action for the state it
   * shared (copied then): that action's CPU time minus the same action's in a game restored
   * from the plain snapshot, which owns its state already.
   */
  readonly sealedFirstChangeCpuMillis: number;
  readonly snapshotBytes: number;
  /** Heap bytes per finished game kept alive, or null when gc is not exposed. */
  readonly heapBytesPerFinishedGame: number | null;
  /** The same for games created with `keepEvents: false` (no event log). */
  readonly heapBytesPerFinishedGameWithoutLog: number | null;
  /** The same games' event logs, serialized, per game: what the log alone holds. */
  readonly eventLogBytesPerGame: number;
}

/**
 * Snapshot and restore of positions taken along seeded games, and the heap a finished game
 * keeps alive (its state, statechart actor, record and event log), measured over `heapGames`
 * games (by default the same `games`). Each timing covers the positions over and over until
 * at least `timedPositions` were timed (the bench's 400 make the figures steady; a test of the
 * machinery asks for a few).
 */
export function storage(mode: string, games: number, firstSeed: number, heapGames = games, timedPositions = 400): StorageResult {
  // First, while nothing else this function makes is alive.
  const heap = { withLog: heapPerFinishedGame(mode, heapGames, firstSeed, true), withoutLog: heapPerFinishedGame(mode, heapGames, firstSeed, false) };
  const snapshots: Snapshot[] = [];
  const live: Game[] = [];
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const game = createGame({ mode, seed });
    const bot = new RandomBot(seed);
    let n = 0;
    while (!game.over) {
      const legal = decide(game, { n: 0 }) as Action[];
      game.apply(bot.choose(legal));
      if (++n % 23 === 0) snapshots.push(game.snapshot());
    }
    live.push(game);
  }
  // Snapshot cost: re-take snapshots of restored positions, many times over.
  const restored = snapshots.map((s) => restoreGame(s));
  const repeats = Math.max(1, Math.ceil(timedPositions / Math.max(1, snapshots.length)));
  const snap = measure(() => {
    for (let r = 0; r < repeats; r++) for (const game of restored) game.snapshot();
  });
  for (const game of restored) game.dispose();
  // A sealed snapshot of a game that has not changed since its last one is that one again:
  // each is measured once, on games restored afresh (from plain snapshots: their state is
  // their own, not yet frozen), so the figure is the cost of sealing a changed state.
  let sealed: Snapshot[] = [];
  let sealSnapCpu = 0;
  for (let r = 0; r < repeats; r++) {
    const fresh = snapshots.map((s) => restoreGame(s));
    sealSnapCpu += measure(() => {
      sealed = fresh.map((game) => game.sealedSnapshot());
    }).cpu;
    for (const game of fresh) game.dispose();
  }
  const restore = measure(() => {
    for (let r = 0; r < repeats; r++) for (const s of snapshots) restoreGame(s).dispose();
  });
  const sealedRestore = measure(() => {
    for (let r = 0; r < repeats; r++) for (const s of sealed) restoreGame(s).dispose();
  });
  let firstChange = 0;
  for (let r = 0; r < repeats; r++) firstChange += firstActionsCpu(sealed) - firstActionsCpu(snapshots);
  const count = snapshots.length * repeats;
  const bytes = snapshots.reduce((sum, s) => sum + JSON.stringify(s).length, 0) / Math.max(1, snapshots.length);
  const logBytes = live.reduce((sum, g) => sum + JSON.stringify(g.events()).length, 0) / live.length;
  for (const game of live) game.dispose();
  return {
    snapshots: snapshots.length,
    snapshotCpuMillis: (snap.cpu * 1e3) / count,
    restoreCpuMillis: (restore.cpu * 1e3) / count,
    sealedSnapshotCpuMillis: (sealSnapCpu * 1e3) / count,
    sealedRestoreCpuMillis: (sealedRestore.cpu * 1e3) / count,
    sealedFirstChangeCpuMillis: Math.max(0, firstChange * 1e3) / count,
    snapshotBytes: bytes,
    heapBytesPerFinishedGame: heap.withLog,
    heapBytesPerFinishedGameWithoutLog: heap.withoutLog,
    eventLogBytesPerGame: logBytes,
  };
}

/**
 * Restores each position and applies its first legal action, timing the applies only: the
 * same work from sealed and from plain snapshots, but for the copy a shared state needs.
 */
function firstActionsCpu(positions: readonly Snapshot[]): number {
  let cpu = 0;
  for (const snapshot of positions) {
    const game = restoreGame(snapshot);
    const legal = game.over ? undefined : decide(game, { n: 0 });
    if (legal !== undefined) {
      const action = legal[0] as Action;
      cpu += measure(() => game.apply(action)).cpu;
    }
    game.dispose();
  }
  return cpu;
}

/** How many times the live games are played again to measure their heap; the median is reported. */
const HEAP_ROUNDS = 3;

/**
 * The heap each finished game keeps alive. The same games are played once first and let go:
 * what the mode's games share (caches of the statechart's configurations, of cards' texts)
 * is then made already, so the figure is the games' own and does not depend on what the
 * process did before. The heap after a forced collection still moves by a few hundred KiB
 * from one measure to the next (code compiled meanwhile, free lists), which over 50 games
 * spread the figure by a quarter: it is the median of several rounds of `games` games.
 */
function heapPerFinishedGame(mode: string, games: number, firstSeed: number, keepEvents: boolean): number | null {
  if (!collectGarbage()) return null;
  const play = (seed: number): Game => {
    const game = createGame({ mode, seed }, { keepEvents });
    playOne(game, new RandomBot(seed), { n: 0 });
    return game;
  };
  for (let seed = firstSeed; seed < firstSeed + games; seed++) play(seed).dispose();
  const rounds: number[] = [];
  for (let round = 0; round < HEAP_ROUNDS; round++) {
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const live: Game[] = [];
    for (let seed = firstSeed; seed < firstSeed + games; seed++) live.push(play(seed));
    collectGarbage();
    rounds.push((process.memoryUsage().heapUsed - before) / games);
    for (const game of live) game.dispose();
    // Emptied, not just left behind: the next round's first collection would otherwise still
    // find this round's games through the frame's register that held the list.
    live.length = 0;
  }
  return median(rounds);
}
