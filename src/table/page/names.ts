/**
 * Names for what views and actions mention: a card by the name the match's cards give it
 * (`client.cards`), or, before they came, its id as a readable slug (`cinder-scout` → "Cinder
 * Scout"); an object by its card when the viewer may see it, else "a hidden card".
 */
import { listed } from '../../engine/i18n/words.js';
import { say } from './i18n/messages.js';
import { pageLanguage } from './i18n/language.js';

type Objects = { readonly [id: string]: { readonly card?: unknown } | undefined };

export interface Named {
  readonly objects?: Objects;
  readonly seats?: readonly { readonly id: string; readonly name?: string }[];
  /** The match's cards by id (the catalog), for their printed names. */
  readonly cards?: { readonly [card: string]: { readonly name?: unknown; readonly abilityTexts?: unknown; readonly modes?: unknown } | undefined };
}

/** `cinder-scout` → `Cinder Scout`. */
export function cardName(card: string): string {
  return card.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** A card id's name: the catalog's, else its slug in words. */
function nameOfCard(view: Named, card: string): string {
  const name = view.cards?.[card]?.name;
  return typeof name === 'string' ? name : cardName(card);
}

/** An object id, battlefield id, seat id or card id, in words. */
export function nameOf(view: Named, id: string): string {
  const object = view.objects?.[id];
  if (object && typeof object.card === 'string') return nameOfCard(view, object.card);
  if (/^o\d+$/.test(id)) return say('name.hiddenCard');
  const seat = view.seats?.find((s) => s.id === id);
  if (seat) return seat.name ?? seat.id;
  return nameOfCard(view, id);
}

/** What an object's ability at `slot` says, when its card's printed abilities give it (`abilityTexts` of the catalog). */
export function abilityText(view: Named, source: string, slot: number): string | undefined {
  const card = view.objects?.[source]?.card;
  const texts = typeof card === 'string' ? view.cards?.[card]?.abilityTexts : undefined;
  const text = Array.isArray(texts) ? texts[slot] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** What a card's mode says (`modes[mode].text` of the catalog), for a card id or an object showing its card. */
export function modeText(view: Named, id: string, mode: number): string | undefined {
  const object = view.objects?.[id]?.card;
  const modes = view.cards?.[typeof object === 'string' ? object : id]?.modes;
  const chosen: unknown = Array.isArray(modes) ? modes[mode] : undefined;
  const text = chosen !== null && typeof chosen === 'object' ? (chosen as { readonly text?: unknown }).text : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** A seat by its label: the name given to the game, else its letter. */
export function seatName(view: Named, id: string | null): string {
  if (id === null) return say('name.nobody');
  return view.seats?.find((s) => s.id === id)?.name ?? id;
}

/** A team (`A+C`) by its players' labels. */
export function teamName(view: Named, id: string): string {
  return listed(id.split('+').map((seat) => seatName(view, seat))).in(pageLanguage());
}

export const namesOf = (view: Named, ids: readonly string[]): string => ids.map((id) => nameOf(view, id)).join(', ');

/** `chooseMana` → `Choose mana`. */
export function words(type: string): string {
  const text = type.replace(/([A-Z])/g, ' $1').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
