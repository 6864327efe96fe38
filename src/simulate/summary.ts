/**
 * The reports of a study: per variant, win rates by seat, team, first player, deck and bot
 * (Wilson 95% intervals), draws and unfinished games, game lengths, points by round, and for
 * each variant its differences from the base rules (Newcombe and Welch 95% intervals).
 * A player's win is their team's win; a win rate counts every game played (draws and
 * unfinished games are not wins).
 */
import type { GameResult } from './play-one.js';
import { meanDifference, newcombe, summarize, wilson, type Difference, type Proportion, type Summary } from './statistics.js';

export interface Rate extends Proportion {
  /** The seat, team, deck or bot the rate is of. */
  readonly key: string;
}

export interface PointsAtRound {
  readonly round: number;
  /** Games that reached this round. */
  readonly games: number;
  /** Mean points by team at the end of the round, over those games. */
  readonly mean: Readonly<Record<string, number>>;
}

export interface Comparison {
  /** What is compared: `seat A wins`, `first player wins`, `draws`, `actions`... */
  readonly measure: string;
  readonly base: number;
  readonly variant: number;
  readonly difference: Difference;
}

export interface VariantSummary {
  readonly label: string;
  readonly games: number;
  readonly draws: Proportion;
  readonly unfinished: Proportion;
  readonly winRate: {
    readonly seat: readonly Rate[];
    readonly team: readonly Rate[];
    /** Games the first player's team won. */
    readonly firstPlayer: Proportion;
    readonly deck: readonly Rate[];
    readonly bot: readonly Rate[];
  };
  readonly length: { readonly actions: Summary; readonly rounds: Summary };
  readonly pointsByRound: readonly PointsAtRound[];
  /** Variant minus base; absent for the base itself. */
  readonly versusBase?: readonly Comparison[];
}

export interface StudySummary {
  /** What a round is: `turn` or `day`. */
  readonly round: string;
  readonly variants: readonly VariantSummary[];
}

/**
 * Wins and appearances by a key of the players (deck, bot), counted once per team that has
 * it in a game: teammates share one result, so two teammates with one bot are one trial, not
 * two (which would narrow the interval as if their games were independent). A key on both
 * sides of a game (a mirror match) counts once for each side.
 */
function ratesBy(games: readonly GameResult[], keyOf: (player: GameResult['players'][number]) => string): Rate[] {
  const tally = new Map<string, { wins: number; games: number }>();
  for (const game of games) {
    const sides = new Set(game.players.map((player) => `${player.team}\u0000${keyOf(player)}`));
    for (const player of game.players) {
      const side = `${player.team}\u0000${keyOf(player)}`;
      if (!sides.delete(side)) continue;
      const entry = tally.get(keyOf(player)) ?? { wins: 0, games: 0 };
      entry.games++;
      if (game.winner === player.team) entry.wins++;
      tally.set(keyOf(player), entry);
    }
  }
  return [...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, { wins, games: n }]) => ({ key, ...wilson(wins, n) }));
}

/** Team win rates: each team counted once per game, whatever its size. */
function teamRates(games: readonly GameResult[]): Rate[] {
  const teams = [...new Set(games.flatMap((g) => g.players.map((p) => p.team)))].sort();
  return teams.map((key) => ({ key, ...wilson(games.filter((g) => g.winner === key).length, games.filter((g) => g.players.some((p) => p.team === key)).length) }));
}

function pointsByRound(games: readonly GameResult[]): PointsAtRound[] {
  const longest = Math.max(0, ...games.map((g) => g.pointsByRound.length));
  const rows: PointsAtRound[] = [];
  for (let r = 0; r < longest; r++) {
    const reached = games.filter((g) => g.pointsByRound.length > r);
    const sums: Record<string, number> = {};
    for (const game of reached) for (const [team, points] of Object.entries(game.pointsByRound[r] ?? {})) sums[team] = (sums[team] ?? 0) + points;
    rows.push({ round: r + 1, games: reached.length, mean: Object.fromEntries(Object.entries(sums).sort(([a], [b]) => (a < b ? -1 : 1)).map(([team, sum]) => [team, sum / reached.length])) });
  }
  return rows;
}

function summarizeVariant(label: string, games: readonly GameResult[]): VariantSummary {
  const count = games.length;
  return {
    label,
    games: count,
    draws: wilson(games.filter((g) => g.outcome === 'draw').length, count),
    unfinished: wilson(games.filter((g) => g.outcome === 'unfinished').length, count),
    winRate: {
      seat: ratesBy(games, (p) => p.seat),
      team: teamRates(games),
      firstPlayer: wilson(games.filter((g) => g.winner !== null && g.winner === g.firstTeam).length, count),
      deck: ratesBy(games, (p) => p.deck),
      bot: ratesBy(games, (p) => p.bot),
    },
    length: { actions: summarize(games.map((g) => g.actions)), rounds: summarize(games.map((g) => g.rounds)) },
    pointsByRound: pointsByRound(games),
  };
}

function compare(base: VariantSummary, variant: VariantSummary): Comparison[] {
  const proportions: [string, Proportion | undefined, Proportion | undefined][] = [
    ...base.winRate.seat.map((r): [string, Proportion, Proportion | undefined] => [`seat ${r.key} wins`, r, variant.winRate.seat.find((v) => v.key === r.key)]),
    ...base.winRate.team.map((r): [string, Proportion, Proportion | undefined] => [`team ${r.key} wins`, r, variant.winRate.team.find((v) => v.key === r.key)]),
    ['first player wins', base.winRate.firstPlayer, variant.winRate.firstPlayer],
    ['draws', base.draws, variant.draws],
    ['unfinished', base.unfinished, variant.unfinished],
  ];
  const out: Comparison[] = [];
  for (const [measure, a, b] of proportions) {
    if (a && b) out.push({ measure, base: a.estimate, variant: b.estimate, difference: newcombe(a, b) });
  }
  for (const key of ['actions', 'rounds'] as const) {
    const a = base.length[key];
    const b = variant.length[key];
    out.push({ measure: `mean ${key}`, base: a.mean, variant: b.mean, difference: meanDifference(a, b) });
  }
  return out;
}

/** The summary of a study's games, variants in the order given (the base first). */
export function summarizeStudy(round: string, labels: readonly string[], games: readonly GameResult[]): StudySummary {
  const summaries = labels.map((label) => summarizeVariant(label, games.filter((g) => g.variant === label)));
  const base = summaries[0];
  return { round, variants: summaries.map((s, i) => (i === 0 || !base ? s : { ...s, versusBase: compare(base, s) })) };
}
