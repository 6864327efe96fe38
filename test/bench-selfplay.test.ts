/**
 * The bench's self-play loop counts what it did, and its built entry runs on its own (it
 * loads the shipped modes itself, as `npm run bench` does outside the test setup).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfPlay, storage, warmUp } from '../bench/play.js';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';

describe('bench self-play', () => {
  it('plays seeded games to the end and counts actions and legal-action calls', () => {
    const result = selfPlay('altered/duel', 2);
    expect(result.games).toBe(2);
    expect(result.actions).toBeGreaterThan(20);
    expect(result.legalCalls).toBeGreaterThanOrEqual(result.actions);
    expect(result.cpuMicrosPerAction).toBeGreaterThan(0);
  });

  it('runs from its built entry, outside the test setup', { tags: ['process'], timeout: BUILD_TIMEOUT_MS }, async () => {
    const dist = await builtDist();
    const out = execFileSync(process.execPath, [join(dist, 'bench/selfplay.js'), 'altered/duel', '2', '0.1'], { encoding: 'utf8' });
    expect(out).toMatch(/^altered\/duel: 2 games, \d+ actions, [\d.]+ µs CPU per action/);
  });

  it('warms up by playing games until the CPU time asked for is spent, then says what they cost', () => {
    const warm = warmUp('altered/duel', 0.2);
    expect(warm.cpuSeconds).toBeGreaterThanOrEqual(0.2);
    // The first game (loading), then at least one batch of ten.
    expect(warm.games).toBeGreaterThanOrEqual(11);
    expect((warm.games - 1) % 10).toBe(0);
    expect(warm.actions).toBeGreaterThan(100);
    expect(warm.cpuMicrosPerAction).toBeGreaterThan(0);
  });

  it('measures snapshots and restores of positions along the games', () => {
    // One game, its positions timed once or twice: the figures' machinery, not their steadiness.
    const stored = storage('riftbound/duel', 1, 0, 1, 10);
    expect(stored.snapshots).toBeGreaterThan(0);
    expect(stored.snapshotBytes).toBeGreaterThan(1000);
    expect(stored.eventLogBytesPerGame).toBeGreaterThan(1000);
  });
});
