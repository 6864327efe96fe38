/**
 * The next card a player plays this turn or this Afternoon (any card, a Character, a Spell, a
 * Permanent) that costs {N} less or gains N boosts (card data: a `nextPlay` effect), in both
 * languages side by side:
 * the card it names, until when, and what it does to that card. Only a character gains boosts.
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, either, mana, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';
import { boosts } from './subjects.js';

type NextPlay = Extract<Step, { op: 'nextPlay' }>;
/** The card named: `card` is any card (no `cardType`). */
type Named = NonNullable<NextPlay['cardType']> | 'card';
type What = { readonly costLess: number } | { readonly boosts: number };

/** A language's words for the phrase. */
interface Words {
  /** The opening up to the card, with its article ("the next Character", "le prochain Personnage"). */
  readonly card: Rule<Named>;
  readonly turn: Rule<undefined>;
  readonly afternoon: Rule<undefined>;
  /** "you play", "que vous jouez". */
  readonly youPlay: Rule<undefined>;
  /** "costs {N} less": the mana is the value. */
  readonly costsLess: Rule<number>;
  readonly gains: Rule<undefined>;
  readonly boost: Rule<undefined>;
  readonly boostPlural: Rule<undefined>;
}

function nextPlayStep(w: Words): Rule<Step> {
  const until = alt(constant(w.turn, 'turn' as const), constant(w.afternoon, 'afternoon' as const));
  const what = alt<What, undefined>(
    map(w.costsLess, { to: (n): What | typeof NO => (n > 0 ? { costLess: n } : NO), from: (v: What) => ('costLess' in v ? v.costLess : NO) }),
    map(pair(w.gains, boosts(w.boost, w.boostPlural)), { to: ([, n]): What => ({ boosts: n }), from: (v: What) => ('boosts' in v ? ([undefined, v.boosts] as const) : NO) }),
  );
  return stepPhrase(
    t`${slot('card', w.card)} ${w.youPlay} ${slot('until', until)} ${slot('what', what)}`,
    ({ card, until: u, what: v }) => ('boosts' in v && card !== 'character' ? NO : ({ op: 'nextPlay', ...(card === 'card' ? {} : { cardType: card }), until: u, ...v } as Step)),
    (s) => {
      if (s.op !== 'nextPlay') return NO;
      const what: What | typeof NO = s.costLess !== undefined && s.boosts === undefined ? { costLess: s.costLess } : s.boosts !== undefined && s.costLess === undefined ? { boosts: s.boosts } : NO;
      const card: Named = s.cardType ?? 'card';
      return what === NO ? NO : { card, until: s.until, what };
    },
  );
}

export const nextPlayEnglish: Rule<Step> = nextPlayStep({
  card: alt(
    constant('the next card', 'card' as const),
    constant('the next Character', 'character' as const),
    constant('the next Spell', 'spell' as const),
    constant('the next Permanent', 'permanent' as const),
  ),
  youPlay: words('you play'),
  turn: words('this turn'),
  afternoon: words('this Afternoon'),
  costsLess: map(t`costs ${slot('n', mana)} less`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  gains: words('gains'),
  boost: words('boost'),
  boostPlural: words('boosts'),
});

export const nextPlayFrench: Rule<Step> = nextPlayStep({
  card: alt(
    constant('la prochaine carte', 'card' as const),
    constant('le prochain Personnage', 'character' as const),
    constant('le prochain Sort', 'spell' as const),
    constant('le prochain Permanent', 'permanent' as const),
  ),
  youPlay: words('que vous jouez'),
  // "ce tour-ci" is read too; "ce tour" printed.
  turn: either('ce tour', 'ce tour-ci'),
  afternoon: words('cet Après-midi'),
  costsLess: map(t`coûte ${slot('n', mana)} de moins`, { to: ({ n }) => n, from: (n) => ({ n }) }),
  gains: words('gagne'),
  boost: words('boost'),
  boostPlural: words('boosts'),
});
