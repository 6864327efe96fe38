/**
 * The catalogues of Altered's card-data and deck checks (the faults of a card set, a card's data
 * or a deck at load), one per language, apart from the game's main catalogues.
 */
import { textMaker, type Messages, type Text } from '../../../engine/i18n/catalogue.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { en } from './cards-en.js';
import { fr } from './cards-fr.js';

export const alteredCardMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(alteredCardMessages);

/** A card type as a fault names it ("a {type} is in no expedition"): its data name in English, its glossary word in French. */
export function cardTypeWord(type: AlteredCard['type']): Text {
  return text(CARD_TYPE_KEYS[type]);
}

const CARD_TYPE_KEYS = {
  character: 'cardType.character',
  spell: 'cardType.spell',
  landmark: 'cardType.landmark',
  expeditionPermanent: 'cardType.expeditionPermanent',
  hero: 'cardType.hero',
} as const satisfies Record<AlteredCard['type'], keyof typeof en>;
