/**
 * Tournaments on the server (docs/server.md, "Tournaments"): the event's state (src/tournament)
 * kept in the store beside the matches, its round clock fed the server's time, and each match
 * of a round played on the server's own tables, one server match a game. A finished game is
 * reported to the event from the stored match, so a restarted server (or another process on the
 * same database) picks up where the last one stopped: everything it needs is in the store.
 */
import { randomBytes } from 'node:crypto';
import { createGame } from '../api.js';
import { issueWords, LoadError, refusalText } from '../engine/errors.js';
import { mixSeed } from '../simulate/plan.js';
import { createTournament, restoreTournament } from '../tournament/create.js';
import type { Standing } from '../tournament/standings.js';
import type { Match, TournamentState } from '../tournament/state.js';
import type { Tournament } from '../tournament/tournament.js';
import type { TournamentView } from '../tournament/view.js';
import type { TournamentAction, TournamentRefusal } from '../types/tournament.js';
import type { JsonObject } from '../types/json.js';
import type { MatchRow, Store } from '../store/store.js';
import { hashCredential, newCredential } from './credentials.js';
import { ServerError } from './errors.js';
import { text } from './i18n/messages.js';
import type { ServerLimits } from './limits.js';
import type { MatchRegistry } from './matches.js';
import type { CreateTournamentBody, RegisterEntrantBody } from './tournament-messages.js';
import { startProcedure, stepProcedure, turnAndScores, type TimeProcedure } from './time-procedure.js';

/** What the server keeps beside an event's state. */
interface HostData {
  /** The rules every match is played by (overrides of the mode), or null for the mode's own. */
  readonly rules: JsonObject | null;
  /** The seats of a match of the mode, in turn order. */
  readonly seats: string[];
  /** Bot name by player, for the players bots play. */
  readonly bots: Record<string, string>;
  /** The server matches of each table, one a game in order, by `round:table`. */
  readonly tables: Record<string, string[]>;
  /** Each registered player's credential, as its hash (absent in events stored before players had one). */
  players?: Record<string, string>;
  /** The games played on after time (TR 408), by `round:table`; absent in events stored before it was kept. */
  atTime?: Record<string, TimeProcedure>;
}

/** A tournament as the routes answer it: what anyone may see, and the server match of each table's game in play. */
export interface TournamentAnswer {
  readonly id: string;
  readonly tournament: TournamentView;
  /** By table of the round in progress: the server matches of its games, the last one the game in play. */
  readonly tables: Record<string, readonly string[]>;
  /** Milliseconds left in the round, null for an untimed round or none. */
  readonly timeLeft: number | null;
  readonly timeCalled: boolean;
  /** By table of the round in progress: its game played on after time, the turn that ends the additional turns, and whether it is in sudden death. */
  readonly atTime: Record<string, { readonly match: string; readonly lastTurn: number; readonly suddenDeath: boolean }>;
}

/** Where a player plays now: its table, and the server match and seat of the game in play. */
export interface NextTable {
  readonly entrant: string;
  readonly table: number | null;
  readonly match: string | null;
  readonly seat: string | null;
}

export interface TournamentHostOptions {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly limits: ServerLimits;
  /** Milliseconds since the epoch: the time fed to the round clocks. */
  readonly now?: () => number;
}

/** The HTTP status of each refusal of the event: a fault of the request, or the event's state. */
const BAD_INPUT = new Set(['MALFORMED_ACTION', 'DECK_REFUSED', 'WRONG_TEAM_SIZE', 'DUPLICATE_ENTRANT', 'DUPLICATE_PLAYER']);
const NOT_FOUND = new Set(['UNKNOWN_TABLE', 'UNKNOWN_ENTRANT']);

function refusalError(refusal: TournamentRefusal): ServerError {
  const status = BAD_INPUT.has(refusal.code) ? 400 : NOT_FOUND.has(refusal.code) ? 404 : 409;
  // The event's catalogue text, worded in the language of whoever made the request.
  return new ServerError(status, refusal.code, refusalText(refusal), refusal.path, { rule: refusal.rule, ...(refusal.issues ? { issues: refusal.issues } : {}) });
}

export class TournamentHost {
  /** Each tournament's work in turn: one load, change and save at a time in this process. */
  private readonly queues = new Map<string, Promise<unknown>>();
  /** The tournament each server match of a table belongs to. */
  private readonly ofMatch = new Map<string, string>();
  /** The games played on after time, by server match: the procedure the stored data holds, moved on here as the game's actions are stored. */
  private readonly procedures = new Map<string, { readonly tournament: string; readonly procedure: TimeProcedure }>();
  /** By tournament: the timer that feeds the clock when its round's time runs out. */
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(private readonly options: TournamentHostOptions) {
    options.registry.onMatchOver = (matchId) => {
      const id = this.ofMatch.get(matchId);
      if (id !== undefined) void this.change(id, () => undefined).catch(() => undefined);
    };
    options.registry.onCommitted = (match, events) => {
      const held = this.procedures.get(match.id);
      const now = held ? turnAndScores(match.game.view(null)) : null;
      if (!held || !now) return false;
      const suddenDeath = held.procedure.suddenDeath;
      const decided = stepProcedure(held.procedure, events, now);
      // The decision, or the start of sudden death, is stored and reported in turn with the event's other changes.
      if (decided || held.procedure.suddenDeath !== suddenDeath) void this.change(held.tournament, () => undefined).catch(() => undefined);
      return decided;
    };
  }

  /**
   * Reads every unfinished tournament's games played on after time, before the matches are
   * taken up again: a game decided at time stays decided when its match is rebuilt.
   */
  async prime(): Promise<void> {
    for (const id of await this.options.store.unfinishedTournaments()) await this.load(id).catch(() => undefined);
  }

  /** Picks up every unfinished tournament: games finished while no process was serving it are reported now. */
  async start(): Promise<void> {
    for (const id of await this.options.store.unfinishedTournaments()) await this.change(id, () => undefined).catch(() => undefined);
  }

  /** Resolves once every change in hand is stored. */
  async close(): Promise<void> {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all([...this.queues.values()].map((q) => q.catch(() => undefined)));
  }

  async create(body: CreateTournamentBody): Promise<TournamentAnswer & { credential: string }> {
    const { rules, ...options } = body;
    let event: Tournament;
    try {
      event = createTournament(options);
    } catch (error) {
      throw loadErrorOf(error, '$');
    }
    const seats = this.seatsOf(event.state.settings.mode, (rules ?? null) as JsonObject | null);
    const credential = newCredential();
    const host: HostData = { rules: (rules ?? null) as JsonObject | null, seats, bots: {}, tables: {} };
    const id = randomBytes(9).toString('base64url');
    await this.options.store.createTournament({ id, organiserHash: hashCredential(credential), state: event.state as unknown as JsonObject, host: host as unknown as JsonObject, version: 0 });
    return { ...answerOf(id, event, host), credential };
  }

  /** The event at the server's time: a reading that calls time is stored (and ends the tables between games). */
  async get(id: string): Promise<TournamentAnswer> {
    const { event, host } = await this.load(id);
    const called = event.timeCalled;
    this.feedClock(event);
    if (!called && event.timeCalled) return this.change(id, () => undefined);
    return answerOf(id, event, host);
  }

  async standings(id: string): Promise<{ standings: Standing[] }> {
    return { standings: (await this.load(id)).event.standings() };
  }

  /** Where `player` (a player's or an entrant's name) plays now. */
  async next(id: string, player: string): Promise<NextTable> {
    const { event, host } = await this.load(id);
    const entrant = event.state.entrants.find((e) => e.id === player || e.players.includes(player));
    if (!entrant) throw new ServerError(404, 'UNKNOWN_ENTRANT', text('UNKNOWN_ENTRANT', { player: JSON.stringify(player) }), '$.player');
    const table = event.nextTable(entrant.id);
    const round = event.round;
    const match = table === null || !round ? undefined : round.matches.find((m) => m.table === table);
    const games = table === null || !round ? [] : (host.tables[`${round.number}:${table}`] ?? []);
    const current = match && games.length > match.games.length ? (games[match.games.length] as string) : null;
    const seat = match && current !== null ? (seatingOf(event.state, match, host.seats).find((s) => s.player === player || (player === entrant.id && s.entrant === entrant.id))?.seat ?? null) : null;
    return { entrant: entrant.id, table, match: current, seat };
  }

  /** Where the player holding `credential` (given when it registered) plays now. */
  async mine(id: string, credential: string | null): Promise<NextTable> {
    const { host } = await this.load(id);
    const hash = credential === null ? undefined : hashCredential(credential);
    const player = Object.entries(host.players ?? {}).find(([, h]) => h === hash)?.[0];
    if (player === undefined) throw new ServerError(401, 'BAD_CREDENTIAL', text('BAD_CREDENTIAL.player'));
    return this.next(id, player);
  }

  /**
   * Registers an entrant, open to anyone until the first pairing; bots may play its players.
   * Each player gets a credential, shown once, to ask where it plays (`mine`).
   */
  async register(id: string, body: RegisterEntrantBody): Promise<TournamentAnswer & { credentials: Record<string, string> }> {
    const credentials = Object.fromEntries((body.players ?? [body.name]).map((player) => [player, newCredential()]));
    const answer = await this.change(id, (event, host) => {
      if (event.state.entrants.length >= this.options.limits.tournamentEntrants) {
        throw new ServerError(409, 'TOO_MANY_ENTRANTS', text('TOO_MANY_ENTRANTS', { limit: this.options.limits.tournamentEntrants }), '$');
      }
      const players = body.players ?? [body.name];
      for (const [player, bot] of Object.entries(body.bots ?? {})) {
        if (!players.includes(player)) throw new ServerError(400, 'UNKNOWN_PLAYER', text('UNKNOWN_PLAYER', { players: players.join(', ') }), `$.bots.${player}`);
        this.options.registry.botSeat(bot, 0, `$.bots.${player}`, true);
      }
      const { bots, ...entrant } = body;
      applyOrThrow(event, { type: 'register', ...entrant });
      Object.assign(host.bots, bots ?? {});
      host.players = { ...host.players, ...Object.fromEntries(Object.entries(credentials).map(([player, credential]) => [player, hashCredential(credential)])) };
    });
    return { ...answer, credentials };
  }

  /** An organiser's action: `pair`, or a result, time, concession, draw, drop or re-entry. */
  act(id: string, credential: string | null, action: TournamentAction): Promise<TournamentAnswer> {
    return this.change(id, (event) => applyOrThrow(event, action), credential);
  }

  private async load(id: string): Promise<{ event: Tournament; host: HostData; version: number; organiserHash: string }> {
    const row = await this.options.store.getTournament(id);
    if (!row) throw new ServerError(404, 'NO_SUCH_TOURNAMENT', text('NO_SUCH_TOURNAMENT', { tournament: JSON.stringify(id) }), '$.id');
    const host = structuredClone(row.host) as unknown as HostData;
    for (const games of Object.values(host.tables)) for (const match of games) this.ofMatch.set(match, id);
    // A procedure moved on here since it was stored is the one to keep.
    for (const [key, procedure] of Object.entries(host.atTime ?? {})) {
      const held = this.procedures.get(procedure.match);
      if (held) (host.atTime as Record<string, TimeProcedure>)[key] = held.procedure;
      else this.procedures.set(procedure.match, { tournament: id, procedure });
    }
    return { event: restoreTournament(row.state as unknown as TournamentState), host, version: row.version, organiserHash: row.organiserHash };
  }

  /**
   * Loads tournament `id`, feeds its clock, applies `work`, reports the games its tables
   * finished and starts their next ones, and stores it all; in turn with every other change of
   * the tournament in this process, and refused (409 `TOURNAMENT_BUSY`) when another process
   * saved it meanwhile. `credential`, when the work is the organiser's, must be theirs.
   */
  private change(id: string, work: (event: Tournament, host: HostData) => void, credential?: string | null): Promise<TournamentAnswer> {
    const run = async (): Promise<TournamentAnswer> => {
      const { event, host, version, organiserHash } = await this.load(id);
      if (credential !== undefined && (credential === null || hashCredential(credential) !== organiserHash)) {
        throw new ServerError(401, 'BAD_CREDENTIAL', text('BAD_CREDENTIAL.organiser'));
      }
      this.feedClock(event);
      work(event, host);
      this.feedClock(event);
      const decided = await this.playTables(id, event, host);
      if (!(await this.options.store.saveTournament(id, version, event.state as unknown as JsonObject, host as unknown as JsonObject))) {
        throw new ServerError(409, 'TOURNAMENT_BUSY', text('TOURNAMENT_BUSY'));
      }
      // Reported and stored: the server matches of games decided at time end, their procedures are done.
      for (const match of decided) {
        this.procedures.delete(match);
        await this.options.registry.endDecided(match).catch(() => false);
      }
      this.timeCallAhead(id, event);
      return answerOf(id, event, host);
    };
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.then(run, run);
    const kept = next.catch(() => undefined);
    this.queues.set(id, kept);
    void kept.then(() => {
      if (this.queues.get(id) === kept) this.queues.delete(id);
    });
    return next;
  }

  /** Feeds the clock once the round's time has run out, so time is called then, with nobody asking (tests feed time as data instead). */
  private timeCallAhead(id: string, event: Tournament): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    const left = event.timeLeft;
    if (left === null || event.timeCalled || event.phase === 'finished') return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      void this.change(id, () => undefined).catch(() => undefined);
    }, Math.min(left + 1, 2 ** 31 - 1));
    timer.unref();
    this.timers.set(id, timer);
  }

  /** The server's time to the round clock (TR 408): it starts a round and calls time; a clock behind the last reading is ignored. */
  private feedClock(event: Tournament): void {
    const round = event.round;
    if (!round || round.clock.minutes === null || event.phase === 'finished') return;
    event.apply({ type: 'clock', at: (this.options.now ?? Date.now)() });
  }

  /**
   * Every table of the round in progress: a game its server match finished is reported (its
   * winning seat's entrant, TR 404.2), and so is a game the end-of-match procedure decided
   * after time (TR 408); a game in play when time is called starts that procedure; a match
   * without its result gets its next game, or ends when time was called between games. Answers
   * the server matches of the games decided at time, to end once the event is stored.
   */
  private async playTables(id: string, event: Tournament, host: HostData): Promise<string[]> {
    const decided: string[] = [];
    for (let progressed = true; progressed; ) {
      progressed = false;
      const round = event.round;
      if (!round) return decided;
      for (const match of round.matches) {
        const key = `${round.number}:${match.table}`;
        if (match.result !== null) {
          // A match ended otherwise (a result reported, a concession) while its game was played on after time.
          const procedure = host.atTime?.[key];
          if (procedure) this.procedures.delete(procedure.match);
          delete host.atTime?.[key];
          continue;
        }
        const games = host.tables[key] ?? [];
        if (games.length > match.games.length) {
          const current = games[match.games.length] as string;
          const procedure = host.atTime?.[key]?.match === current ? host.atTime[key] : undefined;
          const row = await this.options.store.getMatch(current);
          const winner = procedure?.decided ? procedure.decided.winner : row?.over ? winnerOf(row, seatingOf(event.state, match, host.seats)) : undefined;
          if (winner === undefined) {
            if (event.timeCalled && procedure === undefined) await this.playOnAfterTime(id, event, host, match, current, false);
            continue;
          }
          if (procedure) {
            delete host.atTime?.[key];
            if (procedure.decided) decided.push(current);
            else this.procedures.delete(current);
          }
          progressed = event.apply({ type: 'reportGame', table: match.table, winner }).ok || progressed;
          continue;
        }
        // Time called between games: no new game (TR 408.2.d), but in the top cut while game wins are even (TR 408.4.d).
        if (event.timeCalled && match.games.length > 0 && event.apply({ type: 'endMatch', table: match.table }).ok) {
          progressed = true;
          continue;
        }
        const created = await this.startGame(event, host, round.number, match);
        if (created === undefined) return decided;
        host.tables[key] = [...games, created];
        this.ofMatch.set(created, id);
        // A game started after time (the top cut's, game wins even): five additional turns after the first player's (TR 408.4.d).
        if (event.timeCalled) await this.playOnAfterTime(id, event, host, match, created, true);
      }
    }
    return decided;
  }

  /**
   * Starts the end-of-match procedure (TR 408) for the game of server match `game` at `match`'s
   * table, counted from the turn the game is in. A game without turns and points (Altered's), or
   * one served by another process, plays to its end.
   */
  private async playOnAfterTime(id: string, event: Tournament, host: HostData, match: Match, game: string, afterTime: boolean): Promise<void> {
    const round = event.round;
    const located = await this.options.registry.locate(game).catch(() => undefined);
    const now = located && 'match' in located ? turnAndScores(located.match.game.view(null)) : null;
    if (!round || !located || !('match' in located) || now === null) return;
    const seating = seatingOf(event.state, match, host.seats);
    const procedure = startProcedure(game, round.stage, match, now, (seat) => seating.find((s) => s.seat === seat)?.entrant ?? '', afterTime);
    host.atTime = { ...host.atTime, [`${round.number}:${match.table}`]: procedure };
    this.procedures.set(game, { tournament: id, procedure });
  }

  /** A server match for the next game at `match`'s table: the entrants' decks, and bots in their bots' seats. Undefined when the server holds all the matches it can. */
  private async startGame(event: Tournament, host: HostData, round: number, match: Match): Promise<string | undefined> {
    const seating = seatingOf(event.state, match, host.seats);
    const bots = Object.fromEntries(seating.flatMap((s) => (host.bots[s.player] === undefined ? [] : [[s.seat, host.bots[s.player] as string]])));
    try {
      const summary = await this.options.registry.create({
        mode: event.state.settings.mode,
        seed: mixSeed(event.state.seed, round, match.table, match.games.length) >>> 1,
        decks: seating.map((s) => s.deck as JsonObject),
        bots,
        ...(host.rules === null ? {} : { rules: host.rules }),
      });
      return summary.id;
    } catch (error) {
      if (error instanceof ServerError && error.code === 'TOO_MANY_MATCHES') return undefined;
      throw error;
    }
  }

  private seatsOf(mode: string, rules: JsonObject | null): string[] {
    try {
      const game = createGame({ mode, seed: 0, ...(rules === null ? {} : { rules }) } as never);
      const seats = [...game.seats];
      game.dispose();
      return seats;
    } catch (error) {
      throw loadErrorOf(error, '$.rules');
    }
  }
}

/** Who sits where in a game of `match`: the entrants in turn, each one's players in order (teammates after, TR 603.7.a). */
function seatingOf(state: TournamentState, match: Match, seats: readonly string[]): { seat: string; entrant: string; player: string; deck: unknown }[] {
  const n = match.entrants.length;
  return seats.map((seat, i) => {
    const entrant = state.entrants.find((e) => e.id === match.entrants[i % n]);
    const p = Math.floor(i / n);
    return { seat, entrant: entrant?.id ?? '', player: entrant?.players[p] ?? '', deck: entrant?.decks[p] };
  });
}

/** The entrant whose seat won the stored game (a team's winner names its seats joined by +); null for no winner. */
function winnerOf(row: MatchRow, seating: readonly { seat: string; entrant: string }[]): string | null {
  const seat = row.winner?.split('+')[0];
  return seating.find((s) => s.seat === seat)?.entrant ?? null;
}

function applyOrThrow(event: Tournament, action: TournamentAction): void {
  const result = event.apply(action);
  if (!result.ok) throw refusalError(result.error);
}

function answerOf(id: string, event: Tournament, host: HostData): TournamentAnswer {
  const round = event.round;
  const tables = round ? Object.fromEntries(round.matches.map((m) => [String(m.table), host.tables[`${round.number}:${m.table}`] ?? []])) : {};
  const atTime = round
    ? Object.fromEntries(round.matches.flatMap((m) => {
        const procedure = host.atTime?.[`${round.number}:${m.table}`];
        return procedure ? [[String(m.table), { match: procedure.match, lastTurn: procedure.lastTurn, suddenDeath: procedure.suddenDeath !== null }]] : [];
      }))
    : {};
  return { id, tournament: event.view(null), tables, timeLeft: event.timeLeft, timeCalled: event.timeCalled, atTime };
}

/** A LoadError of the event's options or the matches' rules as the server answers it: its code, the first fault's path. */
function loadErrorOf(error: unknown, base: string): unknown {
  if (!(error instanceof LoadError)) return error;
  const issue = error.issues[0];
  const path = issue?.path === undefined ? base : base === '$' ? issue.path : `${base}${issue.path.slice(1)}`;
  return new ServerError(400, error.code, issue === undefined ? error.message : issueWords(issue), path);
}
