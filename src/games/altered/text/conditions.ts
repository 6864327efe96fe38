/**
 * Conditions before a step, in both languages side by side: "If you control two or more
 * Landmarks," and "If you control three or more other Characters," (card data: its
 * `ifControl`: how many, whether the card itself is left out ("other"), and what is counted);
 * "If your hand is empty," and "If your Reserve is empty," (its `ifEmpty`).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, optionalWord, t, words, type Rule } from './primitives.js';

type IfControl = NonNullable<Step['ifControl']>;

/** A language's words: the number (a word, from two), "other" and each counted type in the plural. */
interface Words {
  readonly number: Rule<number>;
  readonly other: Rule<undefined>;
  readonly types: Rule<IfControl['cardType']>;
}

function ifControl(opening: (w: Words) => Rule<{ count: number; other: boolean; cardType: IfControl['cardType'] }>, w: Words): Rule<IfControl> {
  return map(opening(w), {
    to: ({ count, other, cardType }) => (count >= 2 ? { count, cardType, ...(other ? { other: true as const } : {}) } : NO),
    from: (c) => (c.count >= 2 ? { count: c.count, other: c.other === true, cardType: c.cardType } : NO),
  });
}

export function ifControlEnglish(number: Rule<number>): Rule<IfControl> {
  return ifControl(
    (w) => t`if you control ${slot('count', w.number)} or more ${slot('other', optionalWord(w.other))} ${slot('cardType', w.types)} ,`,
    {
      number,
      other: words('other'),
      types: alt(constant('Characters', 'character' as const), constant('Landmarks', 'landmark' as const), constant('Permanents', 'permanent' as const)),
    },
  );
}

export function ifControlFrench(number: Rule<number>): Rule<IfControl> {
  return ifControl(
    (w) => t`si vous contrôlez au moins ${slot('count', w.number)} ${slot('other', optionalWord(w.other))} ${slot('cardType', w.types)} ,`,
    {
      number,
      other: words('autres'),
      types: alt(constant('Personnages', 'character' as const), constant('Repères', 'landmark' as const), constant('Permanents', 'permanent' as const)),
    },
  );
}

type IfEmpty = NonNullable<Step['ifEmpty']>;

/** "if your hand is empty,": the language's opening around each zone's name. */
function ifEmpty(zone: (name: string) => string, names: Readonly<Record<IfEmpty, string>>): Rule<IfEmpty> {
  return alt(...(Object.entries(names) as [IfEmpty, string][]).map(([key, name]) => constant(zone(name), key)));
}

export const ifEmptyEnglish: Rule<IfEmpty> = ifEmpty((name) => `if your ${name} is empty ,`, { hand: 'hand', reserve: 'Reserve' });

export const ifEmptyFrench: Rule<IfEmpty> = ifEmpty((name) => `si votre ${name} est vide ,`, { hand: 'main', reserve: 'Réserve' });
