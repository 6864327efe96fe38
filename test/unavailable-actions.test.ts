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
      // Collected and asserted once: the checks run for every seat after every action.
      const faults: string[] = [];
      playRandomGame(mode, 6, (game) => {
        for (const seat of game.seats) {
          const listed = new Set(game.legalActions(seat).map((a) => a.type));
          for (const { type, reason } of game.unavailableActions(seat)) {
            const at = `${seat}'s ${type} in ${game.machineState}`;
            if (listed.has(type)) faults.push(`${at}: listed as legal too`);
            if (typeof reason?.code !== 'string' || reason.message.length === 0 || reason.rule.length === 0) faults.push(`${at}: ${JSON.stringify(reason)}`);
            if (type === 'concede') {
              if (reason.code !== 'NEVER_LISTED') faults.push(`${at}: ${reason.code}`);
              concede++;
            }
          }
        }
      }, 120);
      expect(faults).toEqual([]);
      expect(concede).toBeGreaterThan(0);
    });
  }
});
