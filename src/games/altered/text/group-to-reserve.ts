/**
 * Every character of the targeted expedition sent to Reserve, then exhausted there, in both
 * languages side by side (card data: `sendToReserve` on the group `{ controller: "everyone",
 * expedition: "target" }`, the ability's target an expedition; then `exhaust` with `sent`; glossary
 * 2.4.6.c, 2.1.e): "send to Reserve each Character from target Expedition", ", then exhaust them"
 * ("envoyez en Réserve tous les Personnages d'une Expédition ciblée", ", puis épuisez-les"). "Them"
 * are the characters that step put in a Reserve (a Fleeting one went to Discard instead).
 */
import { alt, NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

interface Words {
  readonly send: string;
  readonly them: string;
}

const WORDS: Readonly<Record<'en' | 'fr', Words>> = {
  en: { send: 'send to Reserve each Character from target Expedition', them: 'exhaust them' },
  fr: { send: "envoyez en Réserve tous les Personnages d' une Expédition ciblée", them: 'épuisez-les' },
};

function groupToReserve(w: Words): Rule<Step> {
  return alt(
    stepPhrase(
      words(w.send),
      () => ({ op: 'sendToReserve', all: { controller: 'everyone', expedition: 'target' } }),
      (s) => (s.op === 'sendToReserve' && s.all !== undefined && s.all.expedition === 'target' && s.all.controller === 'everyone' && Object.keys(s.all).length === 2 && s.names === undefined ? undefined : NO),
    ),
    stepPhrase(
      words(w.them),
      () => ({ op: 'exhaust', sent: true }),
      (s) => (s.op === 'exhaust' && s.sent === true && s.names === undefined ? undefined : NO),
    ),
  );
}

export const groupToReserveWords: Readonly<Record<'en' | 'fr', Rule<Step>>> = { en: groupToReserve(WORDS.en), fr: groupToReserve(WORDS.fr) };
