/**
 * Moves as printed: to a destination chosen as the card is played ("Move an enemy unit.", CR
 * 355.4), to a chosen battlefield ("move it to a battlefield"), from a place to its base
 * ("Move a unit from a battlefield to its base."; units chosen together, "to their base"), "to this
 * battlefield" (here, as a unit's ability names where it is), and two units trading places ("Move me to
 * its location and it to my original location.").
 */
import { map, NO, slot } from '../../../../engine/syntax/syntax.js';
import { either, t, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { object } from '../objects.js';
import { counted } from '../groups.js';
import { choice, isChoice, type Ref, type Spec } from '../targets.js';

/** A chosen battlefield, as a move's destination. */
const battlefieldChoice: Rule<Ref> = map(choice, {
  to: (c) => (c.choose.select === 'battlefield' ? (c as Ref) : NO),
  from: (r: Ref) => (isChoice(r) && r.choose.select === 'battlefield' ? r : NO),
});

/** A unit chosen where it is moved from: "a unit from a battlefield", "an enemy unit from here". */
function chosenFrom(place: string, at: NonNullable<Spec['at']>): Rule<Ref> {
  return map(t`${slot('c', choice)} from ${either(place)}`, {
    to: ({ c }) => (c.choose.at === undefined ? { choose: { ...c.choose, at } } : NO),
    from: (r: Ref) => {
      if (!isChoice(r) || r.choose.at !== at) return NO;
      const { at: _at, ...rest } = r.choose;
      return { c: { choose: rest as Spec } };
    },
  });
}

const ITS_BASE = either('its base', 'base', 'your base');

export const MOVE_OPERATIONS: readonly Rule<Step>[] = [
  operation('move', t`move ${slot('target', object)}`, { to: { choose: { select: 'destination' } } }),
  operation('move', t`move ${slot('target', object)} to ${slot('to', battlefieldChoice)}`),
  operation('move', t`move ${slot('target', chosenFrom('a battlefield', 'battlefield'))} to ${ITS_BASE}`, { to: 'base' }),
  operation('move', t`move ${slot('target', chosenFrom('here', 'here'))} to ${ITS_BASE}`, { to: 'base' }),
  operation('move', t`move ${slot('target', counted({ each: false }))} to their base`, { to: 'base' }),
  operation('move', t`move ${slot('target', object)} to ${ITS_BASE}`, { to: 'base' }),
  operation('move', t`move ${slot('target', object)} ${either('here', 'to here')}`, { to: 'here' }),
  operation('move', t`move ${slot('target', object)} to this battlefield`, { to: 'here', wording: 'thisBattlefield' }),
  operation('swap', t`move me to its location and it to my original location`, { target: 'self', with: { again: 'it' } }),
];
