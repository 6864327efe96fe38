/**
 * What a player controls, as conditions and counts say it, in both languages side by side:
 * "If you control a token,", "a [[Fleeting]] Character,", "two or more Plants,", "two or more
 * other [[Boosted]] Characters," ("Si vous contrôlez un jeton,", "un Personnage [[Fugace]],",
 * "au moins deux Plantes,", "au moins deux autres Personnages [[Boostés]],": a step's
 * `ifControl` with its `status`, `subtype` or `token`), and "per [[Fleeting]] Character you
 * control", "per Robot you control" ("par Personnage [[Fugace]] que vous contrôlez", "par Robot
 * que vous contrôlez": a count of `characters`). A subtype is kept in the language read and said
 * in the plural with an "s", as unless-control.ts does; a status agrees with its noun in French
 * (every agreed form read, the masculine printed).
 */
import { alt, map, NO, optional, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracket, constantValue, either, optionalWord, t, words, type Rule } from './primitives.js';
import { oneWord } from './subjects.js';

type IfControl = NonNullable<Step['ifControl']>;
type Status = NonNullable<IfControl['status']>;
type Noun = Pick<IfControl, 'cardType' | 'subtype' | 'token'>;
type Counted = NonNullable<Step['ifHave']>['of'];

/** A language's words: statuses (singular and plural forms), nouns, and the words around them. */
interface Words {
  readonly number: Rule<number>;
  readonly statuses: { readonly one: Readonly<Record<Status, readonly string[]>>; readonly many: Readonly<Record<Status, readonly string[]>> };
  /** The nouns in the plural; the type names, which no subtype is. */
  readonly nouns: readonly (readonly [string, Noun])[];
  readonly reserved: readonly string[];
  /** "a token" and "a Character" (the article and noun, singular), one character each. */
  readonly aToken: Rule<undefined>;
  readonly aCharacter: Rule<undefined>;
  readonly character: Rule<undefined>;
  readonly other: Rule<undefined>;
  /** Where the status stands: before the noun (English) or after it (French). */
  readonly statusFirst: boolean;
  readonly control: Rule<undefined>;
  /** "two or more", "au moins deux": how many, from two. */
  readonly atLeast: (number: Rule<number>) => Rule<{ count: number }>;
  readonly youControl: Rule<undefined>;
}

function statusRule(names: Readonly<Record<Status, readonly string[]>>): Rule<Status | undefined> {
  return optional(alt(...(Object.keys(names) as Status[]).map((s) => bracket(names[s], s))));
}

/** A subtype in the plural ("Plants"), or in the singular ("Robot"): the word, a type's name excepted. */
export function subtypeWord(w: { readonly reserved: readonly string[] }, plural: boolean): Rule<string> {
  return map(oneWord, {
    to: (word) => {
      const bare = plural ? (word.length > 1 && word.endsWith('s') ? word.slice(0, -1) : NO) : word;
      return bare === NO || w.reserved.includes(bare) ? NO : bare;
    },
    from: (s: string) => (w.reserved.includes(s) || (plural && s.endsWith('s')) ? NO : plural ? `${s}s` : s),
  });
}

/** The noun with its status where the language puts it. */
function qualified<N>(w: Words, status: Rule<Status | undefined>, noun: Rule<N>): Rule<{ status: Status | undefined; noun: N }> {
  return w.statusFirst ? t`${slot('status', status)} ${slot('noun', noun)}` : t`${slot('noun', noun)} ${slot('status', status)}`;
}

/** The quality fields of a step's `ifControl` or a count, only those said. */
function qualities(status: Status | undefined, noun: Noun): Noun & { status?: Status } {
  return { ...noun, ...(status === undefined ? {} : { status }) };
}

function ifControl(w: Words): Rule<IfControl> {
  const plural: Rule<Noun> = alt(
    ...w.nouns.map(([text, noun]) => constantValue(text, noun)),
    map(subtypeWord(w, true), { to: (subtype): Noun => ({ cardType: 'character', subtype }), from: (n) => (n.subtype !== undefined && n.token === undefined ? n.subtype : NO) }),
  );
  const many = map(t`${w.control} ${slot('n', w.atLeast(w.number))} ${slot('other', optionalWord(w.other))} ${slot('what', qualified(w, statusRule(w.statuses.many), plural))} ,`, {
    to: ({ n: { count }, other, what: { status, noun } }): IfControl | typeof NO =>
      count >= 2 && (status === undefined || noun.cardType === 'character') ? { count, ...qualities(status, noun), ...(other ? { other: true as const } : {}) } : NO,
    from: ({ count, other, status, ...noun }: IfControl) => (count >= 2 ? { n: { count }, other: other === true, what: { status, noun } } : NO),
  });
  // One character: "a token", "a [[Fleeting]] Character" (never "other": the card itself is one).
  const token = map(t`${w.control} ${w.aToken} ,`, { to: (): IfControl => ({ count: 1, cardType: 'character', token: true }), from: (c: IfControl) => (c.count === 1 && c.token === true && c.status === undefined && c.subtype === undefined && c.other === undefined ? {} : NO) });
  const single = w.statusFirst ? t`${w.control} ${w.aCharacter} ${slot('status', statusRule(w.statuses.one))} ${w.character} ,` : t`${w.control} ${w.aCharacter} ${w.character} ${slot('status', statusRule(w.statuses.one))} ,`;
  const one = map(single, {
    to: ({ status }): IfControl => ({ count: 1, cardType: 'character', ...(status === undefined ? {} : { status }) }),
    from: (c: IfControl) => (c.count === 1 && c.cardType === 'character' && c.token === undefined && c.subtype === undefined && c.other === undefined ? { status: c.status } : NO),
  });
  return alt(many, token, one);
}

/** "per [[Fleeting]] Character you control", "per Robot you control": a count of characters. */
function perCharacter(w: Words): Rule<Counted> {
  const noun: Rule<Noun> = alt(
    constantValue(w.character, { cardType: 'character' } as Noun),
    map(subtypeWord(w, false), { to: (subtype): Noun => ({ cardType: 'character', subtype }), from: (n) => (n.subtype !== undefined ? n.subtype : NO) }),
  );
  return map(t`${slot('what', qualified(w, statusRule(w.statuses.one), noun))} ${w.youControl}`, {
    to: ({ what: { status, noun: n } }): Counted | typeof NO => (status !== undefined && n.subtype !== undefined ? NO : { what: 'characters', ...(n.subtype === undefined ? {} : { subtype: n.subtype }), ...(status === undefined ? {} : { status }) }),
    from: (c: Counted) => (c.what === 'characters' ? { what: { status: c.status, noun: { cardType: 'character', ...(c.subtype === undefined ? {} : { subtype: c.subtype }) } as Noun } } : NO),
  });
}

const ENGLISH_STATUSES = { fleeting: ['[Fleeting]'], anchored: ['[Anchored]'], asleep: ['[Asleep]'], boosted: ['[Boosted]'] } as const;

function controlWords(w: Words) {
  return { ifControl: ifControl(w), perCharacter: perCharacter(w) };
}

export const controlledCharacters = {
  en: (number: Rule<number>) =>
    controlWords({
      number,
      statuses: { one: ENGLISH_STATUSES, many: ENGLISH_STATUSES },
      nouns: [['Characters', { cardType: 'character' }], ['Landmarks', { cardType: 'landmark' }], ['Permanents', { cardType: 'permanent' }], ['tokens', { cardType: 'character', token: true }]],
      reserved: ['Character', 'Landmark', 'Permanent', 'Spell', 'Expedition', 'Hero', 'Companion', 'Card'],
      aToken: words('a token'),
      aCharacter: either('a', 'an'),
      character: words('Character'),
      other: words('other'),
      statusFirst: true,
      control: words('if you control'),
      atLeast: (n) => t`${slot('count', n)} or more`,
      youControl: words('you control'),
    }),
  fr: (number: Rule<number>) =>
    controlWords({
      number,
      statuses: {
        one: { fleeting: ['[Fugace]'], anchored: ['[Ancré]', '[Ancrée]'], asleep: ['[Endormi]', '[Endormie]'], boosted: ['[Boosté]', '[Boostée]'] },
        many: { fleeting: ['[Fugaces]', '[Fugace]'], anchored: ['[Ancrés]', '[Ancrées]'], asleep: ['[Endormis]', '[Endormies]'], boosted: ['[Boostés]', '[Boostées]'] },
      },
      nouns: [['Personnages', { cardType: 'character' }], ['Repères', { cardType: 'landmark' }], ['Permanents', { cardType: 'permanent' }], ['jetons', { cardType: 'character', token: true }]],
      reserved: ['Personnage', 'Repère', 'Permanent', 'Sort', 'Expédition', 'Héros', 'Compagnon', 'Carte'],
      aToken: words('un jeton'),
      aCharacter: words('un'),
      character: words('Personnage'),
      other: words('autres'),
      statusFirst: false,
      control: words('si vous contrôlez'),
      atLeast: (n) => t`au moins ${slot('count', n)}`,
      youControl: words('que vous contrôlez'),
    }),
};
