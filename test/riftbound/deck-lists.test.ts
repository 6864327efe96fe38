/**
 * Deck lists as text: counts before or after the card, codes or names, sections, comments,
 * and every refusal naming its line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DeckListError, parseDeckList } from '../../src/games/riftbound/decks/index.js';

function refusal(run: () => unknown): DeckListError {
  try {
    run();
  } catch (error) {
    if (error instanceof DeckListError) return error;
    throw error;
  }
  throw new Error('expected a DeckListError');
}

describe('deck lists', () => {
  it('reads counts before and after the card, with or without x, and bare cards as one copy', () => {
    const { entries } = parseDeckList(['3 OGN-007', '3x OGN-008a', '2 x SFD-R02', 'OGN-009 x3', 'OGN-010 x 2', 'VEN-SP1', '2 Ember Whelp', 'Gleam Warden x2', 'Quiet Crossing'].join('\n'));
    expect(entries).toEqual([
      { count: 3, code: 'OGN-007', line: 1 },
      { count: 3, code: 'OGN-008a', line: 2 },
      { count: 2, code: 'SFD-R02', line: 3 },
      { count: 3, code: 'OGN-009', line: 4 },
      { count: 2, code: 'OGN-010', line: 5 },
      { count: 1, code: 'VEN-SP1', line: 6 },
      { count: 2, name: 'Ember Whelp', line: 7 },
      { count: 2, name: 'Gleam Warden', line: 8 },
      { count: 1, name: 'Quiet Crossing', line: 9 },
    ]);
  });

  it('a header with a card on its line names that card only', () => {
    expect(parseDeckList('Legend: Test Matriarch\n2 OGN-001\nMain:\n1 OGN-002\nChampion: OGN-003\n3 OGN-004').entries).toEqual([
      { count: 1, name: 'Test Matriarch', line: 1, section: 'legend' },
      { count: 2, code: 'OGN-001', line: 2 },
      { count: 1, code: 'OGN-002', line: 4, section: 'main' },
      { count: 1, code: 'OGN-003', line: 5, section: 'champion' },
      { count: 3, code: 'OGN-004', line: 6, section: 'main' },
    ]);
  });

  it('ignores blank lines and comments, and reads sections (a header may carry a card or a total)', () => {
    const text = [
      '# An invented deck',
      'Legend: Test Matriarch',
      '',
      'Champion:',
      '1 Test Champion, the Bold   # the Chosen Champion',
      'Battlefields:',
      'Quiet Crossing',
      'MAIN DECK: 39',
      '3 Ember Whelp',
      'Sideboard (2):',
      'rune deck:',
      '6 OGN-R01',
      'Sideboard:',
      '2 Gleam Warden',
    ].join('\r\n');
    expect(parseDeckList(text).entries).toEqual([
      { count: 1, name: 'Test Matriarch', line: 2, section: 'legend' },
      { count: 1, name: 'Test Champion, the Bold', line: 5, section: 'champion' },
      { count: 1, name: 'Quiet Crossing', line: 7, section: 'battlefields' },
      { count: 3, name: 'Ember Whelp', line: 9, section: 'main' },
      { count: 6, code: 'OGN-R01', line: 12, section: 'runes' },
      { count: 2, name: 'Gleam Warden', line: 14, section: 'sideboard' },
    ]);
  });

  it.each([
    ['a count of 0', 'Legend: X\n0 OGN-007', 'DECK_LIST_COUNT', 2],
    ['a count of 1,000', '\n\n1000 OGN-007', 'DECK_LIST_COUNT', 3],
    ['a line of digits only', 'Main:\n12', 'DECK_LIST_SYNTAX', 2],
    ['a line longer than 300 characters', `3 ${'x'.repeat(400)}`, 'DECK_LIST_TOO_LONG', 1],
    ['more than 2,000 lines', '\n'.repeat(2500), 'DECK_LIST_TOO_LONG', 2001],
    ['more than 100,000 characters', ' '.repeat(100_001), 'DECK_LIST_TOO_LONG', 1],
  ])('refuses %s, naming its line', (_name, text, code, line) => {
    const error = refusal(() => parseDeckList(text));
    expect(error.code).toBe(code);
    expect(error.line).toBe(line);
    expect(error.message).toMatch(new RegExp(`^line ${line}: `));
  });

  it('reads any text or refuses it with a DeckListError', () => {
    const lines = fc.array(fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('Main:', 'Runes:', '3 OGN-007', 'x3', '0 A', '# c', '12')), { maxLength: 30 });
    fc.assert(
      fc.property(lines, (parts) => {
        try {
          parseDeckList(parts.join('\n'));
        } catch (error) {
          expect(error).toBeInstanceOf(DeckListError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
