/**
 * A study file read back for `simulate merge` is checked before anything counts it: every
 * fault is refused with its JSON path, and a file larger than the study limit is refused
 * before it is parsed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LoadError } from '../../src/engine/errors.js';
import { readStudy, writeStudy } from '../../src/simulate/files.js';
import { runStudy, type Study } from '../../src/simulate/run.js';
import { studyIssues } from '../../src/simulate/study-check.js';

const dir = mkdtempSync(join(tmpdir(), 'rulegraph-study-'));
const study = (await runStudy({ mode: 'altered/duel', games: 3, seed: 4, bots: ['random'], decks: [], variants: [{ label: 'base' }], maxActions: 5000 }, { workers: 0 })).study;
const json = (): Record<string, any> => JSON.parse(JSON.stringify(study));

describe('a study file read back', () => {
  it('as a run wrote it has no fault, and reads back equal (file or folder)', () => {
    expect(studyIssues(json())).toEqual([]);
    const out = join(dir, 'good');
    writeStudy(out, study);
    expect(readStudy(out)).toEqual(json());
    expect(readStudy(join(out, 'results.json'))).toEqual(json());
  });

  const faults: [string, (s: Record<string, any>) => void, string][] = [
    ['another format', (s) => (s.format = 'rulegraph/other@1'), '$.format'],
    ['no config', (s) => delete s.config, '$.config'],
    ['a game count of zero', (s) => (s.config.games = 0), '$.config.games'],
    ['a bot list of numbers', (s) => (s.config.bots = [1]), '$.config.bots'],
    ['a shard past its count', (s) => (s.config.shard = { index: 3, count: 2 }), '$.config.shard'],
    ['an unknown game', (s) => (s.config.mode = 'chess/duel'), '$.config.mode'],
    ['games that are not a list', (s) => (s.games = {}), '$.games'],
    ['a game that is a string', (s) => (s.games[1] = 'won'), '$.games[1]'],
    ['a negative action count', (s) => (s.games[0].actions = -3), '$.games[0].actions'],
    ['an unknown outcome', (s) => (s.games[2].outcome = 'lost'), '$.games[2].outcome'],
    ['a win without a winner', (s) => ((s.games[0].outcome = 'win'), (s.games[0].winner = null)), '$.games[0].winner'],
    ['a player without a bot', (s) => delete s.games[1].players[0].bot, '$.games[1].players[0].bot'],
    ['points that are not numbers', (s) => (s.games[0].pointsByRound = [{ A: 'ten' }]), '$.games[0].pointsByRound[0]'],
    ['a variant the study does not play', (s) => (s.games[0].variant = 'other'), '$.games[0].variant'],
    ['an index past the game count', (s) => (s.games[0].index = 7), '$.games[0].index'],
  ];
  it.each(faults)('with %s is refused at its path', (_name, edit, path) => {
    const value = json();
    edit(value);
    expect(studyIssues(value).map((i) => i.path)).toContain(path);
    const file = join(dir, `${path.replace(/\W+/g, '_')}.json`);
    writeFileSync(file, JSON.stringify(value));
    let error: unknown;
    try {
      readStudy(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).issues.map((i) => i.path)).toContain(path);
  });

  it('keeps at most 20 faults', () => {
    const value = json();
    value.games = Array.from({ length: 50 }, () => 'junk');
    expect(studyIssues(value)).toHaveLength(20);
  });

  it('larger than the study limit is refused before it is read', async () => {
    const { STUDY_LIMITS } = await import('../../src/simulate/files.js');
    const file = join(dir, 'huge.json');
    // A sparse file: its size is what is checked, without writing that much.
    const { openSync, ftruncateSync, closeSync } = await import('node:fs');
    const fd = openSync(file, 'w');
    ftruncateSync(fd, STUDY_LIMITS.maxBytes + 1);
    closeSync(fd);
    expect(() => readStudy(file)).toThrow(/larger than/);
  });

  it('is typed as a study only once checked', () => {
    const typed: Study = readStudy(join(dir, 'good'));
    expect(typed.games).toHaveLength(3);
  });
});
