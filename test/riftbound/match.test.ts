import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/api.js';
// The public entry's playMatch and replay, typed for Riftbound's matches.
import { playMatch, replay } from '../../src/index.js';
import { playToEnd, RandomBot } from '../../src/bots/random-bot.js';
import { runCli } from '../../src/cli/run.js';
import { LoadError } from '../../src/engine/errors.js';
import type { Game } from '../../src/engine/game/game.js';
import { RULES_DIR } from '../../src/node/paths.js';
import type { MatchOptions } from '../../src/engine/game/module-parts.js';
import { riftboundMatches, type RiftboundMatch } from '../../src/games/riftbound/match.js';
import { validateFile } from '../../src/validate.js';

/** A Riftbound match, made as the public `createMatch` makes it. */
const createMatch = (options: MatchOptions): RiftboundMatch => riftboundMatches.create(options, {}, createGame);

describe('the 1v1 Match (CR 481; tournament rules 404, 406, 407)', () => {
  it('plays best of three: two game wins take it, battlefields used are removed, each game replays on its own', () => {
    const { match } = playMatch({ mode: 'riftbound/match', seed: 5, seats: ['Ana', 'Bo'], decks: ['ember', 'tide'] });
    expect(match.over).toBe(true);
    const wins = match.gameWins;
    expect(Math.max(...Object.values(wins))).toBe(2);
    expect(match.results.length).toBeGreaterThanOrEqual(2);
    expect(match.results.length).toBeLessThanOrEqual(3);
    expect(match.winner).toBe(Object.entries(wins).find(([, n]) => n === 2)?.[0]);
    // CR 481.5: no battlefield is used twice by a player in a match with a winner each game.
    for (const player of ['Ana', 'Bo']) {
      const used = match.results.map((r) => r.battlefields[player]);
      expect(new Set(used).size).toBe(used.length);
    }
    for (const record of match.gameRecords()) expect(replay(record).over).toBe(true);
  });

  it('the loser of a game chooses who plays first; the chosen battlefields come from those left', () => {
    const match = createMatch({ mode: 'riftbound/match', seed: 11, seats: ['Ana', 'Bo'], decks: ['ember', 'tide'] });
    expect(match.chooser).toBeNull();
    const game = match.current;
    // Ana concedes the first game: Bo wins it, Ana chooses.
    const ana = game.liveState.seats.find((s) => s.name === 'Ana')!.id;
    expect(game.apply({ type: 'concede', seat: ana }).ok).toBe(true);
    expect(match.results).toEqual([expect.objectContaining({ game: 1, winner: 'Bo' })]);
    expect(match.chooser).toBe('Ana');
    const usedByAna = match.results[0]!.battlefields['Ana'] as string;
    const left = match.battlefieldsLeft['Ana']!;
    expect(left).toHaveLength(2);
    expect(left).not.toContain(usedByAna);
    expect(() => match.nextGame({ battlefields: { Ana: usedByAna } })).toThrow(/CR 481\.5/);
    const second = match.nextGame({ first: 'Bo', battlefields: { Ana: left[1] as string } });
    expect(second.liveState.seats[0]?.name).toBe('Bo');
    expect(second.liveState.battlefields.find((b) => b.contributedBy === second.liveState.seats.find((s) => s.name === 'Ana')!.id)?.card).toBe(left[1]);
    expect(match.battlefieldsLeft['Ana']).toEqual(left);
  });

  it('refuses the next game before the current one ends, and after the match is won', () => {
    const match = createMatch({ mode: 'riftbound/match', seed: 2 });
    expect(() => match.nextGame()).toThrow(LoadError);
    for (let g = 0; g < 2; g++) {
      const game = match.current;
      const loser = game.liveState.seats.find((s) => s.name === 'P2')!.id;
      game.apply({ type: 'concede', seat: loser });
      if (!match.over) match.nextGame();
    }
    expect(match.winner).toBe('P1');
    expect(() => match.nextGame()).toThrow(/the match is over/);
  });

  it('a best-of-one mode is a match of one game (CR 480.6)', () => {
    const match = createMatch({ mode: 'riftbound/duel', seed: 4 });
    expect(match.gamesToWin).toBe(1);
    playToEnd(match.current as unknown as Game, new RandomBot(4));
    expect(match.over).toBe(true);
  });

  it('rulegraph play --mode riftbound/match plays the whole match', async () => {
    let out = '';
    const code = await runCli(['play', '--mode', 'riftbound/match', '--seed', '3', '--json'], { out: (t) => (out += t), err: () => {} });
    expect(code).toBe(0);
    const result = JSON.parse(out) as { winner: string; gameWins: Record<string, number>; games: unknown[] };
    expect(result.gameWins[result.winner]).toBe(2);
  });
});

describe('mode files state every variable of CR 478', () => {
  it('refuses a mode file without its format (CR 478.6), naming the file and path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-mode-'));
    const file = join(dir, 'no-format.json');
    writeFileSync(file, JSON.stringify({ extends: join(RULES_DIR, 'riftbound', 'base.json'), mode: 'no-format' }));
    try {
      validateFile(file);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LoadError);
      expect((error as LoadError).message).toMatch(/format/);
    }
  });
});
