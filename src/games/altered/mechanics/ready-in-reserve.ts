/**
 * Readying an exhausted card in a Reserve, chosen as the step resolves ("You may ready an
 * exhausted card in Reserve": a `ready` step with `inReserve`): no target, so any exhausted card
 * of any player's Reserve may be chosen (as the official rulings say), with the choose action's
 * `target`, or none when the player declines. Readied, it can be played and use its support
 * ability again.
 */
import { inGame } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId } from '../state/state.js';

type Effect = NonNullable<AlteredCard['effects']>[number];

/** Whether a step readies a card of a Reserve chosen as it resolves. */
export function readiesInReserve(effect: Effect | undefined): boolean {
  return effect?.op === 'ready' && effect.inReserve === true;
}

/** The exhausted cards in the Reserve of each player still in the game: what the step may ready. */
export function exhaustedReserveCards(host: AlteredHost): ObjectId[] {
  return host.state.seats.filter((s) => inGame(host.state, s.id)).flatMap((s) => s.reserve.filter((id) => host.state.objects[id]?.exhausted === true));
}
