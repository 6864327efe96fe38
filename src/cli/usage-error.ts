import type { Words } from '../engine/i18n/catalogue.js';

/** A wrong command line found after parsing (exit code 2); its words are put into the run's language when shown. */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  constructor(readonly words: Words) {
    super(words.in('en'));
  }
}
