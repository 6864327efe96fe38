/**
 * Reading and writing the bytes of a deck code: single bytes and varints, LEB128-style (seven
 * bits a byte, the low group first, the high bit set while more bytes follow: 280 is
 * `98 02`). The format's own description calls them big-endian, but its codes write the low
 * group first. Every read past the end, and every varint too long, is a typed error with the
 * byte offset.
 */
import { DeckCodeError } from './errors.js';
import { text } from '../i18n/messages.js';
import type { Text } from '../../../engine/i18n/catalogue.js';

/** A varint of the format holds at most 31 bits: five bytes. */
const MAX_VARINT_BYTES = 5;
const MAX_VARINT = 0x7fffffff;

export class ByteReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get offset(): number {
    return this.at;
  }

  get remaining(): number {
    return this.bytes.length - this.at;
  }

  /** One byte; `what` names it in the error when the bytes end first. */
  byte(what: Text): number {
    const value = this.bytes[this.at];
    if (value === undefined) throw new DeckCodeError('DECK_CODE_TRUNCATED', text('deckCode.endsWhere', { what }), { offset: this.at });
    this.at++;
    return value;
  }

  varint(what: Text): number {
    const start = this.at;
    let value = 0;
    for (let i = 0; i < MAX_VARINT_BYTES; i++) {
      const byte = this.bytes[this.at];
      if (byte === undefined) throw new DeckCodeError('DECK_CODE_TRUNCATED', text('deckCode.endsInside', { what }), { offset: start });
      this.at++;
      value += (byte & 0x7f) * 2 ** (7 * i);
      if ((byte & 0x80) === 0) {
        if (value > MAX_VARINT) break;
        return value;
      }
    }
    throw new DeckCodeError('DECK_CODE_VARINT', text('deckCode.varint', { what }), { offset: start });
  }
}

export class ByteWriter {
  private readonly bytes: number[] = [];

  byte(value: number): void {
    this.bytes.push(value & 0xff);
  }

  varint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }

  toBytes(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}
