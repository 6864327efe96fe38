/**
 * The tree of information-set MCTS (single observer): a node is reached by a sequence of
 * actions, whatever the hidden cards were in the sample that reached it. Each edge keeps its
 * rewards from the point of view of the seat that chose it, and how often it was available,
 * since in another sample of the hidden cards another set of actions may be legal.
 */
export class SearchNode {
  visits = 0;
  /** Sum of rewards for `seat`, the seat that chose the action leading here. */
  total = 0;
  /** How many times this action was legal when its parent was visited. */
  available = 0;
  readonly children = new Map<string, SearchNode>();
  constructor(readonly seat: string | null) {}

  /** The UCB1 score of this child of a node (available counts stand in for parent visits). */
  ucb(exploration: number): number {
    if (this.visits === 0) return Infinity;
    return this.total / this.visits + exploration * Math.sqrt(Math.log(Math.max(1, this.available)) / this.visits);
  }
}
