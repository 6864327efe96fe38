/**
 * Altered printed references, `ALT_{SET}_{PRODUCT}_{FACTION}_{NN}_{RARITY}`: product `B`
 * booster, `A` alternate art, `P` promo; rarity `C` common, `R1` rare of its faction, `R2` rare
 * printed in another, `E` exalted, `U_<n>` unique number n.
 */
export const REFERENCE = /^ALT_([A-Z0-9]+)_([BAP])_(AX|BR|LY|MU|OR|YZ|NE)_(\d{2,})_(C|R1|R2|E|U_\d+)$/;

export type Rarity = 'common' | 'rare' | 'exalted' | 'unique';

export interface Reference {
  readonly set: string;
  readonly product: 'B' | 'A' | 'P';
  readonly faction: string;
  readonly number: string;
  readonly rarity: Rarity;
}

/** The parts of a reference, or undefined when it is not one (case is ignored). */
export function readReference(written: string): Reference | undefined {
  const m = REFERENCE.exec(written.toUpperCase());
  if (!m) return undefined;
  const r = m[5] ?? '';
  const rarity: Rarity = r === 'C' ? 'common' : r === 'E' ? 'exalted' : r.startsWith('U') ? 'unique' : 'rare';
  return { set: m[1] ?? '', product: m[2] as Reference['product'], faction: m[3] ?? '', number: m[4] ?? '', rarity };
}
