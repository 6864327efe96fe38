/**
 * The seat credentials this tab holds, one per match, in sessionStorage: a reload of the page
 * plays the same seat again; another tab (another player) has its own.
 */
import type { SeatCredential } from '../../client/index.js';
import { DEFAULT_LANGUAGE, isLanguage } from '../../engine/i18n/language.js';

const key = (match: string) => `rulegraph.seat.${match}`;

export function storedSeat(match: string): SeatCredential | undefined {
  const text = sessionStorage.getItem(key(match));
  if (text === null) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<SeatCredential>;
    if (typeof parsed.seat !== 'string' || typeof parsed.credential !== 'string') return undefined;
    return { seat: parsed.seat, credential: parsed.credential, lang: isLanguage(parsed.lang) ? parsed.lang : DEFAULT_LANGUAGE };
  } catch {
    return undefined;
  }
}

export function storeSeat(match: string, seat: SeatCredential): void {
  sessionStorage.setItem(key(match), JSON.stringify(seat));
}

export function forgetSeat(match: string): void {
  sessionStorage.removeItem(key(match));
}
