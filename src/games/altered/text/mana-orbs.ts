/**
 * One of the player's own Mana Orbs discarded, chosen as the step resolves (a `moveCard` step
 * from the Mana zone to the Discard; the orb is any of theirs, ready or exhausted), in both
 * languages side by side: "Discard one of your Mana Orbs." ("Défaussez un de vos Orbes de
 * Mana.", after "vous pouvez": "défausser un de vos Orbes de Mana"). "If you do, ..." after it
 * happens only once an orb was discarded.
 */
import { NO } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

function discardOrb(said: Rule<undefined>): Rule<Step> {
  return stepPhrase(
    said,
    () => ({ op: 'moveCard', from: 'mana', to: 'discard' }),
    (s) => (s.op === 'moveCard' && s.from === 'mana' && s.to === 'discard' && s.player === undefined && s.optional === undefined ? undefined : NO),
  );
}

export const manaOrbWords = {
  en: discardOrb(words('discard one of your Mana Orbs')),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean): Rule<Step> => discardOrb(words(`${imperative ? 'défaussez' : 'défausser'} un de vos Orbes de Mana`)),
};
