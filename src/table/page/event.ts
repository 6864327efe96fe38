/**
 * An event on the server (`#/tournament/<id>`): the organiser's view of it (the round's
 * pairings, each table's state and the round clock, every round's results, the standings with
 * their three tiebreakers, drops) and, for a tab holding a player's credential, where that
 * player sits next, joined in one click. Read again from the server every two seconds while
 * shown, as the lobby is on demand: everything drawn is the server's answer.
 */
import { ClientError, type PlayerTable, type RulegraphClient, type Standing, type TournamentSummary } from '../../client/index.js';
import { byId, el } from './dom.js';
import { eventCredential } from './event-keys.js';
import { matchUrl } from './lobby.js';
import { storeSeat, storedSeat } from './seats.js';

type Round = TournamentSummary['tournament']['rounds'][number];
type Match = Round['matches'][number];

const EVERY_MS = 2000;
let timer: ReturnType<typeof setTimeout> | undefined;
let shown: string | undefined;

export function closeEvent(): void {
  clearTimeout(timer);
  timer = undefined;
  shown = undefined;
}

export function showEvent(client: RulegraphClient, id: string): void {
  closeEvent();
  shown = id;
  byId('lobby').hidden = true;
  byId('table').hidden = true;
  byId('event').hidden = false;
  byId('event-title').textContent = `Event ${id}`;
  for (const part of ['event-mine', 'event-tables', 'event-rounds', 'event-standings']) byId(part).replaceChildren();
  void refresh(client, id);
}

async function refresh(client: RulegraphClient, id: string): Promise<void> {
  const player = eventCredential(id, 'player');
  try {
    const [summary, standings, mine] = await Promise.all([client.getTournament(id), client.standings(id), player === undefined ? undefined : client.myTable(id, player)]);
    if (shown !== id) return;
    byId('event-error').hidden = true;
    draw(client, summary, standings, mine);
  } catch (error) {
    if (shown !== id) return;
    showError(error);
  }
  if (shown === id) timer = setTimeout(() => void refresh(client, id), EVERY_MS);
}

function showError(error: unknown): void {
  const box = byId('event-error');
  box.hidden = false;
  box.textContent = error instanceof ClientError ? `${error.code}: ${error.message}` : String(error);
}

function draw(client: RulegraphClient, summary: TournamentSummary, standings: readonly Standing[], mine: PlayerTable | undefined): void {
  const event = summary.tournament;
  const round = event.rounds.at(-1);
  document.body.dataset['eventPhase'] = event.phase;
  byId('event-title').textContent = `${event.settings.name} · ${event.settings.mode}`;
  byId('event-status').replaceChildren(
    el('span', { id: 'event-phase' }, phaseText(event.phase, round)),
    ' · ',
    el('span', { id: 'event-clock', 'data-called': String(summary.timeCalled) }, clockText(summary)),
    ` · ${event.entrants.length} entrants`,
    ...[organiserControls(client, summary)].filter((b): b is HTMLElement => b !== null),
  );
  byId('event-mine').replaceChildren(...(mine ? [nextTable(client, summary, mine)] : []));
  byId('event-tables').replaceChildren(...(round ? [roundTables(summary, round)] : [el('p', { class: 'empty' }, 'Not paired yet: entrants register until the first pairing.')]));
  byId('event-rounds').replaceChildren(...event.rounds.slice(0, -1).reverse().map((r) => pastRound(summary, r)));
  byId('event-standings').replaceChildren(standingsTable(client, summary, standings));
}

function phaseText(phase: string, round: Round | undefined): string {
  if (phase === 'registration') return 'registration';
  if (phase === 'finished') return 'finished';
  return round ? `round ${round.number} (${round.stage === 'swiss' ? 'Swiss' : 'top cut'})` : phase;
}

function clockText(summary: TournamentSummary): string {
  if (summary.timeCalled) return 'time called';
  if (summary.timeLeft === null) return 'untimed';
  const seconds = Math.ceil(summary.timeLeft / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

/** The organiser's buttons, for a tab holding the organiser's credential: the next pairing. */
function organiserControls(client: RulegraphClient, summary: TournamentSummary): HTMLElement | null {
  const credential = eventCredential(summary.id, 'organiser');
  if (credential === undefined) return null;
  const round = summary.tournament.rounds.at(-1);
  const open = round?.matches.some((m) => m.result === null) ?? false;
  const over = summary.tournament.phase === 'finished';
  return el('button', {
    type: 'button',
    id: 'event-pair',
    disabled: open || over,
    onclick: () => void client.pair(summary.id, credential).then(() => void refresh(client, summary.id), showError),
  }, round ? 'Pair the next round' : 'Pair round 1');
}

function nameOf(summary: TournamentSummary, entrant: string): string {
  return summary.tournament.entrants.find((e) => e.id === entrant)?.name ?? entrant;
}

function wins(match: Match, entrant: string): number {
  return match.games.filter((g) => g === entrant).length;
}

/** A match's result in words: who won and how, with the games. */
function resultText(summary: TournamentSummary, match: Match): string {
  const result = match.result;
  if (result === null) return '';
  if (result.end === 'bye') return 'bye';
  const score = match.entrants.map((e) => wins(match, e)).join('-');
  const how = result.end === 'played' ? '' : ` (${{ time: 'at time', conceded: 'conceded', intentionalDraw: 'intentional draw' }[result.end]})`;
  return result.winner === null ? `draw ${score}${how}` : `${nameOf(summary, result.winner)} won ${score}${how}`;
}

/** A table of the round in progress: its state, the game in play (to watch), or its result. */
function tableState(summary: TournamentSummary, match: Match): { text: string; state: string; game: string | undefined } {
  if (match.result !== null) return { text: resultText(summary, match), state: 'over', game: undefined };
  const games = summary.tables[String(match.table)] ?? [];
  const game = games.length > match.games.length ? games[match.games.length] : undefined;
  const atTime = summary.atTime[String(match.table)];
  const number = match.games.length + 1;
  if (atTime?.suddenDeath) return { text: `game ${number}: sudden death, the next point wins`, state: 'sudden-death', game };
  if (atTime) return { text: `game ${number}: additional turns until the end of turn ${atTime.lastTurn}`, state: 'additional-turns', game };
  return { text: game === undefined ? `game ${number}: waiting for a table` : `game ${number} in play`, state: 'playing', game };
}

function roundTables(summary: TournamentSummary, round: Round): HTMLElement {
  return el('table', { class: 'event-table', id: 'pairings', 'data-round': String(round.number) },
    el('caption', {}, `Round ${round.number}: pairings`),
    el('thead', {}, el('tr', {}, el('th', {}, 'Table'), el('th', {}, 'Entrants'), el('th', {}, 'Games'), el('th', {}, 'State'))),
    el('tbody', {}, round.matches.map((match) => {
      const state = tableState(summary, match);
      return el('tr', { 'data-table': String(match.table), 'data-state': state.state },
        el('td', {}, String(match.table)),
        el('td', { class: 'entrants' }, match.entrants.map((e) => nameOf(summary, e)).join(' vs ')),
        el('td', {}, match.games.map((g) => (g === null ? 'draw' : nameOf(summary, g))).join(', ') || '–'),
        el('td', {}, state.text, state.game ? [' · ', el('a', { class: 'watch', href: `${matchUrl(state.game)}?watch` }, 'Watch')] : null),
      );
    })),
  );
}

function pastRound(summary: TournamentSummary, round: Round): HTMLElement {
  return el('details', { class: 'past-round', 'data-round': String(round.number) },
    el('summary', {}, `Round ${round.number} (${round.stage === 'swiss' ? 'Swiss' : 'top cut'})`),
    el('ul', {}, round.matches.map((m) => el('li', {}, `Table ${m.table}: ${m.entrants.map((e) => nameOf(summary, e)).join(' vs ')} · ${resultText(summary, m)}`))),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The standings (TR 409): match points, then the three tiebreakers; the organiser may drop an entrant (TR 414). */
function standingsTable(client: RulegraphClient, summary: TournamentSummary, standings: readonly Standing[]): HTMLElement {
  const organiser = eventCredential(summary.id, 'organiser');
  const canDrop = organiser !== undefined && summary.tournament.phase !== 'finished';
  return el('table', { class: 'event-table', id: 'standings' },
    el('caption', {}, 'Standings'),
    el('thead', {}, el('tr', {}, ['Rank', 'Entrant', 'Points', 'W-L-D', 'Opp. match win', 'Game win', 'Opp. game win', ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, standings.map((s) =>
      el('tr', { 'data-entrant': s.entrant, class: s.dropped ? 'dropped' : undefined },
        el('td', {}, String(s.rank)),
        el('td', {}, s.name, s.dropped ? el('span', { class: 'mark' }, 'dropped') : null),
        el('td', {}, String(s.matchPoints)),
        el('td', {}, `${s.record.wins}-${s.record.losses}-${s.record.draws}${s.record.byes ? ` (${s.record.byes} bye${s.record.byes > 1 ? 's' : ''})` : ''}`),
        el('td', {}, percent(s.opponentsMatchWin)),
        el('td', {}, percent(s.gameWin)),
        el('td', {}, percent(s.opponentsGameWin)),
        el('td', {}, canDrop && !s.dropped
          ? el('button', { type: 'button', class: 'drop', onclick: () => void client.report(summary.id, organiser, { type: 'drop', entrant: s.entrant }).then(() => void refresh(client, summary.id), showError) }, 'Drop')
          : null),
      ))),
  );
}

/** Where this tab's player sits next: the table, its opponents, and one button that takes the seat and opens the board. */
function nextTable(client: RulegraphClient, summary: TournamentSummary, mine: PlayerTable): HTMLElement {
  const match = summary.tournament.rounds.at(-1)?.matches.find((m) => m.table === mine.table);
  const against = match?.entrants.filter((e) => e !== mine.entrant).map((e) => nameOf(summary, e)).join(', ');
  const text = mine.table === null ? `${nameOf(summary, mine.entrant)}: no table to play now` : `${nameOf(summary, mine.entrant)}: table ${mine.table}${against ? ` against ${against}` : ''}`;
  const go = async (game: string, seat: string) => {
    try {
      if (storedSeat(game)?.seat !== seat) storeSeat(game, await client.join(game, seat));
      location.hash = matchUrl(game);
    } catch (error) {
      showError(error);
    }
  };
  return el('section', { id: 'next-table', 'data-table': mine.table === null ? '' : String(mine.table) },
    el('h2', {}, 'Your next table'),
    el('p', {}, text),
    mine.match !== null && mine.seat !== null
      ? el('button', { type: 'button', id: 'join-table', onclick: () => void go(mine.match as string, mine.seat as string) }, `Join table ${mine.table} (seat ${mine.seat})`)
      : null,
  );
}
