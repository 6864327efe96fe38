/**
 * A whole event played between bots (`rulegraph tournament run`): entrants registered with the
 * mode's ready-made decks, every round paired, every match played by bots and reported game by
 * game, until the event is over. Everything follows from the seed.
 */
import { botFromSpec } from '../bots/registry.js';
import type { Bot } from '../bots/bot.js';
import { EngineError } from '../engine/errors.js';
import { mixSeed } from '../simulate/plan.js';
import { readyMadeDecks } from '../simulate/play-one.js';
import type { TournamentAction } from '../types/tournament.js';
import { playBotMatch } from './bot-match.js';
import { createTournament } from './create.js';
import type { Match, Round } from './state.js';
import type { Tournament } from './tournament.js';

export interface BotEventOptions {
  readonly mode: string;
  /** Entrants: players, or teams in a team mode. */
  readonly entrants: number;
  readonly swissRounds: number;
  readonly topCut: number;
  /** Bot specs, cycled over the players in registration order. */
  readonly bots: readonly string[];
  readonly seed: number;
  readonly gamesToWin?: number;
  /** Ready-made deck names cycled over the players; default the mode's. */
  readonly decks?: readonly string[];
  /** A game longer than this is stopped without a winner. */
  readonly maxActions?: number;
  /** Called when a match has its result. */
  readonly onMatch?: (round: Round, match: Match) => void;
}

function must(tournament: Tournament, action: TournamentAction): void {
  const result = tournament.apply(action);
  if (!result.ok) throw new EngineError(`the event refused ${action.type}: ${result.error.code} ${result.error.message}`);
}

export function runBotEvent(options: BotEventOptions): Tournament {
  const event = createTournament({
    mode: options.mode,
    seed: options.seed,
    swissRounds: options.swissRounds,
    topCut: options.topCut,
    ...(options.gamesToWin === undefined ? {} : { gamesToWin: options.gamesToWin }),
  });
  const { teamSize, gamesToWin } = event.state.settings;
  const decks = options.decks && options.decks.length > 0 ? options.decks : readyMadeDecks(options.mode);
  if (decks.length === 0) throw new EngineError(`${options.mode} has no ready-made decks to register`);
  const bots = new Map<string, Bot>();
  for (let e = 0; e < options.entrants; e++) {
    const name = teamSize === 1 ? `P${e + 1}` : `T${e + 1}`;
    const players = teamSize === 1 ? [name] : Array.from({ length: teamSize }, (_, p) => `${name}${String.fromCharCode(97 + p)}`);
    players.forEach((player, p) => {
      const index = e * teamSize + p;
      bots.set(player, botFromSpec(options.bots[index % options.bots.length] as string, mixSeed(options.seed, 1, index)));
    });
    must(event, { type: 'register', name, players, decks: players.map((_, p) => decks[(e * teamSize + p) % decks.length] as string) });
  }
  while (event.phase !== 'finished') {
    must(event, { type: 'pair' });
    const round = event.round as Round;
    for (const match of round.matches) {
      if (match.result) continue;
      const entrants = match.entrants.map((id) => event.state.entrants.find((x) => x.id === id)).filter((x) => x !== undefined);
      const games = playBotMatch({
        mode: options.mode,
        seed: mixSeed(options.seed, 2, round.number, match.table),
        entrants,
        gamesToWin,
        maxGames: gamesToWin * 2 + 1,
        ...(round.stage === 'topCut' ? { untilDecided: gamesToWin * 2 + 21 } : {}),
        botOf: (player) => bots.get(player) as Bot,
        maxActions: options.maxActions ?? 5000,
      });
      for (const winner of games) {
        if (event.round?.matches.find((m) => m.table === match.table)?.result) break;
        must(event, { type: 'reportGame', table: match.table, winner });
      }
      if (!event.round?.matches.find((m) => m.table === match.table)?.result) must(event, { type: 'endMatch', table: match.table });
      options.onMatch?.(event.round as Round, event.round?.matches.find((m) => m.table === match.table) as Match);
    }
  }
  return event;
}
