/** The AlteredDeckError `run` throws; fails the test when it throws something else or nothing. */
import { AlteredDeckError } from '../../src/games/altered/decks/index.js';

export function refusal(run: () => unknown): AlteredDeckError {
  try {
    run();
  } catch (error) {
    if (error instanceof AlteredDeckError) return error;
    throw error;
  }
  throw new Error('not refused');
}
