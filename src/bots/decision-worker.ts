/**
 * A worker of the server's bot pool (src/server/bot-pool.ts): makes the decisions it is handed,
 * one task each. Each worker is a process of its own, so a bot's CPU clock counts its own
 * decisions only; it loads each mode once and keeps it for later decisions.
 */
import '../node/install.js';
import { decide, type DecisionAnswer, type DecisionTask } from './decision.js';

export default function decideTask(task: DecisionTask): DecisionAnswer {
  return decide(task);
}
