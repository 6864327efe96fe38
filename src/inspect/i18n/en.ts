/**
 * The inspector server's words in English: the reference catalogue (docs/i18n.md). What it
 * tells a page of the chart: why a transition's guard has its value, and why a message about
 * the chart is refused. The page's own words are in src/inspect/page/i18n/.
 */
export const en = {
  'reason.noGuard': 'no guard: the transition is taken whenever its event arrives in this state',
  'reason.noGame': 'no game is running: the value is computed on a live game',
  'reason.undefinedGuard': 'the rules define no guard {guard}',
  'reason.cannotEvaluate': 'cannot be evaluated: {message}',
  'reason.now': 'now',
  'reason.spectator': 'for a spectator (no seat acts)',
  'reason.seat': 'for seat {seat}',
  'reason.true': 'true {who}',
  'reason.falseRefusal': 'false {who}: {code}, {message} ({rule})',
  'reason.falseRequires': 'false {who}: it requires that {description}',
  'reason.falseExpression': 'false {who}: the expression is false',
  'selector.unreadable': 'cannot be read: {message}',
  'error.noTransition': 'no transition {transition} in the chart',
  'error.noState': 'no state {state} in the chart',
  'error.noVariant': 'no rule variant {variant} for this game',
  'error.noSeed': 'a game from a position has no seed to restart from',
  'error.variantFails': 'the variant does not load: {message}',
  'error.chartOnly': 'without a game, only explain and explainState are understood',
} as const;
