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
import { say, sayCounted } from './i18n/messages.js';
import { pageLanguage } from './i18n/language.js';

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
  byId('event-title').textContent = say('event.title', { id });
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
    ` · ${say('event.entrants', { count: event.entrants.length })}`,
    ...[organiserControls(client, summary)].filter((b): b is HTMLElement => b !== null),
  );
  byId('event-mine').replaceChildren(...(mine ? [nextTable(client, summary, mine)] : []));
  byId('event-tables').replaceChildren(...(round ? [roundTables(summary, round)] : [el('p', { class: 'empty' }, say('event.notPaired'))]));
  byId('event-rounds').replaceChildren(...event.rounds.slice(0, -1).reverse().map((r) => pastRound(summary, r)));
  byId('event-standings').replaceChildren(standingsTable(client, summary, standings));
}

function phaseText(phase: string, round: Round | undefined): string {
  if (phase === 'registration') return say('event.phase.registration');
  if (phase === 'finished') return say('event.phase.finished');
  return round ? say('event.phase.round', { number: round.number, stage: stageText(round) }) : phase;
}

function stageText(round: Round): string {
  return say(round.stage === 'swiss' ? 'event.stage.swiss' : 'event.stage.topCut');
}

function clockText(summary: TournamentSummary): string {
  if (summary.timeCalled) return say('event.timeCalled');
  if (summary.timeLeft === null) return say('event.untimed');
  const seconds = Math.ceil(summary.timeLeft / 1000);
  return say('event.timeLeft', { time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` });
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
  }, say(round ? 'event.pairNext' : 'event.pairFirst'));
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
  if (result.end === 'bye') return say('event.bye');
  const score = match.entrants.map((e) => wins(match, e)).join('-');
  const how = result.end === 'played' ? '' : say('event.how', { how: say(`event.end.${result.end}`) });
  return result.winner === null ? say('event.resultDraw', { score, how }) : say('event.resultWon', { winner: nameOf(summary, result.winner), score, how });
}

/** A table of the round in progress: its state, the game in play (to watch), or its result. */
function tableState(summary: TournamentSummary, match: Match): { text: string; state: string; game: string | undefined } {
  if (match.result !== null) return { text: resultText(summary, match), state: 'over', game: undefined };
  const games = summary.tables[String(match.table)] ?? [];
  const game = games.length > match.games.length ? games[match.games.length] : undefined;
  const atTime = summary.atTime[String(match.table)];
  const number = match.games.length + 1;
  if (atTime?.suddenDeath) return { text: say('event.suddenDeath', { number }), state: 'sudden-death', game };
  if (atTime) return { text: say('event.additionalTurns', { number, turn: atTime.lastTurn }), state: 'additional-turns', game };
  return { text: say(game === undefined ? 'event.waitingTable' : 'event.inPlay', { number }), state: 'playing', game };
}

function roundTables(summary: TournamentSummary, round: Round): HTMLElement {
  return el('table', { class: 'event-table', id: 'pairings', 'data-round': String(round.number) },
    el('caption', {}, say('event.pairings', { number: round.number })),
    el('thead', {}, el('tr', {}, el('th', {}, say('event.column.table')), el('th', {}, say('event.column.entrants')), el('th', {}, say('event.column.games')), el('th', {}, say('event.column.state')))),
    el('tbody', {}, round.matches.map((match) => {
      const state = tableState(summary, match);
      return el('tr', { 'data-table': String(match.table), 'data-state': state.state },
        el('td', {}, String(match.table)),
        el('td', { class: 'entrants' }, versus(summary, match.entrants)),
        el('td', {}, match.games.map((g) => (g === null ? say('event.draw') : nameOf(summary, g))).join(', ') || '–'),
        el('td', {}, state.text, state.game ? [' · ', el('a', { class: 'watch', href: `${matchUrl(state.game)}?watch` }, say('lobby.watch'))] : null),
      );
    })),
  );
}

function pastRound(summary: TournamentSummary, round: Round): HTMLElement {
  return el('details', { class: 'past-round', 'data-round': String(round.number) },
    el('summary', {}, say('event.pastRound', { number: round.number, stage: stageText(round) })),
    el('ul', {}, round.matches.map((m) => el('li', {}, say('event.pastTable', { table: m.table, entrants: versus(summary, m.entrants), result: resultText(summary, m) })))),
  );
}

/** A share as the page's language writes a percentage (`12.5%`, `12,5 %`). */
const percent = (share: number) => new Intl.NumberFormat(pageLanguage(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(share);

/** The standings' columns after none: their headings' keys. */
const STANDING_COLUMNS = ['rank', 'entrant', 'points', 'record', 'opponentsMatchWin', 'gameWin', 'opponentsGameWin'] as const;

/** Two entrants (or more) facing each other: `Ana vs Bo`. */
function versus(summary: TournamentSummary, entrants: readonly string[]): string {
  return entrants.map((e) => nameOf(summary, e)).reduce((first, second) => say('event.versus', { first, second }));
}

/** The standings (TR 409): match points, then the three tiebreakers; the organiser may drop an entrant (TR 414). */
function standingsTable(client: RulegraphClient, summary: TournamentSummary, standings: readonly Standing[]): HTMLElement {
  const organiser = eventCredential(summary.id, 'organiser');
  const canDrop = organiser !== undefined && summary.tournament.phase !== 'finished';
  return el('table', { class: 'event-table', id: 'standings' },
    el('caption', {}, say('event.standings')),
    el('thead', {}, el('tr', {}, [...STANDING_COLUMNS.map((column) => say(`event.column.${column}`)), ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, standings.map((s) =>
      el('tr', { 'data-entrant': s.entrant, class: s.dropped ? 'dropped' : undefined },
        el('td', {}, String(s.rank)),
        el('td', {}, s.name, s.dropped ? el('span', { class: 'mark' }, say('event.dropped')) : null),
        el('td', {}, String(s.matchPoints)),
        el('td', {}, `${s.record.wins}-${s.record.losses}-${s.record.draws}${s.record.byes ? ` (${sayCounted('event.byes', s.record.byes)})` : ''}`),
        el('td', {}, percent(s.opponentsMatchWin)),
        el('td', {}, percent(s.gameWin)),
        el('td', {}, percent(s.opponentsGameWin)),
        el('td', {}, canDrop && !s.dropped
          ? el('button', { type: 'button', class: 'drop', onclick: () => void client.report(summary.id, organiser, { type: 'drop', entrant: s.entrant }).then(() => void refresh(client, summary.id), showError) }, say('event.drop'))
          : null),
      ))),
  );
}

/** Where this tab's player sits next: the table, its opponents, and one button that takes the seat and opens the board. */
function nextTable(client: RulegraphClient, summary: TournamentSummary, mine: PlayerTable): HTMLElement {
  const match = summary.tournament.rounds.at(-1)?.matches.find((m) => m.table === mine.table);
  const against = match?.entrants.filter((e) => e !== mine.entrant).map((e) => nameOf(summary, e)).join(', ');
  const entrant = nameOf(summary, mine.entrant);
  const text = mine.table === null ? say('event.noTable', { entrant }) : say('event.atTable', { entrant, table: mine.table, against: against ? say('event.against', { opponents: against }) : '' });
  const go = async (game: string, seat: string) => {
    try {
      if (storedSeat(game)?.seat !== seat) storeSeat(game, await client.join(game, seat));
      location.hash = matchUrl(game);
    } catch (error) {
      showError(error);
    }
  };
  return el('section', { id: 'next-table', 'data-table': mine.table === null ? '' : String(mine.table) },
    el('h2', {}, say('event.nextTable')),
    el('p', {}, text),
    mine.match !== null && mine.seat !== null
      ? el('button', { type: 'button', id: 'join-table', onclick: () => void go(mine.match as string, mine.seat as string) }, say('event.joinTable', { table: String(mine.table), seat: mine.seat }))
      : null,
  );
}
