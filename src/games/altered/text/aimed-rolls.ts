/**
 * A roll whose sentence names the ability's target, in both languages: "Target a Character,
 * then roll a die", "Roll a die, then target a Character you control" ("Ciblez un Personnage,
 * puis lancez un dé", "Lancez un dé, puis ciblez un Personnage que vous contrôlez"). The roll
 * step names the target (the steps on its results then say "it") and keeps `aims`, `before`
 * or `after`, so that the card prints the target where it was printed. Either way the target
 * is chosen when the ability is declared (glossary 5.2.3.b), before the die is rolled.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Named, Step } from './ast.js';
import { constantValue, words, type Rule } from './primitives.js';

type Aims = 'before' | 'after';

/** A language's words: the order to target, the roll, the joining word, and the characters targeted. */
interface AimWords {
  readonly target: string;
  readonly roll: string;
  readonly then: string;
  /** "a Character", "a Character you control". */
  readonly anyCharacter: string;
  readonly friendlyCharacter: string;
}

/** The fields such a roll may carry: the roll, where it names its target, that target, and its results laid out as a list. */
const FIELDS: ReadonlySet<string> = new Set(['op', 'aims', 'names', 'listed']);

function aimedRoll(said: AimWords): Rule<Step> {
  const character: Rule<Named> = alt(
    constantValue(said.friendlyCharacter, { target: 'friendlyCharacter' } as Named),
    constantValue(said.anyCharacter, { target: 'anyCharacter' } as Named),
  );
  const aim = map(pair(words(said.target), character), { to: ([, named]) => named, from: (named) => [undefined, named] as const });
  const roll = words(said.roll);
  const then = words(said.then);
  /** The target a roll of these `aims` names, or NO for any other step. */
  const named = (s: Step, aims: Aims): Named | typeof NO => {
    if (s.op !== 'rollDie' || s.aims !== aims || s.names === undefined || !('target' in s.names)) return NO;
    return Object.keys(s).every((k) => FIELDS.has(k)) && Object.keys(s.names).length === 1 ? s.names : NO;
  };
  const before = map(pair(pair(aim, then), roll), {
    to: ([[names]]) => ({ op: 'rollDie', aims: 'before', names }) as Step,
    from: (s) => {
      const names = named(s, 'before');
      return names === NO ? NO : ([[names, undefined], undefined] as const);
    },
  });
  const after = map(pair(pair(roll, then), aim), {
    to: ([, names]) => ({ op: 'rollDie', aims: 'after', names }) as Step,
    from: (s) => {
      const names = named(s, 'after');
      return names === NO ? NO : ([[undefined, undefined], names] as const);
    },
  });
  return alt(before, after);
}

export const aimedRolls = {
  en: aimedRoll({ target: 'target', roll: 'roll a die', then: ', then', anyCharacter: 'a Character', friendlyCharacter: 'a Character you control' }),
  fr: aimedRoll({ target: 'ciblez', roll: 'lancez un dé', then: ', puis', anyCharacter: 'un Personnage', friendlyCharacter: 'un Personnage que vous contrôlez' }),
};
