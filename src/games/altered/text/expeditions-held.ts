/**
 * Expeditions a card holds back, a passive line in both languages side by side (card data: a
 * `passives` entry of kind `otherAndFacingHeld`): its subject, the controller's other expedition
 * and the one facing it, then that they cannot move forward.
 */
import { map, NO } from '../../../engine/syntax/syntax.js';
import type { Passive } from './ast.js';
import { words, type Rule } from './primitives.js';

/** The expeditions held, and what they cannot do. */
const WORDS: Readonly<Record<'en' | 'fr', { readonly held: string; readonly cannot: string }>> = {
  en: { held: 'Your other Expedition and the Expedition facing it', cannot: "can't move forward" },
  fr: { held: "Votre autre Expédition et l' Expédition qui lui fait face", cannot: 'ne peuvent pas avancer' },
};

function expeditionsHeld(lang: 'en' | 'fr'): Rule<Passive> {
  return map(words(`${WORDS[lang].held} ${WORDS[lang].cannot}`), { to: (): Passive => ({ kind: 'otherAndFacingHeld' }), from: (p) => (p.kind === 'otherAndFacingHeld' ? undefined : NO) });
}

export const expeditionsHeldWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: expeditionsHeld('en'), fr: expeditionsHeld('fr') };
