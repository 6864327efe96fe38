// @module-tag browser
/**
 * The table page in French: a browser whose language is French (the context's `fr-FR` locale)
 * gets the lobby, an event and a Riftbound board in French, and the server words the seat's log
 * in French too; a browser in English switches to French with the page's switch, kept for the
 * next visit, and plays an Altered duel in the glossary's words. Screenshots in
 * test-output/table/ when asked (`RULEGRAPH_SCREENSHOTS=1`).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { playOne, seeded } from './players.js';
import { screenshot } from '../support/page-watch.js';
import { tableForTests } from './setup.js';

const table = tableForTests();

async function pageIn(browser: Browser, url: string, locale: string): Promise<{ context: BrowserContext; page: Page; sent: Record<string, unknown>[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale });
  const page = await context.newPage();
  const sent: Record<string, unknown>[] = [];
  const errors: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(JSON.parse(String(frame.payload)) as Record<string, unknown>)));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { context, page, sent, errors };
}

/** Creates a match of `mode` from the lobby, bots on every seat but A, and waits for its board. */
async function createFromLobby(page: Page, mode: string, bots: string): Promise<void> {
  await page.waitForSelector(`#new-mode option[value="${mode}"]`, { state: 'attached' });
  await page.selectOption('#new-mode', mode);
  await page.fill('#new-seed', '4');
  await page.fill('#new-bots', bots);
  await page.click('#create');
  await page.waitForSelector('body[data-status="open"]');
  await page.waitForSelector('.board');
}

it('a French browser gets the lobby, an event and a Riftbound board in French, the server\'s log too', async () => {
  const { context, page, sent, errors } = await pageIn(table.browser, table.server.url, 'fr-FR');
  await page.waitForSelector('#lobby:not([hidden])');
  expect(await page.getAttribute('html', 'lang')).toBe('fr');
  expect(await page.title()).toBe('table rulegraph');
  expect(await page.textContent('#refresh')).toBe('Actualiser');
  expect(await page.textContent('#new-match button#create')).toBe('Créer');
  expect(await page.getAttribute('#event-id', 'placeholder')).toBe('son identifiant');
  expect(await page.locator('#new-bot option[value="greedy"]').textContent()).toBe('glouton');
  expect(await page.inputValue('#lang')).toBe('fr');
  await page.waitForSelector('#matches li');
  await screenshot(page, 'table/fr-lobby', { fullPage: true });

  // An event that does not exist: the page's words and the server's refusal, both French.
  await page.evaluate(() => (location.hash = '#/tournament/inconnu'));
  await page.waitForSelector('#event-error:not([hidden])');
  expect(await page.textContent('#event-title')).toBe('Événement inconnu');
  expect(await page.textContent('#event-error')).toMatch(/^NO_SUCH_TOURNAMENT: .*(tournoi|événement)/i);

  await page.evaluate(() => (location.hash = ''));
  await createFromLobby(page, 'riftbound/duel', 'B');
  expect(await page.textContent('#who')).toBe('Vous jouez le siège A');
  expect(await page.textContent('#status')).toBe('connecté');
  expect(await page.textContent('#controls h2')).toBe('Vos actions');
  const titles = await page.locator('.seat.mine .zone-title').allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Légende', 'Champion', 'Base']));
  expect(titles.some((title) => /^Main \(\d+\)$/.test(title))).toBe(true);
  expect(await page.textContent('.board .scores')).toMatch(/Tour \d/);
  // The socket asked for French, and the server's log lines are French.
  expect(sent.find((m) => m['type'] === 'hello')?.['lang']).toBe('fr');
  const pick = seeded(5);
  for (let i = 0; i < 4; i++) if (!(await playOne(page, pick))) break;
  const log = (await page.locator('#log .line').allTextContents()).join('\n');
  expect(log).toMatch(/\b(joue|pioche|garde|canalise|passe|légende)\b/);
  expect(log).not.toMatch(/\b(plays|draws|keeps|channels|passes)\b/);
  await screenshot(page, 'table/fr-riftbound-duel', { fullPage: true });
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

it('the switch turns an English page French, kept for the next visit; an Altered duel in the glossary\'s words', async () => {
  const { context, page, errors } = await pageIn(table.browser, table.server.url, 'en-US');
  await page.waitForSelector('#lobby:not([hidden])');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await page.textContent('#refresh')).toBe('Refresh');
  await Promise.all([page.waitForEvent('load'), page.selectOption('#lang', 'fr')]);
  await page.waitForSelector('#lobby:not([hidden])');
  expect(await page.getAttribute('html', 'lang')).toBe('fr');
  expect(await page.textContent('#refresh')).toBe('Actualiser');
  expect(await page.evaluate(() => localStorage.getItem('rulegraph.lang'))).toBe('fr');

  await createFromLobby(page, 'altered/duel', 'B');
  await page.waitForSelector('.board.altered .region');
  const titles = await page.locator('.seat.mine .zone-title').allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Héros', 'Expédition de Héros', 'Expédition de Compagnon', 'Réserve', 'Repères']));
  expect(await page.textContent('.board .scores')).toMatch(/Jour \d/);
  expect(await page.textContent('[data-zone="limbo"] .zone-title')).toMatch(/^Limbes/);
  const pick = seeded(3);
  for (let i = 0; i < 3; i++) if (!(await playOne(page, pick))) break;
  await screenshot(page, 'table/fr-altered-duel', { fullPage: true });

  // Back in English with the switch: the choice wins over the browser's language both ways.
  await Promise.all([page.waitForEvent('load'), page.selectOption('#lang', 'en')]);
  await page.waitForSelector('.board.altered');
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  expect(await page.locator('.seat.mine .zone-title').allTextContents()).toEqual(expect.arrayContaining(['Reserve', 'Landmarks']));
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
