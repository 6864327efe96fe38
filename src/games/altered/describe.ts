/**
 * Altered events in words (`game.describe`, the command line's turn-by-turn log): every event
 * type of AlteredEvent has its entry, seats named by their label (the given name, else the
 * letter) and objects by their card's name. The words are the catalogue's `event.*` keys
 * (i18n/en.ts and its translations, in the glossary's terms), put into a language when read.
 */
import { commonWords, detail, line, wordEvent, when, type EventWords, type EventWordsTable } from '../../engine/game/event-words.js';
import type { GameEvent } from '../../engine/game/module.js';
import type { Value } from '../../engine/i18n/catalogue.js';
import { text as engineText } from '../../engine/i18n/messages.js';
import { agreed, joined, listed, wordsFor } from '../../engine/i18n/words.js';
import type { AlteredEvent } from '../../types/altered.js';
import { counted, en, text } from './i18n/messages.js';
import type { AlteredRules, AlteredState } from './state/state.js';

const nobody = engineText('list.nobody');

/** How seats, teams, objects and cards are named in words, from the state after the event. */
export class AlteredNames {
  constructor(
    private readonly state: AlteredState,
    private readonly rules: AlteredRules,
  ) {}

  seat(id: string | null): Value {
    if (id === null) return nobody;
    return this.state.seats.find((s) => s.id === id)?.name ?? id;
  }

  /** A team by its players' labels; a seat playing alone is its own team. */
  team(id: string | null): Value {
    return id === null ? nobody : listed(id.split('+').map((seat) => this.seat(seat)));
  }

  /** How many players a team has (for the verb after it). */
  players(id: string | null): number {
    return id === null ? 1 : id.split('+').length;
  }

  /** A modifier by what it comes from: a rule of the game (`rule:fleeting`), a card in play (`o12#0`), a hero (`A:hero-id#0`), a reaction (`reaction:o12#0`). */
  modifier(id: string): Value {
    // A reaction ordered as the additive modifier it is (glossary 6.3.b): named by the card that has it.
    const reaction = /^reaction:(.+)$/.exec(id);
    if (reaction) return this.modifier(reaction[1] as string);
    const rule = /^rule:(.+)$/.exec(id);
    if (rule) return text('name.rule', { rule: wordsFor(text, en, 'rule', rule[1] as string) });
    const hero = /^([^:#]+):([^#]+)#\d+$/.exec(id);
    if (hero) return text('name.heroOf', { seat: this.seat(hero[1] as string), card: this.card(hero[2]) });
    const card = /^(.+)#\d+$/.exec(id);
    return card ? this.object(card[1]) : text('name.aModifier');
  }

  teams(ids: readonly string[]): Value {
    return listed(ids.map((id) => this.team(id)), nobody);
  }

  card(id: string | null | undefined): Value {
    return (id === null || id === undefined ? undefined : this.rules.cardDb.cards.get(id)?.name) ?? text('name.aCard');
  }

  /** An object, or an emblem in Limbo, by its card's name; a seat by its label (some effects target players). */
  object(id: string | null | undefined): Value {
    if (id === null || id === undefined) return engineText('list.nothing');
    // A card now in a hand or a deck is hidden from every seat but one: the words, shown to all
    // (logs, spectators), do not name it.
    if (this.state.seats.some((s) => s.hand.includes(id) || s.deck.includes(id))) return text('name.hiddenCard');
    const card = (Object.hasOwn(this.state.objects, id) ? this.state.objects[id]?.card : undefined) ?? this.state.limbo.find((e) => e.id === id)?.card;
    if (card !== undefined) return this.card(card);
    return this.state.seats.some((s) => s.id === id) ? this.seat(id) : text('name.leftTheGame');
  }

  /** A seat's hero or companion expedition. */
  expedition(seat: string, side: 'hero' | 'companion'): Value {
    return text(`expeditionOf.${side}`, { seat: this.seat(seat) });
  }
}

/** What an effect's step does, in words (`op.<op>`). */
const op = (name: string): Value => wordsFor(text, en, 'op', name);
const mana = (cost: number): Value => when(cost > 0, text('mana.cost', { cost }));

const WORDS: EventWordsTable<AlteredEvent, AlteredNames> = {
  adventureLaid: (e, n) => line(text('event.adventureLaid', { regions: counted('region', e.regions.length), faceDown: e.regions.filter((r) => r === null).length, seat: n.seat(e.firstPlayer) }), 0),
  arenaCompared: (e, n) => {
    const won = Object.entries(e.terrainsWon).map(([team, count]) => joined([n.team(team), count], ' '));
    return line(text('event.arenaCompared', { won: won.length === 0 ? text('event.arenaCompared.nobody') : joined(won, ' · ') }));
  },
  cardPlayed: (e, n) => line(text('event.cardPlayed', { seat: n.seat(e.seat), card: n.card(e.card), reserve: when(e.fromReserve, text('event.cardPlayed.fromReserve')), cost: e.cost })),
  cardsDrawn: (e, n) => detail(text('event.cardsDrawn', { seat: n.seat(e.seat), cards: counted('card', e.count) }), 1),
  characterDiscarded: (e, n) => line(text('event.characterDiscarded', { seat: n.seat(e.seat), object: n.object(e.object) }), 2),
  characterRested: (e, n) => line(text('event.characterRested', { seat: n.seat(e.seat), object: n.object(e.object) }), 2),
  characterReturnedToHand: (e, n) => line(text('event.characterReturnedToHand', { seat: n.seat(e.seat), object: n.object(e.object) }), 2),
  choiceOffered: (e, n) => e.leave !== undefined ? line(text('event.choiceOffered.leave', { seat: n.seat(e.seat), object: n.object(e.leave) }), 2) : line(text('event.choiceOffered', { seat: n.seat(e.seat), op: op(e.op), cost: e.cost === undefined ? '' : text('event.choiceOffered.cost', { cost: e.cost }) }), 2),
  cleanedUp: (e, n) => line(text('event.cleanedUp', { seat: n.seat(e.seat), cards: counted('card', e.discarded) })),
  dayStarted: (e, n) => line(text('event.dayStarted', { day: e.day, arena: when(e.arena, text('event.dayStarted.arena')), seat: n.seat(e.firstPlayer) }), 0),
  dieRolled: (e, n) => line(text('event.dieRolled', { seat: n.seat(e.seat), result: e.result }), 2),
  dieKept: (e, n) => line(text('event.dieKept', { seat: n.seat(e.seat), result: e.result }), 2),
  dusk: () => detail(text('event.dusk'), 1),
  night: () => detail(text('event.night'), 1),
  noon: () => detail(text('event.noon'), 1),
  effectSkipped: (e) => line(text('event.effectSkipped', { op: op(e.op), reason: wordsFor(text, en, 'skipped', e.reason) }), 2),
  stepDelayed: (e, n) => line(text('event.stepDelayed', { op: op(e.op), seat: n.seat(e.seat) }), 2),
  turnEndedEarly: (e, n) => line(text('event.turnEndedEarly', { seat: n.seat(e.seat) }), 2),
  expeditionMoved: (e, n) => line(text('event.expeditionMoved', { expedition: n.expedition(e.seat, e.side), to: e.to, terrain: wordsFor(text, en, 'terrain', e.terrain) })),
  expeditionMovedByEffect: (e, n) => line(text('event.expeditionMovedByEffect', { expedition: n.expedition(e.seat, e.side), to: e.to })),
  gameOver: (e, n) => commonWords.gameOver(e.winner === null ? null : n.team(e.winner), n.players(e.winner)),
  gameWon: (e, n) => line(agreed(n.players(e.team), text('event.gameWon.one', { team: n.team(e.team) }), text('event.gameWon.other', { team: n.team(e.team) })), 0),
  conceded: (e, n) => commonWords.conceded(n.seat(e.seat), e.leaving.map((seat) => n.seat(seat))),
  gameDrawn: (e) => line(text('event.gameDrawn', { day: e.day }), 0),
  innerActionPaid: (e, n) => line(text('event.innerActionPaid', { seat: n.seat(e.seat), cost: e.cost, op: op(e.op) }), 2),
  manaAdded: (e, n) => line(text('event.manaAdded', { seat: n.seat(e.seat), orbs: counted('manaOrb', e.count) })),
  orbsExhausted: (e, n) => detail(text('event.orbsExhausted', { seat: n.seat(e.seat), orbs: counted('manaOrb', e.count) })),
  countersChanged: (e, n) => line(text('event.countersChanged', { object: n.object(e.object), count: e.count, counter: e.counter }), 2),
  deckToMana: (e, n) => line(text('event.deckToMana', { seat: n.seat(e.seat), cards: counted('card', e.count) }), 2),
  manaSkipped: (e, n) => detail(text('event.manaSkipped', { seat: n.seat(e.seat) }), 1),
  passed: (e, n) => line(text('event.passed', { seat: n.seat(e.seat) })),
  modifierApplied: (e, n) =>
    line(
      text('event.modifierApplied', {
        subject: e.object === undefined ? n.seat(e.seat ?? null) : n.object(e.object),
        modifier: n.modifier(e.modifier),
        instead: e.instead === undefined ? '' : text('event.modifierApplied.instead', { zone: wordsFor(text, en, 'zone', e.instead) }),
      }),
      2,
    ),
  morning: (e, n) => detail(text('event.morning', { seat: n.seat(e.firstPlayer) }), 1),
  morningSkipped: (e) => detail(text('event.morningSkipped', { day: e.day }), 1),
  nightEnded: (e) => detail(text('event.nightEnded', { day: e.day }), 1),
  quickAction: (e, n) => line(text('event.quickAction', { seat: n.seat(e.seat), card: n.card(e.card), cost: mana(e.cost) })),
  reactionPlayed: (e, n) => line(text('event.reactionPlayed', { seat: n.seat(e.seat), card: n.card(e.card), unpaid: when(!e.paid, text('event.reactionPlayed.unpaid')) })),
  reactionTriggered: (e, n) => line(text('event.reactionTriggered', { card: n.card(e.card), seat: n.seat(e.seat), trigger: wordsFor(text, en, 'trigger', e.trigger) }), 2),
  reactionLimitReached: (e, n) => line(text('event.reactionLimitReached', { card: n.card(e.card) }), 2),
  spellEffect: (e, n) => line(text('event.spellEffect', { op: op(e.op), target: n.object(e.target) }), 2),
  tiebreak: (e, n) => line(text('event.tiebreak', { teams: n.teams(e.teams) })),
  tokenCreated: (e, n) => line(text('event.tokenCreated', { seat: n.seat(e.seat), card: n.card(e.card), expedition: n.expedition(e.seat, e.side) }), 2),
  tokenCeased: () => line(text('event.tokenCeased'), 2),
  // A Tumult card is named by its id in the mode's adventure (it is no card of the card sets).
  tumultRevealed: (e) => line(text('event.tumultRevealed', { tumults: listed([...e.tumults]) })),
  expeditionHeldThisDay: (e, n) => line(text('event.expeditionHeldThisDay', { expedition: n.expedition(e.seat, e.side) }), 2),
  advanceForbidden: (e, n) => line(text('event.advanceForbidden', { expedition: n.expedition(e.seat, e.side), reason: text(`event.advanceForbidden.${e.reason}`) }), 2),
  readied: (e, n) => detail(text('event.readied', { object: n.object(e.object) })),
  handShown: (e, n) => commonWords.handShown(n.seat(e.seat), n.seat(e.to)),
  nextPlayWaiting: (e, n) =>
    line(
      text('event.nextPlayWaiting', {
        seat: n.seat(e.seat),
        what: e.subtype ?? (e.cardType === undefined ? text('name.card') : text(`cardType.${e.cardType}`)),
        until: text(`until.${e.until}`),
        costLess: when(e.costLess, text('event.nextPlayWaiting.costLess', { amount: e.costLess ?? 0 })),
        free: when(e.free, text('event.nextPlayWaiting.free')),
        boosts: when(e.boosts, text('event.nextPlayWaiting.boosts', { boosts: e.boosts ?? 0 })),
        loses: when(e.loses, text('event.nextPlayWaiting.loses')),
        activates: when(e.activates, text('event.nextPlayWaiting.activates')),
        gains: when(e.gains, text('event.nextPlayWaiting.gains')),
      }),
      2,
    ),
  nextPlayUsed: (e, n) => {
    const seat = n.seat(e.seat);
    const how = e.free ? text('event.nextPlayUsed.free', { seat }) : e.costLess > 0 ? text('event.nextPlayUsed.costLess', { seat, amount: e.costLess }) : text('event.nextPlayUsed.played', { seat });
    return line(text('event.nextPlayUsed', { object: n.object(e.object), how, boosts: when(e.boosts > 0, text('event.nextPlayUsed.boosts', { boosts: e.boosts })), loses: when(e.loses, text('event.nextPlayUsed.loses')), activates: when(e.activates, text('event.nextPlayUsed.activates')), gains: when(e.gains, text('event.nextPlayUsed.gains')) }), 2);
  },
  resupplied: (e, n) => line(text('event.resupplied', { seat: n.seat(e.seat), card: n.card(e.card), exhausted: when(e.exhausted, text('event.resupplied.exhausted')) }), 2),
  discardedFromReserve: (e, n) => line(text('event.discardedFromReserve', { card: n.card(e.card), seat: n.seat(e.seat) }), 2),
  cardsRevealed: (e, n) => line(text('event.cardsRevealed', { seat: n.seat(e.seat), cards: listed(e.cards.map((c) => n.card(c))) }), 2),
  cardMoved: (e, n) => line(text('event.cardMoved', { seat: n.seat(e.seat), card: n.card(e.card), from: text(`zone.${e.from}`), to: text(`zone.${e.to}`) }), 2),
};

/** An event in words (see WORDS). */
export function describeAlteredEvent(event: GameEvent, state: AlteredState, rules: AlteredRules): EventWords {
  return wordEvent(WORDS, event, new AlteredNames(state, rules));
}
