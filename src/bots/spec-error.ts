/**
 * A bot spec that names no bot or has a malformed option (its own file: the public API names it
 * without the bots' internals). Its message is English; `words` puts it into any language.
 */
import type { Words } from '../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../engine/i18n/language.js';

export class BotSpecError extends Error {
  constructor(
    readonly code: 'UNKNOWN_BOT' | 'BAD_BOT_OPTION',
    readonly spec: string,
    readonly words: Words,
  ) {
    super(words.in(DEFAULT_LANGUAGE));
    this.name = 'BotSpecError';
  }
}
