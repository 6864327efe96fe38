/** Helpers to build Riftbound situations for tests, through the public API and snapshots. */
import { createGame, restoreGame, type CreateGameOptions } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Action, GameEvent } from '../../src/engine/game/module.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';

export type RGame = Game<RiftboundState>;

type DeepWritable<T> = T extends object ? { -readonly [K in keyof T]: DeepWritable<T[K]> } : T;

/**
 * A Riftbound state open for writing anywhere: a snapshot's state that a test builds or edits
 * before restoring it (a live game's state is written only by the game, through `edit` in
 * unit-cache.ts).
 */
export type DraftState = DeepWritable<RiftboundState>;

export function duel(seed = 1, extra: Partial<CreateGameOptions> = {}): RGame {
  const { rules, ...rest } = extra;
  return createGame<RiftboundState>({ mode: 'riftbound/duel', seed, ...rest, rules: { setup: { turnOrder: 'asSeated' }, ...(rules as Record<string, unknown> | undefined) } });
}

export function live(game: RGame): RiftboundState {
  return game.liveState as RiftboundState;
}

/** Applies an action and fails the test with the refusal if it is refused. */
export function act(game: RGame, action: Action): readonly GameEvent[] {
  const result = game.apply(action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.code} ${result.error.message}`);
  return result.events;
}

/** Every seat keeps its opening hand: the game moves to the first turn's Main Phase. */
export function keepHands(game: RGame): RGame {
  for (const seat of game.seats) act(game, { type: 'mulligan', seat, setAside: [] });
  return game;
}

/** A duel at A's first Main Phase. */
export function duelAtMain(seed = 1, extra: Partial<CreateGameOptions> = {}): RGame {
  return keepHands(duel(seed, extra));
}

/** A copy of the game with its state edited, and optionally rule overrides: snapshot, edit, restore. */
export function edit(game: RGame, change: (state: DraftState) => void, rules?: Record<string, unknown>): RGame {
  const snapshot = game.snapshot();
  change(snapshot.state as DraftState);
  return restoreGame<RiftboundState>({ ...snapshot, ...(rules ? { rules: { ...(snapshot.rules as object), ...rules } } : {}) });
}

/** Creates a unit object of `card` for `seat`, at its base or a battlefield. */
export function addUnit(state: DraftState, seat: string, card: string, where: string, options: { exhausted?: boolean; damage?: number } = {}): string {
  const id = `o${state.nextObjectId++}`;
  state.objects[id] = { id, card, owner: seat, controller: seat, exhausted: options.exhausted ?? false, damage: options.damage ?? 0 };
  if (where === 'base') seatOf(state, seat).base.push(id);
  else bf(state, where).units.push(id);
  return id;
}

/** Gives `seat` ready runes on the board. */
export function addRunes(state: DraftState, seat: string, card: string, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `o${state.nextObjectId++}`;
    state.objects[id] = { id, card, owner: seat, controller: seat, exhausted: false, damage: 0 };
    seatOf(state, seat).runes.push(id);
    ids.push(id);
  }
  return ids;
}

/** Moves a card with this card id from the seat's deck into its hand. */
export function handCard(state: DraftState, seat: string, card: string): string {
  const s = seatOf(state, seat);
  const id = s.deck.find((o) => state.objects[o]?.card === card);
  if (!id) throw new Error(`no ${card} in ${seat}'s deck`);
  s.deck.splice(s.deck.indexOf(id), 1);
  s.hand.push(id);
  return id;
}

export function seatOf<S extends RiftboundState | DraftState>(state: S, seat: string): S['seats'][number] {
  const s = state.seats.find((x) => x.id === seat);
  if (!s) throw new Error(`no seat ${seat}`);
  return s;
}

export function bf<S extends RiftboundState | DraftState>(state: S, index: number | string): S['battlefields'][number] {
  const fields: readonly S['battlefields'][number][] = state.battlefields;
  const found = typeof index === 'number' ? fields[index] : fields.find((b) => b.id === index);
  if (!found) throw new Error(`no battlefield ${index}`);
  return found;
}

export function score(game: RGame, team: string): number {
  return live(game).teams.find((t) => t.id === team)?.score ?? NaN;
}

export function setScore(state: DraftState, team: string, value: number): void {
  const t = state.teams.find((x) => x.id === team);
  if (!t) throw new Error(`no team ${team}`);
  t.score = value;
}

export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Passes focus until the showdown in progress ends. */
export function passUntilSettled(game: RGame): GameEvent[] {
  const events: GameEvent[] = [];
  for (let guard = 0; live(game).showdown && guard < 20; guard++) {
    const focus = live(game).showdown?.focus as string;
    events.push(...act(game, { type: 'pass', seat: focus }));
  }
  return events;
}

/** Passes priority until the chain is empty (start-of-turn triggers, such as a legend's). */
export function passChain(game: RGame): GameEvent[] {
  const events: GameEvent[] = [];
  for (let guard = 0; live(game).chain.length > 0 && guard < 50; guard++) {
    events.push(...act(game, { type: 'pass', seat: live(game).priority as string }));
  }
  return events;
}

/** Ends the turn of `seat`, first letting the chain resolve, then resolving the next turn's start-of-turn chain. */
export function endTurnOf(game: RGame, seat: string): void {
  passChain(game);
  act(game, { type: 'endTurn', seat });
  passChain(game);
}
