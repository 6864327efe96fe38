/**
 * Exhausted cards in Reserve kept exhausted during Morning, a passive line in both languages side
 * by side (card data: a `passives` entry of kind `exhaustedStay` with its `cardType`): "Exhausted
 * Characters in Reserve remain exhausted during Morning." ("Les Personnages épuisés en Réserve
 * restent épuisés le Matin."). Printed after the reactions, as the cards lay it out (lower.ts).
 */
import { map, NO } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { words, type Rule } from './primitives.js';

const WORDS: Readonly<Record<'en' | 'fr', string>> = {
  en: 'Exhausted Characters in Reserve remain exhausted during Morning',
  fr: 'Les Personnages épuisés en Réserve restent épuisés le Matin',
};

function morningExhausted(lang: 'en' | 'fr'): Rule<Passive> {
  return map(words(WORDS[lang]), {
    to: (): Passive => ({ kind: 'exhaustedStay', cardType: 'character' }),
    from: (p) => (p.kind === 'exhaustedStay' && p.cardType === 'character' ? undefined : NO),
  });
}

export const morningExhaustedWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: morningExhausted('en'), fr: morningExhausted('fr') };
