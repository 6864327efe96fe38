/**
 * A card played by the reaction's player, of a kind and a Hand Cost, as a reaction's trigger, in
 * both languages side by side: "When you play a Permanent —", "When you play a Permanent with Hand
 * Cost {3} or more —", "When you play a Character with Hand Cost {2} or less —" ("Lorsque vous
 * jouez un Permanent —", "... un Permanent de Coût de Main {4} ou plus —", also read "avec un
 * Coût de Main"): a `youPlay` reaction with `playing` (`permanent`, `handCost`) or `cardType`.
 * A character, a spell or a card without a Hand Cost are the plain triggers' (grammar.ts).
 */
import { alt, map, NO, pair, pure, slot } from '../../../engine/syntax/syntax.js';
import type { TriggerValue } from './ast.js';
import { constant, either, mana, t, words, type Rule } from './primitives.js';

type Playing = NonNullable<TriggerValue['playing']>;
type Bound = NonNullable<Playing['handCost']>;
type Kind = 'permanent' | 'character' | 'spell' | 'card';

interface Words {
  readonly kinds: readonly (readonly [string, Kind])[];
  readonly with: Rule<undefined>;
  readonly orMore: string;
  readonly orLess: string;
  readonly sentence: (kind: Rule<Kind>, bound: Rule<Bound | undefined>) => Rule<{ kind: Kind; bound: Bound | undefined }>;
}

function played(w: Words): Rule<TriggerValue> {
  const kind = alt(...w.kinds.map(([text, k]) => constant(text, k)));
  const side = alt(constant(w.orMore, 'atLeast' as const), constant(w.orLess, 'atMost' as const));
  const bounded: Rule<Bound | undefined> = map(pair(pair(w.with, mana), side), {
    to: ([[, n], key]): Bound => ({ [key]: n }),
    from: (b: Bound | undefined) => {
      if (b === undefined) return NO;
      if (b.atLeast !== undefined && b.atMost === undefined) return [[undefined, b.atLeast], 'atLeast' as const] as const;
      if (b.atMost !== undefined && b.atLeast === undefined) return [[undefined, b.atMost], 'atMost' as const] as const;
      return NO;
    },
  });
  const bound = alt(bounded, map(pure<undefined, undefined>(undefined), { to: () => undefined, from: (b: Bound | undefined) => (b === undefined ? undefined : NO) }));
  return map(w.sentence(kind, bound), {
    to: ({ kind: k, bound: b }) => {
      // The plain triggers say a character, a spell or a card played without a bound.
      if (k !== 'permanent' && b === undefined) return NO;
      const playing: Playing = { ...(k === 'permanent' ? { permanent: true as const } : {}), ...(b === undefined ? {} : { handCost: b }) };
      return { on: 'youPlay', ...(k === 'character' || k === 'spell' ? { cardType: k } : {}), playing } as TriggerValue;
    },
    from: (v) => {
      if (v.on !== 'youPlay' || v.playing === undefined || v.from !== undefined) return NO;
      const { permanent, handCost } = v.playing;
      if (permanent && v.cardType !== undefined) return NO;
      const k: Kind = permanent ? 'permanent' : v.cardType === 'character' || v.cardType === 'spell' ? v.cardType : v.cardType === undefined ? 'card' : ('none' as Kind);
      if (!w.kinds.some(([, x]) => x === k)) return NO;
      if (!permanent && handCost === undefined) return NO;
      return { kind: k, bound: handCost };
    },
  });
}

export const playedCardTriggers = {
  en: played({
    kinds: [
      ['a Permanent', 'permanent'],
      ['a Character', 'character'],
      ['a Spell', 'spell'],
      ['a card', 'card'],
    ],
    with: words('with Hand Cost'),
    orMore: 'or more',
    orLess: 'or less',
    sentence: (kind, bound) => t`When you play ${slot('kind', kind)} ${slot('bound', bound)} —`,
  }),
  fr: played({
    kinds: [
      ['un Permanent', 'permanent'],
      ['un Personnage', 'character'],
      ['un Sort', 'spell'],
      ['une carte', 'card'],
    ],
    with: either('de Coût de Main', 'avec un Coût de Main'),
    orMore: 'ou plus',
    orLess: 'ou moins',
    sentence: (kind, bound) => t`Lorsque vous jouez ${slot('kind', kind)} ${slot('bound', bound)} —`,
  }),
};

