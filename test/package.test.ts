/**
 * What the package ships: the tarball's contents, the license, and rules schemas an editor can
 * use on the shipped mode files (complete ones and ones that `extends` another).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT, RULES_DIR } from '../src/node/paths.js';

const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'));

const editor = new Ajv2020({ allErrors: true, strict: false });
for (const file of readdirSync(join(RULES_DIR, 'schema'))) editor.addSchema(JSON.parse(readFileSync(join(RULES_DIR, 'schema', file), 'utf8')) as object);

/** The emitted rules schema, with the files beside it that it names by `$ref`, as an editor loads them. */
function emittedValidator(game: string) {
  const validate = editor.getSchema(`${game}-rules.schema.json`);
  if (!validate) throw new Error(`no emitted ${game}-rules.schema.json`);
  return validate;
}

describe('the rules schemas an editor sees', () => {
  for (const game of ['riftbound', 'altered']) {
    it(`every shipped ${game} rules file validates against the emitted schema`, () => {
      const validate = emittedValidator(game);
      const files = readdirSync(join(RULES_DIR, game)).filter((f) => f.endsWith('.json'));
      expect(files.length).toBeGreaterThan(2);
      for (const file of files) {
        const json = JSON.parse(readFileSync(join(RULES_DIR, game, file), 'utf8'));
        // The Riftbound base leaves the format (CR 478.6) to each mode file, which must state it.
        const data = game === 'riftbound' && file === 'base.json' ? { ...json, format: { bestOf: 1 } } : json;
        expect(validate(data) ? [] : validate.errors, `${game}/${file}`).toEqual([]);
      }
    });

    it(`a ${game} file that extends may leave out any field, but not misspell one`, () => {
      const validate = emittedValidator(game);
      expect(validate({ extends: './base.json', description: 'house rules' })).toBe(true);
      expect(validate({ extends: './base.json', seats: {} })).toBe(true);
      expect(validate({ extends: './base.json', seats: {}, descripton: 'typo' })).toBe(false);
      // A complete file (no extends) still needs every field.
      expect(validate({ description: 'no base' })).toBe(false);
    });
  }
});

describe('the npm package', () => {
  it('declares its license, with the LICENSE file, and its repository', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(PACKAGE_ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(pkg.repository.url).toMatch(/^git\+https:\/\//);
  });

  it('npm pack holds what the README needs and no bench, no source maps, no tests', { tags: ['process'], timeout: 60_000 }, () => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: PACKAGE_ROOT, encoding: 'utf8' }));
    const files: string[] = packed.files.map((f: { path: string }) => f.path);
    for (const needed of ['LICENSE', 'README.md', 'package.json', 'docs/api.md', 'docs/cli.md', 'machines/riftbound.json', 'rules/riftbound/duel.json', 'rules/schema/altered-rules.schema.json', 'dist/inspect/page/index.html', 'dist/inspect/page/inspector.js']) {
      expect(files, needed).toContain(needed);
    }
    expect(files.some((f) => f.startsWith('scenarios/riftbound/scoring/'))).toBe(true);
    expect(files.some((f) => f.startsWith('scenarios/altered/victory/'))).toBe(true);
    expect(files.filter((f) => f.startsWith('dist/bench') || f.endsWith('.map') || f.startsWith('test/') || f.startsWith('bench/'))).toEqual([]);
    // Every file the README links to is in the tarball.
    const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
    const linked = [...readme.matchAll(/\]\(((?:docs|rules|machines|scenarios)\/[^)#]*)\)/g)].map((m) => (m[1] as string).replace(/\/$/, ''));
    for (const link of linked) expect(files.some((f) => f === link || f.startsWith(`${link}/`)), link).toBe(true);
  });
});
