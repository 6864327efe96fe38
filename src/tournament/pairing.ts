/**
 * Swiss pairing (TR 202.3): entrants in standing order are seated top down, each with the
 * next ones in order, into matches of the pod's size (2 for a duel). No two entrants who met
 * before share a match while another pairing avoids it: the search goes back on its choices
 * until every match is new. When the count does not fill the last match, the lowest-standing
 * entrants without a bye get one.
 */

export interface SwissPairing {
  /** Matches in standing order of their best entrant, each in standing order. */
  readonly matches: readonly (readonly string[])[];
  readonly byes: readonly string[];
  /** False when no pairing avoided every rematch, and the standing order was kept instead. */
  readonly rematchFree: boolean;
}

export interface PairingInput {
  /** Entrants to pair, the best standing first. */
  readonly order: readonly string[];
  /** Entrants a match seats. */
  readonly podSize: number;
  /** Whether two entrants met already. */
  readonly met: (a: string, b: string) => boolean;
  /** Entrants who had a bye already. */
  readonly hadBye: (id: string) => boolean;
}

/** Steps the search may take before it settles for the standing order (far beyond what events of hundreds need). */
const SEARCH_BUDGET = 200_000;

export function pairSwiss(input: PairingInput): SwissPairing {
  const { order, podSize } = input;
  const byeCount = order.length % podSize;
  const budget = { steps: SEARCH_BUDGET };
  for (const byes of byeChoices(input, byeCount)) {
    const rest = order.filter((id) => !byes.includes(id));
    const matches = seat(rest, input, budget, new Set());
    if (matches) return { matches, byes, rematchFree: true };
    if (budget.steps <= 0) break;
  }
  const byes = byeChoices(input, byeCount).next().value ?? [];
  const rest = order.filter((id) => !byes.includes(id));
  const matches = Array.from({ length: rest.length / podSize }, (_, i) => rest.slice(i * podSize, (i + 1) * podSize));
  return { matches, byes, rematchFree: false };
}

/**
 * The sets of entrants who may take the byes, best first: the lowest standing without a bye,
 * moving up the order; entrants who had one come after all who had none.
 */
function* byeChoices(input: PairingInput, count: number): Generator<string[]> {
  if (count === 0) {
    yield [];
    return;
  }
  const fromBottom = [...input.order].reverse();
  const candidates = [...fromBottom.filter((id) => !input.hadBye(id)), ...fromBottom.filter((id) => input.hadBye(id))];
  for (let start = 0; start + count <= candidates.length; start++) yield candidates.slice(start, start + count);
}

/** The rest seated into matches with no rematch, or null; `failed` remembers groups that cannot be. */
function seat(rest: readonly string[], input: PairingInput, budget: { steps: number }, failed: Set<string>): string[][] | null {
  if (rest.length === 0) return [];
  const key = rest.join('\u0000');
  if (failed.has(key) || budget.steps <= 0) return null;
  budget.steps--;
  const [first, ...others] = rest as [string, ...string[]];
  for (const mates of combinations(others, input.podSize - 1, (chosen, next) => chosen.every((id) => !input.met(id, next)) && !input.met(first, next))) {
    const left = others.filter((id) => !mates.includes(id));
    const seated = seat(left, input, budget, failed);
    if (seated) return [[first, ...mates], ...seated];
    if (budget.steps <= 0) return null;
  }
  failed.add(key);
  return null;
}

/** Ordered choices of `size` items of `items`, earlier items first, each item allowed by `fits` given those chosen before it. */
function* combinations(items: readonly string[], size: number, fits: (chosen: readonly string[], next: string) => boolean, from = 0, chosen: string[] = []): Generator<string[]> {
  if (chosen.length === size) {
    yield [...chosen];
    return;
  }
  for (let i = from; i <= items.length - (size - chosen.length); i++) {
    const next = items[i] as string;
    if (!fits(chosen, next)) continue;
    chosen.push(next);
    yield* combinations(items, size, fits, i + 1, chosen);
    chosen.pop();
  }
}
