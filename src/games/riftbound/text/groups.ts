/**
 * Groups as printed, every unit or gear that fits (`all`, mechanics/groups.ts finds them): "all
 * enemy units at a battlefield", "friendly units there", "your other units", "your Mechs", "all
 * gear"; a group counted after "for each"; the units damage is split among; and units chosen
 * under one name as the card is played ("up to two units", `among`).
 */
import { alt, flag, map, NO, optional, printInto, slot, syntax, token, type WordingList } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { BEFORE, fixed, fixedFields, keywordModifier, maxMight, modifiers, printModifiers, type Fields, type Modifier } from './noun-phrases.js';
import { constant, digits, either, numberWord, t, words, type Rule } from './primitives.js';
import { ANOTHER, type GroupAst } from './targets.js';

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
  // "all enemy units with 2 :rb_might: or less": their Might as the step resolves.
  maxMight,
];

/** A champion tag in the plural, as "your Mechs" prints it: a capitalised word and an s. */
export const pluralTag: Rule<string> = token(
  'word',
  (text) => (/^[A-Z][a-z]+s$/.test(text) && text.length > 3 ? text.slice(0, -1) : undefined),
  (tag) => (/^[A-Z][a-z]+$/.test(tag) ? `${tag}s` : undefined),
);

/** The fields a group phrase may say. */
const GROUP_SAID = new Set<string>(['select', 'relation', 'at', 'where', 'maxMight', 'mighty', 'buffed', 'token', 'keyword', 'tag', 'equipped', 'attached', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except']);
const GROUP_ORDER = ['select', 'relation', 'at', 'where', 'maxMight', 'mighty', 'buffed', 'token', 'keyword', 'tag', 'equipped', 'attached', 'exhausted', 'stunned', 'damaged', 'attacking', 'defending', 'inCombat', 'except'] as const;

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
  // "Equipment" is a gear's tag, the same word in the singular and the plural ("for each Equipment you control").
  const equipment = { select: 'gear' as const, rule: words('Equipment'), tag: 'Equipment' };
  const nouns: readonly { readonly select: 'unit' | 'gear'; readonly rule: Rule<undefined>; readonly tag?: string }[] = options.plural
    ? [{ select: 'unit', rule: words('units') }, { select: 'gear', rule: words('gear') }, equipment]
    : [{ select: 'unit', rule: words('unit') }, { select: 'gear', rule: words('gear') }, equipment];
  const withTag = (fields: Fields, noun: (typeof nouns)[number]): Fields => ({ ...fields, select: noun.select, ...(noun.tag === undefined ? {} : { tag: noun.tag }) });
  const nounOf = (group: GroupAst): (typeof nouns)[number] | undefined => nouns.find((n) => n.select === group.select && (n.tag === undefined || n.tag === group['tag']) && (n.tag !== undefined || group['tag'] !== 'Equipment'));
  const all = flag(words('all'));
  const your = words('your');
  return syntax<GroupAst, TextContext>(
    function* (input, at) {
      for (const [, afterAll] of all.parse(input, at)) {
        // "all other friendly units", "enemy units there"
        for (const [before, afterBefore] of modifiers(input, afterAll, GROUP_BEFORE, {}, new Set())) {
          for (const noun of nouns) {
            for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) {
              for (const [fields, next] of modifiers(input, afterNoun, GROUP_AFTER, withTag(before, noun), new Set())) yield [cleanGroup(fields), next] as const;
            }
          }
        }
        // "your other units here", "your Mechs"
        if (withYour) for (const [, afterYour] of your.parse(input, afterAll)) {
          for (const [before, afterBefore] of modifiers(input, afterYour, GROUP_BEFORE.filter((m) => !m.keys.includes('relation')), { relation: 'controlled' }, new Set())) {
            const heads: [Fields, number][] = [];
            for (const noun of nouns) for (const [, afterNoun] of noun.rule.parse(input, afterBefore)) heads.push([withTag(before, noun), afterNoun]);
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
          const noun = nounOf(group);
          if (!noun || !printInto(noun.rule, undefined, out)) return false;
          if (noun.tag !== undefined) done.add('tag');
        }
      } else {
        if (options.all && !printInto(words('all'), undefined, out)) return false;
        printModifiers(fields, GROUP_BEFORE, done, out);
        const noun = nounOf(group);
        if (!noun || !printInto(noun.rule, undefined, out)) return false;
        if (noun.tag !== undefined) done.add('tag');
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

export function allOf(options: { readonly all: boolean }): Rule<AllOf> {
  return map(groupPhrase({ ...options, plural: true }), { to: (g) => ({ all: g }), from: (v: AllOf) => (isAllOf(v) ? v.all : NO) });
}

/** Whose a counted battlefield is (CR 187): the controller's alone, or theirs or a teammate's. */
const battlefieldControl: Rule<'controlled' | 'friendly'> = alt(constant('you control', 'controlled' as const), constant('you or allies control', 'friendly' as const));

/** "other battlefield you or allies control": battlefields counted by who controls them, the card's own left out by "other". */
const countedBattlefield: Rule<GroupAst> = map(t`${slot('other', flag(words('other')))} battlefield ${slot('relation', battlefieldControl)}`, {
  to: ({ other, relation }) => ({ select: 'battlefield', relation, ...(other ? { except: ANOTHER } : {}) }),
  from: (g: GroupAst) => {
    const { select, relation, except, ...rest } = g;
    if (select !== 'battlefield' || (relation !== 'controlled' && relation !== 'friendly') || Object.keys(rest).length > 0) return NO;
    if (except !== undefined && JSON.stringify(except) !== JSON.stringify(ANOTHER)) return NO;
    return { other: except !== undefined, relation };
  },
});

/** A group counted one by one, after "for each": "enemy unit there", "of your [Mighty] units", "battlefield you control". */
export const eachOf: Rule<GroupAst> = alt(
  countedBattlefield,
  // "of your Equipment" is read, but printed as the cards print it, "Equipment you control".
  map(t`of ${slot('g', groupPhrase({ all: false, plural: true }))}`, { to: ({ g }) => g, from: (g: GroupAst) => (g['relation'] === 'controlled' && g['tag'] !== 'Equipment' ? { g } : NO) }),
  groupPhrase({ all: false, plural: false, your: false }),
);

/** Units chosen under one name as the card is played ("up to two units", "two friendly units"): the step's `among`. */
export interface AmongOf {
  readonly among: Fields;
  /** How the phrase was printed: `eachOf` ("each of up to two units"), `digits` ("up to 2 units"). The step carries it (step.ts). */
  readonly wording?: WordingList;
}

/** The wordings of units chosen under one name, which the step carries for them. */
export const AMONG_WORDINGS: readonly string[] = ['eachOf', 'digits'];

export function isAmongOf(value: unknown): value is AmongOf {
  return typeof value === 'object' && value !== null && 'among' in value;
}

const howMany: Rule<number> = alt(numberWord, digits);

/**
 * "up to two other friendly units", "up to one other unit", "two friendly units": how many
 * (up to, or exactly) and what each must be; `each`: followed by "each" ("give two friendly units
 * each +1 :rb_might:"). Named `units`; "at the same location" after them asks them to be at one
 * location (`together`).
 */
export function counted(options: { readonly each: boolean }): Rule<AmongOf> {
  const tail = options.each ? words('each') : undefined;
  const build = (exactly: boolean) =>
    syntax<AmongOf, TextContext>(
      function* (input, at) {
        let start = at;
        const wording: string[] = [];
        // "each of up to two units" says what "up to two units" says (the wording `eachOf`).
        if (!options.each) for (const [, afterEachOf] of words('each of').parse(input, at)) (start = afterEachOf), wording.push('eachOf');
        if (!exactly) {
          const after = [...words('up to').parse(input, start)];
          if (after.length === 0) return;
          start = (after[0] as readonly [undefined, number])[1];
        }
        for (const [inDigits, counting] of [[false, numberWord], [true, digits]] as const) {
          for (const [count, afterCount] of counting.parse(input, start)) {
            const said = inDigits ? [...wording, 'digits'] : wording;
            for (const [group, afterGroup] of groupPhrase({ all: false, plural: count !== 1, your: false }).parse(input, afterCount)) {
              if (group.select !== 'unit' || group['where'] !== undefined) continue;
              for (const [joint, afterJoint] of sameLocation.parse(input, afterGroup)) {
                if (joint !== undefined && group['at'] !== undefined) continue;
                const among: Fields = { name: 'units', ...group, count, ...(exactly ? { exactly: true } : {}), ...joint };
                const value: AmongOf = { among, ...(said.length > 0 ? { wording: said } : {}) };
                if (tail === undefined) yield [value, afterJoint] as const;
                else for (const [, end] of tail.parse(input, afterJoint)) yield [value, end] as const;
              }
            }
          }
        }
      },
      (value, out) => {
        if (!isAmongOf(value)) return false;
        const { name: _name, count, exactly: exact, together, ...rest } = value.among as Fields & { count?: unknown; exactly?: unknown; together?: unknown };
        if (typeof count !== 'number' || (exact === true) !== exactly || rest['where'] !== undefined) return false;
        if (together !== undefined && together !== true) return false;
        const joint: Joint | undefined = together === true ? { together: true, ...(rest['at'] === undefined ? {} : { at: rest['at'] as 'battlefield' }) } : undefined;
        if (joint?.at !== undefined && joint.at !== 'battlefield') return false;
        const group = joint === undefined ? rest : { ...rest, at: undefined };
        const wording = value.wording ?? [];
        if (!wording.every((w) => AMONG_WORDINGS.includes(w)) || (options.each && wording.includes('eachOf'))) return false;
        if (wording.includes('eachOf') && !printInto(words('each of'), undefined, out)) return false;
        if (!exactly && !printInto(words('up to'), undefined, out)) return false;
        return (
          printInto(wording.includes('digits') ? digits : howMany, count, out) &&
          printInto(groupPhrase({ all: false, plural: count !== 1, your: false }), cleanGroup(group) as GroupAst, out) &&
          printInto(sameLocation, joint, out) &&
          (tail === undefined || printInto(tail, undefined, out))
        );
      },
    );
  return options.each ? alt(build(false), build(true)) : alt(build(false), build(true), anyNumber);
}

/**
 * A joint restriction after units chosen under one name (CR 355.11.b): "at the same location"
 * (all at one base or one battlefield) or "at the same battlefield" (all at one battlefield), or
 * nothing.
 */
type Joint = { readonly together: true; readonly at?: 'battlefield' };
const sameLocation: Rule<Joint | undefined> = optional(
  alt<Joint, TextContext>(
    map(words('at the same location'), { to: (): Joint => ({ together: true }), from: (j: Joint) => (j.at === undefined ? undefined : NO) }),
    map(words('at the same battlefield'), { to: (): Joint => ({ together: true, at: 'battlefield' }), from: (j: Joint) => (j.at === 'battlefield' ? undefined : NO) }),
  ),
);

/** "at a battlefield" after a group: a battlefield chosen, its units then chosen among (CR 355.11.b). */
const AT_A_BATTLEFIELD = JSON.stringify({ choose: { select: 'battlefield' } });

/**
 * "any number of friendly units at a battlefield", "any number of your token units": units
 * chosen as the card is played, as many as its player wants, none included (CR 355.13): an
 * `among` without a count. "At a battlefield" asks them to be at one battlefield (`together`,
 * CR 355.11.b).
 */
const anyNumber: Rule<AmongOf> = syntax<AmongOf, TextContext>(
  function* (input, at) {
    for (const [, start] of words('any number of').parse(input, at)) {
      for (const [group, next] of groupPhrase({ all: false, plural: true }).parse(input, start)) {
        if (group.select !== 'unit') continue;
        const { where, ...rest } = group;
        if (where !== undefined && JSON.stringify(where) !== AT_A_BATTLEFIELD) continue;
        if (where !== undefined && rest['at'] !== undefined) continue;
        const among: Fields = { name: 'units', ...rest, ...(where === undefined ? {} : { at: 'battlefield', together: true }) };
        for (const [most, end] of totalMight.parse(input, next)) yield [{ among: most === undefined ? among : { ...among, totalMaxMight: most } }, end] as const;
      }
    }
  },
  (value, out) => {
    if (!isAmongOf(value)) return false;
    const { name: _name, count, exactly, together, totalMaxMight, ...group } = value.among as Fields & { count?: unknown; exactly?: unknown; together?: unknown; totalMaxMight?: unknown };
    if (count !== undefined || exactly !== undefined || group['where'] !== undefined) return false;
    if (together !== undefined && (together !== true || group['at'] !== 'battlefield')) return false;
    if (totalMaxMight !== undefined && typeof totalMaxMight !== 'number') return false;
    const said = together === true ? { ...group, at: undefined, where: JSON.parse(AT_A_BATTLEFIELD) as unknown } : group;
    return printInto(words('any number of'), undefined, out) && printInto(groupPhrase({ all: false, plural: true }), cleanGroup(said) as GroupAst, out) && printInto(totalMight, totalMaxMight, out);
  },
);

/** "with total Might 4 or less" after units chosen under one name: a limit on their Might together (`totalMaxMight`, CR 355.11). */
const totalMight: Rule<number | undefined> = optional(map(t`with total Might ${slot('most', digits)} or less`, { to: ({ most }) => most, from: (most: number) => ({ most }) }));

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
