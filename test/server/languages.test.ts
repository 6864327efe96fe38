/**
 * The server words each seat's messages in the seat's language (docs/server.md, "Languages"):
 * chosen at join, kept with the seat, changed by a `lang` message; a spectator's and a
 * request's from their hello or Accept-Language. Two seats of one match, one English and one
 * French, each receive their own words and never the other's.
 */
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, ClientError } from '../../src/client/index.js';
import { createGame } from '../../src/api.js';
import type { GameEvent } from '../../src/engine/game/module.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { http, WireClient, type Message } from './wire-client.js';

let server: RunningServer;
const socketOf = (id: string) => `${server.url.replace('http', 'ws')}/api/matches/${id}/socket`;

beforeAll(async () => {
  server = await startServer({ database: 'memory://', limits: { messagesPerSecond: 50, messageBurst: 50, socketsPerAddress: 12, requestsPerSecond: 100, requestBurst: 150 } });
}, 120_000);
afterAll(async () => server?.close(), 60_000);

/** The live game of match `id`, to word its events as the test expects them. */
async function liveGame(id: string) {
  const located = await server.registry.locate(id);
  if (!('match' in located)) throw new Error('the match is served elsewhere');
  return located.match.game;
}

async function greeted(id: string, hello: object, headers: Record<string, string> = {}): Promise<{ client: WireClient; welcome: Message }> {
  const client = await WireClient.open(socketOf(id), headers);
  client.send({ type: 'hello', ...hello });
  return { client, welcome: await client.next('welcome') };
}

/** A seat that has a legal action in `welcome`s, and that action. */
function someAction(welcomes: Record<string, Message>): { seat: string; action: Record<string, unknown> } {
  for (const [seat, welcome] of Object.entries(welcomes)) {
    const action = (welcome['actions'] as Record<string, unknown>[])[0];
    if (action) return { seat, action };
  }
  throw new Error('no seat can act');
}

describe('each seat in its own language', () => {
  it('an English and a French seat of one match: refusals, events in words and errors each in the seat\'s words', async () => {
    const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 5 });
    const id = created.body.id as string;
    const english = await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' });
    const french = await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'B', lang: 'fr' });
    expect(english.body).toMatchObject({ seat: 'A', lang: 'en' });
    expect(french.body).toMatchObject({ seat: 'B', lang: 'fr' });

    const a = await greeted(id, { credential: english.body.credential });
    const b = await greeted(id, { credential: french.body.credential });

    // The game's refusal of one action: each seat reads it in its language, with the same code.
    const early = { type: 'endTurn' };
    a.client.send({ type: 'act', id: 'a1', version: 0, action: early });
    b.client.send({ type: 'act', id: 'b1', version: 0, action: early });
    const [refusedA, refusedB] = [(await a.client.next('refused')).error, (await b.client.next('refused')).error];
    const reference = createGame({ mode: 'riftbound/duel', seed: 5 }, { lang: 'fr' });
    expect(refusedB).toEqual(reference.check({ type: 'endTurn', seat: 'B' }));
    expect(refusedA.code).toBe(refusedB.code);
    expect(refusedA.message).toBe(createGame({ mode: 'riftbound/duel', seed: 5 }).check({ type: 'endTurn', seat: 'A' })?.message);
    expect(refusedA.message).not.toBe(refusedB.message);

    // The server's own refusal (a stale version): the same.
    a.client.send({ type: 'act', id: 'a2', version: 9, action: early });
    b.client.send({ type: 'act', id: 'b2', version: 9, action: early });
    expect((await a.client.next('refused')).error).toEqual({ code: 'STALE_VERSION', message: 'the match is at version 0, not 9: act on the current version', path: '$.version' });
    expect((await b.client.next('refused')).error).toEqual({ code: 'STALE_VERSION', message: 'la partie est à la version 0, pas 9 : agissez sur la version actuelle', path: '$.version' });

    // An accepted action: each seat's log is its own events in its own language, never the other's.
    const { seat, action } = someAction({ A: a.welcome, B: b.welcome });
    const mover = seat === 'A' ? a : b;
    mover.client.send({ type: 'act', id: 'go', version: 0, action });
    await mover.client.next('ack');
    const [updateA, updateB] = [await a.client.next('update'), await b.client.next('update')];
    const game = await liveGame(id);
    const words = (events: GameEvent[], lang: 'en' | 'fr') => events.map((event) => game.describe(event, { lang }));
    expect(updateA['log'].length).toBeGreaterThan(0);
    expect(updateA['log']).toEqual(words(updateA['events'], 'en'));
    expect(updateB['log']).toEqual(words(updateB['events'], 'fr'));
    expect(updateB['log']).not.toEqual(words(updateB['events'], 'en'));
    for (const line of updateA['log'] as string[]) expect(words(updateB['events'], 'fr')).not.toContain(line);

    // An error about a message (not a refusal of an action) is in the seat's language too.
    b.client.send({ type: 'act', id: 'b3', version: 1 });
    expect((await b.client.next('error')).error).toEqual({ code: 'MALFORMED_MESSAGE', message: '$ doit avoir le champ action', path: '$' });
    a.client.socket.send('not json');
    expect((await a.client.next('error')).error).toEqual({ code: 'MALFORMED_MESSAGE', message: 'a message is one JSON object', path: '$' });
    a.client.socket.close();
    b.client.socket.close();
  });

  it('a seat changes its language with a lang message; it is kept with the seat for its next connections', async () => {
    const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 8 });
    const id = created.body.id as string;
    const joined = await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'A' });
    const first = await greeted(id, { credential: joined.body.credential });
    first.client.send({ type: 'lang', lang: 'fr' });
    expect(await first.client.next('lang')).toEqual({ type: 'lang', lang: 'fr' });
    first.client.send({ type: 'act', id: 'x', version: 4, action: { type: 'endTurn' } });
    expect((await first.client.next('refused')).error.message).toBe('la partie est à la version 0, pas 4 : agissez sur la version actuelle');
    first.client.socket.close();

    // A new connection of the seat, whose hello names no language: the seat's, French.
    const again = await greeted(id, { credential: joined.body.credential });
    again.client.send({ type: 'act', id: 'y', version: 4, action: { type: 'endTurn' } });
    expect((await again.client.next('refused')).error.message).toBe('la partie est à la version 0, pas 4 : agissez sur la version actuelle');
    // A language the server does not speak is refused like any malformed field, and changes nothing.
    again.client.send({ type: 'lang', lang: 'xx' });
    expect((await again.client.next('error')).error).toMatchObject({ code: 'MALFORMED_MESSAGE', path: '$.lang' });
    again.client.socket.close();
  });

  it('a spectator is worded in its hello\'s language, else its Accept-Language; HTTP errors in the body\'s lang or Accept-Language', async () => {
    const created = await http(server.url, 'POST', '/api/matches', { mode: 'riftbound/duel', seed: 3 });
    const id = created.body.id as string;
    const watcher = await greeted(id, {}, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    watcher.client.send({ type: 'act', id: 'w', version: 0, action: { type: 'endTurn' } });
    expect((await watcher.client.next('refused')).error.message).toBe('un spectateur ne peut pas agir : prenez un siège et dites hello avec son identifiant');
    watcher.client.socket.close();
    const english = await greeted(id, { lang: 'en' }, { 'accept-language': 'fr' });
    english.client.send({ type: 'act', id: 'w', version: 0, action: { type: 'endTurn' } });
    expect((await english.client.next('refused')).error.message).toBe('a spectator cannot act: join a seat and say hello with its credential');
    english.client.socket.close();

    expect((await http(server.url, 'GET', '/api/matches/nope', undefined, { 'accept-language': 'fr' })).body.error).toEqual({ code: 'NO_SUCH_MATCH', message: 'il n\'y a pas de partie "nope"' });
    expect((await http(server.url, 'GET', '/api/matches/nope')).body.error.message).toBe('there is no match "nope"');
    expect((await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'Z', lang: 'fr' })).body.error).toEqual({ code: 'UNKNOWN_SEAT', message: `la partie ${id} a les sièges A, B`, path: '$.seat' });
    const unspoken = await http(server.url, 'POST', `/api/matches/${id}/join`, { seat: 'A', lang: 'de' });
    expect(unspoken.status).toBe(400);
    expect(unspoken.body.error).toMatchObject({ code: 'BAD_REQUEST', path: '$.lang' });
    // The refused join took no seat.
    expect((await http(server.url, 'GET', `/api/matches/${id}`)).body.seats.every((s: { taken: boolean }) => !s.taken)).toBe(true);
  });

  it('the typed client\'s lang: its seats join in it, its connections and its errors are worded in it', async () => {
    const client = createClient({ url: server.url, WebSocket: WebSocket as never, lang: 'fr' });
    const match = await client.createMatch({ mode: 'riftbound/duel', seed: 11 });
    const seat = await client.join(match.id, 'A');
    expect(seat.lang).toBe('fr');
    const table = client.connect<'riftbound/duel'>(match.id, { credential: seat.credential });
    await table.ready();
    const refused = await table.act({ type: 'endTurn', seat: 'A' } as never).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ClientError);
    expect((refused as ClientError).message).toBe(createGame({ mode: 'riftbound/duel', seed: 11 }, { lang: 'fr' }).check({ type: 'endTurn', seat: 'A' })?.message);
    // The connection switches language: the next refusal is in English (the server takes its messages in order).
    table.setLanguage('en');
    const again = await table.act({ type: 'endTurn', seat: 'A' } as never).catch((error: unknown) => error);
    expect((again as ClientError).message).toBe(createGame({ mode: 'riftbound/duel', seed: 11 }).check({ type: 'endTurn', seat: 'A' })?.message);
    table.close();
    await expect(client.getMatch('nope')).rejects.toMatchObject({ code: 'NO_SUCH_MATCH', message: 'il n\'y a pas de partie "nope"' });
  });
});
