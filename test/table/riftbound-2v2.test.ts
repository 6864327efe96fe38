/**
 * Four people play a riftbound/2v2 match to the end through the table page, each in its own
 * Chromium context with its own seat: joined from the lobby, clicking legal actions until the
 * game is over; one of them reloads its page mid-game and plays on as the same seat. Every
 * WebSocket frame each browser receives is then checked against the match rebuilt on the
 * side: each view is exactly the seat's view at that version, each update carries exactly the
 * seat's events of that action, and no frame tells the card of an object hidden from that seat
 * (other seats' hands it was not shown, every deck, other seats' facedown cards).
 */
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '../../src/client/index.js';
import { joinFromLobby, newPlayer, playOne, seeded, type Player } from './players.js';
import { tableForTests } from './setup.js';
import { acceptedActions, hiddenObjects, replayVersions, revealedCards } from './true-state.js';

const SEATS = ['A', 'B', 'C', 'D'] as const;
// A team wins at 2 points instead of 11: the same path to the end, in fewer clicks.
const setup = { mode: 'riftbound/2v2', seed: 11, rules: { victory: { score: 2 } } } as const;

const table = tableForTests();

it('four browsers play a 2v2 match to the end; no frame carries another seat\'s hidden card; a reload resumes the seat', async () => {
  const client = createClient({ url: table.server.url, WebSocket });
  const match = await client.createMatch(setup);
  const players: Player[] = [];
  for (const seat of SEATS) {
    const player = await newPlayer(table.browser, table.server.url);
    await joinFromLobby(player, match.id, seat);
    expect(await player.page.getAttribute('body', 'data-seat')).toBe(seat);
    players.push(player);
  }

  let reloaded = false;
  const moves = await Promise.all(players.map(async (player, i) => {
    const pick = seeded(1000 + i);
    let count = 0;
    while (await playOne(player.page, pick)) {
      count += 1;
      if (i === 0 && count === 6) {
        // A reload keeps the seat (the credential is in this tab's sessionStorage) and catches up.
        await player.page.reload();
        await player.page.waitForSelector('body[data-status="open"]');
        expect(await player.page.getAttribute('body', 'data-seat')).toBe('A');
        expect(await player.page.textContent('#who')).toBe('You play seat A');
        reloaded = true;
      }
    }
    return count;
  }));
  expect(reloaded).toBe(true);

  const final = await client.getMatch(match.id);
  expect(final.over).toBe(true);
  for (const player of players) {
    expect(await player.page.getAttribute('body', 'data-over')).toBe('true');
    expect(await player.page.textContent('#result')).toMatch(/^Game over/);
    expect(player.received.filter((m) => m['type'] === 'pageerror')).toEqual([]);
    // Joined once: the reload found the credential and did not ask for the seat again.
    expect(player.requests.filter((r) => /\/join$/.test(r))).toHaveLength(1);
  }

  const actions = acceptedActions(players);
  expect(actions.size).toBe(final.version);
  expect(moves.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(final.version);
  let checkedFrames = 0;
  const game = replayVersions(setup, actions, (version, game, bySeat) => {
    // The whole state once per version (a copy), for what each frame may name.
    let objects: Record<string, { card: string }> | undefined;
    SEATS.forEach((seat, i) => {
      const player = players[i] as Player;
      const frames = player.received.filter((m) => (m['type'] === 'welcome' || m['type'] === 'update') && m['version'] === version);
      if (!frames.length) return;
      const hidden = hiddenObjects(game, seat);
      const view = game.view(seat);
      const actions = game.legalActions(seat);
      for (const frame of frames) {
        expect(frame['view'], `${seat} at version ${version}`).toEqual(view);
        expect(frame['actions']).toEqual(actions);
        if (frame['type'] === 'update') expect(frame['events']).toEqual(bySeat?.[seat]);
        // The view's objects are keyed by id: a hidden object must not be among them at all.
        expect(hidden.filter((id) => id in (frame['view'] as { objects: object }).objects), `${seat} at version ${version}`).toEqual([]);
        objects ??= (game.state().state as unknown as { objects: Record<string, { card: string }> }).objects;
        const known = objects;
        expect(revealedCards(frame, hidden, (id) => known[id]?.card ?? id), `${seat} at version ${version}`).toEqual([]);
        checkedFrames += 1;
      }
    });
  });
  expect(game.over).toBe(true);
  expect(game.winner).toBe(final.winner);
  // Every seat saw every version (the reloaded one from its welcome on).
  expect(checkedFrames).toBeGreaterThanOrEqual(final.version * SEATS.length);
  // Refusals and acks also name nothing hidden: they go to their sender only and carry no view.
  for (const [i, player] of players.entries()) {
    for (const frame of player.received.filter((m) => m['type'] === 'refused')) expect(Object.keys(frame).sort(), SEATS[i]).toEqual(['error', 'id', 'type', 'version']);
  }
}, 600_000);
