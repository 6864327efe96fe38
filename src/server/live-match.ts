/**
 * One match held in memory by the process that owns it: the game, its version, the
 * connections watching it, and the queue that takes its actions one at a time. An action is
 * acknowledged only once the store has committed it; every connection then gets the update
 * as its own seat may see it (spectators as spectators). Its bots decide in the bot pool, one
 * decision at a time, while the match goes on taking connections; a bot's action is then taken
 * in turn like a client's.
 */
import type { BotSeat, DecisionAnswer, DecisionTask } from '../bots/decision.js';
import { nextDecision } from '../bots/random-bot.js';
import { EngineError, inLanguage } from '../engine/errors.js';
import { LANGUAGES, type Language } from '../engine/i18n/language.js';
import type { ApplyResult } from '../engine/game/seat-events.js';
import type { Game } from '../engine/game/game.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import { forSeat, seatEvents, seatState, wordsOf } from '../engine/game/seat-stream.js';
import type { JsonObject } from '../types/json.js';
import type { MatchRow, Store } from '../store/store.js';
import type { BotPool } from './bot-pool.js';
import { wireError, type WireError } from './errors.js';
import { text } from './i18n/messages.js';
import type { ActMessage } from './messages.js';

/** A socket as the match sees it: the seat it speaks for (null: a spectator), the language its messages are worded in, and a way to talk. */
export interface MatchConnection {
  readonly seat: string | null;
  lang: Language;
  send(message: object): void;
  close(code: number, reason: string): void;
}

/** The events one accepted action caused: for spectators, and by seat. */
interface HeldEvents {
  readonly version: number;
  readonly events: readonly GameEvent[];
  readonly bySeat: Readonly<Record<string, readonly GameEvent[]>>;
  /** Each event in words as `game.describe` put it right after the action, in every language, for spectators and by seat. */
  readonly log: Worded;
  readonly logBySeat: Readonly<Record<string, Worded>>;
}

/** Events in words, one list per language. */
type Worded = Readonly<Record<Language, readonly string[]>>;

/** `events` in words in every language, as the game describes them now. */
function worded(game: Game, events: readonly GameEvent[]): Worded {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, wordsOf(game, events, lang)])) as Record<Language, string[]>;
}

export interface LiveMatchOptions {
  readonly store: Store;
  /** This process, as the lease names it. */
  readonly owner: string;
  readonly leaseSeconds: number;
  /** A snapshot is stored after every this many versions. */
  readonly snapshotEvery: number;
  /** How many versions of events are held for reconnecting clients. */
  readonly heldVersions: number;
  /** Where the match's bots decide. */
  readonly botPool: BotPool;
  /** Called when the store refuses a commit (another process took the match): drop it. */
  readonly onLost: (match: LiveMatch) => void;
  /** Called once the action that ended the game is stored. */
  readonly onOver?: (match: LiveMatch) => void;
  /**
   * Called with the events of every stored action, and with none once the match is rebuilt from
   * the store; true halts the match (a game decided at time, TR 408): it takes no more actions.
   */
  readonly onCommitted?: (match: LiveMatch, events: readonly GameEvent[]) => boolean;
}

type Answer = JsonObject & { readonly type: 'ack' | 'refused' };

export class LiveMatch {
  readonly connections = new Set<MatchConnection>();
  private readonly held: HeldEvents[] = [];
  private readonly answers = new Map<string, Answer>();
  private queue: Promise<void> = Promise.resolve();
  private botsScheduled = false;
  /** A bot's decision is being made in the pool: the match asks for one at a time. */
  private botDeciding = false;
  private closed = false;
  /** The game was decided at time (TR 408): the match stays to be watched but takes no action. */
  private halted = false;

  constructor(
    readonly row: MatchRow,
    readonly game: Game,
    private version: number,
    /** The first version whose events are held (events after it can be replayed to a client). */
    private heldFrom: number,
    private readonly bots: ReadonlyMap<string, BotSeat>,
    private readonly options: LiveMatchOptions,
  ) {}

  get id(): string {
    return this.row.id;
  }

  get currentVersion(): number {
    return this.version;
  }

  /** A stored action replayed while rebuilding: the version moves on, its events are held. */
  advanceTo(version: number, events: readonly GameEvent[], bySeat: Readonly<Record<string, readonly GameEvent[]>>): void {
    this.version = version;
    this.hold(version, events, bySeat);
  }

  /** Keeps an action's events for clients that reconnect with an earlier version. */
  hold(version: number, events: readonly GameEvent[], bySeat: Readonly<Record<string, readonly GameEvent[]>>): void {
    // Worded now, while the state is the one the events led to: the names are those of that moment.
    const logBySeat = Object.fromEntries(Object.entries(bySeat).map(([seat, list]) => [seat, worded(this.game, list)]));
    this.held.push({ version, events, bySeat, log: worded(this.game, events), logBySeat });
    while (this.held.length > this.options.heldVersions) {
      this.held.shift();
      this.heldFrom = this.held[0]?.version === undefined ? this.version : this.held[0].version - 1;
    }
  }

  /** The first message of a connection: where the match is, and what it missed since `since` (in words in `lang`). */
  welcome(seat: string | null, since: number | undefined, lang: Language): object {
    let events: GameEvent[] | null = null;
    let log: string[] | null = null;
    if (since !== undefined && since >= this.heldFrom && since <= this.version) {
      const missed = this.held.filter((h) => h.version > since);
      events = missed.flatMap((h) => seatEvents(h, seat));
      log = missed.flatMap((h) => forSeat(seat, h.log, h.logBySeat)[lang]);
    }
    return { type: 'welcome', ...seatState(this.game, seat, this.version), events, log };
  }

  /**
   * Adds a connection and sends it its welcome, in turn with the actions: an action applied
   * but not yet committed is never shown to it ahead of its acknowledgement.
   */
  attach(connection: MatchConnection, since: number | undefined): Promise<void> {
    return this.enqueue(async () => {
      if (this.closed) return;
      this.connections.add(connection);
      connection.send(this.welcome(connection.seat, since, connection.lang));
    });
  }

  /** Takes a client's action in turn with every other action of the match. */
  act(connection: MatchConnection, message: ActMessage): Promise<void> {
    return this.enqueue(() => this.handleAct(connection, message));
  }

  /** Lets the bots of the match act until a person must (or the game is over). */
  scheduleBots(): void {
    if (this.botsScheduled || this.botDeciding || this.closed || this.halted || this.bots.size === 0) return;
    this.botsScheduled = true;
    setImmediate(() => {
      this.botsScheduled = false;
      void this.enqueue(() => this.botStep());
    });
  }

  /**
   * Asks `onCommitted` whether the match goes on (after a rebuild: the game as the store has
   * it); halted, it takes no more actions.
   */
  checkHalt(events: readonly GameEvent[]): boolean {
    if (!this.halted && this.options.onCommitted?.(this, events) === true) this.halted = true;
    return this.halted;
  }

  /** Stops taking actions and closes every connection with `message` (in its language) sent first. */
  close(message: ((lang: Language) => object) | undefined, code = 1001, reason = 'match moved'): void {
    this.closed = true;
    for (const connection of this.connections) {
      if (message) connection.send(message(connection.lang));
      connection.close(code, reason);
    }
    this.connections.clear();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Resolves once every action queued so far is handled. */
  settled(): Promise<void> {
    return this.queue;
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async handleAct(connection: MatchConnection, message: ActMessage): Promise<void> {
    if (this.closed) return;
    const seat = connection.seat;
    if (seat === null) {
      connection.send({ type: 'refused', id: message.id, version: this.version, error: wireError('NOT_SEATED', text('NOT_SEATED'), connection.lang, '$.credential') });
      return;
    }
    const key = `${seat}\u0000${message.id}`;
    const first = this.answers.get(key) ?? ((await this.options.store.findAnswer(this.id, seat, message.id)) as Answer | undefined);
    if (first) {
      connection.send(first);
      return;
    }
    // A refusal changed nothing, so it is remembered here only, never stored: a flood of refused
    // ids costs the store no row. After the match moves or the process restarts, a repeated id
    // of a refused action is checked again; the version it names still guards it. A repeated id
    // is answered with the first answer's words, in the language they were given in.
    const refuse = (error: WireError): void => {
      const answer: Answer = { type: 'refused', id: message.id, version: this.version, error: { ...error } };
      this.remember(key, answer);
      connection.send(answer);
    };
    if (this.halted) {
      refuse(wireError('GAME_DECIDED_AT_TIME', text('GAME_DECIDED_AT_TIME'), connection.lang, '$'));
      return;
    }
    if (message.version !== this.version) {
      refuse(wireError('STALE_VERSION', text('STALE_VERSION', { version: this.version, asked: message.version }), connection.lang, '$.version'));
      return;
    }
    if (message.action.seat !== undefined && message.action.seat !== seat) {
      refuse(wireError('NOT_YOUR_SEAT', text('NOT_YOUR_SEAT', { seat }), connection.lang, '$.action.seat'));
      return;
    }
    const action = { ...message.action, seat } as Action;
    let result;
    try {
      result = this.game.apply(action);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      // The fault's words are the engine's catalogue's where it has them, for the program's author.
      refuse(wireError('ENGINE_FAULT', text('ENGINE_FAULT', { reason: error.words ?? error.message }), connection.lang));
      return;
    }
    if (!result.ok) {
      refuse(inLanguage(result.error, connection.lang));
      return;
    }
    const answer: Answer = { type: 'ack', id: message.id, version: this.version + 1 };
    if (!(await this.commit(seat, action, result, { clientId: message.id, body: answer }))) return;
    this.remember(key, answer);
    connection.send(answer);
    this.afterCommit(result);
  }

  /** Asks the pool for the decision of the first bot seat that has one to make now. */
  private async botStep(): Promise<void> {
    if (this.closed || this.halted || this.game.over || this.botDeciding) return;
    for (const [seat, bot] of this.bots) {
      const actions = this.game.legalActions(seat);
      if (!nextDecision({ seats: [seat], legalActions: () => actions })) continue;
      const task = bot.task({ mode: this.game.mode, seat, view: this.game.view(seat), actions }, this.options.botPool.decisionMs);
      const version = this.version;
      this.botDeciding = true;
      void this.options.botPool.decide(task).then((answer) => this.enqueue(() => this.botAnswered(bot, task, version, answer)));
      return;
    }
  }

  /** Takes a bot's decision made at `version`, through the path of a client's action. */
  private async botAnswered(bot: BotSeat, task: DecisionTask, version: number, answer: DecisionAnswer): Promise<void> {
    this.botDeciding = false;
    if (this.closed || this.halted || this.game.over) return;
    // A client acted meanwhile: the decision was for a position that is gone; decide again.
    if (version !== this.version) return this.scheduleBots();
    const seat = task.window.seat;
    let played = answer;
    let result = this.applyBotAction(seat, played.action);
    // The worker's answer is checked like a client's: one the engine refuses gives way to the
    // bot's fallback, chosen among the legal actions here.
    if (!result.ok) result = this.applyBotAction(seat, (played = this.options.botPool.fallback(task)).action);
    if (!result.ok) throw new EngineError(`bot ${bot.name} chose an action the engine does not take: ${result.error.code}`);
    bot.played(played);
    if (!(await this.commit(seat, result.action, result, undefined))) return;
    this.afterCommit(result);
  }

  /** A bot's action applied as its seat's (the seat is the bot's whatever the answer says). */
  private applyBotAction(seat: string, chosen: Action): (Extract<ApplyResult, { ok: true }> & { readonly action: Action }) | { readonly ok: false; readonly error: { readonly code: string } } {
    const action = { ...chosen, seat } as Action;
    try {
      const result = this.game.apply(action);
      return result.ok ? { ...result, action } : result;
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return { ok: false, error: { code: 'ENGINE_FAULT' } };
    }
  }

  /**
   * Stores an applied action. False when the store refused it: then the game in memory is
   * ahead of the store, so the match is dropped and rebuilt from the store when asked again.
   */
  private async commit(
    seat: string,
    action: Action,
    result: { events: readonly GameEvent[]; bySeat: Readonly<Record<string, readonly GameEvent[]>> },
    answer: { clientId: string; body: Answer } | undefined,
  ): Promise<boolean> {
    const version = this.version + 1;
    try {
      await this.options.store.commitAction({
        matchId: this.id,
        version,
        seat,
        action: JSON.parse(JSON.stringify(action)) as JsonObject,
        ...(answer ? { answer } : {}),
        over: this.game.over,
        winner: this.game.winner,
        owner: this.options.owner,
        leaseSeconds: this.options.leaseSeconds,
      });
    } catch {
      this.closed = true;
      this.options.onLost(this);
      return false;
    }
    this.version = version;
    this.hold(version, result.events, result.bySeat);
    return true;
  }

  private afterCommit(result: { events: readonly GameEvent[]; bySeat: Readonly<Record<string, readonly GameEvent[]>> }): void {
    const held = this.held[this.held.length - 1];
    for (const connection of this.connections) {
      const seat = connection.seat;
      const events = seatEvents(result, seat);
      const log = held?.version === this.version ? forSeat(seat, held.log, held.logBySeat)[connection.lang] : wordsOf(this.game, events, connection.lang);
      const { version, view, actions } = seatState(this.game, seat, this.version);
      connection.send({ type: 'update', version, events, log, view, actions });
    }
    if (this.version % this.options.snapshotEvery === 0) {
      const version = this.version;
      const snapshot = this.game.snapshot() as unknown as JsonObject;
      // Not awaited by the acknowledgement: the action log alone already rebuilds the match.
      void this.enqueue(() => this.options.store.saveSnapshot(this.id, version, snapshot).catch(() => undefined));
    }
    this.checkHalt(result.events);
    if (this.game.over) this.options.onOver?.(this);
    this.scheduleBots();
  }

  private remember(key: string, answer: Answer): void {
    if (this.answers.size >= 10_000) this.answers.clear();
    this.answers.set(key, answer);
  }
}
