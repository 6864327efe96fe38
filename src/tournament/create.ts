/**
 * A new tournament for a mode of any game: the shape of its matches (players per entrant,
 * entrants per match, games to win) is read from the mode, and registered decks are checked by
 * making a game of the mode with them, so the game's own deck construction decides (TR 401, 402).
 */
import { createGame, gameOf } from '../api.js';
import { LoadError, reissued, wordedIssue, type LoadIssue } from '../engine/errors.js';
import { text } from './i18n/messages.js';
import { schemaIssues } from '../engine/schema/validate.js';
import type { Game } from '../engine/game/game.js';
import { createMatch } from '../match.js';
import { newTournamentState } from './event.js';
import type { DeckCheck } from './registration.js';
import { settingsSchema, stateSchema, TOURNAMENT_FORMAT, type TournamentOptions, type TournamentSettings, type TournamentState } from './state.js';
import { isBracketSize } from './top-cut.js';
import { Tournament } from './tournament.js';

const QUIET = { keepEvents: false, keepRecord: false } as const;

/** The shape of a mode's matches: seats, sides (teams, or seats without teams), games to win. */
function matchShape(mode: string): { teamSize: number; podSize: number; gamesToWin: number } {
  const game = createGame({ mode, seed: 0 }, QUIET);
  const module = gameOf(mode);
  const seats = game.seats.length;
  const sides = sidesOf(mode, game);
  const severalGames = module.match?.playsSeveralGames(game.rules) ?? false;
  game.dispose();
  // A mode played as several games says how many take a match; any other is one game a match
  // unless the event says otherwise.
  const probe = severalGames ? createMatch({ mode, seed: 0 }, QUIET) : null;
  probe?.current.dispose();
  const gamesToWin = probe ? probe.gamesToWin : 1;
  return { teamSize: seats / sides, podSize: sides, gamesToWin };
}

/**
 * The deck check of `mode`: a game made with the entrant's decks, the first in every side's
 * first seat, the second in every side's second seat..., as turn order alternates the sides
 * (TR 603.7.a), so that checks between teammates (one legend a team) apply.
 */
export function deckCheckOf(mode: string): DeckCheck {
  let sides: number | undefined;
  let seats: number | undefined;
  return (decks) => {
    if (sides === undefined || seats === undefined) {
      const game = createGame({ mode, seed: 0 }, QUIET);
      seats = game.seats.length;
      sides = sidesOf(mode, game);
      game.dispose();
    }
    const perSide = sides;
    const all = Array.from({ length: seats }, (_, i) => decks[Math.floor(i / perSide) % decks.length]);
    try {
      createGame({ mode, seed: 0, decks: all }, QUIET).dispose();
      return [];
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      return error.issues.map((issue) => deckIssue(error.file, issue, perSide, decks.length));
    }
  };
}

/** The sides of a game of `mode`: its teams, or its seats when it has none. */
function sidesOf(mode: string, game: Game): number {
  const facts = gameOf(mode).simulation;
  return facts ? Object.keys(facts.points(game.liveState, game.rules)).length : game.seats.length;
}

/** A fault of the probe game's decks, at its path in the registration (`$.decks[i]...`). */
function deckIssue(file: string, issue: LoadIssue, sides: number, count: number): LoadIssue {
  const entrantDeck = (seat: string | undefined) => Math.floor(Number(seat) / sides) % count;
  const inFile = /^decks\[(\d+)\]$/.exec(file);
  if (inFile) return reissued(issue, { path: `$.decks[${entrantDeck(inFile[1])}]${issue.path.slice(1)}` });
  const inPath = /^\$\.decks\[(\d+)\]/.exec(issue.path);
  if (inPath) return reissued(issue, { path: `$.decks[${entrantDeck(inPath[1])}]${issue.path.slice(inPath[0].length)}` });
  return reissued(issue, { path: '$.decks' });
}

/** A new tournament in registration; bad options throw a LoadError with their JSON paths. */
export function createTournament(options: TournamentOptions): Tournament {
  const issues = schemaIssues(settingsSchema, options);
  if (issues.length > 0) throw new LoadError('tournament', issues);
  const shape = matchShape(options.mode);
  const settings: TournamentSettings = {
    name: options.name ?? 'tournament',
    mode: options.mode,
    swissRounds: options.swissRounds ?? 3,
    topCut: options.topCut ?? 0,
    gamesToWin: options.gamesToWin ?? shape.gamesToWin,
    openDecklist: options.openDecklist ?? false,
    points: options.points ?? { win: 3, draw: 1, loss: 0 },
    percentageFloor: options.percentageFloor ?? 1 / 3,
    roundMinutes: options.roundMinutes === undefined ? 60 : options.roundMinutes,
    topCutMinutes: options.topCutMinutes ?? null,
    teamSize: shape.teamSize,
    podSize: shape.podSize,
  };
  if (settings.topCut !== 0 && !isBracketSize(settings.topCut, settings.podSize)) {
    throw new LoadError('tournament', [wordedIssue({ path: '$.topCut', rule: 'TR 202.4' }, text('load.topCut', { size: settings.podSize }))]);
  }
  return new Tournament(newTournamentState(settings, options.seed ?? 0), deckCheckOf(options.mode));
}

/** A tournament continued from its state (as `tournament.state` gave it); a broken state throws a LoadError. */
export function restoreTournament(state: TournamentState): Tournament {
  const issues = schemaIssues(stateSchema, state);
  if (issues.length > 0) throw new LoadError('tournament', issues);
  if (state.format !== TOURNAMENT_FORMAT) throw new LoadError('tournament', [wordedIssue({ path: '$.format' }, text('load.format', { format: TOURNAMENT_FORMAT }))]);
  const unknown = unknownEntrants(state);
  if (unknown.length > 0) throw new LoadError('tournament', unknown);
  return new Tournament(state, deckCheckOf(state.settings.mode));
}

/** Where a state names an entrant it does not register. */
function unknownEntrants(state: TournamentState): LoadIssue[] {
  const known = new Set(state.entrants.map((e) => e.id));
  const issues: LoadIssue[] = [];
  const check = (id: string | null, path: string) => {
    if (id !== null && !known.has(id)) issues.push(wordedIssue({ path, code: 'UNKNOWN_SEAT' }, text('load.noEntrant', { id })));
  };
  state.lots.forEach((id, i) => check(id, `$.lots[${i}]`));
  state.rounds.forEach((round, r) => round.matches.forEach((match, m) => {
    const at = `$.rounds[${r}].matches[${m}]`;
    match.entrants.forEach((id, i) => check(id, `${at}.entrants[${i}]`));
    match.games.forEach((id, i) => check(id, `${at}.games[${i}]`));
    match.conceded.forEach((id, i) => check(id, `${at}.conceded[${i}]`));
    check(match.result?.winner ?? null, `${at}.result.winner`);
  }));
  return issues;
}
