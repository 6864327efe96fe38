/// <reference lib="dom" />
/**
 * The inspector page in Debian's Chromium (playwright-core): clicking legal actions plays
 * the game, the highlighted statechart state and the board follow the engine, the timeline
 * steps back, other seats' hands are hidden, refusals are shown, and nothing leaves loopback.
 */
// @module-tag browser
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { createGame } from '../src/api.js';
import type { RiftboundState } from '../src/games/riftbound/state/state.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';
import { openPage } from './support/browser.js';
import { screenshot } from './support/page-watch.js';


let inspector: RunningInspector;
let context: BrowserContext;
let page: Page;
let requests: string[] = [];

function engine(): RiftboundState {
  return inspector.session.current.liveState as RiftboundState;
}

async function machineIs(state: string): Promise<void> {
  await page.waitForSelector(`body[data-machine="${state}"]`, { timeout: 15_000 });
}

beforeAll(async () => {
  // The page is served as the build bundles it.
  await builtDist();
  inspector = await startInspector({ game: createGame({ mode: 'riftbound/2v2', seed: 2, rules: { setup: { turnOrder: 'asSeated' } } }), botSeed: 2 });
  ({ context, page, requests } = await openPage(inspector.url));
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await inspector?.close();
});

describe('the inspector page', () => {
  it('draws the statechart from the machine JSON, with the active states highlighted', async () => {
    await machineIs('setup.mulligan');
    // Every state node but the root.
    expect(await page.locator('#chart .node').count()).toBe(inspector.session.current.definitionIndex.keys.length - 1);
    expect(await page.locator('#chart .node.active').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset['key']))).toEqual(['setup', 'setup.mulligan']);
  });

  it('plays by clicking legal actions; the highlighted state and the board follow the engine', async () => {
    await page.locator('#actions button[data-action="mulligan"]').first().click();
    await machineIs('turn.main.neutral.open');
    expect(engine().turn).toEqual({ number: 1, seat: 'A' });
    expect(await page.locator('#chart .node.leaf.active').getAttribute('data-key')).toBe('turn.main.neutral.open');
    expect(await page.locator('#scores').textContent()).toContain('Turn 1 · A');
    const hand = page.locator('.seat[data-seat="A"] .hand .card');
    expect(await hand.count()).toBe(engine().seats[0]!.hand.length);

    const play = page.locator('#actions button[data-action="playUnit"]').first();
    expect(await play.count()).toBe(1);
    const before = engine().seats[0]!.base.length;
    await play.click();
    await page.waitForFunction((n) => document.querySelectorAll('.seat[data-seat="A"] > div:nth-of-type(1) .unit').length === n, before + 1);
    expect(engine().seats[0]!.base).toHaveLength(before + 1);

    await page.locator('#actions button[data-action="endTurn"]').click();
    // Bots play B, C and D; when A gets priority or focus on their turns (or an invitation
    // from C), A passes or declines, by clicking.
    for (let i = 0; i < 200 && !(engine().turn.number === 5 && inspector.session.current.machineState === 'turn.main.neutral.open'); i++) {
      await page.waitForFunction((index) => document.querySelector('#step')?.textContent?.startsWith(`step ${index}`) ?? false, inspector.session.index);
      const pass = page.locator('#actions button[data-action="pass"], #actions button[data-action="declineInvitation"]');
      if ((await pass.count()) > 0) await pass.first().click();
      else await page.waitForTimeout(20);
    }
    await page.waitForFunction(() => document.querySelector('#scores')?.textContent?.includes('Turn 5 · A'), undefined, { timeout: 15_000 });
    expect(engine().turn).toEqual({ number: 5, seat: 'A' });
    expect(await page.locator('body').getAttribute('data-machine')).toBe(inspector.session.current.machineState);
    const scores = await page.locator('#team-scores .card').allTextContents();
    expect(scores).toEqual(engine().teams.map((t) => `${t.id}: ${t.score}`));
    // The log's entries are numbered in their text, in order; a number of five digits (put in
    // the last entry's place) stands whole inside the log's box, before the entry's words.
    const numbers = await page.locator('#log li .n').allTextContents();
    expect(numbers.length).toBeGreaterThan(20);
    expect(numbers).toEqual(numbers.map((_, i) => `${i + 1}.`));
    const placed = await page.locator('#log li').last().evaluate((li) => {
      const n = li.querySelector('.n') as HTMLElement;
      n.textContent = '12345.';
      const words = document.createRange();
      words.selectNodeContents(li.lastChild!);
      return { left: n.getBoundingClientRect().left, right: n.getBoundingClientRect().right, box: li.parentElement!.getBoundingClientRect().left, words: words.getBoundingClientRect().left };
    });
    expect(placed.left).toBeGreaterThanOrEqual(placed.box);
    expect(placed.right).toBeLessThanOrEqual(placed.words);
  });

  it('steps back and forward through the timeline', async () => {
    const last = inspector.session.index;
    await page.locator('#back').click();
    await page.waitForFunction((n) => document.querySelector('#step')?.textContent === `step ${n} / ${n + 1}`, last - 1);
    expect(inspector.session.index).toBe(last - 1);
    expect(await page.locator('body').getAttribute('data-machine')).toBe(inspector.session.current.machineState);
    await page.locator('#forward').click();
    await page.waitForFunction((n) => document.querySelector('#step')?.textContent === `step ${n} / ${n}`, last);
  });

  it('shows the game as each seat sees it: other hands hidden', async () => {
    // Bots play the seats nobody views: off, so that A's turn waits while B is viewed.
    await page.locator('#bots').uncheck();
    await page.waitForFunction(() => (window as unknown as { rulegraph: { state(): { bots: boolean } } }).rulegraph.state().bots === false);
    await page.selectOption('#seat', 'B');
    await page.waitForSelector('.seat[data-seat="B"] .hand .card');
    expect(await page.locator('.seat[data-seat="A"] .hand .hidden-hand').textContent()).toBe(`${engine().seats[0]!.hand.length} hidden card(s)`);
    expect(await page.locator('.seat[data-seat="B"] .hand .card').count()).toBe(engine().seats[1]!.hand.length);
    // Why B cannot end A's turn, as the statechart's guard says.
    expect(await page.locator('#unavailable li[data-action="endTurn"]').textContent()).toBe('endTurn — NOT_YOUR_TURN: Only the turn player may do this, on their own turn. (CR 307-313)');
    await page.selectOption('#seat', 'A');
    await page.waitForSelector('.seat[data-seat="B"] .hand .hidden-hand');
  });

  it('shows a refusal with its code, message and rule', async () => {
    await page.evaluate(() => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send({ type: 'apply', action: { type: 'endTurn', seat: 'B' } }));
    await page.waitForSelector('#error:not([hidden])');
    expect(await page.locator('#error').textContent()).toBe('NOT_YOUR_TURN Only the turn player may do this, on their own turn. (CR 307-313)');
  });

  it('looking on as a spectator keeps the seat played: the bots do not play the game out meanwhile', async () => {
    await page.locator('#bots').check();
    await page.waitForFunction(() => (window as unknown as { rulegraph: { state(): { bots: boolean } } }).rulegraph.state().bots === true);
    const waiting = inspector.session.index;
    await page.selectOption('#seat', '');
    await page.waitForFunction(() => document.querySelector('#actions .waiting')?.textContent === 'A spectator plays no seat.');
    await page.waitForTimeout(300);
    expect(inspector.session.index).toBe(waiting);
    expect(inspector.session.current.over).toBe(false);
    await page.selectOption('#seat', 'A');
    await page.waitForSelector('#actions button[data-action]');
  });

  it('makes no request outside loopback', async () => {
    await screenshot(page, 'inspector', { fullPage: true });
    expect(requests.length).toBeGreaterThan(3);
    const port = new URL(inspector.url).port;
    for (const url of requests) expect(url).toMatch(new RegExp(`^(http|ws)://127\\.0\\.0\\.1:${port}/`));
  });
});
