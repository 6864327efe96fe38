/**
 * "If I would leave the Expedition zone (while I'm [[Boosted]]), (you may) put me in my owner's
 * Mana zone instead": a character's replacement modifier (glossary 6.2.b) of its own leaving the
 * Expedition zone. It replaces the move whatever the zone it was going to (Reserve, Discard,
 * hand) and whatever sends it there (Rest, an effect, a sacrifice), as the card's official
 * rulings have it for a return to hand; it works only while the character keeps its abilities.
 *
 * A "you may" replacement (`optional`) applies only if the character's controller takes it. The
 * choice is theirs as the move is about to happen (glossary 6.2.e): the move waits for it where
 * it is made, an effect's step (mechanics/effects.ts, the `choose` action) or Rest
 * (mechanics/modifiers.ts, the `chooseModifier` action), and the decisions taken are in force
 * while that move is done (`withLeaveDecisions`). A move nobody was asked about leaves the
 * replacement untaken: a "you may" is done only when chosen.
 */
import { abilityHolders } from '../reads/characteristics.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, AlteredObject, AlteredState, ObjectId } from '../state/state.js';

type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
type LeaveModifier = Extract<CardModifier, { step: 'leave' }>;

const isLeave = (m: CardModifier): m is LeaveModifier => m.step === 'leave';

type Effect = NonNullable<AlteredCard['effects']>[number];

/** The replacement that would apply to a character's leaving: its id (`<object>#<index>`), whether its controller may decline it, and what declining it does. */
export interface LeaveReplacement {
  readonly id: string;
  readonly optional: boolean;
  readonly declined?: readonly Effect[];
}

/** The replacement of `obj`'s leaving its expedition that would apply now, taken or not; undefined when none would. */
export function leaveReplacement(host: AlteredHost, obj: AlteredObject): LeaveReplacement | undefined {
  const [holder] = abilityHolders(host, (c) => (c.modifiers ?? []).some(isLeave), undefined, { object: obj.id });
  if (holder === undefined) return undefined;
  const modifiers = holder.card.modifiers ?? [];
  const index = modifiers.findIndex((m) => isLeave(m) && (m.ifBoosted !== true || (obj.boosts ?? 0) > 0));
  if (index < 0) return undefined;
  const { optional, declined } = modifiers[index] as LeaveModifier;
  return { id: `${obj.id}#${index}`, optional: optional === true, ...(declined === undefined ? {} : { declined }) };
}

/** The id of the "you may" replacement of `obj`'s leaving that its controller would be asked about now, if `obj` is in an expedition and has one. */
export function optionalLeave(host: AlteredHost, obj: AlteredObject): string | undefined {
  if (!host.state.seats.some((s) => s.id === obj.owner && s.expedition.includes(obj.id))) return undefined;
  const found = leaveReplacement(host, obj);
  return found?.optional === true ? found.id : undefined;
}

/** The controllers' decisions in force while a move is done, by object: kept beside the state, never in it, for the length of one call. */
const inForce = new WeakMap<AlteredState, Readonly<Record<ObjectId, boolean>>>();

/** Runs `move` with these decisions in force (a "you may" replacement taken: true; declined: false). */
export function withLeaveDecisions<T>(host: AlteredHost, decisions: Readonly<Record<ObjectId, boolean>> | undefined, move: () => T): T {
  if (decisions === undefined) return move();
  const before = inForce.get(host.state);
  inForce.set(host.state, { ...before, ...decisions });
  try {
    return move();
  } finally {
    if (before === undefined) inForce.delete(host.state);
    else inForce.set(host.state, before);
  }
}

/**
 * What `obj`'s own replacement does to its leaving its expedition now: `replaced`, the id of the
 * modifier that sends it to the Mana zone instead (a "you may" one only if taken); `declined`,
 * the steps its controller does as it leaves when they declined one ("If you don't, ...").
 */
export function leaveReplacedBy(host: AlteredHost, obj: AlteredObject): { readonly replaced?: string; readonly declined?: readonly Effect[] } {
  const found = leaveReplacement(host, obj);
  if (found === undefined) return {};
  if (!found.optional || inForce.get(host.state)?.[obj.id] === true) return { replaced: found.id };
  const declined = inForce.get(host.state)?.[obj.id] === false ? found.declined : undefined;
  return declined === undefined ? {} : { declined };
}
