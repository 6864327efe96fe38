/**
 * Rule variants for the inspector: the mode files a game ships and any rules file given on
 * the command line. Switching variant restarts the game from the same seed, so the effect
 * of a rule or knob shows side by side with the game before; the rules that differ are
 * listed.
 */
import { dirname, resolve } from 'node:path';
import { createGame, listModes, type RuntimeOptions } from '../api.js';
import { LoadError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import { isPlainObject, mergeDefinitions } from '../engine/json-file.js';
import { readJsonFile } from '../node/file-source.js';

export interface Variant {
  /** The mode (`riftbound/duel`) or the file path. */
  readonly id: string;
  readonly label: string;
  readonly mode: string;
  /** For a file: its whole rules document, merged over the game's base rules. */
  readonly rules?: Readonly<Record<string, unknown>>;
}

export interface RuleChange {
  /** JSON path, like `$.knobs.finalPointThreshold`. */
  readonly path: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** The shipped modes of a game, as variants. */
export function shippedVariants(game: string): Variant[] {
  return listModes()
    .filter((mode) => mode.startsWith(`${game}/`))
    .map((mode) => ({ id: mode, label: mode, mode }));
}

/** A rules file with its `extends` chain merged, as one document. */
export function readRulesDocument(file: string, seen: readonly string[] = []): Record<string, unknown> {
  const absolute = resolve(file);
  if (seen.includes(absolute)) throw new LoadError(file, [{ path: '$.extends', message: `extends cycle: ${[...seen, absolute].join(' -> ')}` }]);
  const json = readJsonFile(absolute);
  if (!isPlainObject(json)) throw new LoadError(file, [{ path: '$', message: 'a rules file is a JSON object' }]);
  const { extends: parent, $schema: _schema, ...own } = json;
  if (parent === undefined) return own;
  if (typeof parent !== 'string') throw new LoadError(file, [{ path: '$.extends', message: 'expected a relative file path' }]);
  return mergeDefinitions(readRulesDocument(resolve(dirname(absolute), parent), [...seen, absolute]), own) as Record<string, unknown>;
}

/**
 * A rules file as a variant. Its document (with `extends` merged) is played as overrides of
 * the game's base mode, so snapshots and the timeline work as for any mode; card and deck
 * paths resolve against the game's rules folder.
 */
export function fileVariant(file: string): Variant {
  const rules = readRulesDocument(file);
  if (typeof rules['game'] !== 'string') throw new LoadError(file, [{ path: '$.game', message: 'a rules file names its game, like "riftbound"' }]);
  return { id: file, label: file, mode: `${rules['game']}/base`, rules };
}

/** A new game of a variant from a seed. */
export function startVariant(variant: Variant, seed: number, runtime: RuntimeOptions = {}): Game {
  return createGame({ mode: variant.mode, seed, ...(variant.rules ? { rules: variant.rules } : {}) }, runtime);
}

/** The seed and variant a game was created from; undefined for a game from a position or snapshot. */
export function originOf(game: Game): { seed: number; mode: string; rules?: unknown } | undefined {
  const start = game.record().start;
  if (!('setup' in start) || !isPlainObject(start.setup) || typeof start.setup['seed'] !== 'number') return undefined;
  return { seed: start.setup['seed'], mode: game.mode, ...(start.setup['rules'] === undefined ? {} : { rules: start.setup['rules'] }) };
}

/** The leaves that differ between two rules documents, at most `limit`. */
export function ruleChanges(before: unknown, after: unknown, limit = 40): RuleChange[] {
  const out: RuleChange[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (out.length >= limit) return;
    if (isPlainObject(a) && isPlainObject(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        // Card data, and the names and descriptions every mode differs by, are left out.
        if (path === '$' && ['cards', 'decks', 'catalog', 'mode', 'description'].includes(key)) continue;
        walk(a[key], b[key], `${path}.${key}`);
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ path, before: a ?? null, after: b ?? null });
  };
  walk(before, after, '$');
  return out;
}
