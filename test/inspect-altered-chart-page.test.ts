/// <reference lib="dom" />
/**
 * The inspector page on Altered in Chromium: the Altered statechart drawn and explained, the
 * first player read as the game's log states it, the mana choice as cards to tick and one
 * button, every Altered mode through the variant list; and the chart of a machine without a
 * game (`rulegraph inspect --machine`). Screenshots go to test-output/.
 */
// @module-tag browser
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { createGame, listModes } from '../src/api.js';
import { RULES_DIR } from '../src/node/paths.js';
import { join } from 'node:path';
import type { AlteredState } from '../src/games/altered/state/state.js';
import { startChartInspector, type RunningChartInspector } from '../src/inspect/chart-server.js';
import { chartGraph } from '../src/inspect/chart-graph.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';
import { openPage } from './support/browser.js';
import { screenshot, send, watchPage, type PageWatch } from './support/page-watch.js';

let inspector: RunningInspector;
let context: BrowserContext;
let page: Page;
let requests: string[] = [];
let watch: PageWatch;

const engine = () => inspector.session.current.liveState as AlteredState;

beforeAll(async () => {
  // The page is served as the build bundles it.
  await builtDist();
  inspector = await startInspector({ game: createGame({ mode: 'altered/2v2', seed: 6 }), botSeed: 6 });
  ({ context, page, requests } = await openPage(inspector.url));
  watch = watchPage(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.waitForSelector('#chart .node.active', { timeout: 15_000 });
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await inspector?.close();
});

describe('the inspector page on Altered', () => {
  it('offers the mana choice as cards to tick and one button', async () => {
    await page.waitForSelector('body[data-machine="setup.mana"]', { timeout: 15_000 });
    await send(page, { type: 'bots', on: false });
    const seat = inspector.session.stateMessage(null)['mustAct'] as string;
    await page.selectOption('#seat', seat);
    const choice = page.locator('.card-choice[data-choice="chooseMana"]');
    await choice.waitFor();
    const legal = inspector.session.current.legalActions(seat).filter((a) => a.type === 'chooseMana');
    const size = (legal[0]!['cards'] as string[]).length;
    const button = choice.locator('button');
    expect(await button.isDisabled()).toBe(true);
    expect(await button.textContent()).toBe(`Choose mana: choose ${size} card(s)`);
    const picks = choice.locator('input[type="checkbox"]');
    expect(await picks.count()).toBe(engine().seats.find((s) => s.id === seat)!.hand.length);
    for (let i = 0; i < size; i++) await picks.nth(i).check();
    expect(await button.isDisabled()).toBe(false);
    expect(await button.textContent()).toMatch(/^Choose mana \S/);
    await button.click();
    await page.waitForFunction((s) => !document.querySelector('.card-choice[data-choice="chooseMana"]') || (window as unknown as { rulegraph: { state(): { mustAct: string } } }).rulegraph.state().mustAct !== s, seat);
    expect(engine().seats.find((s) => s.id === seat)!.manaDone).toBe(true);
    await send(page, { type: 'bots', on: true });
  });

  it('reads the first player as the game states it, in the header and the log alike', async () => {
    await page.waitForSelector('body[data-machine="day.afternoon.turn"]', { timeout: 20_000 });
    const header = (await page.locator('#scores').textContent())!;
    expect(header).toContain(`first player ${engine().firstPlayer}`);
    const log = await page.locator('#log li').allTextContents();
    const stated = log.filter((line) => /first player|plays first/.test(line)).at(-1)!;
    expect(stated).toContain(engine().firstPlayer);
    await screenshot(page, 'altered-1-board');
  });

  it('draws the Altered chart and explains its guards', async () => {
    const graph = chartGraph(inspector.session.current.machineConfig);
    expect(await page.locator('#chart .edge').count()).toBe(graph.transitions.filter((t) => t.target !== null).length);
    await page.locator('#follow').check();
    await page.locator('#chart .edge[data-transition="day.afternoon.turn||0"] text').click();
    await page.waitForSelector('#detail[data-transition="day.afternoon.turn||0"]');
    expect(await page.locator('#detail pre').textContent()).not.toBe('');
    expect(['true', 'false']).toContain(await page.locator('#detail .badge').textContent());
    await screenshot(page, 'altered-2-guard-explained');
  });

  it('plays every Altered mode through the variant list', async () => {
    const modes = listModes().filter((m) => m.startsWith('altered/'));
    expect(await page.locator('#variant option').allTextContents()).toEqual(modes);
    for (const mode of modes) {
      await page.selectOption('#variant', mode);
      const seats = createGame({ mode, seed: 6 }).seats.length;
      await page.waitForFunction((n) => document.querySelectorAll('.seat').length === n && document.querySelectorAll('#seat option').length === n + 2, seats, { timeout: 30_000 });
      expect(inspector.session.current.mode).toBe(mode);
      await screenshot(page, `mode-${mode.replace('/', '-')}`);
    }
  }, 120_000);

  it('makes no request outside the machine, no failed request and no console error', () => {
    const port = new URL(inspector.url).port;
    for (const url of requests) expect(url).toMatch(new RegExp(`^(http|ws)://127\\.0\\.0\\.1:${port}/`));
    expect(watch.failures).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});

describe('a machine without a game', () => {
  let chart: RunningChartInspector;
  let chartContext: BrowserContext;

  afterAll(async () => {
    await chartContext?.close();
    await chart?.close();
  });

  it('draws the chart alone and explains a guard from the rules file, without a value', async () => {
    chart = await startChartInspector({ machineFile: 'machines/altered.json', rulesFile: join(RULES_DIR, 'altered', 'duel.json') });
    const opened = await openPage(chart.url);
    chartContext = opened.context;
    const p = opened.page;
    const watched = watchPage(p);
    await p.setViewportSize({ width: 1400, height: 900 });
    await p.waitForSelector('body.chart-only #chart .edge');
    expect(await p.locator('#board-panel').isVisible()).toBe(false);
    // The root state is explained first: the machine's description.
    await p.waitForSelector('#detail[data-state=""]');
    expect(await p.locator('#detail .state-description').textContent()).toBe(chart.context.graph.description);
    await p.locator('#chart .edge[data-transition="setup.mana||0"] text').click();
    await p.waitForSelector('#detail[data-transition="setup.mana||0"]');
    expect(await p.locator('#detail .badge').textContent()).toBe('no value');
    expect(await p.locator('#detail .guard-reason').textContent()).toBe('no game is running: the value is computed on a live game');
    await screenshot(p, 'chart-only');
    const port = new URL(chart.url).port;
    for (const url of opened.requests) expect(url).toMatch(new RegExp(`^(http|ws)://127\\.0\\.0\\.1:${port}/`));
    expect(watched.failures).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
});
