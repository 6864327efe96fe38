/**
 * An ability given to a unit for the turn, quoted (CR 472.2.a): "This turn, that unit has
 * "When I conquer, you may move me to my base."" The quoted ability is read as the unit's own
 * (its "I" and "me" are the unit, whatever the giving card is); the step carries it, and
 * card-lines.ts makes it one of the card's abilities, marked `granted`, named by index
 * (`grantAbility`, mechanics/granted-abilities.ts).
 */
import { alt, inContext, lazy, map, NO, slot } from '../../../../engine/syntax/syntax.js';
import type { AbilityAst } from '../ability-ast.js';
import { ability } from '../abilities.js';
import type { TextContext } from '../context.js';
import { t, words, type Rule } from '../primitives.js';
import type { Step } from '../step.js';
import { isAgain, itSubject, type Ref } from '../targets.js';

/** The unit chosen before, "that unit" (printed so) or "it". */
const givenUnit: Rule<Ref> = alt(
  map(words('that unit'), { to: (): Ref => ({ again: 'unit' }), from: (r: Ref) => (isAgain(r) && (r.again === 'unit' || r.again === 'it') ? undefined : NO) }),
  itSubject,
);

/** A triggered ability as a unit prints it: the ability given, between quotes. */
const unitsAbility: Rule<AbilityAst> = map(
  inContext<AbilityAst, TextContext>(
    lazy(() => ability),
    (c) => ({ ...c, type: 'unit' }),
  ),
  { to: (a) => (a.kind === 'triggered' ? a : NO), from: (a) => (a.kind === 'triggered' ? a : NO) },
);

export const GRANTED_ABILITY_OPERATIONS: readonly Rule<Step>[] = [
  map<{ target: Ref; given: AbilityAst }, Step, TextContext>(t`this turn , ${slot('target', givenUnit)} has " ${slot('given', unitsAbility)} "`, {
    to: ({ target, given }) => ({ op: 'grantAbility', target, ability: given, duration: 'turn' }),
    from: (e) => {
      if (e.op !== 'grantAbility' || e['duration'] !== 'turn' || typeof e['ability'] !== 'object' || Object.keys(e).some((k) => !['op', 'target', 'ability', 'duration'].includes(k))) return NO;
      return { target: e['target'] as Ref, given: e['ability'] as AbilityAst };
    },
  }),
];
