/**
 * An inspector session: one live game, its timeline (a snapshot after every action), and
 * the messages of docs/inspector.md. The page, tests and any other frontend talk to it in
 * the same JSON messages.
 */
import { restoreGame } from '../api.js';
import { seatWindow, type Bot } from '../bots/bot.js';
import { nextDecision, RandomBot } from '../bots/random-bot.js';
import { botFromSpec } from '../bots/registry.js';
import { inLanguage, type RuleViolation } from '../engine/errors.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../engine/i18n/language.js';
import type { Game } from '../engine/game/game.js';
import type { Snapshot } from '../engine/game/record.js';
import type { Action, GameEvent } from '../engine/game/module.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { activeKeys, stringToStateValue } from '../engine/chart/statechart.js';
import type { ChartClientMessage } from './chart-messages.js';
import type { InspectedView, StateMessage } from './protocol.js';
import { MicrostepRecorder, type StepTrace } from './microsteps.js';
import { NoSuchSeatError } from './seat-error.js';
import { text } from './i18n/messages.js';
import { originOf, ruleChanges, startVariant, type RuleChange, type Variant } from './variants.js';

export interface LoggedEvent {
  /** The timeline step that caused it (0: the setup). */
  readonly step: number;
  readonly event: GameEvent;
  /** The event in words, when the game describes it. */
  readonly text: string | null;
}

/** A logged event with the forms some seats receive with private fields (their own draws), and its words in every language. */
interface SessionEvent extends LoggedEvent {
  readonly bySeat: Readonly<Record<string, GameEvent>> | undefined;
  readonly texts: Readonly<Record<Language, string | null>>;
}

export type ClientMessage =
  | { readonly type: 'apply'; readonly action: Action }
  | { readonly type: 'view'; readonly seat: string | null }
  | { readonly type: 'goto'; readonly index: number }
  | { readonly type: 'bot' }
  | { readonly type: 'bots'; readonly on: boolean }
  | { readonly type: 'seatBot'; readonly seat: string; readonly bot: string | null }
  | ChartClientMessage;

const MAX_BOT_ACTIONS = 5_000;

export class InspectorSession {
  private game: Game;
  private readonly timeline: Snapshot[];
  /** For each step of the timeline: the action that led to it and what it did in the statechart. */
  private readonly steps: ({ action: Action; trace: StepTrace } | null)[];
  private readonly log: SessionEvent[] = [];
  private cursor = 0;
  private bot: RandomBot;
  private readonly botSeed: number;
  private readonly recorder = new MicrostepRecorder();
  /** The seed and rules the game was created from (none for a position). */
  readonly origin: { readonly seed: number; readonly mode: string; readonly rules?: unknown } | undefined;
  /**
   * The variant now played and how its rules differ from `against`: the variant played before
   * it restarted the game (`restarted`), or, for a game started as a rules file, the shipped
   * mode the file rests on.
   */
  variant: { readonly id: string; readonly changes: readonly RuleChange[]; readonly against: string; readonly restarted: boolean } | null = null;
  /** Whether bots play the seats nobody is viewing. */
  bots = true;
  /** Seats given a bot of the registry by its spec; the others get the shared random bot. */
  private readonly seatBots = new Map<string, Bot>();

  constructor(game: Game, botSeed = 1) {
    this.origin = originOf(game);
    this.botSeed = botSeed;
    this.bot = new RandomBot(botSeed);
    this.game = restoreGame(game.snapshot(), { inspect: this.recorder.inspect });
    this.record(game.events(), Object.fromEntries(game.seats.map((seat) => [seat, game.events(seat)])), game);
    // The same game goes on above, with a recorder of the statechart's microsteps.
    game.dispose();
    this.timeline = [this.game.snapshot()];
    this.steps = [null];
  }

  /**
   * Starts `variant` from the seed this session's game started from: a new timeline. Returns
   * false (nothing changes) when the game did not start from a seed.
   */
  restart(variant: Variant): boolean {
    if (!this.origin) return false;
    const before = this.game.rules;
    const against = this.variant?.id ?? this.game.mode;
    const game = startVariant(variant, this.origin.seed, { inspect: this.recorder.inspect });
    this.game.dispose();
    this.game = game;
    this.bot = new RandomBot(this.botSeed);
    this.timeline.length = 0;
    this.timeline.push(game.snapshot());
    this.steps.length = 0;
    this.steps.push(null);
    this.log.length = 0;
    this.cursor = 0;
    this.record(game.events(), Object.fromEntries(game.seats.map((seat) => [seat, game.events(seat)])));
    this.variant = { id: variant.id, changes: ruleChanges(before, game.rules), against, restarted: true };
    return true;
  }

  /** The action that led to the cursor's step and the statechart's microsteps it caused. */
  get lastStep(): { action: Action; trace: StepTrace } | null {
    return this.steps[this.cursor] ?? null;
  }

  /** The game at the timeline's cursor. */
  get current(): Game {
    return this.game;
  }

  get index(): number {
    return this.cursor;
  }

  get length(): number {
    return this.timeline.length;
  }

  /** Logs events in their public form, keeping each seat's form where it differs. */
  private record(events: readonly GameEvent[], bySeat: Readonly<Record<string, readonly GameEvent[]>>, game: Game = this.game): void {
    for (const [i, event] of events.entries()) {
      const own = Object.entries(bySeat).flatMap(([seat, list]) => (list[i] !== undefined && list[i] !== event ? [[seat, list[i] as GameEvent] as const] : []));
      // Worded now, in every language a page may ask: the words may name what the game holds at this step.
      const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, game.describe(event, { lang }) ?? null])) as Record<Language, string | null>;
      this.log.push({ step: this.cursor, event, text: texts[game.lang] ?? null, texts, bySeat: own.length ? Object.fromEntries(own) : undefined });
    }
  }

  /**
   * The last step as `seat` may see it: another seat's action keeps only the values the
   * seat's view shows (a mulligan's cards stay hidden from the others).
   */
  private lastStepFor(seat: string | null): { action: Action; trace: StepTrace } | null {
    const step = this.lastStep;
    if (!step || step.action.seat === seat) return step;
    const visible = JSON.stringify(this.game.view(seat));
    const shown = (value: unknown): boolean =>
      typeof value === 'string' ? visible.includes(JSON.stringify(value)) : Array.isArray(value) ? value.every(shown) : isPlainObject(value) ? Object.values(value).every(shown) : true;
    const action = Object.fromEntries(Object.entries(step.action).map(([key, value]) => [key, key === 'type' || key === 'seat' || shown(value) ? value : 'hidden'])) as Action;
    return { action, trace: step.trace };
  }

  /** Applies an action at the cursor; later steps of the timeline are dropped (a new branch). */
  apply(action: Action): RuleViolation | undefined {
    this.recorder.start();
    const result = this.game.apply(action);
    const trace = this.recorder.take();
    if (!result.ok) return result.error;
    this.timeline.length = this.cursor + 1;
    this.steps.length = this.cursor + 1;
    this.steps.push({ action, trace });
    while (this.log.length && (this.log.at(-1) as SessionEvent).step > this.cursor) this.log.pop();
    this.cursor += 1;
    this.timeline.push(this.game.snapshot());
    this.record(result.events, result.bySeat);
    return undefined;
  }

  /**
   * Puts the registry's bot `spec` (`random`, or any level the registry offers) in `seat`,
   * seeded by the session's bot seed and the seat's place; null gives the seat back to the
   * shared random bot. An unknown seat or spec throws and changes nothing.
   */
  setSeatBot(seat: string, spec: string | null): void {
    const place = this.game.seats.indexOf(seat);
    if (place < 0) throw new NoSuchSeatError(text('error.noSeat', { seat: JSON.stringify(seat), seats: this.game.seats.join(', ') }));
    if (spec === null) this.seatBots.delete(seat);
    else this.seatBots.set(seat, botFromSpec(spec, this.botSeed + place + 1));
  }

  /** The bot spec of each seat given one. */
  get seatBotNames(): Record<string, string> {
    return Object.fromEntries([...this.seatBots].map(([seat, bot]) => [seat, bot.name]));
  }

  /** The action the bot of the deciding seat picks: its own bot from what the seat may see, else the shared one. */
  private botAction(decision: { seat: string; actions: Action[] }): Action {
    const own = this.seatBots.get(decision.seat);
    return own ? own.choose(seatWindow(this.game, decision.seat)) : this.bot.choose(decision.actions);
  }

  /** One bot action for whoever must act now; false when nobody can act. */
  botStep(): boolean {
    const decision = nextDecision(this.game);
    if (!decision) return false;
    this.apply(this.botAction(decision));
    return true;
  }

  /** Bots play every seat outside `humans` until a human must act or the game is over. */
  playBots(humans: ReadonlySet<string>): void {
    if (!this.bots) return;
    for (let i = 0; i < MAX_BOT_ACTIONS && !this.game.over; i++) {
      const decision = nextDecision(this.game);
      if (!decision || humans.has(decision.seat)) return;
      this.apply(this.botAction(decision));
    }
  }

  /** Moves the cursor to a step of the timeline. */
  goto(index: number): void {
    const target = Math.max(0, Math.min(this.timeline.length - 1, Math.trunc(index)));
    if (target === this.cursor) return;
    this.game.dispose();
    this.game = restoreGame(this.timeline[target] as Snapshot, { inspect: this.recorder.inspect });
    this.cursor = target;
  }

  /** The `state` message for a client viewing `seat` (null: a spectator), its words in `lang`. */
  stateMessage(seat: string | null, lang: Language = DEFAULT_LANGUAGE): StateMessage {
    const game = this.game;
    return {
      type: 'state',
      seat,
      machine: game.machineState,
      active: activeKeys(stringToStateValue(game.machineState)),
      over: game.over,
      view: game.view(seat) as InspectedView,
      legalActions: seat === null ? [] : game.legalActions(seat),
      unavailable: seat === null ? [] : game.unavailableActions(seat).map(({ type, reason }) => ({ type, reason: inLanguage(reason, lang) })),
      mustAct: nextDecision(game)?.seat ?? null,
      timeline: { index: this.cursor, length: this.timeline.length },
      // Each client sees the events as its seat may know them; spectators, the public form.
      log: this.log
        .filter((e) => e.step <= this.cursor)
        .slice(-300)
        .map((e): LoggedEvent => ({ step: e.step, event: (seat !== null ? e.bySeat?.[seat] : undefined) ?? e.event, text: e.texts[lang] })),
      bots: this.bots,
      seatBots: this.seatBotNames,
      last: this.lastStepFor(seat),
    };
  }
}
