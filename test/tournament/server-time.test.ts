/**
 * Time called on the server's tables (TR 408.2-408.4): the game in play finishes its turn, the
 * additional turns are counted from the game's own events, and the game is decided by points and
 * reported, no new game starting in the Swiss; in a timed top cut even points and game wins go to
 * sudden death, and even game wins start a new game after time, decided after the first
 * player's turn and five more (TR 408.4.d). Time is fed as data (the server's clock is the
 * test's), and the tables' games are played here, by seeded random choices, through the
 * matches' own action queue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { RandomBot, nextDecision } from '../../src/bots/random-bot.js';
import { createClient, type RulegraphClient } from '../../src/client/index.js';
import type { GameEvent } from '../../src/engine/game/module.js';
import type { LiveMatch } from '../../src/server/live-match.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { readyMadeDecks } from '../../src/simulate/play-one.js';

const MODE = 'riftbound/duel';
const DECKS = readyMadeDecks(MODE);
const MINUTE = 60_000;
const servers: RunningServer[] = [];
const folders: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Served {
  readonly server: RunningServer;
  readonly client: RulegraphClient;
  readonly clock: { now: number };
}

async function serve(database = 'memory://', clock = { now: 1_000_000 }): Promise<Served> {
  const server = await startServer({ database, botWorkers: 0, limits: { requestsPerSecond: 1000, requestBurst: 1000 }, now: () => clock.now });
  servers.push(server);
  return { server, client: createClient({ url: server.url }), clock };
}

async function stop(served: Served): Promise<void> {
  await served.server.close();
  servers.splice(servers.indexOf(served.server), 1);
}

async function live(server: RunningServer, match: string): Promise<LiveMatch> {
  const located = await server.registry.locate(match);
  if (!('match' in located)) throw new Error('the match is served elsewhere');
  return located.match;
}

let actionIds = 0;

/**
 * Plays match `match` by seeded random choices until `until` holds, the game is over, or the
 * match refuses to go on because its game was decided at time: which of the three it was.
 */
async function play(server: RunningServer, match: string, bot: RandomBot, until: (turn: number) => boolean): Promise<'until' | 'over' | 'decided'> {
  const game = await live(server, match);
  let answer: { type: string; error?: { code: string } } | undefined;
  const connection = (seat: string) => ({ seat, lang: 'en' as const, send: (m: object) => void (answer = m as typeof answer), close: () => undefined });
  for (let i = 0; i < 20_000; i++) {
    if (until((game.game.view(null) as unknown as { turn: { number: number } }).turn.number)) return 'until';
    if (game.game.over) return 'over';
    const decision = nextDecision(game.game);
    if (!decision) throw new Error('nobody can act');
    const action = bot.choose(decision.actions.filter((a) => a.type !== 'showHand'));
    await game.act(connection(decision.seat), { type: 'act', id: `t${++actionIds}`, version: game.currentVersion, action });
    if (answer?.type === 'refused') {
      if (answer.error?.code === 'GAME_DECIDED_AT_TIME') return 'decided';
      throw new Error(`refused: ${answer.error?.code}`);
    }
  }
  throw new Error('the game did not end');
}

/** The events of stored match `match`, replayed from its setup and stored actions. */
async function storedEvents(server: RunningServer, match: string): Promise<GameEvent[]> {
  const row = (await server.store.getMatch(match))!;
  const game = createGame(row.setup as never);
  const events: GameEvent[] = [];
  for (const entry of await server.store.actionsAfter(match, 0)) {
    const result = game.apply(entry.action as never);
    if (!result.ok) throw new Error('the stored game does not replay');
    events.push(...result.events);
  }
  game.dispose();
  return events;
}

/** Reads the event until table 1 of its last round has a result. */
async function tableResult(client: RulegraphClient, id: string) {
  for (let i = 0; i < 400; i++) {
    const answer = await client.getTournament(id);
    const match = answer.tournament.rounds.at(-1)?.matches[0];
    if (match?.result) return { answer, match };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the table got no result');
}

/** Two people (no bots) registered and paired at table 1 in an event of `options`. */
async function pairedTable(served: Served, options: Record<string, unknown>): Promise<{ id: string; credential: string; game: string }> {
  const { client } = served;
  const { id, credential } = await client.createTournament({ mode: MODE, ...options });
  for (const name of ['ana', 'bo']) await client.register(id, { name, decks: [DECKS[0] as string] });
  const paired = await client.pair(id, credential);
  return { id, credential, game: paired.tables['1']![0]! };
}

/** The entrants' points at the end of turn `turn`, by the stored game's events (seat A is ana's, B bo's). */
function pointsAtEndOf(events: readonly GameEvent[], turn: number): { ana: number; bo: number } {
  const ended = events.find((e) => e.type === 'turnEnded' && e.turn === turn) as (GameEvent & { scores: Record<string, number> }) | undefined;
  if (!ended) throw new Error(`turn ${turn} did not end`);
  return { ana: ended.scores.A ?? 0, bo: ended.scores.B ?? 0 };
}

/** The result the procedure must reach from the entrants' points at the end of the additional turns (TR 408.2.b): a lead of two wins. */
function swissGame(points: { ana: number; bo: number }): string | null {
  return Math.abs(points.ana - points.bo) >= 2 ? (points.ana > points.bo ? 'ana' : 'bo') : null;
}

/** The turns that ended in the stored game. */
function endedTurns(events: readonly GameEvent[]): unknown[] {
  return events.filter((e) => e.type === 'turnEnded').map((e) => e.turn);
}

describe("time called on the server's tables (TR 408)", { tags: ['server'] }, () => {
  // The seeds give a lead of two points (bo 2, ana 0) and a lead of one (a draw) at the end of turn 4.
  it.each([
    { seed: 7, expected: { ana: 0, bo: 2 } },
    { seed: 2, expected: { ana: 0, bo: 1 } },
  ])('Swiss: the turn in progress and three more are played, then the game is decided by points and no new game starts (seed $seed)', async ({ seed, expected }) => {
    const served = await serve();
    const { client, server, clock } = served;
    const { id, game } = await pairedTable(served, { seed, roundMinutes: 1 });
    const bot = new RandomBot(seed);
    expect(await play(server, game, bot, (turn) => turn >= 1)).toBe('until');
    clock.now += MINUTE - 1;
    expect((await client.getTournament(id)).timeCalled).toBe(false);
    clock.now += 1;
    const called = await client.getTournament(id);
    expect(called.timeCalled).toBe(true);
    // Turn 1 is in progress: it finishes, turns 2-4 are the additional ones (TR 408.2.a).
    expect(called.atTime['1']).toEqual({ match: game, lastTurn: 4, suddenDeath: false });
    expect(await play(server, game, bot, () => false)).toBe('decided');
    const { answer, match } = await tableResult(client, id);
    const events = await storedEvents(server, game);
    // The game stopped at the end of the third additional turn: the store holds no later action.
    expect(endedTurns(events)).toEqual([1, 2, 3, 4]);
    const points = pointsAtEndOf(events, 4);
    expect(points).toEqual(expected);
    const winner = swissGame(points);
    expect(match.games).toEqual([winner]);
    // A game won takes a one-game match; a drawn game leaves game wins even: the match is drawn (TR 408.3.b).
    expect(match.result).toEqual(winner === null ? { winner: null, end: 'time' } : { winner, end: 'played' });
    // No new game after time (TR 408.2.d); the decided game's server match is over for good.
    expect(answer.tables['1']).toEqual([game]);
    expect(answer.atTime).toEqual({});
    expect((await server.store.getMatch(game))?.expired).toBe(true);
  }, 120_000);

  it('top cut: even points at the end of the additional turns go to sudden death, the next point wins (TR 408.4.c.3)', async () => {
    const served = await serve();
    const { client, server, clock } = served;
    const seed = 9;
    const { id, credential } = await pairedTable(served, { seed, swissRounds: 1, topCut: 2, roundMinutes: null, topCutMinutes: 1 });
    await client.report(id, credential, { type: 'reportGame', table: 1, winner: 'bo' });
    const final = await client.pair(id, credential);
    const finalRound = final.tournament.rounds[1]!;
    expect(finalRound.stage).toBe('topCut');
    const entrants = finalRound.matches[0]!.entrants;
    const game = final.tables['1']![0]!;
    const bot = new RandomBot(seed);
    expect(await play(server, game, bot, (turn) => turn >= 1)).toBe('until');
    clock.now += MINUTE;
    expect((await client.getTournament(id)).atTime['1']).toEqual({ match: game, lastTurn: 4, suddenDeath: false });
    // The additional turns end even: the table goes on in sudden death, stored as such.
    expect(await play(server, game, bot, (turn) => turn >= 5)).toBe('until');
    expect((await client.getTournament(id)).atTime['1']).toEqual({ match: game, lastTurn: 4, suddenDeath: true });
    expect(await play(server, game, bot, () => false)).toBe('decided');
    const { answer, match } = await tableResult(client, id);
    const events = await storedEvents(server, game);
    const points = pointsAtEndOf(events, 4);
    expect(points.ana).toBe(points.bo);
    // The first point scored after turn 4 ended, and nothing after it: its team's entrant (seat A the first listed) wins.
    const end = events.findIndex((e) => e.type === 'turnEnded' && e.turn === 4);
    const scored = events.slice(end).filter((e) => e.type === 'pointGained');
    expect(scored).toHaveLength(1);
    const winner = scored[0]!.team === 'A' ? entrants[0] : entrants[1];
    expect(match.result).toEqual({ winner, end: 'played' });
    expect(answer.tournament.phase).toBe('finished');
    expect(answer.tables['1']).toEqual([game]);
  }, 120_000);

  it('a restart between the call and the decision keeps counting the additional turns', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'rulegraph-time-'));
    folders.push(folder);
    const seed = 7;
    let served = await serve(`file://${folder}`);
    const { id, game } = await pairedTable(served, { seed, roundMinutes: 1 });
    const bot = new RandomBot(seed);
    expect(await play(served.server, game, bot, (turn) => turn >= 1)).toBe('until');
    served.clock.now += MINUTE;
    expect((await served.client.getTournament(id)).atTime['1']).toEqual({ match: game, lastTurn: 4, suddenDeath: false });
    // Two of the additional turns are played, then the process stops.
    expect(await play(served.server, game, bot, (turn) => turn >= 3)).toBe('until');
    await stop(served);

    served = await serve(`file://${folder}`, served.clock);
    expect((await served.client.getTournament(id)).atTime['1']).toEqual({ match: game, lastTurn: 4, suddenDeath: false });
    expect(await play(served.server, game, bot, () => false)).toBe('decided');
    const { match } = await tableResult(served.client, id);
    const events = await storedEvents(served.server, game);
    expect(endedTurns(events)).toEqual([1, 2, 3, 4]);
    const points = pointsAtEndOf(events, 4);
    expect(match.games).toEqual([swissGame(points)]);
    expect(match.games).toEqual(['bo']);
  }, 120_000);
});

/**
 * A timed top cut of two games to win whose first game went to `firstWinner` and whose second
 * is in play when time is called: its additional turns decide it for the other entrant, game
 * wins are even, so a new game starts after time (TR 408.4.d). Answers the event and its games.
 */
async function gameAfterTime(served: Served, seed: number, firstWinner: 'ana' | 'bo', bot: RandomBot) {
  const { client, server, clock } = served;
  const { id, credential } = await pairedTable(served, { seed, swissRounds: 1, topCut: 2, gamesToWin: 2, roundMinutes: null, topCutMinutes: 1 });
  for (let i = 0; i < 2; i++) await client.report(id, credential, { type: 'reportGame', table: 1, winner: 'bo' });
  await client.pair(id, credential);
  const reported = await client.report(id, credential, { type: 'reportGame', table: 1, winner: firstWinner });
  const [first, second] = reported.tables['1']!;
  expect(await play(server, second!, bot, (turn) => turn >= 1)).toBe('until');
  clock.now += MINUTE;
  expect((await client.getTournament(id)).atTime['1']).toEqual({ match: second, lastTurn: 4, suddenDeath: false });
  expect(await play(server, second!, bot, () => false)).toBe('decided');
  let answer = await client.getTournament(id);
  for (let i = 0; i < 400 && (answer.tables['1']?.length ?? 0) < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    answer = await client.getTournament(id);
  }
  return { id, answer, first: first!, second: second! };
}

/** Each entrant's points at the end of turn `turn` of a stored game, seat A playing for `entrants[0]` and B for `entrants[1]`. */
function entrantPointsAtEndOf(events: readonly GameEvent[], turn: number, entrants: readonly string[]): Record<string, number> {
  const bySeat = pointsAtEndOf(events, turn);
  return { [entrants[0]!]: bySeat.ana, [entrants[1]!]: bySeat.bo };
}

describe('time called in the top cut with even game wins: a new game after time (TR 408.4.d)', { tags: ['server'] }, () => {
  // Seed 7: bo, seat A in the top cut, leads the second game 1-0 at the end of turn 4 and the third 2-0 at the end of turn 6.
  it.each([{ restart: false }, { restart: true }])("the new game plays the first player's turn and five more, then the most points win it (restart $restart)", async ({ restart }) => {
    const folder = mkdtempSync(join(tmpdir(), 'rulegraph-time-'));
    folders.push(folder);
    const seed = 7;
    // Only a restart needs the store on disk; the other case keeps it in memory, which starts faster.
    let served = await serve(restart ? `file://${folder}` : 'memory://');
    const bot = new RandomBot(seed);
    const { id, answer, first, second } = await gameAfterTime(served, seed, 'ana', bot);
    const table = answer.tournament.rounds.at(-1)!.matches[0]!;
    const entrants = table.entrants;
    expect(entrants).toEqual(['bo', 'ana']);
    // The second game was decided by the points at the end of its additional turns: game wins are even.
    expect(entrantPointsAtEndOf(await storedEvents(served.server, second), 4, entrants)).toEqual({ bo: 1, ana: 0 });
    expect(table.games).toEqual(['ana', 'bo']);
    expect(table.result).toBeNull();
    // A third game started after time: its first turn and five more are the ones played (TR 408.4.d).
    const third = answer.tables['1']![2]!;
    expect(answer.tables['1']).toEqual([first, second, third]);
    expect(answer.atTime['1']).toEqual({ match: third, lastTurn: 6, suddenDeath: false });
    expect((await served.server.store.getMatch(second))?.expired).toBe(true);
    if (restart) {
      // Three of its turns are played, then the process stops; the restarted one goes on counting to turn 6.
      expect(await play(served.server, third, bot, (turn) => turn >= 4)).toBe('until');
      await stop(served);
      served = await serve(`file://${folder}`, served.clock);
      expect((await served.client.getTournament(id)).atTime['1']).toEqual({ match: third, lastTurn: 6, suddenDeath: false });
    }
    expect(await play(served.server, third, bot, () => false)).toBe('decided');
    const { answer: ended, match } = await tableResult(served.client, id);
    const events = await storedEvents(served.server, third);
    // The game stopped at the end of turn 6: the store holds no later action.
    expect(endedTurns(events)).toEqual([1, 2, 3, 4, 5, 6]);
    const points = entrantPointsAtEndOf(events, 6, entrants);
    expect(points).toEqual({ bo: 2, ana: 0 });
    // The most points win the game, and with it the match (TR 408.4.c.1).
    expect(match.games).toEqual(['ana', 'bo', 'bo']);
    expect(match.result).toEqual({ winner: 'bo', end: 'played' });
    expect(ended.tournament.phase).toBe('finished');
    expect(ended.tables['1']).toEqual([first, second, third]);
    expect(ended.atTime).toEqual({});
    expect((await served.server.store.getMatch(third))?.expired).toBe(true);
  }, 180_000);
});
