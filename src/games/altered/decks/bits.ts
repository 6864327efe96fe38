/**
 * Bits read and written most significant first, and their bytes as URL-safe base64: the
 * carrier of Altered deck codes (code.ts).
 */

/** A reader past the end of its bits. */
export class BitsExhausted extends Error {
  override readonly name = 'BitsExhausted';
}

export class BitReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  /** The next `width` bits (at most 24) as an unsigned number. */
  read(width: number): number {
    if (this.offset + width > this.bytes.length * 8) throw new BitsExhausted(`no ${width} bits left at bit ${this.offset}`);
    let value = 0;
    for (let i = 0; i < width; i++, this.offset++) value = (value << 1) | (((this.bytes[this.offset >> 3] ?? 0) >> (7 - (this.offset & 7))) & 1);
    return value;
  }

  /** Whether the bits left are the zero padding of the last byte. */
  get atPadding(): boolean {
    if (this.bytes.length * 8 - this.offset >= 8) return false;
    for (let at = this.offset; at < this.bytes.length * 8; at++) if (((this.bytes[at >> 3] ?? 0) >> (7 - (at & 7))) & 1) return false;
    return true;
  }
}

export class BitWriter {
  private readonly bits: number[] = [];

  /** Writes `value` in `width` bits; the caller has checked that it fits. */
  write(width: number, value: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push((value >> i) & 1);
  }

  /** The bits so far, zero-padded to whole bytes. */
  bytes(): Uint8Array {
    const out = new Uint8Array(Math.ceil(this.bits.length / 8));
    this.bits.forEach((bit, i) => (out[i >> 3] = (out[i >> 3] ?? 0) | (bit << (7 - (i & 7)))));
    return out;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes as URL-safe base64 without padding (written here: the games run in browsers too, without Buffer). */
export function toBase64Url(bytes: Uint8Array): string {
  const writer = new BitWriter();
  for (const byte of bytes) writer.write(8, byte);
  let out = '';
  const reader = new BitReader(writer.bytes());
  const bits = bytes.length * 8;
  for (let at = 0; at < bits; at += 6) out += ALPHABET[reader.read(Math.min(6, bits - at)) << Math.max(0, at + 6 - bits)];
  return out;
}

/**
 * The bytes of base64 in either alphabet (URL-safe or standard), with or without padding;
 * undefined when the text is not base64.
 */
export function fromBase64(text: string): Uint8Array | undefined {
  const body = text.replace(/={1,2}$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  if (body.length % 4 === 1) return undefined;
  const writer = new BitWriter();
  for (const char of body) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    writer.write(6, digit);
  }
  // The bits past the last whole byte are base64's own padding.
  return writer.bytes().slice(0, Math.floor((body.length * 6) / 8));
}
