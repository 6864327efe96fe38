/**
 * Passives that permit playing units to more places (`playableAt`, mechanics/play-locations.ts):
 * a card's own ("You may play me to" an open battlefield, or an occupied enemy one; "I can be
 * played to a battlefield you're attacking") and its
 * controller's units' ("Friendly units may be played to open …"); and the card's own limit,
 * "Play me only to" a place, one its player conquered this turn (`playableOnlyAt`).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { Ability } from '../schema/card-schema.js';
import type { AbilityAst } from './ability-ast.js';
import { constant, t, type Rule } from './primitives.js';

type Permission = NonNullable<Extract<Ability, { kind: 'passive' }>['playableAt']>;

const one: Rule<Permission> = alt(constant('an open battlefield', 'openBattlefields' as const), constant('an occupied enemy battlefield', 'occupiedEnemyBattlefields' as const));
const many: Rule<Permission> = alt(constant('open battlefields', 'openBattlefields' as const), constant('occupied enemy battlefields', 'occupiedEnemyBattlefields' as const));

const KEYS = ['kind', 'appliesTo', 'playableAt'];

function permission(reach: 'self' | 'friendlyUnits', rule: Rule<{ readonly playableAt: Permission }>): Rule<AbilityAst> {
  return map(rule, {
    to: ({ playableAt }) => ({ kind: 'passive', appliesTo: reach, playableAt }) as AbilityAst,
    from: (a) =>
      a.kind === 'passive' && a.appliesTo === reach && a.playableAt !== undefined && Object.entries(a).every(([k, v]) => v === undefined || KEYS.includes(k)) ? { playableAt: a.playableAt } : NO,
  });
}

type Limit = NonNullable<Extract<Ability, { kind: 'passive' }>['playableOnlyAt']>;

/** The places a card's own limit names. */
const limited: Rule<Limit> = constant('a battlefield you conquered this turn', 'conqueredThisTurn' as const);

const LIMIT_KEYS = ['kind', 'appliesTo', 'playableOnlyAt'];

/** The card's own limit: of the places it could go, only those it names. */
const limit: Rule<AbilityAst> = map(t`play me only to ${slot('playableOnlyAt', limited)}`, {
  to: ({ playableOnlyAt }) => ({ kind: 'passive', appliesTo: 'self', playableOnlyAt }) as AbilityAst,
  from: (a) =>
    a.kind === 'passive' && a.appliesTo === 'self' && a.playableOnlyAt !== undefined && Object.entries(a).every(([k, v]) => v === undefined || LIMIT_KEYS.includes(k)) ? { playableOnlyAt: a.playableOnlyAt } : NO,
});

export const PLAY_PERMISSIONS: readonly Rule<AbilityAst>[] = [
  limit,
  permission('self', t`you may play me to ${slot('playableAt', one)}`),
  permission('self', t`I can be played to ${slot('playableAt', constant("a battlefield you're attacking", 'attackedBattlefields' as const))}`),
  permission('friendlyUnits', t`friendly units may be played to ${slot('playableAt', many)}`),
];
