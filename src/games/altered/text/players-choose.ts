/**
 * A status every player gives a character of their own, chosen as the step resolves, in both
 * languages side by side: "Each player chooses a Character they control. It gains [[Asleep]]."
 * ("Chaque joueur choisit un Personnage qu'il contrôle. Il gagne [[Endormi]]."), [[Anchored]]
 * too: the status step with `chosen: "character"` and `player: "eachPlayer"`, no target. The two
 * sentences are one step: "it" is each player's own choice, which no other step names.
 */
import { alt, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracket, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Status = 'anchor' | 'sleep';

/** A language's words: the choice up to its period, "It gains", and the statuses' names (the first printed). */
interface ChooseWords {
  readonly chooses: string;
  readonly itGains: string;
  readonly anchored: readonly string[];
  readonly asleep: readonly string[];
}

function playersChoose(said: ChooseWords): Rule<Step> {
  const status: Rule<Status> = alt(bracket(said.anchored, 'anchor' as const), bracket(said.asleep, 'sleep' as const));
  return stepPhrase(
    pair(words(`${said.chooses}. ${said.itGains}`), status),
    ([, op]) => ({ op, chosen: 'character', player: 'eachPlayer' }),
    (s) => ((s.op === 'anchor' || s.op === 'sleep') && s.chosen === 'character' && s.player === 'eachPlayer' ? ([undefined, s.op] as const) : NO),
  );
}

export const playersChooseWords = {
  en: playersChoose({ chooses: 'each player chooses a Character they control', itGains: 'It gains', anchored: ['[Anchored]'], asleep: ['[Asleep]'] }),
  fr: playersChoose({ chooses: "chaque joueur choisit un Personnage qu' il contrôle", itGains: 'Il gagne', anchored: ['[Ancré]', '[Ancrée]'], asleep: ['[Endormi]', '[Endormie]'] }),
};
