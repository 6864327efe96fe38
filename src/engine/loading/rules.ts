/**
 * Mode rules: `extends` chains, rule overrides, schema validation and guard compilation.
 *
 * A mode file may extend another (`"extends": "./base.json"`, or a shipped mode by name:
 * `"extends": "riftbound/duel"`); objects merge key by key and the child wins. Overrides given
 * as a value (house rules passed to the API, a position's or snapshot's `rules`) merge last.
 * The merged document is validated against the game's rules schema, then every guard is
 * compiled. A fault is reported against the file of the chain, or the value, that wrote the
 * faulty value, with its JSON path there (`$.rules.victory.score` for an override).
 *
 * Every reference is resolved against the file that wrote it and never leaves that file's
 * root (src/engine/loading/references.ts); all reading goes through a {@link DefinitionSource}.
 */
import { LoadError, reissued, wordedIssue, type LoadIssue, type RuleViolation } from '../errors.js';
import { text } from '../i18n/load/messages.js';
import { compileExpression, type CompileScope, type EventMatch } from '../expr/compile.js';
import type { Compiled, SelectorTable } from '../expr/types.js';
import { assertJsonValue, isPlainObject, mergeDefinitions } from '../json/json-file.js';
import { existingDepth, formatPath, joinPath, parsePath, type PathSegment } from '../json/json-path.js';
import { LIMITS } from '../limits.js';
import { folderOf, isInside, MODE_NAME, resolvePath } from './references.js';
import { schemaIssues } from '../schema/validate.js';
import type { DefinitionSource } from './source.js';

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
  /**
   * Set when the guard is exactly `event.field == selector`: it holds for the events whose
   * field equals the selector's value, so one reading of the selector answers for every event.
   */
  readonly match: EventMatch<S> | undefined;
}

/** What rules to load: a shipped mode, a file the user pointed at, or a rules value. */
export interface RulesRequest {
  /** A shipped mode, like `riftbound/duel`. */
  readonly mode?: string;
  /** A rules file the user pointed at (a location of the source); its folder is its root. */
  readonly file?: string;
  /**
   * A rules value: overrides merged over `mode` or `file`, or, with neither, a whole rules
   * document that `extends` a shipped mode. It may name files only inside the package's
   * `rules/` and the folder of the loaded file.
   */
  readonly value?: unknown;
  /** How errors name the value: the input it came in, and its JSON path there. */
  readonly valueAt?: { readonly file: string; readonly path: readonly PathSegment[] };
}

/** Where a value of the merged rules was written. */
export interface Located {
  readonly file: string;
  /** The JSON path in that file (or in the input that carried a rules value). */
  readonly at: PathSegment[];
}

/** Reading the files a rules document names (card sets, decks), each against its writer. */
export interface RulesFiles {
  /** The file and JSON path that wrote `path` of the merged rules. */
  locate(path: readonly PathSegment[]): Located;
  /** The JSON of the file named by the string at `path` of the merged rules. */
  read(path: readonly PathSegment[]): { readonly file: string; readonly json: unknown };
}

/** Cards from one place: a card set file, or the inline `extraCards` of a rules file. */
export interface CardSource<C> {
  readonly file: string;
  /** Where the cards list is in that file (`cards`, or `extraCards` of a rules file). */
  readonly at: PathSegment[];
  readonly cards: readonly C[];
}

/**
 * The card sources of a rules document: each card set file it names (read against the file
 * that named it, checked by the game's `readSet`), then its inline `extraCards`.
 */
export function cardSources<C>(
  rules: { readonly cards: readonly string[]; readonly extraCards?: readonly C[] },
  files: RulesFiles,
  readSet: (file: string, json: unknown) => CardSource<C>,
): CardSource<C>[] {
  const sources = rules.cards.map((_, i) => {
    const { file, json } = files.read(['cards', i]);
    return readSet(file, json);
  });
  if (rules.extraCards?.length) {
    const { file, at } = files.locate(['extraCards']);
    sources.push({ file, at, cards: rules.extraCards });
  }
  return sources;
}

export interface LoadedRules<R, S> {
  /** The merged rules document. */
  readonly rules: R;
  /** The files of the `extends` chain, the first-loaded one first. */
  readonly files: readonly string[];
  readonly guards: ReadonlyMap<string, CompiledGuard<S>>;
  /** The files the rules name, resolved against the file that wrote each name. */
  readonly references: RulesFiles;
  /** The mode the rules are overrides of; undefined when they extend a mode themselves. */
  readonly baseMode: string | undefined;
}

/** One document of the chain: a file, or the rules value. */
interface ChainLink {
  readonly file: string;
  /** True for the rules value, false for a file. */
  readonly isValue: boolean;
  /** Where the document sits in `file` (`[]` for a file, `['rules']` for a value). */
  readonly prefix: readonly PathSegment[];
  readonly json: Record<string, unknown>;
  /** Relative references in it start here... */
  readonly folder: string;
  /** ...and must stay inside one of these. */
  readonly roots: readonly string[];
}

/** The rules documents of a request, the child first: the value, then each file it extends. */
export class RulesChain {
  readonly links: ChainLink[] = [];
  /** The mode the document is overrides of; undefined when the document extends a mode itself. */
  baseMode: string | undefined;
  private readonly seen: string[] = [];
  private filesRead = 0;

  constructor(
    readonly source: DefinitionSource,
    request: RulesRequest,
  ) {
    const valueAt = request.valueAt ?? { file: 'rules', path: [] };
    if (request.value !== undefined) {
      assertJsonValue(request.value, valueAt.file, valueAt.path);
      if (!isPlainObject(request.value)) throw new LoadError(valueAt.file, [wordedIssue({ path: formatPath(valueAt.path) }, text('rules.notAnObject'))]);
    }
    const value = request.value as Record<string, unknown> | undefined;
    if (value && request.file !== undefined && value['extends'] !== undefined) {
      throw new LoadError(valueAt.file, [wordedIssue({ path: formatPath([...valueAt.path, 'extends']) }, text('rules.overridesExtend'))]);
    }
    if (!value && request.mode === undefined && request.file === undefined) throw new LoadError(valueAt.file, [wordedIssue({ path: formatPath(valueAt.path) }, text('rules.nothingNamed'))]);

    // One document, a file or a value: with `extends` it is a mode of its own, and a mode
    // named beside it must be one it extends; without, it is overrides of the mode named.
    const rulesRoot = source.rulesRoot;
    if (request.file !== undefined) {
      this.readFile(request.file, null, [folderOf(request.file)]);
    }
    const top = this.links[0];
    const ownDocument = request.file !== undefined ? top?.json : value;
    const extendsSomething = ownDocument !== undefined && ownDocument['extends'] !== undefined;
    if (request.mode !== undefined && !extendsSomething) {
      this.baseMode = request.mode;
      this.readFile(this.modeLocation(request.mode, valueAt.file, '$.mode'), rulesRoot, [rulesRoot]);
    }
    if (value) {
      const base = this.links[0];
      // Files a value names: beside the loaded file, or in the package's rules.
      const link: ChainLink = {
        file: valueAt.file,
        isValue: true,
        prefix: valueAt.path,
        json: value,
        folder: base?.folder ?? rulesRoot,
        roots: base ? [...new Set([rulesRoot, ...base.roots])] : [rulesRoot],
      };
      this.links.unshift(link);
      if (!base) this.follow(link);
    }
    if (request.mode !== undefined && extendsSomething) {
      this.assertExtends(request.mode, request.file ?? valueAt.file, formatPath([...(request.file === undefined ? valueAt.path : []), 'extends']));
    }
  }

  /**
   * A mode named beside a document that extends one: the document must extend it, somewhere in
   * its chain, or be it (a record names a game by the mode its own document declares).
   */
  private assertExtends(mode: string, document: string, path: string): void {
    const merged = this.merged();
    if (`${String(merged['game'])}/${String(merged['mode'])}` === mode) return;
    const location = MODE_NAME.test(mode) ? `${this.source.rulesRoot}/${mode}.json` : undefined;
    if (location !== undefined && this.links.some((l) => !l.isValue && l.file === location)) return;
    throw new LoadError(document, [wordedIssue({ path, code: 'RULES_MODE_MISMATCH' }, text('rules.modeMismatch', { rules: `${String(merged['game'])}/${String(merged['mode'])}`, mode }))]);
  }

  private modeLocation(mode: unknown, file: string, path: string): string {
    if (typeof mode !== 'string' || !MODE_NAME.test(mode)) {
      throw new LoadError(file, [wordedIssue({ path, code: 'UNKNOWN_MODE' }, text('rules.modeName'))]);
    }
    if (!this.source.modes().includes(mode) && !mode.endsWith('/base')) {
      throw new LoadError(file, [wordedIssue({ path, code: 'UNKNOWN_MODE' }, text('rules.unknownMode', { mode, modes: this.source.modes().join(', ') }))]);
    }
    return `${this.source.rulesRoot}/${mode}.json`;
  }

  /** Reads a file of the chain, then what it extends. `root` null: the user pointed at it. */
  private readFile(location: string, root: string | null, roots: readonly string[]): void {
    if (this.seen.includes(location)) {
      const names = [...this.seen, location].map((f) => f.slice(f.lastIndexOf('/') + 1));
      throw new LoadError(this.links.at(-1)?.file ?? location, [wordedIssue({ path: '$.extends', code: 'EXTENDS_CYCLE' }, text('rules.extendsCycle', { files: names.join(' -> ') }))]);
    }
    if (this.seen.length >= LIMITS.extendsChain) {
      throw new LoadError(this.links.at(-1)?.file ?? location, [wordedIssue({ path: '$.extends', code: 'EXTENDS_TOO_DEEP' }, text('rules.extendsTooDeep', { max: LIMITS.extendsChain }))]);
    }
    this.seen.push(location);
    const json = this.source.read(location, root ?? '');
    if (!isPlainObject(json)) throw new LoadError(location, [wordedIssue({ path: '$' }, text('rules.fileNotAnObject'))]);
    const folder = folderOf(location);
    const link: ChainLink = { file: location, isValue: false, prefix: [], json, folder, roots };
    this.links.push(link);
    this.follow(link);
  }

  private follow(link: ChainLink): void {
    const parent = link.json['extends'];
    if (parent === undefined) return;
    const path = formatPath([...link.prefix, 'extends']);
    const rulesRoot = this.source.rulesRoot;
    if (typeof parent === 'string' && MODE_NAME.test(parent)) {
      this.readFile(this.modeLocation(parent, link.file, path), rulesRoot, [rulesRoot]);
      return;
    }
    const location = resolvePath(parent, { file: link.file, path, folder: link.folder, roots: link.roots });
    const root = link.roots.find((r) => isInside(location, r)) as string;
    this.readFile(location, root, link.roots);
  }

  /** The link that wrote the value at `path` (the child wins, as in the merge). */
  ownerOf(path: readonly PathSegment[]): ChainLink {
    let best = this.links[0] as ChainLink;
    let bestDepth = -1;
    for (const link of this.links) {
      const depth = existingDepth(link.json, path);
      if (depth > bestDepth) {
        best = link;
        bestDepth = depth;
      }
    }
    return best;
  }

  locate(path: readonly PathSegment[]): Located {
    const owner = this.ownerOf(path);
    return { file: owner.file, at: [...owner.prefix, ...path] };
  }

  /**
   * What the user's documents (the value, and the files outside the package's rules) change of
   * the shipped mode they rest on, merged as one overrides value, without `extends`.
   */
  ownOverrides(): Record<string, unknown> {
    let merged: unknown = {};
    const own = this.links.filter((l) => l.isValue || !isInside(l.file, this.source.rulesRoot));
    for (const link of own.reverse()) merged = mergeDefinitions(merged, link.json);
    const { extends: _parent, $schema: _schema, ...overrides } = merged as Record<string, unknown>;
    return overrides;
  }

  /** The merged document, the base first and the child last. */
  merged(): Record<string, unknown> {
    let merged: unknown = {};
    for (const link of [...this.links].reverse()) merged = mergeDefinitions(merged, link.json);
    const { extends: _parent, ...document } = merged as Record<string, unknown>;
    return document;
  }

  /** Reads the file named by the string at `path` of `document`, against the link that wrote it. */
  readReference(document: unknown, path: readonly PathSegment[]): { file: string; json: unknown } {
    const owner = this.ownerOf(path);
    const at = formatPath([...owner.prefix, ...path]);
    if (++this.filesRead > LIMITS.referencedFiles) {
      throw new LoadError(owner.file, [wordedIssue({ path: at, code: 'TOO_MANY_FILES' }, text('rules.tooManyFiles', { max: LIMITS.referencedFiles }))]);
    }
    let ref: unknown = document;
    for (const segment of path) ref = isPlainObject(ref) || Array.isArray(ref) ? (ref as Record<string | number, unknown>)[segment] : undefined;
    const location = resolvePath(ref, { file: owner.file, path: at, folder: owner.folder, roots: owner.roots });
    const root = owner.roots.find((r) => isInside(location, r)) as string;
    return { file: location, json: this.source.read(location, root) };
  }

  /** Throws the issues (paths of the merged document) against the first link that wrote one. */
  fail(issues: readonly LoadIssue[]): never {
    const byFile = new Map<string, LoadIssue[]>();
    for (const issue of issues) {
      const { file, at } = this.locate(parsePath(issue.path));
      byFile.set(file, [...(byFile.get(file) ?? []), reissued(issue, { path: formatPath(at) })]);
    }
    const [file, fileIssues] = [...byFile.entries()][0] as [string, LoadIssue[]];
    throw new LoadError(file, fileIssues);
  }
}

/**
 * Loads the rules a request names, validates them against `schema`, and compiles their guards
 * over `selectors`.
 */
export function loadRules<R, S>(source: DefinitionSource, request: RulesRequest, schema: object, selectors: SelectorTable<S>): LoadedRules<R, S> {
  const chain = new RulesChain(source, request);
  const document = chain.merged();

  const structural = schemaIssues(schema, document);
  if (structural.length) chain.fail(structural);

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
    const { run, match } = compileExpression<S>(definition.when, scope, joinPath('$', 'guards', name, 'when'), issues, 'boolean');
    guards.set(name, { name, test: run, error: definition.error, match });
  }
  if (issues.length) chain.fail(issues);
  return {
    rules: document as R,
    files: chain.links.filter((l) => !l.isValue).map((l) => l.file),
    guards,
    references: { locate: (path) => chain.locate(path), read: (path) => chain.readReference(document, path) },
    baseMode: chain.baseMode,
  };
}
