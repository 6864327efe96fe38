/**
 * Sends, in place of every object id a legal action names (each string field but `type` and
 * `seat`, each string of a list), the names of an object's prototype. A game must refuse
 * them like any unknown id: `check` and `apply` return a refusal, nothing throws, nothing
 * changes, and `legalActions` lists the same.
 */
import { expect } from 'vitest';
import type { Game } from '../../src/engine/game/game.js';
import type { Action } from '../../src/engine/game/module.js';

export const PROTOTYPE_NAMES = ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

/** The actions made from `action` with one id replaced by `name`. */
function variants(action: Action, name: string): Action[] {
  const out: Action[] = [];
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type' || key === 'seat') continue;
    if (typeof value === 'string') out.push({ ...action, [key]: name });
    else if (Array.isArray(value)) value.forEach((v, i) => typeof v === 'string' && out.push({ ...action, [key]: value.map((w, k) => (k === i ? name : w)) }));
  }
  return out;
}

/** Probes at most `limit` legal actions of each seat; returns how many actions were sent. */
export function probePrototypeIds(game: Game, limit = 20): number {
  let sent = 0;
  for (const seat of game.seats) {
    for (const legal of game.legalActions(seat).slice(0, limit)) {
      for (const name of PROTOTYPE_NAMES) {
        for (const action of variants(legal, name)) {
          const before = JSON.stringify(game.snapshot());
          const listed = JSON.stringify(game.legalActions(seat));
          const what = JSON.stringify(action);
          expect(() => game.check(action), what).not.toThrow();
          let ok = false;
          expect(() => (ok = game.apply(action).ok), what).not.toThrow();
          // An id in a field that names no object (a choice among several) may still be accepted: only refusals are compared.
          if (ok) return sent;
          expect(JSON.stringify(game.snapshot()), what).toBe(before);
          expect(JSON.stringify(game.legalActions(seat)), what).toBe(listed);
          sent++;
        }
      }
    }
  }
  return sent;
}
