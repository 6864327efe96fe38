/**
 * Riftbound deck codes (the community format, versions 1 to 6): the format's golden codes
 * decode to their lists with no byte left over and encode back byte for byte; random lists
 * round-trip through every version path; bad input is refused with a typed error and never
 * crashes or hangs. The codes are format examples: card codes only, no card data.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeDeckBytes, decodeDeckCode, DeckCodeError, encodeDeckBytes, encodeDeckCode, type DeckCodeEntry, type DeckCodeList, type DeckCodeVersion } from '../../src/games/riftbound/decks/index.js';
import { encodeBase32 } from '../../src/games/riftbound/decks/base32.js';

const entries = (...pairs: [number, string][]): DeckCodeEntry[] => pairs.map(([count, code]) => ({ code, count }));
const each = (count: number, ...numbers: string[]) => numbers.map((n): [number, string] => [count, `OGN-${n}`]);

/** The list of the format's README deck (v2), with its sideboard. */
const README_MAIN = entries([7, 'OGN-007'], [5, 'OGN-089'], ...each(3, '004', '009', '012', '027', '029', '087', '095', '096', '103', '104', '116'), ...each(2, '039', '122', '248'), ...each(1, '013', '247', '280', '288', '292'));
const README_SIDEBOARD = entries(...each(2, '022', '024', '093'), ...each(1, '088', '114'));

const GOLDEN: { name: string; code: string; decoded: DeckCodeList & { version: DeckCodeVersion } }[] = [
  {
    name: 'v3 without sideboard or champion',
    code: 'CMAAAAAAAAAAAAAAAEAQAAAHAEAQAACZAEAQAAAEAAAAAAA',
    decoded: { version: 3, main: entries([3, 'OGN-007'], [2, 'OGN-089'], [1, 'OGN-004']), sideboard: [], legends: [] },
  },
  {
    name: 'v3 with sideboard and champion',
    code: 'CMAAAAAAAAAQCAAAA4AACAIAABMQAAIBAAAAYAIBAAACOAIBAAAA2AABAEAAAFQBAEAAAWABAAAAY',
    decoded: {
      version: 3,
      main: entries([7, 'OGN-007'], [5, 'OGN-089'], [3, 'OGN-012'], [2, 'OGN-039'], [1, 'OGN-013']),
      sideboard: entries([2, 'OGN-022'], [1, 'OGN-088']),
      champion: 'OGN-012',
      legends: [],
    },
  },
  {
    name: 'v4 with rune numbers',
    code: 'CQAAAAAAAAAAAAAAAIAQAAAAA4AQGAABAIAQCBABAECQCAIAAAAFSAABAEAAAAAWAAAQAAAAA4',
    decoded: { version: 4, main: entries([3, 'OGN-007'], [3, 'SFD-R02'], [2, 'UNL-R05a'], [1, 'OGN-089']), sideboard: entries([2, 'OGN-022']), champion: 'OGN-007', legends: [] },
  },
  {
    name: 'v4 with a rune as champion',
    code: 'CQAAAAAAAAAAAAAAAEAQAAAAA4AQCAYAAEAQAAAAAAAQGAABAE',
    decoded: { version: 4, main: entries([3, 'OGN-007'], [2, 'SFD-R01']), sideboard: [], champion: 'SFD-R01', legends: [] },
  },
  {
    name: 'v2, the README deck',
    code: 'CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHE',
    decoded: { version: 2, main: README_MAIN, sideboard: README_SIDEBOARD, legends: [] },
  },
  {
    name: 'v3, the README deck with its champion',
    code: 'CMAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAEBQAAAWDBOQCAQAABMHEAIAABTQ',
    decoded: { version: 3, main: README_MAIN, sideboard: README_SIDEBOARD, champion: 'OGN-103', legends: [] },
  },
  {
    name: 'v6 with additional legends',
    code: 'CYAAEAYBAMAAABAJM4AQCAIAAAGQCAQBAIAAAFQYAEAAAZYDAAAJQAQAAGQAEBIAUQBA',
    decoded: {
      version: 6,
      main: entries([3, 'OGN-004'], [3, 'OGN-009'], [3, 'OGN-103'], [1, 'OGN-013']),
      sideboard: entries([2, 'OGN-022'], [2, 'OGN-024']),
      champion: 'OGN-103',
      legends: ['OGN-280', 'OGN-288a', 'VEN-292'],
    },
  },
  {
    name: 'v6 with a high count and an SP legend',
    code: 'CYAQEFABAECQAADBAMAQCBIAAAAQCBABAECQAABSAECQAAABAMCQAAQBAAAABGACAYAAABI',
    decoded: { version: 6, main: entries([20, 'VEN-097'], [3, 'VEN-001']), sideboard: entries([4, 'VEN-050']), champion: 'VEN-001', legends: ['VEN-SP1', 'OGN-280', 'RAD-005'] },
  },
  // Two more of the format's v6 fixtures (golden-v6.json): no champion; a rune number forcing the flag bytes.
  {
    name: 'v6 without champion',
    code: 'CYAAEAYBAIAAABAJAEAQCAAABUAAAAYAACMAEAAAUABAAAFEAI',
    decoded: { version: 6, main: entries([3, 'OGN-004'], [3, 'OGN-009'], [1, 'OGN-013']), sideboard: [], legends: ['OGN-280', 'OGN-288', 'OGN-292'] },
  },
  {
    name: 'v6 with a rune number',
    code: 'CYAQCAYCAEAAAAAEAEBQAAICAAAAGAAAACMAEAAAACQAEAAAACSAE',
    decoded: { version: 6, main: entries([3, 'OGN-004'], [3, 'SFD-R02']), sideboard: [], legends: ['OGN-280', 'OGN-288', 'OGN-292'] },
  },
];

/** The error a call throws: a DeckCodeError, or the test fails. */
function refusal(run: () => unknown): DeckCodeError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeckCodeError) return error;
    throw error;
  }
  throw new Error('expected a DeckCodeError');
}

const codeOf = (...bytes: number[]) => encodeBase32(Uint8Array.from(bytes));
/** A list in one order, to compare lists whatever order their entries were written in. */
function sorted(list: DeckCodeList): DeckCodeList {
  const byCode = (a: DeckCodeEntry, b: DeckCodeEntry) => a.code.localeCompare(b.code);
  return { main: [...list.main].sort(byCode), sideboard: [...list.sideboard].sort(byCode), ...(list.champion === undefined ? {} : { champion: list.champion }), legends: list.legends };
}

describe('the golden codes of the format', () => {
  it.each(GOLDEN)('$name decodes to its list, every byte read', ({ code, decoded }) => {
    expect(decodeDeckCode(code)).toEqual(decoded);
  });

  it.each(GOLDEN)('$name encodes back to the same code in its version', ({ code, decoded }) => {
    expect(encodeDeckCode(decoded, { version: decoded.version })).toBe(code);
  });

  it('encodes each list in the version the format would choose', () => {
    const versions = GOLDEN.map(({ decoded }) => decodeDeckCode(encodeDeckCode(decoded)).version);
    // The v2 README deck is written as v3, as the format's encoders write every plain list.
    expect(versions).toEqual([3, 3, 4, 4, 3, 3, 6, 6, 6, 6]);
  });

  it('reads lower case, surrounding whitespace and trailing padding', () => {
    const { code, decoded } = GOLDEN[1]!;
    expect(decodeDeckCode(` ${code.toLowerCase()}\n`)).toEqual(decoded);
    expect(decodeDeckCode(`${code}${'='.repeat((8 - (code.length % 8)) % 8)}`)).toEqual(decoded);
  });

  it('writes varints low group first (280 is 98 02)', () => {
    const bytes = encodeDeckBytes({ main: [{ code: 'OGN-280', count: 1 }], sideboard: [], legends: [] });
    // ...then the sideboard's three empty counts and no champion.
    expect([...bytes.slice(-6)]).toEqual([0x98, 0x02, 0, 0, 0, 0]);
  });

  it('reads the signed variant written * as s, and writes special numbers unpadded', () => {
    const list = { main: [{ code: 'ogn-7*', count: 2 }, { code: 'VEN-SP01a', count: 1 }], sideboard: [], legends: [] };
    expect(decodeDeckCode(encodeDeckCode(list)).main).toEqual([{ code: 'OGN-007s', count: 2 }, { code: 'VEN-SP1a', count: 1 }]);
  });
});

/** A card code of the format: set, variant, and a number with the prefix the path allows. */
function cardCode(prefixes: readonly ('' | 'R' | 'SP')[]) {
  const sets = ['OGN', 'OGS', 'ARC', 'SFD', 'UNL', 'VEN', 'RAD'];
  return fc
    .record({ set: fc.constantFrom(...sets), prefix: fc.constantFrom(...prefixes), number: fc.oneof(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 100_000 })), variant: fc.constantFrom('', 'a', 's', 'b') })
    .map(({ set, prefix, number, variant }) => `${set}-${prefix}${String(number).padStart(prefix === '' ? 3 : prefix === 'R' ? 2 : 1, '0')}${variant}`);
}

function section(prefixes: readonly ('' | 'R' | 'SP')[], maxCount: number, maxLength: number) {
  return fc.uniqueArray(fc.record({ code: cardCode(prefixes), count: fc.integer({ min: 1, max: maxCount }) }), { selector: (e) => e.code, maxLength });
}

function list(options: { prefixes: readonly ('' | 'R' | 'SP')[]; mainCount: number; sideCount: number; sideboard: boolean; champion: boolean; legends: boolean }) {
  return fc
    .record({
      main: section(options.prefixes, options.mainCount, 30),
      sideboard: options.sideboard ? section(options.prefixes, options.sideCount, 8) : fc.constant([]),
      champion: options.champion ? fc.option(cardCode(options.prefixes), { nil: undefined }) : fc.constant(undefined),
      legends: options.legends ? fc.uniqueArray(cardCode(options.prefixes), { minLength: 1, maxLength: 4 }) : fc.constant([]),
    })
    .map(({ champion, ...rest }): DeckCodeList => ({ ...rest, ...(champion === undefined ? {} : { champion }) }));
}

describe('random lists round-trip through every version path', () => {
  const plain = { prefixes: [''] as const, mainCount: 12, sideCount: 3, sideboard: true, champion: true, legends: false };
  it.each([
    ['v1 (asked for): the main deck only', list({ ...plain, sideboard: false, champion: false }), 1 as const],
    ['v2 (asked for): with a sideboard', list({ ...plain, champion: false }), 2 as const],
    ['v3: plain', list(plain), undefined],
    ['v4 (asked for): plain, with flag bytes', list(plain), 4 as const],
    ['v5 (asked for): plain, sparse', list(plain), 5 as const],
  ])('%s', (_name, lists, version) => {
    fc.assert(
      fc.property(lists, (input) => {
        const decoded = decodeDeckCode(encodeDeckCode(input, version === undefined ? {} : { version }));
        expect(decoded.version).toBe(version ?? 3);
        expect(sorted(decoded)).toEqual(sorted(input));
      }),
      { numRuns: 150 },
    );
  });

  it('v4: a card with an R number', () => {
    const withRune = list({ ...plain, prefixes: ['', 'R'] }).filter((l) => [...l.main, ...l.sideboard].some((e) => e.code.includes('-R')) || (l.champion ?? '').includes('-R'));
    fc.assert(
      fc.property(withRune, (input) => {
        const decoded = decodeDeckCode(encodeDeckCode(input));
        expect(decoded.version).toBe(4);
        expect(sorted(decoded)).toEqual(sorted(input));
      }),
      { numRuns: 150 },
    );
  });

  it('v5: a count above 12 in the main deck or above 3 in the sideboard, or an SP number', () => {
    const high = list({ ...plain, prefixes: ['', 'R', 'SP'], mainCount: 60, sideCount: 8 }).filter(
      (l) => l.main.some((e) => e.count > 12) || l.sideboard.some((e) => e.count > 3) || [...l.main, ...l.sideboard].some((e) => e.code.includes('-SP')) || (l.champion ?? '').includes('-SP'),
    );
    fc.assert(
      fc.property(high, (input) => {
        const decoded = decodeDeckCode(encodeDeckCode(input));
        expect(decoded.version).toBe(5);
        expect(sorted(decoded)).toEqual(sorted(input));
      }),
      { numRuns: 150 },
    );
  });

  it('v6: additional legends, kept in their order', () => {
    fc.assert(
      fc.property(list({ ...plain, prefixes: ['', 'R', 'SP'], mainCount: 30, sideCount: 5, legends: true }), (input) => {
        const decoded = decodeDeckCode(encodeDeckCode(input));
        expect(decoded.version).toBe(6);
        expect(sorted(decoded)).toEqual(sorted(input));
      }),
      { numRuns: 150 },
    );
  });
});

describe('codes that cannot be decoded are refused with a typed error', () => {
  const [first] = GOLDEN;
  const goldenBytes = decodeDeckBytesOf(first!.code);
  it.each([
    ['an empty code', '', 'DECK_CODE_INVALID', {}],
    ['a code over 4,096 characters', 'A'.repeat(4097), 'DECK_CODE_TOO_LONG', {}],
    ['a character outside base32', 'CMAA!AAA', 'DECK_CODE_NOT_BASE32', { position: 4 }],
    ['a length no base32 text has', 'CMA', 'DECK_CODE_NOT_BASE32', {}],
    ['format 2', codeOf(0x23, 0, 0), 'DECK_CODE_FORMAT', { offset: 0 }],
    ['version 0', codeOf(0x10), 'DECK_CODE_VERSION', { offset: 0 }],
    ['version 7', codeOf(0x17, 0), 'DECK_CODE_VERSION', { offset: 0 }],
    ['a code that ends after its header', codeOf(0x13), 'DECK_CODE_TRUNCATED', { offset: 1 }],
    ['a truncated varint', codeOf(0x13, 0x80), 'DECK_CODE_TRUNCATED', { offset: 1 }],
    ['a varint of more than 31 bits', codeOf(0x13, 0xff, 0xff, 0xff, 0xff, 0x7f), 'DECK_CODE_VARINT', { offset: 1 }],
    ['a golden code with its last byte cut', encodeBase32(goldenBytes.slice(0, -1)), 'DECK_CODE_TRUNCATED', {}],
    ['a golden code with a byte left over', encodeBase32(Uint8Array.from([...goldenBytes, 0])), 'DECK_CODE_TRAILING', { offset: goldenBytes.length }],
    ['an unknown set id', codeOf(0x11, 1, 1, 9, 0, 7, ...Array(11).fill(0)), 'DECK_CODE_SET', { offset: 3 }],
    ['an unknown variant id', codeOf(0x11, 1, 1, 0, 4, 7, ...Array(11).fill(0)), 'DECK_CODE_VARIANT', { offset: 4 }],
    ['a card listed twice', codeOf(0x11, 1, 2, 0, 0, 7, 7, ...Array(11).fill(0)), 'DECK_CODE_DUPLICATE', { offset: 6 }],
    ['a champion marker of 2', codeOf(0x13, ...Array(12).fill(0), 0, 0, 0, 2), 'DECK_CODE_INVALID', { offset: 16 }],
    ['an SP flag in a v4 code', codeOf(0x14, 1, 1, 0, 0, 2, 7, ...Array(11).fill(0), 0, 0, 0, 0), 'DECK_CODE_PREFIX', { offset: 5 }],
    ['a deck-level prefix byte of 2', codeOf(0x15, 2, 0, 0, 0), 'DECK_CODE_PREFIX', { offset: 1 }],
    ['a copy count of 0 in a v5 code', codeOf(0x15, 0, 1, 0, 0, 0, 0), 'DECK_CODE_COUNT', { offset: 3 }],
    ['a copy count of 1,000 in a v5 code', codeOf(0x15, 0, 1, 0xe8, 0x07, 1, 1, 0, 0, 7, 0, 0), 'DECK_CODE_COUNT', { offset: 3 }],
    ['a legend listed twice in a v6 code', codeOf(0x16, 0, 0, 0, 0, 2, 0, 0, 7, 0, 0, 7), 'DECK_CODE_DUPLICATE', { offset: 9 }],
  ])('%s: %s', (_name, code, expected, place) => {
    const error = refusal(() => decodeDeckCode(code));
    expect(error.code).toBe(expected);
    expect(error).toMatchObject(place);
    expect(error.message.length).toBeGreaterThan(10);
  });

  it('a code that is not text', () => {
    expect(refusal(() => decodeDeckCode(42 as never)).code).toBe('DECK_CODE_INVALID');
  });
});

function decodeDeckBytesOf(code: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of code) {
    buffer = (buffer << 5) | 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

describe('lists that cannot be encoded are refused with the path of the entry', () => {
  const main = (...e: DeckCodeEntry[]): DeckCodeList => ({ main: e, sideboard: [], legends: [] });
  it.each([
    ['a code that is not a card code', main({ code: 'OGN007', count: 1 }), {}, 'DECK_CODE_CARD', '$.main[0].code'],
    ['an unknown set', main({ code: 'XYZ-001', count: 1 }), {}, 'DECK_CODE_SET', '$.main[0].code'],
    ['an unknown variant', main({ code: 'OGN-001c', count: 1 }), {}, 'DECK_CODE_VARIANT', '$.main[0].code'],
    ['a count of 0', main({ code: 'OGN-001', count: 0 }), {}, 'DECK_CODE_COUNT', '$.main[0].count'],
    ['a count of 1,000', main({ code: 'OGN-001', count: 1000 }), {}, 'DECK_CODE_COUNT', '$.main[0].count'],
    ['a count that is not whole', main({ code: 'OGN-001', count: 1.5 }), {}, 'DECK_CODE_COUNT', '$.main[0].count'],
    ['a card twice (s and *)', main({ code: 'OGN-001s', count: 1 }, { code: 'ogn-001*', count: 2 }), {}, 'DECK_CODE_DUPLICATE', '$.main[1].code'],
    ['13 copies in version 4', main({ code: 'OGN-001', count: 13 }), { version: 4 as const }, 'DECK_CODE_VERSION', undefined],
    ['an R number in version 3', main({ code: 'SFD-R01', count: 1 }), { version: 3 as const }, 'DECK_CODE_VERSION', undefined],
    ['a champion in version 2', { ...main(), champion: 'OGN-001' }, { version: 2 as const }, 'DECK_CODE_VERSION', undefined],
    ['additional legends in version 5', { ...main(), legends: ['OGN-001'] }, { version: 5 as const }, 'DECK_CODE_VERSION', undefined],
    ['version 9', main(), { version: 9 as never }, 'DECK_CODE_VERSION', undefined],
    ['a champion that is not a card code', { ...main(), champion: 'nobody' }, {}, 'DECK_CODE_CARD', '$.champion'],
    ['main that is not a list', { main: 'OGN-001', sideboard: [], legends: [] } as never, {}, 'DECK_CODE_INVALID', '$.main'],
  ])('%s', (_name, input, options, code, path) => {
    const error = refusal(() => encodeDeckCode(input, options));
    expect(error.code).toBe(code);
    expect(error.path).toBe(path);
  });
});

describe('never crashes, never hangs', () => {
  /** Decodes, and when the code holds a list, checks that its encoding holds the same list. */
  function decodesOrRefuses(run: () => ReturnType<typeof decodeDeckCode>): void {
    let decoded: ReturnType<typeof decodeDeckCode>;
    try {
      decoded = run();
    } catch (error) {
      expect(error).toBeInstanceOf(DeckCodeError);
      return;
    }
    expect(sorted(decodeDeckCode(encodeDeckCode(decoded)))).toEqual(sorted(decoded));
  }

  it('arbitrary strings are decoded or refused with a DeckCodeError', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567=a '), maxLength: 200 })), (text) => decodesOrRefuses(() => decodeDeckCode(text))), { numRuns: 2000 });
  });

  it('arbitrary bytes are decoded or refused with a DeckCodeError', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 120 }), (bytes) => decodesOrRefuses(() => decodeDeckBytes(bytes))), { numRuns: 2000 });
  });

  it('golden codes with bytes changed, cut or added are decoded or refused', () => {
    const goldens = GOLDEN.map((g) => decodeDeckBytesOf(g.code));
    const mutated = fc.record({ golden: fc.constantFrom(...goldens), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }), cut: fc.nat({ max: 3 }), extra: fc.uint8Array({ maxLength: 3 }) }).map(({ golden, at, value, cut, extra }) => {
      const bytes = Uint8Array.from([...golden.slice(0, golden.length - cut), ...extra]);
      if (bytes.length > 0) bytes[at % bytes.length] = value;
      return bytes;
    });
    fc.assert(fc.property(mutated, (bytes) => decodesOrRefuses(() => decodeDeckBytes(bytes))), { numRuns: 3000 });
  });

  it('a code of 4,096 characters is read in a moment', () => {
    const code = `CM${'A'.repeat(4094)}`;
    const started = performance.now();
    expect(refusal(() => decodeDeckCode(code)).code).toMatch(/^DECK_CODE_/);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
