/**
 * A character switching expeditions (the `switchExpedition` effect), in both languages side by
 * side: "Target Character switches Expeditions.", "All Characters you control switch
 * Expeditions.", after "you may", "have target Character switch Expeditions" ("Un Personnage
 * ciblé change d'Expédition.", "Les Personnages que vous contrôlez changent d'Expédition.",
 * after "vous pouvez", "changer un Personnage ciblé d'Expédition").
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { constantValue, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { characterGroups } from './groups.js';
import { subject, whoFields, whoOf, type Who } from './subjects.js';

const SWITCH = { op: 'switchExpedition' } as const;

/** The step on whoever the rule names. */
function switching(rule: Rule<Who>): Rule<Step> {
  return stepPhrase(
    rule,
    (who) => ({ ...SWITCH, ...whoFields(who) }) as Step,
    (s) => (s.op === SWITCH.op ? whoOf(s) : NO),
  );
}

/** A subject and its words: the sentence ("... switches Expeditions"). */
function sentence(who: Rule<Who>, expeditions: string): Rule<Step> {
  return switching(map(pair(who, words(expeditions)), { to: ([w]) => w, from: (w) => [w, undefined] as const }));
}

export const switchExpeditions = {
  /** `switched`: what "have ... switch Expeditions" may also name (a character or an expedition permanent, expedition-permanent-targets.ts). */
  en: (character: Rule<Named>, switched: Rule<Named> = character) => ({
    sentence: sentence(subject(words('I switch'), character, words('switches'), characterGroups.en('switches', 'switch')), 'Expeditions'),
    /** After "you may": "have me switch Expeditions", "have target Character switch Expeditions". */
    infinitive: switching(
      map(t`have ${slot('who', alt(constantValue('me', { me: true } as Who), map(switched, { to: (names) => ({ names }) as Who, from: (w) => ('names' in w ? w.names : NO) })))} switch Expeditions`, {
        to: ({ who }) => who,
        from: (who) => ({ who }),
      }),
    ),
  }),
  fr: (character: Rule<Named>, target: Rule<Named>) => ({
    sentence: sentence(subject(words('je change'), character, words('change'), characterGroups.fr('change', 'changent')), "d' Expédition"),
    /** After "vous pouvez": "me changer d'Expédition", "le changer d'Expédition", "changer un Personnage ciblé d'Expédition". */
    infinitive: switching(
      alt(
        constantValue("me changer d' Expédition", { me: true } as Who),
        constantValue("le changer d' Expédition", { names: { it: true } } as Who),
        map(t`changer ${slot('who', target)} d' Expédition`, { to: ({ who }) => ({ names: who }) as Who, from: (w) => ('names' in w && 'target' in w.names ? { who: w.names } : NO) }),
      ),
    ),
  }),
};
