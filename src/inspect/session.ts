/**
 * An inspector session: one live game, its timeline (a snapshot after every action), and
 * the messages of docs/inspector.md. The page, tests and any other frontend talk to it in
 * the same JSON messages.
 */
import { restoreGame } from '../api.js';
import { nextDecision, RandomBot } from '../bots/random-bot.js';
import type { RuleViolation } from '../engine/errors.js';
import type { Game, Snapshot } from '../engine/game.js';
import type { Action, GameEvent } from '../engine/module.js';
import { activeKeys, stringToStateValue } from '../engine/statechart.js';

export interface LoggedEvent {
  /** The timeline step that caused it (0: the setup). */
  readonly step: number;
  readonly event: GameEvent;
  /** The event in words, when the game describes it. */
  readonly text: string | null;
}

/** A logged event with the forms some seats receive with private fields (their own draws). */
interface SessionEvent extends LoggedEvent {
  readonly bySeat: Readonly<Record<string, GameEvent>> | undefined;
}

export type ClientMessage =
  | { readonly type: 'apply'; readonly action: Action }
  | { readonly type: 'view'; readonly seat: string | null }
  | { readonly type: 'goto'; readonly index: number }
  | { readonly type: 'bot' }
  | { readonly type: 'bots'; readonly on: boolean };

const MAX_BOT_ACTIONS = 5_000;

export class InspectorSession {
  private game: Game;
  private readonly timeline: Snapshot[];
  private readonly log: SessionEvent[] = [];
  private cursor = 0;
  private readonly bot: RandomBot;
  /** Whether bots play the seats nobody is viewing. */
  bots = true;

  constructor(game: Game, botSeed = 1) {
    this.game = game;
    this.bot = new RandomBot(botSeed);
    this.timeline = [game.snapshot()];
    this.record(game.events(), Object.fromEntries(game.seats.map((seat) => [seat, game.events(seat)])));
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
  private record(events: readonly GameEvent[], bySeat: Readonly<Record<string, readonly GameEvent[]>>): void {
    for (const [i, event] of events.entries()) {
      const own = Object.entries(bySeat).flatMap(([seat, list]) => (list[i] !== undefined && list[i] !== event ? [[seat, list[i] as GameEvent] as const] : []));
      this.log.push({ step: this.cursor, event, text: this.game.describe(event) ?? null, bySeat: own.length ? Object.fromEntries(own) : undefined });
    }
  }

  /** Applies an action at the cursor; later steps of the timeline are dropped (a new branch). */
  apply(action: Action): RuleViolation | undefined {
    const result = this.game.apply(action);
    if (!result.ok) return result.error;
    this.timeline.length = this.cursor + 1;
    while (this.log.length && (this.log.at(-1) as SessionEvent).step > this.cursor) this.log.pop();
    this.cursor += 1;
    this.timeline.push(this.game.snapshot());
    this.record(result.events, result.bySeat);
    return undefined;
  }

  /** One bot action for whoever must act now; false when nobody can act. */
  botStep(): boolean {
    const decision = nextDecision(this.game);
    if (!decision) return false;
    this.apply(this.bot.choose(decision.actions));
    return true;
  }

  /** Bots play every seat outside `humans` until a human must act or the game is over. */
  playBots(humans: ReadonlySet<string>): void {
    if (!this.bots) return;
    for (let i = 0; i < MAX_BOT_ACTIONS && !this.game.over; i++) {
      const decision = nextDecision(this.game);
      if (!decision || humans.has(decision.seat)) return;
      this.apply(this.bot.choose(decision.actions));
    }
  }

  /** Moves the cursor to a step of the timeline. */
  goto(index: number): void {
    const target = Math.max(0, Math.min(this.timeline.length - 1, Math.trunc(index)));
    if (target === this.cursor) return;
    this.game.dispose();
    this.game = restoreGame(this.timeline[target] as Snapshot);
    this.cursor = target;
  }

  /** The `state` message for a client viewing `seat` (null: a spectator). */
  stateMessage(seat: string | null): Record<string, unknown> {
    const game = this.game;
    return {
      type: 'state',
      seat,
      machine: game.machineState,
      active: activeKeys(stringToStateValue(game.machineState)),
      over: game.over,
      view: game.view(seat),
      legalActions: seat === null ? [] : game.legalActions(seat),
      unavailable: seat === null ? [] : game.unavailableActions(seat),
      mustAct: nextDecision(game)?.seat ?? null,
      timeline: { index: this.cursor, length: this.timeline.length },
      // Each client sees the events as its seat may know them; spectators, the public form.
      log: this.log
        .filter((e) => e.step <= this.cursor)
        .slice(-300)
        .map((e): LoggedEvent => ({ step: e.step, event: (seat !== null ? e.bySeat?.[seat] : undefined) ?? e.event, text: e.text })),
      bots: this.bots,
    };
  }
}
