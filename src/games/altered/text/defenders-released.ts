/**
 * Defenders that do not hold the card's own expedition back, a passive line in both languages
 * side by side (card data: a `passives` entry of kind `defendersDontHold`, with
 * `ifMyExpedition`): the Defenders, that they do not prevent, the expedition ("my Expedition", or
 * "it" after a condition such as "If my Expedition is behind," that named it), and moving forward.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { STANDINGS } from '../schema/file-schemas.js';
import type { Passive } from './ast.js';
import { words, type Rule } from './primitives.js';

type Standing = (typeof STANDINGS)[number];

/** A language's two sentences: the expedition named, and "it" after a condition. */
interface ReleaseWords {
  readonly named: string;
  readonly it: string;
}

const DEFENDERS = { en: '[Defender] Characters', fr: 'les Personnages [Défenseurs]' } as const;

const WORDS: Readonly<Record<'en' | 'fr', ReleaseWords>> = {
  en: { named: `${DEFENDERS.en} don't prevent my Expedition from moving forward`, it: `${DEFENDERS.en} don't prevent it from moving forward` },
  fr: { named: `${DEFENDERS.fr} n' empêchent pas mon Expédition d' avancer`, it: `${DEFENDERS.fr} ne l' empêchent pas d' avancer` },
};

/** The line in a language, with its "If my Expedition is behind," (text/expeditions.ts). */
function defendersReleased(lang: 'en' | 'fr', ifMyExpedition: Rule<Standing>): Rule<Passive> {
  const w = WORDS[lang];
  return alt(
    map(words(w.named), { to: (): Passive => ({ kind: 'defendersDontHold' }), from: (p) => (p.kind === 'defendersDontHold' && p.ifMyExpedition === undefined ? undefined : NO) }),
    map(pair(ifMyExpedition, words(w.it)), {
      to: ([standing]): Passive => ({ kind: 'defendersDontHold', ifMyExpedition: standing }),
      from: (p) => (p.kind === 'defendersDontHold' && p.ifMyExpedition !== undefined ? ([p.ifMyExpedition, undefined] as const) : NO),
    }),
  );
}

export const defendersReleasedWords: Readonly<Record<'en' | 'fr', (ifMyExpedition: Rule<Standing>) => Rule<Passive>>> = {
  en: (ifMyExpedition: Rule<Standing>) => defendersReleased('en', ifMyExpedition),
  fr: (ifMyExpedition: Rule<Standing>) => defendersReleased('fr', ifMyExpedition),
};
