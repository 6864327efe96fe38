/**
 * An object put in its owner's Mana zone as an exhausted Mana Orb (the `toMana` effect;
 * glossary 1.4.3.a, 3.1.3.d), in both languages side by side: "put target Character or
 * Permanent in its owner's Mana zone", "put it in its owner's Mana zone", "put me in my owner's
 * Mana zone", a spell's "put me in your Mana zone" (`wording: "yours"`); French "mettez un
 * Personnage ou Permanent ciblé dans la zone de Mana de son propriétaire", "mettez-le ...",
 * "mettez-moi dans la zone de Mana de mon propriétaire", "mettez-moi dans votre zone de Mana"
 * (after "vous pouvez": "mettre ...", "le mettre ...", "me mettre ..."). The reminder of the
 * exhausted Mana Orb, in parentheses, is dropped by the lexer.
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** A language's words: the step on its object (`who`), on "it", on "me" to my owner's zone, and on "me" to yours. */
interface ToManaWords {
  readonly object: (who: Rule<Named>) => Rule<object>;
  readonly it: Rule<undefined>;
  readonly meOwners: Rule<undefined>;
  readonly meYours: Rule<undefined>;
}

function toMana(said: ToManaWords, object: Rule<Named>): Rule<Step> {
  const me = (rule: Rule<undefined>, yours: boolean) =>
    stepPhrase(
      rule,
      () => ({ op: 'toMana', me: true, ...(yours ? { wording: 'yours' as const } : {}) }),
      (s) => (s.op === 'toMana' && s.me === true && (s.wording === 'yours') === yours ? undefined : NO),
    );
  return alt(
    stepPhrase(
      said.object(object) as Rule<{ who: Named }>,
      ({ who }) => ({ op: 'toMana', names: who }),
      (s) => (s.op === 'toMana' && s.names !== undefined && 'target' in s.names ? { who: s.names } : NO),
    ),
    stepPhrase(
      said.it,
      () => ({ op: 'toMana', names: { it: true } }),
      (s) => (s.op === 'toMana' && s.names !== undefined && 'it' in s.names ? undefined : NO),
    ),
    me(said.meOwners, false),
    me(said.meYours, true),
  );
}

export const toManaWords = {
  /** `object`: the characters and permanents a step names in full. */
  en: (object: Rule<Named>): Rule<Step> =>
    toMana(
      {
        object: (who) => t`put ${slot('who', who)} ${words("in its owner's Mana zone")}`,
        it: words("put it in its owner's Mana zone"),
        meOwners: words("put me in my owner's Mana zone"),
        meYours: words('put me in your Mana zone'),
      },
      object,
    ),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (object: Rule<Named>, imperative: boolean): Rule<Step> => {
    const owners = 'dans la zone de Mana de son propriétaire';
    const verb = (order: string, infinitive: string) => (imperative ? order : infinitive);
    return toMana(
      {
        object: (who) => t`${words(verb('mettez', 'mettre'))} ${slot('who', who)} ${words(owners)}`,
        it: alt(...(imperative ? ['mettez-le', 'mettez-la'] : ['le mettre', 'la mettre']).map((w) => words(`${w} ${owners}`))),
        meOwners: words(`${verb('mettez-moi', 'me mettre')} dans la zone de Mana de mon propriétaire`),
        meYours: words(`${verb('mettez-moi', 'me mettre')} dans votre zone de Mana`),
      },
      object,
    );
  },
};
