/** The exit codes of `rulegraph` (docs/cli.md). */
export const EXIT = {
  /** Done: the game was played, every scenario passed, every file is valid. */
  ok: 0,
  /** A check failed: a scenario expectation, an invalid file, a rules or position fault. */
  failed: 1,
  /** The command line is wrong: unknown command or option, missing or bad value. */
  usage: 2,
  /** The system refused: a port in use, a path that cannot be written or read. */
  system: 3,
  /** An internal error of the engine (a bug). */
  internal: 70,
} as const;
