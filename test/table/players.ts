/// <reference lib="dom" />
/**
 * Players of the table page for the browser tests: the run's Chromium, one context per player, each
 * recording every WebSocket frame its page receives and sends, and a loop that clicks the
 * seat's legal actions (picked by a seeded generator) until the game is over.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Player {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every frame received over the page's WebSockets, parsed. */
  readonly received: Record<string, unknown>[];
  /** Every frame sent. */
  readonly sent: Record<string, unknown>[];
  /** Every HTTP request the page made, as `METHOD url`. */
  readonly requests: string[];
}

export async function newPlayer(browser: Browser, url: string): Promise<Player> {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  const player: Player = { context, page, received: [], sent: [], requests: [] };
  page.on('request', (request) => player.requests.push(`${request.method()} ${request.url()}`));
  page.on('websocket', (socket) => {
    socket.on('framereceived', (frame) => player.received.push(JSON.parse(String(frame.payload)) as Record<string, unknown>));
    socket.on('framesent', (frame) => player.sent.push(JSON.parse(String(frame.payload)) as Record<string, unknown>));
  });
  page.on('pageerror', (error) => player.received.push({ type: 'pageerror', message: error.message }));
  await page.goto(url);
  return player;
}

/** Joins `seat` of `match` from the lobby, as a person would: refresh the list, press Join. */
export async function joinFromLobby(player: Player, match: string, seat: string): Promise<void> {
  const { page } = player;
  await page.click('#refresh');
  await page.click(`li[data-match="${match}"] button.join[data-seat="${seat}"]`);
  await page.waitForSelector('body[data-version]');
}

/** A small seeded generator (the choices of a test player). */
export function seeded(seed: number): (n: number) => number {
  let state = seed >>> 0 || 1;
  return (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

const waitOptions = { polling: 40, timeout: 60_000 } as const;

/** Every control of a legal action on the page: buttons on cards and at the side. */
export const ACTION_BUTTONS = '#table button[data-action]:not([disabled])';

/**
 * Clicks one legal action of the page's seat: waits until there is one (or the game is over),
 * ticks cards when the only control is a card choice, presses one button (on a card or at the
 * side; a button that asks for a target is followed by a click on one of the cards or zones it
 * lights up), waits for the answer. Returns false once the game is over. The clicks are the
 * page's own (`element.click()`, which its handlers take even when a card or a turned card
 * covers the spot), made in as few round trips to the browser as the seeded picks allow.
 */
export async function playOne(page: Page, pick: (n: number) => number): Promise<boolean> {
  await page.waitForFunction(
    () => document.body.dataset['over'] === 'true' || (document.body.dataset['busy'] !== 'true' && document.querySelector('#table button[data-action], #actions .card-choice') !== null),
    null,
    waitOptions,
  );
  const buttons = await page.evaluate((selector) => {
    if (document.body.dataset['over'] === 'true') return -1;
    let found = document.querySelectorAll(selector).length;
    // A choice of several cards: tick them one by one until they make a legal action.
    for (const box of document.querySelectorAll<HTMLInputElement>('#actions .card-choice input[type=checkbox]')) {
      if (found) break;
      if (!box.checked) box.click();
      found = document.querySelectorAll(selector).length;
    }
    return found;
  }, ACTION_BUTTONS);
  if (buttons < 0) return false;
  if (buttons === 0) return true;
  const targets = await page.evaluate(([selector, index]) => {
    const button = document.querySelectorAll<HTMLButtonElement>(selector)[index];
    const arms = button?.hasAttribute('data-arm') === true;
    button?.click();
    return arms ? document.querySelectorAll('#board .targetable').length : 0;
  }, [ACTION_BUTTONS, pick(buttons)] as const);
  if (targets > 0) {
    await page.evaluate((index) => document.querySelectorAll<HTMLElement>('#board .targetable')[index]?.click(), pick(targets));
  }
  await page.waitForFunction(() => document.body.dataset['busy'] !== 'true', null, waitOptions);
  return true;
}
