/**
 * `rulegraph tournament`, run in-process: an event kept in a file through create, register,
 * pair, report, drop and export (JSON and CSV), refusals that leave the file alone, and
 * `tournament run` between bots, the same twice from the same seed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'rulegraph-tournament-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('rulegraph tournament', () => {
  it('keeps an event in a file: create, register, pair, report, drop, export', async () => {
    const file = join(dir, 'event.json');
    expect((await cli('tournament', 'create', file, '--mode', 'riftbound/match', '--rounds', '2', '--seed', '4')).code).toBe(0);
    for (const [name, deck] of [['ana', 'ember'], ['bo', 'tide'], ['cy', 'gale']] as const) {
      expect((await cli('tournament', 'register', file, name, '--deck', deck)).code).toBe(0);
    }
    const refused = await cli('tournament', 'register', file, 'di', '--deck', 'no-such-deck');
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/\[DECK_REFUSED\]/);
    const paired = await cli('tournament', 'pair', file);
    expect(paired.out).toMatch(/^round 1 \(Swiss\)\ntable 1: \w+ vs \w+\ntable 2: \w+ \(bye\)\n$/);
    const [, a, b] = /table 1: (\w+) vs (\w+)/.exec(paired.out) as RegExpExecArray;
    const before = readFileSync(file, 'utf8');
    const early = await cli('tournament', 'pair', file);
    expect(early).toMatchObject({ code: 1 });
    expect(early.err).toMatch(/\[ROUND_NOT_OVER\]/);
    expect((await cli('tournament', 'pair', file, '--lang', 'fr')).err).toMatch(/la ronde 1 a encore des matchs sans résultat.*\[ROUND_NOT_OVER\]/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect((await cli('tournament', 'clock', file, '--at', '1000')).out).toBe('60 minutes left\n');
    expect((await cli('tournament', 'clock', file, '--at', '1801000')).out).toBe('30 minutes left\n');
    expect((await cli('tournament', 'clock', file, '--at', '5')).err).toMatch(/\[CLOCK_BACKWARDS\]/);
    expect((await cli('tournament', 'report', file, '--table', '1', '--winner', a as string)).out).toBe(`table 1: games ${JSON.stringify([a])}\n`);
    expect((await cli('tournament', 'report', file, '--table', '1', '--concede', b as string)).out).toBe(`table 1: ${a} (conceded)\n`);
    expect((await cli('tournament', 'report', file, '--table', '1', '--time', '--drawn-game')).code).toBe(2);
    expect((await cli('tournament', 'drop', file, b as string)).out).toBe(`dropped ${b}\n`);
    const exported = JSON.parse((await cli('tournament', 'export', file)).out) as { standings: { entrant: string; matchPoints: number; gameWin: number }[]; rounds: unknown[] };
    expect(exported.rounds).toHaveLength(1);
    expect(exported.standings.find((s) => s.entrant === a)).toMatchObject({ matchPoints: 3, gameWin: 1 });
    const csv = (await cli('tournament', 'export', file, '--csv')).out.trim().split('\n');
    expect(csv[0]).toBe('rank,swissRank,entrant,players,matchPoints,wins,losses,draws,byes,opponentsMatchWin,gameWin,opponentsGameWin,dropped');
    expect(csv).toHaveLength(4);
    expect(csv.find((line) => line.includes(`,${b},`))?.endsWith(',true')).toBe(true);
  });

  it('runs a whole event between bots, the same from the same seed', async () => {
    const args = ['tournament', 'run', '--mode', 'riftbound/duel', '--players', '3', '--rounds', '1', '--top', '2', '--bots', 'random', '--seed', '1'];
    const first = await cli(...args, '--out', join(dir, 'one'));
    const second = await cli(...args, '--out', join(dir, 'two'));
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(first.err).toMatch(/^round 1 table 1: /);
    for (const name of ['standings.json', 'rounds.json', 'standings.csv', 'tournament.json']) {
      expect(readFileSync(join(dir, 'two', name), 'utf8')).toBe(readFileSync(join(dir, 'one', name), 'utf8'));
    }
    const { standings } = JSON.parse(readFileSync(join(dir, 'one', 'standings.json'), 'utf8')) as { standings: { rank: number; matchPoints: number; record: object; opponentsMatchWin: number; gameWin: number; opponentsGameWin: number }[] };
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(Object.keys(standings[0] ?? {})).toEqual(expect.arrayContaining(['matchPoints', 'record', 'opponentsMatchWin', 'gameWin', 'opponentsGameWin']));
    const { rounds } = JSON.parse(readFileSync(join(dir, 'one', 'rounds.json'), 'utf8')) as { rounds: { stage: string }[] };
    expect(rounds.map((r) => r.stage)).toEqual(['swiss', 'topCut']);
  });
});
