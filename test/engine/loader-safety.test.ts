/**
 * Reading only where the user pointed: rules given as values (createGame overrides, a
 * snapshot's or a record's rules, a position's rules) name no file outside the package's rules
 * and the loaded file's folder; devices, symbolic links out and oversized files are refused;
 * errors are bounded and name the overrides where the fault is.
 */
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, loadPosition, replay, restoreGame } from '../../src/api.js';
import type { Snapshot } from '../../src/engine/game/record.js';
import { LIMITS } from '../../src/engine/limits.js';
import type { RiftboundRules } from '../../src/games/riftbound/state/state.js';
import { RULES_DIR } from '../../src/node/paths.js';
import { loadError as refusal } from '../support/load-error.js';


/** A user's folder with a rules file extending the shipped duel. */
function house(extra: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rulegraph-house-'));
  const file = join(dir, 'my-duel.json');
  writeFileSync(file, JSON.stringify({ extends: 'riftbound/duel', mode: 'my-duel', ...extra }));
  return { dir, file };
}

describe('rules given as values', () => {
  it('faults in overrides name the overrides', () => {
    const error = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: 'seven' } } }));
    expect(error.file).toBe('createGame');
    expect(error.issues).toEqual([{ path: '$.rules.victory.score', message: 'must be integer' }]);
  });

  it('faults in a snapshot\'s rules name the snapshot', () => {
    const snapshot = createGame({ mode: 'riftbound/duel', seed: 1 }).snapshot() as Snapshot;
    const error = refusal(() => restoreGame({ ...snapshot, rules: { victory: { score: -1, extra: 1 } } } as Snapshot));
    expect(error.file).toBe('snapshot');
    expect(error.issues.map((i) => i.path)).toContain('$.rules.victory.extra');
  });

  it('overrides may not name files outside the package rules', () => {
    const absolute = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['/etc/shadow'] } }));
    expect(absolute.issues[0]).toMatchObject({ path: '$.rules.cards[0]', code: 'ABSOLUTE_PATH' });
    const parent = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['../../../../etc/passwd.json'] } }));
    expect(parent.issues[0]).toMatchObject({ path: '$.rules.cards[0]', code: 'PARENT_PATH' });
    const device = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { decks: ['/dev/zero'] } }));
    expect(device.issues[0]).toMatchObject({ path: '$.rules.decks[0]', code: 'ABSOLUTE_PATH' });
  });

  it('a refusal of a value does not tell whether a file exists', () => {
    const exists = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['/etc/passwd.json'] } }));
    const missing = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['/etc/no-such-file.json'] } }));
    expect(exists.issues).toEqual(missing.issues);
    const outside = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['../../../../../../etc/passwd.json'] } }));
    const nowhere = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: ['../../../../../../etc/nothing.json'] } }));
    expect(outside.issues).toEqual(nowhere.issues);
  });

  it('overrides may name the package\'s own files, relative to the mode file', () => {
    const game = createGame({ mode: 'riftbound/duel', seed: 1, rules: { decks: ['decks/tide.json', 'decks/ember.json'] } });
    expect([...(game.rules as RiftboundRules).cardDb.decks.keys()]).toEqual(['tide', 'ember']);
  });

  it('a snapshot or record that names a rules file is refused: a value names no file', () => {
    const snapshot = createGame({ mode: 'riftbound/duel', seed: 1 }).snapshot() as Snapshot;
    const fromSnapshot = refusal(() => restoreGame({ ...snapshot, rules: '/etc/shadow' } as unknown as Snapshot));
    expect(fromSnapshot.issues[0]).toMatchObject({ path: '$.rules', code: 'FILES_NOT_ALLOWED' });
    expect(fromSnapshot.message).not.toMatch(/shadow/);
    const record = createGame({ mode: 'riftbound/duel', seed: 1 }).record();
    const fromRecord = refusal(() => replay({ ...record, start: { setup: { ...(record.start as { setup: object }).setup, mode: undefined, rules: '/dev/zero' } } } as never));
    expect(fromRecord.issues[0]).toMatchObject({ path: '$.start.setup.rules', code: 'FILES_NOT_ALLOWED' });
  });

  it('a position\'s rules may not name files outside the package rules', () => {
    const error = refusal(() => loadPosition({ mode: 'riftbound/duel', rules: { cards: ['/proc/self/environ'] } }, 'house.position.json'));
    expect(error.file).toBe('house.position.json');
    expect(error.issues[0]).toMatchObject({ path: '$.rules.cards[0]', code: 'ABSOLUTE_PATH' });
  });

  it('a __proto__ key in overrides is reported, and nothing is polluted', () => {
    const rules = JSON.parse('{ "__proto__": { "victory": { "score": 1 } } }') as Record<string, unknown>;
    const error = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules }));
    expect(error.issues[0]).toMatchObject({ path: '$.rules.__proto__', code: 'FORBIDDEN_KEY' });
    expect(({} as Record<string, unknown>)['victory']).toBeUndefined();
  });

  it('a guard nested 20,000 deep in overrides is refused, not a crash', () => {
    let when: unknown = true;
    for (let i = 0; i < 20_000; i++) when = { not: when };
    const error = refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { guards: { deep: { when } } } }));
    expect(error.issues[0]?.code).toBe('JSON_TOO_DEEP');
    expect(error.issues[0]?.path.startsWith('$.rules.guards.deep.when.not')).toBe(true);
  });

  it('a value may share parts; one that contains itself or shares without end is refused', () => {
    const when = { '==': [1, 1] };
    const shared = createGame({ mode: 'riftbound/duel', seed: 1, rules: { guards: { alwaysOne: { when }, alwaysTwo: { when } } } });
    expect(Object.keys((shared.rules as RiftboundRules).guards)).toEqual(expect.arrayContaining(['alwaysOne', 'alwaysTwo']));
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    expect(refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: cyclic })).issues[0]?.code).toBe('JSON_TOO_DEEP');
    let wide: unknown[] = [];
    for (let i = 0; i < 40; i++) wide = [wide, wide];
    expect(refusal(() => createGame({ mode: 'riftbound/duel', seed: 1, rules: { extraCards: wide } })).issues[0]?.code).toBe('NOT_JSON');
  });

  it('error messages are bounded: a 1 MB input is not echoed back', () => {
    const huge = 'x'.repeat(1_000_000);
    for (const load of [
      () => createGame({ mode: huge, seed: 1 }),
      () => createGame({ mode: `riftbound/${huge}`, seed: 1 }),
      () => createGame({ mode: 'riftbound/duel', seed: 1, rules: { [huge]: 1 } }),
      () => createGame({ mode: 'riftbound/duel', seed: 1, rules: { victory: { score: huge } } }),
      () => createGame({ mode: 'riftbound/duel', seed: 1, rules: { cards: [huge] } }),
    ]) {
      const error = refusal(load);
      expect(error.message.length).toBeLessThan(2000);
      expect(JSON.stringify(error.issues).length).toBeLessThan(2000);
    }
  });
});

describe('files the user points at', () => {
  it('createGame takes the path of a rules file that extends a shipped mode', () => {
    const { file } = house({ victory: { score: 6 } });
    const game = createGame({ rules: file, seed: 4 });
    expect(game.mode).toBe('riftbound/my-duel');
    expect((game.rules as RiftboundRules).victory.score).toBe(6);
    // The shipped parent's cards and decks resolve against the shipped folder.
    expect([...(game.rules as RiftboundRules).cardDb.decks.keys()]).toContain('ember');
  });

  it('createGame takes a rules object that extends a shipped mode', () => {
    const game = createGame({ rules: { extends: 'riftbound/duel', mode: 'quick', victory: { score: 5 } }, seed: 4 });
    expect(game.mode).toBe('riftbound/quick');
    expect((game.rules as RiftboundRules).victory.score).toBe(5);
    const restored = restoreGame(game.snapshot() as Snapshot);
    expect((restored.rules as RiftboundRules).victory.score).toBe(5);
    expect(replay(game.record()).snapshot()).toEqual(game.snapshot());
  });

  it('an unknown mode is named as the input\'s mode, with the modes there are', () => {
    const error = refusal(() => createGame({ mode: 'riftbound/nope', seed: 1 }));
    expect(error).toMatchObject({ file: 'createGame', code: 'UNKNOWN_MODE', path: '$.mode' });
    expect(error.message).toMatch(/the package has .*riftbound\/duel/);
    const both = refusal(() => createGame({ mode: 'riftbound/duel', rules: { extends: 'riftbound/2v2' }, seed: 1 }));
    expect(both.issues[0]).toMatchObject({ path: '$.rules.extends', code: 'RULES_MODE_MISMATCH' });
  });

  it('a rules object that extends something other than a shipped mode may not leave the package rules', () => {
    const error = refusal(() => createGame({ rules: { extends: '../../etc/x.json' }, seed: 4 }));
    expect(error.issues[0]).toMatchObject({ path: '$.rules.extends', code: 'PARENT_PATH' });
  });

  it('a game from a file replays and restores in the same process, by the file\'s full location', () => {
    const { file } = house();
    const game = createGame({ rules: file, seed: 4 });
    const [first] = game.legalActions('A');
    if (first) game.apply(first);
    expect(replay(game.record()).snapshot()).toEqual(game.snapshot());
    expect(restoreGame(game.snapshot() as Snapshot).snapshot()).toEqual(game.snapshot());
  });

  it('a user file names files in its folder, and a missing one is named without more', () => {
    const { dir, file } = house({ decks: ['decks/copy.json', 'decks/copy.json'] });
    mkdirSync(join(dir, 'decks'));
    writeFileSync(join(dir, 'decks', 'copy.json'), JSON.stringify(readDeck('ember')));
    const game = createGame({ rules: file, seed: 1 });
    expect([...(game.rules as RiftboundRules).cardDb.decks.keys()]).toEqual(['copy']);
    const error = refusal(() => createGame({ rules: join(dir, 'broken.json'), seed: 1 }));
    expect(error.issues[0]).toMatchObject({ code: 'FILE_NOT_FOUND', message: 'no such file' });
  });

  it('refuses a device given as the rules file', () => {
    const error = refusal(() => createGame({ rules: '/dev/zero', seed: 1 }));
    expect(error.issues[0]).toMatchObject({ code: 'NOT_A_FILE' });
  });

  it('refuses a card set that is a symbolic link out of the folder, or to a device', () => {
    const { dir, file } = house({ cards: ['cards/linked.json'] });
    mkdirSync(join(dir, 'cards'));
    symlinkSync(join(RULES_DIR, 'riftbound', 'cards', 'sample.json'), join(dir, 'cards', 'linked.json'));
    expect(refusal(() => createGame({ rules: file, seed: 1 })).issues[0]).toMatchObject({ path: '$', code: 'FILE_OUTSIDE_ROOT' });
    const other = house({ cards: ['zero.json'] });
    symlinkSync('/dev/zero', join(other.dir, 'zero.json'));
    expect(refusal(() => createGame({ rules: other.file, seed: 1 })).issues[0]?.code).toBe('FILE_OUTSIDE_ROOT');
  });

  it('refuses a file larger than the limit without reading it whole', () => {
    const { dir, file } = house({ cards: ['big.json'] });
    writeFileSync(join(dir, 'big.json'), `{"cards": [${'0,'.repeat(LIMITS.fileBytes / 2)}0]}`);
    const error = refusal(() => createGame({ rules: file, seed: 1 }));
    expect(error.issues[0]).toMatchObject({ code: 'FILE_TOO_LARGE', message: `larger than ${LIMITS.fileBytes} bytes` });
  });

  it('refuses a mode that names too many files', () => {
    const { dir, file } = house({ decks: Array.from({ length: LIMITS.referencedFiles + 1 }, () => 'decks/x.json') });
    mkdirSync(join(dir, 'decks'));
    writeFileSync(join(dir, 'decks', 'x.json'), JSON.stringify(readDeck('ember')));
    const error = refusal(() => createGame({ rules: file, seed: 1 }));
    expect(error.issues[0]?.code).toBe('TOO_MANY_FILES');
  });
});

function readDeck(name: string): unknown {
  return JSON.parse(readFileSync(join(RULES_DIR, 'riftbound', 'decks', `${name}.json`), 'utf8'));
}
