/**
 * What an Altered seat may see (docs/api.md, "Views"): the board, Reserves, Discards, Limbo,
 * the adventure and mana counts are public; a hand is seen by its player and the teammates it
 * was shown to; decks and mana orbs are facedown. Typed by the declared AlteredView.
 */
import { shownCards } from '../../engine/game-kit/show-hand.js';
import type { AlteredView } from '../../types/altered.js';
import { characteristics } from './reads/characteristics.js';
import { inPlay, teamOf } from './reads/queries.js';
import { chooserOf } from './mechanics/card-moves.js';
import { publicSeatParts, setFieldsOf, type AlteredRules, type AlteredSeat, type AlteredState } from './state/state.js';

export function alteredView(state: AlteredState, viewer: string | null, rules: AlteredRules): Omit<AlteredView, 'machine'> {
  const chars = characteristics({ state, rules });
  // A hand is seen by its player and by the teammates it was shown to.
  // Its own hand, or the cards of it this viewer was shown that are still there.
  const seenHand = (s: AlteredSeat) => (s.id === viewer ? [...s.hand] : shownCards(s.handKnownBy, viewer, s.hand));
  const seesHand = (s: AlteredSeat) => s.id === viewer || seenHand(s).length > 0;
  return {
    viewer,
    day: state.day,
    firstPlayer: state.firstPlayer,
    current: state.current,
    // The current player played their card or passed: the turn passes once Limbo is empty.
    turnEnded: state.turnEnded,
    arena: state.arena,
    winner: state.winner,
    // Players who conceded, in the order they left: no longer in the game.
    conceded: [...state.conceded],
    // Limbo is a visible zone: every player sees the Emblem-Reactions waiting there.
    limbo: state.limbo.map((e) => ({ ...e })),
    // An ability waiting for a choice: who chooses, and the step ("you may", an inner action, a card to move); dice rolled, to keep one of, and what their modifiers add; the character whose "you may" replacement of its leaving its controller takes or declines.
    choice: state.resolving ? { seat: chooserOf(state) as string, effect: { ...state.resolving.effects[0] }, ...(state.resolving.pendingRoll ? { roll: { ...state.resolving.pendingRoll, dice: [...state.resolving.pendingRoll.dice] } } : {}), ...(state.resolving.asking === undefined ? {} : { leave: state.resolving.asking }) } : null,
    regions: state.regions.map((r, i) => (r.faceDown ? { faceDown: true } : { faceDown: false, terrains: [...(chars.terrains[i] ?? r.terrains)] })),
    seats: state.seats.map((s) => ({
      id: s.id,
      name: s.name,
      // Public: who plays with whom (seed 2v2), so a frontend draws teammates alike.
      team: teamOf(rules, s.id),
      hero: s.hero,
      hand: seesHand(s) ? seenHand(s) : null,
      handSize: s.hand.length,
      deckSize: s.deck.length,
      mana: { ready: s.mana.filter((m) => !m.exhausted).length, exhausted: s.mana.filter((m) => m.exhausted).length },
      ...publicSeatParts(s),
    })),
    objects: Object.fromEntries(
      Object.values(state.objects)
        .filter((o) => state.seats.some((s) => inPlay(s).includes(o.id) || s.reserve.includes(o.id) || s.discard.includes(o.id) || seenHand(s).includes(o.id)))
        .map((o) => {
          // Characters in play carry their keywords and statistics as passives make them.
          const now = chars.characters[o.id];
          const fields = setFieldsOf(o);
          return [o.id, now ? { ...fields, keywords: [...now.keywords], stats: { ...now.stats } } : fields];
        }),
    ),
    // Effects on the next card a player plays are public: every player sees what they make cheaper.
    nextPlays: state.nextPlays.map((w) => ({ ...w })),
  };
}

