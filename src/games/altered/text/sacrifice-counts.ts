/**
 * Several characters sacrificed, each chosen as the step resolves (a `sacrifice` step `chosen`
 * with its `count`; glossary 7.3.19.a), in both languages side by side: "Sacrifice two
 * Characters", "Each player sacrifices three Characters" ("Sacrifiez deux Personnages",
 * "Chaque joueur sacrifie trois Personnages"; after "vous pouvez": "sacrifier deux Personnages").
 * One character is "a Character" (chosen-cards.ts).
 */
import { NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** The step for one player (`subject`: "each player", or none for you): the verb, how many, and the plural noun. */
function counted(verb: string, noun: string, numbers: Rule<number>, subject?: string): Rule<Step> {
  const player = subject === undefined ? {} : { player: 'eachPlayer' as const };
  const said = subject === undefined ? t`${words(verb)} ${slot('count', numbers)} ${words(noun)}` : t`${words(subject)} ${words(verb)} ${slot('count', numbers)} ${words(noun)}`;
  return stepPhrase(
    said,
    ({ count }) => (count >= 2 ? ({ op: 'sacrifice', chosen: 'character', count, ...player } as Step) : NO),
    (s) => (s.op === 'sacrifice' && s.chosen === 'character' && s.count !== undefined && s.in === undefined && s.player === player.player ? { count: s.count } : NO),
  );
}

export const sacrificeCounts = {
  en: (numbers: Rule<number>) => ({
    order: counted('sacrifice', 'Characters', numbers),
    eachPlayer: counted('sacrifices', 'Characters', numbers, 'each player'),
  }),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez"; "chaque joueur sacrifie ...". */
  fr: (numbers: Rule<number>, imperative: boolean) => ({
    order: counted(imperative ? 'sacrifiez' : 'sacrifier', 'Personnages', numbers),
    eachPlayer: counted('sacrifie', 'Personnages', numbers, 'chaque joueur'),
  }),
};

