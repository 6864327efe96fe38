/**
 * The table page served by `rulegraph serve` at `/`: the lobby, the board of the match the
 * address names (`#/match/<id>`, `?watch` to watch without a seat), or an event
 * (`#/tournament/<id>`, `?organiser=` or `?player=` bringing a credential). It talks to the
 * server that served it, through rulegraph/client only. Its words are in the page's language
 * (language.ts: the person's choice, else the browser's), and so are the server's.
 */
import { createClient } from '../../client/index.js';
import { closeEvent, showEvent } from './event.js';
import { keepAddressCredentials } from './event-keys.js';
import { byId } from './dom.js';
import { tablePageMessages } from './i18n/messages.js';
import { pageLanguage, translatePage } from './i18n/language.js';
import { showLobby, wireLobby } from './lobby.js';
import { closeTable, showTable } from './table.js';

// The page in its language, and the server's words for this tab (refusals, the log) in the same.
translatePage(tablePageMessages);
const client = createClient({ lang: pageLanguage() });

function route(): void {
  const found = /^#\/match\/([^?]+)(\?watch)?$/.exec(location.hash);
  const event = /^#\/tournament\/([^?]+)(?:\?(.*))?$/.exec(location.hash);
  document.body.dataset['over'] = 'false';
  byId('event').hidden = true;
  closeEvent();
  if (event?.[1]) {
    const id = decodeURIComponent(event[1]);
    if (event[2]) {
      // The credential is kept in the tab, not in the address.
      keepAddressCredentials(id, event[2]);
      history.replaceState(null, '', `#/tournament/${encodeURIComponent(id)}`);
    }
    closeTable();
    showEvent(client, id);
  } else if (found?.[1]) {
    void showTable(client, decodeURIComponent(found[1]), found[2] !== undefined);
  } else {
    closeTable();
    showLobby(client);
  }
}

wireLobby(client);
window.addEventListener('hashchange', route);
route();
