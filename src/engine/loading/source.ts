/**
 * Where definition files come from. The engine reads every rules, statechart, card set and
 * deck file through a {@link DefinitionSource}: under Node the file system (src/node/), in a
 * browser or a worker the package's files bundled at build time (src/browser/). Both follow
 * the same policy for what a reference may name (src/engine/loading/references.ts).
 *
 * A location is a `/`-separated name of a file: an absolute path under Node, a name inside
 * the bundle in a browser.
 */

export interface DefinitionSource {
  /** The folder of the package's `rules/`: shipped modes, card sets and decks are below it. */
  readonly rulesRoot: string;
  /** The location of a shipped statechart, by its name (`riftbound`). */
  machineLocation(name: string): string;
  /** The package's modes, like `riftbound/duel` (base files excluded). */
  modes(): string[];
  /**
   * The parsed JSON at `location`, which must lie inside `root` (symbolic links included).
   * Faults throw a LoadError that names the location and never quotes its contents.
   */
  read(location: string, root: string): unknown;
  /**
   * The location of a rules file the user named by path (under Node, relative to the working
   * directory); `file` and `path` name the input that carried it, for the refusal where files
   * cannot be read.
   */
  locate(path: string, file: string, at: readonly (string | number)[]): string;
}

let installed: DefinitionSource | undefined;

/** Makes `source` the one the API loads modes from (the package entries do this on import). */
export function useDefinitionSource(source: DefinitionSource): void {
  installed = source;
}

/** The source installed by the package entry (`rulegraph` under Node, `rulegraph/browser`). */
export function definitionSource(): DefinitionSource {
  if (!installed) throw new Error('no definition source: import rulegraph (Node) or rulegraph/browser first');
  return installed;
}
