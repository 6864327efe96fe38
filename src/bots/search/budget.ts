/** How much a search bot may think per decision, by level and by explicit options. */
export interface SearchBudget {
  /** Playouts per decision: with a fixed count, a decision depends only on the seed. */
  readonly playouts: number;
  /** A cap in milliseconds per decision (a decision stops early past it). */
  readonly ms: number;
  /** Actions played at random after the tree before the position is evaluated. */
  readonly rollout: number;
  /** The exploration constant of UCT. */
  readonly exploration: number;
}

export const SEARCH_LEVELS: Readonly<Record<1 | 2 | 3, SearchBudget>> = {
  1: { playouts: 48, ms: 900, rollout: 8, exploration: 0.7 },
  2: { playouts: 128, ms: 900, rollout: 12, exploration: 0.7 },
  3: { playouts: 400, ms: 3000, rollout: 16, exploration: 0.7 },
};

export const DEFAULT_SEARCH_LEVEL = 2;
