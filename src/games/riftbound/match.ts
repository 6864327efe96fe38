/**
 * A Riftbound match: a sequence of games between the same players with the same decks, as
 * the mode's format says (CR 478.6): one game (CR 480.6), or best of three (CR 481.6), the
 * first to two game wins taking the match.
 *
 * Between games (CR 481.5, 481.6): the battlefields used are removed for the rest of the
 * match, and each player brings one of those left (chosen, or at random when not chosen).
 * The loser of a game chooses who plays first in the next (tournament rule 407.4). After a
 * game without a winner, the next keeps the same battlefields (tournament rule 406.1.b) and
 * the same first player (407.4); it counts for nobody (tournament rule 404.3).
 */
import { LoadError, wordedIssue } from '../../engine/errors.js';
import { text } from './i18n/messages.js';
import type { Game } from '../../engine/game/game.js';
import type { GameOptions } from '../../engine/game/options.js';
import type { GameRecord } from '../../engine/game/record.js';
import type { GameMatch, MatchGameResult as GameResult, MatchOptions, MatchPlay, NewGame } from '../../engine/game/module-parts.js';
import { randomInt, seedRng } from '../../engine/game/rng.js';
import type { RiftboundRules, RiftboundState } from './state/state.js';

/** How one game of the match ended, and the battlefields each player brought, by player name. */
export interface MatchGameResult extends GameResult {
  readonly battlefields: Readonly<Record<string, string>>;
}

/** What the next game may be told: who plays first (the chooser's decision) and each player's battlefield. */
export interface NextGameChoices {
  /** The player (by name) who takes the first turn; only the previous game's loser decides it. */
  readonly first?: string;
  /** Battlefield card ids by player name, each among the player's battlefields left. */
  readonly battlefields?: Readonly<Record<string, string>>;
}

export class RiftboundMatch implements GameMatch<RiftboundState> {
  readonly mode: string;
  readonly players: readonly string[];
  /** Games to win: a majority of the format's games (2 of 3, 1 of 1). */
  readonly gamesToWin: number;
  private readonly finished: MatchGameResult[] = [];
  private readonly options: MatchOptions;
  private readonly runtime: GameOptions;
  private readonly newGame: NewGame<RiftboundState>;
  private readonly rng;
  /** The battlefields each player's deck provides, by player index. */
  private readonly provided: string[][];
  private game: Game<RiftboundState> | null = null;
  private gameFirst = 0;
  private gameSeeds: number[] = [];
  private records: GameRecord[] = [];

  /** `newGame` makes each game: the public API's `createGame`, which this game's code does not import. */
  constructor(options: MatchOptions, runtime: GameOptions, newGame: NewGame<RiftboundState>) {
    if (!options.mode.startsWith('riftbound/')) throw new LoadError('match', [wordedIssue({ path: '$.mode' }, text('load.matchMode'))]);
    this.options = options;
    this.runtime = runtime;
    this.newGame = newGame;
    this.mode = options.mode;
    this.rng = seedRng(options.seed);
    // Players keep their names from game to game, whichever seat each takes: P1, P2... unless
    // named (a game alone labels an unnamed player by the seat it takes).
    this.players = options.seats ?? this.seatCount().map((_, i) => `P${i + 1}`);
    // The first game checks the decks and seats like any new game.
    const first = this.startGame({});
    const state = first.liveState;
    const rules = first.rules as RiftboundRules;
    this.gamesToWin = Math.floor(rules.format.bestOf / 2) + 1;
    this.provided = this.players.map((name) => [...(state.seats.find((s) => s.name === name)?.battlefieldChoices ?? [])]);
  }

  /** The game in progress, or the last one once the match is over. */
  get current(): Game<RiftboundState> {
    return this.game as Game<RiftboundState>;
  }

  /** How each game ended so far (the current one once it is over). */
  get results(): readonly MatchGameResult[] {
    if (this.game?.over && this.finished.length < this.gameSeeds.length) this.finished.push(this.resultOfCurrent());
    return this.finished;
  }

  /** Game wins by player name. */
  get gameWins(): Record<string, number> {
    return Object.fromEntries(this.players.map((p) => [p, this.results.filter((r) => r.winner === p).length]));
  }

  /** The player who has won the match, or null. */
  get winner(): string | null {
    return this.players.find((p) => (this.gameWins[p] ?? 0) >= this.gamesToWin) ?? null;
  }

  get over(): boolean {
    return this.winner !== null;
  }

  /** Who chooses the first player of the next game: the loser of the last (tournament rule 407.4), or null. */
  get chooser(): string | null {
    const last = this.results.at(-1);
    if (!last || last.winner === null || this.over) return null;
    return this.players.find((p) => p !== last.winner) ?? null;
  }

  /**
   * The battlefields each player may still bring, by player name: those of a game with a
   * winner are removed for the rest of the match (CR 481.6).
   */
  get battlefieldsLeft(): Record<string, string[]> {
    const used = this.results.filter((r) => r.winner !== null);
    return Object.fromEntries(this.players.map((p, i) => [p, (this.provided[i] ?? []).filter((f) => !used.some((r) => r.battlefields[p] === f))]));
  }

  /** Every game's record so far, the current one last: each replays on its own (`replay`). */
  gameRecords(): GameRecord[] {
    return [...this.records, this.current.record()];
  }

  /**
   * Records the current game (it must be over) and starts the next. Returns the new game.
   * Refused with a LoadError naming the faulty choice.
   */
  nextGame(choices: NextGameChoices = {}): Game<RiftboundState> {
    const game = this.current;
    if (!game.over) throw new LoadError('match', [wordedIssue({ path: '$' }, text('load.gameNotOver'))]);
    if (this.over) throw new LoadError('match', [wordedIssue({ path: '$' }, text('load.matchOver', { winner: String(this.winner) }))]);
    const last = this.results.at(-1) as MatchGameResult;
    if (choices.first !== undefined) {
      if (this.chooser === null) throw new LoadError('match', [wordedIssue({ path: '$.first', rule: 'tournament rule 407.4' }, text('load.firstStays'))]);
      if (!this.players.includes(choices.first)) throw new LoadError('match', [wordedIssue({ path: '$.first' }, text('load.noPlayer', { player: JSON.stringify(choices.first) }))]);
    }
    const left = this.battlefieldsLeft;
    for (const [name, field] of Object.entries(choices.battlefields ?? {})) {
      if (!this.players.includes(name)) throw new LoadError('match', [wordedIssue({ path: `$.battlefields.${name}` }, text('load.noPlayer', { player: JSON.stringify(name) }))]);
      if (!left[name]?.includes(field)) {
        const message = text('load.battlefieldUsed', { card: field, player: name, left: (left[name] ?? []).join(', ') });
        throw new LoadError('match', [wordedIssue({ path: `$.battlefields.${name}`, rule: 'CR 481.5' }, message)]);
      }
    }
    const loser = this.chooser === null ? null : this.players.indexOf(this.chooser);
    // The loser chooses; unless told otherwise they take the first turn. A game without a winner keeps the order.
    const first = choices.first !== undefined ? this.players.indexOf(choices.first) : (loser ?? this.gameFirst);
    const fields = last.winner === null
      ? this.players.map((p) => [last.battlefields[p] as string])
      : this.players.map((p) => (choices.battlefields?.[p] ? [choices.battlefields[p] as string] : [...(left[p] ?? [])]));
    this.records.push(game.record());
    return this.startGame({ first, battlefields: fields });
  }

  /** One entry per seat of the mode, read from a game of it that plays nothing. */
  private seatCount(): readonly unknown[] {
    const { mode, decks, rules } = this.options;
    const probe = this.newGame({ mode, seed: 0, ...(decks ? { decks } : {}), ...(rules ? { rules } : {}) }, { keepEvents: false, keepRecord: false });
    probe.dispose();
    return probe.liveState.seats;
  }

  private startGame(setup: { first?: number; battlefields?: string[][] }): Game<RiftboundState> {
    const seed = randomInt(this.rng, 2 ** 31);
    this.gameSeeds.push(seed);
    if (setup.first !== undefined) this.gameFirst = setup.first;
    this.game?.dispose();
    this.game = this.newGame(
      {
        mode: this.mode,
        seed,
        seats: this.players,
        ...(this.options.decks ? { decks: this.options.decks } : {}),
        ...(this.options.rules ? { rules: this.options.rules } : {}),
        ...(setup.first !== undefined ? { first: setup.first } : {}),
        ...(setup.battlefields ? { battlefields: setup.battlefields } : {}),
      },
      this.runtime,
    );
    if (setup.first === undefined) {
      // The first game's first player was decided at random (CR 116): remember who it was.
      const firstName = this.game.liveState.seats[0]?.name;
      this.gameFirst = Math.max(0, this.players.indexOf(firstName as string));
    }
    return this.game;
  }

  /** How the current game ended, from its state and its log. */
  private resultOfCurrent(): MatchGameResult {
    const state = this.current.liveState;
    const all = [...state.seats, ...state.removed.map((r) => ({ id: r.seat, name: r.name }))];
    const winnerSeat = state.teams.find((t) => t.id === state.winner)?.seats[0];
    const winner = all.find((s) => s.id === winnerSeat)?.name ?? null;
    // The battlefields as revealed: a conceding player's became a token one since (CR 652.2).
    const battlefields: Record<string, string> = {};
    const revealed = this.current.events().find((e) => e.type === 'battlefieldsRevealed') as { battlefields?: { card: string; contributedBy: string | null }[] } | undefined;
    for (const bf of revealed?.battlefields ?? []) {
      const name = all.find((s) => s.id === bf.contributedBy)?.name;
      if (name !== undefined) battlefields[name] = bf.card;
    }
    return { game: this.finished.length + 1, winner, first: this.players[this.gameFirst] as string, battlefields };
  }
}

/** How Riftbound plays matches: a format of more than one game (CR 481.6) is a match. */
export const riftboundMatches: MatchPlay<RiftboundState, RiftboundRules, RiftboundMatch> = {
  playsSeveralGames: (rules) => rules.format.bestOf > 1,
  create: (options, runtime, newGame) => new RiftboundMatch(options, runtime, newGame),
  nextAtRandom(match, pick) {
    // Each player's battlefield among those left, then (when the loser chooses) the first player.
    const battlefields = Object.fromEntries(Object.entries(match.battlefieldsLeft).map(([p, list]) => [p, pick(list)]));
    match.nextGame({ ...(match.chooser === null ? {} : { first: pick(match.players) }), battlefields });
  },
};
