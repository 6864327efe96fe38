/**
 * Definition files from the file system (Node only). Each read is checked where the file
 * really is: the real path (symbolic links followed) must lie inside the allowed root, the
 * file must be a regular file (not a device, a pipe or a folder), and no larger than the
 * limit, read through one descriptor so that what was checked is what is read.
 */
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { LoadError, wordedIssue, type LoadIssueCode } from '../engine/errors.js';
import type { Text } from '../engine/i18n/catalogue.js';
import { text } from '../engine/i18n/load/messages.js';
import { boundedCache } from '../engine/caches/bounded-cache.js';
import { deepFreeze } from '../engine/json/freeze.js';
import { parseJson } from '../engine/json/json-file.js';
import { LIMITS } from '../engine/limits.js';
import { isInside } from '../engine/loading/references.js';
import type { DefinitionSource } from '../engine/loading/source.js';
import { MACHINES_DIR, RULES_DIR } from './paths.js';

/** A file system path as a location: absolute, with `/` between folders. */
export function toLocation(path: string): string {
  return resolve(path).split(sep).join('/');
}


function refuse(location: string, code: LoadIssueCode, message: Text): never {
  throw new LoadError(location, [wordedIssue({ path: '$', code }, message)]);
}

function failureOf(error: unknown): { code: LoadIssueCode; message: Text } {
  const errno = (error as NodeJS.ErrnoException).code;
  if (errno === 'ENOENT' || errno === 'ENOTDIR') return { code: 'FILE_NOT_FOUND', message: text('file.notFound') };
  if (errno === 'EACCES' || errno === 'EPERM') return { code: 'FILE_UNREADABLE', message: text('file.permissionDenied') };
  // Other system messages are not passed on: they may describe the machine.
  return { code: 'FILE_UNREADABLE', message: text('file.unreadable') };
}

/** The text of a regular file no larger than `maxBytes` (a definition file's limit unless given), or a LoadError naming `location`. */
export function readDefinitionText(location: string, root: string, maxBytes: number = LIMITS.fileBytes): string {
  return readChecked(location, root, maxBytes, (fd, size) => readAll(fd, size, location, maxBytes));
}

/** A file's text as last read, and its JSON as parsed then. */
interface ParsedFile {
  readonly text: string;
  readonly json: unknown;
}

const parsedFiles = boundedCache<string, ParsedFile>('definitionFiles');

/**
 * The parsed JSON of a definition file, deep-frozen and shared by every read of the file while
 * its text stays the same: each read checks where the file is, what it is and its size as
 * {@link readDefinitionText} does, and reads it, but parses it again only when its text changed
 * (so that what is learnt of the value, its schema checked or its statechart compiled, is
 * learnt once).
 */
function readDefinitionJson(location: string, root: string): unknown {
  return readChecked(location, root, LIMITS.fileBytes, (fd, size, real) => {
    const written = readAll(fd, size, location, LIMITS.fileBytes);
    const known = parsedFiles.get(real);
    if (known?.text === written) return known.json;
    const json = deepFreeze(parseJson(written, location));
    parsedFiles.set(real, { text: written, json }, written.length);
    return json;
  });
}

/**
 * Runs `read` on a descriptor of the regular file at `location`, once its real path is inside
 * `root` and its size under `maxBytes`; `size` is the buffer to read into (one byte more than
 * the file, so that a file that grew since is refused).
 */
function readChecked<T>(location: string, root: string, maxBytes: number, read: (fd: number, size: number, real: string) => T): T {
  let real: string;
  try {
    real = realpathSync(location);
    if (root !== '' && !isInside(real.split(sep).join('/'), realpathSync(root).split(sep).join('/'))) {
      return refuse(location, 'FILE_OUTSIDE_ROOT', text('file.outsideRoot'));
    }
  } catch (error) {
    if (error instanceof LoadError) throw error;
    const { code, message } = failureOf(error);
    return refuse(location, code, message);
  }
  let fd: number;
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch (error) {
    const { code, message } = failureOf(error);
    return refuse(location, code, message);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return refuse(location, 'NOT_A_FILE', text('file.notAFile'));
    if (stats.size > maxBytes) return refuse(location, 'FILE_TOO_LARGE', text('file.tooLarge', { bytes: maxBytes }));
    return read(fd, stats.size + 1, real);
  } catch (error) {
    if (error instanceof LoadError) throw error;
    // A regular file that fails to read (an I/O error, a kernel file like /proc/self/mem).
    const { code, message } = failureOf(error);
    return refuse(location, code, message);
  } finally {
    closeSync(fd);
  }
}

/**
 * Opening a named pipe to read waits for a writer, for ever; with O_NONBLOCK the open returns
 * at once and fstat on the descriptor refuses it, with no window between checking and opening
 * (O_NONBLOCK changes nothing for regular files). Windows has no such flag, nor such pipes.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The text read from `fd`, into a buffer of `size` bytes at first; refused past `maxBytes`. */
function readAll(fd: number, size: number, location: string, maxBytes: number): string {
  // Read one byte past the limit: a file that grew since fstat is still refused.
  const buffer = Buffer.alloc(size);
  let length = 0;
  for (;;) {
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0) break;
    length += n;
    if (length > maxBytes) return refuse(location, 'FILE_TOO_LARGE', text('file.tooLarge', { bytes: maxBytes }));
    if (length === buffer.length) break;
  }
  return buffer.subarray(0, length).toString('utf8');
}

/** Limits for a JSON file larger than a definition (a study's results). */
export interface JsonFileLimits {
  readonly maxBytes: number;
  readonly maxValues: number;
}

/** Parsed JSON of a definition file at a file system path (no root: a file the user named); a definition's limits unless given. */
export function readJsonFile(path: string, root = '', limits?: JsonFileLimits): unknown {
  const location = toLocation(path);
  return parseJson(readDefinitionText(location, root, limits?.maxBytes), location, limits?.maxValues);
}

/** The package's files on disk. */
export const fileSource: DefinitionSource = {
  rulesRoot: toLocation(RULES_DIR),
  machineLocation: (name) => `${toLocation(MACHINES_DIR)}/${name}.json`,
  modes: () => (shippedModes ??= listShippedModes()),
  read: readDefinitionJson,
  locate: (path) => toLocation(path),
};

let shippedModes: string[] | undefined;

function listShippedModes(): string[] {
  return readdirSync(RULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'schema')
      .flatMap((d) =>
        readdirSync(join(RULES_DIR, d.name))
          .filter((f) => f.endsWith('.json') && f !== 'base.json')
          .map((f) => `${d.name}/${f.replace(/\.json$/, '')}`)
          .sort(),
      );
}
