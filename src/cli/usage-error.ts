/** A wrong command line found after parsing (exit code 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
