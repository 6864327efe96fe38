/**
 * "When you play a Permanent with Hand Cost {4} or more —": a `youPlay` reaction that hears only
 * some cards played (`playing`): a permanent (a landmark or an expedition permanent), and a card
 * whose printed Hand Cost (glossary 1.2.2.c) is within bounds.
 */
import { card } from './queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId } from '../state/state.js';

type Playing = NonNullable<NonNullable<AlteredCard['reactions']>[number]['playing']>;

/** Whether the card played fits what the reaction's `playing` asks (none asked: any). */
export function playingHeard(host: AlteredHost, playing: Playing | undefined, object: ObjectId): boolean {
  if (playing === undefined) return true;
  const obj = host.state.objects[object];
  if (!obj) return false;
  const def = card(host.rules, obj.card);
  if (playing.permanent && def.type !== 'landmark' && def.type !== 'expeditionPermanent') return false;
  const cost = def.handCost ?? 0;
  const { atLeast, atMost } = playing.handCost ?? {};
  return (atLeast === undefined || cost >= atLeast) && (atMost === undefined || cost <= atMost);
}
