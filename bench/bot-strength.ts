/**
 * Bot strength: games between two bot specs, sides swapped every game, seats of a side taken
 * alternately (in team modes the seating alternates teams). Prints one JSON line per game and a
 * summary with the first bot's win rate and its 95% Wilson interval.
 *
 *   node dist/bench/bot-strength.js --mode riftbound/duel --a search --b random --games 100 --seed 1
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import '../src/index.js';
import { playBotGame } from '../src/bots/play-bots.js';
import { botFromSpec } from '../src/bots/registry.js';
import { createGame } from '../src/api.js';
import type { Bot } from '../src/bots/bot.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'riftbound/duel' },
    a: { type: 'string', default: 'search' },
    b: { type: 'string', default: 'random' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});
const mode = values.mode as string;
const games = Number(values.games);
const seed = Number(values.seed);

/** The 95% Wilson score interval of `wins` out of `n`. */
export function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const seats = createGame({ mode, seed }).seats;
let wins = 0;
let losses = 0;
let draws = 0;
let totalMs = 0;
let decisions = 0;
let slowest = 0;
for (let g = 0; g < games; g++) {
  const aFirst = g % 2 === 0;
  const bots: Record<string, Bot> = {};
  const aSeats: string[] = [];
  seats.forEach((s, i) => {
    const isA = (i % 2 === 0) === aFirst;
    if (isA) aSeats.push(s);
    bots[s] = botFromSpec(isA ? (values.a as string) : (values.b as string), seed * 1000 + g * 10 + i);
  });
  const result = playBotGame({ mode, seed: seed + g }, bots);
  const winnerSeats = result.winner === null ? [] : result.winner.split('+');
  const outcome = result.winner === null ? 'draw' : winnerSeats.some((s) => aSeats.includes(s)) ? 'a' : 'b';
  if (outcome === 'a') wins++;
  else if (outcome === 'b') losses++;
  else draws++;
  for (const s of aSeats) {
    const t = result.time[s];
    if (!t) continue;
    totalMs += t.total;
    decisions += t.decisions;
    slowest = Math.max(slowest, t.max);
  }
  const line = JSON.stringify({ game: g, seed: seed + g, aSeats, winner: result.winner, outcome, actions: result.actions });
  console.log(line);
  if (values.out) appendFileSync(values.out, line + '\n');
}
const n = wins + losses + draws;
const [lo, hi] = wilson(wins + draws / 2, n);
console.log(
  JSON.stringify({
    summary: true,
    mode,
    a: values.a,
    b: values.b,
    games: n,
    wins,
    losses,
    draws,
    winRate: n === 0 ? 0 : (wins + draws / 2) / n,
    interval95: [lo, hi],
    msPerDecisionOfA: decisions === 0 ? 0 : totalMs / decisions,
    slowestDecisionOfA: slowest,
  }),
);
