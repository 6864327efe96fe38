/**
 * A keyword the card itself has only while its player has enough Mana Orbs, or too few, in both
 * languages side by side (card data: a `grant` passive to `self` with `manaOrbs`; glossary
 * 2.3.1.g-i): "If you have ten or more Mana Orbs, I am [Gigantic]." (`atLeast`), "Unless you have
 * eight or more Mana Orbs, I am [Defender]." (`fewerThan`); "Si vous avez au moins dix Orbes de
 * Mana, je suis [Gigantesque].", "Sauf si vous avez au moins huit Orbes de Mana, je suis
 * [Défenseur].". The keyword is the language's bracket, agreement included.
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { KeywordValue, Passive } from './ast.js';
import { t, words, type Rule } from './primitives.js';

type Orbs = NonNullable<Extract<Passive, { kind: 'grant' }>['manaOrbs']>;

interface Words {
  readonly ifHave: string;
  readonly unlessHave: string;
  /** Around the number: before it and after it ("or more Mana Orbs"). */
  readonly before: string;
  readonly after: string;
  readonly iAm: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: { ifHave: 'if you have', unlessHave: 'unless you have', before: '', after: 'or more Mana Orbs', iAm: 'I am' },
  fr: { ifHave: 'si vous avez', unlessHave: 'sauf si vous avez', before: 'au moins', after: 'Orbes de Mana', iAm: 'je suis' },
};

function orbGrants(w: Words, keyword: Rule<KeywordValue>, number: Rule<number>): Rule<Passive> {
  const count = (opening: string) =>
    w.before === '' ? t`${words(opening)} ${slot('n', number)} ${words(w.after)} , ${words(w.iAm)} ${slot('k', keyword)}` : t`${words(opening)} ${words(w.before)} ${slot('n', number)} ${words(w.after)} , ${words(w.iAm)} ${slot('k', keyword)}`;
  const form = (opening: string, field: keyof Orbs) =>
    map(count(opening), {
      to: ({ n, k }): Passive => ({ kind: 'grant', keyword: k.keyword, ...(k.tough === undefined ? {} : { tough: k.tough }), to: 'self', manaOrbs: { [field]: n } }) as Passive,
      from: (p: Passive) => {
        if (p.kind !== 'grant' || p.to !== 'self' || p.keyword === undefined || p.manaOrbs === undefined) return NO;
        if (Object.keys(p).some((key) => !['kind', 'keyword', 'tough', 'to', 'manaOrbs'].includes(key))) return NO;
        const n = p.manaOrbs[field];
        if (n === undefined || Object.keys(p.manaOrbs).length !== 1) return NO;
        const k: KeywordValue = p.keyword === 'tough' ? { keyword: 'tough', tough: p.tough ?? 1 } : { keyword: p.keyword };
        return { n, k };
      },
    });
  return alt(form(w.ifHave, 'atLeast'), form(w.unlessHave, 'fewerThan'));
}

export const manaOrbGrants = {
  en: (keyword: Rule<KeywordValue>, number: Rule<number>): Rule<Passive> => orbGrants(WORDS.en, keyword, number),
  fr: (keyword: Rule<KeywordValue>, number: Rule<number>): Rule<Passive> => orbGrants(WORDS.fr, keyword, number),
};
