// @module-tag browser
/**
 * An event on the table page: eight entrants of a Swiss on the server, seven played by bots and
 * one by a person. The organiser's page (its credential brought by the address) pairs the round
 * by its button and shows the pairings, each table's state, the results and the standings with
 * their three tiebreakers, as the server answers them, refreshed by themselves; the person's page
 * (their credential from registering) shows their next table and joins it in one click, the
 * board opening in their seat; the organiser drops them. Screenshots at 1400 px and 400 px in
 * test-output/table/ when asked (`RULEGRAPH_SCREENSHOTS=1`); no console error, no request anywhere but the server.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createClient, type Standing } from '../../src/client/index.js';
import { readyMadeDecks } from '../../src/simulate/play-one.js';
import { newPlayer, type Player } from './players.js';
import { screenshot } from '../support/page-watch.js';
import { tableForTests } from './setup.js';

const table = tableForTests();
const MODE = 'riftbound/duel';
const DECKS = readyMadeDecks(MODE);

/** The page's problems: console errors, page errors, and requests to anywhere but its server. */
function watch(player: Player, origin: string): string[] {
  const problems: string[] = [];
  player.page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  player.page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  player.page.on('request', (request) => {
    if (!request.url().startsWith(origin)) problems.push(`outside request: ${request.url()}`);
  });
  return problems;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  await screenshot(page, `table/${name}-1400`, { fullPage: true });
  await page.setViewportSize({ width: 400, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
  await screenshot(page, `table/${name}-400`, { fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** The standings rows as the page shows them. */
function shownStandings(page: Page): Promise<string[][]> {
  return page.$$eval('#standings tbody tr', (rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 7).map((td) => td.textContent ?? '')));
}

function expectedRow(s: Standing): string[] {
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const byes = s.record.byes ? ` (${s.record.byes} bye${s.record.byes > 1 ? 's' : ''})` : '';
  return [String(s.rank), `${s.name}${s.dropped ? 'dropped' : ''}`, String(s.matchPoints), `${s.record.wins}-${s.record.losses}-${s.record.draws}${byes}`, percent(s.opponentsMatchWin), percent(s.gameWin), percent(s.opponentsGameWin)];
}

it('the organiser sees pairings, tables and standings; an entrant sees its next table and joins it in one click', async () => {
  const origin = table.server.url;
  const client = createClient({ url: origin });
  const { id, credential } = await client.createTournament({ mode: MODE, name: 'spring cup', rules: { victory: { score: 2 } }, seed: 4, swissRounds: 3, roundMinutes: 50 });
  let person = '';
  for (let p = 1; p <= 8; p++) {
    const registered = await client.register(id, { name: `P${p}`, decks: [DECKS[p % DECKS.length] as string], ...(p === 8 ? {} : { bots: { [`P${p}`]: 'random' } }) });
    if (p === 8) person = registered.credentials['P8'] as string;
  }

  const organiser = await newPlayer(table.browser, `${origin}/#/tournament/${id}?organiser=${credential}`);
  const organiserProblems = watch(organiser, origin);
  const page = organiser.page;
  // The credential left the address as soon as the page kept it.
  await page.waitForSelector('#event-pair');
  expect(page.url()).not.toContain(credential);
  expect(await page.textContent('#event-phase')).toBe('registration');
  await page.click('#event-pair');
  await page.waitForSelector('#pairings tbody tr[data-table="4"]');
  const paired = await client.getTournament(id);
  const round = paired.tournament.rounds[0]!;
  const name = (entrant: string) => paired.tournament.entrants.find((e) => e.id === entrant)!.name;
  expect(await page.$$eval('#pairings tbody tr .entrants', (cells) => cells.map((c) => c.textContent))).toEqual(round.matches.map((m) => m.entrants.map(name).join(' vs ')));
  expect(await page.textContent('#event-clock')).toMatch(/^(50:00|49:5\d) left$/);

  // The bots' three tables are played to their results on the server; the page shows them by itself.
  const personTable = round.matches.find((m) => m.entrants.includes('P8'))!.table;
  await page.waitForFunction((t) => document.querySelectorAll(`#pairings tbody tr[data-state="over"]:not([data-table="${t}"])`).length === 3, personTable, { timeout: 180_000 });
  expect(await page.getAttribute(`#pairings tr[data-table="${personTable}"]`, 'data-state')).toBe('playing');
  const results = (await client.getTournament(id)).tournament.rounds[0]!.matches;
  for (const match of results.filter((m) => m.table !== personTable)) {
    const cell = await page.textContent(`#pairings tr[data-table="${match.table}"] td:last-child`);
    const score = match.entrants.map((e) => match.games.filter((g) => g === e).length).join('-');
    expect(cell).toBe(match.result!.winner === null ? `draw ${score}` : `${name(match.result!.winner)} won ${score}`);
  }
  await page.waitForFunction(() => document.querySelectorAll('#standings tbody tr').length === 8);
  // The page polls the standings: it shows the server's as soon as its next poll comes back.
  const standings = (await client.standings(id)).map(expectedRow);
  await expect.poll(() => shownStandings(page), { timeout: 10_000, interval: 100 }).toEqual(standings);
  await shoot(page, 'event-organiser');

  // The person opens the event with their credential: their table, joined in one click.
  const entrant = await newPlayer(table.browser, `${origin}/#/tournament/${id}?player=${person}`);
  const entrantProblems = watch(entrant, origin);
  await entrant.page.waitForSelector('#join-table');
  const where = await client.myTable(id, person);
  await expect(client.myTable(id, 'not-a-credential')).rejects.toMatchObject({ code: 'BAD_CREDENTIAL' });
  expect(where).toMatchObject({ entrant: 'P8', table: personTable });
  const opponent = round.matches.find((m) => m.table === personTable)!.entrants.find((e) => e !== 'P8')!;
  expect(await entrant.page.textContent('#next-table p')).toBe(`P8: table ${personTable} against ${name(opponent)}`);
  await shoot(entrant.page, 'event-entrant');
  await entrant.page.click('#join-table');
  await entrant.page.waitForSelector('body[data-status="open"]');
  await entrant.page.waitForSelector('.board');
  expect(entrant.page.url()).toContain(`#/match/${where.match}`);
  const hello = entrant.sent.find((m) => m['type'] === 'hello');
  expect(hello?.['credential']).toEqual(expect.any(String));
  expect((await client.getMatch(where.match!)).seats.find((s) => s.seat === where.seat)?.taken).toBe(true);

  // The organiser drops the person: their match is conceded (TR 410.5), the standings say so, the next round can be paired.
  await page.click(`#standings tr[data-entrant="P8"] button.drop`);
  await page.waitForSelector(`#pairings tr[data-table="${personTable}"][data-state="over"]`);
  await page.waitForSelector('#standings tr.dropped[data-entrant="P8"]');
  expect(await page.isEnabled('#event-pair')).toBe(true);
  const afterDrop = (await client.standings(id)).map(expectedRow);
  await expect.poll(() => shownStandings(page), { timeout: 10_000, interval: 100 }).toEqual(afterDrop);
  await shoot(page, 'event-organiser-dropped');
  expect([...organiserProblems, ...entrantProblems]).toEqual([]);
  await organiser.context.close();
  await entrant.context.close();
}, 300_000);
