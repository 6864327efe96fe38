/**
 * A card played at once, in both languages side by side (card data: a `nextPlay` step
 * `until: "now"`, whose card is played as the step resolves):
 * "immediately play a Character for {5} less" (an order, and the same words after "you may");
 * French conjugates it, "jouez immédiatement un Personnage pour {5} de moins" as an order,
 * "immédiatement jouer un Personnage pour {3} de moins" after "vous pouvez". The steps after it
 * on "it" ("It gains 2 boosts") act on the card played (lower.ts). And every player in turn:
 * "starting with you, each player may immediately play a card with Hand Cost {3} or less for
 * free" ("en commençant par vous, chaque joueur peut immédiatement jouer une carte de Coût de
 * Main {3} ou moins gratuitement": `player` `eachPlayer`, `optional`, `free`, `handCostAtMost`).
 */
import { map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { mana, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** A language's words: the verb with "immediately", the card named, and the words around the amount. */
interface Words {
  readonly play: Rule<undefined>;
  readonly character: Rule<undefined>;
  readonly for: Rule<undefined>;
  readonly less: Rule<undefined>;
}

/** Whether a step plays a card at once: "it" after it is that card (lower.ts). */
export function playsNow(step: { readonly op: string; readonly until?: string }): boolean {
  return step.op === 'nextPlay' && step.until === 'now';
}

function playNow(w: Words): Rule<Step> {
  const amount = map(t`${w.for} ${slot('n', mana)} ${w.less}`, { to: ({ n }) => (n >= 1 ? n : NO), from: (n: number) => ({ n }) });
  return stepPhrase(
    t`${w.play} ${w.character} ${slot('costLess', amount)}`,
    ({ costLess }) => ({ op: 'nextPlay', cardType: 'character', until: 'now', costLess }),
    (s) => (s.op === 'nextPlay' && playsNow(s) && s.costLess !== undefined && s.names === undefined ? { costLess: s.costLess } : NO),
  );
}

/** A language's words for every player in turn: before the Hand Cost, and after it. */
interface EachWords {
  readonly eachMayPlay: Rule<undefined>;
  readonly orLessFree: Rule<undefined>;
}

function eachPlaysNow(w: EachWords): Rule<Step> {
  return stepPhrase(
    t`${w.eachMayPlay} ${slot('n', mana)} ${w.orLessFree}`,
    ({ n }) => ({ op: 'nextPlay', until: 'now', player: 'eachPlayer', optional: true, free: true, handCostAtMost: n }),
    (s) => (s.op === 'nextPlay' && playsNow(s) && s.player === 'eachPlayer' && s.handCostAtMost !== undefined && s.names === undefined ? { n: s.handCostAtMost } : NO),
  );
}

export const eachPlaysNowWords = {
  en: eachPlaysNow({ eachMayPlay: words('starting with you , each player may immediately play a card with Hand Cost'), orLessFree: words('or less for free') }),
  fr: eachPlaysNow({ eachMayPlay: words('en commençant par vous , chaque joueur peut immédiatement jouer une carte de Coût de Main'), orLessFree: words('ou moins gratuitement') }),
};

export const playNowWords = {
  en: (): Rule<Step> => playNow({ play: words('immediately play'), character: words('a Character'), for: words('for'), less: words('less') }),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean): Rule<Step> =>
    playNow({ play: words(imperative ? 'jouez immédiatement' : 'immédiatement jouer'), character: words('un Personnage'), for: words('pour'), less: words('de moins') }),
};
