/**
 * What effects act on, as printed: a choice ("a friendly unit at a battlefield", chosen as the
 * card is played or the ability put on the chain, CR 355.5), a word for the card itself ("me",
 * "this"), "it" for the last thing chosen, and groups ("enemy units here").
 *
 * In the text a choice stands where the effect names it; in card data it is declared among
 * the card's `targets` and named by the effect. `lower.ts` turns one into the other both ways.
 */
import { alt, flag, map, NO, printInto, syntax, token, withContext, type ParseInput } from '../../../engine/syntax/syntax.js';
import { KEYWORDS, type Keyword, type TargetSpec } from '../card-schema.js';
import type { TextContext } from './context.js';
import { article, bracket, bracketKeyword, constant, digits, either, mightSymbol, numberWord, t, words, type Rule } from './primitives.js';
import { slot } from '../../../engine/syntax/syntax.js';

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

const ANOTHER: Another = { another: true };

export function isChoice(ref: Ref): ref is Choice {
  return typeof ref === 'object' && 'choose' in ref;
}

export function isAgain(ref: Ref): ref is Again {
  return typeof ref === 'object' && 'again' in ref;
}

/** A group in the text's form: its `where` and `except` may still be choices and references (lower.ts). */
export type GroupAst = { readonly [key: string]: unknown; readonly select: 'unit' | 'gear' };

/** Fields a noun phrase sets: a target declaration's or a group's. */
type Fields = { readonly [key: string]: unknown };

/** A modifier of a noun phrase: its words and the fields of the declaration they set. */
interface Modifier {
  readonly rule: Rule<Fields>;
  readonly keys: readonly string[];
}

function modifier<const K extends keyof Spec>(keys: readonly K[], rule: Rule<Pick<Spec, K>>): Modifier {
  return { rule: rule as unknown as Rule<Fields>, keys };
}

/** Words that stand for fields with these values (compared as JSON, so a reference object matches its copy). */
function fixedFields(text: string | Rule<undefined>, fields: Fields): Modifier {
  const keys = Object.keys(fields);
  return {
    keys,
    rule: map(typeof text === 'string' ? words(text) : text, {
      to: () => fields,
      from: (s: Fields) => (keys.every((k) => JSON.stringify(s[k]) === JSON.stringify(fields[k])) ? undefined : NO),
    }),
  };
}

function fixed<const K extends keyof Spec>(text: string | Rule<undefined>, key: K, value: NonNullable<Spec[K]>): Modifier {
  return fixedFields(text, { [key]: value });
}

const keywordModifier = modifier(
  ['keyword'],
  map(t`with ${slot('k', bracketKeyword)}`, {
    to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? { keyword: k.name as Keyword } : NO),
    from: (s) => (s.keyword === undefined ? NO : { k: { name: s.keyword, value: undefined } }),
  }),
);

const maxMight = modifier(
  ['maxMight'],
  map(t`with ${slot('n', digits)} ${mightSymbol} or less`, {
    to: ({ n }) => ({ maxMight: n }),
    from: (s) => (s.maxMight === undefined ? NO : { n: s.maxMight }),
  }),
);

/** States a unit is in, printed before the noun ("an exhausted friendly unit", "all damaged enemy units"). */
const STATES: readonly Modifier[] = [
  fixed('damaged', 'damaged', true),
  fixed('stunned', 'stunned', true),
  fixed('exhausted', 'exhausted', true),
  fixed('ready', 'exhausted', false),
  fixed('attacking', 'attacking', true),
  fixed('defending', 'defending', true),
  fixed('buffed', 'buffed', true),
  fixed('equipped', 'equipped', true),
];

/** Words before the noun, in the order they are printed. */
const BEFORE: readonly Modifier[] = [
  ...STATES,
  fixed('enemy', 'relation', 'enemy'),
  fixed('friendly', 'relation', 'friendly'),
  fixed(bracket('Mighty'), 'mighty', true),
];

/** Words after the noun, in the order they are printed. */
const AFTER: readonly Modifier[] = [
  fixed('you control', 'relation', 'controlled'),
  fixed('at a battlefield', 'at', 'battlefield'),
  fixed('in a base', 'at', 'base'),
  fixed('in your base', 'at', 'yourBase'),
  fixed('anywhere', 'at', 'anywhere'),
  fixed('here', 'at', 'here'),
  fixed('in combat', 'inCombat', true),
  maxMight,
  keywordModifier,
];

const NOUNS: readonly { readonly select: Spec['select']; readonly rule: Rule<undefined>; readonly tag?: string }[] = [
  { select: 'unit', rule: words('unit') },
  { select: 'gear', rule: words('gear') },
  { select: 'gear', rule: words('Equipment'), tag: 'Equipment' },
  { select: 'spell', rule: words('spell') },
  { select: 'battlefield', rule: words('battlefield') },
];

/** A unit named by its tag, as "another friendly Mech" prints it: a capitalised word (Equipment is a gear's). */
const tagNoun: Rule<string> = token(
  'word',
  (text) => (/^[A-Z][a-z]+$/.test(text) && text !== 'Equipment' ? text : undefined),
  (tag) => (/^[A-Z][a-z]+$/.test(tag) && tag !== 'Equipment' ? tag : undefined),
);

function* modifiers(input: ParseInput<TextContext>, at: number, from: readonly Modifier[], spec: Fields, used: ReadonlySet<Modifier>): Generator<readonly [Fields, number]> {
  yield [spec, at] as const;
  for (const m of from) {
    if (used.has(m) || m.keys.some((k) => spec[k] !== undefined)) continue;
    for (const [part, next] of m.rule.parse(input, at)) yield* modifiers(input, next, from, { ...spec, ...part }, new Set([...used, m]));
  }
}

function printModifiers(spec: Fields, from: readonly Modifier[], done: Set<string>, out: Parameters<Rule<unknown>['print']>[1]): boolean {
  for (const m of from) {
    if (m.keys.some((k) => spec[k] === undefined || done.has(k))) continue;
    const part: Record<string, unknown> = {};
    for (const k of m.keys) part[k] = spec[k];
    if (printInto(m.rule, part, out)) for (const k of m.keys) done.add(k);
  }
  return true;
}

/** The fields of a declaration a noun phrase may say (its `select` and tag are the noun's). */
const SAID = new Set<string>(['select', 'relation', 'at', 'maxMight', 'mighty', 'buffed', 'keyword', 'tag', 'equipped', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except']);
/** The order of a declaration's fields. */
const ORDER = ['select', 'relation', 'at', 'maxMight', 'mighty', 'buffed', 'keyword', 'tag', 'equipped', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except'] as const;

/** "a"/"an" (nothing more), or "another" (not the last thing chosen, or not the card itself). */
const determiner: Rule<Fields> = alt<Fields, TextContext>(
  map(article, { to: () => ({}), from: (s: Fields) => (s['except'] === undefined ? undefined : NO) }),
  map(words('another'), { to: () => ({ except: ANOTHER }), from: (s: Fields) => (isAnother(s['except']) ? undefined : NO) }),
);

/** "a friendly unit at a battlefield", "an enemy gear", "a spell", "an Equipment you control". */
export const choice: Rule<Choice> = syntax(
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

/** The groups the card language named before groups were written out (kept so that cards naming them read as before). */
export const namedGroup: Rule<string> = alt(
  constant(either('all enemy units here', 'enemy units here'), 'enemyUnitsHere'),
  constant(either('all friendly units here', 'friendly units here'), 'friendlyUnitsHere'),
  constant(either('all units here', 'units here'), 'unitsHere'),
);

/** Words before a group's noun, in the order they are printed ("all other damaged enemy units"). */
const GROUP_BEFORE: readonly Modifier[] = [fixedFields('other', { except: ANOTHER }), ...BEFORE];

/** Words after a group's noun: where its members are. */
const GROUP_AFTER: readonly Modifier[] = [
  fixed('you control', 'relation', 'controlled'),
  fixedFields('at a battlefield', { where: { choose: { select: 'battlefield' } } }),
  fixedFields('at my battlefield', { at: 'battlefield', where: 'self' }),
  fixedFields('at battlefields', { at: 'battlefield' }),
  fixedFields('here', { at: 'here' }),
  fixedFields('there', { where: { again: 'it' } }),
  fixedFields('in combat', { inCombat: true }),
  fixedFields('in your base', { at: 'yourBase' }),
  keywordModifier,
];

/** A champion tag in the plural, as "your Mechs" prints it: a capitalised word and an s. */
const pluralTag: Rule<string> = token(
  'word',
  (text) => (/^[A-Z][a-z]+s$/.test(text) && text.length > 3 ? text.slice(0, -1) : undefined),
  (tag) => (/^[A-Z][a-z]+$/.test(tag) ? `${tag}s` : undefined),
);

/** The fields a group phrase may say. */
const GROUP_SAID = new Set<string>(['select', 'relation', 'at', 'where', 'mighty', 'buffed', 'keyword', 'tag', 'equipped', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except']);
const GROUP_ORDER = ['select', 'relation', 'at', 'where', 'mighty', 'buffed', 'keyword', 'tag', 'equipped', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except'] as const;

function cleanGroup(fields: Fields): GroupAst {
  const clean: Record<string, unknown> = {};
  for (const key of GROUP_ORDER) if (fields[key] !== undefined) clean[key] = fields[key];
  return clean as GroupAst;
}

/**
 * A group of units or gear, named by what its members are (groups.ts in mechanics finds them):
 * "all enemy units at a battlefield", "friendly units there", "your other units", "your Mechs",
 * "all gear"; singular after "each" ("each enemy unit there"). `all`: the word "all" is printed
 * (read either way), as deal, kill and buff print it and give does not; a group of "your" units
 * never takes it.
 */
function groupPhrase(options: { readonly all: boolean; readonly plural: boolean; readonly your?: boolean }): Rule<GroupAst> {
  const withYour = options.your ?? true;
  const nouns = options.plural
    ? [{ select: 'unit' as const, rule: words('units') }, { select: 'gear' as const, rule: words('gear') }]
    : [{ select: 'unit' as const, rule: words('unit') }, { select: 'gear' as const, rule: words('gear') }];
  const all = flag(words('all'));
  const your = words('your');
  return syntax<GroupAst, TextContext>(
    function* (input, at) {
      for (const [, afterAll] of all.parse(input, at)) {
        // "all other friendly units", "enemy units there"
        for (const [before, afterBefore] of modifiers(input, afterAll, GROUP_BEFORE, {}, new Set())) {
          for (const noun of nouns) {
            for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) {
              for (const [fields, next] of modifiers(input, afterNoun, GROUP_AFTER, { ...before, select: noun.select }, new Set())) yield [cleanGroup(fields), next] as const;
            }
          }
        }
        // "your other units here", "your Mechs"
        if (withYour) for (const [, afterYour] of your.parse(input, afterAll)) {
          for (const [before, afterBefore] of modifiers(input, afterYour, GROUP_BEFORE.filter((m) => !m.keys.includes('relation')), { relation: 'controlled' }, new Set())) {
            const heads: [Fields, number][] = [];
            for (const noun of nouns) for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) heads.push([{ ...before, select: noun.select }, afterNoun]);
            if (options.plural) for (const [tag, afterTag] of pluralTag.parse(input, afterBefore)) heads.push([{ ...before, select: 'unit', tag }, afterTag]);
            for (const [head, afterHead] of heads) {
              for (const [fields, next] of modifiers(input, afterHead, GROUP_AFTER.filter((m) => !m.keys.includes('relation')), head, new Set())) yield [cleanGroup(fields), next] as const;
            }
          }
        }
      }
    },
    (group, out) => {
      if (Object.keys(group).some((k) => !GROUP_SAID.has(k))) return false;
      const fields = group as Fields;
      const done = new Set<string>(['select']);
      if (group['relation'] === 'controlled' && withYour) {
        // "your units", "your Mechs": printed without "all".
        done.add('relation');
        if (!printInto(your, undefined, out)) return false;
        printModifiers(fields, GROUP_BEFORE, done, out);
        const tag = group['tag'];
        if (typeof tag === 'string' && group.select === 'unit' && options.plural) {
          done.add('tag');
          if (!printInto(pluralTag, tag, out)) return false;
        } else {
          const noun = nouns.find((n) => n.select === group.select);
          if (!noun || !printInto(noun.rule, undefined, out)) return false;
        }
      } else {
        if (options.all && !printInto(words('all'), undefined, out)) return false;
        printModifiers(fields, GROUP_BEFORE, done, out);
        const noun = nouns.find((n) => n.select === group.select);
        if (!noun || !printInto(noun.rule, undefined, out)) return false;
      }
      printModifiers(fields, GROUP_AFTER, done, out);
      return Object.keys(group).every((k) => done.has(k));
    },
  );
}

/** Every object of a group, as an effect names it instead of a target: the step's `all`. */
export interface AllOf {
  readonly all: GroupAst;
}

export function isAllOf(value: unknown): value is AllOf {
  return typeof value === 'object' && value !== null && 'all' in value;
}

function allOf(options: { readonly all: boolean }): Rule<AllOf> {
  return map(groupPhrase({ ...options, plural: true }), { to: (g) => ({ all: g }), from: (v: AllOf) => (isAllOf(v) ? v.all : NO) });
}

/** A group counted one by one, after "for each": "enemy unit there", "of your [Mighty] units". */
export const eachOf: Rule<GroupAst> = alt(
  map(t`of ${slot('g', groupPhrase({ all: false, plural: true }))}`, { to: ({ g }) => g, from: (g: GroupAst) => (g['relation'] === 'controlled' ? { g } : NO) }),
  groupPhrase({ all: false, plural: false, your: false }),
);

/** Units chosen under one name as the card is played ("up to two units", "two friendly units"): the step's `among`. */
export interface AmongOf {
  readonly among: Fields;
}

export function isAmongOf(value: unknown): value is AmongOf {
  return typeof value === 'object' && value !== null && 'among' in value;
}

const howMany: Rule<number> = alt(numberWord, digits);

/**
 * "up to two other friendly units", "up to one other unit", "two friendly units": how many
 * (up to, or exactly) and what each must be; `each`: followed by "each" ("give two friendly units
 * each +1 :rb_might:"). Named `units`; joint restrictions ("at the same location") are not read.
 */
function counted(options: { readonly each: boolean }): Rule<AmongOf> {
  const tail = options.each ? words('each') : undefined;
  const build = (exactly: boolean) =>
    syntax<AmongOf, TextContext>(
      function* (input, at) {
        let start = at;
        // "each of up to two units" reads as "up to two units".
        if (!options.each) for (const [, afterEachOf] of words('each of').parse(input, at)) start = afterEachOf;
        if (!exactly) {
          const after = [...words('up to').parse(input, start)];
          if (after.length === 0) return;
          start = (after[0] as readonly [undefined, number])[1];
        }
        for (const [count, afterCount] of howMany.parse(input, start)) {
          for (const [group, afterGroup] of groupPhrase({ all: false, plural: count !== 1, your: false }).parse(input, afterCount)) {
            if (group.select !== 'unit' || group['where'] !== undefined) continue;
            const among: Fields = { name: 'units', ...group, count, ...(exactly ? { exactly: true } : {}) };
            if (tail === undefined) yield [{ among }, afterGroup] as const;
            else for (const [, end] of tail.parse(input, afterGroup)) yield [{ among }, end] as const;
          }
        }
      },
      (value, out) => {
        if (!isAmongOf(value)) return false;
        const { name: _name, count, exactly: exact, ...group } = value.among as Fields & { count?: unknown; exactly?: unknown };
        if (typeof count !== 'number' || (exact === true) !== exactly || group['where'] !== undefined) return false;
        if (!exactly && !printInto(words('up to'), undefined, out)) return false;
        return (
          printInto(howMany, count, out) &&
          printInto(groupPhrase({ all: false, plural: count !== 1, your: false }), group as GroupAst, out) &&
          (tail === undefined || printInto(tail, undefined, out))
        );
      },
    );
  return alt(build(false), build(true));
}

type Objects = Ref | AllOf | AmongOf;

/** The object of an effect that acts on units or gear: a choice, the card itself, "it", a group ("all enemy units here"), or units chosen ("up to two units"). */
export const object: Rule<Objects> = alt<Objects, TextContext>(choice, selfObject, again, namedGroup, allOf({ all: true }) as Rule<Objects>, counted({ each: false }) as Rule<Objects>);

/** Who is given something ("give friendly units +1 :rb_might:"): as `object`, a group printed without "all", chosen units followed by "each". */
export const recipient: Rule<Objects> = alt<Objects, TextContext>(choice, selfObject, again, namedGroup, allOf({ all: false }) as Rule<Objects>, counted({ each: true }) as Rule<Objects>);

/** The Might of an object an effect names ("my Might", "its Might"): what an amount equals. */
export const mightOf: Rule<{ readonly might: Ref }> = alt<{ readonly might: Ref }, TextContext>(
  map(withContext<undefined, TextContext>((c) => words(c.type === 'unit' ? 'my Might' : 'its own Might')), { to: () => ({ might: 'self' }), from: (v) => (v.might === 'self' ? undefined : NO) }),
  map(words('its Might'), { to: () => ({ might: { again: 'it' } }), from: (v) => (isAgain(v.might as Ref) && (v.might as Again).again === 'it' ? undefined : NO) }),
);

/** The Energy cost of the last thing chosen: "its Energy cost". */
export const energyCostOf: Rule<{ readonly energyCost: Ref }> = map(words('its Energy cost'), {
  to: () => ({ energyCost: { again: 'it' } }),
  from: (v: { readonly energyCost: Ref }) => (isAgain(v.energyCost) && v.energyCost.again === 'it' ? undefined : NO),
});

/** The last thing chosen as the subject of a sentence: "It deals damage...". */
export const itSubject: Rule<Ref> = map(words('it'), { to: (): Ref => ({ again: 'it' }), from: (r: Ref) => (isAgain(r) && r.again === 'it' ? undefined : NO) });

/**
 * The units damage is split among ("any number of enemy units here", CR 355.14): a target
 * declaration of its own (`among`), named `units`, whose members are chosen as the card is played.
 */
export const splitAmong: Rule<Fields> = map(groupPhrase({ all: false, plural: true, your: false }), {
  to: (g) => (g.select === 'unit' && g['where'] === undefined && g['except'] === undefined ? { name: 'units', ...g } : NO),
  from: (among: Fields) => {
    if (typeof among !== 'object' || among === null || among['where'] !== undefined || among['except'] !== undefined) return NO;
    const { name: _name, ...group } = among;
    return group as GroupAst;
  },
});
