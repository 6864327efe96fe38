/**
 * Expeditions as the text names them, in both languages side by side (card data: an effect's
 * `expedition`, the `expedition` target, `ifMyExpedition`, the reactions of "my Expedition"):
 * where a token is created ("in target Expedition", "dans mon Expédition"), an expedition that
 * moves ("Target Expedition moves forward one region", "Une Expédition ciblée avance d'une
 * région"), "If my Expedition is behind," ("Si mon Expédition est en retard,") and the triggers
 * "When my Expedition moves forward" and "... fails to move forward during Dusk".
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { EXPEDITION_REFS, STANDINGS } from '../schema/file-schemas.js';
import type { Step, TriggerValue } from './ast.js';
import { constant, constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Ref = (typeof EXPEDITION_REFS)[number];
type Standing = (typeof STANDINGS)[number];

/** A language's words: each expedition named, the moves, the standings and the triggers. */
interface Words {
  /** Each reference as a noun phrase, the first wording printed (tokens distributed have a phrase of their own: distributed-tokens.ts). */
  readonly refs: Readonly<Record<Exclude<Ref, 'distributed'>, string>>;
  /** "moves forward one region" (the count is the value), "moves backwards ..." as a negative count. */
  readonly moves: Rule<number>;
  /** "if my Expedition is", before the standing, and the standing's words. */
  readonly ifMine: Rule<undefined>;
  readonly standings: Readonly<Record<Standing, string>>;
  readonly comma: Rule<undefined>;
  readonly whenMineMoves: string;
  readonly whenMineFails: string;
}

/** The steps whose object or place is the targeted expedition name it as the ability's target. */
function named(ref: Ref): Pick<Step, 'names'> {
  return ref === 'target' ? { names: { target: 'expedition' } } : {};
}

function phrases(w: Words) {
  const where: Rule<Ref> = alt(...(Object.entries(w.refs) as [Ref, string][]).map(([ref, text]) => constant(text, ref)));
  const standing: Rule<Standing> = alt(...(Object.entries(w.standings) as [Standing, string][]).map(([s, text]) => constant(text, s)));
  return {
    /** Where a token is created: any reference (card data: `createToken`'s `expedition`). */
    where,
    /** The step's fields that name its place: the target, when it is the targeted expedition. */
    named,
    /** "<an expedition> moves forward N regions" (or backwards): `moveExpedition` for you. */
    move: stepPhrase(
      t`${slot('ref', where)} ${slot('regions', w.moves)}`,
      ({ ref, regions }) => ({ op: 'moveExpedition', expedition: ref, regions, ...named(ref) }) as Step,
      (s) => (s.op === 'moveExpedition' && s.player === undefined ? { ref: s.expedition, regions: s.regions } : NO),
    ),
    /** "if my Expedition is behind,": card data's `ifMyExpedition`. */
    ifMyExpedition: map(t`${w.ifMine} ${slot('standing', standing)} ${w.comma}`, { to: ({ standing: s }) => s, from: (s: Standing) => ({ standing: s }) }),
    /** The triggers of "my Expedition" (without a dash: grammar.ts adds it). */
    triggers: [
      [w.whenMineMoves, { on: 'expeditionMoves', expedition: 'mine' }],
      [w.whenMineFails, { on: 'expeditionFails', expedition: 'mine' }],
    ] as readonly (readonly [string, TriggerValue])[],
  };
}

/** How many regions, as a number word and its noun ("one region", "two regions"). */
function regions(number: Rule<number>, singular: Rule<undefined>, plural: Rule<undefined>): Rule<number> {
  return alt(
    map(t`${slot('n', number)} ${singular}`, { to: ({ n }) => (n === 1 ? n : NO), from: (n: number) => (n === 1 ? { n } : NO) }),
    map(t`${slot('n', number)} ${plural}`, { to: ({ n }) => (n >= 2 ? n : NO), from: (n: number) => (n >= 2 ? { n } : NO) }),
  );
}

/** Forward (a positive count) or backwards (negative) after the language's verbs. */
function directed(forward: Rule<undefined>, backwards: Rule<undefined>, count: Rule<number>): Rule<number> {
  return alt(
    map(t`${forward} ${slot('n', count)}`, { to: ({ n }) => n, from: (n: number) => (n > 0 ? { n } : NO) }),
    map(t`${backwards} ${slot('n', count)}`, { to: ({ n }) => -n, from: (n: number) => (n < 0 ? { n: -n } : NO) }),
  );
}

export const expeditionWords = {
  en: (number: Rule<number>) =>
    phrases({
      refs: {
        hero: 'your Hero Expedition',
        companion: 'your Companion Expedition',
        target: 'target Expedition',
        mine: 'my Expedition',
        other: 'your other Expedition',
        each: 'each of your Expeditions',
        facing: "your opponent's Expedition facing me",
      },
      moves: directed(words('moves forward'), words('moves backwards'), regions(number, words('region'), words('regions'))),
      ifMine: words('if my Expedition is'),
      standings: { behind: 'behind', ahead: 'ahead', tied: 'tied' },
      comma: words(','),
      whenMineMoves: 'When my Expedition moves forward',
      whenMineFails: 'When my Expedition fails to move forward during Dusk',
    }),
  fr: (number: Rule<number>) =>
    phrases({
      refs: {
        hero: 'votre Expédition Héros',
        companion: 'votre Expédition Compagnon',
        target: 'une Expédition ciblée',
        mine: 'mon Expédition',
        other: 'votre autre Expédition',
        each: 'chacune de vos Expéditions',
        facing: "l' Expédition adverse qui me fait face",
      },
      // "d'une région", "de deux régions".
      moves: directed(
        words('avance'),
        words('recule'),
        alt(
          constantValue("d' une région", 1),
          map(t`de ${slot('n', number)} régions`, { to: ({ n }) => (n >= 2 ? n : NO), from: (n: number) => (n >= 2 ? { n } : NO) }),
        ),
      ),
      ifMine: words('si mon Expédition est'),
      standings: { behind: 'en retard', ahead: 'en avance', tied: 'à égalité' },
      comma: words(','),
      whenMineMoves: 'Lorsque mon Expédition avance',
      whenMineFails: "Lorsque mon Expédition n' avance pas pendant le Crépuscule",
    }),
};
