/**
 * A character sacrificed by the reaction's player, but one of a subtype, as a reaction's trigger,
 * in both languages side by side: "When you sacrifice a non-Illusion Character —" ("Lorsque vous
 * sacrifiez un Personnage non-Illusion —"): a `playerActs` reaction hearing a sacrifice of a
 * character (`cardType`) that has not the subtype (`notSubtype`, kept in the language read; the
 * word after "non-" is read as a subtype when it starts with a capital).
 */
import { map, NO, slot, token } from '../../../engine/syntax/syntax.js';
import type { TriggerValue } from './ast.js';
import { t, type Rule } from './primitives.js';

/** "non-Illusion": the subtype after "non-". */
const nonSubtype: Rule<string> = token(
  'word',
  (text) => {
    const m = /^non-(\p{Lu}\p{L}*)$/u.exec(text);
    return m ? m[1] : undefined;
  },
  (subtype) => (/^\p{Lu}\p{L}*$/u.test(subtype) ? `non-${subtype}` : undefined),
);

function sacrificeBut(phrase: Rule<{ subtype: string }>): Rule<TriggerValue> {
  return map(phrase, {
    to: ({ subtype }) => ({ on: 'playerActs', by: 'you', acts: ['sacrifice'], cardType: 'character', notSubtype: subtype }) as TriggerValue,
    from: (v) =>
      v.on === 'playerActs' && v.by === 'you' && v.acts?.length === 1 && v.acts[0] === 'sacrifice' && v.cardType === 'character' && v.notSubtype !== undefined ? { subtype: v.notSubtype } : NO,
  });
}

export const sacrificeTriggers = {
  en: sacrificeBut(t`When you sacrifice a ${slot('subtype', nonSubtype)} Character —`),
  fr: sacrificeBut(t`Lorsque vous sacrifiez un Personnage ${slot('subtype', nonSubtype)} —`),
};
