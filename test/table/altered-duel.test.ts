// @module-tag browser
/**
 * The lobby and an Altered duel through the table page: a match created from the lobby's form
 * with a bot on seat B, which takes its maker into seat A; a few actions played by clicking
 * (mana chosen by ticking cards, a card played by clicking the expedition it goes to), the
 * Altered board drawn from the seat's view, the bot answering; a second browser watching sees
 * no hand.
 */
import { expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '../../src/client/index.js';
import { listModes } from '../../src/api.js';
import { MODES } from '../../src/table/page/modes.js';
import { newPlayer, playOne, seeded } from './players.js';
import { tableForTests } from './setup.js';

const table = tableForTests();

it('the lobby offers every shipped mode', () => {
  expect([...MODES].sort()).toEqual([...listModes()].sort());
});

it('creates an altered/duel from the lobby with a bot, joins A and plays a few actions', async () => {
  const player = await newPlayer(table.browser, table.server.url);
  const { page } = player;
  await page.waitForSelector('#new-mode option[value="altered/duel"]', { state: 'attached' });
  await page.selectOption('#new-mode', 'altered/duel');
  await page.fill('#new-seed', '5');
  await page.fill('#new-bots', 'B');
  await page.selectOption('#new-bot', 'greedy');
  await page.click('#create');
  // Creating the match took us into its first seat no bot plays.
  await page.waitForSelector('body[data-status="open"]');
  await page.waitForSelector('.board.altered .region');
  expect(await page.textContent('#who')).toBe('You play seat A');
  const id = await page.evaluate(() => decodeURIComponent(location.hash.split('/')[2] ?? ''));
  const client = createClient({ url: table.server.url, WebSocket });
  expect((await client.getMatch(id)).seats.find((s) => s.seat === 'B')?.bot).toBe('greedy');

  const pick = seeded(7);
  let placed = false;
  for (let i = 0; i < 6 || !placed; i++) {
    expect(i).toBeLessThan(40);
    // A card that goes to one of two expeditions: its button lights them up, a click on one plays it there.
    const arm = page.locator('#board .card-actions button[data-arm][data-action="playCard"]').first();
    if (!placed && (await page.getAttribute('body', 'data-busy')) !== 'true' && (await arm.count())) {
      const legal = (player.received.filter((m) => m['type'] === 'welcome' || m['type'] === 'update').at(-1) as { actions: Record<string, unknown>[] }).actions;
      const card = await arm.evaluate((button) => button.closest('[data-id]')?.getAttribute('data-id'));
      await arm.dispatchEvent('click');
      const lit = await page.$$eval('#board .targetable', (nodes) => nodes.map((n) => n.getAttribute('data-expedition-zone')).sort());
      expect(lit).toEqual(['A companion', 'A hero']);
      await page.dispatchEvent('#board [data-expedition-zone="A companion"]', 'click');
      await page.waitForFunction(() => document.body.dataset['busy'] !== 'true');
      const sent = player.sent.filter((m) => m['type'] === 'act').at(-1)?.['action'];
      expect(sent).toEqual({ type: 'playCard', seat: 'A', card, expedition: 'companion' });
      expect(legal).toContainEqual(sent);
      placed = true;
      continue;
    }
    expect(await playOne(page, pick)).toBe(true);
  }
  const summary = await client.getMatch(id);
  // Six actions of A, and the bot's answers in between.
  expect(summary.version).toBeGreaterThan(6);
  expect(Number(await page.getAttribute('body', 'data-version'))).toBe(summary.version);
  expect(await page.locator('#log li').count()).toBeGreaterThan(6);
  expect(await page.locator('.seat[data-seat="A"] .hand .card.face').count()).toBeGreaterThan(0);
  expect(await page.locator('.seat[data-seat="B"] .hidden-hand').count()).toBe(1);

  // A spectator's page: the same board, no hand, no actions.
  const watcher = await newPlayer(table.browser, `${table.server.url}/#/match/${encodeURIComponent(id)}?watch`);
  await watcher.page.waitForSelector('body[data-status="open"]');
  await watcher.page.waitForSelector('.board.altered');
  expect(await watcher.page.textContent('#who')).toBe('You are watching');
  expect(await watcher.page.locator('.hidden-hand').count()).toBe(2);
  expect(await watcher.page.locator('#table button[data-action]').count()).toBe(0);
  expect(watcher.received.find((m) => m['type'] === 'welcome')?.['seat']).toBeNull();
}, 180_000);
