/**
 * Tokens as the text names them: "a 2 :rb_might: Sentry unit token with [Temporary]", "a Coin
 * gear token". The phrase says what the token is (CR 184: its type, name, Might, tags and
 * keywords); card data names the token's card by id (`createToken`'s `card`). Reading, the
 * compiler takes the set's token card of that name when there is one, and makes the card
 * the phrase describes when there is none, so a compiled set holds every card its effects
 * name. Writing, the renderer describes the token from its card.
 */
import { Refusal } from '../../../engine/syntax/syntax.js';
import type { CardDefinition } from '../schema/card-schema.js';
import { keywordName, type KeywordName } from '../schema/keyword-names.js';
import type { CardLookup } from './context.js';
import { idFromName } from '../../../engine/card-text/card-import.js';
import { text } from '../i18n/text-messages.js';

/** A keyword a token phrase gives its token ("with [Temporary]"). */
export interface TokenKeyword {
  readonly keyword: KeywordName;
  readonly value?: number;
}

/** What a token phrase says the token is. */
export interface TokenCard {
  readonly name: string;
  readonly type: 'unit' | 'gear';
  /** A unit token's Might (CR 182.1.b). */
  readonly might?: number;
  readonly keywords?: readonly TokenKeyword[];
}

export function isTokenCard(value: unknown): value is TokenCard {
  return typeof value === 'object' && value !== null && 'name' in value && 'type' in value;
}

/** What a token card is, as a token phrase says it; undefined when no phrase says it (not a unit or gear token). */
export function describeToken(card: CardDefinition): TokenCard | undefined {
  if (!card.token || (card.type !== 'unit' && card.type !== 'gear')) return undefined;
  const keywords = (card.keywords ?? []).map((entry): TokenKeyword | undefined => {
    if (typeof entry === 'string') return { keyword: entry as KeywordName };
    if (entry.cost !== undefined || entry.effects !== undefined || entry.condition !== undefined) return undefined;
    return entry.value === undefined ? { keyword: entry.keyword as KeywordName } : { keyword: entry.keyword as KeywordName, value: entry.value };
  });
  if (keywords.some((k) => k === undefined)) return undefined;
  return {
    name: card.name,
    type: card.type,
    ...(card.type === 'unit' ? { might: card.might } : {}),
    ...(keywords.length > 0 ? { keywords: keywords as TokenKeyword[] } : {}),
  };
}

/**
 * The card a phrase describes, for a set that has none of that name: a token without cost
 * or domain (CR 182.2; its cost counts as 0, 182.2.a.1), tagged with its name (CR 182.1.c;
 * a set that wants another tag carries the token's own card).
 */
export function tokenCardFor(token: TokenCard, id: string): CardDefinition {
  const keywords = (token.keywords ?? []).map((k) => (k.value === undefined ? k.keyword : { keyword: k.keyword, value: k.value }));
  const card: Record<string, unknown> = { id, name: token.name, type: token.type, token: true };
  if (token.type === 'unit') Object.assign(card, { domains: [], cost: { energy: 0, power: [] }, might: token.might ?? 0 });
  card['tags'] = [token.name];
  if (keywords.length > 0) card['keywords'] = keywords;
  return card as unknown as CardDefinition;
}

function sameToken(a: TokenCard, b: TokenCard): boolean {
  const names = (k: readonly TokenKeyword[] | undefined) => JSON.stringify([...(k ?? [])].map((e) => `${e.keyword}:${e.value ?? ''}`).sort());
  return a.type === b.type && a.name.toLowerCase() === b.name.toLowerCase() && a.might === b.might && names(a.keywords) === names(b.keywords);
}

/** How a token phrase reads, to say where it differs from the set's card. */
function said(token: TokenCard): string {
  const keywords = (token.keywords ?? []).map((k) => keywordName(k)).join(', ');
  return `${token.might === undefined ? '' : `${token.might} Might `}${token.name} ${token.type} token${keywords ? ` with ${keywords}` : ''}`;
}

/**
 * The token cards a card's text names, found in the set or made: `resolve` gives the card id
 * of a token phrase, or why it cannot; `made` lists the cards made for names the set lacks.
 */
export class TokenCards {
  readonly made: CardDefinition[] = [];

  constructor(private readonly cards: CardLookup | undefined) {}

  resolve(token: TokenCard): string | Refusal {
    const found = this.made.find((c) => c.name.toLowerCase() === token.name.toLowerCase()) ?? this.cards?.tokenNamed(token.name);
    if (found instanceof Refusal) return found;
    if (found !== undefined) {
      const described = describeToken(found);
      if (!described || !sameToken(described, token)) return new Refusal(described ? text('refusal.tokenDiffers', { made: said(token), name: found.name, described: said(described) }) : text('refusal.tokenOfType', { made: said(token), name: found.name, type: found.type }));
      return found.id;
    }
    let id = idFromName(token.name);
    if (this.cards?.byId(id) !== undefined) id = `${id}-token`;
    if (this.cards?.byId(id) !== undefined) return new Refusal(text('refusal.tokenIdTaken', { id, name: token.name }));
    const card = tokenCardFor(token, id);
    this.made.push(card);
    return id;
  }
}
