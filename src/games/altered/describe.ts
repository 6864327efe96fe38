/**
 * Altered events in words (`game.describe`, the command line's turn-by-turn log): every event
 * type of AlteredEvent has its entry, seats named by their label (the given name, else the
 * letter) and objects by their card's name.
 */
import { counted, detail, line, listed, spaced, wordEvent, type EventWords, type EventWordsTable } from '../../engine/game/event-words.js';
import type { GameEvent } from '../../engine/game/module.js';
import type { AlteredEvent } from '../../types/altered.js';
import type { AlteredRules, AlteredState } from './state.js';

/** How seats, teams, objects and cards are named in words, from the state after the event. */
export class AlteredNames {
  constructor(
    private readonly state: AlteredState,
    private readonly rules: AlteredRules,
  ) {}

  seat(id: string | null): string {
    if (id === null) return 'nobody';
    return this.state.seats.find((s) => s.id === id)?.name ?? id;
  }

  /** A team by its players' labels; a seat playing alone is its own team. */
  team(id: string | null): string {
    return id === null ? 'nobody' : listed(id.split('+').map((seat) => this.seat(seat)));
  }

  /** Whether a team has several players (for the verb after it). */
  plural(id: string | null): boolean {
    return id !== null && id.includes('+');
  }

  /** A modifier by what it comes from: a rule of the game (`rule:fleeting`), a card in play (`o12#0`), a hero (`A:hero-id#0`). */
  modifier(id: string): string {
    const rule = /^rule:(.+)$/.exec(id);
    if (rule) return `the ${spaced(rule[1] as string)} rule`;
    const hero = /^([^:#]+):([^#]+)#\d+$/.exec(id);
    if (hero) return `${this.seat(hero[1] as string)}'s ${this.card(hero[2])}`;
    const card = /^(.+)#\d+$/.exec(id);
    return card ? this.object(card[1]) : 'a modifier';
  }

  teams(ids: readonly string[]): string {
    return listed(ids.map((id) => this.team(id)), 'nobody');
  }

  card(id: string | null | undefined): string {
    return (id === null || id === undefined ? undefined : this.rules.cardDb.cards.get(id)?.name) ?? 'a card';
  }

  /** An object, or an emblem in Limbo, by its card's name; a seat by its label (some effects target players). */
  object(id: string | null | undefined): string {
    if (id === null || id === undefined) return 'nothing';
    // A card now in a hand or a deck is hidden from every seat but one: the words, shown to all
    // (logs, spectators), do not name it.
    if (this.state.seats.some((s) => s.hand.includes(id) || s.deck.includes(id))) return 'a hidden card';
    const card = (Object.hasOwn(this.state.objects, id) ? this.state.objects[id]?.card : undefined) ?? this.state.limbo.find((e) => e.id === id)?.card;
    if (card !== undefined) return this.card(card);
    return this.state.seats.some((s) => s.id === id) ? this.seat(id) : 'a card that left the game';
  }
}

const WORDS: EventWordsTable<AlteredEvent, AlteredNames> = {
  adventureLaid: (e, n) => line(`Adventure laid out: ${counted(e.regions.length, 'region')}, ${e.regions.filter((r) => r === null).length} face down; ${n.seat(e.firstPlayer)} plays first`, 0),
  arenaCompared: (e, n) => line(`Arena: terrains won ${Object.entries(e.terrainsWon).map(([team, won]) => `${n.team(team)} ${won}`).join(' · ') || 'by nobody'}`),
  cardPlayed: (e, n) => line(`${n.seat(e.seat)} plays ${n.card(e.card)}${e.fromReserve ? ' from Reserve' : ''} (${e.cost} mana)`),
  cardsDrawn: (e, n) => detail(`${n.seat(e.seat)} draws ${counted(e.count, 'card')}`, 1),
  characterDiscarded: (e, n) => line(`${n.seat(e.seat)}'s ${n.object(e.object)} is discarded`, 2),
  characterRested: (e, n) => line(`${n.seat(e.seat)}'s ${n.object(e.object)} goes to Reserve`, 2),
  characterReturnedToHand: (e, n) => line(`${n.seat(e.seat)}'s ${n.object(e.object)} returns to their hand`, 2),
  choiceOffered: (e, n) => line(`${n.seat(e.seat)} may ${spaced(e.op)}${e.cost === undefined ? '' : ` for ${e.cost} mana`}`, 2),
  cleanedUp: (e, n) => line(`${n.seat(e.seat)} cleans up, discarding ${counted(e.discarded, 'card')}`),
  dayStarted: (e, n) => line(`── Day ${e.day}${e.arena ? ' (Arena)' : ''} · first player ${n.seat(e.firstPlayer)} ──`, 0),
  dieRolled: (e, n) => line(`${n.seat(e.seat)} rolls a die: ${e.result}`, 2),
  dusk: () => detail('Dusk', 1),
  night: () => detail('Night', 1),
  noon: () => detail('Noon', 1),
  effectSkipped: (e) => line(`${spaced(e.op)} does nothing (${spaced(e.reason)})`, 2),
  turnEndedEarly: (e, n) => line(`${n.seat(e.seat)} ends their turn as if they had played a card`, 2),
  expeditionMoved: (e, n) => line(`${n.seat(e.seat)}'s ${e.side} expedition moves to region ${e.to} (${e.terrain})`),
  expeditionMovedByEffect: (e, n) => line(`${n.seat(e.seat)}'s ${e.side} expedition is moved to region ${e.to}`),
  gameOver: (e, n) => detail(e.winner === null ? 'The game is over: nobody wins' : `The game is over: ${n.team(e.winner)} ${n.plural(e.winner) ? 'win' : 'wins'}`, 0),
  gameWon: (e, n) => line(`${n.team(e.team)} ${n.plural(e.team) ? 'win' : 'wins'}`, 0),
  conceded: (e, n) => line(`${n.seat(e.seat)} concedes${e.leaving.length > 1 ? `: ${listed(e.leaving.map((s) => n.seat(s)))} leave the game` : ''}`, 0),
  gameDrawn: (e) => line(`The game is drawn: the day limit is reached on day ${e.day}`, 0),
  innerActionPaid: (e, n) => line(`${n.seat(e.seat)} pays ${e.cost} mana to ${spaced(e.op)}`, 2),
  manaAdded: (e, n) => line(`${n.seat(e.seat)} adds ${counted(e.count, 'mana orb')}`),
  orbsExhausted: (e, n) => detail(`${n.seat(e.seat)} exhausts ${counted(e.count, 'mana orb')}`),
  deckToMana: (e, n) => line(`${n.seat(e.seat)} puts ${counted(e.count, 'card')} from the top of their deck in their Mana zone, exhausted`, 2),
  manaSkipped: (e, n) => detail(`${n.seat(e.seat)} adds no mana`, 1),
  passed: (e, n) => line(`${n.seat(e.seat)} passes`),
  modifierApplied: (e, n) => line(`${e.object === undefined ? n.seat(e.seat ?? null) : n.object(e.object)}: ${n.modifier(e.modifier)} applies${e.instead === undefined ? '' : ` (to ${spaced(e.instead)} instead)`}`, 2),
  morning: (e, n) => detail(`Morning; ${n.seat(e.firstPlayer)} has the first-player marker`, 1),
  morningSkipped: (e) => detail(`no Morning on day ${e.day}`, 1),
  nightEnded: (e) => detail(`Night ${e.day} ends`, 1),
  quickAction: (e, n) => line(`${n.seat(e.seat)} exhausts ${n.card(e.card)}${e.cost > 0 ? ` (${e.cost} mana)` : ''}`),
  reactionPlayed: (e, n) => line(`${n.seat(e.seat)} plays the reaction of ${n.card(e.card)}${e.paid ? '' : ' without paying: no effect'}`),
  reactionTriggered: (e, n) => line(`the reaction of ${n.card(e.card)} waits in Limbo for ${n.seat(e.seat)} (${spaced(e.trigger)})`, 2),
  reactionLimitReached: (e, n) => line(`the reaction of ${n.card(e.card)} has activated as often as a day allows`, 2),
  spellEffect: (e, n) => line(`${spaced(e.op)}: ${n.object(e.target)}`, 2),
  tiebreak: (e, n) => line(`${n.teams(e.teams)} are tied: a tiebreak day in the Arena`),
  tokenCreated: (e, n) => line(`${n.seat(e.seat)} gets a ${n.card(e.card)} token in the ${e.side} expedition`, 2),
  tokenCeased: () => line('a token leaves its expedition and ceases to exist', 2),
  // A Tumult card is named by its id in the mode's adventure (it is no card of the card sets).
  tumultRevealed: (e) => line(`Tumult revealed: ${listed([...e.tumults])}`),
  advanceForbidden: (e, n) => line(`${n.seat(e.seat)}'s ${e.side} expedition cannot advance (${e.reason === 'defender' ? 'a Defender holds it' : 'it already advanced this Dusk'})`, 2),
  readied: (e, n) => detail(`${n.object(e.object)} is readied`),
  handShown: (e, n) => line(`${n.seat(e.seat)} shows their hand to ${n.seat(e.to)}`),
  nextPlayWaiting: (e, n) =>
    line(`${n.seat(e.seat)}'s next ${e.subtype ?? e.cardType ?? 'card'} played this ${e.until === 'turn' ? 'turn' : 'Afternoon'}${e.costLess ? ` costs ${e.costLess} less` : ''}${e.free ? ' is free' : ''}${e.boosts ? ` gains ${e.boosts} boosts` : ''}`, 2),
  nextPlayUsed: (e, n) => line(`${n.object(e.object)} ${e.free ? `is played for free by ${n.seat(e.seat)}` : e.costLess > 0 ? `costs ${n.seat(e.seat)} ${e.costLess} less` : `is played by ${n.seat(e.seat)}`}${e.boosts > 0 ? ` and gains ${e.boosts} boosts` : ''}`, 2),
  resupplied: (e, n) => line(`${n.seat(e.seat)} puts ${n.card(e.card)} from the top of their deck in Reserve${e.exhausted ? ', exhausted' : ''}`, 2),
  discardedFromReserve: (e, n) => line(`${n.card(e.card)} is discarded from ${n.seat(e.seat)}'s Reserve`, 2),
  cardMoved: (e, n) => line(`${n.seat(e.seat)} moves ${n.card(e.card)} from their ${e.from} to their ${e.to}`, 2),
};

/** An event in words (see WORDS). */
export function describeAlteredEvent(event: GameEvent, state: AlteredState, rules: AlteredRules): EventWords {
  return wordEvent(WORDS, event, new AlteredNames(state, rules));
}
