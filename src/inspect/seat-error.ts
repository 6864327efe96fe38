/** A message naming a seat the game does not have (`seatBot` for seat Z): told to the page in its language. */
import type { Text } from '../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../engine/i18n/language.js';

export class NoSuchSeatError extends RangeError {
  override readonly name = 'NoSuchSeatError';
  constructor(readonly words: Text) {
    super(words.in(DEFAULT_LANGUAGE));
  }
}
