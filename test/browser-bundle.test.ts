/**
 * The browser entry runs where only JavaScript runs: the bundle the package ships
 * (dist/browser/rulegraph.js, made by scripts/build-browser.mjs in every build) plays seeded
 * games in Chromium, on the page and in a Web Worker, and their event logs equal Node's byte
 * for byte.
 */
// @module-tag browser
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playGame } from '../src/bots/random-bot.js';
// @ts-expect-error: a plain ES module build script, without type declarations
import { definitionFiles } from '../scripts/build-browser.mjs';
import { sharedBrowser } from './support/browser.js';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';

const ORIGIN = 'http://rulegraph.test';
const GAMES = [
  { mode: 'riftbound/duel', seed: 7 },
  { mode: 'altered/duel', seed: 3 },
];

/** What a page or a worker runs: every game of GAMES, its spectator event log as JSON text. */
const PLAY = `
  export async function play(games) {
    const rg = await import('${ORIGIN}/rulegraph.js');
    return games.map((options) => JSON.stringify(rg.playGame(options).game.events()));
  }`;
const WORKER = `
  import { play } from '${ORIGIN}/play.js';
  self.onmessage = async (event) => self.postMessage(await play(event.data));`;

let context: BrowserContext;
let page: Page;
let bundle: string;

beforeAll(async () => {
  bundle = readFileSync(join(await builtDist(), 'browser/rulegraph.js'), 'utf8');
  context = await (await sharedBrowser()).newContext();
  const files: Record<string, string> = { '/': '<!doctype html><title>rulegraph</title>', '/rulegraph.js': bundle, '/play.js': PLAY, '/worker.js': WORKER };
  await context.route(`${ORIGIN}/**`, (route) => {
    const body = files[new URL(route.request().url()).pathname];
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ body, contentType: body.startsWith('<') ? 'text/html' : 'text/javascript' });
  });
  page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
});

let logs: string[] | undefined;
function nodeLogs(): string[] {
  return (logs ??= GAMES.map((options) => JSON.stringify(playGame(options).game.events())));
}

describe('rulegraph/browser', () => {
  it('bundles every shipped rules, card, deck and machine file, and no Node built-in', () => {
    const files = definitionFiles() as string[];
    expect(files).toContain('rules/riftbound/duel.json');
    expect(files).toContain('rules/altered/cards/sample.json');
    expect(files).toContain('machines/riftbound.json');
    for (const file of files) expect(bundle).toContain(JSON.stringify(file));
    expect(bundle).not.toMatch(/from\s*["']node:|require\(["'](node:)?(fs|path|url)["']\)/);
  });

  it('plays seeded games on a page with the same event log as Node, byte for byte', async () => {
    // Evaluated as text: the test runner rewrites dynamic imports in functions it compiles.
    const logs = (await page.evaluate(`import('${ORIGIN}/play.js').then(({ play }) => play(${JSON.stringify(GAMES)}))`)) as string[];
    expect(logs).toEqual(nodeLogs());
    expect(logs[0]?.length).toBeGreaterThan(1000);
  });

  it('plays the same games in a Web Worker, with the same logs', async () => {
    const logs = await page.evaluate(
      (games) =>
        new Promise<string[]>((resolve, reject) => {
          const worker = new Worker('http://rulegraph.test/worker.js', { type: 'module' });
          worker.onmessage = (event) => resolve(event.data as string[]);
          worker.onerror = (event) => reject(new Error(event.message));
          worker.postMessage(games);
        }),
      GAMES,
    );
    expect(logs).toEqual(nodeLogs());
  });

  it('lists the shipped modes, refuses a rules path, and loads rules that extend a mode', async () => {
    const result = (await page.evaluate(`import('${ORIGIN}/rulegraph.js').then((rg) => {
      let refusal;
      try {
        rg.createGame({ rules: './house/my-duel.json', seed: 1 });
      } catch (error) {
        refusal = { name: error.name, code: error.code, path: error.path };
      }
      const house = rg.createGame({ rules: { extends: 'riftbound/duel', mode: 'house', victory: { score: 5 } }, seed: 2 });
      return { modes: rg.listModes(), refusal, mode: house.mode, score: house.rules.victory.score };
    })`)) as { modes: string[]; refusal: unknown; mode: string; score: number };
    expect(result.modes).toContain('altered/2v2');
    expect(result.refusal).toEqual({ name: 'LoadError', code: 'FILES_NOT_ALLOWED', path: '$.rules' });
    expect(result).toMatchObject({ mode: 'riftbound/house', score: 5 });
  });
});
