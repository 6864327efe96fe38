/**
 * The token cards of an import: those the file has a record of, found by name in the language
 * read ("[Name 1/1/1] Soldier token"), and those made from the phrase that makes them when the
 * file has none (a token character without cost, with the statistics and subtype said).
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import { text } from '../i18n/text-messages.js';
import { idFromName } from '../../../engine/card-text/card-import.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { TokenPhrase } from './ast.js';
import { sameToken, type TokenBook } from './lower.js';

export class TokenCards implements TokenBook {
  /** Token cards made from phrases, in the order made. */
  readonly made: AlteredCard[] = [];
  private readonly byName = new Map<string, AlteredCard>();

  constructor(
    private readonly cards: (id: string) => AlteredCard | undefined,
    private readonly taken: (id: string) => boolean,
  ) {}

  /** A token card of the file, found by its name. */
  add(card: AlteredCard): void {
    if (card.token) this.byName.set(card.name.toLowerCase(), card);
  }

  idFor(token: TokenPhrase, faction: AlteredCard['faction']): string | Refusal {
    // "[MANA_MOTH]": the set's token card of that id, of the subtype said (token-ids.ts).
    if (token.id !== undefined) {
      const card = this.cards(token.id) ?? this.made.find((c) => c.id === token.id);
      return card?.token && card.subtypes?.some((s) => s.toLowerCase() === token.subtype.toLowerCase()) ? card.id : new Refusal(text('refusal.noSubtypeToken', { subtype: token.subtype, id: token.id }));
    }
    const known = this.byName.get(token.name.toLowerCase());
    if (known !== undefined) {
      const phrase = phraseOfCard(known);
      return phrase !== undefined && sameToken(phrase, token) ? known.id : new Refusal(text('refusal.tokenDescribedOtherwise', { name: token.name }));
    }
    let id = `${idFromName(token.name)}-token`;
    for (let n = 2; this.taken(id) || this.cards(id) !== undefined; n++) id = `${idFromName(token.name)}-token-${n}`;
    const card: AlteredCard = { id, name: token.name, type: 'character', faction, handCost: 0, reserveCost: 0, stats: { ...token.stats }, subtypes: [token.subtype], token: true };
    this.made.push(card);
    this.byName.set(token.name.toLowerCase(), card);
    return id;
  }

  /**
   * Forgets the token cards made after the first `count` (those of a card then refused), by
   * name too: a later card naming one makes it again rather than refer to a card no set holds.
   */
  forgetMadeAfter(count: number): void {
    for (const card of this.made.splice(count)) if (this.byName.get(card.name.toLowerCase()) === card) this.byName.delete(card.name.toLowerCase());
  }

  phraseOf(id: string): TokenPhrase | undefined {
    const card = this.cards(id) ?? this.made.find((c) => c.id === id);
    return card && phraseOfCard(card);
  }
}

/** The phrase of a token card: its name, statistics and first subtype. */
export function phraseOfCard(card: AlteredCard): TokenPhrase | undefined {
  const subtype = card.subtypes?.[0];
  return card.token && card.stats && subtype !== undefined ? { name: card.name, stats: card.stats, subtype } : undefined;
}

/** The token book of a loaded set: every token found by id, none made. */
export function setTokens(cards: ReadonlyMap<string, AlteredCard>): TokenBook {
  return {
    idFor: (token) => new Refusal(text('refusal.noTokenCard', { name: token.name })),
    phraseOf: (id) => {
      const card = cards.get(id);
      return card && phraseOfCard(card);
    },
  };
}
