import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
import { parseClientMessage } from '../../src/inspect/guard.js';
import { InspectorSession } from '../../src/inspect/session.js';

function session(seed = 4): InspectorSession {
  return new InspectorSession(createGame({ mode: 'altered/duel', seed }), seed);
}

describe('a registry bot in an inspector seat', () => {
  it('plays the seat it is given, deterministically, and the state says which seats have one', () => {
    const one = session();
    one.setSeatBot('B', 'random');
    one.playBots(new Set());
    expect(one.current.over).toBe(true);
    expect(one.stateMessage('A')['seatBots']).toEqual({ B: 'random' });
    const two = session();
    two.setSeatBot('B', 'random');
    two.playBots(new Set());
    expect(two.current.record().actions).toEqual(one.current.record().actions);
  });

  it('stops where a human seat must act, whichever bot the other seat has', () => {
    const s = session();
    s.setSeatBot('B', 'random');
    s.playBots(new Set(['A']));
    expect(s.stateMessage('A')['mustAct']).toBe('A');
  });

  it('refuses an unknown seat or bot and changes nothing; null gives the seat back', () => {
    const s = session();
    expect(() => s.setSeatBot('Z', 'random')).toThrow(/no seat "Z"/);
    expect(() => s.setSeatBot('A', 'genius')).toThrow(/unknown bot "genius"/);
    expect(s.stateMessage(null)['seatBots']).toEqual({});
    s.setSeatBot('A', 'random');
    s.setSeatBot('A', null);
    expect(s.stateMessage(null)['seatBots']).toEqual({});
  });

  it('checks the seatBot message', () => {
    expect(parseClientMessage(JSON.stringify({ type: 'seatBot', seat: 'A', bot: 'random' }))).toEqual({ message: { type: 'seatBot', seat: 'A', bot: 'random' } });
    expect(parseClientMessage(JSON.stringify({ type: 'seatBot', seat: 'A', bot: null }))).toEqual({ message: { type: 'seatBot', seat: 'A', bot: null } });
    expect(parseClientMessage(JSON.stringify({ type: 'seatBot', seat: 'A', bot: 3 }))).toHaveProperty('error');
  });
});

describe('rulegraph inspect --seat-bot', () => {
  it('refuses an unknown seat or bot as a usage error before serving', async () => {
    const { runCli } = await import('../../src/cli/run.js');
    let err = '';
    const io = { out: () => {}, err: (t: string) => (err += t) };
    expect(await runCli(['inspect', '--mode', 'altered/duel', '--seat-bot', 'Z=random'], io)).toBe(2);
    expect(err).toMatch(/no seat "Z"/);
    expect(await runCli(['inspect', '--mode', 'altered/duel', '--seat-bot', 'B=genius'], io)).toBe(2);
    expect(err).toMatch(/unknown bot "genius"/);
  });
});
