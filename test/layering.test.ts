/**
 * The layers of src/, read from the imports of every file (docs/architecture.md, "Layers"): the
 * engine knows no game, a game knows no other game and nothing built on the games, the public
 * API comes next, and everything else (bots, simulation, server, CLI, table, inspector...) uses
 * what is below it. Inside the engine, its parts stand in the same kind of order. No import
 * circle joins two folders, nor two parts of the engine. Inside each game, its layer folders
 * (state, the card database, reads, mechanics, actions) stand in order too. The rules are the
 * data at the top.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The layers from the bottom up, each a list of path prefixes under the package root: a file
 * belongs to the first layer with a prefix of its path, and may import only files of its own
 * layer or of layers below it.
 */
const LAYERS: readonly { readonly name: string; readonly paths: readonly string[] }[] = [
  { name: 'public types', paths: ['src/types/'] },
  { name: 'engine', paths: ['src/engine/'] },
  { name: 'games', paths: ['src/games/'] },
  { name: 'api', paths: ['src/api.ts'] },
  { name: 'the rest', paths: ['src/'] },
];

/**
 * The parts of the engine from the bottom up, each a list of path prefixes: every file of
 * src/engine/ belongs to one, and imports only files of its own part or of parts listed before
 * it, so that no import circle crosses two parts.
 */
const ENGINE_PARTS: readonly { readonly name: string; readonly paths: readonly string[] }[] = [
  { name: 'errors, limits and message catalogues', paths: ['src/engine/errors.ts', 'src/engine/limits.ts', 'src/engine/i18n/'] },
  { name: 'JSON values', paths: ['src/engine/json/'] },
  { name: 'schemas', paths: ['src/engine/schema/'] },
  { name: 'expression language', paths: ['src/engine/expr/'] },
  { name: 'invertible syntax', paths: ['src/engine/syntax/'] },
  { name: 'card text imports', paths: ['src/engine/card-text/'] },
  { name: 'scenario format', paths: ['src/engine/scenario/'] },
  { name: 'caches', paths: ['src/engine/caches/'] },
  { name: 'statechart', paths: ['src/engine/chart/'] },
  { name: 'loading', paths: ['src/engine/loading/'] },
  { name: 'game', paths: ['src/engine/game/'] },
  { name: 'game kit', paths: ['src/engine/game-kit/'] },
];

const ENGINE_FOLDER = 'src/engine/';

/** The folder holding each game: a file of one game may import no file of another. */
const GAMES_FOLDER = 'src/games/';

/**
 * The layer folders of a game from the bottom up (docs/architecture.md, "A game's layers"): a
 * file in one imports only files of its own folder or of folders listed before it. Every other
 * file of the game (its index and the parts it assembles, the card-text compiler, deck codes)
 * stands above them all.
 */
const GAME_LAYERS: readonly { readonly name: string; readonly folder: string }[] = [
  { name: 'file schemas', folder: 'schema/' },
  { name: 'message catalogues', folder: 'i18n/' },
  { name: 'state', folder: 'state/' },
  { name: 'card database', folder: 'cards/' },
  { name: 'reads', folder: 'reads/' },
  { name: 'mechanics', folder: 'mechanics/' },
  { name: 'actions', folder: 'actions/' },
];

/** The games held to GAME_LAYERS: each has every one of its layer folders. */
const LAYERED_GAMES = ['riftbound', 'altered'];

/** The part of the engine a file belongs to (its index in ENGINE_PARTS), or -1. */
function enginePartOf(file: string): number {
  return ENGINE_PARTS.findIndex((part) => part.paths.some((prefix) => file.startsWith(prefix)));
}

/**
 * What counts as one folder for circles: a part of the engine, a game's folder, or the first
 * folder (or file) under src/. A circle inside one of these is that folder's own affair; one
 * joining two is refused.
 */
function unitOf(file: string): string {
  if (file.startsWith(ENGINE_FOLDER)) return `engine part ${ENGINE_PARTS[enginePartOf(file)]?.name ?? file}`;
  const parts = file.split('/');
  if (file.startsWith(GAMES_FOLDER) && parts.length > 3) return parts.slice(0, 3).join('/');
  return parts.slice(0, 2).join('/');
}

/** The source files of src/, as paths from the package root. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Module specifiers a file names: static imports and re-exports, side-effect and dynamic imports. */
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The files of src/ a file imports (relative specifiers, `.js` written for the `.ts` source). */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  // Comments may quote imports (examples in docs comments): drop them first.
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const out = new Set<string>();
  for (const match of text.matchAll(SPECIFIER)) {
    const found = resolveSpecifier(file, match[1] ?? match[2] ?? match[3], known);
    if (found !== undefined) out.add(found);
  }
  return [...out];
}

/** The source file a relative specifier names (`.js` written for the `.ts` source), if it is one of `known`. */
function resolveSpecifier(file: string, specifier: string | undefined, known: ReadonlySet<string>): string | undefined {
  if (specifier === undefined || !specifier.startsWith('.')) return undefined;
  const target = relative(ROOT, resolve(ROOT, dirname(file), specifier));
  const candidates = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, `${target}/index.ts`];
  return candidates.find((candidate) => known.has(candidate));
}

function layerOf(file: string): number {
  return LAYERS.findIndex((layer) => layer.paths.some((prefix) => file.startsWith(prefix)));
}

/** The game a file belongs to (`src/games/<game>/...`), or undefined. */
function gameOf(file: string): string | undefined {
  if (!file.startsWith(GAMES_FOLDER)) return undefined;
  const parts = file.split('/');
  return parts.length > 3 ? parts[2] : undefined;
}

/** A file's layer in its game (its index in GAME_LAYERS, or GAME_LAYERS.length above them all), or -1 outside a game. */
function gameLayerOf(file: string): number {
  const game = gameOf(file);
  if (game === undefined) return -1;
  const inGame = file.slice(`${GAMES_FOLDER}${game}/`.length);
  const index = GAME_LAYERS.findIndex((layer) => inGame.startsWith(layer.folder));
  return index < 0 ? GAME_LAYERS.length : index;
}

function gameLayerName(file: string): string {
  return GAME_LAYERS[gameLayerOf(file)]?.name ?? 'the game';
}

/** Strongly connected components with more than one file (Tarjan's algorithm, iterative enough for src/). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) as number, index.get(target) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return out;
}

const files = sourceFiles();
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file, known)]));

describe('the layers of src/', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get('src/api.ts')).toContain('src/games/index.ts');
  });

  it('no file imports a layer above its own', () => {
    const upward = files.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((target) => layerOf(target) > layerOf(file))
        .map((target) => `${file} (${LAYERS[layerOf(file)]?.name}) imports ${target} (${LAYERS[layerOf(target)]?.name})`),
    );
    expect(upward).toEqual([]);
  });

  it('no game imports another game', () => {
    const across = files.flatMap((file) => {
      const game = gameOf(file);
      if (game === undefined) return [];
      return (graph.get(file) ?? []).filter((target) => target.startsWith(GAMES_FOLDER) && gameOf(target) !== game).map((target) => `${file} -> ${target}`);
    });
    expect(across).toEqual([]);
  });

  it('every file of the engine belongs to one of its parts', () => {
    const engine = files.filter((file) => file.startsWith(ENGINE_FOLDER));
    expect(engine.length).toBeGreaterThan(50);
    expect(engine.filter((file) => enginePartOf(file) < 0)).toEqual([]);
  });

  it('no part of the engine imports a part above its own', () => {
    const upward = files
      .filter((file) => file.startsWith(ENGINE_FOLDER))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => target.startsWith(ENGINE_FOLDER) && enginePartOf(target) > enginePartOf(file))
          .map((target) => `${file} (${ENGINE_PARTS[enginePartOf(file)]?.name}) imports ${target} (${ENGINE_PARTS[enginePartOf(target)]?.name})`),
      );
    expect(upward).toEqual([]);
  });

  it('no import circle joins two folders', () => {
    const joining = circles(graph)
      .map((circle) => [...new Set(circle.map(unitOf))])
      .filter((units) => units.length > 1)
      .map((units) => units.join(' <-> '));
    expect(joining).toEqual([]);
  });
});

describe('the layers of each game', () => {
  it.each(LAYERED_GAMES)('%s has each of its layer folders', (game) => {
    const present = GAME_LAYERS.filter((layer) => files.some((file) => file.startsWith(`${GAMES_FOLDER}${game}/${layer.folder}`)));
    expect(present).toEqual(GAME_LAYERS);
  });

  it('a layer folder imports only its own folder and the folders below it', () => {
    const upward = files
      .filter((file) => gameOf(file) !== undefined)
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => gameOf(target) === gameOf(file) && gameLayerOf(target) > gameLayerOf(file))
          .map((target) => `${file} (${gameLayerName(file)}) imports ${target} (${gameLayerName(target)})`),
      );
    expect(upward).toEqual([]);
  });

  it('no import circle of a game spans two of its layers', () => {
    const joining = circles(graph)
      .filter((circle) => circle.some((file) => gameOf(file) !== undefined))
      .map((circle) => [...new Set(circle.map((file) => `${gameOf(file)} ${gameLayerName(file)}`))])
      .filter((layers) => layers.length > 1)
      .map((layers) => layers.join(' <-> '));
    expect(joining).toEqual([]);
  });
});
