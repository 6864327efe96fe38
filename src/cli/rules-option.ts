/**
 * `--mode` and `--rules` together, read the same way by every command that plays a game, as
 * `createGame` reads its `mode` and `rules` (docs/rules.md): a rules file that `extends` a mode
 * is a mode of its own, and a `--mode` given beside it must be one it extends; a rules file
 * without `extends` is overrides of the `--mode` given (or of the command's default mode).
 */
import type { Command } from 'commander';

export interface ModeAndRules {
  /** The mode given, or the command's default when no rules file is. */
  readonly mode?: string;
  /** The rules file given. */
  readonly rules?: string;
}

/**
 * What a command's `--mode` and `--rules` name. A default `--mode` is passed along only when
 * no rules file is given, since a rules file may name its own mode; a file without `extends`
 * then needs `--mode` and is refused without it, naming the file.
 */
export function modeAndRules(command: Command, options: { readonly mode?: string; readonly rules?: string }): ModeAndRules {
  if (options.rules === undefined) return options.mode === undefined ? {} : { mode: options.mode };
  const given = options.mode !== undefined && command.getOptionValueSource('mode') !== 'default';
  return { rules: options.rules, ...(given ? { mode: options.mode } : {}) };
}
