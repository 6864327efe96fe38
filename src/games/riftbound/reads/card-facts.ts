/**
 * What the reads of the board take from a card, worked out once per card of a card database:
 * its printed Might and keywords, the most those keywords may add to its Might, a gear's Might
 * Bonus, and its own text as entries, sorted by kind. Every card's are one object of one shape,
 * found by card id with one lookup: the card definitions are JSON of many shapes (every read of
 * them goes through a megamorphic inline cache), and their derived values were each kept in a
 * map of their own.
 *
 * Worked out for a card when first asked, so that a copy of the rules (`game.rules` hands out a
 * frozen one) has its own, and cards no game reads cost nothing.
 */
import { EQUIPMENT_TAG, type Ability, type Keyword } from '../schema/card-schema.js';
import { ownText, type OwnText } from './gear-text.js';
import { cardAbilities, keywordMightCeiling } from './keyword-handlers.js';
import type { Card, Cost, ObjectKeyword, RiftboundRules } from '../state/state.js';

/**
 * What playing a card reads of its definition, the same for every copy: its keyword names as
 * played from the hand, and from hiding (then a Reaction too), and its printed cost. Made once
 * per card, and found once per listing with the card: the definitions are JSON of many
 * shapes, so each read of them is a generic lookup.
 */
export interface PlayedCard {
  readonly def: Card;
  readonly fromHand: readonly Keyword[];
  readonly fromHiding: readonly Keyword[];
  readonly cost: Cost;
  /** Whether a keyword or a passive of it lets it be played to more places (Ambush, reads/keyword-handlers.ts; mechanics/play-locations.ts). */
  readonly elsewhere: boolean;
  /** Whether it is granted a timing keyword under a condition (CR 806.4). */
  readonly conditional: boolean;
  /** Whether it prints a discount of its own (mechanics/cost-reduction.ts). */
  readonly discounts: boolean;
}

const NO_KEYWORDS: readonly ObjectKeyword[] = [];
const NO_ABILITIES: readonly Ability[] = [];

export class CardFacts {
  /** Its printed Might (0 when it prints none). */
  readonly might: number;
  /** Its printed keywords. */
  readonly keywords: readonly ObjectKeyword[];
  /** The most its printed keywords may add to its Might, whatever the combat (keywordMightCeiling). */
  readonly keywordMight: number;
  /** A gear's Might Bonus (CR 137.3), 0 without one. */
  readonly mightBonus: number;
  /** Whether it is Equipment (CR 818.1.a). */
  readonly equipment: boolean;
  /** How many times their base Might Bonus the Equipment attached to it give: 2 for a unit's own `doubleMightBonus` passive, else 1. */
  readonly equipmentMightFactor: number;
  /** A gear's Effect Text (CR 136.2.c). */
  readonly effectText: readonly Ability[];
  /** Its own abilities (printed, then those its keywords are short for) as active entries. */
  readonly active: OwnText;
  /** The same entries inactive (a gear's own text while it is attached, CR 718.2). */
  readonly inactive: OwnText;
  /** What playing it reads of it, once a play of it was looked at (actions/card-source.ts). */
  played: PlayedCard | undefined = undefined;

  constructor(
    /** The card id, the card database's own string. */
    readonly id: string,
    readonly def: Card,
  ) {
    this.might = def.might ?? 0;
    this.keywords = (def.keywords ?? NO_KEYWORDS) as readonly ObjectKeyword[];
    this.keywordMight = keywordMightCeiling(this.keywords);
    this.mightBonus = def.mightBonus ?? 0;
    this.equipment = def.tags?.includes(EQUIPMENT_TAG) === true;
    this.equipmentMightFactor = def.abilities?.some((a) => a.kind === 'passive' && a.doubleMightBonus === true) ? 2 : 1;
    this.effectText = def.effectText ?? NO_ABILITIES;
    const own = cardAbilities(def);
    this.active = ownText(id, own, true);
    this.inactive = ownText(id, own, false);
  }
}

/** The facts of each card database's cards, by card id. */
const factsOf = new WeakMap<ReadonlyMap<string, Card>, Map<string, CardFacts>>();

/** The card database read last, and its facts: games read one database for thousands of lookups in a row. */
let lastCards: ReadonlyMap<string, Card> | undefined;
let lastFacts: Map<string, CardFacts> | undefined;

/** The facts of the card `cardId` of `rules`' card database, or undefined when it has no such card. */
export function cardFacts(rules: RiftboundRules, cardId: string): CardFacts | undefined {
  const cards = rules.cardDb.cards;
  let facts = lastFacts;
  if (cards !== lastCards || facts === undefined) {
    facts = factsOf.get(cards);
    if (facts === undefined) factsOf.set(cards, (facts = new Map()));
    lastCards = cards;
    lastFacts = facts;
  }
  const known = facts.get(cardId);
  if (known !== undefined) return known;
  const def = cards.get(cardId);
  if (def === undefined) return undefined;
  const made = new CardFacts(def.id, def);
  facts.set(cardId, made);
  return made;
}
