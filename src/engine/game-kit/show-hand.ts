/**
 * Showing one's hand to a teammate: a player action that team modes of several games share,
 * allowed or forbidden by each mode's rules. Not a reveal: nothing triggers and no card moves.
 * It shows the cards in hand at that moment; the teammate keeps knowing each of them while it
 * stays in that hand (cards drawn later are not shown), until the game forgets them.
 *
 * A game configures where its state keeps what each seat was shown, who is a teammate, and
 * whether the mode allows it, and gets the declared action, its effect included.
 */
import type { BaseState, EventSecret, GameEvent, Host } from '../game/module.js';
import { refuse } from '../i18n/messages.js';
import { defineAction } from './define-action.js';

export interface HandShowing<S extends BaseState, R> {
  /** Whether the mode allows showing a hand to a teammate. */
  allowed(rules: R): boolean;
  /** Whether the mode seats two players or more on one team (without, nobody has a hand to show). */
  hasTeammates(rules: R): boolean;
  teammates(game: Pick<Host<S, R>, 'state' | 'rules'>, seat: string): readonly string[];
  /** The cards (object ids) in `seat`'s hand now. */
  hand(state: S, seat: string): readonly string[];
  /** By viewer, the cards of `seat`'s hand that viewer was shown (the record the action adds to). */
  known(state: S, seat: string): Record<string, string[]>;
  /** The card an object is. */
  cardOf(state: S, object: string): string | undefined;
  /** How long shown cards stay known, for the action's description. */
  readonly lasts: string;
  /** Where the rules text says so, for refusals. */
  readonly rule: string;
}

/** The cards of `hand` that `viewer` was shown and that are still there. */
export function shownCards(known: Readonly<Record<string, readonly string[]>> | undefined, viewer: string | null, hand: readonly string[]): string[] {
  const seen = viewer === null ? undefined : known?.[viewer];
  return seen ? hand.filter((id) => seen.includes(id)) : [];
}

/** Whether showing now would show `to` a card it does not know yet. */
function showsSomething<S extends BaseState, R>(showing: HandShowing<S, R>, state: S, seat: string, to: string): boolean {
  const hand = showing.hand(state, seat);
  const seen = showing.known(state, seat)[to];
  // Asked of every seat at every listing: a card not among those shown, found without the list `shownCards` makes.
  return seen === undefined ? hand.length > 0 : hand.some((id) => !seen.includes(id));
}

/** Showing one's hand as every game publishes it: to which teammate. */
export interface ShowHandAction {
  readonly type: 'showHand';
  readonly seat: string;
  readonly to: string;
}

/** The showHand actions `seat` may take now: one per teammate who would see a card it does not know yet. */
function showings<S extends BaseState, R>(showing: HandShowing<S, R>, host: Host<S, R>, seat: string): ShowHandAction[] {
  const listed: ShowHandAction[] = [];
  if (!showing.allowed(host.rules)) return listed;
  for (const to of showing.teammates(host, seat)) if (showsSomething(showing, host.state, seat, to)) listed.push({ type: 'showHand', seat, to });
  return listed;
}

/** The showHand action of a game whose state, rules and hand showing are these. */
export function showHandAction<S extends BaseState, R>(showing: HandShowing<S, R>) {
  return defineAction<S, R, GameEvent, ShowHandAction>()({
    type: 'showHand',
    description: `Show your hand to a teammate: the cards in it now, known to them ${showing.lasts} (not a reveal).`,
    fields: { properties: { to: { type: 'string' } }, required: ['to'] },
    possible: (rules) => showing.allowed(rules) && showing.hasTeammates(rules),
    enumerate: (host, seatId) => showings(showing, host, seatId),
    check(host, action) {
      const to = action['to'];
      if (typeof to !== 'string') return refuse('MALFORMED_ACTION.showHandTo', showing.rule);
      if (!showing.allowed(host.rules)) return refuse('SHOWING_HAND_FORBIDDEN', showing.rule);
      if (!showing.teammates(host, action.seat).includes(to)) return refuse('NOT_A_TEAMMATE', showing.rule, { to });
      return showsSomething(showing, host.state, action.seat, to) ? undefined : refuse('ALREADY_SHOWN', showing.rule, { to });
    },
    perform: (host, action) => performShowHand(showing, host, action),
  });
}

/** The effect of a checked showHand action: the teammate now knows the cards in hand (those shown before and still there stay known). */
function performShowHand<S extends BaseState, R>(showing: HandShowing<S, R>, host: Host<S, R>, action: ShowHandAction): void {
  const { to } = action;
  const hand = showing.hand(host.state, action.seat);
  const known = showing.known(host.state, action.seat);
  known[to] = [...hand];
  // Only the teammate learns which cards they are; cards drawn later are not shown.
  host.emit(
    { type: 'handShown', seat: action.seat, to, count: hand.length },
    { to: [to], fields: { hand: hand.map((id) => ({ object: id, card: showing.cardOf(host.state, id) ?? null })) } },
  );
}

/**
 * The private part of an event about cards that enter or leave a hand unseen by others:
 * which objects and cards, known to the hand's player and to the teammates who were shown
 * every one of those cards while in that hand (`knownBy`; none for cards just drawn).
 */
export function handSecret(
  seat: string,
  knownBy: Readonly<Record<string, readonly string[]>>,
  objects: readonly string[],
  cardOf: (id: string) => string | undefined,
): EventSecret {
  const teammates = Object.keys(knownBy).filter((viewer) => viewer !== seat && objects.length > 0 && objects.every((id) => knownBy[viewer]?.includes(id)));
  return { to: [seat, ...teammates], fields: { objects: [...objects], cards: objects.map((id) => cardOf(id) ?? null) } };
}
