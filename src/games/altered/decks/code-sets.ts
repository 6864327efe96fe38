/**
 * The sets an Altered deck code can name, with the widths the code gives their fields. The
 * community codes (docs/altered.md, "Deck codes") write a set as a number, and each set's
 * card numbers and rarities in as many bits as that set needs: the first sets number their
 * cards below 32 and know no exalted rarity, so two bits hold their rarities; later sets take
 * three. A set that is not listed here cannot be written in a code.
 */
export interface CodeSet {
  /** The set's number in a code (one byte). */
  readonly id: number;
  /** The set as references write it (`ALT_{set}_...`). */
  readonly set: string;
  /** The bits of a card's number in its faction. */
  readonly numberBits: number;
  /** The bits of a rarity: 2 (common, rare, rare of another faction, unique) or 3 (and exalted). */
  readonly rarityBits: 2 | 3;
  /**
   * The neutral cards of the first two sets are printed with one-digit numbers (`_NE_1_`), where
   * every other reference pads its number to two digits: the code gives the reference back as
   * the set prints it.
   */
  readonly unpaddedNeutrals?: true;
}

/**
 * The sets and widths of codes written today. The format kept its version number when it
 * widened some sets' numbers and added sets, so a code of the first edition (below) may read
 * as another list under this one, and nothing in a code tells the two apart: a code is read
 * with this edition unless the first is asked for.
 */
export const CODE_SETS: readonly CodeSet[] = [
  { id: 1, set: 'COREKS', numberBits: 6, rarityBits: 2, unpaddedNeutrals: true },
  { id: 2, set: 'CORE', numberBits: 6, rarityBits: 2, unpaddedNeutrals: true },
  { id: 3, set: 'ALIZE', numberBits: 6, rarityBits: 2 },
  { id: 4, set: 'BISE', numberBits: 7, rarityBits: 2 },
  { id: 5, set: 'TCS3', numberBits: 6, rarityBits: 2 },
  { id: 6, set: 'WCQ25', numberBits: 5, rarityBits: 2 },
  { id: 7, set: 'WCS25', numberBits: 5, rarityBits: 2 },
  { id: 8, set: 'CYCLONE', numberBits: 7, rarityBits: 2 },
  { id: 9, set: 'DUSTER', numberBits: 7, rarityBits: 3 },
  { id: 10, set: 'DUSTERTOP', numberBits: 6, rarityBits: 3 },
  { id: 11, set: 'DUSTERCB', numberBits: 7, rarityBits: 3 },
  { id: 12, set: 'DUSTEROP', numberBits: 7, rarityBits: 3 },
  { id: 13, set: 'EOLE', numberBits: 7, rarityBits: 3 },
  { id: 14, set: 'EOLECB', numberBits: 7, rarityBits: 3 },
  { id: 15, set: 'JUDGE', numberBits: 5, rarityBits: 3 },
  { id: 16, set: 'MUSUBI', numberBits: 7, rarityBits: 3 },
  { id: 17, set: 'WCF25', numberBits: 5, rarityBits: 3 },
  { id: 18, set: 'WCS26', numberBits: 7, rarityBits: 3 },
];

/** The number widths the first edition gave the sets whose numbers it wrote narrower. */
const FIRST_EDITION_NUMBER_BITS: Readonly<Record<string, number>> = { COREKS: 5, CORE: 5, BISE: 6, DUSTERTOP: 5 };

/** The first edition of the format: the first twelve sets, four of them numbered narrower. */
export const FIRST_EDITION_CODE_SETS: readonly CodeSet[] = CODE_SETS.filter((s) => s.id <= 12).map((s) => ({ ...s, numberBits: FIRST_EDITION_NUMBER_BITS[s.set] ?? s.numberBits }));

/** The editions by name, for a reader to choose. */
export const CODE_EDITIONS = { current: CODE_SETS, first: FIRST_EDITION_CODE_SETS } as const;
export type CodeEdition = keyof typeof CODE_EDITIONS;
