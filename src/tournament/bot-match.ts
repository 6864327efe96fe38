/**
 * One match of an event played between bots: the entrants' players seated in turn order, each
 * side's first player first and teammates after (TR 603.7.a), every player keeping one bot for
 * the whole match. A mode its game plays as a match (Riftbound's best of three) is played as
 * one, with its choices between games made at random; any other mode game after game.
 */
import { createGame, gameOf } from '../api.js';
import type { Bot } from '../bots/bot.js';
import { playBotsToEnd } from '../bots/play-bots.js';
import { RandomBot } from '../bots/random-bot.js';
import { EngineError } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import { createMatch, matchPlayOf } from '../match.js';
import { mixSeed } from '../simulate/plan.js';

export interface BotMatchEntrant {
  readonly id: string;
  readonly players: readonly string[];
  readonly decks: readonly unknown[];
}

export interface BotMatchSetup {
  readonly mode: string;
  readonly seed: number;
  /** In the match's order. */
  readonly entrants: readonly BotMatchEntrant[];
  readonly gamesToWin: number;
  /** Games after which a match without a winner stops (time, TR 404.4). */
  readonly maxGames: number;
  /** Play on past `maxGames` while game wins are even (single elimination, TR 408.4), up to this many games. */
  readonly untilDecided?: number;
  /** Each player's bot, kept for the whole match. */
  readonly botOf: (player: string) => Bot;
  /** A game longer than this is stopped without a winner. */
  readonly maxActions: number;
}

/** Each game's winning entrant, null for a game without a winner. */
export function playBotMatch(setup: BotMatchSetup): (string | null)[] {
  const { entrants } = setup;
  const seats = Math.max(...entrants.map((e) => e.players.length)) * entrants.length;
  const at = (i: number) => entrants[i % entrants.length] as BotMatchEntrant;
  const names = Array.from({ length: seats }, (_, i) => at(i).players[Math.floor(i / entrants.length)] as string);
  const decks = Array.from({ length: seats }, (_, i) => at(i).decks[Math.floor(i / entrants.length)]);
  const entrantOf = (player: string | undefined) => entrants.find((e) => player !== undefined && e.players.includes(player))?.id ?? null;
  const plays = gameOf(setup.mode).match;
  const probe = createGame({ mode: setup.mode, seed: setup.seed }, { keepEvents: false, keepRecord: false });
  const asMatch = plays?.playsSeveralGames(probe.rules) ?? false;
  probe.dispose();
  const games: (string | null)[] = [];
  const decided = () => {
    const wins = entrants.map((e) => games.filter((g) => g === e.id).length);
    const most = Math.max(...wins);
    const leaders = wins.filter((w) => w === most).length;
    if (most >= setup.gamesToWin) return true;
    if (games.length < setup.maxGames) return false;
    return setup.untilDecided === undefined || leaders === 1 || games.length >= setup.untilDecided;
  };
  if (asMatch) {
    const match = createMatch({ mode: setup.mode, seed: setup.seed, seats: names, decks });
    const chooser = new RandomBot(setup.seed);
    for (;;) {
      const game = match.current;
      const over = playGame(game, setup);
      games.push(over ? entrantOf(match.results.at(-1)?.winner ?? undefined) : null);
      if (!over || match.over || decided()) break;
      matchPlayOf(setup.mode).nextAtRandom(match, (among) => chooser.chooseOne(among));
    }
    match.current.dispose();
    return games;
  }
  while (!decided()) {
    const game = createGame({ mode: setup.mode, seed: mixSeed(setup.seed, games.length), seats: names, decks }, { keepEvents: false });
    const over = playGame(game, setup);
    // A winner is a team (its seats joined by +) or a seat: its player's entrant takes the game.
    const seat = game.winner?.split('+')[0];
    games.push(over && seat !== undefined ? entrantOf(playerAt(game, seat)) : null);
    game.dispose();
  }
  return games;
}

/** Plays a game to its end between the players' bots; false when it was stopped at the action limit. */
function playGame(game: Game, setup: BotMatchSetup): boolean {
  const bots = Object.fromEntries(game.seats.map((seat) => [seat, setup.botOf(playerAt(game, seat) ?? seat)]));
  playBotsToEnd(game, bots, setup.maxActions);
  return game.over;
}

/** The player sitting at `seat`, as both games' states name their seats. */
function playerAt(game: Game, seat: string): string | undefined {
  const seats = (game.liveState as unknown as { seats?: readonly { readonly id: string; readonly name: string }[] }).seats;
  if (!seats) throw new EngineError(`the game of ${game.mode} names no seats in its state`);
  return seats.find((s) => s.id === seat)?.name;
}
