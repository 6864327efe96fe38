/**
 * Several targets for one "target" (glossary 5.2.3.b), in both languages: "up to two target
 * Characters", "up to two target Permanents you control", "up to two targets, Characters or
 * Permanents", "any number of target Characters", each bounded or not by a total, "with a total
 * Hand Cost {6} or less", "with total {M} of 4 or less" ("jusqu'à deux Personnages ciblés",
 * "jusqu'à deux Permanents ciblés que vous contrôlez", "jusqu'à deux cibles, Personnages ou
 * Permanents", "n'importe quel nombre de Personnages ciblés", "avec un Coût de Main total de {6}
 * ou moins", "avec un total de 4 {M} ou moins"): the target's `count`. As a subject they take
 * the plural verb and "each" ("Up to three target Characters each gain 2 boosts", "Jusqu'à deux
 * Personnages ciblés gagnent chacun 1 boost"). "Up to one" is printed from two on: French
 * prints "up to one target" as it prints "you may have target ..." (have-and-give.ts).
 */
import { alt, map, NO, pair, pure, slot } from '../../../engine/syntax/syntax.js';
import type { Terrain } from '../schema/file-schemas.js';
import type { Named, Target, TargetCount } from './ast.js';
import { terrain } from './passives.js';
import { constant, digits, mana, t, words, type Rule } from './primitives.js';
import { subject, type Who } from './subjects.js';

type Total = NonNullable<TargetCount['total']>;

/** A language's words for several targets. */
interface SeveralWords {
  /** "up to": before the number. */
  readonly upTo: string;
  readonly anyNumber: string;
  /** The plural nouns of each kind of target, as printed after the quantity. */
  readonly nouns: readonly (readonly [string, Target])[];
  /** "with a total Hand Cost {6} or less", "with total {M} of 4 or less": the total as the language says it. */
  readonly total: Rule<Total>;
}

/** How many: "up to two" (from two), or "any number of" (no bound of its own). */
function quantity(said: SeveralWords, number: Rule<number>): Rule<number | undefined> {
  return alt(
    map(t`${words(said.upTo)} ${slot('n', number)}`, { to: ({ n }) => (n >= 2 ? n : NO), from: (n) => (n !== undefined && n >= 2 ? { n } : NO) }),
    constant(said.anyNumber, undefined),
  );
}

/** The targets said in full, with their count. */
function severalNamed(said: SeveralWords, number: Rule<number>): Rule<Named> {
  const noun = alt(...said.nouns.map(([text, target]) => constant(text, target)));
  const bounded = map(said.total, { to: (sum): Total | undefined => sum, from: (sum: Total | undefined) => (sum === undefined ? NO : sum) });
  const total = alt<Total | undefined, undefined>(bounded, pure<Total | undefined, undefined>(undefined));
  return map(pair(pair(quantity(said, number), noun), total), {
    to: ([[upTo, target], sum]) => {
      if (upTo === undefined && sum === undefined) return NO;
      const count: TargetCount = { ...(upTo === undefined ? {} : { upTo }), ...(sum === undefined ? {} : { total: sum }) };
      return { target, count } as Named;
    },
    from: (n) => {
      if (!('target' in n) || n.count === undefined || n.handCost !== undefined || n.scope !== undefined) return NO;
      if (n.count.upTo === undefined && n.count.total === undefined) return NO;
      return [[n.count.upTo, n.target], n.count.total] as const;
    },
  });
}

/** A total's words: the Hand Cost's, and a statistic's. */
function totals(handCost: Rule<number>, statistic: Rule<{ of: Terrain; atMost: number }>): Rule<Total> {
  return alt(
    map(handCost, { to: (atMost) => ({ of: 'handCost', atMost }) as Total, from: (s) => (s.of === 'handCost' ? s.atMost : NO) }),
    map(statistic, { to: (s): Total => s, from: (s) => (s.of === 'handCost' ? NO : { of: s.of, atMost: s.atMost }) }),
  );
}

const ENGLISH: SeveralWords = {
  upTo: 'up to',
  anyNumber: 'any number of',
  nouns: [
    ['target Characters you control', 'friendlyCharacter'],
    ['target Characters', 'anyCharacter'],
    ['target Permanents you control', 'friendlyPermanent'],
    ['target Permanents', 'anyPermanent'],
    ['targets , Characters or Permanents', 'anyCharacterOrPermanent'],
  ],
  total: totals(
    map(t`with a total Hand Cost ${slot('n', mana)} or less`, { to: ({ n }) => n, from: (n) => ({ n }) }),
    map(t`with total ${slot('of', terrain)} of ${slot('atMost', digits)} or less`, { to: ({ of, atMost }) => ({ of, atMost }), from: (s) => ({ of: s.of, atMost: s.atMost }) }),
  ),
};

const FRENCH: SeveralWords = {
  upTo: "jusqu' à",
  anyNumber: "n' importe quel nombre de",
  nouns: [
    ['Personnages ciblés que vous contrôlez', 'friendlyCharacter'],
    ['Personnages ciblés', 'anyCharacter'],
    ['Permanents ciblés que vous contrôlez', 'friendlyPermanent'],
    ['Permanents ciblés', 'anyPermanent'],
    ['cibles , Personnages ou Permanents', 'anyCharacterOrPermanent'],
  ],
  total: totals(
    map(t`avec un Coût de Main total de ${slot('n', mana)} ou moins`, { to: ({ n }) => n, from: (n) => ({ n }) }),
    map(t`avec un total de ${slot('atMost', digits)} ${slot('of', terrain)} ou moins`, { to: ({ of, atMost }) => ({ of, atMost }), from: (s) => ({ of: s.of, atMost: s.atMost }) }),
  ),
};

/** Several targets as a subject, with the plural verb and "each" (`verb`: "each gain", "gagnent chacun"). */
function severalSubject(named: Rule<Named>, verb: string): Rule<Who> {
  return subject(undefined, named, words(verb));
}

export const severalTargets = {
  en: (number: Rule<number>) => {
    const named = severalNamed(ENGLISH, number);
    return { named, gains: severalSubject(named, 'each gain'), loses: severalSubject(named, 'each lose') };
  },
  fr: (number: Rule<number>) => {
    const named = severalNamed(FRENCH, number);
    return { named, gains: severalSubject(named, 'gagnent chacun'), loses: severalSubject(named, 'perdent chacun') };
  },
};
