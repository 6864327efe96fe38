/// <reference lib="dom" />
import { el } from '../../table/page/dom.js';
import { say } from './i18n/messages.js';

/** Who a card belongs to, on every unit of either board: the owner, and the controller when another seat controls it. */
export function ownerBadge(object: { readonly owner?: string | null; readonly controller?: string | null }): HTMLElement | null {
  if (!object.owner) return null;
  const text = object.controller && object.controller !== object.owner ? `${object.owner}→${object.controller}` : object.owner;
  return el('span', { class: 'owner', title: say('board.owner') }, text);
}
