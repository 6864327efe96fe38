/**
 * A card of a subtype played by the reaction's player, as its trigger, in both languages side by
 * side (card data: a `youPlay` reaction with `subtype`): "When you play a Robot —" ("Lorsque vous
 * jouez un Robot —", "... une Illusion —", the article agreeing with the subtype). The
 * reaction's "it" is the card played (lower.ts), as a joining character is a `joins` reaction's:
 * "When you play a Robot — It gains [[Asleep]]." ("... — Il gagne [[Endormi]].").
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { TriggerValue } from './ast.js';
import { FEMININE_SUBTYPES } from './next-play.js';
import { words, type Rule } from './primitives.js';
import { oneWord } from './subjects.js';

/** The sentence around the subtype (`articles`: each article with the subtypes it goes with), and the words a subtype is not (the card types). */
function playedSubtype(opening: string, articles: readonly (readonly [string, (subtype: string) => boolean])[], types: readonly string[], close: string): Rule<TriggerValue> {
  const kinds = new Set(types.map((t) => t.toLowerCase()));
  return alt(
    ...articles.map(([article, agrees]) =>
      map(pair(pair(words(`${opening} ${article}`), oneWord), words(close)), {
        to: ([[, s]]) => (kinds.has(s.toLowerCase()) || !agrees(s) ? NO : ({ on: 'youPlay', subtype: s } as TriggerValue)),
        from: (v) => (v.on === 'youPlay' && v.subtype !== undefined && v.cardType === undefined && Object.keys(v).length === 2 && agrees(v.subtype) ? ([[undefined, v.subtype], undefined] as const) : NO),
      }),
    ),
  );
}

const vowel = (s: string) => /^[AEIOUÉÈ]/i.test(s);

export const playedSubtypeTriggers = {
  en: playedSubtype(
    'When you play',
    [
      ['a', (s) => !vowel(s)],
      ['an', vowel],
    ],
    ['Character', 'Spell', 'Permanent', 'Landmark', 'Hero', 'Token'],
    '—',
  ),
  fr: playedSubtype(
    'Lorsque vous jouez',
    [
      ['un', (s) => !FEMININE_SUBTYPES.has(s)],
      ['une', (s) => FEMININE_SUBTYPES.has(s)],
    ],
    ['Personnage', 'Sort', 'Permanent', 'Repère', 'Héros', 'Jeton'],
    '—',
  ),
};
