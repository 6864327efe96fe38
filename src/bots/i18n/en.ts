/**
 * A bot spec's refusals in English (the reference catalogue, see src/engine/i18n/catalogue.ts):
 * keyed by code and variant; what a pool's self-play reports of a game (`pool.*`); a bot's
 * decision replaced by its watchdog (`incident.*`).
 */
export const en = {
  'UNKNOWN_BOT': "unknown bot {kind} in {spec}; known: {known}",
  'BAD_BOT_OPTION.level': "search level {level} does not exist; levels: {levels}",
  'BAD_BOT_OPTION.option': "{option} is not an option of the {kind} bot; it takes {options}",
  'BAD_BOT_OPTION.searchOption': "{option} is not an option of the search bot; it takes a level and {options}",
  'BAD_BOT_OPTION.positive': "{option} must be positive",
  'pool.replaysElsewhere': 'the record replays to another state',
  'incident.illegal': 'chose an action that is not legal: {action}',
  'incident.timeout': 'took {ms} ms, over the limit of {limit} ms',
  'incident.logged': 'bot {bot} ({seat}): {reason}: {message}; a random legal action was played',
} as const;
