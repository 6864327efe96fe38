/**
 * Passive abilities as printed: "Other friendly units here have [Assault].", "Your spells and
 * abilities deal 1 Bonus Damage." A new passive wording is one rule in PASSIVES.
 */
import { alt, map, NO, printInto, slot, syntax } from '../../../engine/syntax/syntax.js';
import type { Ability, KeywordEntry } from '../card-schema.js';
import type { KeywordName } from '../keywords/names.js';
import type { AbilityAst } from './ability-ast.js';
import type { TextContext } from './context.js';
import { ENTERING } from './entering.js';
import { plainKeyword } from './keyword-lines.js';
import { PLAY_PERMISSIONS } from './play-permissions.js';
import { constant, digits, mightSymbol, t, type Rule } from './primitives.js';

type Passive = Extract<Ability, { kind: 'passive' }>;

/** Whether an ability is a passive with exactly these fields set. */
function passiveWith(a: AbilityAst, keys: readonly string[]): a is Passive & AbilityAst {
  return a.kind === 'passive' && Object.entries(a).every(([k, v]) => v === undefined || k === 'kind' || keys.includes(k)) && keys.every((k) => (a as Record<string, unknown>)[k] !== undefined);
}

/** Who a passive reaches, as the subject of its sentence. */
const subject: Rule<NonNullable<Passive['appliesTo']>> = alt(
  constant('other friendly units here', 'otherFriendlyUnitsHere' as const),
  constant('friendly units here', 'friendlyUnitsHere' as const),
  constant('other friendly units', 'otherFriendlyUnits' as const),
  constant('friendly units', 'friendlyUnits' as const),
  constant('enemy units here', 'enemyUnitsHere' as const),
) as Rule<NonNullable<Passive['appliesTo']>>;

/** One keyword a passive gives. */
const givenKeywords: Rule<readonly KeywordEntry[]> = syntax<readonly KeywordEntry[], TextContext>(
  function* (input, at): Generator<readonly [readonly KeywordEntry[], number]> {
    for (const [entry, next] of plainKeyword.parse(input, at)) {
      const e = entry as { keyword: KeywordName; value?: number };
      yield [[e.value === undefined ? e.keyword : { keyword: e.keyword, value: e.value }] as KeywordEntry[], next] as const;
    }
  },
  (list, out) => list.length === 1 && printInto(plainKeyword, typeof list[0] === 'string' ? { keyword: list[0] as KeywordName } : (list[0] as { keyword: KeywordName }), out),
);

export const PASSIVES: readonly Rule<AbilityAst>[] = [
  ...ENTERING,
  ...PLAY_PERMISSIONS,
  map(t`${slot('appliesTo', subject)} have ${slot('keywords', givenKeywords)}`, {
    to: ({ appliesTo, keywords }) => ({ kind: 'passive', appliesTo, keywords: [...keywords] }) as AbilityAst,
    from: (a) => (passiveWith(a, ['appliesTo', 'keywords']) ? { appliesTo: a.appliesTo as NonNullable<Passive['appliesTo']>, keywords: a.keywords as readonly KeywordEntry[] } : NO),
  }),
  map(t`${slot('appliesTo', subject)} have + ${slot('might', digits)} ${mightSymbol}`, {
    to: ({ appliesTo, might }) => ({ kind: 'passive', appliesTo, might }) as AbilityAst,
    from: (a) => (passiveWith(a, ['appliesTo', 'might']) && (a.might ?? 0) > 0 ? { appliesTo: a.appliesTo as NonNullable<Passive['appliesTo']>, might: a.might as number } : NO),
  }),
  map(t`your spells and abilities deal ${slot('amount', digits)} Bonus Damage`, {
    to: ({ amount }) => ({ kind: 'passive', bonusDamage: { amount, from: 'spellsAndAbilities' } }) as AbilityAst,
    from: (a) => (passiveWith(a, ['bonusDamage']) && a.bonusDamage?.from === 'spellsAndAbilities' ? { amount: a.bonusDamage.amount } : NO),
  }),
];

/** A passive ability, its sentence ending with a period. */
export const passive: Rule<AbilityAst> = alt(...PASSIVES);
