/**
 * The table page served by `rulegraph serve` at `/`: the lobby, or the board of the match the
 * address names (`#/match/<id>`, `?watch` to watch without a seat). It talks to the server that
 * served it, through rulegraph/client only.
 */
import { createClient } from '../../client/index.js';
import { showLobby, wireLobby } from './lobby.js';
import { closeTable, showTable } from './table.js';

const client = createClient();

function route(): void {
  const found = /^#\/match\/([^?]+)(\?watch)?$/.exec(location.hash);
  document.body.dataset['over'] = 'false';
  if (found?.[1]) {
    void showTable(client, decodeURIComponent(found[1]), found[2] !== undefined);
  } else {
    closeTable();
    showLobby(client);
  }
}

wireLobby(client);
window.addEventListener('hashchange', route);
route();
