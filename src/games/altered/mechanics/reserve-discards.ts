/**
 * "Discard target exhausted card from a Reserve": a `discard` step on a `reserveCard` target
 * (with the scope `exhausted`, only an exhausted one) sends the card from any player's Reserve to
 * its owner's Discard, a new object there (glossary 2.1.c), as Sabotage does; a card no longer
 * in that Reserve is not discarded (the step is skipped).
 */
import type { AlteredHost, AlteredObject } from '../state/state.js';

/** Whether the object is a card in its owner's Reserve. */
export function inReserve(host: AlteredHost, obj: AlteredObject): boolean {
  return host.state.seats.some((s) => s.id === obj.owner && s.reserve.includes(obj.id));
}
