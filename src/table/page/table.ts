/**
 * The board of one match as this tab's seat sees it (or a spectator): the view drawn for its
 * game, the seat's legal actions as controls, the events log. Everything shown comes from the
 * server's messages for this seat; a refused action changes nothing and says why.
 */
import { ClientError, type CardCatalog, type MatchConnection, type RulegraphClient, type SeatUpdate } from '../../client/index.js';
import type { GameTypes } from '../../types/game.js';
import type { AlteredView } from '../../types/altered.js';
import type { RiftboundView } from '../../types/riftbound.js';
import { disarm, pickedAction, placeActions, type AnyAction } from './actions.js';
import { alteredBoard } from './altered-board.js';
import { cardText, teamColours, type Table } from './cards.js';
import { describeEvent } from './describe.js';
import { byId, el } from './dom.js';
import { riftboundBoard } from './riftbound-board.js';
import { forgetSeat, storedSeat } from './seats.js';
import { say } from './i18n/messages.js';

type View = RiftboundView | AlteredView;
type Update = SeatUpdate<GameTypes>;

let open: MatchConnection | undefined;

function tableOf(view: View, cards: CardCatalog): Table {
  // The cards read each game's objects field by field, one drawing for both games: as the data
  // the server sent (docs/api.md lists each game's fields), not as either game's type.
  const objects = view.objects as unknown as Table['objects'];
  return { ...view, objects, cards, colour: teamColours(view.seats as readonly { id: string; team?: string }[]) };
}

function drawBoard(table: Table, view: View): HTMLElement {
  if ('regions' in view) return alteredBoard(table, view);
  if ('battlefields' in view) return riftboundBoard(table, view);
  return el('pre', {}, JSON.stringify(view, null, 1));
}

/**
 * The log: each event in the words the server's game gave it (`describe`), or the page's own
 * when it has none, numbered from the first event this page saw.
 */
function appendLog(table: Table, update: Update): void {
  const log = byId('log');
  if (update.events === null) {
    log.append(el('li', { class: 'resumed' }, el('span', { class: 'n' }, '…'), el('span', { class: 'line' }, say('table.resumed', { version: update.version }))));
  } else {
    update.events.forEach((event, i) => {
      const said = update.log?.[i]?.trim();
      const text = said ? said.split('\n').map((line) => line.trim()).filter(Boolean).join(' · ') : describeEvent(table, event as AnyAction);
      const number = log.querySelectorAll('li[data-event]').length + 1;
      log.append(el('li', { 'data-event': String(number), 'data-version': String(update.version), 'data-type': event.type }, el('span', { class: 'n' }, String(number)), el('span', { class: 'line' }, text)));
    });
  }
  log.scrollTop = log.scrollHeight;
}

/** The detail panel: a card's whole text, shown on a tap (hovering shows it as a tooltip). */
function showDetail(table: Table, card: Element | null): void {
  const panel = byId('card-detail');
  const cardId = card?.getAttribute('data-card');
  if (!cardId) {
    panel.hidden = true;
    return;
  }
  const [head, ...rest] = cardText(table, cardId).split('\n');
  panel.replaceChildren(el('strong', {}, head ?? ''), ...rest.map((line) => el('p', {}, line)), el('button', { type: 'button', class: 'close', onclick: () => (panel.hidden = true) }, say('table.close')));
  panel.dataset['card'] = cardId;
  panel.hidden = false;
}

export function closeTable(): void {
  open?.close();
  open = undefined;
}

export async function showTable(client: RulegraphClient, match: string, watch: boolean): Promise<void> {
  closeTable();
  byId('lobby').hidden = true;
  byId('table').hidden = false;
  byId('log').replaceChildren();
  byId('board').replaceChildren();
  byId('actions').replaceChildren();
  byId('table-error').hidden = true;
  const body = document.body;
  const held = watch ? undefined : storedSeat(match);
  body.dataset['seat'] = held?.seat ?? '';
  byId('who').textContent = held ? say('table.youPlay', { seat: held.seat }) : say('table.watching');
  const summary = await client.getMatch(match).catch((error: unknown) => error);
  if (summary instanceof Error) {
    showError(summary);
    return;
  }
  byId('match-title').textContent = `${(summary as { mode: string }).mode} · ${match}`;
  // The cards' names, numbers and text; a page without them still plays, with names from ids.
  const cards: CardCatalog = await client.cards(match).catch(() => ({}));
  let table: Table | undefined;
  byId('board').onclick = (event) => {
    if (!table) return;
    const picked = pickedAction(event.target);
    if (picked) {
      disarm();
      act(picked);
      return;
    }
    if ((event.target as Element).closest('button, input, label')) return;
    showDetail(table, (event.target as Element).closest('[data-card]'));
  };
  let over = (summary as { over: boolean }).over;
  const overAtStart = (summary as { winner: string | null }).winner;
  // From the start: a reload (or a late join) catches up on the seat's whole event log.
  const connection = client.connect<string>(match, { ...(held ? { credential: held.credential } : {}), since: 0 });
  open = connection;
  connection.onStatus((status) => {
    body.dataset['status'] = status;
    byId('status').textContent = say(`table.connection.${status}`);
  });
  connection.onError((error) => showError(error));
  const act = (action: AnyAction) => {
    body.dataset['busy'] = 'true';
    byId('table-error').hidden = true;
    connection
      .act(action)
      .catch((error: unknown) => showError(error))
      .finally(() => (body.dataset['busy'] = 'false'));
  };
  connection.subscribe((update) => {
    const view = update.view as View;
    let winner = (view as { winner?: string | null }).winner ?? null;
    if (winner !== null) over = true;
    // Both games end with gameOver (its winner, or null) or gameDrawn.
    for (const event of update.events ?? []) {
      if (event.type === 'gameOver' || event.type === 'gameDrawn') over = true;
      if (event.type === 'gameOver') winner = ((event as { winner?: string | null }).winner ?? null);
    }
    table = tableOf(view, cards);
    const board = drawBoard(table, view);
    byId('board').replaceChildren(board);
    placeActions(table, board, byId('actions'), update.actions as readonly AnyAction[], act);
    if (!update.actions.length) {
      byId('actions').append(el('div', { class: 'waiting' }, say(over ? 'table.over' : held ? 'table.waitingOthers' : 'table.watchingShort')));
    }
    body.dataset['actions'] = String(update.actions.length);
    appendLog(table, update);
    body.dataset['version'] = String(update.version);
    byId('version').textContent = say('table.version', { version: update.version });
    if (over) markOver(winner ?? overAtStart);
  });
  byId('leave').onclick = () => {
    if (held) void client.leave(match, held.credential).catch(() => {});
    forgetSeat(match);
    closeTable();
    location.hash = '';
  };
}

function markOver(winner: string | null): void {
  document.body.dataset['over'] = 'true';
  byId('result').textContent = winner === null ? say('table.resultDraw') : say('table.resultWon', { winner });
}

function showError(error: unknown): void {
  const box = byId('table-error');
  box.hidden = false;
  box.textContent = error instanceof ClientError ? `${error.code}: ${error.rule ? say('table.refusedRule', { message: error.message, rule: error.rule }) : error.message}` : String(error);
  if (error instanceof ClientError) box.dataset['code'] = error.code;
}
