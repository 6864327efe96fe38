/**
 * Where a unit played from among cards looked at may go, said after the steps as a sentence of
 * its own, "If the played card is a unit, ... here.", after "Reveal the top 2 cards of your Main
 * Deck. You may play one. Then recycle the rest." The sentence widens the play said
 * before it (the last `playLooked` step): a unit may also go to the battlefield the ability
 * refers to (`alsoHere`, mechanics/zone-operations.ts; CR 419.3.c). It is printed after the
 * last step, where the card prints it.
 */
import { printInto, syntax } from '../../../engine/syntax/syntax.js';
import { article, phrase, t, words, type Rule } from './primitives.js';
import type { Step } from './step.js';

/** The card the play step played, named after the steps. */
const PLAYED_CARD = words('the played card');
/** Only a unit may go to a battlefield as it is played (CR 151.2: a gear goes to base). */
const UNIT = words('unit');
const SENTENCE: Rule<undefined> = phrase(t`if ${PLAYED_CARD} is ${article} ${UNIT} , you may play it here`);

/** The index of the last step playing a card looked at, or -1. */
function lastLookedPlay(list: readonly Step[]): number {
  for (let i = list.length - 1; i >= 0; i--) if ((list[i] as Step).op === 'playLooked') return i;
  return -1;
}

/** `list` with the step at `index` set to `alsoHere` (or without it). */
function withAlsoHere(list: readonly Step[], index: number, alsoHere: boolean): readonly Step[] {
  return list.map((e, i) => {
    if (i !== index) return e;
    const { alsoHere: _said, ...rest } = e;
    return (alsoHere ? { ...rest, alsoHere: true } : rest) as Step;
  });
}

/** Steps in a row (`inner`), and after them the sentence letting the unit played go here. */
export function withPlayedHere(inner: Rule<readonly Step[]>): Rule<readonly Step[]> {
  return syntax(
    function* (input, at) {
      for (const [list, end] of inner.parse(input, at)) {
        yield [list, end] as const;
        const index = lastLookedPlay(list);
        // The steps read up to their last period: the sentence follows it.
        if (index < 0 || list[index]?.['alsoHere'] !== undefined || input.tokens[end - 1]?.text !== '.') continue;
        for (const [, after] of SENTENCE.parse(input, end)) {
          const said = withAlsoHere(list, index, true);
          yield [said, after] as const;
          for (const [, period] of words('.').parse(input, after)) yield [said, period] as const;
        }
      }
    },
    (list, out) => {
      const index = lastLookedPlay(list);
      if (index < 0 || list[index]?.['alsoHere'] !== true) return printInto(inner, list, out);
      return printInto(inner, withAlsoHere(list, index, false), out) && printInto(SENTENCE, undefined, out) && printInto(words('.'), undefined, out);
    },
  );
}
