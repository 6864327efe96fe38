/**
 * `npm run bench:instructions` reads valgrind's count and the counted games' actions from the
 * counted process's output, and says plainly when valgrind is not there. (The count itself
 * needs valgrind: `.ci/run` installs it and counts one game.)
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCounts, parseCount } from '../bench/instruction-count.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';

const VALGRIND_SUMMARY = '==4242== Events    : Ir\n==4242== Collected : 845790563\n==4242==\n==4242== I   refs:      845,790,563\n';

describe('bench instruction counts', () => {
  it('read the counted actions and valgrind\'s count from the counted process', () => {
    expect(parseCount('actions 3391\n', VALGRIND_SUMMARY)).toEqual({ actions: 3391, instructions: 845_790_563 });
  });

  it('say what is missing when the counted process printed no actions or valgrind no count', () => {
    expect(parseCount('', VALGRIND_SUMMARY)).toEqual({ problem: expect.stringContaining('no actions line') });
    const noCount = parseCount('actions 12\n', 'Error: callgrind_control: No active callgrind runs');
    expect(noCount).toEqual({ problem: expect.stringContaining('no instruction count') });
    expect((noCount as { problem: string }).problem).toContain('No active callgrind runs');
  });

  it('print instructions per action by mode', () => {
    const text = formatCounts({
      format: 'rulegraph/instructions@1',
      date: '2026-12-01T00:00:00.000Z',
      node: 'v20.0.0',
      commit: null,
      modes: [
        { mode: 'riftbound/duel', games: 30, warmUpGames: 200, hashSeeds: [1], actions: 3391, runs: [845_790_563], instructionsPerAction: 845_790_563 / 3391 },
        { mode: 'riftbound/ffa4', games: 20, warmUpGames: 200, hashSeeds: [4, 5, 6], actions: 6221, runs: [1_427_000_000, 1_344_000_000, 1_475_000_000], instructionsPerAction: 1_427_000_000 / 6221 },
      ],
    });
    expect(text).toMatch(/riftbound\/duel\s+249,422 instructions per action\s+\(30 games, 3391 actions, 200 warm-up games, hash seed 1\)/);
    expect(text).toMatch(/riftbound\/ffa4\s+229,384 instructions per action\s+\(20 games, 6221 actions, 200 warm-up games, hash seeds 4-6; runs 229,384, 216,042, 237,100\)/);
  });

  it('print the pool comparison counted, both sides and their ratio', () => {
    const text = formatCounts({
      format: 'rulegraph/instructions@1',
      date: '2026-12-01T00:00:00.000Z',
      node: 'v20.0.0',
      commit: null,
      modes: [],
      pool: { file: 'pool.json', games: 50, warmUpGames: 200, rounds: 2, hashSeed: 1, shipped: { actions: 12_937, instructionsPerAction: 280_578.4 }, pool: { actions: 14_531, instructionsPerAction: 315_555.2 }, ratio: 315_555.2 / 280_578.4 },
    });
    expect(text).toContain(
      'compiled cards (pool.json), both sides in one process, one counted per process: shipped decks 280,578, pool 315,555 instructions per action, 1.12× (2 rounds of 50 games of each side after 200 warm-up games of each, 12937 and 14531 actions, hash seed 1)',
    );
  });

  it('stop with a plain message and exit code 2 when valgrind cannot be run', { tags: ['process'], timeout: BUILD_TIMEOUT_MS }, async () => {
    const dist = await builtDist();
    const run = spawnSync(process.execPath, [join(dist, 'bench/instructions.js')], {
      encoding: 'utf8',
      env: { ...process.env, BENCH_VALGRIND: join(PACKAGE_ROOT, 'no-such-valgrind'), BENCH_MODES: 'altered/duel' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('no-such-valgrind was not found: install valgrind');
    expect(run.stdout).toBe('');
  });
});
