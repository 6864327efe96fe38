/**
 * Altered deck codes (src/games/altered/decks/code.ts): a list written as the community's
 * binary code and read back, bit for bit as the format lays it out, and every code or list
 * the format cannot hold refused with its code and where. Invented references: set KITE is
 * given its own number in a table of the tests' own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusal } from './deck-refusal.js';
import {
  CODE_EDITIONS,
  decodeAlteredCode,
  encodeAlteredCode,
  faultText,
  type AlteredCodeEntry,
  type CodeSet,
} from '../../src/games/altered/decks/index.js';

const KITE: readonly CodeSet[] = [
  { id: 40, set: 'KITE', numberBits: 7, rarityBits: 3 },
  { id: 41, set: 'MOTH', numberBits: 5, rarityBits: 2, unpaddedNeutrals: true },
];

/** URL-safe base64 of bits written as text, zero-padded to whole bytes, computed here apart from the codec. */
function codeOfBits(bits: string): string {
  const padded = bits.replace(/\s/g, '').padEnd(Math.ceil(bits.replace(/\s/g, '').length / 8) * 8, '0');
  const bytes = Uint8Array.from(padded.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
  return Buffer.from(bytes).toString('base64url');
}

const sorted = (entries: readonly AlteredCodeEntry[]) => entries.map((e) => `${e.count} ${e.reference}`).sort();

describe('Altered deck codes', () => {
  it('lay a list out as the format says: version, groups, set, entries, copies, product, faction, number, rarity', () => {
    // version 1, one group, set 2 (CORE in the current edition), one entry: 2 copies, promo,
    // Axiom, number 63 in 6 bits, common.
    const expected = codeOfBits('0001 00000001 00000010 000001 10 0 01 001 111111 00');
    expect(encodeAlteredCode([{ reference: 'ALT_CORE_P_AX_63_C', count: 2 }])).toBe(expected);
    expect(decodeAlteredCode(expected)).toEqual([{ reference: 'ALT_CORE_P_AX_63_C', count: 2 }]);
    // The first edition numbers that set in 5 bits: 63 does not fit.
    expect(refusal(() => encodeAlteredCode([{ reference: 'ALT_CORE_P_AX_63_C', count: 2 }], CODE_EDITIONS.first)).code).toBe('ALTERED_CODE_LIMIT');
    expect(encodeAlteredCode([])).toBe('EAA');
    expect(decodeAlteredCode('EAA')).toEqual([]);
  });

  it('write many copies in the long form, a unique with its number, an exalted card in a set of 3-bit rarities', () => {
    const bits = '0001 00000001 00101000 000011' + // one group of set 40 (KITE), three entries
      ' 00 000001 1 110 0000101 000' + // 4 copies (0, then 1 + 3), booster, Yzmir, number 5, common
      ' 01 0 10 011 1111111 011 1111111111111111' + // 1 copy, alternate art, Lyra, number 127, unique 65535
      ' 11 1 111 0001100 100'; // 3 copies, booster, neutral, number 12, exalted
    const entries = [
      { reference: 'ALT_KITE_B_YZ_05_C', count: 4 },
      { reference: 'ALT_KITE_A_LY_127_U_65535', count: 1 },
      { reference: 'ALT_KITE_B_NE_12_E', count: 3 },
    ];
    expect(encodeAlteredCode(entries, KITE)).toBe(codeOfBits(bits));
    expect(decodeAlteredCode(codeOfBits(bits), KITE)).toEqual(entries);
  });

  it('read back every list they write: groups of more than 63 entries split, sets in the order they first stand', () => {
    const entry = fc.record({
      set: fc.constantFrom('KITE', 'MOTH'),
      product: fc.constantFrom('B', 'A', 'P'),
      faction: fc.constantFrom('AX', 'BR', 'LY', 'MU', 'OR', 'YZ', 'NE'),
      number: fc.integer({ min: 0, max: 31 }),
      rarity: fc.constantFrom('C', 'R1', 'R2', 'U'),
      unique: fc.integer({ min: 0, max: 65535 }),
      count: fc.integer({ min: 1, max: 66 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(entry, { maxLength: 150, selector: (e) => `${e.set}${e.product}${e.faction}${e.number}${e.rarity}${e.unique}` }), (drawn) => {
        const entries = drawn.map((e) => {
          const digits = e.faction === 'NE' && e.set === 'MOTH' ? String(e.number) : String(e.number).padStart(2, '0');
          return { reference: `ALT_${e.set}_${e.product}_${e.faction}_${digits}_${e.rarity === 'U' ? `U_${e.unique}` : e.rarity}`, count: e.count };
        });
        const unique = [...new Map(entries.map((e) => [e.reference, e])).values()];
        expect(sorted(decodeAlteredCode(encodeAlteredCode(unique, KITE), KITE))).toEqual(sorted(unique));
      }),
      { numRuns: 60 },
    );
    const many = Array.from({ length: 70 }, (_, n) => ({ reference: `ALT_KITE_B_AX_${String(n).padStart(2, '0')}_C`, count: 1 }));
    expect(decodeAlteredCode(encodeAlteredCode(many, KITE), KITE)).toEqual(many);
  });

  it('print the neutral cards of the first sets without a leading zero, as those sets do', () => {
    const entries = [{ reference: 'ALT_MOTH_B_NE_1_C', count: 2 }, { reference: 'ALT_KITE_B_NE_01_C', count: 2 }];
    expect(decodeAlteredCode(encodeAlteredCode(entries, KITE), KITE)).toEqual(entries);
  });

  it('refuse a code the format cannot hold, with its code, the code as the place and words in both languages', () => {
    const cases: [string, string][] = [
      ['not*base64', 'ALTERED_CODE_SYNTAX'],
      ['', 'ALTERED_CODE_SYNTAX'],
      ['x'.repeat(20_001), 'ALTERED_CODE_SYNTAX'],
      [codeOfBits('0010 00000000'), 'ALTERED_CODE_VERSION'],
      [codeOfBits('0001 00000001 00111111 000001'), 'ALTERED_CODE_SET'],
      [codeOfBits('0001 00000001 00101000 000010 01 1 001 0000001 000'), 'ALTERED_CODE_SYNTAX'],
      [codeOfBits('0001 00000000 11111111'), 'ALTERED_CODE_SYNTAX'],
      [codeOfBits('0001 00000001 00101000 000001 01 1 000 0000001 000'), 'ALTERED_CODE_FIELD'],
      [codeOfBits('0001 00000001 00101000 000001 01 0 11 001 0000001 000'), 'ALTERED_CODE_FIELD'],
      [codeOfBits('0001 00000001 00101000 000001 01 1 001 0000001 111'), 'ALTERED_CODE_FIELD'],
    ];
    for (const [code, expected] of cases) {
      const error = refusal(() => decodeAlteredCode(code, KITE));
      expect(error.code, code.slice(0, 40)).toBe(expected);
      expect(error.faults[0]).toMatchObject({ code: expected, path: '$' });
    }
    const truncated = refusal(() => decodeAlteredCode(codeOfBits('0001 00000001 00101000 000010 01 1 001 0000001 000'), KITE));
    expect(faultText(truncated.faults[0]!, 'en')).toBe('$: the deck code ends in the middle of an entry');
    expect(faultText(truncated.faults[0]!, 'fr')).toBe("$ : le code de deck s'arrête au milieu d'une entrée");
  });

  it('refuse a list the format cannot hold, at the line of the entry', () => {
    const cases: [AlteredCodeEntry & { line?: number }, string][] = [
      [{ reference: 'ALT_NOPE_B_AX_01_C', count: 1, line: 4 }, 'ALTERED_CODE_SET'],
      [{ reference: 'ALT_KITE_B_AX_01_C', count: 67, line: 4 }, 'ALTERED_CODE_LIMIT'],
      [{ reference: 'ALT_KITE_B_AX_128_C', count: 1, line: 4 }, 'ALTERED_CODE_LIMIT'],
      [{ reference: 'ALT_MOTH_B_AX_01_E', count: 1, line: 4 }, 'ALTERED_CODE_LIMIT'],
      [{ reference: 'ALT_KITE_B_AX_01_U_65536', count: 1, line: 4 }, 'ALTERED_CODE_LIMIT'],
      [{ reference: 'KITE-001', count: 1, line: 4 }, 'ALTERED_LIST_SYNTAX'],
    ];
    for (const [entry, expected] of cases) {
      const error = refusal(() => encodeAlteredCode([entry], KITE));
      expect(error.code, entry.reference).toBe(expected);
      expect(error.faults[0]).toMatchObject({ code: expected, line: 4 });
    }
    expect(faultText(refusal(() => encodeAlteredCode([{ reference: 'ALT_MOTH_B_AX_01_E', count: 1, line: 2 }], KITE)).faults[0]!, 'fr')).toBe(
      "ligne 2 : ALT_MOTH_B_AX_01_E : un code de deck ne contient pas de carte exaltée dans l'extension MOTH",
    );
  });
});
