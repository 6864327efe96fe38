/**
 * An expedition facing the card that moves forward during Dusk only due to a terrain, a passive
 * line in both languages side by side (card data: a `passives` entry of kind `facingDueToOnly`
 * with its `terrain`): "If an Expedition facing me is in" a terrain, then "it can't move forward
 * during Dusk except due to" the same terrain ("Si une Expédition qui me fait face est en" ...,
 * "elle ne peut pas avancer durant le Crépuscule, sauf grâce à" ...). Two different terrains
 * are refused: the card data has one.
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Terrain } from '../schema/file-schemas.js';
import type { Passive } from './ast.js';
import { t, words, type Rule } from './primitives.js';
import { terrain } from './passives.js';

const WORDS: Readonly<Record<'en' | 'fr', { readonly ifFacing: string; readonly cannot: string }>> = {
  en: { ifFacing: 'if an Expedition facing me is in', cannot: ", it can't move forward during Dusk except due to" },
  fr: { ifFacing: 'si une Expédition qui me fait face est en', cannot: ', elle ne peut pas avancer durant le Crépuscule , sauf grâce à' },
};

function dueToOnly(lang: 'en' | 'fr'): Rule<Passive> {
  const w = WORDS[lang];
  return map(t`${words(w.ifFacing)} ${slot('where', terrain)} ${words(w.cannot)} ${slot('cause', terrain)}`, {
    to: ({ where, cause }): Passive | typeof NO => (where === cause ? { kind: 'facingDueToOnly', terrain: where } : NO),
    from: (p: Passive) => (p.kind === 'facingDueToOnly' ? { where: p.terrain as Terrain, cause: p.terrain as Terrain } : NO),
  });
}

export const dueToOnlyWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: dueToOnly('en'), fr: dueToOnly('fr') };
