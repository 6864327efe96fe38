/** Actions compared by content: a window's action and the same action listed by a sampled game. */
import type { Action } from '../engine/game/module.js';

export function actionKey(action: Action): string {
  return JSON.stringify(action);
}

/**
 * Showing one's hand to a teammate never moves the game on: a bot considers it only when it is
 * all there is to do.
 */
export function worthConsidering(actions: readonly Action[]): readonly Action[] {
  const moving = actions.filter((a) => a.type !== 'showHand');
  return moving.length > 0 ? moving : actions;
}
