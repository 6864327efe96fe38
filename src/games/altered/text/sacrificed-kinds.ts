/**
 * A sacrifice chosen as it resolves among the characters of one subtype and the permanents, in
 * both languages side by side: "Sacrifice another Robot or Permanent", "Sacrifice a Plant or
 * Permanent" ("Sacrifiez un autre Robot ou Permanent", "Sacrifiez une Plante ou un Permanent":
 * the article agrees with the subtype, and "Permanent" takes its own after a subtype without
 * "autre", as the cards print it; both read); after "you may" / "vous pouvez" the same
 * (`sacrifier`). The `sacrifice` step `chosen: "characterOrPermanent"` with `subtype` and `other`
 * (glossary 7.3.19.a); the subtype is kept in the language read.
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { either, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { oneWord } from './subjects.js';
import { feminine } from './next-play.js';

/** Words that name a kind of card, never a subtype. */
const NOT_SUBTYPES: ReadonlySet<string> = new Set(['Character', 'Characters', 'Permanent', 'Permanents', 'Personnage', 'Personnages', 'Spell', 'Sort']);

/** The subtype and whether "another" is said: what the phrase reads. */
interface Kind {
  readonly subtype: string;
  readonly other: boolean;
}

function sacrifice(rule: Rule<Kind>): Rule<Step> {
  return stepPhrase(
    rule,
    ({ subtype, other }) => (NOT_SUBTYPES.has(subtype) ? NO : ({ op: 'sacrifice', chosen: 'characterOrPermanent', subtype, ...(other ? { other: true } : {}) } as Step)),
    (s) => (s.op === 'sacrifice' && s.chosen === 'characterOrPermanent' && s.subtype !== undefined && s.in === undefined && s.count === undefined && s.player === undefined ? { subtype: s.subtype, other: s.other === true } : NO),
  );
}

/** English: "another Robot", "a Plant", "an Illusion" (the article as the word sounds), then "or Permanent". */
function english(): Rule<Step> {
  const vowel = (w: string) => /^[AEIOU]/.test(w);
  const kind: Rule<Kind> = alt(
    map(t`another ${slot('subtype', oneWord)}`, { to: ({ subtype }): Kind => ({ subtype, other: true }), from: (k) => (k.other ? { subtype: k.subtype } : NO) }),
    map(t`a ${slot('subtype', oneWord)}`, { to: ({ subtype }): Kind | typeof NO => (vowel(subtype) ? NO : { subtype, other: false }), from: (k) => (!k.other && !vowel(k.subtype) ? { subtype: k.subtype } : NO) }),
    map(t`an ${slot('subtype', oneWord)}`, { to: ({ subtype }): Kind | typeof NO => (vowel(subtype) ? { subtype, other: false } : NO), from: (k) => (!k.other && vowel(k.subtype) ? { subtype: k.subtype } : NO) }),
  );
  return sacrifice(map(pair(words('sacrifice'), pair(kind, words('or Permanent'))), { to: ([, [k]]) => k, from: (k) => [undefined, [k, undefined]] as const }));
}

/** French: "un autre Robot ou Permanent", "une Plante ou un Permanent" (the article agreed; "ou Permanent" also read without "autre", "ou un Permanent" with it). */
function french(verb: string): Rule<Step> {
  const article = (fem: boolean) => (fem ? 'une' : 'un');
  const agreed = (fem: boolean, other: boolean): Rule<Kind> =>
    map(other ? t`${words(`${article(fem)} autre`)} ${slot('subtype', oneWord)}` : t`${words(article(fem))} ${slot('subtype', oneWord)}`, {
      to: ({ subtype }): Kind | typeof NO => (feminine(subtype) === fem ? { subtype, other } : NO),
      from: (k) => (k.other === other && feminine(k.subtype) === fem ? { subtype: k.subtype } : NO),
    });
  const orPermanent = (other: boolean) => (other ? either('ou Permanent', 'ou un Permanent') : either('ou un Permanent', 'ou Permanent'));
  const kinds = [true, false].flatMap((fem) => [true, false].map((other) => map(pair(agreed(fem, other), orPermanent(other)), { to: ([k]) => k, from: (k) => [k, undefined] as const })));
  return sacrifice(map(pair(words(verb), alt(...kinds)), { to: ([, k]) => k, from: (k) => [undefined, k] as const }));
}

export const sacrificedKinds = {
  en: english(),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean) => french(imperative ? 'sacrifiez' : 'sacrifier'),
};
