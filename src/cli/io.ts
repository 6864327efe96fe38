/** Where a command writes: the program's own streams, or a test's. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars there, JSON lines otherwise). */
  readonly errIsTerminal?: boolean;
  /** The environment the language is read from when `--lang` is not given (none: English). */
  readonly env?: Readonly<Record<string, string | undefined>>;
}
