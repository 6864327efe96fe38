/**
 * The cost of playing compiled cards, side by side with the shipped ones: a game's duel with
 * its ready-made decks and the same duel with random legal decks of a card pool imported from
 * a file (`BENCH_CARDS`, of the game `BENCH_CARDS_GAME`), played by the same random bots, in
 * turns, each side after `BENCH_WARMUP` CPU seconds of its own games, as a mode's runs are
 * (bench/play.ts `warmUp`): a pool of hundreds of cards reaches far more code than the shipped
 * decks, and the JIT compiles it over more games, which a short warm-up would count in the
 * measured runs. What the warm-up games cost is kept: what a short-lived process pays.
 * Games are created before the clock starts in both: a pool travels as rule overrides
 * (`extraCards`), whose creation cost is not a per-action cost.
 */
import { readFileSync } from 'node:fs';
import '../src/node/install.js';
import { createGame } from '../src/api.js';
import { poolDecks } from '../src/bots/pool-play.js';
import { RandomBot } from '../src/bots/random-bot.js';
import type { Game } from '../src/engine/game/game.js';
import type { Action } from '../src/engine/game/module.js';
import { GAMES } from '../src/games/index.js';
import { median, startClock } from './cpu.js';

export interface PoolSide {
  readonly label: string;
  readonly games: number;
  readonly actions: number;
  readonly cpuMicrosPerAction: number;
}

export interface PoolComparison {
  readonly file: string;
  /** Cards compiled from the file, and how many of its unique cards that is. */
  readonly compiled: number;
  readonly cards: number;
  /** Medians over the runs. */
  readonly shipped: PoolSide;
  readonly pool: PoolSide;
  /** The pool's CPU per action over the shipped decks' (their medians). */
  readonly ratio: number;
  /** The median of each run's own ratio: each run's two sides played in turns, a slow stretch of the machine falls on both. */
  readonly runsRatio: number;
  /** The warm-up of each side: its games and their CPU per action (the compiler's work included). */
  readonly warmUp: { readonly shipped: WarmUpSide; readonly pool: WarmUpSide };
  readonly runs: readonly { readonly shipped: number; readonly pool: number }[];
}

/** Plays `games` (made from seeds starting at `firstSeed`) to their end by random bots, on the clock. */
export function playGames(games: readonly Game[], firstSeed: number): { actions: number; cpu: number } {
  let actions = 0;
  const clock = startClock();
  games.forEach((game, i) => {
    const bot = new RandomBot(firstSeed + i);
    while (!game.over) {
      let legal: Action[] | undefined;
      for (const seat of game.seats) {
        const listed = game.legalActions(seat);
        if (listed.length > 0) {
          legal = listed;
          break;
        }
      }
      if (!legal) throw new Error(`${game.mode}: nobody can act in ${game.machineState}`);
      const result = game.apply(bot.choose(legal));
      if (!result.ok) throw new Error(`a listed action was refused: ${result.error.code} ${result.error.message}`);
      actions++;
    }
  });
  return { actions, cpu: clock.stop().cpu };
}

function side(make: (seed: number) => Game, games: number, firstSeed: number): { actions: number; micros: number } {
  const made = Array.from({ length: games }, (_, i) => make(firstSeed + i));
  const { actions, cpu } = playGames(made, firstSeed);
  for (const game of made) game.dispose();
  return { actions, micros: (cpu * 1e6) / actions };
}

export interface WarmUpSide {
  readonly games: number;
  readonly cpuMicrosPerAction: number;
}

/** Seeds of warm-up games: far from the measured ones (0 to n-1), so none is measured twice. */
const WARM_UP_SEEDS = 2_000_000;

/** Plays one side's games in batches of 10 until `cpuSeconds` of CPU were spent on them. */
function warmSide(make: (seed: number) => Game, cpuSeconds: number): WarmUpSide {
  let games = 0;
  let actions = 0;
  let micros = 0;
  do {
    const batch = side(make, 10, WARM_UP_SEEDS + games);
    games += 10;
    actions += batch.actions;
    micros += batch.micros * batch.actions;
  } while (micros < cpuSeconds * 1e6);
  return { games, cpuMicrosPerAction: micros / actions };
}

/** The two sides compared: games of `game`'s duel with its shipped decks, and with random legal decks of the pool a file's cards compile to. */
export interface PoolSides {
  readonly mode: string;
  readonly compiled: number;
  readonly cards: number;
  readonly shippedGame: (seed: number) => Game;
  readonly poolGame: (seed: number) => Game;
}

export function poolSides(file: string, game = 'riftbound'): PoolSides {
  const compiler = GAMES[game]?.cards?.compiler;
  if (compiler === undefined) throw new Error(`${game}: no card-text compiler; games with one: ${Object.keys(GAMES).filter((g) => GAMES[g]?.cards).join(', ')}`);
  const mode = `${game}/duel`;
  const { set, report } = compiler.importFile(JSON.parse(readFileSync(file, 'utf8')), { setName: 'bench', lang: compiler.languages[0] as string });
  const pool = set.cards;
  const rules = { extraCards: pool };
  const shippedGame = (seed: number) => createGame({ mode, seed }, { keepEvents: false, keepRecord: false });
  const poolGame = (seed: number) => {
    const decks = poolDecks(pool, mode, seed);
    if (!decks) throw new Error(`${file}: no legal ${mode} decks can be built from its compiled cards (${report.compiled} of ${report.cards})`);
    return createGame({ mode, seed, decks, rules }, { keepEvents: false, keepRecord: false });
  };
  return { mode, compiled: report.compiled, cards: report.cards, shippedGame, poolGame };
}

/** Plays both sides of `game`'s duel `runs` times, `games` games each, after `warmUpSeconds` of CPU on each. */
export function poolComparison(file: string, games: number, runs: number, warmUpSeconds: number, game = 'riftbound'): PoolComparison {
  const { mode, compiled, cards, shippedGame, poolGame } = poolSides(file, game);
  const warmUp = { shipped: warmSide(shippedGame, warmUpSeconds), pool: warmSide(poolGame, warmUpSeconds) };
  const measured: { shipped: { actions: number; micros: number }; pool: { actions: number; micros: number } }[] = [];
  for (let run = 0; run < runs; run++) {
    // In turns, so that a slow stretch of the machine falls on both.
    const shipped = side(shippedGame, games, run * games);
    const poolSide = side(poolGame, games, run * games);
    measured.push({ shipped, pool: poolSide });
  }
  const shippedMicros = median(measured.map((m) => m.shipped.micros));
  const poolMicros = median(measured.map((m) => m.pool.micros));
  return {
    file,
    compiled,
    cards,
    shipped: { label: `${mode}, shipped decks`, games, actions: median(measured.map((m) => m.shipped.actions)), cpuMicrosPerAction: shippedMicros },
    pool: { label: `${mode}, random decks of the compiled pool`, games, actions: median(measured.map((m) => m.pool.actions)), cpuMicrosPerAction: poolMicros },
    ratio: poolMicros / shippedMicros,
    runsRatio: median(measured.map((m) => m.pool.micros / m.shipped.micros)),
    warmUp,
    runs: measured.map((m) => ({ shipped: m.shipped.micros, pool: m.pool.micros })),
  };
}

/** The comparison as text. */
export function formatPoolComparison(c: PoolComparison): string {
  const f = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return [
    `compiled cards (${c.file}: ${c.compiled} of ${c.cards} cards compiled), side by side, games created before the clock`,
    `  ${c.shipped.label.padEnd(52)} ${f(c.shipped.cpuMicrosPerAction)} µs CPU per action (${c.shipped.actions} actions in ${c.shipped.games} games)`,
    `  ${c.pool.label.padEnd(52)} ${f(c.pool.cpuMicrosPerAction)} µs CPU per action (${c.pool.actions} actions in ${c.pool.games} games)`,
    `  ratio                                                ${c.ratio.toFixed(2)}× (runs: ${c.runs.map((r) => (r.pool / r.shipped).toFixed(2)).join(', ')}; their median ${c.runsRatio.toFixed(2)}×)`,
    `  warm-up (what a short-lived process pays)            shipped ${f(c.warmUp.shipped.cpuMicrosPerAction)} µs over ${c.warmUp.shipped.games} games, pool ${f(c.warmUp.pool.cpuMicrosPerAction)} µs over ${c.warmUp.pool.games} games: ${(c.warmUp.pool.cpuMicrosPerAction / c.warmUp.shipped.cpuMicrosPerAction).toFixed(2)}×`,
    '',
  ].join('\n');
}
