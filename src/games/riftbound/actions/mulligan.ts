/**
 * Mulligan (CR 118): in turn order, each player sets aside up to the mode's maximum
 * of cards from their opening hand, draws that many, and puts the set-aside cards on the
 * bottom of their deck in random order.
 */
import { shuffle } from '../../../engine/game/rng.js';
import { handSecret } from '../../../engine/game-kit/show-hand.js';
import { drawCards } from '../mechanics/draw.js';
import { seat, type RiftHost } from '../reads/queries.js';
import { subsetsUpTo } from '../../../engine/game-kit/subsets.js';
import { riftAction, idListField, ids } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { MulliganAction } from '../../../types/riftbound.js';

export const mulligan = riftAction({
  type: 'mulligan',
  description: 'Set aside up to the mode maximum of cards from the opening hand, and draw as many.',
  fields: { properties: { setAside: ids }, required: ['setAside'] },
  enumerate(host, seatId) {
    const hand = seat(host.state, seatId).hand;
    return subsetsUpTo(hand, host.rules.setup.mulliganMax).map((setAside) => ({ type: 'mulligan', seat: seatId, setAside }));
  },
  check(host, action) {
    const malformed = idListField(action, 'setAside', 0);
    if (malformed) return malformed;
    const setAside = action['setAside'] as string[];
    if (setAside.length > host.rules.setup.mulliganMax) {
      return refuse('TOO_MANY_CARDS', 'CR 118', { mulliganMax: host.rules.setup.mulliganMax });
    }
    const hand = seat(host.state, action.seat).hand;
    const missing = setAside.find((id) => !hand.includes(id));
    if (missing !== undefined) return refuse('NOT_IN_HAND.isNotIn', 'CR 118', { missing });
    return undefined;
  },
  perform: performMulligan,
});

export function performMulligan(host: RiftHost, action: MulliganAction): void {
  const player = seat(host.state, action.seat);
  const setAside = [...action.setAside];
  player.hand = player.hand.filter((id) => !setAside.includes(id));
  drawCards(host, player.id, setAside.length, 'mulligan');
  player.deck.push(...shuffle(host.state.rng, setAside));
  player.mulliganDone = true;
  host.emit({ type: 'mulliganed', seat: player.id, count: setAside.length }, handSecret(player.id, player.handKnownBy, setAside, (id) => host.state.objects[id]?.card));
}
