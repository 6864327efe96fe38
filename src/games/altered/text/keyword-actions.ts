/**
 * Keyword actions: steps a card prints as a keyword in brackets ("[Resupply].", "À Midi —
 * [Ravitaillez]."), each standing for one step of card data. English names the action the
 * same way as an order and after "you may (pay {1} to)"; French conjugates it: the imperative
 * as an order ("[Ravitaillez]"), the infinitive after "vous pouvez (payer {1} pour)"
 * ("[Ravitailler]"). The reminder text after the keyword is dropped by the lexer.
 */
import { alt, NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { bracketed, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';
import { stepPhrase } from './steps.js';

interface KeywordAction {
  readonly step: Step;
  readonly en: string;
  /** The French imperative, then the infinitive. */
  readonly fr: readonly [order: string, infinitive: string];
  /** Said of another player, an action of players only: "each player [Resupplies]", "chaque joueur [Ravitaille]". */
  readonly third?: { readonly en: string; readonly fr: string };
}

const KEYWORD_ACTIONS: readonly KeywordAction[] = [
  { step: { op: 'resupply' }, en: 'Resupply', fr: ['Ravitaillez', 'Ravitailler'], third: { en: 'Resupplies', fr: 'Ravitaille' } },
  { step: { op: 'resupply', exhausted: true }, en: 'Exhausted Resupply', fr: ['Ravitaillez Épuisé', 'Ravitailler Épuisé'], third: { en: 'Exhausted Resupplies', fr: 'Ravitaille Épuisé' } },
  { step: { op: 'sabotage' }, en: 'Sabotage', fr: ['Sabotez', 'Saboter'] },
  // French prints the same words as an order and after "vous pouvez".
  { step: { op: 'afterYou' }, en: 'After You', fr: ['Après vous', 'Après vous'] },
];

function action(name: string, step: Step): Rule<Step> {
  return stepPhrase(
    bracketed(name),
    () => step,
    (s) => (sameValue(s, step) ? undefined : NO),
  );
}

/** The keyword actions in English: the same words as an order and after "you may". */
export const englishKeywordActions: Rule<Step> = alt(...KEYWORD_ACTIONS.map((a) => action(a.en, a.step)));

/** The keyword actions in French, as orders (`imperative`) or infinitives. */
export function frenchKeywordActions(imperative: boolean): Rule<Step> {
  return alt(...KEYWORD_ACTIONS.map((a) => action(imperative ? a.fr[0] : a.fr[1], a.step)));
}

/** The keyword actions of players said of another player, in a language ("[Resupplies]", "[Ravitaille]"). */
export function thirdPersonKeywordActions(lang: 'en' | 'fr'): Rule<Step> {
  return alt(...KEYWORD_ACTIONS.flatMap((a) => (a.third === undefined ? [] : [action(a.third[lang], a.step)])));
}
