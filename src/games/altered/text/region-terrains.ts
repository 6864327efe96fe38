/**
 * The terrains of the card's own region changed, a passive line in both languages side by side
 * (card data: a `passives` entry of kind `regionsBecome` with `where` and `inAddition`): "My
 * region is {V} in addition to its other terrains.", "My region and the region of the Expedition
 * facing me are {M} and lose their other terrains." ("Ma région est {V} en plus de ses autres
 * terrains.", "Ma région et la région de l'Expédition qui me fait face sont {M} et perdent leurs
 * autres terrains."), and every region, "All regions are {V} and lose their other terrains."
 * ("Toutes les régions sont {V} et perdent leurs autres terrains."; card data with no `where`).
 * Each region named and each way (added, or the only one) reads in both.
 * A region's terrains are characteristics a passive changes (glossary 2.3.1.g).
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Terrain } from '../schema/file-schemas.js';
import type { Passive } from './ast.js';
import { terrain } from './passives.js';
import { words, type Rule } from './primitives.js';

type RegionsBecome = Extract<Passive, { kind: 'regionsBecome' }>;
type Where = NonNullable<RegionsBecome['where']>;
/** The regions a line names: one of `where`, or every region ("All regions are {V} ..."), which card data says with no `where`. */
type Named = Where | 'all';

/** A language's words for one region named (singular) or two (plural): the subject with its verb, and the two endings. */
interface RegionWords {
  readonly subject: string;
  readonly inAddition: string;
  readonly only: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Readonly<Record<Named, RegionWords>>>> = {
  en: {
    mine: { subject: 'My region is', inAddition: 'in addition to its other terrains', only: 'and loses its other terrains' },
    mineAndFacing: { subject: 'My region and the region of the Expedition facing me are', inAddition: 'in addition to their other terrains', only: 'and lose their other terrains' },
    all: { subject: 'All regions are', inAddition: 'in addition to their other terrains', only: 'and lose their other terrains' },
  },
  fr: {
    mine: { subject: 'Ma région est', inAddition: 'en plus de ses autres terrains', only: 'et perd ses autres terrains' },
    mineAndFacing: { subject: "Ma région et la région de l' Expédition qui me fait face sont", inAddition: 'en plus de leurs autres terrains', only: 'et perdent leurs autres terrains' },
    all: { subject: 'Toutes les régions sont', inAddition: 'en plus de leurs autres terrains', only: 'et perdent leurs autres terrains' },
  },
};

/** One region named: its subject, the terrain, and how it is had. */
function regionLine(w: RegionWords, named: Named): Rule<Passive> {
  const where = named === 'all' ? undefined : named;
  const how = alt(map(words(w.inAddition), { to: () => true, from: (v: boolean) => (v ? undefined : NO) }), map(words(w.only), { to: () => false, from: (v: boolean) => (v ? NO : undefined) }));
  return map(pair(pair(words(w.subject), terrain), how), {
    to: ([[, t], added]): Passive => ({ kind: 'regionsBecome', terrain: t, ...(where === undefined ? {} : { where }), ...(added ? { inAddition: true as const } : {}) }),
    from: (p) => {
      if (p.kind !== 'regionsBecome' || p.where !== where) return NO;
      return [[undefined, p.terrain as Terrain], p.inAddition === true] as const;
    },
  });
}

function regionTerrains(lang: 'en' | 'fr'): Rule<Passive> {
  return alt(regionLine(WORDS[lang].mine, 'mine'), regionLine(WORDS[lang].mineAndFacing, 'mineAndFacing'), regionLine(WORDS[lang].all, 'all'));
}

export const regionTerrainWords: Readonly<Record<'en' | 'fr', Rule<Passive>>> = { en: regionTerrains('en'), fr: regionTerrains('fr') };
