import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { PACKAGE_ROOT, RULES_DIR } from '../src/node/paths.js';
import { schemaIssues } from '../src/engine/schema/validate.js';
import { publishedSchemas, SCHEMA_SOURCES, schemaText } from '../src/schemas.js';
import { BUILD_TIMEOUT_MS, DIST, builtDist } from './support/dist.js';

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
    // Each battlefield on a line of its own, with whose it is.
    expect(out).toMatch(/Battlefields:\n  .+ \([AB]\)\n  .+ \([AB]\)\n/);
    expect(out).toMatch(/scores by (hold|conquer)/);
    expect(out).toMatch(/Game over after \d+ actions: [AB] wins\.\n$/);
  });

  it('npm start plays a 2v2 game that shows gear equipped and XP gained', async () => {
    const script = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    const argv = script.split('dist/src/cli/main.js ')[1]!.split(' ');
    const { code, out } = await cli(...argv);
    expect(code).toBe(0);
    expect(out).toMatch(/^rulegraph play · riftbound\/2v2/);
    expect(out).toMatch(/\n {2}[A-D] equips .+ with .+\n/);
    expect(out).toMatch(/\n {4}[A-D] gains 1 XP \(hunt\): \d XP\n/);
    expect(out).toMatch(/\n {2}XP: A \d+ · B \d+ · C \d+ · D \d+\n/);
    expect(out).toMatch(/Game over after \d+ actions: (A\+C|B\+D) wins\.\n$/);
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

  it('plays a best-of-three match game after game; --json prints the match', async () => {
    const text = await cli('play', '--mode', 'riftbound/match', '--seed', '5');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/\nGame 1: (P1|P2|no winner) \(first: P[12]\); game wins /);
    expect(text.out).toMatch(/Match over after [23]\d* games and \d+ actions: P[12] wins\.\n$/);
    const one = await cli('play', '--mode', 'riftbound/match', '--seed', '5', '--json');
    expect((await cli('play', '--mode', 'riftbound/match', '--seed', '5', '--json')).out).toBe(one.out);
    const log = JSON.parse(one.out) as { winner: string; gameWins: Record<string, number>; games: { winner: string | null }[] };
    expect(log.gameWins[log.winner]).toBe(2);
    expect(log.games.filter((g) => g.winner === log.winner)).toHaveLength(2);
  });

  it('ends with a winner for many seeds', async () => {
    for (let seed = 100; seed < 130; seed++) {
      const log = JSON.parse((await cli('play', '--seed', String(seed), '--json')).out);
      expect(log.winner, `seed ${seed}`).toMatch(/^[AB]$/);
    }
  });

  it('reports usage and load errors with exit codes', async () => {
    expect((await cli('fly')).code).toBe(2);
    expect((await cli('play', '--seed', 'x')).err).toMatch(/--seed <n>' argument 'x' is invalid\. takes an integer/);
    expect((await cli('help')).out).toMatch(/play \[options\]/);
    const missing = await cli('play', '--mode', 'riftbound/nope');
    expect(missing.code).not.toBe(0);
    expect(missing.err).toMatch(/riftbound\/nope/);
    expect(missing.err).toMatch(/riftbound\/duel/);
    expect((await cli('modes')).out).toMatch(/riftbound\/duel/);
  });
});

describe('the command line parser', () => {
  it('prints help per command with --help and -h, and the version', async () => {
    for (const flag of ['--help', '-h']) {
      const help = await cli('play', flag);
      expect(help.code).toBe(0);
      expect(help.out).toMatch(/Usage: rulegraph play \[options\]/);
      expect(help.out).toMatch(/--bot-seed <n>/);
      expect(help.err).toBe('');
    }
    expect((await cli('schemas', '-h')).out).toMatch(/--out <dir>/);
    expect((await cli('--help')).out).toMatch(/Exit codes: 0 done, 1 a check failed, 2 bad command line/);
    const version = await cli('--version');
    expect(version.code).toBe(0);
    expect(version.out.trim()).toBe(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version);
    expect((await cli()).out).toMatch(/Usage: rulegraph/);
  });

  it('refuses unknown options and commands with a suggestion, on stderr, exit 2', async () => {
    const typo = await cli('play', '--sed', '7');
    expect(typo.code).toBe(2);
    expect(typo.out).toBe('');
    expect(typo.err).toMatch(/unknown option '--sed'/);
    expect(typo.err).toMatch(/Did you mean --seed\?/);
    const command = await cli('plya');
    expect(command.code).toBe(2);
    expect(command.err).toMatch(/unknown command 'plya'[\s\S]*Did you mean play\?/);
    expect((await cli('play', 'extra')).code).toBe(2);
  });

  it('an unknown mode lists the modes', async () => {
    const missing = await cli('play', '--mode', 'riftbound/nope');
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/unknown mode "riftbound\/nope"; the modes are: /);
    expect(missing.err).toMatch(/riftbound\/2v2/);
    expect(missing.err).toMatch(/altered\/duel/);
    expect(missing.err).not.toMatch(/ENOENT|\/work\//);
  });

  it('checks ports', async () => {
    for (const bad of ['70000', '-1', 'http']) {
      const result = await cli('inspect', '--port', bad);
      expect(result.code, bad).toBe(2);
      expect(result.err).toMatch(/--port <port>' argument .* is invalid/);
    }
  });

  it('reports a port in use in one line without a stack trace, exit 3', async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await cli('inspect', '--mode', 'riftbound/duel', '--port', String(port));
      expect(result.code).toBe(3);
      expect(result.err).toBe(`rulegraph: port ${port} is in use by another program (EADDRINUSE)\n`);
    } finally {
      server.close();
    }
  });

  it('schemas needs --out, writes there, and reports an unwritable folder in one line, exit 3', async () => {
    expect((await cli('schemas')).code).toBe(2);
    expect((await cli('schemas')).err).toMatch(/required option '--out <dir>' not specified/);
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-schemas-'));
    const written = await cli('schemas', '--out', join(dir, 'out'));
    expect(written.code).toBe(0);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(Object.keys(publishedSchemas()).sort());
    writeFileSync(join(dir, 'file'), 'not a folder');
    const blocked = await cli('schemas', '--out', join(dir, 'file', 'sub'));
    expect(blocked.code).toBe(3);
    expect(blocked.err).toMatch(/^rulegraph: .*file\/sub: a part of the path is not a folder \(ENOTDIR\)\n$/);
  });

  it('validate sends faults to stderr and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-validate-'));
    writeFileSync(join(dir, 'broken.json'), '{ "mode": ');
    const result = await cli('validate', join(PACKAGE_ROOT, 'rules/riftbound/duel.json'), join(dir, 'broken.json'));
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^ok .*duel\.json/);
    expect(result.err).toMatch(/^error .*broken\.json\n {2}\$: invalid JSON/);
    expect((await cli('validate')).code).toBe(2);
  });
});

describe('published JSON Schemas', () => {
  it('rules/schema holds exactly what `rulegraph schemas` writes', () => {
    const dir = join(RULES_DIR, 'schema');
    expect(readdirSync(dir).sort()).toEqual(Object.keys(publishedSchemas()).sort());
    for (const [file, schema] of Object.entries(publishedSchemas())) {
      expect(readFileSync(join(dir, file), 'utf8'), `${file} is stale: run npm run schemas`).toBe(schemaText(schema));
    }
  });

  it('the shipped files validate against the schemas the published files are made from, expression grammar included', () => {
    const check = (schemaFile: string, file: string) => {
      const data = JSON.parse(readFileSync(join(PACKAGE_ROOT, file), 'utf8'));
      expect(schemaIssues(SCHEMA_SOURCES[schemaFile] as object, data), file).toEqual([]);
    };
    check('machine.schema.json', 'machines/riftbound.json');
    check('riftbound-cards.schema.json', 'rules/riftbound/cards/sample.json');
    check('riftbound-deck.schema.json', 'rules/riftbound/decks/ember.json');
    // A mode file is complete once merged with its base; the base alone is checked for expressions.
    // The base leaves the format (CR 478.6) to each mode file, which must state it.
    const base = { ...JSON.parse(readFileSync(join(RULES_DIR, 'riftbound/base.json'), 'utf8')), format: { bestOf: 1 } };
    expect(schemaIssues(SCHEMA_SOURCES['riftbound-rules.schema.json'] as object, base)).toEqual([]);
    const broken = { ...base, guards: { bad: { when: { nope: [1] } } } };
    expect(schemaIssues(SCHEMA_SOURCES['riftbound-rules.schema.json'] as object, broken).length).toBeGreaterThan(0);
  });
});

// The `bin` entry as a real process: what its exit code, its output streams and a signal do.
describe('the built command', { tags: ['process'] }, () => {
  // The package's own build, as `npm start` makes it: rebuilt only when a source changed.
  const out = DIST;
  beforeAll(async () => {
    await builtDist();
  }, BUILD_TIMEOUT_MS);

  it('--version and an unknown option from the built command, with exit codes', () => {
    const version = execFileSync(process.execPath, [join(out, 'src/cli/main.js'), '--version'], { encoding: 'utf8' });
    expect(version.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [join(out, 'src/cli/main.js'), 'play', '--sed', '7'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(2);
    expect(failure?.stderr).toMatch(/unknown option '--sed'/);
    expect(failure?.stderr).not.toMatch(/\n\s+at /);
  });

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
    // The page's words come from its catalogues as it loads (docs/i18n.md): the HTML names the inspector's script.
    expect(await page.text()).toContain('<script type="module" src="inspector.js"></script>');
    expect((await fetch(`${url}inspector.js`)).headers.get('content-type')).toMatch(/javascript/);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
