/**
 * Object ids in positions (docs/scenarios.md): given by the author, or by default the seat, a
 * dash and the card id (`A-cinder-scout`), then `-2`, `-3`... for more of the same card. A
 * given id takes no number; a default one skips ids already taken.
 */
export class PositionIds {
  private readonly used = new Map<string, number>();

  /** `taken` says whether an object already has an id. */
  constructor(private readonly taken: (id: string) => boolean) {}

  /** The id of a new object, and whether a given one is already taken (a fault to report). */
  next(seat: string, card: string, given: string | undefined): { id: string; duplicate: boolean } {
    if (given !== undefined) return { id: given, duplicate: this.taken(given) };
    const base = `${seat}-${card}`;
    let id: string;
    do {
      const n = (this.used.get(base) ?? 0) + 1;
      this.used.set(base, n);
      id = n === 1 ? base : `${base}-${n}`;
    } while (this.taken(id));
    return { id, duplicate: false };
  }
}
