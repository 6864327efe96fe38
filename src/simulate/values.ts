/**
 * The kinds of values simulation files hold, as the checks of files read back (`simulate
 * merge`) test them: counts are whole numbers, times and means any finite number.
 */

/** A whole number of at least 0: games, actions, decisions, incidents. */
export const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A whole number of at least 1. */
export const isPositiveCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;

/** A finite number of at least 0: a duration, a mean. */
export const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A list of strings. */
export const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
