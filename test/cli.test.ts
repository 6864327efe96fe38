import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { PACKAGE_ROOT, RULES_DIR } from '../src/engine/paths.js';
import { schemaIssues } from '../src/engine/schema/validate.js';
import { PUBLISHED_SCHEMAS, schemaText } from '../src/schemas.js';

async function cli(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('rulegraph play', () => {
  it('prints a complete duel turn by turn, with a winner', async () => {
    const { code, out } = await cli('play', '--mode', 'riftbound/duel', '--seed', '7');
    expect(code).toBe(0);
    expect(out).toMatch(/^rulegraph play · riftbound\/duel · seed 7/);
    expect(out).toMatch(/── Turn 1 · A ──/);
    expect(out).toMatch(/Battlefields: /);
    expect(out).toMatch(/scores by (hold|conquer)/);
    expect(out).toMatch(/Game over after \d+ actions: [AB] wins\.\n$/);
  });

  it('--json prints the event log, byte-identical for the same seed', async () => {
    const one = await cli('play', '--mode', 'riftbound/duel', '--seed', '11', '--json');
    const two = await cli('play', '--mode', 'riftbound/duel', '--seed', '11', '--json');
    expect(two.out).toBe(one.out);
    const log = JSON.parse(one.out);
    expect(log).toMatchObject({ mode: 'riftbound/duel', seed: 11, machine: 'gameOver' });
    expect(['A', 'B']).toContain(log.winner);
    expect(log.events.at(-1)).toMatchObject({ type: 'gameOver', winner: log.winner });
  });

  it('ends with a winner for many seeds', async () => {
    for (let seed = 100; seed < 130; seed++) {
      const log = JSON.parse((await cli('play', '--seed', String(seed), '--json')).out);
      expect(log.winner, `seed ${seed}`).toMatch(/^[AB]$/);
    }
  });

  it('reports usage and load errors with exit codes', async () => {
    expect((await cli('fly')).code).toBe(2);
    expect((await cli('play', '--seed', 'x')).err).toMatch(/--seed takes an integer/);
    const missing = await cli('play', '--mode', 'riftbound/nope');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nope\.json/);
    expect((await cli('help')).out).toMatch(/rulegraph play/);
    expect((await cli('modes')).out).toMatch(/riftbound\/duel/);
  });
});

describe('published JSON Schemas', () => {
  it('rules/schema holds exactly what `rulegraph schemas` writes', () => {
    const dir = join(RULES_DIR, 'schema');
    expect(readdirSync(dir).sort()).toEqual(Object.keys(PUBLISHED_SCHEMAS).sort());
    for (const [file, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
      expect(readFileSync(join(dir, file), 'utf8'), `${file} is stale: run npm run schemas`).toBe(schemaText(schema));
    }
  });

  it('the shipped files validate against the published schemas, expression grammar included', () => {
    const check = (schemaFile: string, file: string) => {
      const data = JSON.parse(readFileSync(join(PACKAGE_ROOT, file), 'utf8'));
      expect(schemaIssues(PUBLISHED_SCHEMAS[schemaFile] as object, data), file).toEqual([]);
    };
    check('machine.schema.json', 'machines/riftbound.json');
    check('riftbound-cards.schema.json', 'rules/riftbound/cards/sample.json');
    check('riftbound-deck.schema.json', 'rules/riftbound/decks/ember.json');
    // A mode file is complete once merged with its base; the base alone is checked for expressions.
    // The base leaves the format (CR 478.6) to each mode file, which must state it.
    const base = { ...JSON.parse(readFileSync(join(RULES_DIR, 'riftbound/base.json'), 'utf8')), format: { bestOf: 1 } };
    expect(schemaIssues(PUBLISHED_SCHEMAS['riftbound-rules.schema.json'] as object, base)).toEqual([]);
    const broken = { ...base, guards: { bad: { when: { nope: [1] } } } };
    expect(schemaIssues(PUBLISHED_SCHEMAS['riftbound-rules.schema.json'] as object, broken).length).toBeGreaterThan(0);
  });
});

describe('the built command', () => {
  const out = join(PACKAGE_ROOT, 'node_modules/.cache/rulegraph-test-build');
  beforeAll(() => {
    execFileSync(join(PACKAGE_ROOT, 'node_modules/.bin/tsc'), ['-p', join(PACKAGE_ROOT, 'tsconfig.build.json'), '--outDir', out], { cwd: PACKAGE_ROOT });
  }, 60_000);

  it('runs as `rulegraph` from the build', () => {
    const text = execFileSync(process.execPath, [join(out, 'src/cli/main.js'), 'play', '--seed', '3', '--json'], { cwd: PACKAGE_ROOT, encoding: 'utf8' });
    expect(JSON.parse(text).winner).toMatch(/^[AB]$/);
  });

  it('`rulegraph inspect` serves the page on loopback and stops on Ctrl-C', async () => {
    const child = spawn(process.execPath, [join(out, 'src/cli/main.js'), 'inspect', '--mode', 'riftbound/duel', '--seed', '2'], { cwd: PACKAGE_ROOT });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (data: Buffer) => {
        const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(String(data));
        if (match) resolve(match[1] as string);
      });
      child.on('exit', () => reject(new Error('the inspector exited')));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>rulegraph inspector</title>');
    expect((await fetch(`${url}app.js`)).headers.get('content-type')).toMatch(/javascript/);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
