/// <reference lib="dom" />
/**
 * The inspector page on an Altered game in Debian's Chromium: the adventure's regions with
 * the expeditions on them and each player's zones are drawn from the Altered view, hands of
 * other seats stay hidden, and playing a card through the page moves it onto the board.
 */
// @module-tag browser
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { loadPosition } from '../src/api.js';
import type { AlteredState } from '../src/games/altered/state/state.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';
import { openPage } from './support/browser.js';
import { screenshot } from './support/page-watch.js';

let inspector: RunningInspector;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  // The page is served as the build bundles it.
  await builtDist();
  const game = loadPosition({
    mode: 'altered/duel',
    seats: {
      A: { hand: ['bell-ringer'], mana: 2, hero: { characters: [{ card: 'ashen-duelist', boosts: 1 }] }, reserve: ['hearth-keeper'], landmarks: ['war-camp'] },
      B: { hand: 3, companion: { characters: [{ card: 'crag-runner', asleep: true }], permanents: ['signal-fire'] } },
    },
  });
  inspector = await startInspector({ game, botSeed: 1 });
  ({ context, page } = await openPage(inspector.url));
  await page.waitForSelector('body[data-machine="day.afternoon.turn"]', { timeout: 15_000 });
  // Nobody but this test plays.
  await send({ type: 'bots', on: false });
}, BUILD_TIMEOUT_MS);

/** Sends a message of docs/inspector.md from the page, as its buttons do. */
async function send(message: unknown): Promise<void> {
  await page.evaluate((m) => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send(m), message);
}

afterAll(async () => {
  await context?.close();
  await inspector?.close();
});

describe('the inspector page on Altered', () => {
  it('draws the regions with the expeditions standing on them', async () => {
    expect(await page.locator('.region').count()).toBe(8);
    expect(await page.locator('[data-region="0"]').textContent()).toContain('FMW');
    expect(await page.locator('[data-region="0"] [data-expedition]').allTextContents()).toEqual(['A hero', 'B hero']);
    expect(await page.locator('[data-region="7"] [data-expedition]').allTextContents()).toEqual(['A companion', 'B companion']);
  });

  it("draws each player's zones, with statistics including boosts and statuses, and expedition permanents", async () => {
    // Ashen Duelist is forest 2, mountain 1, water 3, boosted once.
    // The unit's text, then its owner's badge.
    expect(await page.locator('[data-seat="A"] .unit[data-id="A-ashen-duelist"]').textContent()).toBe('Ashen Duelist F3 M2 W4A');
    expect(await page.locator('[data-seat="A"] .unit[data-id="A-ashen-duelist"] .owner').textContent()).toBe('A');
    expect(await page.locator('[data-seat="B"] .unit[data-id="B-crag-runner"]').getAttribute('class')).toContain('asleep');
    expect(await page.locator('[data-seat="A"]').textContent()).toContain('Landmarks: War Camp');
    expect(await page.locator('[data-seat="A"] [data-id="A-hearth-keeper"]').count()).toBe(1);
    expect(await page.locator('[data-seat="B"]').textContent()).toContain('Companion expedition: Crag Runner F1 M0 W0BSignal Fire');
  });

  it('hides the other seat\'s hand, plays a card from the page onto the board, and shows its reaction in Limbo', async () => {
    await page.selectOption('#seat', 'A');
    await page.locator('[data-seat="A"] .hand [data-id="A-bell-ringer"]').waitFor();
    expect(await page.locator('[data-seat="B"] .hidden-hand').textContent()).toBe('3 hidden card(s)');
    expect(await page.locator('.limbo').textContent()).toBe('Limbo: empty');
    await send({ type: 'apply', action: { type: 'playCard', seat: 'A', card: 'A-bell-ringer', expedition: 'companion' } });
    await page.locator('[data-seat="A"] .unit[data-id="A-bell-ringer"]').waitFor();
    expect(await page.locator('[data-seat="A"]').textContent()).toContain('Companion expedition: Bell Ringer');
    expect((inspector.session.current.liveState as AlteredState).seats[0]?.expedition).toContain('A-bell-ringer');
    expect(await page.locator('.limbo [data-emblem="E1"]').textContent()).toBe('E1 A Bell Ringer');
    await page.waitForSelector('body[data-machine="day.afternoon.reactions"]');
    await send({ type: 'apply', action: { type: 'playReaction', seat: 'A', emblem: 'E1', target: 'A-ashen-duelist' } });
    await page.waitForSelector('body[data-machine="day.afternoon.turn"]');
    expect(await page.locator('.limbo').textContent()).toBe('Limbo: empty');
    await screenshot(page, 'inspector-altered', { fullPage: true });
  });
});
