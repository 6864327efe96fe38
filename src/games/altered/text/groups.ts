/**
 * Groups of characters a step acts on instead of a target, in both languages side by side (the
 * step's `all`): "Characters you control gain 1 boost", "All other Characters you control gain
 * ...", "Each Character your opponents control gains ..." ("Les Personnages que vous contrôlez
 * gagnent 1 boost", "Tous les autres Personnages ...", "Chaque Personnage que vos adversaires
 * contrôlent gagne ..."). The plain plural and "all" take the plural verb, "each" the singular;
 * the wording is kept so the card reads back as printed. A subtype's group names its subtype
 * instead of the Characters ("Robots you control gain 1 boost", "Les Robots que vous contrôlez
 * gagnent 1 boost": `subtype`).
 */
import { alt, map, NO, pure, slot } from '../../../engine/syntax/syntax.js';
import { constant, optionalWord, t, words, type Rule } from './primitives.js';
import type { Group } from './subjects.js';
import { subtypeWord } from './controlled-characters.js';
import { lex } from './lexer.js';

/**
 * A rule read only where one of `after` (fixed words) follows it, so a sentence that opens with a
 * word of another kind ("Toss a coin") is not taken for a subtype's group, nor reported as read.
 */
function followedBy<A>(rule: Rule<A>, after: readonly string[]): Rule<A> {
  const nexts = after.map((text) => lex(text).map((tok) => tok.text.toLowerCase()));
  return {
    *parse(input, at) {
      const next = input.tokens.slice(at + 1);
      if (!nexts.some((words) => words.every((w, i) => next[i]?.text.toLowerCase() === w))) return;
      yield* rule.parse(input, at);
    },
    print: (value, out) => rule.print(value, out),
  };
}

type Controller = Group['controller'];
type Wording = Group['wording'];

/** A language's words for a group: its openings by wording, "other", and whose characters they are. */
interface GroupWords {
  /** The plain plural, "all" and "each", each before "other" and the noun. */
  readonly opening: Readonly<Record<'plain' | 'all' | 'each', string>>;
  readonly other: Readonly<Record<'plural' | 'singular', string>>;
  readonly noun: Readonly<Record<'plural' | 'singular', string>>;
  /** After the noun: whose characters ("you control"); everyone's have none. */
  readonly whose: Readonly<Record<Exclude<Controller, 'everyone' | 'target'>, string>>;
  /** The targeted player's characters ("controlled by target player"), agreed with the noun in French. */
  readonly targets: Readonly<Record<'plural' | 'singular', string>>;
  /** The type names, which no subtype is ("Robots you control": a subtype's group, its noun with an "s" in the plural). */
  readonly reserved: readonly string[];
}

function groups(said: GroupWords, verb: { readonly singular: string; readonly plural: string }): Rule<Group> {
  const whose = (number: 'plural' | 'singular'): Rule<Controller> => alt(
    constant(said.whose.you, 'you' as const),
    constant(said.whose.opponents, 'opponents' as const),
    constant(said.targets[number], 'target' as const),
    constant(pure<undefined, undefined>(undefined), 'everyone' as const),
  );
  // The characters, or those of one subtype.
  const noun = (number: 'plural' | 'singular'): Rule<string | undefined> => alt(
    map(words(said.noun[number]), { to: () => undefined, from: (s: string | undefined) => (s === undefined ? undefined : NO) }),
    map(followedBy(subtypeWord(said, number === 'plural'), [said.whose.you, said.whose.opponents, said.targets[number], verb[number]]), { to: (s): string | undefined => s, from: (s: string | undefined) => (s === undefined ? NO : s) }),
  );
  const form = (wording: Wording, number: 'plural' | 'singular', opening: string) =>
    map(t`${opening === '' ? pure<undefined, undefined>(undefined) : words(opening)} ${slot('other', optionalWord(words(said.other[number])))} ${slot('subtype', noun(number))} ${slot('controller', whose(number))} ${words(verb[number])}`, {
      to: ({ other, subtype, controller }) => ({ controller, ...(other ? { other: true as const } : {}), ...(wording === undefined ? {} : { wording }), ...(subtype === undefined ? {} : { subtype }) }) as Group,
      from: (g) => (g.wording === wording ? { other: g.other === true, subtype: g.subtype, controller: g.controller } : NO),
    });
  return alt(form(undefined, 'plural', said.opening.plain), form('all', 'plural', said.opening.all), form('each', 'singular', said.opening.each));
}

export const characterGroups = {
  /** English, with the verb's singular and plural ("gains", "gain"). */
  en: (singular: string, plural: string): Rule<Group> =>
    groups(
      { opening: { plain: '', all: 'all', each: 'each' }, other: { plural: 'other', singular: 'other' }, noun: { plural: 'Characters', singular: 'Character' }, whose: { you: 'you control', opponents: 'your opponents control' }, targets: { plural: 'controlled by target player', singular: 'controlled by target player' }, reserved: ['Character', 'Landmark', 'Permanent', 'Spell', 'Expedition', 'Hero', 'Companion', 'Card'] },
      { singular, plural },
    ),
  /** French, with the verb's singular and plural ("gagne", "gagnent"). */
  fr: (singular: string, plural: string): Rule<Group> =>
    groups(
      {
        opening: { plain: 'les', all: 'tous les', each: 'chaque' },
        other: { plural: 'autres', singular: 'autre' },
        noun: { plural: 'Personnages', singular: 'Personnage' },
        whose: { you: 'que vous contrôlez', opponents: 'que vos adversaires contrôlent' },
        targets: { plural: 'contrôlés par le joueur ciblé', singular: 'contrôlé par le joueur ciblé' },
        reserved: ['Personnage', 'Repère', 'Permanent', 'Sort', 'Expédition', 'Héros', 'Compagnon', 'Carte'],
      },
      { singular, plural },
    ),
};
