// @module-tag browser
/**
 * The card table in every shipped mode: a match created from the lobby (which takes its maker
 * into it, seat A, bots on the other seats), a few actions played by clicking cards and the
 * choices they light up, then the page at 1400 px and at 400 px (screenshots in
 * test-output/table/ when asked: `RULEGRAPH_SCREENSHOTS=1`). Each page logs no console error
 * and asks nothing of any server but its own, and its DOM shows what the seat's last view says:
 * each hidden hand's count as backs, each unit's Might and damage, exhausted cards turned, the
 * log numbered in full.
 */
import { expect, it } from 'vitest';
import { createGame, listModes } from '../../src/api.js';
import { newPlayer, playOne, seeded, type Player } from './players.js';
import { screenshot } from '../support/page-watch.js';
import { tableForTests } from './setup.js';

const table = tableForTests();
type Json = Record<string, any>;

/** The page's problems: console errors, page errors, and requests to anywhere but its server. */
function watchPage(player: Player, origin: string): string[] {
  const problems: string[] = [];
  player.page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  player.page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  player.page.on('request', (request) => {
    if (!request.url().startsWith(origin)) problems.push(`outside request: ${request.url()}`);
  });
  player.page.on('websocket', (socket) => {
    if (!socket.url().startsWith(origin.replace(/^http/, 'ws'))) problems.push(`outside socket: ${socket.url()}`);
  });
  return problems;
}

/** The view of the frame the page drew last (the one of its version). */
function drawnView(player: Player, version: number): Json {
  const frames = player.received.filter((m) => (m['type'] === 'welcome' || m['type'] === 'update') && m['version'] === version);
  return (frames[frames.length - 1] as Json)['view'];
}

for (const mode of listModes()) {
  it(`${mode}: the table drawn from the seat's view, at 1400 px and 400 px`, async () => {
    const origin = table.server.url;
    const player = await newPlayer(table.browser, origin);
    const problems = watchPage(player, origin);
    const { page } = player;
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.waitForSelector(`#new-mode option[value="${mode}"]`, { state: 'attached' });
    await page.selectOption('#new-mode', mode);
    await page.fill('#new-seed', '12');
    // Every seat but A is a bot's.
    await page.fill('#new-bots', createGame({ mode, seed: 1 }).seats.filter((s) => s !== 'A').join(','));
    await page.selectOption('#new-bot', 'random');
    await page.click('#create');
    // Creating the match took us into it, as seat A.
    await page.waitForSelector('body[data-status="open"]');
    await page.waitForSelector('.board');
    expect(await page.textContent('#who')).toBe('You play seat A');

    const pick = seeded(31);
    for (let i = 0; i < 8; i++) if (!(await playOne(page, pick))) break;
    await page.waitForFunction(() => document.body.dataset['busy'] !== 'true');
    // What the page shows, read in one go (bots may act meanwhile), and the view it drew it from.
    const drawn = await page.evaluate(() => ({
      version: Number(document.body.dataset['version']),
      hands: [...document.querySelectorAll<HTMLElement>('#board .seat')].map((seat) => ({
        seat: seat.dataset['seat'],
        hidden: seat.querySelector('[data-zone="hand"] .hidden-hand')?.getAttribute('data-count') ?? null,
        faces: seat.querySelectorAll('[data-zone="hand"] .card.face').length,
      })),
      cards: [...document.querySelectorAll<HTMLElement>('#board .card.face[data-id]')].map((card) => ({
        id: card.dataset['id'] as string,
        name: card.querySelector(':scope > .card-head .name')?.textContent,
        might: card.querySelector(':scope > .card-foot .might')?.textContent ?? null,
        damage: card.querySelector(':scope > .card-foot .damage')?.textContent ?? null,
        exhausted: card.classList.contains('exhausted'),
        transform: getComputedStyle(card).transform,
      })),
    }));
    const view = drawnView(player, drawn.version);
    const cards = (await page.evaluate(async (id) => (await (await fetch(`/api/matches/${id}/cards`)).json()) as { cards: Json }, decodeURIComponent((await page.evaluate(() => location.hash)).split('/')[2] ?? ''))).cards;
    // Hands: the seat's own face up; others' as backs with their count, as the view says.
    for (const seat of view['seats'] as Json[]) {
      const hand = drawn.hands.find((h) => h.seat === seat['id']);
      if (seat['hand'] === null) expect(hand?.hidden, seat['id']).toBe(String(seat['handSize']));
      else expect(hand?.faces, seat['id']).toBe((seat['hand'] as string[]).length);
    }
    // Every card drawn face up on the board: its name from the cards, its Might and damage, turned when exhausted.
    const objects = view['objects'] as Record<string, Json>;
    let units = 0;
    for (const shown of drawn.cards) {
      const object = objects[shown.id] as Json;
      expect(object, shown.id).toBeDefined();
      const card = cards[object['card']] as Json;
      expect(shown.name).toBe(card['name']);
      if (typeof card['might'] === 'number' && card['type'] === 'unit') {
        // On a base or a battlefield the game's own count, passives included; elsewhere (a champion zone, the trash) the printed or set Might.
        const onBoard = [...(view['seats'] as Json[]).flatMap((s) => s['base'] as string[]), ...(view['battlefields'] as Json[]).flatMap((b) => b['units'] as string[])].includes(shown.id);
        if (onBoard) expect(object['currentMight'], shown.id).toEqual(expect.any(Number));
        expect(shown.might, shown.id).toBe(String(onBoard ? object['currentMight'] : (object['might'] ?? card['might'])));
        expect(shown.damage, shown.id).toBe(object['damage'] > 0 ? `${object['damage']} dmg` : null);
        units += 1;
      }
      expect(shown.exhausted, shown.id).toBe(object['exhausted'] === true);
      if (shown.exhausted) {
        // A quarter turn: matrix(0, 1, -1, 0, 0, 0), up to rounding.
        const [a, b, c, d] = (/^matrix\(([^)]*)\)$/.exec(shown.transform)?.[1] ?? '').split(',').map(Number);
        expect([a, b, c, d].map((n) => Math.round(n ?? NaN) + 0), shown.id).toEqual([0, 1, -1, 0]);
      } else expect(shown.transform, shown.id).toBe('none');
    }
    if (mode.startsWith('riftbound')) expect(units).toBeGreaterThan(0);
    // A tap on a card shows its whole text, from the match's cards.
    const tapped = drawn.cards.find((shown) => typeof cards[objects[shown.id]?.['card']]?.['text'] === 'string');
    const found = tapped && (await page.evaluate((id) => {
      const head = document.querySelector<HTMLElement>(`#board .card.face[data-id="${id}"] > .card-head`);
      head?.click();
      return head !== null;
    }, tapped.id));
    if (tapped && found) {
      const detail = await page.textContent('#card-detail:not([hidden])');
      const card = cards[objects[tapped.id]?.['card']] as Json;
      expect(detail).toContain(card['name']);
      for (const line of String(card['text']).split('\n')) expect(detail).toContain(line);
    }
    // The log: one numbered line per event, numbers shown whole.
    const numbers = await page.$$eval('#log li[data-event] .n', (ns) => ns.map((n) => ({ text: n.textContent, clipped: n.scrollWidth > n.clientWidth })));
    expect(numbers.length).toBeGreaterThan(0);
    numbers.forEach((n, i) => expect(n).toEqual({ text: String(i + 1), clipped: false }));

    const name = mode.replace('/', '-');
    await screenshot(page, `table/${name}-1400`, { fullPage: true });
    await page.setViewportSize({ width: 400, height: 860 });
    await page.waitForTimeout(100);
    // Nothing wider than the phone's screen.
    const wider = await page.evaluate(() => [...document.querySelectorAll('#table *')].filter((n) => n.getBoundingClientRect().right > 400.5).map((n) => `${n.tagName}.${n.className}`));
    expect(wider).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await screenshot(page, `table/${name}-400`, { fullPage: true });
    expect(problems).toEqual([]);
    await player.context.close();
  }, 240_000);
}
