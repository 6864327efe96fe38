/**
 * The lobby: the server's matches with their seats (join a free one, or watch), and a form to
 * create a match (mode, seed, seats played by bots).
 */
import { ClientError, type MatchSummary, type RulegraphClient } from '../../client/index.js';
import { byId, el } from './dom.js';
import { MODES } from './modes.js';
import { storeEventCredential } from './event-keys.js';
import { storeSeat } from './seats.js';
import { say } from './i18n/messages.js';

export function matchUrl(id: string): string {
  return `#/match/${encodeURIComponent(id)}`;
}

function showError(error: unknown): void {
  const box = byId('lobby-error');
  box.hidden = false;
  box.textContent = error instanceof ClientError ? `${error.code}: ${error.message}` : String(error);
}

async function join(client: RulegraphClient, match: MatchSummary, seat: string): Promise<void> {
  try {
    storeSeat(match.id, await client.join(match.id, seat));
    location.hash = matchUrl(match.id);
  } catch (error) {
    showError(error);
    await refresh(client);
  }
}

function matchRow(client: RulegraphClient, match: MatchSummary): HTMLElement {
  return el('li', { class: 'match', 'data-match': match.id, 'data-mode': match.mode },
    el('strong', {}, match.mode), ` · ${match.id} · ${say('lobby.version', { version: match.version })}`,
    match.over ? ` · ${match.winner ? say('lobby.overWon', { winner: match.winner }) : say('lobby.overDrawn')}` : '',
    ' · ',
    match.seats.map((s) =>
      s.bot !== null
        ? el('span', { class: 'seat-tag bot', 'data-seat': s.seat }, say('lobby.seatBot', { seat: s.seat, bot: s.bot }))
        : s.taken
          ? el('span', { class: 'seat-tag taken', 'data-seat': s.seat }, say('lobby.seatTaken', { seat: s.seat }))
          : el('button', { type: 'button', class: 'join', 'data-seat': s.seat, disabled: match.over, onclick: () => void join(client, match, s.seat) }, say('lobby.join', { seat: s.seat }))),
    el('a', { class: 'watch', href: `${matchUrl(match.id)}?watch` }, say('lobby.watch')),
  );
}

export async function refresh(client: RulegraphClient): Promise<void> {
  try {
    const matches = await client.listMatches();
    byId('matches').replaceChildren(...(matches.length ? matches.map((m) => matchRow(client, m)) : [el('li', { class: 'empty' }, say('lobby.noMatch'))]));
  } catch (error) {
    showError(error);
  }
}

export function showLobby(client: RulegraphClient): void {
  byId('lobby').hidden = false;
  byId('table').hidden = true;
  const select = byId('new-mode') as HTMLSelectElement;
  if (!select.options.length) select.replaceChildren(...MODES.map((mode) => el('option', { value: mode }, mode)));
  void refresh(client);
}

export function wireLobby(client: RulegraphClient): void {
  byId('refresh').addEventListener('click', () => void refresh(client));
  byId('open-event').addEventListener('submit', (event) => {
    event.preventDefault();
    const id = (byId('event-id') as HTMLInputElement).value.trim();
    const role = (byId('event-role') as HTMLSelectElement).value;
    const credential = (byId('event-credential') as HTMLInputElement).value.trim();
    if (credential !== '' && (role === 'organiser' || role === 'player')) storeEventCredential(id, role, credential);
    location.hash = `#/tournament/${encodeURIComponent(id)}`;
  });
  byId('new-match').addEventListener('submit', (event) => {
    event.preventDefault();
    const mode = (byId('new-mode') as HTMLSelectElement).value;
    const seedText = (byId('new-seed') as HTMLInputElement).value.trim();
    // `C` takes the bot chosen in the list; `C=search:3` names its own (any spec of the registry).
    const chosen = (byId('new-bot') as HTMLSelectElement).value;
    const entries = (byId('new-bots') as HTMLInputElement).value.split(/[\s,]+/).filter(Boolean);
    const bots = Object.fromEntries(entries.map((entry) => (entry.includes('=') ? [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] : [entry, chosen])));
    byId('lobby-error').hidden = true;
    // The match made, its first seat no bot plays is taken and the board opens; all bots: watch it.
    client
      .createMatch({ mode, ...(seedText === '' ? {} : { seed: Number(seedText) }), ...(entries.length ? { bots } : {}) })
      .then((match) => {
        const free = match.seats.find((s) => s.bot === null && !s.taken);
        if (free) return join(client, match, free.seat);
        location.hash = `${matchUrl(match.id)}?watch`;
        return undefined;
      }, showError);
  });
}
