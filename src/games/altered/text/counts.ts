/**
 * Counts, in both languages side by side (card data: what reads/counts.ts of the engine counts):
 * a condition before a step, "If you have two or more cards in Reserve,", "If you have three
 * or more base statistics of 0 among Characters you control," ("Si vous avez au moins deux
 * cartes en Réserve,", "Si vous avez au moins trois statistiques de base 0 parmi les
 * Personnages que vous contrôlez,": the step's `ifHave`); and boosts given once per thing
 * counted, "If there are two or more exhausted cards in Reserve," ("S'il y a au moins deux cartes
 * épuisées en Réserve,"); "I gain 2 boosts per card in your Reserve.", "... per Expedition in {V}.",
 * "... per [[Fleeting]] Character you control." ("Je gagne 2 boosts par carte dans votre Réserve.",
 * "... par Expédition en {V}.", "... par Personnage [[Fugace]] que vous contrôlez.": the boost's `per`).
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constantValue, either, t, words, type Rule } from './primitives.js';
import { boosts, gainStep, type Who } from './subjects.js';
import { terrain } from './passives.js';
import { controlledCharacters } from './controlled-characters.js';

type IfHave = NonNullable<Step['ifHave']>;
type Counted = IfHave['of'];

/** A language's words: numbers from two, the things counted as a condition says them (plural), and as "per" says them (singular). */
interface Words {
  readonly number: Rule<number>;
  readonly have: (count: Rule<number>, counted: Rule<Counted>) => Rule<{ count: number; counted: Counted }>;
  readonly haveCounted: Rule<Counted>;
  /** "if there are N or more ...,": what is counted in every player's sight rather than had (the exhausted cards in Reserve). */
  readonly thereAre: (count: Rule<number>, counted: Rule<Counted>) => Rule<{ count: number; counted: Counted }>;
  readonly thereCounted: Rule<Counted>;
  readonly per: (counted: Rule<Counted>) => Rule<{ counted: Counted }>;
  readonly perCounted: Rule<Counted>;
  readonly boost: Rule<undefined>;
  readonly boosts: Rule<undefined>;
}

/** The expeditions in a terrain: the language's words before the terrain's symbol. */
function expeditionsIn(before: string): Rule<Counted> {
  return map(pair(words(before), terrain), { to: ([, where]) => ({ what: 'expeditions', terrain: where }) as Counted, from: (c) => (c.what === 'expeditions' && c.terrain !== undefined ? ([undefined, c.terrain] as const) : NO) });
}

/** A step after the condition "if you have N or more ...," (or "if there are N or more ...,"), the step read without one. */
function haveCondition(w: Words, step: Rule<Step>): Rule<Step> {
  const enough = (rule: Rule<{ count: number; counted: Counted }>) =>
    map(rule, {
      to: ({ count, counted }) => (count >= 2 ? ({ atLeast: count, of: counted } as IfHave) : NO),
      from: (c: IfHave) => ({ count: c.atLeast, counted: c.of }),
    });
  const condition = alt(enough(w.have(w.number, w.haveCounted)), enough(w.thereAre(w.number, w.thereCounted)));
  const after = map(pair(condition, step), {
    to: ([c, s]) => (s.ifHave === undefined ? ({ ...s, ifHave: c } as Step) : NO),
    from: (s) => {
      if (s.ifHave === undefined) return NO;
      const { ifHave, ...rest } = s;
      return [ifHave, rest as Step] as const;
    },
  });
  return alt(step, after);
}

/** "gains 1 boost per ...": the boosts given once per thing counted. */
function boostsPer(w: Words, who: Rule<Who>): Rule<Step> {
  return gainStep(
    who,
    pair(boosts(w.boost, w.boosts), w.per(w.perCounted)),
    ([amount, { counted }]) => ({ op: 'boost', amount, per: counted }),
    (s) => (s.op === 'boost' && s.per !== undefined ? ([s.amount, { counted: s.per }] as const) : NO),
  );
}

function counts(w: Words) {
  return { ifHave: (step: Rule<Step>) => haveCondition(w, step), boostsPer: (who: Rule<Who>) => boostsPer(w, who), per: w.per(w.perCounted) };
}

export const countWords = {
  en: (number: Rule<number>) =>
    counts({
      number,
      have: (count, counted) => t`if you have ${slot('count', count)} or more ${slot('counted', counted)} ,`,
      haveCounted: alt(
        constantValue('cards in Reserve', { what: 'reserveCards' } as Counted),
        constantValue('base statistics of 0 among Characters you control', { what: 'zeroBaseStatistics' } as Counted),
      ),
      thereAre: (count, counted) => t`if there are ${slot('count', count)} or more ${slot('counted', counted)} ,`,
      thereCounted: constantValue('exhausted cards in Reserve', { what: 'exhaustedReserveCards' } as Counted),
      per: (counted) => t`per ${slot('counted', counted)}`,
      perCounted: alt(constantValue('card in your Reserve', { what: 'reserveCards' } as Counted), expeditionsIn('Expedition in'), controlledCharacters.en(number).perCharacter),
      boost: words('boost'),
      boosts: words('boosts'),
    }),
  fr: (number: Rule<number>) =>
    counts({
      number,
      have: (count, counted) => t`si vous avez au moins ${slot('count', count)} ${slot('counted', counted)} ,`,
      haveCounted: alt(
        constantValue('cartes en Réserve', { what: 'reserveCards' } as Counted),
        constantValue(either('statistiques de base 0 parmi les Personnages que vous contrôlez', 'statistiques de base de 0 parmi les Personnages que vous contrôlez'), { what: 'zeroBaseStatistics' } as Counted),
      ),
      thereAre: (count, counted) => t`s'il y a au moins ${slot('count', count)} ${slot('counted', counted)} ,`,
      thereCounted: constantValue('cartes épuisées en Réserve', { what: 'exhaustedReserveCards' } as Counted),
      per: (counted) => t`par ${slot('counted', counted)}`,
      perCounted: alt(constantValue('carte dans votre Réserve', { what: 'reserveCards' } as Counted), expeditionsIn('Expédition en'), controlledCharacters.fr(number).perCharacter),
      boost: words('boost'),
      boosts: words('boosts'),
    }),
};
