// @module-tag process
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, DIST, builtDist } from '../support/dist.js';

// The worker pool runs the compiled workers: the built command, as a user runs it.
const CLI = join(DIST, 'src/cli/main.js');

function simulate(...argv: string[]): { stdout: string } {
  return { stdout: execFileSync(process.execPath, [CLI, 'simulate', ...argv], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
}

describe('rulegraph simulate on worker processes', () => {
  beforeAll(async () => {
    await builtDist();
  }, BUILD_TIMEOUT_MS);

  it('writes the same results with 1 and 2 workers, and the same as playing in one thread', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-pool-'));
    const outputs = ['1', '2', '0'].map((workers) => {
      const out = join(dir, `w${workers}`);
      simulate('--mode', 'altered/duel', '--games', '6', '--seed', '21', '--workers', workers, '--out', out);
      // Every action is one decision of one bot, counted in the worker that played it.
      const study = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { games: { actions: number }[] };
      const decisions = JSON.parse(readFileSync(join(out, 'decisions.json'), 'utf8')) as { format: string; clock: string; bots: { bot: string; decisions: number }[] };
      expect(decisions).toMatchObject({ format: 'rulegraph/decisions@1', clock: 'cpu' });
      expect(decisions.bots.map((b) => b.bot)).toEqual(['random']);
      expect(decisions.bots[0]?.decisions).toBe(study.games.reduce((n, g) => n + g.actions, 0));
      return readFileSync(join(out, 'results.json'), 'utf8');
    });
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
    expect(JSON.parse(outputs[0] as string).games).toHaveLength(6);
  });
});
