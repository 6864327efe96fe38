// @module-tag server
import { createWebSocketInspector } from '@statelyai/inspect';
import { createInspectorServer } from '@statelyai/inspect/server';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { playGame } from '../src/bots/random-bot.js';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('inspection with @statelyai/inspect (as the README shows)', () => {
  it('relays a game\'s statechart snapshots through the local WebSocket relay', async () => {
    const port = await freePort();
    const server = createInspectorServer({ port, autoOpen: false });
    const viewer = new WebSocket(`ws://127.0.0.1:${port}`);
    const received: string[] = [];
    viewer.on('message', (data) => received.push(data.toString()));
    await new Promise((resolve) => viewer.on('open', resolve));
    const inspector = createWebSocketInspector({ url: `ws://127.0.0.1:${port}` });
    // Events sent before the inspector's socket opens are only partly kept: wait until a
    // probe gets through the relay.
    inspector.actor('probe');
    for (let i = 0; i < 400 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    received.length = 0;
    const { game } = playGame({ mode: 'riftbound/duel', seed: 3, maxActions: 5_000 }, { inspect: inspector.inspect });
    const finalSeen = () => received.some((m) => {
      const event = JSON.parse(m) as { type?: string; snapshot?: { value?: unknown } };
      return event.type === '@xstate.snapshot' && event.snapshot?.value === 'gameOver';
    });
    for (let i = 0; i < 400 && !finalSeen(); i++) await new Promise((r) => setTimeout(r, 50));
    game.dispose();
    inspector.stop();
    viewer.close();
    server.stop();
    const snapshots = received.map((m) => JSON.parse(m)).filter((e) => e.type === '@xstate.snapshot');
    expect(snapshots.length).toBeGreaterThan(10);
    const values = snapshots.map((e) => JSON.stringify(e.snapshot?.value));
    expect(snapshots.some((e) => e.snapshot?.value === 'gameOver'), `${received.length} messages, last states ${values.slice(-3).join(' ')}`).toBe(true);
    expect(snapshots[0].snapshot.context.host.state.seats).toHaveLength(2);
  });
});
