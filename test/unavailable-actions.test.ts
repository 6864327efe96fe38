/**
 * `unavailableActions(seat)` says why for every entry: the statechart's refusal, `NEVER_LISTED`
 * for an action accepted at any time and never listed (`concede`), or `NO_LEGAL_CHOICE` when no
 * choice passes the game's checks. Checked over random states of every mode, for every seat.
 */
import { describe, expect, it } from 'vitest';
import { listModes } from '../src/api.js';
import { playRandomGame } from './support/random-games.js';

describe('unavailableActions gives a reason for every entry', () => {
  for (const mode of listModes()) {
    it(mode, () => {
      let concede = 0;
      playRandomGame(mode, 6, (game) => {
        for (const seat of game.seats) {
          const listed = new Set(game.legalActions(seat).map((a) => a.type));
          for (const { type, reason } of game.unavailableActions(seat)) {
            expect(listed.has(type), type).toBe(false);
            expect(typeof reason?.code, `${type} in ${game.machineState}`).toBe('string');
            expect(reason.message.length).toBeGreaterThan(0);
            expect(reason.rule.length).toBeGreaterThan(0);
            if (type === 'concede') {
              expect(reason.code).toBe('NEVER_LISTED');
              concede++;
            }
          }
        }
      }, 120);
      expect(concede).toBeGreaterThan(0);
    });
  }
});
