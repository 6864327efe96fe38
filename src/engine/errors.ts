/**
 * Errors are part of the API.
 *
 * - A {@link RuleViolation} is the answer to an illegal or malformed action: a stable code a
 *   program can switch on, a human message, and the rule it breaks. It is returned, never
 *   thrown, and the game is unchanged.
 * - A {@link LoadError} is thrown when a rules, machine or card file is broken. It names the
 *   file and the JSON path of the fault, so the author can go straight to it.
 */

/** Why an action was refused. Plain JSON, so every frontend can show it. */
export interface RuleViolation {
  /** Stable, upper snake case: `NO_PRIORITY`, `CANNOT_AFFORD`, ... */
  readonly code: string;
  /** One sentence for a person. */
  readonly message: string;
  /** The rule that forbids it, for example `RULES.md §5` or `CR 140.2`. */
  readonly rule: string;
}

export function violation(code: string, message: string, rule: string): RuleViolation {
  return { code, message, rule };
}

/** One fault found while loading a file. */
export interface LoadIssue {
  /** JSON path of the faulty value, like `$.guards.hasPriority.when`. */
  readonly path: string;
  readonly message: string;
  /** The rule the fault breaks, when it breaks one (`CR 103.2.b`). */
  readonly rule?: string;
}

/** A definition file (rules, machine, cards, deck) that cannot be used. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
  readonly file: string;
  readonly issues: readonly LoadIssue[];

  constructor(file: string, issues: readonly LoadIssue[]) {
    super(`${file}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.file = file;
    this.issues = issues;
  }

  /** The first fault's path, for the common case of one issue. */
  get path(): string {
    return this.issues[0]?.path ?? '$';
  }
}

/** A bug in the engine or a game module (never the player's fault). */
export class EngineError extends Error {
  override readonly name = 'EngineError';
}
