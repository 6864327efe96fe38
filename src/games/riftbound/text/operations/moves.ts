/**
 * Moves as printed: to a destination chosen as the card is played ("Move an enemy unit.", CR
 * 355.4), to a chosen battlefield ("move it to a battlefield"), from a place to its base
 * ("Move a unit from a battlefield to its base."; units chosen together, "to their base"), "to this
 * battlefield" (here, as a unit's ability names where it is), "to or from its base", and two units trading places ("Move me to
 * its location and it to my original location.").
 */
import { map, mark, NO, slot, wordings } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { either, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { object } from '../objects.js';
import { choice, isAgain, isChoice, type Ref, type Spec } from '../targets.js';

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

/** Its owner's base: "to its base", "to base", "to your base", of units chosen together "to their base" (the same base: a unit moves only to its owner's, CR 355.3), or a unit's own "to my base". */
const ITS_BASE = wordings<TextContext>(words('its base'), { toBase: words('base'), toYourBase: words('your base'), theirBase: words('their base'), myBase: words('my base') });

/** A unit chosen at a place, said "a unit at a battlefield" (the wording `unitAt`) rather than "from a battlefield". */
function chosenAt(step: Step): boolean {
  const target = step['target'];
  return isChoice(target as Ref) && (target as { choose: Spec }).choose.at !== undefined;
}

/** A move to base of a unit chosen at a place, said with the place after the unit rather than "from" it. */
const unitAtToBase: Rule<Step> = map(operation('move', t`move ${mark('unitAt')} ${slot('target', object)} to ${ITS_BASE}`, { to: 'base' }), {
  to: (step) => (chosenAt(step) ? step : NO),
  from: (step) => (chosenAt(step) ? step : NO),
});

/**
 * The battlefield where a unit chosen before is, as a move's destination: "that unit's
 * battlefield", "that enemy unit's battlefield" (a battlefield target at its location). The
 * unit moved is named first, so "that unit" is the one chosen before it (`before`).
 */
function unitsBattlefield(said: string): Rule<Ref> {
  return map(words(said), {
    to: (): Ref => ({ choose: { select: 'battlefield', sameLocationAs: { again: 'before' } as never } }),
    from: (r: Ref) => {
      if (!isChoice(r) || r.choose.select !== 'battlefield' || Object.keys(r.choose).length !== 2) return NO;
      const unit = r.choose.sameLocationAs as unknown as Ref | undefined;
      return unit !== undefined && isAgain(unit) && unit.again === 'before' ? undefined : NO;
    },
  });
}

/**
 * A destination chosen as the card is played, placed by the unit chosen just before: one
 * wording, one field of the destination naming that unit ("it").
 */
function destinationByIt(wording: string, field: 'acrossBaseOf' | 'sameControllerAs'): Rule<Ref> {
  return map(words(wording), {
    to: (): Ref => ({ choose: { select: 'destination', [field]: { again: 'it' } } as never }),
    from: (r: Ref) => {
      if (!isChoice(r) || r.choose.select !== 'destination' || Object.keys(r.choose).length !== 2) return NO;
      const unit = (r.choose as unknown as Record<string, Ref | undefined>)[field];
      return unit !== undefined && isAgain(unit) && unit.again === 'it' ? undefined : NO;
    },
  });
}

/** "to or from its base": the moved unit's base when it is at a battlefield, a battlefield when it is at its base (`acrossBaseOf`). */
const toOrFromItsBase = destinationByIt('to or from its base', 'acrossBaseOf');

/** "to a location where there's a unit with the same controller": where another unit of the moved unit's controller is (`sameControllerAs`). */
const toItsControllersUnit = destinationByIt("to a location where there's a unit with the same controller", 'sameControllerAs');

export const MOVE_OPERATIONS: readonly Rule<Step>[] = [
  operation('move', t`move ${slot('target', object)} ${slot('to', toItsControllersUnit)}`),
  operation('move', t`move ${slot('target', object)} ${slot('to', toOrFromItsBase)}`),
  operation('move', t`move ${slot('target', object)}`, { to: { choose: { select: 'destination' } } }),
  operation('move', t`move ${slot('target', object)} to ${slot('to', battlefieldChoice)}`),
  operation('move', t`move ${slot('target', chosenFrom('a battlefield', 'battlefield'))} to ${ITS_BASE}`, { to: 'base' }),
  operation('move', t`move ${slot('target', chosenFrom('here', 'here'))} to ${ITS_BASE}`, { to: 'base' }),
  operation('move', t`move ${slot('target', object)} to ${ITS_BASE}`, { to: 'base' }),
  unitAtToBase,
  operation('move', t`move ${mark('toHere')} ${slot('target', object)} to here`, { to: 'here' }),
  operation('move', t`move ${slot('target', object)} ${either('here', 'to here')}`, { to: 'here' }),
  operation('move', t`move ${mark('thisBattlefield')} ${slot('target', object)} to this battlefield`, { to: 'here' }),
  // After an event at a battlefield ("When I move to a battlefield"), where it happened: "to the same battlefield".
  operation('move', t`move ${mark('sameBattlefield')} ${slot('target', object)} to the same battlefield`, { to: 'here' }),
  operation('swap', t`move me to its location and it to my original location`, { target: 'self', with: { again: 'it' } }),
  // To the battlefield chosen last ("Deal ... to all enemy units at a battlefield, then move your unit there"): "your unit" is the unit chosen before it.
  operation('move', t`move your unit there`, { target: { again: 'unit' }, to: { again: 'it' } }),
  operation('move', t`move ${slot('target', object)} there`, { to: { again: 'it' } }),
  operation('move', t`move ${slot('target', object)} to ${slot('to', unitsBattlefield("that unit's battlefield"))}`),
  operation('move', t`move ${mark('thatEnemyUnit')} ${slot('target', object)} to ${slot('to', unitsBattlefield("that enemy unit's battlefield"))}`),
];
