/**
 * How games step their statechart, when their options do not say: the compiled table (the
 * default), an XState actor, or both compared on every step (the shadow check, for tests).
 * One process-wide default, so tests can run whole suites (scenarios, bots) either way.
 */
export type SteppingMode = 'compiled' | 'actor' | 'shadow';

let current: SteppingMode = 'compiled';

/** The mode a game created now uses when its options name none. */
export function defaultStepping(): SteppingMode {
  return current;
}

/** Runs `run` with every game created in it stepping in `mode` (unless its options say otherwise), then puts the default back. */
export function withStepping<T>(mode: SteppingMode, run: () => T): T {
  const was = current;
  current = mode;
  try {
    return run();
  } finally {
    current = was;
  }
}
