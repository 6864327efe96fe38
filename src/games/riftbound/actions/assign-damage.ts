/**
 * The damage step (CR 440-461): when the order matters, each side chooses the order in
 * which its might is assigned to the opposing units, attacker first. Tank units come first,
 * Backline units last, a unit with both first or last (CR 460.2.c.7); each unit gets lethal
 * damage before any goes to the next.
 */
import { chooseDamageOrder, damageOrders, isDamageOrder } from '../mechanics/combat.js';
import type { RiftHost } from '../reads/queries.js';
import { idListField, riftAction, ids } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { AssignDamageAction } from '../../../types/riftbound.js';

export const assignDamage = riftAction({
  type: 'assignDamage',
  description: 'Choose the order in which your side\'s combat damage goes to the opposing units (Tank units first, Backline units last).',
  fields: { properties: { order: ids }, required: ['order'] },
  enumerate: (host, seat) => damageOrders(host, seat).map((order) => ({ type: 'assignDamage', seat, order })),
  check(host, action) {
    const malformed = idListField(action, 'order', 1);
    if (malformed) return malformed;
    if (isDamageOrder(host, action.seat, action['order'] as string[])) return undefined;
    return refuse('ILLEGAL_ORDER', 'CR 815.1.c, CR 826.4, CR 460.2.c.7');
  },
  perform: performAssignDamage,
});

export function performAssignDamage(host: RiftHost, action: AssignDamageAction): void {
  chooseDamageOrder(host, action.seat, action.order);
}
