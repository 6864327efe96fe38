/**
 * What `game.catalog()` gives per card id: the card as card data (docs/cards.md for Riftbound,
 * docs/altered.md for Altered). The fields a frontend shows are declared; the card's abilities
 * and effects stay card data, whose schemas (rules/schema/<game>-cards.schema.json) describe
 * them: declaring them here would cost every program using the package the type-checking time
 * of the whole card format.
 */
import type { JsonValue } from './json.js';

/** A cost in Energy and Power (one entry per Power symbol: a domain, or `any`), and XP to spend. */
export type RiftboundCost = {
  readonly energy: number;
  readonly power: readonly string[];
  readonly xp?: number;
};

/** A Riftbound card as `catalog()` gives it. */
export interface RiftboundCatalogCard {
  readonly id: string;
  readonly name: string;
  readonly type: 'unit' | 'spell' | 'gear' | 'battlefield' | 'rune' | 'legend';
  /** The card's text as printed, or as the renderer writes it from its data (docs/card-text.md). */
  readonly text?: string;
  readonly cost?: RiftboundCost;
  readonly might?: number;
  /** A gear's Might Bonus. */
  readonly mightBonus?: number;
  readonly domain?: string;
  readonly domains?: readonly string[];
  /** Keywords: a name, or `{ keyword, value }` (Assault 2). */
  readonly keywords?: readonly (string | { readonly keyword: string; readonly [field: string]: JsonValue })[];
  readonly tags?: readonly string[];
  readonly token?: boolean;
  readonly champion?: boolean;
  readonly signature?: boolean;
  readonly unique?: boolean;
  /** Printed codes (`OGN-007`). */
  readonly printings?: readonly string[];
  /**
   * For a card with an activated ability: each printed ability's own line by its index, null for
   * one with no printed form. An `activate` action's `ability` below their count is one of these.
   */
  readonly abilityTexts?: readonly (string | null)[];
  /** Abilities, effects, targets and the rest of the card data. */
  readonly [field: string]: JsonValue | undefined;
}

/** An Altered card as `catalog()` gives it. */
export interface AlteredCatalogCard {
  readonly id: string;
  readonly name: string;
  readonly type: 'character' | 'spell' | 'landmark' | 'expeditionPermanent' | 'hero';
  readonly faction: 'axiom' | 'bravos' | 'lyra' | 'muna' | 'ordis' | 'yzmir' | 'neutral';
  /** The card's text, when its data carries it. */
  readonly text?: string;
  readonly handCost?: number;
  readonly reserveCost?: number;
  readonly stats?: { readonly forest: number; readonly mountain: number; readonly water: number };
  readonly keywords?: readonly string[];
  readonly subtypes?: readonly string[];
  readonly token?: true;
  readonly fleeting?: true;
  /** Effects, reactions, passives and the rest of the card data. */
  readonly [field: string]: JsonValue | undefined;
}
