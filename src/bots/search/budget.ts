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
  1: { playouts: 24, ms: 900, rollout: 2, exploration: 0.5 },
  2: { playouts: 64, ms: 900, rollout: 4, exploration: 0.5 },
  3: { playouts: 256, ms: 4000, rollout: 8, exploration: 0.5 },
};

export const DEFAULT_SEARCH_LEVEL = 2;
