/**
 * "If you would [Resupply], instead ..." (card data: a `modifiers` entry with `step:
 * "resupply"` and its `instead` effects): a replacement of the atomic action Resupply inside an
 * effect (glossary 6.2.b, 6.2.d), while the card is in play (a hero's from the start).
 *
 * The one place an ability's Resupply happens (mechanics/effects.ts, as its step is reached)
 * asks `resupplyReplacement` for the player who would do it: "you" is the modifier's
 * controller, so only their own Resupply is replaced. The replacement's effects become steps of
 * the ability in the Resupply's place, so that a choice they ask waits as the ability's other
 * choices do. Several such cards: the first in play order applies, and the Resupply, replaced,
 * is no longer one, so no other applies (6.2.g-h); that order stands for the controller's
 * choice (6.2.f, a decision: no card of the first sets asks it). A Resupply is never among the
 * effects (refused at load), so a replacement cannot replace its own.
 */
import { cardModifiers } from './step-modifiers.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId } from '../state/state.js';

type CardModifier = NonNullable<AlteredCard['modifiers']>[number];
type ResupplyReplacement = Extract<CardModifier, { step: 'resupply' }>;

/** The replacement of `seatId`'s Resupply that applies now, with its id (`<object>#<index>`), if one does. */
export function resupplyReplacement(host: AlteredHost, seatId: SeatId): { readonly id: string; readonly instead: ResupplyReplacement['instead'] } | undefined {
  const held = cardModifiers(host, undefined, 'resupply').find(({ holder }) => holder.controller === seatId);
  return held && held.modifier.step === 'resupply' ? { id: held.id, instead: held.modifier.instead } : undefined;
}
