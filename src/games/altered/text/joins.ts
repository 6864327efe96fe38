/**
 * A character joining expeditions, as a reaction's trigger, in both languages side by side
 * (card data: a reaction `on: "joins"` with its `joining` and `expedition`): "When a Character
 * joins your Expeditions —", "When another Character joins ...", "When a non-token Character
 * joins ...", "When a Robot joins ..." (a subtype), "... joins my Expedition —" ("Lorsqu'un
 * Personnage rejoint vos Expéditions —", "Lorsqu'un autre Personnage ...", "Lorsqu'un
 * Personnage non-jeton ...", "Lorsqu'un Robot ...", "... rejoint mon Expédition —"). The
 * reaction's "it" is that character (lower.ts).
 */
import { alt, map, NO, pair, pure, slot } from '../../../engine/syntax/syntax.js';
import type { TriggerValue } from './ast.js';
import { constantValue, either, t, type Rule } from './primitives.js';
import { oneWord } from './subjects.js';

type Joining = NonNullable<TriggerValue['joining']>;
type Where = 'yours' | 'mine';

/** A language's words: the character of each kind (with its article where the language puts it there), the expeditions, and the sentence around them. */
interface Words {
  readonly character: string;
  readonly other: string;
  readonly nonToken: string;
  /** What comes before a subtype ("a"), and the word a subtype is not (the character itself). */
  readonly beforeSubtype: Rule<undefined>;
  readonly characterWord: string;
  readonly yours: string;
  readonly mine: string;
  readonly sentence: (who: Rule<Joining>, where: Rule<Where>) => Rule<{ who: Joining; where: Where }>;
}

function joins(w: Words): Rule<TriggerValue> {
  const subtype = map(pair(w.beforeSubtype, oneWord), {
    to: ([, s]): Joining | typeof NO => (s === w.characterWord ? NO : { subtype: s }),
    from: (j) => (Object.keys(j).length === 1 && j.subtype !== undefined ? ([undefined, j.subtype] as const) : NO),
  });
  const who: Rule<Joining> = alt(constantValue(w.character, {} as Joining), constantValue(w.other, { other: true } as Joining), constantValue(w.nonToken, { nonToken: true } as Joining), subtype);
  const where: Rule<Where> = alt(constantValue(w.yours, 'yours' as Where), constantValue(w.mine, 'mine' as Where));
  return map(w.sentence(who, where), {
    to: ({ who: j, where: at }) => ({ on: 'joins', ...(Object.keys(j).length > 0 ? { joining: j } : {}), ...(at === 'mine' ? { expedition: 'mine' } : {}) }) as TriggerValue,
    from: (v) => (v.on === 'joins' && v.cardType === undefined && v.from === undefined ? { who: v.joining ?? {}, where: v.expedition === 'mine' ? ('mine' as Where) : ('yours' as Where) } : NO),
  });
}

export const joinTriggers = {
  en: joins({
    character: 'a Character',
    other: 'another Character',
    nonToken: 'a non-token Character',
    beforeSubtype: either('a', 'an'),
    characterWord: 'Character',
    yours: 'your Expeditions',
    mine: 'my Expedition',
    sentence: (who, where) => t`When ${slot('who', who)} joins ${slot('where', where)} —`,
  }),
  fr: joins({
    character: 'Personnage',
    other: 'autre Personnage',
    nonToken: 'Personnage non-jeton',
    beforeSubtype: pure<undefined, undefined>(undefined),
    characterWord: 'Personnage',
    yours: 'vos Expéditions',
    mine: 'mon Expédition',
    sentence: (who, where) => t`Lorsqu'un ${slot('who', who)} rejoint ${slot('where', where)} —`,
  }),
};
