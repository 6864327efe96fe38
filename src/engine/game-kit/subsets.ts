/** Combinatorics for enumerating choices. */

/** Every subset of `items` with at most `max` elements, smallest first, in item order. */
export function subsetsUpTo<T>(items: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (let size = 1; size <= Math.min(max, items.length); size++) {
    const pick = (start: number, chosen: T[]): void => {
      if (chosen.length === size) {
        out.push(chosen);
        return;
      }
      for (let i = start; i < items.length; i++) pick(i + 1, [...chosen, items[i] as T]);
    };
    pick(0, []);
  }
  return out;
}
