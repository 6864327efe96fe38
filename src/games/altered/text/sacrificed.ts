/**
 * A card's own sacrifice as its reaction's trigger, and the card put back in Reserve from the
 * Discard the sacrifice sent it to, in both languages side by side (card data: a `sacrificed`
 * reaction, optionally `wasFleeting`, and its step `reserveFromDiscard`; glossary 7.3.19.a,
 * 2.1.e): "When I'm sacrificed —", "When I'm sacrificed, if I was not [[Fleeting]] — Put me in
 * Reserve." ("Lorsque je suis sacrifié —", "Lorsque je suis sacrifié, si je n'étais pas
 * [[Fugace]] — Mettez-moi en Réserve."; the participle agreeing with the character,
 * "sacrifiée", is read too, and compared as the masculine).
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step, TriggerValue } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Said = readonly (readonly [string, TriggerValue])[];

/** The trigger alone, and with the Fleeting the card had then (`forms`: the words, the printed one first). */
function sacrificed(forms: readonly string[], was: string, wasNot: string): Said {
  return forms.flatMap((when): Said => [
    [when, { on: 'sacrificed' }],
    [`${when}, ${was}`, { on: 'sacrificed', wasFleeting: true }],
    [`${when}, ${wasNot}`, { on: 'sacrificed', wasFleeting: false }],
  ]);
}

/** "Put me in Reserve" (`said`: the words in the order's form). */
function putBack(said: string): Rule<Step> {
  return stepPhrase(
    words(said),
    () => ({ op: 'reserveFromDiscard', me: true }),
    (s) => (s.op === 'reserveFromDiscard' ? undefined : NO),
  );
}

export const sacrificedWords = {
  triggers: {
    en: sacrificed(["When I'm sacrificed"], 'if I was [[Fleeting]]', 'if I was not [[Fleeting]]'),
    fr: sacrificed(['Lorsque je suis sacrifié', 'Lorsque je suis sacrifiée'], "si j'étais [[Fugace]]", "si je n'étais pas [[Fugace]]"),
  },
  en: putBack('put me in Reserve'),
  /** French: the order only (`imperative`); after "vous pouvez", none. */
  fr: (imperative: boolean): readonly Rule<Step>[] => (imperative ? [putBack('mettez-moi en Réserve')] : []),
};
