/**
 * A unit's own passive letting it have more than one buff: "I can have any number of buffs."
 * (`anyNumberOfBuffs`, mechanics/many-buffs.ts; card text over CR 702.3, CR 002).
 */
import { map, NO } from '../../../engine/syntax/syntax.js';
import type { AbilityAst } from './ability-ast.js';
import { words, type Rule } from './primitives.js';

const ANY_NUMBER = { kind: 'passive', appliesTo: 'self', anyNumberOfBuffs: true } as const;

export const MANY_BUFFS_PASSIVES: readonly Rule<AbilityAst>[] = [
  map(words('I can have any number of buffs'), {
    to: () => ({ ...ANY_NUMBER }) as AbilityAst,
    from: (a) => (Object.entries(a).every(([k, v]) => v === undefined || (ANY_NUMBER as Record<string, unknown>)[k] === v) && a.kind === 'passive' && a.appliesTo === 'self' && a.anyNumberOfBuffs === true ? undefined : NO),
  }),
];
