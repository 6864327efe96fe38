/**
 * Rule variants for the inspector: the mode files a game ships and any rules file given on
 * the command line. Switching variant restarts the game from the same seed, so the effect
 * of a rule or knob shows side by side with the game before; the rules that differ are
 * listed.
 */
import { dirname, resolve } from 'node:path';
import { createGame, listModes, type RuntimeOptions } from '../api.js';
import type { Game } from '../engine/game/game.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { RulesChain } from '../engine/loading/rules.js';
import { fileSource, readJsonFile, toLocation } from '../node/file-source.js';

export interface Variant {
  /** The mode (`riftbound/duel`) or the rules file's location. */
  readonly id: string;
  readonly label: string;
  /** A shipped mode; for a rules file, the mode named beside it (`--mode`), if any. */
  readonly mode?: string;
  /** A rules file's location, read as `createGame({ rules })` reads it (docs/rules.md). */
  readonly rules?: string;
  /** For a rules file, the shipped mode its rules rest on: what its changes are listed against. */
  readonly base?: string;
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

/**
 * A rules file with its `extends` chain merged, as one document, read as the engine reads it
 * (a shipped mode by name, files against the file that names them); over `mode` when it
 * extends nothing.
 */
export function readRulesDocument(file: string, mode?: string): Record<string, unknown> {
  return new RulesChain(fileSource, { file: toLocation(file), ...(mode === undefined ? {} : { mode }) }).merged();
}

/**
 * A rules file as a variant, in the one format every command reads: a mode of its own that
 * `extends` a shipped one, or overrides of `mode`.
 */
export function fileVariant(file: string, mode?: string): Variant {
  const { name, base } = rulesFileOutline(file, mode);
  const label = name !== undefined ? `${name} (${file})` : base !== undefined ? `${file} over ${base}` : file;
  return { id: file, label, rules: toLocation(file), ...(mode === undefined ? {} : { mode }), ...(base === undefined ? {} : { base }) };
}

/** How many files an `extends` chain is followed through for a variant's name and base. */
const MAX_CHAIN = 16;

/**
 * A rules file's own mode name, if it declares one, and the shipped mode its `extends` chain
 * rests on (`mode` for overrides). Only for naming the variant: a file that does not read is
 * named by its path here and refused with its fault when the game is made.
 */
function rulesFileOutline(file: string, mode: string | undefined): { name?: string; base?: string } {
  let name: string | undefined;
  let at = file;
  for (let depth = 0; depth < MAX_CHAIN; depth++) {
    let json: unknown;
    try {
      // Read as every definition file is, within the same size and depth limits.
      json = readJsonFile(at);
    } catch {
      return name === undefined ? {} : { name };
    }
    if (!isPlainObject(json)) return name === undefined ? {} : { name };
    if (depth === 0 && typeof json['mode'] === 'string') name = json['mode'];
    const extended = json['extends'];
    const found = { ...(name === undefined ? {} : { name }) };
    if (typeof extended !== 'string') return { ...found, ...(mode === undefined ? {} : { base: mode }) };
    if (listModes().includes(extended)) return { ...found, base: extended };
    at = resolve(dirname(at), extended);
  }
  return name === undefined ? {} : { name };
}

/**
 * How a game started as a rules file differs from the shipped mode it rests on; none for a
 * shipped mode, or a file whose base is unknown.
 */
export function changesFromBase(variant: Variant, game: Game): RuleChange[] {
  if (variant.base === undefined) return [];
  const base = createGame({ mode: variant.base, seed: 1 });
  try {
    return ruleChanges(base.rules, game.rules);
  } finally {
    base.dispose();
  }
}

/** A new game of a variant from a seed. */
export function startVariant(variant: Variant, seed: number, runtime: RuntimeOptions = {}): Game {
  return createGame({ seed, ...(variant.mode === undefined ? {} : { mode: variant.mode }), ...(variant.rules === undefined ? {} : { rules: variant.rules }) }, runtime);
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
