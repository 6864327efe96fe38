/**
 * What effects name, as printed: a choice ("a friendly unit at a battlefield", "another exhausted
 * friendly unit", chosen as the card is played or the ability put on the chain, CR 355.5), a word
 * for the card itself ("me", "this"), "it" for the last thing chosen, and what an amount equals
 * ("its Might"). Groups are in groups.ts, the object of an effect as a whole in objects.ts.
 *
 * In the text a choice stands where the effect names it; in card data it is declared among
 * the card's `targets` and named by the effect. `lower.ts` turns one into the other both ways.
 */
import { alt, map, NO, printInto, slot, syntax, token, withContext } from '../../../engine/syntax/syntax.js';
import type { TargetSpec } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { AFTER, BEFORE, modifiers, printModifiers, type Fields } from './noun-phrases.js';
import { article, bracketKeyword, constant, t, words, type Rule } from './primitives.js';
import { VALUED_KEYWORDS, type KeywordName } from '../schema/keyword-names.js';
import { eitherChoice, listChoice } from './target-unions.js';

/** A target declaration without its name. */
export type Spec = Omit<TargetSpec, 'name'>;

/** A thing chosen where the effect names it. */
export interface Choice {
  readonly choose: Spec;
}

/** "it": the last thing chosen; "that unit": the last unit chosen; `before`: the one chosen before the last ("they": both). */
export interface Again {
  readonly again: Spec['select'] | 'it' | 'before';
}

/** "another", "other": not the last thing chosen before it, or, with nothing chosen before, not the card itself. */
export interface Another {
  readonly another: true;
}

/** What an effect names: a choice, a reference back, or a word of the card language (self, unitsHere...). */
export type Ref = Choice | Again | Another | string;

export function isAnother(ref: unknown): ref is Another {
  return typeof ref === 'object' && ref !== null && 'another' in ref;
}

export const ANOTHER: Another = { another: true };

export function isChoice(ref: Ref): ref is Choice {
  return typeof ref === 'object' && 'choose' in ref;
}

export function isAgain(ref: Ref): ref is Again {
  return typeof ref === 'object' && 'again' in ref;
}

/** A group in the text's form: its `where` and `except` may still be choices and references (lower.ts). */
export type GroupAst = { readonly [key: string]: unknown; readonly select: 'unit' | 'gear' | 'battlefield' };

const NOUNS: readonly { readonly select: Spec['select']; readonly rule: Rule<undefined>; readonly tag?: string }[] = [
  { select: 'unit', rule: words('unit') },
  { select: 'gear', rule: words('gear') },
  { select: 'gear', rule: words('Equipment'), tag: 'Equipment' },
  { select: 'spellOrAbility', rule: words('spell or ability') },
  { select: 'spell', rule: words('spell') },
  { select: 'battlefield', rule: words('battlefield') },
  // A player's legend (CR 107.4.b): "a legend", "an enemy legend".
  { select: 'legend', rule: words('legend') },
];

/** A unit named by its tag, as "another friendly Mech" prints it: a capitalised word (Equipment is a gear's). */
const tagNoun: Rule<string> = token(
  'word',
  (text) => (/^[A-Z][a-z]+$/.test(text) && text !== 'Equipment' ? text : undefined),
  (tag) => (/^[A-Z][a-z]+$/.test(tag) && tag !== 'Equipment' ? tag : undefined),
);


/** The fields of a declaration a noun phrase may say (its `select` and tag are the noun's). */
const SAID = new Set<string>(['select', 'relation', 'at', 'maxMight', 'maxEnergy', 'maxPower', 'mighty', 'buffed', 'token', 'keyword', 'tag', 'equipped', 'attached', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'chooses', 'except', 'sameLocationAs', 'sameControllerAs', 'open']);
/** The order of a declaration's fields. */
const ORDER = ['select', 'relation', 'at', 'maxMight', 'maxEnergy', 'maxPower', 'mighty', 'buffed', 'token', 'keyword', 'tag', 'equipped', 'attached', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'chooses', 'except', 'sameLocationAs', 'sameControllerAs', 'open'] as const;

/** "a"/"an" (nothing more), or "another" (not the last thing chosen, or not the card itself). */
const determiner: Rule<Fields> = alt<Fields, TextContext>(
  map(article, { to: () => ({}), from: (s: Fields) => (s['except'] === undefined ? undefined : NO) }),
  map(words('another'), { to: () => ({ except: ANOTHER }), from: (s: Fields) => (isAnother(s['except']) ? undefined : NO) }),
);

/** "a friendly unit at a battlefield", "an enemy gear", "a spell", "an Equipment you control". */
const nounChoice: Rule<Choice> = syntax(
  function* (input, at) {
    for (const [first, afterArticle] of determiner.parse(input, at)) {
      for (const [before, afterBefore] of modifiers(input, afterArticle, BEFORE, first, new Set())) {
        for (const noun of NOUNS) {
          for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) {
            for (const [after, next] of modifiers(input, afterNoun, AFTER, { ...before, select: noun.select, ...(noun.tag ? { tag: noun.tag } : {}) }, new Set())) {
              yield [{ choose: cleanSpec(after) }, next] as const;
            }
          }
        }
        for (const [tag, afterTag] of tagNoun.parse(input, afterBefore)) {
          for (const [after, next] of modifiers(input, afterTag, AFTER, { ...before, select: 'unit', tag }, new Set())) yield [{ choose: cleanSpec(after) }, next] as const;
        }
      }
    }
  },
  (value, out) => {
    if (typeof value !== 'object' || !('choose' in value)) return false;
    const spec = value.choose;
    if (Object.keys(spec).some((k) => !SAID.has(k))) return false;
    const found = NOUNS.find((n) => n.select === spec.select && n.tag === spec.tag);
    // A unit of a tag is named by its tag ("a friendly Mech").
    const noun = found ?? (spec.select === 'unit' && spec.tag !== undefined ? { rule: map(tagNoun, { to: () => undefined, from: () => spec.tag as string }) } : undefined);
    if (!noun) return false;
    const done = new Set<string>(['select', 'except', 'tag']);
    if (!printInto(determiner, spec as Fields, out)) return false;
    printModifiers(spec as Fields, BEFORE, done, out);
    if (!printInto(noun.rule, undefined, out)) return false;
    printModifiers(spec as Fields, AFTER, done, out);
    return Object.keys(spec).every((k) => done.has(k));
  },
);

/**
 * "something else that's exhausted": any game object on the board (CR 124, 359.3.e.4), "else"
 * not the last thing chosen or the card itself (as "another"), and the state it is in after
 * "that's" ("exhausted", "ready").
 */
const something: Rule<Choice> = map(
  t`something ${slot('other', alt(constant('else', true), constant('', false)))} ${slot('state', alt(constant("that's exhausted", true), constant("that's ready", false), constant('', undefined)))}`,
  {
    to: ({ other, state }): Choice => ({ choose: cleanSpec({ select: 'anything', exhausted: state, except: other ? ANOTHER : undefined }) }),
    from: (c: Choice) => {
      // Printers of a choice are tried with any value an effect names: only a declaration of something is this rule's.
      if (typeof c !== 'object' || c === null || !('choose' in c)) return NO;
      const spec = c.choose as Fields;
      if (spec['select'] !== 'anything' || Object.keys(spec).some((k) => k !== 'select' && k !== 'exhausted' && k !== 'except')) return NO;
      if (spec['except'] !== undefined && !isAnother(spec['except'])) return NO;
      return { other: spec['except'] !== undefined, state: spec['exhausted'] as boolean | undefined };
    },
  },
);

/** A thing chosen: a noun phrase, or "something". */
export const choice: Rule<Choice> = alt<Choice, TextContext>(eitherChoice(nounChoice), listChoice(nounChoice), nounChoice, something);

/** A declaration with its fields in one order, none of them undefined. */
function cleanSpec(spec: Fields): Spec {
  const clean: Record<string, unknown> = {};
  for (const key of ORDER) if (spec[key] !== undefined) clean[key] = spec[key];
  return clean as unknown as Spec;
}

/** The card itself, as an object of an effect: "me" for units and legends, "this" for spells, gear and battlefields. */
export const selfObject: Rule<'self'> = syntax(
  (input, at) => constant(input.context.type === 'unit' || input.context.type === 'legend' ? 'me' : 'this', 'self' as const).parse(input, at),
  (value, out) => constant(out.context.type === 'unit' || out.context.type === 'legend' ? 'me' : 'this', 'self' as const).print(value, out),
);

/** "it" or "that unit": the last thing chosen. */
export const again: Rule<Again> = alt(
  ...(['it', 'unit', 'gear', 'spell', 'battlefield'] as const).map((what) =>
    map(words(what === 'it' ? 'it' : `that ${what}`), { to: () => ({ again: what }), from: (a: Again) => (typeof a === 'object' && a.again === what ? undefined : NO) }),
  ),
);

/** The Might of an object an effect names ("my Might", "its Might"): what an amount equals. */
export const mightOf: Rule<{ readonly might: Ref }> = alt<{ readonly might: Ref }, TextContext>(
  map(withContext<undefined, TextContext>((c) => words(c.type === 'unit' ? 'my Might' : 'its own Might')), { to: () => ({ might: 'self' }), from: (v) => (v.might === 'self' ? undefined : NO) }),
  map(words('its Might'), { to: () => ({ might: { again: 'it' } }), from: (v) => (isAgain(v.might as Ref) && (v.might as Again).again === 'it' ? undefined : NO) }),
);

/** The value of a valued keyword on an object an effect names ("my [Assault]", "its [Shield]"): what an amount equals (CR 807.2). */
export type KeywordValueOf = { readonly keywordOf: Ref; readonly keyword: KeywordName };

const valuedKeyword: Rule<KeywordName> = map(bracketKeyword, {
  to: (k) => (k.value === undefined && (VALUED_KEYWORDS as readonly string[]).includes(k.name) ? (k.name as KeywordName) : NO),
  from: (name: KeywordName) => ({ name, value: undefined }),
});

export const keywordValueOf: Rule<KeywordValueOf> = alt<KeywordValueOf, TextContext>(
  map(t`${withContext<undefined, TextContext>((c) => words(c.type === 'unit' ? 'my' : 'its own'))} ${slot('keyword', valuedKeyword)}`, {
    to: ({ keyword }) => ({ keywordOf: 'self', keyword }),
    from: (v) => (v.keywordOf === 'self' ? { keyword: v.keyword } : NO),
  }),
  map(t`its ${slot('keyword', valuedKeyword)}`, {
    to: ({ keyword }) => ({ keywordOf: { again: 'it' }, keyword }),
    from: (v) => (isAgain(v.keywordOf) && v.keywordOf.again === 'it' ? { keyword: v.keyword } : NO),
  }),
);

/** The Energy cost of the last thing chosen: "its Energy cost". */
export const energyCostOf: Rule<{ readonly energyCost: Ref }> = map(words('its Energy cost'), {
  to: () => ({ energyCost: { again: 'it' } }),
  from: (v: { readonly energyCost: Ref }) => (isAgain(v.energyCost) && v.energyCost.again === 'it' ? undefined : NO),
});

/** The last thing chosen as the subject of a sentence: "It deals damage...". */
export const itSubject: Rule<Ref> = map(words('it'), { to: (): Ref => ({ again: 'it' }), from: (r: Ref) => (isAgain(r) && r.again === 'it' ? undefined : NO) });

