/**
 * One rules-file format everywhere (docs/rules.md): the same house-rules files, a mode of its
 * own that extends a shipped one and plain overrides of a mode, read the same way by
 * `createGame`, `validate`, `play --rules`, `simulate --variant` and `inspect --rules` (the
 * server takes their contents: test/server/serve.test.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, restoreGame, replay } from '../src/api.js';
import { runCli } from '../src/cli/run.js';
import type { LoadError } from '../src/engine/errors.js';
import { fileVariant, startVariant } from '../src/inspect/variants.js';
import { validateFile } from '../src/validate.js';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'rulegraph-rules-files-'));
mkdirSync(join(dir, 'house'));
const schema = '../node_modules/rulegraph/rules/schema/altered-rules.schema.json';
const write = (name: string, json: object) => {
  const file = join(dir, 'house', name);
  writeFileSync(file, JSON.stringify(json));
  return file;
};
// The day limit brought down to 3: games end by the rules soon, whoever plays.
const modeFile = write('short-duel.json', { $schema: schema, extends: 'altered/duel', mode: 'short-duel', knobs: { dayLimit: 3 } });
const overrides = write('short-days.json', { $schema: schema, knobs: { dayLimit: 3 } });
// A chain of the user's own files resting on a shipped mode.
write('common.json', { $schema: schema, extends: 'altered/duel', knobs: { dayLimit: 3 } });
const chained = write('chained.json', { $schema: schema, extends: './common.json', mode: 'chained' });
const broken = write('broken.json', { $schema: schema, knobs: { dayLimit: 'three' } });
const otherMode = write('other.json', { $schema: schema, extends: 'altered/2v2', mode: 'short-2v2', knobs: { dayLimit: 3 } });

const FILES = { 'a mode of its own': modeFile, overrides, 'a chain of files': chained } as const;

function refusal(run: () => unknown): LoadError {
  try {
    run();
  } catch (error) {
    return error as LoadError;
  }
  throw new Error('expected a refusal');
}

describe('one rules-file format, read the same way everywhere', () => {
  for (const [kind, file] of Object.entries(FILES)) {
    describe(kind, () => {
      it('createGame plays it with the mode named beside it, and restores and replays it', () => {
        const game = createGame({ mode: 'altered/duel', seed: 3, rules: file });
        expect((game.rules as { knobs: { dayLimit: number } }).knobs.dayLimit).toBe(3);
        expect(restoreGame(game.snapshot()).rules).toEqual(game.rules);
        expect(replay(game.record()).snapshot()).toEqual(game.snapshot());
      });

      it('validate accepts it with --mode; the API and the command agree', async () => {
        expect(validateFile(file, { mode: 'altered/duel' })).toBe('rules');
        const run = await cli('validate', '--mode', 'altered/duel', file);
        expect(run.code).toBe(0);
        expect(run.out).toMatch(/^ok .* \(rules\)$/m);
      });

      it('play --rules plays a whole game of it', async () => {
        const run = await cli('play', '--mode', 'altered/duel', '--rules', file, '--seed', '2', '--json');
        expect(run.err).toBe('');
        expect(run.code).toBe(0);
        const played = JSON.parse(run.out) as { events: { type: string }[] };
        expect(played.events.at(-1)?.type).toMatch(/gameOver|gameDrawn|gameWon/);
      });

      it('simulate --variant compares it with the mode, and the study holds what it changes', async () => {
        const out = join(dir, `study-${kind.replace(/\W+/g, '-')}`);
        const run = await cli('simulate', '--mode', 'altered/duel', '--games', '2', '--workers', '0', '--variant', file, '--out', out);
        expect(run.code).toBe(0);
        const study = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
        expect(study.config.variants[1].rules).toMatchObject({ knobs: { dayLimit: 3 } });
        expect(study.config.variants[1].rules.extends).toBeUndefined();
        for (const g of study.games.filter((g: { variant: string }) => g.variant !== 'base')) expect(g.rounds).toBeLessThanOrEqual(3);
      });

      it('inspect --rules starts the inspector game from it', async () => {
        const game = startVariant(fileVariant(file, 'altered/duel'), 5);
        expect((game.rules as { knobs: { dayLimit: number } }).knobs.dayLimit).toBe(3);
        game.dispose();
        // The command loads it before serving: a seat the game lacks is refused after the load.
        const run = await cli('inspect', '--mode', 'altered/duel', '--rules', file, '--seat-bot', 'Z=random');
        expect(run.code).toBe(2);
        expect(run.err).toMatch(/no seat "Z"; the seats are A, B/);
      });
    });
  }

  it('a mode of its own needs no --mode anywhere', async () => {
    for (const file of [modeFile, chained]) {
      const game = createGame({ seed: 1, rules: file });
      expect(game.mode).toBe(file === modeFile ? 'altered/short-duel' : 'altered/chained');
      expect(validateFile(file)).toBe('rules');
      expect((await cli('play', '--rules', file, '--json')).code).toBe(0);
      expect(startVariant(fileVariant(file), 1).mode).toBe(game.mode);
    }
  });

  it('overrides without a mode are refused, saying to name the mode', async () => {
    expect(refusal(() => createGame({ seed: 1, rules: overrides } as never)).message).toMatch(/without extends are overrides/);
    expect(() => validateFile(overrides)).toThrow(/without extends are overrides/);
    const run = await cli('play', '--rules', overrides);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/without extends are overrides/);
  });

  it('a mode named beside rules that extend another is refused, with the file and path', async () => {
    const error = refusal(() => createGame({ mode: 'altered/duel', seed: 1, rules: otherMode }));
    expect(error.issues[0]).toMatchObject({ path: '$.extends', code: 'RULES_MODE_MISMATCH' });
    expect(error.file).toMatch(/other\.json$/);
    const valueError = refusal(() => createGame({ mode: 'altered/duel', seed: 1, rules: { extends: 'altered/2v2' } }));
    expect(valueError.issues[0]).toMatchObject({ path: '$.rules.extends', code: 'RULES_MODE_MISMATCH' });
    const run = await cli('simulate', '--mode', 'altered/duel', '--games', '1', '--workers', '0', '--variant', otherMode);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/do not extend altered\/duel/);
  });

  it('a faulty file is refused by every command with the file and the JSON path', async () => {
    const path = /\$\.knobs\.dayLimit/;
    expect(refusal(() => createGame({ mode: 'altered/duel', seed: 1, rules: broken })).path).toMatch(path);
    expect(refusal(() => validateFile(broken, { mode: 'altered/duel' })).issues.map((i) => i.path).join()).toMatch(path);
    for (const argv of [
      ['validate', '--mode', 'altered/duel', broken],
      ['play', '--mode', 'altered/duel', '--rules', broken],
      ['simulate', '--mode', 'altered/duel', '--games', '1', '--workers', '0', '--variant', broken],
      ['inspect', '--mode', 'altered/duel', '--rules', broken],
    ]) {
      const run = await cli(...argv);
      expect(run.code, argv.join(' ')).toBe(1);
      expect(run.err, argv.join(' ')).toMatch(/broken\.json/);
      expect(run.err, argv.join(' ')).toMatch(path);
    }
  });
});
