/// <reference lib="dom" />
/**
 * The inspector page in French, in Debian's Chromium (playwright-core): a browser whose
 * language is French gets the page's words, the board's, the actions' and the server's (the
 * log, the reasons an action is not possible, a refusal, a guard's explanation) in French; a
 * browser in English switches with the page's switch. A screenshot is written to test-output/
 * when asked (`RULEGRAPH_SCREENSHOTS=1`).
 */
// @module-tag browser
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, builtDist } from './support/dist.js';
import { createGame } from '../src/api.js';
import { inLanguage } from '../src/engine/errors.js';
import { riftboundMessages } from '../src/games/riftbound/i18n/messages.js';
import { startInspector, type RunningInspector } from '../src/inspect/server.js';
import { openPage } from './support/browser.js';
import { screenshot } from './support/page-watch.js';


let inspector: RunningInspector;
let context: BrowserContext;
let page: Page;

const send = (message: unknown) => page.evaluate((m) => (window as unknown as { rulegraph: { send(m: unknown): void } }).rulegraph.send(m), message);

beforeAll(async () => {
  await builtDist();
  inspector = await startInspector({ game: createGame({ mode: 'riftbound/2v2', seed: 2, rules: { setup: { turnOrder: 'asSeated' } } }), botSeed: 2 });
  ({ context, page } = await openPage(inspector.url, 'fr-FR'));
  await page.waitForSelector('body[data-machine="setup.mulligan"]', { timeout: 15_000 });
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await context?.close();
  await inspector?.close();
});

describe('the inspector page in French', () => {
  it("follows the browser's language: the page's words, its <html lang> and the switch", async () => {
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toBe('inspecteur rulegraph');
    expect(await page.textContent('#timeline-box h2')).toBe('Chronologie');
    expect(await page.textContent('#back')).toBe('◀ Reculer');
    expect(await page.getAttribute('#zoom-in', 'title')).toBe('agrandir');
    expect(await page.textContent('#unavailable-panel summary')).toBe('Impossible maintenant, et pourquoi');
    expect(await page.inputValue('#lang')).toBe('fr');
    expect(await page.textContent('#step')).toMatch(/^étape 0 \/ 0$/);
  });

  it('words the board and the actions in French', async () => {
    expect(await page.textContent('#scores')).toMatch(/^Tour \d/);
    expect(await page.textContent('.seat[data-seat="B"] .hand')).toMatch(/^Main : \d+ carte\(s\) cachée\(s\)$/);
    expect(await page.textContent('#ledger h2')).toBe('Score de ce tour');
    const labels = await page.locator('#actions button[data-action="mulligan"]').allTextContents();
    expect(labels).toContain('Mulligan en gardant la main');
  });

  it("hands the server's words in French: the log, a guard's explanation, the reasons, a refusal", async () => {
    await page.locator('#actions button[data-action="mulligan"]').first().click();
    await page.waitForSelector('body[data-machine="turn.main.neutral.open"]', { timeout: 15_000 });
    // The log: the game's words in French, as the session words them for a French socket.
    await page.waitForFunction((n) => document.querySelector('#step')?.textContent?.startsWith(`étape ${n} `) ?? false, inspector.session.index);
    const log = await page.locator('#log li').allTextContents();
    const french = inspector.session.stateMessage('A', 'fr').log.map((e) => e.text?.trim()).filter((t): t is string => Boolean(t));
    expect(french.length).toBeGreaterThan(3);
    expect(log.map((line) => line.replace(/^\d+\./, ''))).toEqual(french);
    expect(french).not.toEqual(inspector.session.stateMessage('A', 'en').log.map((e) => e.text?.trim()).filter(Boolean));

    // A guard explained: true for A, whose turn it is.
    const transition = 'turn.main.neutral.open|endTurn|0';
    await send({ type: 'explain', transition });
    await page.waitForSelector(`#detail[data-transition="${transition}"] .guard-reason`);
    expect(await page.textContent('#detail .guard-reason')).toBe('vraie pour le siège A');
    expect(await page.textContent('#detail .badge')).toBe('vrai');
    // Seen from B (bots off, so that A's turn waits), false: the refusal in the game's French words.
    await page.locator('#bots').uncheck();
    await page.waitForFunction(() => (window as unknown as { rulegraph: { state(): { bots: boolean } } }).rulegraph.state().bots === false);
    await page.selectOption('#seat', 'B');
    await page.waitForFunction(() => (window as unknown as { rulegraph: { state(): { seat: string | null } } }).rulegraph.state().seat === 'B');
    await send({ type: 'explain', transition });
    await page.waitForFunction(() => document.querySelector('#detail .badge')?.textContent === 'faux');
    const guard = riftboundMessages.fr['guard.isTurnPlayer'];
    expect(await page.textContent('#detail .guard-reason')).toBe(`fausse pour le siège B : NOT_YOUR_TURN, ${guard} (CR 307-313)`);

    // Why B cannot end A's turn, and the refusal when it tries: the game's refusal in French.
    const english = inspector.session.current.unavailableActions('B').find((u) => u.type === 'endTurn')?.reason;
    expect(english?.code).toBe('NOT_YOUR_TURN');
    const reason = inLanguage(english!, 'fr');
    expect(reason.message).toBe(guard);
    await page.waitForSelector('#unavailable li[data-action="endTurn"]', { state: 'attached' });
    expect(await page.textContent('#unavailable li[data-action="endTurn"]')).toBe(`endTurn — NOT_YOUR_TURN: ${guard} (CR 307-313)`);
    await send({ type: 'apply', action: { type: 'endTurn', seat: 'B' } });
    await page.waitForSelector('#error:not([hidden])');
    expect(await page.textContent('#error')).toBe(`NOT_YOUR_TURN ${guard} (CR 307-313)`);
    await screenshot(page, 'inspector-fr', { fullPage: true });
  });

  it('an English browser switches to French with the switch, kept for the next visit', async () => {
    const other = await openPage(inspector.url, 'en-US');
    try {
      await other.page.waitForSelector('body[data-machine]');
      expect(await other.page.getAttribute('html', 'lang')).toBe('en');
      expect(await other.page.textContent('#timeline-box h2')).toBe('Timeline');
      await Promise.all([other.page.waitForEvent('load'), other.page.selectOption('#lang', 'fr')]);
      await other.page.waitForSelector('body[data-machine]');
      expect(await other.page.getAttribute('html', 'lang')).toBe('fr');
      expect(await other.page.textContent('#timeline-box h2')).toBe('Chronologie');
      expect(other.requests.some((url) => url.endsWith('/ws?lang=fr'))).toBe(true);
    } finally {
      await other.context.close();
    }
  });
});
