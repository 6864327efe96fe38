/**
 * What an effect acts on, as printed: a choice, the card itself, "it", a group, or units chosen
 * under one name; `recipient` is the same after "give", where groups print without "all".
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { allOf, counted, namedGroup, type AllOf, type AmongOf } from './groups.js';
import type { Rule } from './primitives.js';
import { again, choice, selfObject, type Ref } from './targets.js';

type Objects = Ref | AllOf | AmongOf;

/** The object of an effect that acts on units or gear: a choice, the card itself, "it", a group ("all enemy units here"), or units chosen ("up to two units"). */
export const object: Rule<Objects> = alt<Objects, TextContext>(choice, selfObject, again, namedGroup, allOf({ all: true }) as Rule<Objects>, counted({ each: false }) as Rule<Objects>);

/** One object, chosen or named ("a unit", "me", "it"): the second of two a step acts on ("stun a friendly unit and an enemy unit"). */
export const oneObject: Rule<Ref> = alt<Ref, TextContext>(choice, selfObject, again);

/** Who is given something ("give friendly units +1 :rb_might:"): as `object`, a group printed without "all", chosen units followed by "each". */
export const recipient: Rule<Objects> = alt<Objects, TextContext>(choice, selfObject, again, namedGroup, allOf({ all: false }) as Rule<Objects>, counted({ each: true }) as Rule<Objects>);
