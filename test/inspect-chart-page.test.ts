/// <reference lib="dom" />
/**
 * The statechart diagram of the inspector page in Chromium, at 1400x900 and on a narrow
 * window: arrows with their labels, a guard explained in place, the transition just taken
 * highlighted with its microsteps, a state explained, zoom/pan/fit, the mulligan as a
 * choice of cards, bots playing while a spectator watches, and a rule variant switched
 * (every Riftbound mode). Screenshots of each step go to test-output/.
 */
// @module-tag browser
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { createGame, listModes } from '../src/api.js';
import type { RiftboundState } from '../src/games/riftbound/state/state.js';
import { chartGraph, type ChartGraph } from '../src/inspect/chart-graph.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';
import { openPage } from './support/browser.js';
import { screenshot, watchPage, type PageWatch } from './support/page-watch.js';

let inspector: RunningInspector;
let context: BrowserContext;
let page: Page;
let requests: string[] = [];
let watch: PageWatch;
let graph: ChartGraph;

const engine = () => inspector.session.current.liveState as RiftboundState;
const stepShown = () => page.waitForFunction((n) => document.querySelector('#step')?.textContent?.startsWith(`step ${n} `) ?? false, inspector.session.index, { timeout: 15_000 });

beforeAll(async () => {
  // The page is served as the build bundles it.
  await builtDist();
  inspector = await startInspector({ game: createGame({ mode: 'riftbound/2v2', seed: 2, rules: { setup: { turnOrder: 'asSeated' } } }), botSeed: 2 });
  graph = chartGraph(inspector.session.current.machineConfig);
  ({ context, page, requests } = await openPage(inspector.url));
  watch = watchPage(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.waitForSelector('body[data-machine="setup.mulligan"]', { timeout: 15_000 });
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await inspector?.close();
});

/** Drags the diagram, a step at a time as a user would, until `target` is inside the chart panel. */
async function dragIntoView(target: Locator): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const panel = (await page.locator('#chart').boundingBox())!;
    const box = (await target.boundingBox())!;
    const centre = { x: panel.x + panel.width / 2, y: panel.y + panel.height / 2 };
    const dx = centre.x - (box.x + box.width / 2);
    const dy = centre.y - (box.y + box.height / 2);
    if (Math.abs(dx) < panel.width / 2 - box.width && Math.abs(dy) < panel.height / 2 - box.height) return;
    const step = (d: number, limit: number) => Math.max(-limit, Math.min(limit, d));
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + step(dx, panel.width / 3), centre.y + step(dy, panel.height / 3), { steps: 4 });
    await page.mouse.up();
  }
  throw new Error('the target never came into the chart panel');
}

describe('the statechart diagram', () => {
  it('draws nested states, every transition with a target as a labelled arrow, initial dots and tags', async () => {
    const arrows = graph.transitions.filter((t) => t.target !== null);
    expect(await page.locator('#chart .edge').count()).toBe(arrows.length);
    const labels = await page.locator('#chart .edge text').allTextContents();
    expect(labels.sort()).toEqual(arrows.map((t) => t.label).sort());
    for (const d of await page.locator('#chart .edge path').evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''))) expect(d).toMatch(/^M[\d.-]+,[\d.-]+( L[\d.-]+,[\d.-]+)+$/);
    // Transitions that stay in their state are rows inside it.
    expect(await page.locator('#chart .row.transition').count()).toBe(graph.transitions.length - arrows.length);
    expect(await page.locator('#chart .initial-marker').count()).toBe(graph.states.filter((s) => s.initial).length);
    expect(await page.locator('#chart .node.auto').count()).toBe(graph.states.filter((s) => s.tags.includes('auto')).length);
    expect(await page.locator('#chart .edge.eventless').count()).toBe(arrows.filter((t) => t.event === null).length);
    expect(await page.locator('#chart .node.final').count()).toBe(1);
    // Nested: a child's box lies inside its parent's.
    const boxOf = (key: string) => page.locator(`#chart .node[data-key="${key}"] > rect`).first().boundingBox();
    const [outer, inner] = [await boxOf('turn.main'), await boxOf('turn.main.neutral.open')];
    expect(inner!.x).toBeGreaterThan(outer!.x);
    expect(inner!.y + inner!.height).toBeLessThan(outer!.y + outer!.height);
    expect(await page.locator('#chart .node.active').evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset['key']))).toEqual(['setup', 'setup.mulligan']);
    // The first view: the active part of the chart, at a zoom its labels read at (75% to 100%).
    const zoom = Number((await page.textContent('#zoom-level'))?.replace('%', ''));
    expect(zoom).toBeGreaterThanOrEqual(75);
    expect(zoom).toBeLessThanOrEqual(100);
    const panel = (await page.locator('#chart').boundingBox())!;
    const leaf = (await boxOf('setup.mulligan'))!;
    expect(leaf.x).toBeGreaterThanOrEqual(panel.x);
    expect(leaf.y).toBeGreaterThanOrEqual(panel.y);
    expect(leaf.x + leaf.width).toBeLessThanOrEqual(panel.x + panel.width);
    expect(leaf.y + leaf.height).toBeLessThanOrEqual(panel.y + panel.height);
    await screenshot(page, 'chart-1-opening-view');
    await page.locator('#follow').check();
    await screenshot(page, 'chart-2-arrows-around-the-active-state');
  });

  it('zooms, pans and fits', async () => {
    const viewBox = async () => (await page.locator('#chart-svg').getAttribute('viewBox'))!.split(' ').map(Number);
    const [, , width] = await viewBox();
    await page.locator('#zoom-in').click();
    expect((await viewBox())[2]).toBeCloseTo(width! / 1.25, 3);
    const before = await viewBox();
    const box = (await page.locator('#chart').boundingBox())!;
    await page.mouse.move(box.x + 200, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + 60, { steps: 4 });
    await page.mouse.up();
    const after = await viewBox();
    expect(after[0]).toBeGreaterThan(before[0]!);
    expect(after[1]).toBeGreaterThan(before[1]!);
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((w) => Number(document.querySelector('#chart-svg')?.getAttribute('viewBox')?.split(' ')[2]) > w, after[2]!);
    await page.locator('#follow').uncheck();
    const fitted = await viewBox();
    const chart = await page.evaluate(() => {
      const { x, y, width, height } = (document.querySelector('#chart .root > rect') as SVGRectElement).getBBox();
      return { x, y, width, height };
    });
    expect(fitted[0]).toBeLessThanOrEqual(chart.x);
    expect(fitted[0]! + fitted[2]!).toBeGreaterThanOrEqual(chart.x + chart.width);
    expect(fitted[1]! + fitted[3]!).toBeGreaterThanOrEqual(chart.y + chart.height);
  });

  it('offers the mulligan as a choice of cards and one button', async () => {
    const hand = engine().seats[0]!.hand;
    const picks = page.locator('.card-choice[data-choice="mulligan"] input[type="checkbox"]');
    expect(await picks.count()).toBe(hand.length);
    const button = page.locator('.card-choice[data-choice="mulligan"] button');
    expect(await button.textContent()).toBe('Mulligan keeping the hand');
    await picks.nth(0).check();
    await picks.nth(1).check();
    const names = await page.locator('.card-choice[data-choice="mulligan"] label').allTextContents();
    expect(await button.textContent()).toBe(`Mulligan setting aside ${names[0]!.trim()}, ${names[1]!.trim()}`);
    await picks.nth(2).check();
    // Three is more than the mode allows: no legal action, the button waits.
    expect(await button.isDisabled()).toBe(true);
    await picks.nth(2).uncheck();
    await button.click();
    await page.waitForSelector('body[data-machine="turn.main.neutral.open"]', { timeout: 15_000 });
    await stepShown();
    // The last mulligan (D's, by a bot) took the eventless arrow out of setup and the automatic steps of the turn's start.
    const taken = inspector.session.lastStep!.trace.microsteps.flatMap((m) => m.transitions.map((t) => t.transition));
    expect(taken.slice(0, 3)).toEqual(['setup.mulligan|mulligan|0', 'setup.mulligan||0', 'turn.awaken|advance|0']);
    for (const id of taken.filter((t) => graph.transitions.find((g) => g.id === t)?.target)) {
      expect(await page.locator(`#chart .edge.taken[data-transition="${id}"]`).count(), id!).toBe(1);
    }
    expect(inspector.session.current.events().some((e) => e.type === 'mulliganed' && e['seat'] === 'A' && e['count'] === 2) || (await page.locator('#log').textContent())!.includes('A mulligans 2 card(s)')).toBe(true);
  });

  it('marks the transitions the last step took and lists its microsteps', async () => {
    await stepShown();
    const play = page.locator('#actions button[data-action="playUnit"]').first();
    const label = (await play.textContent())!;
    expect(label).toMatch(/^Play unit .+ to base$/);
    const before = inspector.session.index;
    await play.click();
    // The click reaches the inspector over its socket: the step to wait for is the one after it.
    await expect.poll(() => inspector.session.index, { timeout: 15_000 }).toBeGreaterThan(before);
    await stepShown();
    const taken = inspector.session.lastStep!.trace.microsteps.flatMap((m) => m.transitions.map((t) => t.transition));
    const own = graph.transitions.find((t) => t.event === 'playUnit' && t.source === 'turn.main.neutral.open')!;
    expect(taken[0]).toBe(own.id);
    expect(await page.locator('#chart .row.taken').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['transition']))).toContain(own.id);
    expect(await page.locator('#microsteps li').count()).toBe(inspector.session.lastStep!.trace.microsteps.length);
    expect(await page.locator('#last-action').textContent()).toBe(`A: ${label}`);
    expect(await page.locator('#actions-run').textContent()).toContain('playUnit');
    await page.locator('#follow').check();
    await screenshot(page, 'chart-3-transition-taken');
  });

  it('explains a guard in place: its expression, its value for the viewed seat and, when false, the refusal', async () => {
    // The label may lie outside the part of the diagram in view: pan to it as a user would.
    const label = page.locator('#chart .edge[data-transition="turn.main.neutral.open|endTurn|0"] text');
    await page.locator('#follow').uncheck();
    await dragIntoView(label);
    await label.click();
    await page.waitForSelector('#detail[data-transition="turn.main.neutral.open|endTurn|0"]');
    expect(await page.locator('#detail h3').textContent()).toBe('endTurn [isTurnPlayer]');
    expect(JSON.parse((await page.locator('#detail pre').textContent())!)).toEqual({ '==': [{ event: 'seat' }, { sel: 'turnSeat' }] });
    expect(await page.locator('#detail .badge').textContent()).toBe('true');
    expect(await page.locator('#detail .selectors').textContent()).toBe('{"sel":"turnSeat"}"A"');
    // Bots off, so that nobody plays A while B is viewed.
    await page.locator('#bots').uncheck();
    await page.selectOption('#seat', 'B');
    await page.waitForFunction(() => document.querySelector('#detail .badge')?.textContent === 'false');
    expect(await page.locator('#detail .guard-reason').textContent()).toBe('false for seat B: NOT_YOUR_TURN, Only the turn player may do this, on their own turn. (CR 307-313)');
    await screenshot(page, 'chart-4-guard-explained');
    await page.selectOption('#seat', 'A');
    await page.waitForFunction(() => document.querySelector('#detail .badge')?.textContent === 'true');
    await page.locator('#bots').check();
    await page.locator('#follow').check();
  });

  it('explains a state: its description and the actions it offers now', async () => {
    await page.locator('#chart .node[data-key="turn.main.neutral.open"] > text.name').click();
    await page.waitForSelector('#detail[data-state="turn.main.neutral.open"]');
    const handled = new Set(graph.transitions.filter((t) => t.source === 'turn.main.neutral.open').map((t) => t.event));
    const offers = inspector.session.current.legalActions('A').filter((a) => handled.has(a.type));
    expect(offers.length).toBeGreaterThan(0);
    expect(await page.locator('#detail .offers button').count()).toBe(offers.length);
    expect(await page.locator('#detail .state-description').textContent()).toBe(graph.states.find((s) => s.key === 'turn.main.neutral.open')!.description);
    await screenshot(page, 'chart-5-state-explained');
    await page.locator('#detail .close').click();
  });

  it('names cards and owners on the board, and reads the scoring step in words', async () => {
    const unit = page.locator('.seat[data-seat="A"] .unit').first();
    expect(await unit.locator('.owner').textContent()).toBe('A');
    expect(await page.locator('#scoring-step').textContent()).toMatch(/^At the beginning of the turn \(scoring step\): (A|B|C|D) controlled/);
    expect(await page.locator('#scoring-step').textContent()).not.toContain('[');
  });

  it('keeps the actions in view: the panels scroll on their own', async () => {
    for (let i = 0; i < 3; i++) await page.evaluate(() => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send({ type: 'bot' }));
    const actions = (await page.locator('#actions-box').boundingBox())!;
    expect(actions.y).toBeGreaterThanOrEqual(0);
    expect(actions.y + Math.min(actions.height, 40)).toBeLessThanOrEqual(900);
    // The document itself does not scroll: each panel does.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(900);
  });

  it('a spectator who gives every seat to the bots watches them play the game out', async () => {
    const index = inspector.session.index;
    await page.selectOption('#seat', '*');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'game over', undefined, { timeout: 60_000 });
    expect(inspector.session.index).toBeGreaterThan(index + 10);
    expect(inspector.session.current.over).toBe(true);
    expect(await page.locator('#chart .node.final.active').count()).toBe(1);
    expect(await page.locator('.waiting').textContent()).toBe('The game is over.');
  }, 90_000);

  it('switches the rule variant: the game restarts from the same seed, with the rules that changed listed', async () => {
    await page.selectOption('#seat', 'A');
    expect(await page.locator('#variant').inputValue()).toBe('riftbound/2v2');
    await page.selectOption('#variant', 'riftbound/duel');
    // The two seats, after the spectator's two choices.
    await page.waitForFunction(() => document.querySelectorAll('#seat option').length === 4);
    await page.waitForSelector('#variant-changes:not([hidden])');
    expect(await page.locator('#seed').textContent()).toBe('seed 2');
    expect(inspector.session.current.seats).toEqual(['A', 'B']);
    const fresh = createGame({ mode: 'riftbound/duel', seed: 2 }).liveState as RiftboundState;
    expect(engine().battlefields.map((b) => b.id)).toEqual(fresh.battlefields.map((b) => b.id));
    expect(await page.locator('#variant-changes').textContent()).toContain('$.seats.names');
    expect(await page.locator('.seat').count()).toBe(2);
    await screenshot(page, 'chart-6-variant-switched');
  });

  it('plays every Riftbound mode through the variant list', async () => {
    const modes = listModes().filter((m) => m.startsWith('riftbound/'));
    expect(await page.locator('#variant option').allTextContents()).toEqual(modes);
    for (const mode of modes) {
      await page.selectOption('#variant', mode);
      // Two modes can have as many seats (ffa4 and its variants): the page's seats alone do not
      // say the switch happened, the session's mode does.
      await expect.poll(() => inspector.session.current.mode, { timeout: 20_000 }).toBe(mode);
      const seats = createGame({ mode, seed: 2 }).seats.length;
      await page.waitForFunction((n) => document.querySelectorAll('.seat').length === n && document.querySelectorAll('#seat option').length === n + 2, seats, { timeout: 20_000 });
      await page.waitForSelector('#chart .node.active');
      await screenshot(page, `mode-${mode.replace('/', '-')}`);
    }
  }, 120_000);

  it('fits a narrow window: the actions first, then the chart, each usable', async () => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.locator('#zoom-fit').click();
    const actions = (await page.locator('#side-panel').boundingBox())!;
    const chart = (await page.locator('#chart').boundingBox())!;
    expect(actions.y).toBeLessThan(chart.y);
    expect(actions.width).toBeLessThanOrEqual(600);
    expect(chart.width).toBeGreaterThan(500);
    expect(chart.height).toBeGreaterThan(250);
    await screenshot(page, 'chart-7-narrow');
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('makes no request outside the machine, no failed request and no console error', async () => {
    // The page's icon is served by the inspector itself (a headless shell may never ask for it, so it is fetched here).
    const icon = await page.evaluate(async () => {
      const href = (document.querySelector('link[rel="icon"]') as HTMLLinkElement).href;
      const response = await fetch(href);
      return { href, ok: response.ok, type: response.headers.get('content-type') };
    });
    expect(icon).toMatchObject({ ok: true, type: expect.stringContaining('svg') });
    const port = new URL(inspector.url).port;
    for (const url of requests) expect(url).toMatch(new RegExp(`^(http|ws)://127\\.0\\.0\\.1:${port}/`));
    expect(requests.some((url) => url.endsWith('/icon.svg'))).toBe(true);
    expect(watch.failures).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
});
