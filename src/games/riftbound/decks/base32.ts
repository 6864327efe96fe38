/**
 * RFC 4648 base32 (`A-Z`, `2-7`) without padding, as deck codes are written. Decoding reads
 * either case and tolerates trailing `=` padding from other encoders.
 */
import { DeckCodeError } from './errors.js';
import { text as words } from '../i18n/messages.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const VALUES: ReadonlyMap<string, number> = new Map([...ALPHABET].flatMap((c, i) => [[c, i], [c.toLowerCase(), i]]));
/** Characters left after whole groups of 8 that no base32 text ends with (they hold a partial byte). */
const BAD_TAIL_LENGTHS: ReadonlySet<number> = new Set([1, 3, 6]);

export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

export function decodeBase32(text: string): Uint8Array {
  const body = text.replace(/=+$/, '');
  if (BAD_TAIL_LENGTHS.has(body.length % 8)) {
    throw new DeckCodeError('DECK_CODE_NOT_BASE32', words('deckCode.base32Length', { length: body.length }), { position: body.length });
  }
  const bytes = new Uint8Array(Math.floor((body.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let length = 0;
  for (let i = 0; i < body.length; i++) {
    const value = VALUES.get(body[i] as string);
    if (value === undefined) throw new DeckCodeError('DECK_CODE_NOT_BASE32', words('deckCode.base32Character', { character: JSON.stringify(body[i]) }), { position: i });
    buffer = ((buffer << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}
