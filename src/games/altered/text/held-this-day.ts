/**
 * Expeditions held back for the rest of the Day (card data: the `holdThisDay` step), in both
 * languages side by side: an expedition named as the other steps name it, "Your Hero Expedition
 * can't move forward this Day." ("Votre Expédition Héros ne peut pas avancer ce Jour."), and every
 * player's expeditions, "Expeditions can't move forward this Day." ("Les Expéditions ne peuvent
 * pas avancer ce Jour."; `expedition: "each"` for each player).
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { EXPEDITION_REFS } from '../schema/file-schemas.js';
import type { Named, Step } from './ast.js';
import { constant, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Ref = (typeof EXPEDITION_REFS)[number];

/** What the expeditions of the language's `text/expeditions.ts` give this file: each one named, and the target it names. */
interface ExpeditionsNamed {
  readonly where: Rule<Ref>;
  readonly named: (ref: Ref) => { readonly names?: Named };
}

/** A language's words: the verb after one expedition, and the whole sentence for every player's. */
interface Words {
  readonly one: string;
  readonly every: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: { one: "can't move forward this Day", every: "Expeditions can't move forward this Day" },
  fr: { one: 'ne peut pas avancer ce Jour', every: 'Les Expéditions ne peuvent pas avancer ce Jour' },
};

function heldThisDay(w: Words, expeditions: ExpeditionsNamed): Rule<Step> {
  return alt(
    stepPhrase(
      map(pair(expeditions.where, words(w.one)), { to: ([ref]) => ref, from: (ref: Ref) => [ref, undefined] as const }),
      (ref) => ({ op: 'holdThisDay', expedition: ref, ...expeditions.named(ref) }) as Step,
      (s) => (s.op === 'holdThisDay' && s.player === undefined ? s.expedition : NO),
    ),
    stepPhrase(
      constant(w.every, undefined),
      () => ({ op: 'holdThisDay', expedition: 'each', player: 'eachPlayer' }),
      (s) => (s.op === 'holdThisDay' && s.expedition === 'each' && s.player === 'eachPlayer' ? undefined : NO),
    ),
  );
}

export const heldThisDayWords = {
  en: (expeditions: ExpeditionsNamed) => heldThisDay(WORDS.en, expeditions),
  fr: (expeditions: ExpeditionsNamed) => heldThisDay(WORDS.fr, expeditions),
};
