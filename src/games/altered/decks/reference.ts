/**
 * Altered printed references, `ALT_{SET}_{PRODUCT}_{FACTION}_{NN}_{RARITY}`: product `B`
 * booster, `A` alternate art, `P` promo; rarity `C` common, `R1` rare of its faction, `R2` rare
 * printed in another, `E` exalted, `U_<n>` unique number n. Numbers are two digits or more,
 * except the neutral cards of the first sets (`_NE_1_`).
 */
export const REFERENCE = /^ALT_([A-Z0-9]+)_([BAP])_(AX|BR|LY|MU|OR|YZ|NE)_(\d+)_(C|R1|R2|E|U_(\d+))$/;

export type Rarity = 'common' | 'rare' | 'exalted' | 'unique';
/** The rarity as the reference prints it (a unique's number apart). */
export type PrintedRarity = 'C' | 'R1' | 'R2' | 'E' | 'U';

export interface Reference {
  readonly set: string;
  readonly product: 'B' | 'A' | 'P';
  readonly faction: string;
  /** The number as printed, leading zeros kept. */
  readonly number: string;
  readonly rarity: Rarity;
  readonly printedRarity: PrintedRarity;
  /** A unique card's number (`U_<n>`). */
  readonly unique?: number;
}

/** The parts of a reference, or undefined when it is not one (case is ignored). */
export function readReference(written: string): Reference | undefined {
  const m = REFERENCE.exec(written.toUpperCase());
  if (!m) return undefined;
  const printedRarity = (m[5]?.startsWith('U') ? 'U' : m[5]) as PrintedRarity;
  const rarity: Rarity = printedRarity === 'C' ? 'common' : printedRarity === 'E' ? 'exalted' : printedRarity === 'U' ? 'unique' : 'rare';
  const reference = { set: m[1] ?? '', product: m[2] as Reference['product'], faction: m[3] ?? '', number: m[4] ?? '', rarity, printedRarity };
  return m[6] === undefined ? reference : { ...reference, unique: Number(m[6]) };
}
