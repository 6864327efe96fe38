/**
 * How a language's step phrases become steps: each phrase states some fields of a step and is
 * printed only for a step with exactly those fields (a step with a field its phrase does not
 * say is not that phrase's to print), and the modifiers every language puts around a step
 * ("you may", "you may pay {N} to", "if you are the first player,") wrap its plain forms.
 */
import { alt, map, NO, pair, type Iso } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import type { Rule } from './primitives.js';
import { sameValue } from './same-value.js';

/** The fields a modifier adds to a step. */
const MODIFIERS = ['optional', 'innerCost', 'ifFirstPlayer', 'ifControl', 'ifMyExpedition', 'ifEmpty', 'ifDone'] as const;


/**
 * A phrase for steps: `read` turns what the phrase read into the step, `say` gives what to
 * print for a step, or NO; a step is printed only if reading the printed value gives it back
 * whole (so no field goes unsaid).
 */
export function stepPhrase<A>(rule: Rule<A>, read: (a: A) => Step | typeof NO, say: (step: Step) => A | typeof NO): Rule<Step> {
  const iso: Iso<A, Step> = {
    to: read,
    from: (step) => {
      const a = say(step);
      if (a === NO) return NO;
      const back = read(a);
      return back !== NO && sameValue(back, step) ? a : NO;
    },
  };
  return map(rule, iso);
}

/** The words of a language's modifiers. */
export interface ModifierWords {
  /** "you may": before an infinitive. */
  readonly youMay: Rule<undefined>;
  /** "you may pay {N} to": before an infinitive; the cost is the value. */
  readonly youMayPay: Rule<number>;
  /** "if you are the first player,": before a plain step. */
  readonly ifFirstPlayer: Rule<undefined>;
  /** "if you control two or more Landmarks,": before a plain step; what is counted is the value (conditions.ts). */
  readonly ifControl: Rule<IfControl>;
  /** "if my Expedition is behind,": before a plain step; the standing is the value (reads/expeditions.ts). */
  readonly ifMyExpedition: Rule<NonNullable<Step['ifMyExpedition']>>;
  /** "if your hand is empty,": before a plain step; the zone is the value (conditions.ts). */
  readonly ifEmpty: Rule<NonNullable<Step['ifEmpty']>>;
  /** "if you do,": before a plain step, which happens only if the step before did. */
  readonly ifDone: Rule<undefined>;
}

type IfControl = NonNullable<Step['ifControl']>;
/** The conditions a step may follow, one at a time. */
type Condition = 'ifFirstPlayer' | 'ifControl' | 'ifMyExpedition' | 'ifEmpty' | 'ifDone';

function without(step: Step, key: (typeof MODIFIERS)[number]): Step | typeof NO {
  if (!(key in step)) return NO;
  const { [key]: _dropped, ...rest } = step as Step & Record<string, unknown>;
  return rest as Step;
}

/**
 * Every form of a step in one language: the plain step (an order or a sentence with its
 * subject), "you may" and "you may pay {N} to" before an infinitive, and one condition ("if you
 * are the first player,", "if you control two or more ...,", "if my Expedition is behind,", "if your hand is empty,")
 * before the plain step (or before "you may ..."). After "you may pay {N} to" a language may say
 * more than its infinitive (`paidInfinitive`: French "pour que je gagne ...").
 */
export function modifiedSteps(plain: Rule<Step>, infinitive: Rule<Step>, words: ModifierWords, paidInfinitive: Rule<Step> = infinitive): Rule<Step> {
  const bare = (s: Step) => MODIFIERS.every((k) => !(k in s));
  const plainOnly = map(plain, { to: (s) => s, from: (s) => (bare(s) ? s : NO) });
  const infinitiveOnly = map(infinitive, { to: (s) => s, from: (s) => (bare(s) ? s : NO) });
  const paidOnly = map(paidInfinitive, { to: (s) => s, from: (s) => (bare(s) ? s : NO) });
  const optional = map(pair(words.youMay, infinitiveOnly), {
    to: ([, s]) => ({ ...s, optional: true }) as Step,
    from: (s) => {
      const rest = 'innerCost' in s || 'ifFirstPlayer' in s ? NO : without(s, 'optional');
      return rest === NO ? NO : ([undefined, rest] as const);
    },
  });
  const paid = map(pair(words.youMayPay, paidOnly), {
    to: ([cost, s]) => (cost > 0 ? ({ ...s, innerCost: cost } as Step) : NO),
    from: (s) => {
      if ('optional' in s || 'ifFirstPlayer' in s || !('innerCost' in s)) return NO;
      const rest = without(s, 'innerCost');
      return rest === NO ? NO : ([(s as { innerCost: number }).innerCost, rest] as const);
    },
  });
  const unconditional = alt(plainOnly, optional, paid);
  // A condition, then the step without one: the condition's words give its field's value.
  const conditioned = <K extends Condition>(key: K, rule: Rule<NonNullable<Step[K]>>) =>
    map(pair(rule, unconditional), {
      to: ([condition, s]) => ({ ...s, [key]: condition }) as Step,
      from: (s) => {
        const rest = without(s, key);
        return rest === NO ? NO : ([s[key] as NonNullable<Step[K]>, rest] as const);
      },
    });
  return alt(
    unconditional,
    conditioned('ifFirstPlayer', map(words.ifFirstPlayer, { to: () => true as const, from: () => undefined })),
    conditioned('ifControl', words.ifControl),
    conditioned('ifMyExpedition', words.ifMyExpedition),
    conditioned('ifEmpty', words.ifEmpty),
    conditioned('ifDone', map(words.ifDone, { to: () => true as const, from: () => undefined })),
  );
}
