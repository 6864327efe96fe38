/**
 * Files that are not regular files: a named pipe (opening one to read waits for a writer, for
 * ever) is refused without being opened for a blocking read, wherever a file is named; a file
 * that fails to read (`/proc/self/mem`) is a LoadError with a code and the path, never a
 * system error.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, loadPosition } from '../../src/api.js';
import { runCli } from '../../src/cli/run.js';
import { loadError } from '../support/load-error.js';
import { namedPipe } from '../support/fifo.js';

const pipes: { close: () => void }[] = [];
afterEach(() => pipes.splice(0).forEach((p) => p.close()));

/** A fresh folder holding a named pipe `pipe.json`. */
function folderWithPipe(): { dir: string; pipe: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rulegraph-pipe-'));
  const made = namedPipe(dir, 'pipe.json');
  pipes.push(made);
  return { dir, pipe: made.path };
}

/**
 * A blocked open waits for a writer that never comes, so any answer within this time (loading
 * the mode included, on a machine busy with other work) is a refusal, not a hang.
 */
const AT_ONCE_MS = 5000;

/** What `load` throws, and how long it took. */
function timed<T>(load: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = load();
  return { value, ms: performance.now() - start };
}

describe('named pipes', () => {
  it('a pipe named as the rules file is NOT_A_FILE, at once', () => {
    const { pipe } = folderWithPipe();
    const { value: error, ms } = timed(() => loadError(() => createGame({ rules: pipe, seed: 1 })));
    expect(error.issues[0]).toMatchObject({ path: '$', code: 'NOT_A_FILE' });
    expect(error.file).toBe(pipe);
    expect(ms).toBeLessThan(AT_ONCE_MS);
  });

  it('a pipe that a rules file extends, or lists as a card file, is NOT_A_FILE', () => {
    const { dir } = folderWithPipe();
    const extending = join(dir, 'extends.json');
    writeFileSync(extending, JSON.stringify({ extends: './pipe.json', mode: 'x' }));
    const listing = join(dir, 'cards.json');
    writeFileSync(listing, JSON.stringify({ extends: 'riftbound/duel', mode: 'x', cards: ['pipe.json'] }));
    for (const rules of [extending, listing]) {
      const { value: error, ms } = timed(() => loadError(() => createGame({ rules, seed: 1 })));
      expect(error.issues.map((i) => i.code)).toContain('NOT_A_FILE');
      expect(ms).toBeLessThan(AT_ONCE_MS);
    }
  });

  it('a pipe named by an Altered decklist file is refused, at once', () => {
    const { dir } = folderWithPipe();
    const position = { mode: 'altered/duel', seats: { A: { decklist: { file: 'pipe.json' } } } };
    const { value: error, ms } = timed(() => loadError(() => loadPosition(position, join(dir, 'position.json'))));
    expect(error.issues[0]).toMatchObject({ path: '$.seats.A.decklist.file', code: 'UNREADABLE_DECK' });
    expect(error.issues[0]?.message).toMatch(/not a regular file/);
    expect(ms).toBeLessThan(AT_ONCE_MS);
  });

  it('rulegraph validate refuses a pipe and exits 1', async () => {
    const { pipe } = folderWithPipe();
    let err = '';
    const start = performance.now();
    const code = await runCli(['validate', pipe], { out: () => {}, err: (t) => (err += t) });
    expect(performance.now() - start).toBeLessThan(AT_ONCE_MS);
    expect(code).toBe(1);
    expect(err).toMatch(/not a regular file/);
  });
});

describe('files that fail to read', () => {
  it('/proc/self/mem is a LoadError with a code and the path', () => {
    const error = loadError(() => createGame({ rules: '/proc/self/mem', seed: 1 }));
    expect(error.file).toBe('/proc/self/mem');
    expect(error.issues[0]).toMatchObject({ path: '$', code: 'FILE_UNREADABLE', message: 'cannot be read' });
  });
});
