/**
 * The search bot: information-set Monte Carlo tree search (single observer). Each playout samples
 * the hidden cards afresh from what the bot's seat may see (its game's `determinize`), walks the
 * tree by UCT among the actions legal in that sample (every seat's decisions are in the tree,
 * each chosen for its own seat's reward), adds one node, plays a short random rollout and rates
 * the result with the game's evaluation. The most visited action at the root is played.
 * With a budget in playouts the choice depends only on the seed; the millisecond cap stops a
 * slow decision early.
 */
import type { Game } from '../../engine/game/game.js';
import type { Action } from '../../engine/game/module.js';
import { randomInt, seedRng, type RngState } from '../../engine/game/rng.js';
import { actionKey, worthConsidering } from '../action-key.js';
import type { Bot, SeatWindow } from '../bot.js';
import { botModel, type BotModel } from '../models.js';
import { nextDecision } from '../random-bot.js';
import { SEARCH_LEVELS, type SearchBudget } from './budget.js';
import { SearchNode } from './tree.js';
import { botClock } from '../clock.js';

/** What one decision's search did, for reports and tests. */
export interface SearchStats {
  readonly playouts: number;
  readonly ms: number;
  /** Visits of each root action, by action key. */
  readonly visits: Readonly<Record<string, number>>;
}

export class SearchBot implements Bot {
  readonly name: string;
  readonly rng: RngState;
  readonly budget: SearchBudget;
  /** The statistics of the latest decision. */
  lastStats: SearchStats | undefined;
  constructor(seed: number, budget: SearchBudget = SEARCH_LEVELS[2], name = 'search') {
    this.rng = seedRng(seed);
    this.budget = budget;
    this.name = name;
  }

  choose(window: SeatWindow, deadline = Infinity): Action {
    const rootActions = worthConsidering(window.actions);
    if (rootActions.length === 1) return rootActions[0] as Action;
    const model = botModel(window.mode);
    const start = botClock();
    // Stop with time to spare before the deadline: the playout under way finishes first.
    const stopAt = Math.min(start + this.budget.ms, start + (deadline - start) * 0.75);
    const root = new SearchNode(null);
    const rootKeys = new Map(rootActions.map((a) => [actionKey(a), a]));
    let playouts = 0;
    while (playouts < this.budget.playouts && (playouts === 0 || botClock() < stopAt)) {
      this.playout(model, window, root, rootKeys);
      playouts++;
    }
    // The best average among the actions tried often enough: with a budget smaller than the
    // number of actions, an action tried once is judged by its one playout, like a greedy look.
    const visits: Record<string, number> = {};
    let most = 0;
    for (const key of rootKeys.keys()) {
      visits[key] = root.children.get(key)?.visits ?? 0;
      most = Math.max(most, visits[key] as number);
    }
    let best: Action = rootActions[0] as Action;
    let bestMean = -Infinity;
    for (const [key, action] of rootKeys) {
      const child = root.children.get(key);
      if (!child || child.visits === 0 || child.visits < most / 3) continue;
      const mean = child.total / child.visits;
      if (mean > bestMean) [bestMean, best] = [mean, action];
    }
    this.lastStats = { playouts, ms: botClock() - start, visits };
    return best;
  }

  private playout(model: BotModel, window: SeatWindow, root: SearchNode, rootKeys: ReadonlyMap<string, Action>): void {
    const game = model.sample(window, this.rng);
    const path: SearchNode[] = [];
    let node = root;
    let expanded = false;
    let first = true;
    while (!game.over && !expanded) {
      const decision = first ? { seat: window.seat, actions: [...rootKeys.values()] } : nextDecision(game);
      if (!decision) break;
      const actions = first ? decision.actions : worthConsidering(decision.actions);
      first = false;
      const keys = actions.map(actionKey);
      for (const key of keys) {
        const seen = node.children.get(key);
        if (seen) seen.available++;
      }
      const untried = keys.map((k, i) => [k, i] as const).filter(([k]) => !node.children.has(k));
      let index: number;
      if (untried.length > 0) {
        index = (untried[randomInt(this.rng, untried.length)] as readonly [string, number])[1];
        const child = new SearchNode(decision.seat);
        child.available = 1;
        node.children.set(keys[index] as string, child);
        expanded = true;
      } else {
        index = 0;
        let bestScore = -Infinity;
        keys.forEach((key, i) => {
          const score = (node.children.get(key) as SearchNode).ucb(this.budget.exploration);
          if (score > bestScore) [bestScore, index] = [score, i];
        });
      }
      const child = node.children.get(keys[index] as string) as SearchNode;
      const result = game.apply(actions[index] as Action);
      path.push(child);
      node = child;
      // An action the sample refuses (it guessed a hidden card wrong) ends the walk here.
      if (!result.ok) break;
    }
    this.rollout(game);
    const rewards = new Map<string, number>();
    for (const n of path) {
      const seat = n.seat as string;
      if (!rewards.has(seat)) rewards.set(seat, model.evaluate(game, seat));
      n.visits++;
      n.total += rewards.get(seat) as number;
    }
  }

  private rollout(game: Game): void {
    for (let i = 0; i < this.budget.rollout && !game.over; i++) {
      const decision = nextDecision(game);
      if (!decision) return;
      const actions = worthConsidering(decision.actions);
      if (!game.apply(actions[randomInt(this.rng, actions.length)] as Action).ok) return;
    }
  }
}
