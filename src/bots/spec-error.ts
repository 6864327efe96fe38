/** A bot spec that names no bot or has a malformed option (its own file: the public API names it without the bots' internals). */
export class BotSpecError extends Error {
  constructor(
    readonly code: 'UNKNOWN_BOT' | 'BAD_BOT_OPTION',
    readonly spec: string,
    message: string,
  ) {
    super(message);
    this.name = 'BotSpecError';
  }
}
