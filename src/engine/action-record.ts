/**
 * The accepted actions of a game, in order, kept compactly: a live game holds its whole record
 * (to replay it, to rebuild after an internal failure), and a finished duel has a hundred or
 * more actions. Each action as an object costs about twice its JSON text, so the record keeps
 * the last few as they were applied and folds older ones, a chunk at a time (and all of them
 * when the game ends), into JSON text.
 * Reading the record back (rare: `record()`, a rebuild) parses that text into frozen copies.
 */
import { freezeJson } from './freeze.js';
import type { Action } from './module.js';

/** Actions kept as objects before they are folded into text: one stringify per chunk, not per action. */
const CHUNK = 32;

export class ActionRecord {
  /** Older actions, each chunk the JSON text of an array of actions. */
  private readonly chunks: string[] = [];
  /** The actions since the last chunk, as they were applied. */
  private recent: Action[] = [];
  private folded = 0;

  get length(): number {
    return this.folded + this.recent.length;
  }

  push(action: Action): void {
    this.recent.push(action);
    if (this.recent.length >= CHUNK) this.fold();
  }

  /** Folds the recent actions into text now (a finished game takes no more). */
  fold(): void {
    if (this.recent.length === 0) return;
    this.chunks.push(JSON.stringify(this.recent));
    this.folded += this.recent.length;
    this.recent = [];
  }

  /** Every action in order, frozen: copies for those folded into text, the applied objects for the rest. */
  list(): Action[] {
    const all: Action[] = [];
    for (const chunk of this.chunks) for (const action of JSON.parse(chunk) as Action[]) all.push(freezeJson(action));
    for (const action of this.recent) all.push(action);
    return all;
  }
}
