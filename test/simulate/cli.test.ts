import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'rulegraph-simulate-'));
// A knob change: Altered's day limit brought down to 3, so games end unfinished by the rules (a draw at the limit).
const variant = join(dir, 'short-days.json');
writeFileSync(variant, JSON.stringify({ knobs: { dayLimit: 3 } }));

describe('rulegraph simulate (in this thread)', () => {
  it('plays the base rules and a variant on the same seeds and writes JSON and CSV', async () => {
    const out = join(dir, 'full');
    const run = await cli('simulate', '--mode', 'altered/duel', '--games', '4', '--seed', '9', '--workers', '0', '--variant', variant, '--out', out);
    expect(run.err).not.toMatch(/error/i);
    expect(run.code).toBe(0);
    const study = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(study.format).toBe('rulegraph/simulation@1');
    expect(study.games).toHaveLength(8);
    const base = study.games.filter((g: { variant: string }) => g.variant === 'base');
    const short = study.games.filter((g: { variant: string }) => g.variant === 'short-days');
    // Same seeds, game by game.
    expect(short.map((g: { seed: number }) => g.seed)).toEqual(base.map((g: { seed: number }) => g.seed));
    // The variant stops every game by day 3: a draw unless someone won before.
    for (const g of short) expect(g.rounds).toBeLessThanOrEqual(3);
    expect(base.some((g: { rounds: number }) => g.rounds > 3)).toBe(true);
    const [baseSummary, shortSummary] = study.summary.variants;
    expect(baseSummary.label).toBe('base');
    expect(baseSummary.versusBase).toBeUndefined();
    expect(shortSummary.versusBase.find((c: { measure: string }) => c.measure === 'mean rounds').difference.estimate).toBeLessThan(0);
    const csv = readFileSync(join(out, 'games.csv'), 'utf8').trim().split('\r\n');
    expect(csv[0]).toMatch(/^variant,index,seed,outcome,winner,first_seat,first_team,actions,rounds,final_points,p1_seat,p1_team,p1_deck,p1_bot,p2_seat/);
    expect(csv).toHaveLength(9);
    expect(readFileSync(join(out, 'rates.csv'), 'utf8')).toMatch(/^variant,category,key,successes,trials,rate,low95,high95\r\nbase,seat,A,/);
    expect(readFileSync(join(out, 'versus-base.csv'), 'utf8')).toMatch(/short-days,mean rounds,/);
    expect(run.out).toMatch(/^base: 4 games/);
    expect(run.out).toMatch(/first player wins: /);
    // Not a terminal: progress as JSON lines on stderr, the last one complete.
    const last = JSON.parse(run.err.trim().split('\n').at(-1) as string);
    expect(last).toMatchObject({ done: 8, total: 8 });
  });

  it('shards merge into exactly the file one run writes', async () => {
    const common = ['simulate', '--mode', 'altered/duel', '--games', '5', '--seed', '3', '--workers', '0'];
    const whole = join(dir, 'whole');
    expect((await cli(...common, '--out', whole)).code).toBe(0);
    for (const s of ['1/2', '2/2']) expect((await cli(...common, '--shard', s, '--out', join(dir, `shard${s[0]}`))).code).toBe(0);
    const shard1 = JSON.parse(readFileSync(join(dir, 'shard1', 'results.json'), 'utf8'));
    expect(shard1.games.map((g: { index: number }) => g.index)).toEqual([0, 2, 4]);
    const merged = join(dir, 'merged');
    const merge = await cli('simulate', 'merge', join(dir, 'shard2'), join(dir, 'shard1', 'results.json'), '--out', merged);
    expect(merge.err).toBe('');
    expect(merge.code).toBe(0);
    for (const file of ['results.json', 'games.csv', 'rates.csv', 'versus-base.csv']) {
      expect(readFileSync(join(merged, file), 'utf8')).toBe(readFileSync(join(whole, file), 'utf8'));
    }
    // A shard missing, or the same shard twice, is refused.
    const partial = await cli('simulate', 'merge', join(dir, 'shard1'), '--out', join(dir, 'partial'));
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(/3 of the study's 5 games/);
    const twice = await cli('simulate', 'merge', join(dir, 'shard1'), join(dir, 'shard1'), '--out', join(dir, 'twice'));
    expect(twice.code).toBe(1);
    expect(twice.err).toMatch(/each shard once/);
  });

  it('--rotate-bots turns the bot list by one player each game; decision times are counted per bot and merged with the shards', async () => {
    const common = ['simulate', '--mode', 'altered/duel', '--games', '4', '--seed', '5', '--workers', '0', '--bots', 'greedy,random', '--rotate-bots'];
    const whole = join(dir, 'rotated');
    const run = await cli(...common, '--out', whole);
    expect(run.code).toBe(0);
    const study = JSON.parse(readFileSync(join(whole, 'results.json'), 'utf8'));
    expect(study.config.rotateBots).toBe(true);
    const firstBots = study.games.map((g: { players: { name: string; bot: string }[] }) => g.players.find((p) => p.name === 'P1')?.bot);
    expect(firstBots).toEqual(['greedy', 'random', 'greedy', 'random']);
    const decisions = JSON.parse(readFileSync(join(whole, 'decisions.json'), 'utf8'));
    expect(decisions.bots.map((b: { bot: string }) => b.bot)).toEqual(['greedy', 'random']);
    const total = decisions.bots.reduce((n: number, b: { decisions: number }) => n + b.decisions, 0);
    expect(total).toBe(study.games.reduce((n: number, g: { actions: number }) => n + g.actions, 0));
    for (const b of decisions.bots) {
      expect(b.slowestMs).toBeGreaterThanOrEqual(b.meanMs);
      expect(b.incidents).toEqual({ error: 0, illegal: 0, timeout: 0 });
    }
    expect(run.out).toMatch(/ {2}decisions of greedy: \d+, mean [\d.]+ ms of CPU, slowest \d+; no fallback\n/);
    // Without the flag, P1 keeps the first bot in every game.
    expect((await cli('simulate', '--mode', 'altered/duel', '--games', '2', '--workers', '0', '--bots', 'greedy,random', '--out', join(dir, 'fixed'))).code).toBe(0);
    const fixed = JSON.parse(readFileSync(join(dir, 'fixed', 'results.json'), 'utf8'));
    expect(fixed.config.rotateBots).toBeUndefined();
    expect(fixed.games.map((g: { players: { name: string; bot: string }[] }) => g.players[0]?.bot)).toEqual(['greedy', 'greedy']);
    // Shards' decision counts add up to the whole study's.
    for (const s of ['1/2', '2/2']) expect((await cli(...common, '--shard', s, '--out', join(dir, `rotated${s[0]}`))).code).toBe(0);
    const merged = join(dir, 'rotated-merged');
    expect((await cli('simulate', 'merge', join(dir, 'rotated1'), join(dir, 'rotated2'), '--out', merged)).code).toBe(0);
    expect(readFileSync(join(merged, 'results.json'), 'utf8')).toBe(readFileSync(join(whole, 'results.json'), 'utf8'));
    const mergedDecisions = JSON.parse(readFileSync(join(merged, 'decisions.json'), 'utf8'));
    expect(mergedDecisions.bots.map((b: { decisions: number }) => b.decisions)).toEqual(decisions.bots.map((b: { decisions: number }) => b.decisions));
    // A decisions file beside a shard that is not one is refused with its path; nothing is written.
    writeFileSync(join(dir, 'rotated2', 'decisions.json'), JSON.stringify({ ...mergedDecisions, bots: [{ bot: 'greedy', decisions: -1 }] }));
    const bad = await cli('simulate', 'merge', join(dir, 'rotated1'), join(dir, 'rotated2'), '--out', join(dir, 'rotated-bad'));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/rotated2\/decisions\.json\n {2}\$\.bots\[0\]\.decisions: a whole number of at least 0\n {2}\$\.bots\[0\]\.meanMs: /);
    expect(existsSync(join(dir, 'rotated-bad'))).toBe(false);
  });

  it('refuses a bad command line before playing', async () => {
    expect((await cli('simulate', '--bots', 'random,nobody', '--workers', '0')).err).toMatch(/unknown bot "nobody"/);
    expect((await cli('simulate', '--shard', '3/2')).code).toBe(2);
    expect((await cli('simulate', '--games', '0')).code).toBe(2);
    const badVariant = join(dir, 'bad.json');
    writeFileSync(badVariant, JSON.stringify({ knobs: { dayLimit: 'soon' } }));
    const bad = await cli('simulate', '--mode', 'altered/duel', '--variant', badVariant, '--workers', '0');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/dayLimit/);
    const deck = await cli('simulate', '--mode', 'altered/duel', '--decks', 'no-such-deck', '--workers', '0');
    expect(deck.code).toBe(1);
    expect(deck.err).toMatch(/unknown deck/);
  });
});
