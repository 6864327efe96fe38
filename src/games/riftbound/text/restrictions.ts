/**
 * What a unit can't do, in words (CR 054): said by a passive of units ("Enemy units here can't
 * move to base") and by an effect for the turn ("It can't move this turn"). One restriction each.
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { UnitRestriction } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { constant, type Rule } from './primitives.js';

/** What a subject can't do ("move to base"): the restrictions said with "can't". */
export const restriction: Rule<UnitRestriction> = alt<UnitRestriction, TextContext>(
  constant('move to base', 'moveToBase' as const),
  constant('move', 'move' as const),
  constant('be chosen by enemy spells and abilities', 'beChosenByEnemies' as const),
  constant('deal combat damage', 'dealCombatDamage' as const),
);

/** What a unit doesn't do, said as a fact of it ("I don't take damage"). */
export const unitFact: Rule<UnitRestriction> = alt<UnitRestriction, TextContext>(constant('deal combat damage', 'dealCombatDamage' as const), constant('take damage', 'takeDamage' as const));
