/**
 * Showing one's hand to a teammate: a player action that team modes of several games share,
 * allowed or forbidden by each mode's rules. Not a reveal: nothing triggers and no card moves;
 * the teammate's view shows the hand until the game clears the list.
 *
 * A game configures where its state keeps who sees which hand, who is a teammate, and
 * whether the mode allows it, and gets the action kind and its effect.
 */
import { violation } from './errors.js';
import type { Action, ActionKind, BaseState, EventSecret, Host } from './module.js';

export interface HandShowing<S extends BaseState, R> {
  /** Whether the mode allows showing a hand to a teammate. */
  allowed(rules: R): boolean;
  teammates(game: Pick<Host<S, R>, 'state' | 'rules'>, seat: string): readonly string[];
  /** The seats that see `seat`'s hand now (the list the action adds to). */
  shownTo(state: S, seat: string): string[];
  /** The object ids in `seat`'s hand. */
  hand(state: S, seat: string): readonly string[];
  /** The card an object is. */
  cardOf(state: S, object: string): string | undefined;
  /** How long the hand stays shown, for the action's description ("the rest of the turn"). */
  readonly lasts: string;
  /** Where the rules text says so, for refusals. */
  readonly rule: string;
}

export function showHandKind<S extends BaseState, R>(showing: HandShowing<S, R>): ActionKind<S, R> {
  return {
    description: `Show your hand to a teammate for ${showing.lasts} (not a reveal).`,
    fields: ['to'],
    enumerate: (host, seatId) =>
      (showing.allowed(host.rules) ? showing.teammates(host, seatId) : [])
        .filter((t) => !showing.shownTo(host.state, seatId).includes(t))
        .map((to) => ({ type: 'showHand', seat: seatId, to })),
    check(host, action) {
      const to = action['to'];
      if (typeof to !== 'string') return violation('MALFORMED_ACTION', 'showHand needs a string "to": the teammate who sees your hand', showing.rule);
      if (!showing.allowed(host.rules)) return violation('SHOWING_HAND_FORBIDDEN', 'this mode does not allow showing your hand to a teammate', showing.rule);
      if (!showing.teammates(host, action.seat).includes(to)) return violation('NOT_A_TEAMMATE', `${to} is not your teammate`, showing.rule);
      return showing.shownTo(host.state, action.seat).includes(to) ? violation('ALREADY_SHOWN', `your hand is already shown to ${to}`, showing.rule) : undefined;
    },
  };
}

/** The effect of a checked showHand action. */
export function performShowHand<S extends BaseState, R>(showing: HandShowing<S, R>, host: Host<S, R>, action: Action): void {
  const to = action['to'] as string;
  showing.shownTo(host.state, action.seat).push(to);
  // The teammate learns the hand as it is now; later draws reach them through their events.
  const hand = showing.hand(host.state, action.seat);
  host.emit({ type: 'handShown', seat: action.seat, to }, { to: [to], fields: { hand: hand.map((id) => ({ object: id, card: showing.cardOf(host.state, id) ?? null })) } });
}

/**
 * The private part of an event about cards that enter or leave a hand unseen by others:
 * which objects and cards, known to the hand's player and the teammates who see that hand.
 */
export function handSecret(seat: string, shownTo: readonly string[], objects: readonly string[], cardOf: (id: string) => string | undefined): EventSecret {
  return { to: [seat, ...shownTo], fields: { objects: [...objects], cards: objects.map((id) => cardOf(id) ?? null) } };
}
