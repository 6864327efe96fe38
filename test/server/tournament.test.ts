/**
 * Tournaments on the server: a whole 8-player Swiss of bots with a top cut played on the
 * server's tables through the typed client, a restart in the middle of a round that loses
 * nothing, the round clock fed the server's time, and every refusal typed with its path.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, type RulegraphClient, type TournamentSummary } from '../../src/client/index.js';
import { startServer, type RunningServer, type ServeOptions } from '../../src/server/start.js';
import { readyMadeDecks } from '../../src/simulate/play-one.js';
import { http } from './wire-client.js';

const MODE = 'riftbound/duel';
/** Short games: the first to 2 points wins. */
const RULES = { victory: { score: 2 } };
const DECKS = readyMadeDecks(MODE);
const servers: RunningServer[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function serve(options: ServeOptions = {}): Promise<{ server: RunningServer; client: RulegraphClient }> {
  const server = await startServer({ database: 'memory://', botWorkers: 0, limits: { requestsPerSecond: 1000, requestBurst: 1000 }, ...options });
  servers.push(server);
  return { server, client: createClient({ url: server.url }) };
}

/** Reads the tournament until every table of the round in progress has its result. */
async function roundPlayed(client: RulegraphClient, id: string): Promise<TournamentSummary> {
  for (let i = 0; i < 1200; i++) {
    const summary = await client.getTournament(id);
    const round = summary.tournament.rounds.at(-1);
    if (round && round.matches.every((m) => m.result !== null)) return summary;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the round was not played in time');
}

describe('tournaments on the server', { tags: ['server'] }, () => {
  it('plays a whole 8-player Swiss of bots and its top cut on its own tables, each game a stored match', async () => {
    const { server, client } = await serve();
    const created = await client.createTournament({ mode: MODE, rules: RULES, seed: 5, swissRounds: 3, topCut: 4, roundMinutes: null });
    const { id, credential } = created;
    for (let p = 1; p <= 8; p++) {
      await client.register(id, { name: `P${p}`, decks: [DECKS[p % DECKS.length] as string], bots: { [`P${p}`]: p % 2 === 0 ? 'greedy' : 'random' } });
    }
    const met = new Set<string>();
    while ((await client.getTournament(id)).tournament.phase !== 'finished') {
      const paired = await client.pair(id, credential);
      const round = paired.tournament.rounds.at(-1)!;
      // Every match of the round but a bye is played on the server: its first game is a match there now.
      for (const match of round.matches) if (match.result === null) expect(paired.tables[String(match.table)]).toHaveLength(1);
      const played = await roundPlayed(client, id);
      const done = played.tournament.rounds.at(-1)!;
      for (const match of done.matches) {
        // Each reported game is the stored match's winner, seat A the first entrant's.
        const games = played.tables[String(match.table)]!;
        expect(games.length).toBe(match.games.length);
        for (const [g, matchId] of games.entries()) {
          const stored = await server.store.getMatch(matchId);
          expect(stored?.over).toBe(true);
          const winner = stored?.winner === 'A' ? match.entrants[0] : stored?.winner === 'B' ? match.entrants[1] : null;
          expect(match.games[g]).toBe(winner);
        }
        if (done.stage === 'swiss' && match.entrants.length === 2) {
          const key = [...match.entrants].sort().join(' ');
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
    }
    const final = await client.getTournament(id);
    expect(final.tournament.rounds.map((r) => r.stage)).toEqual(['swiss', 'swiss', 'swiss', 'topCut', 'topCut']);
    const standings = await client.standings(id);
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const cutFinal = final.tournament.rounds.at(-1)!.matches[0]!;
    expect(standings[0]!.entrant).toBe(cutFinal.result!.winner);
    expect(standings.reduce((n, s) => n + s.record.wins, 0)).toBeGreaterThanOrEqual(12);
    // Decklists are private: the public view shows none.
    expect(final.tournament.entrants.every((e) => e.decks === null)).toBe(true);
  }, 240_000);

  it('loses nothing when the server restarts in the middle of a round', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulegraph-tournament-'));
    folders.push(folder);
    let { server, client } = await serve({ database: `file://${folder}` });
    const { id, credential } = await client.createTournament({ mode: MODE, rules: RULES, seed: 9, swissRounds: 2, roundMinutes: null });
    // Two entrants bots play, two people: their table waits for them across the restart.
    for (const [p, bot] of [['ana', 'random'], ['bo', undefined], ['cy', undefined], ['di', 'random']] as const) {
      await client.register(id, { name: p, decks: [DECKS[0] as string], ...(bot === undefined ? {} : { bots: { [p]: bot } }) });
    }
    const paired = await client.pair(id, credential);
    const before = paired.tournament;
    const seatOfCy = await client.playerTable(id, 'cy');
    await server.close();
    servers.splice(servers.indexOf(server), 1);

    ({ server, client } = await serve({ database: `file://${folder}` }));
    const after = await client.getTournament(id);
    expect(after.tournament.entrants).toEqual(before.entrants);
    expect(after.tournament.rounds.map((r) => r.matches.map((m) => m.entrants))).toEqual(before.rounds.map((r) => r.matches.map((m) => m.entrants)));
    expect(await client.playerTable(id, 'cy')).toEqual(seatOfCy);
    const people = after.tournament.rounds[0]!.matches.find((m) => m.entrants.includes('cy'))!;
    expect(seatOfCy.match).not.toBeNull();
    // The people's game is still a match to join, its seat free.
    const joined = await client.join(seatOfCy.match!, seatOfCy.seat!);
    expect(joined.seat).toBe(seatOfCy.seat);
    // The bots' games are reported by whichever process saw them end; the people's table is conceded.
    // The lots seated the two people together (seed 9): the other table is the bots' own.
    expect([...people.entrants].sort()).toEqual(['bo', 'cy']);
    await client.report(id, credential, { type: 'concede', table: people.table, entrant: 'bo' });
    const played = await roundPlayed(client, id);
    const round = played.tournament.rounds[0]!;
    expect(round.matches.find((m) => m.table === people.table)?.result).toEqual({ winner: 'cy', end: 'conceded' });
    // The bots' table was played to its end by its games on the server, across the restart.
    const bots = round.matches.find((m) => m.table !== people.table)!;
    expect(bots.result?.end).toBe('played');
    expect(played.tables[String(bots.table)]!.length).toBe(bots.games.length);
    // Round 2 pairs without a rematch.
    const second = (await client.pair(id, credential)).tournament.rounds[1]!;
    for (const match of second.matches) expect(round.matches.some((m) => m.entrants.join() === match.entrants.join() || m.entrants.join() === [...match.entrants].reverse().join())).toBe(false);
  }, 120_000);

  it("feeds the server's time to the round clock: time called between games ends the match", async () => {
    let now = 1_000_000;
    const { client } = await serve({ now: () => now });
    const { id, credential } = await client.createTournament({ mode: MODE, rules: RULES, roundMinutes: 1, gamesToWin: 2 });
    for (const p of ['ana', 'bo']) await client.register(id, { name: p, decks: [DECKS[0] as string] });
    const paired = await client.pair(id, credential);
    expect(paired.tournament.rounds[0]!.clock).toMatchObject({ minutes: 1, startedAt: now, calledAt: null });
    expect(paired.timeLeft).toBe(60_000);
    await client.report(id, credential, { type: 'reportGame', table: 1, winner: 'ana' });
    expect((await client.getTournament(id)).tables['1']).toHaveLength(2);
    now += 61_000;
    const called = await client.getTournament(id);
    expect(called.timeCalled).toBe(true);
    expect(called.tournament.rounds[0]!.clock.calledAt).toBe(now);
    // The second game is in play: time ends the match once it is reported (TR 408.2.d).
    const ended = await client.report(id, credential, { type: 'reportGame', table: 1, winner: null });
    expect(ended.tournament.rounds[0]!.matches[0]!.result).toEqual({ winner: 'ana', end: 'time' });
  }, 60_000);

  it('refuses bad requests with typed errors, codes and paths, and changes nothing', async () => {
    const { server } = await serve({ limits: { requestsPerSecond: 1000, requestBurst: 1000, tournamentEntrants: 3 } });
    const post = (path: string, body?: unknown, credential?: string) => http(server.url, 'POST', path, body, credential === undefined ? {} : { authorization: `Bearer ${credential}` });
    expect((await post('/api/tournaments', { mode: MODE, topCut: 3 })).body.error).toMatchObject({ code: 'INVALID_DEFINITION', path: '$.topCut' });
    expect((await post('/api/tournaments', { mode: MODE, swissRounds: 'three' })).body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.swissRounds' });
    expect((await post('/api/tournaments', { mode: MODE, rules: { victory: { score: 'x' } } })).status).toBe(400);
    const created = await post('/api/tournaments', { mode: MODE, rules: RULES });
    expect(created.status).toBe(201);
    const { id, credential } = created.body;
    const refusedDeck = await post(`/api/tournaments/${id}/entrants`, { name: 'ana', decks: [{ cards: ['no-such-card'] }] });
    expect(refusedDeck.status).toBe(400);
    expect(refusedDeck.body.error).toMatchObject({ code: 'DECK_REFUSED', rule: expect.any(String) });
    expect(refusedDeck.body.error.issues.length).toBeGreaterThan(0);
    expect((await post(`/api/tournaments/${id}/entrants`, { name: 'ana', decks: [DECKS[0]], bots: { bo: 'random' } })).body.error).toMatchObject({ code: 'UNKNOWN_PLAYER', path: '$.bots.bo' });
    expect((await post(`/api/tournaments/${id}/entrants`, { name: 'ana', decks: [DECKS[0]], bots: { ana: 'no-such-bot' } })).body.error).toMatchObject({ code: 'UNKNOWN_BOT' });
    for (const name of ['ana', 'bo', 'cy']) expect((await post(`/api/tournaments/${id}/entrants`, { name, decks: [DECKS[0]] })).status).toBe(201);
    expect((await post(`/api/tournaments/${id}/entrants`, { name: 'ana', decks: [DECKS[0]] })).body.error).toMatchObject({ code: 'TOO_MANY_ENTRANTS' });
    const unchanged = await http(server.url, 'GET', `/api/tournaments/${id}`);
    expect(unchanged.body.tournament.entrants.map((e: { id: string }) => e.id)).toEqual(['ana', 'bo', 'cy']);
    expect((await post(`/api/tournaments/${id}/pair`)).body.error).toMatchObject({ code: 'BAD_CREDENTIAL' });
    expect((await post(`/api/tournaments/${id}/pair`, undefined, 'wrong')).status).toBe(401);
    expect((await post(`/api/tournaments/${id}/report`, { type: 'reportGame', table: 1, winner: 'ana' }, credential)).body.error).toMatchObject({ code: 'NO_ROUND', rule: 'TR 405.1' });
    expect((await post(`/api/tournaments/${id}/pair`, undefined, credential)).status).toBe(200);
    // The event's refusal is worded in the request's language; its code, rule and path stay.
    const french = await http(server.url, 'POST', `/api/tournaments/${id}/pair`, undefined, { authorization: `Bearer ${credential}`, 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.body.error).toMatchObject({ code: 'ROUND_NOT_OVER', rule: 'TR 408.1', path: '$' });
    expect(french.body.error.message).toMatch(/^la ronde 1 a encore des matchs sans résultat \(tables /);
    expect((await post(`/api/tournaments/${id}/pair`, undefined, credential)).body.error.message).toMatch(/^round 1 still has matches without a result/);
    expect((await post(`/api/tournaments/${id}/report`, { type: 'reportGame', table: 'one', winner: 'ana' }, credential)).body.error).toMatchObject({ code: 'MALFORMED_ACTION', path: '$.table' });
    expect((await post(`/api/tournaments/${id}/report`, { type: 'register', name: 'x', decks: [] }, credential)).body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.type' });
    expect((await post(`/api/tournaments/${id}/report`, { type: 'reportGame', table: 9, winner: 'ana' }, credential))).toMatchObject({ status: 404, body: { error: { code: 'UNKNOWN_TABLE', path: '$.table' } } });
    expect((await http(server.url, 'GET', '/api/tournaments/nothing-here')).body.error).toMatchObject({ code: 'NO_SUCH_TOURNAMENT' });
    expect((await http(server.url, 'GET', '/api/tournaments/a%00b')).body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.id' });
    expect((await http(server.url, 'GET', `/api/tournaments/${id}/players/zed`)).body.error).toMatchObject({ code: 'UNKNOWN_ENTRANT' });
  }, 60_000);
});
