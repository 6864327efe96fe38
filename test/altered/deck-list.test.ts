import { describe, expect, it } from 'vitest';
import { refusal } from './deck-refusal.js';
import { alteredDeckFromList, alteredDeckToList, faultText, parseAlteredList, readReference } from '../../src/games/altered/decks/index.js';
import type { AlteredCard } from '../../src/games/altered/schema/file-schemas.js';

/** Invented cards in the references' grammar: set KITE, faction AX (and one BR card). */
function cardSet(): Map<string, AlteredCard> {
  const cards: AlteredCard[] = [
    { id: 'hero-zoltan', name: 'Zoltan', type: 'hero', faction: 'axiom', references: ['ALT_KITE_B_AX_01_C', 'ALT_KITE_P_AX_01_C'] },
    { id: 'brix-token', name: 'Brix', type: 'character', faction: 'axiom', token: true, references: ['ALT_KITE_B_NE_03_C'] },
    { id: 'gorm-br', name: 'Gorm', type: 'character', faction: 'bravos', references: ['ALT_KITE_B_BR_40_C'] },
    { id: 'quell-rare', name: 'Quell', type: 'character', faction: 'axiom', references: ['ALT_KITE_B_AX_20_R1'] },
    { id: 'quell-unique', name: 'Quell', type: 'character', faction: 'axiom', references: ['ALT_KITE_B_AX_20_U_77', 'ALT_KITE_B_AX_20_U_78', 'ALT_KITE_B_AX_20_U_79', 'ALT_KITE_B_AX_20_U_80'] },
  ];
  for (let n = 4; n < 17; n++) cards.push({ id: `filler-${n}`, name: `Filler${n}`, type: 'character', faction: 'axiom', references: [`ALT_KITE_B_AX_${n < 10 ? '0' : ''}${n}_C`, `ALT_KITE_A_AX_${n < 10 ? '0' : ''}${n}_C`] });
  for (let n = 30; n < 37; n++) cards.push({ id: `rare-${n}`, name: `Rarity${n}`, type: 'spell', faction: 'axiom', references: [`ALT_KITE_B_AX_${n}_R1`] });
  return new Map(cards.map((c) => [c.id, c]));
}

const fillers = (from = 4, to = 17): string => Array.from({ length: to - from }, (_, i) => `3 ALT_KITE_B_AX_${String(from + i).padStart(2, '0')}_C`).join('\n');

describe('Altered deck lists', () => {
  it('reads both line shapes, drops 0 copies, sums repeated lines and skips comments', () => {
    const entries = parseAlteredList('# my list\n1 ALT_KITE_B_AX_01_C\n\nALT_KITE_B_AX_04_C x2\n0 ALT_KITE_B_AX_05_C\n1 alt_kite_b_ax_04_c # one more\n');
    expect(entries).toEqual([
      { reference: 'ALT_KITE_B_AX_01_C', count: 1, line: 2 },
      { reference: 'ALT_KITE_B_AX_04_C', count: 3, line: 4 },
    ]);
  });

  it('refuses a line that is no entry, with its line and code', () => {
    const error = refusal(() => parseAlteredList('1 ALT_KITE_B_AX_01_C\n3 Zoltan'));
    expect(error.code).toBe('ALTERED_LIST_SYNTAX');
    expect(error.faults[0]).toMatchObject({ line: 2 });
    expect(faultText(error.faults[0]!, 'fr')).toContain('quantité référence');
  });

  it('reads a reference into its parts', () => {
    expect(readReference('ALT_KITE_A_AX_120_U_5')).toEqual({ set: 'KITE', product: 'A', faction: 'AX', number: '120', rarity: 'unique', printedRarity: 'U', unique: 5 });
    expect(readReference('ALT_KITE_B_NE_1_C')).toMatchObject({ number: '1', rarity: 'common', printedRarity: 'C' });
    expect(readReference('ALT_KITE_B_AX_12_R2')?.rarity).toBe('rare');
    expect(readReference('ALT_KITE_X_AX_12_C')).toBeUndefined();
  });

  it('makes a legal deck: alternate arts and promos share their booster card', () => {
    const list = `1 ALT_KITE_P_AX_01_C\n${fillers(4, 16)}\n2 ALT_KITE_B_AX_16_C\n1 ALT_KITE_A_AX_16_C`;
    const { deck, faults } = alteredDeckFromList(list, cardSet(), 'Kite');
    expect(faults).toEqual([]);
    expect(deck.hero).toBe('hero-zoltan');
    expect(deck.cards).toHaveLength(13);
    expect(deck.cards.at(-1)).toEqual({ card: 'filler-16', count: 3 });
    // another alternate art of the same card is a fourth copy of its name
    const extra = alteredDeckFromList(`${list}\n1 ALT_KITE_A_AX_04_C`, cardSet());
    expect(extra.faults.map((f) => [f.code, 'line' in f && f.line])).toEqual([['TOO_MANY_COPIES', 16]]);
  });

  it('counts copies by name across printings and names the line', () => {
    const { faults } = alteredDeckFromList(`1 ALT_KITE_B_AX_01_C\n${fillers()}\n2 ALT_KITE_B_AX_20_R1\n2 ALT_KITE_B_AX_20_U_77`, cardSet());
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ code: 'TOO_MANY_COPIES', line: 16 });
    expect(faults[0]!.message.in('en')).toBe('4 copies named Quell; at most 3');
  });

  it('refuses a fourth unique, more than 15 rares, a token, another faction and a small deck', () => {
    const uniques = alteredDeckFromList(`1 ALT_KITE_B_AX_01_C\n${fillers()}\n1 ALT_KITE_B_AX_20_U_77\n1 ALT_KITE_B_AX_20_U_78\n1 ALT_KITE_B_AX_20_U_79\n`, cardSet());
    expect(uniques.faults).toEqual([]);
    const rares = alteredDeckFromList(`1 ALT_KITE_B_AX_01_C\n${fillers()}\n${[30, 31, 32, 33, 34, 35].map((n) => `3 ALT_KITE_B_AX_${n}_R1`).join('\n')}`, cardSet());
    expect(rares.faults.map((f) => [f.code, 'line' in f && f.line])).toEqual([['TOO_MANY_RARES', 20]]);
    const mixed = alteredDeckFromList('1 ALT_KITE_B_AX_01_C\n1 ALT_KITE_B_NE_03_C\n2 ALT_KITE_B_BR_40_C', cardSet());
    expect(mixed.faults.map((f) => f.code)).toEqual(['NOT_A_DECK_CARD', 'WRONG_FACTION', 'DECK_TOO_SMALL']);
    expect(mixed.faults[1]!.message.in('fr')).toBe('gorm-br est bravos, le Héros hero-zoltan est axiom');
  });

  it('refuses more than 3 uniques', () => {
    const list = `1 ALT_KITE_B_AX_01_C\n${fillers(4, 16)}\n${[77, 78, 79, 80].map((n) => `1 ALT_KITE_B_AX_20_U_${n}`).join('\n')}`;
    const { faults } = alteredDeckFromList(list, cardSet());
    expect(faults.map((f) => f.code)).toContain('TOO_MANY_UNIQUES');
    expect(faults.find((f) => f.code === 'TOO_MANY_UNIQUES')).toMatchObject({ line: 17 });
  });

  it('refuses unknown references, each with its line, and a deck without one hero', () => {
    const unknown = refusal(() => alteredDeckFromList('1 ALT_KITE_B_AX_01_C\n3 ALT_KITE_B_AX_99_C\n3 ALT_KITE_B_LY_04_C', cardSet()));
    expect(unknown.code).toBe('ALTERED_UNKNOWN_REFERENCE');
    expect(unknown.faults.map((f) => 'line' in f && f.line)).toEqual([2, 3]);
    const noHero = refusal(() => alteredDeckFromList(fillers(), cardSet()));
    expect(noHero.code).toBe('ALTERED_HERO');
    const twoHeroes = refusal(() => alteredDeckFromList(`1 ALT_KITE_B_AX_01_C\n1 ALT_KITE_P_AX_01_C\n${fillers()}`, cardSet()));
    expect(twoHeroes.faults[0]!.message.in('en')).toBe('a deck has exactly one hero; the list has 2');
  });

  it('writes a deck back as a list that reads to the same deck', () => {
    const { deck } = alteredDeckFromList(`1 ALT_KITE_P_AX_01_C\n${fillers()}`, cardSet(), 'Kite');
    const list = alteredDeckToList(deck, cardSet());
    expect(list.split('\n')[0]).toBe('1 ALT_KITE_B_AX_01_C');
    expect(alteredDeckFromList(list, cardSet(), 'Kite').deck).toEqual(deck);
  });
});
