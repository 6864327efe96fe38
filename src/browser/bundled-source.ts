/**
 * Definitions from a bundle: the package's rules, card sets, decks and statecharts, parsed
 * at build time (scripts/build-browser.mjs) and held in memory. No file is read at run time,
 * so a rules value may name only bundled files, and a path given to createGame is refused.
 */
import { LoadError, wordedIssue } from '../engine/errors.js';
import { text } from '../engine/i18n/load/messages.js';
import { deepFreeze } from '../engine/json/freeze.js';
import { assertJsonValue } from '../engine/json/json-file.js';
import { isInside } from '../engine/loading/references.js';
import type { DefinitionSource } from '../engine/loading/source.js';

/** Where bundled files appear, as locations: `/rulegraph/rules/riftbound/duel.json`. */
export const BUNDLE_ROOT = '/rulegraph';

/** The package's files by their path in the package (`rules/riftbound/duel.json`), as parsed JSON. */
export type BundledFiles = Readonly<Record<string, unknown>>;

export function bundledSource(files: BundledFiles): DefinitionSource {
  const byLocation = new Map(Object.entries(files).map(([path, json]) => [`${BUNDLE_ROOT}/${path}`, json]));
  const checked = new Map<string, unknown>();
  const modes = Object.keys(files)
    .map((path) => /^rules\/([a-z0-9-]+)\/([a-z0-9-]+)\.json$/.exec(path))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== 'base')
    .map((m) => `${m[1]}/${m[2]}`)
    .sort();
  return {
    rulesRoot: `${BUNDLE_ROOT}/rules`,
    machineLocation: (name) => `${BUNDLE_ROOT}/machines/${name}.json`,
    modes: () => modes,
    read(location, root) {
      const json = byLocation.get(location);
      if (json === undefined || (root !== '' && !isInside(location, root))) {
        throw new LoadError(location, [wordedIssue({ path: '$', code: 'FILE_NOT_FOUND' }, text('file.notInBundle'))]);
      }
      // Frozen once, then shared by every load (nothing a game does reaches the bundle), so
      // that what is learnt of a file (its schema checked, a statechart's compiled table) is
      // learnt once.
      let frozen = checked.get(location);
      if (frozen === undefined) {
        assertJsonValue(json, location);
        checked.set(location, (frozen = deepFreeze(structuredClone(json))));
      }
      return frozen;
    },
    locate(_path, file, at) {
      throw new LoadError(file, [
        wordedIssue({ path: at.reduce<string>((out, s) => (typeof s === 'number' ? `${out}[${s}]` : `${out}.${s}`), '$'), code: 'FILES_NOT_ALLOWED' }, text('file.notAllowed')),
      ]);
    },
  };
}
