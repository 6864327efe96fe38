/**
 * Values worked out from a state that does not change for a while. A read-only question
 * (listing a seat's legal actions, a view) asks some of them many times over: where the seat
 * may play a unit, once per card in its hand; what its runes can pay, once per cost. Inside
 * {@link ReadingScope.within}, {@link ReadingScope.once} works each out once for the state
 * read; outside, or for another state, every call works it out afresh. A game module runs its
 * `readOnly` questions within its scope, so nothing here outlives one question.
 */
export class ReadingScope<S extends object> {
  #state: S | undefined = undefined;
  #rules: unknown = undefined;
  #found: Map<string, unknown> | undefined = undefined;
  /**
   * The values of {@link onceFor}, side by side by name and key: a question keeps a handful, so
   * they are scanned (maps, two per name, cost more to make and to ask than a few comparisons).
   * Kept for every question, as a stack: a question about another state inside one adds its own
   * from {@link #first}, and drops them as it ends.
   */
  readonly #names: string[] = [];
  readonly #keys: string[] = [];
  readonly #values: unknown[] = [];
  /** How many are kept (the lists are never shortened, only written over: no allocation per question). */
  #count = 0;
  /** Where the values of the question being answered begin. */
  #first = 0;

  /** Runs `run`, which must not change `state`; a question inside one about the same state shares its values. */
  within<T>(state: S, run: () => T): T {
    if (this.#state === state) return run();
    const state0 = this.#state;
    const rules0 = this.#rules;
    const found0 = this.#found;
    const first0 = this.#first;
    this.#state = state;
    this.#rules = undefined;
    this.#found = undefined;
    this.#first = this.#count;
    try {
      return run();
    } finally {
      this.#drop(this.#first);
      this.#state = state0;
      this.#rules = rules0;
      this.#found = found0;
      this.#first = first0;
    }
  }

  /** Forgets the values of {@link onceFor} from `first` on (nothing a question found outlives it). */
  #drop(first: number): void {
    for (let i = first; i < this.#count; i++) this.#values[i] = undefined;
    this.#count = first;
  }

  /**
   * `compute()`, made from `host`'s state and rules only, worked out once per question about
   * that state (`name` tells the values apart: it includes whatever else `compute` depends on,
   * such as a seat), and on every call outside one.
   */
  once<T>(host: { readonly state: S; readonly rules: unknown }, name: string, compute: () => T): T {
    if (!this.#reads(host)) return compute();
    const found = (this.#found ??= new Map());
    if (found.has(name)) return found.get(name) as T;
    const value = compute();
    found.set(name, value);
    return value;
  }

  /**
   * `compute(host, key)`, once per question for each `key` (a seat, say) under `name`. The same
   * as {@link once} with the key in the name, without making that name or a closure on each
   * call: listing asks some of these once per card.
   */
  onceFor<H extends { readonly state: S; readonly rules: unknown }, T>(host: H, name: string, key: string, compute: (host: H, key: string) => T): T {
    if (!this.#reads(host)) return compute(host, key);
    const names = this.#names;
    const keys = this.#keys;
    const count = this.#count;
    for (let i = this.#first; i < count; i++) if (names[i] === name && keys[i] === key) return this.#values[i] as T;
    const value = compute(host, key);
    // Kept after computing: `compute` may have asked for other values, kept before this one.
    const at = this.#count++;
    names[at] = name;
    keys[at] = key;
    this.#values[at] = value;
    return value;
  }

  /** Whether a question about `host`'s state and rules is being answered (its values may be kept). */
  #reads(host: { readonly state: S; readonly rules: unknown }): boolean {
    if (this.#state !== host.state) return false;
    if (this.#rules === undefined) this.#rules = host.rules;
    else if (this.#rules !== host.rules) return false;
    return true;
  }
}
