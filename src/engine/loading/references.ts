/**
 * What a reference in a definition may name, the same under Node and in a browser.
 *
 * A reference (`extends`, a card set, a deck) is either a shipped mode's name (`riftbound/duel`,
 * only for `extends`) or a path relative to the file that wrote it, ending in `.json`. A path
 * never leaves its root: the package's `rules/` for shipped files, the folder of the file the
 * user pointed at for theirs. Absolute paths, URLs, `..` and back slashes are refused before
 * any file is touched, so a refusal says nothing about which files exist.
 */
import { LoadError, wordedIssue } from '../errors.js';
import type { Text } from '../i18n/catalogue.js';
import { text } from '../i18n/load/messages.js';

/** A shipped mode's name: `game/mode`. */
export const MODE_NAME = /^[a-z0-9-]+\/[a-z0-9-]+$/;

/** The folder part of a location (`/a/b/c.json` → `/a/b`). */
export function folderOf(location: string): string {
  const cut = location.lastIndexOf('/');
  return cut <= 0 ? location.slice(0, cut + 1) || '.' : location.slice(0, cut);
}

/** True when `location` is `root` or below it. */
export function isInside(location: string, root: string): boolean {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return location === root || location.startsWith(prefix);
}

/** Where a reference was written, for resolving it and for naming faults. */
export interface ReferenceOrigin {
  /** The file (or value) that wrote it, named in errors. */
  readonly file: string;
  /** The JSON path of the reference there. */
  readonly path: string;
  /** The folder relative paths start from. */
  readonly folder: string;
  /** The folders the result may lie in. */
  readonly roots: readonly string[];
}

/** `ref` joined to `origin.folder`, or a LoadError that does not depend on any file. */
export function resolvePath(ref: unknown, origin: ReferenceOrigin): string {
  const fail = (code: 'ABSOLUTE_PATH' | 'PARENT_PATH' | 'FILE_OUTSIDE_ROOT', message: Text): never => {
    throw new LoadError(origin.file, [wordedIssue({ path: origin.path, code }, message)]);
  };
  if (typeof ref !== 'string' || ref === '') return fail('FILE_OUTSIDE_ROOT', text('ref.notAPath'));
  if (ref.startsWith('/') || /^[A-Za-z]:/.test(ref) || ref.includes(':') || ref.startsWith('~')) {
    return fail('ABSOLUTE_PATH', text('ref.absolute'));
  }
  if (ref.includes('\\') || ref.includes('\u0000')) return fail('FILE_OUTSIDE_ROOT', text('ref.badCharacters'));
  const parts = ref.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return fail('PARENT_PATH', text('ref.parent'));
  if (!ref.endsWith('.json')) return fail('FILE_OUTSIDE_ROOT', text('ref.notJson'));
  const location = [origin.folder.replace(/\/+$/, ''), ...parts].join('/');
  if (!origin.roots.some((root) => isInside(location, root))) {
    return fail('FILE_OUTSIDE_ROOT', text('ref.outsideRoot'));
  }
  return location;
}
