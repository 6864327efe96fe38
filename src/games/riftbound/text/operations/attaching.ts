/**
 * The operations that attach and detach gear (CR 434, 435): "Attach a detached Equipment you
 * control to a unit you control.", "Attach one of its Equipment to me.", "Detach an Equipment
 * from it." A gear named by the unit it is attached to is a gear target whose `attachedTo`
 * names that unit.
 */
import { alt, map, mark, NO, printInto, slot, syntax } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { again, choice, isAgain, isChoice, selfObject, type Ref } from '../targets.js';

/** The unit a gear is attached to, as named after the gear: "it", "that unit", "me". */
const holder: Rule<Ref> = alt<Ref, TextContext>(again, selfObject);

/** A chosen gear with `attachedTo`, or NO. */
function attachedChoice(ref: Ref): { readonly gear: Ref; readonly unit: Ref } | typeof NO {
  if (!isChoice(ref) || ref.choose.select !== 'gear' || ref.choose.attachedTo === undefined) return NO;
  const { attachedTo, ...gear } = ref.choose;
  const unit = attachedTo as unknown as Ref;
  return isAgain(unit) || unit === 'self' ? { gear: { choose: gear }, unit } : NO;
}

/** "an Equipment from it": a gear chosen among those attached to the unit named after "from". */
const gearFrom: Rule<Ref> = syntax<Ref, TextContext>(
  function* (input, at) {
    for (const [gear, afterGear] of choice.parse(input, at)) {
      if (gear.choose.select !== 'gear' || gear.choose.attachedTo !== undefined) continue;
      for (const [, afterFrom] of words('from').parse(input, afterGear)) {
        for (const [unit, end] of holder.parse(input, afterFrom)) yield [{ choose: { ...gear.choose, attachedTo: unit as never } }, end] as const;
      }
    }
  },
  (ref, out) => {
    const parts = attachedChoice(ref);
    return parts !== NO && printInto(choice, parts.gear, out) && printInto(words('from'), undefined, out) && printInto(holder, parts.unit, out);
  },
);

/** "one of its Equipment", "one of my Equipment": an Equipment chosen among those attached to the unit named. */
const oneOfEquipment: Rule<Ref> = alt<Ref, TextContext>(
  map(words('one of its Equipment'), {
    to: (): Ref => ({ choose: { select: 'gear', tag: 'Equipment', attachedTo: { again: 'it' } as never } }),
    from: (ref: Ref) => {
      const parts = attachedChoice(ref);
      return parts !== NO && isAgain(parts.unit) && parts.unit.again === 'it' && isChoice(parts.gear) && Object.keys(parts.gear.choose).length === 2 && parts.gear.choose.tag === 'Equipment' ? undefined : NO;
    },
  }),
  map(words('one of my Equipment'), {
    to: (): Ref => ({ choose: { select: 'gear', tag: 'Equipment', attachedTo: 'self' } }),
    from: (ref: Ref) => {
      const parts = attachedChoice(ref);
      return parts !== NO && parts.unit === 'self' && isChoice(parts.gear) && Object.keys(parts.gear.choose).length === 2 && parts.gear.choose.tag === 'Equipment' ? undefined : NO;
    },
  }),
);

/** The gear chosen last, said "that Equipment" (printed so when the step keeps the wording `thatEquipment`). */
const thatEquipment: Rule<Ref> = map(words('that Equipment'), { to: (): Ref => ({ again: 'gear' }), from: (r: Ref) => (isAgain(r) && (r.again === 'gear' || r.again === 'it') ? undefined : NO) });

/** The gear attached: a choice ("a detached Equipment you control"), one of a unit's Equipment, "it", or the card itself. */
const attachedGear: Rule<Ref> = alt<Ref, TextContext>(oneOfEquipment, choice, again, selfObject);

/** The unit it is attached to: a choice, "it", "that unit", or the card itself. */
const unit: Rule<Ref> = alt<Ref, TextContext>(choice, again, selfObject);

export const ATTACHING_OPERATIONS: readonly Rule<Step>[] = [
  operation('attach', t`attach ${slot('target', attachedGear)} to ${slot('to', unit)}`),
  operation('detach', t`detach ${slot('target', gearFrom)}`),
  operation('attach', t`attach ${mark('thatEquipment')} ${slot('target', thatEquipment)} to ${slot('to', unit)}`),
  // A gear named again, detached from a unit named again: "detach that Equipment from that unit".
  operation('detach', t`detach ${slot('target', again)} from ${slot('from', holder)}`),
  operation('detach', t`detach ${mark('thatEquipment')} ${slot('target', thatEquipment)} from ${slot('from', holder)}`),
];
