/// <reference lib="dom" />
/**
 * The board panel of the inspector page: Riftbound's and Altered's boards, and the view as JSON
 * for a game the page has no board for.
 */
import { byId, el } from '../../table/page/dom.js';
import type { AlteredView } from '../../types/altered-view.js';
import type { RiftboundView } from '../../types/riftbound-view.js';
import type { InspectedView } from '../protocol.js';
import { drawAlteredBoard } from './altered-board.js';
import { drawRiftboundBoard } from './riftbound-board.js';

export function drawBoard(view: InspectedView): void {
  if ('regions' in view) return drawAlteredBoard(view as AlteredView);
  if ('battlefields' in view) return drawRiftboundBoard(view as RiftboundView);
  for (const id of ['scores', 'seats', 'chain', 'ledger']) byId(id).replaceChildren();
  byId('battlefields').replaceChildren(el('pre', { id: 'raw-view' }, JSON.stringify(view, null, 1)));
}
