/**
 * Mode rules files: `extends` chains, schema validation and guard compilation.
 *
 * A mode file may extend another (`"extends": "./base.json"`); objects merge key by key and
 * the child wins. The merged document is validated against the game's rules schema, then
 * every guard is compiled. A fault is reported against the file of the chain that wrote the
 * faulty value, with its JSON path.
 */
import { dirname, resolve } from 'node:path';
import { LoadError, type LoadIssue, type RuleViolation } from './errors.js';
import { compileExpression, type CompileScope } from './expr/compile.js';
import type { Compiled, SelectorTable } from './expr/types.js';
import { isPlainObject, mergeDefinitions, readJsonFile } from './json-file.js';
import { existingDepth, joinPath, parsePath } from './json-path.js';
import { schemaIssues } from './schema/validate.js';

export interface GuardDefinition {
  readonly when: unknown;
  readonly description?: string;
  /** What a player is told when this guard refuses their action. */
  readonly error?: { readonly code: string; readonly message: string; readonly rule: string };
}

export interface CompiledGuard<S> {
  readonly name: string;
  readonly test: Compiled<S>;
  readonly error: RuleViolation | undefined;
}

export interface LoadedRules<R, S> {
  /** The merged rules document. */
  readonly rules: R;
  /** The files of the `extends` chain, the requested one first. */
  readonly files: readonly string[];
  readonly guards: ReadonlyMap<string, CompiledGuard<S>>;
}

interface ChainLink {
  readonly file: string;
  readonly json: Record<string, unknown>;
}

function readChain(file: string, seen: string[] = []): ChainLink[] {
  const absolute = resolve(file);
  if (seen.includes(absolute)) {
    throw new LoadError(file, [{ path: '$.extends', message: `extends cycle: ${[...seen, absolute].join(' -> ')}` }]);
  }
  const json = readJsonFile(absolute);
  if (!isPlainObject(json)) throw new LoadError(file, [{ path: '$', message: 'a rules file is a JSON object' }]);
  const link = { file: absolute, json };
  const parent = json['extends'];
  if (parent === undefined) return [link];
  if (typeof parent !== 'string') throw new LoadError(file, [{ path: '$.extends', message: 'expected a relative file path' }]);
  return [link, ...readChain(resolve(dirname(absolute), parent), [...seen, absolute])];
}

/** The file of the chain that wrote the value at `path` (the child wins, as in the merge). */
function ownerOf(chain: readonly ChainLink[], path: string): string {
  const segments = parsePath(path);
  let best = chain[0] as ChainLink;
  let bestDepth = -1;
  for (const link of chain) {
    const depth = existingDepth(link.json, segments);
    if (depth > bestDepth) {
      best = link;
      bestDepth = depth;
    }
  }
  return best.file;
}

function failGrouped(chain: readonly ChainLink[], issues: readonly LoadIssue[]): never {
  const byFile = new Map<string, LoadIssue[]>();
  for (const issue of issues) {
    const file = ownerOf(chain, issue.path);
    byFile.set(file, [...(byFile.get(file) ?? []), issue]);
  }
  const [file, fileIssues] = [...byFile.entries()][0] as [string, LoadIssue[]];
  throw new LoadError(file, fileIssues);
}

/**
 * Loads a mode file with its `extends` chain, validates it against `schema`, and compiles
 * its guards over `selectors`.
 */
export function loadRules<R, S>(file: string, schema: object, selectors: SelectorTable<S>, overrides?: unknown): LoadedRules<R, S> {
  const chain = readChain(file);
  let merged: unknown = {};
  for (const link of [...chain].reverse()) merged = mergeDefinitions(merged, link.json);
  if (overrides !== undefined) merged = mergeDefinitions(merged, overrides);
  const { extends: _parent, ...document } = merged as Record<string, unknown>;

  const structural = schemaIssues(schema, document);
  if (structural.length) failGrouped(chain, structural);

  const definitions = (document['guards'] ?? {}) as Record<string, GuardDefinition>;
  const guards = new Map<string, CompiledGuard<S>>();
  const scope: CompileScope<S> = {
    selectors,
    rules: document,
    guardNames: new Set(Object.keys(definitions)),
    guard: (name) => (guards.get(name) as CompiledGuard<S>).test,
  };
  const issues: LoadIssue[] = [];
  for (const [name, definition] of Object.entries(definitions)) {
    const { run } = compileExpression<S>(definition.when, scope, joinPath('$', 'guards', name, 'when'), issues, 'boolean');
    guards.set(name, { name, test: run, error: definition.error });
  }
  if (issues.length) failGrouped(chain, issues);
  return { rules: document as R, files: chain.map((l) => l.file), guards };
}
