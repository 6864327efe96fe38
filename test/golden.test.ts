/**
 * Golden games: for every shipped mode, 20 seeded games between seeded random bots, each
 * played to its end or to a fixed number of actions, reduced to sha256 hashes of what every
 * viewer was told (the event stream as the spectator and as each seat receive it) and of the
 * final snapshot. The hashes are committed in test/golden/<game>-<mode>.json: any change of
 * behaviour in any shipped mode (an event, a field, a random draw, the order of the legal
 * actions a bot picks from) changes a hash and fails here. JSON is hashed with its keys
 * sorted, so reordering the fields of a record without changing them is not a change.
 *
 * A change of behaviour made on purpose is recorded by writing the files again:
 *   UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts
 * and the commit that carries the new files says why the games changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame, listModes } from '../src/api.js';
import { RandomBot, nextDecision } from '../src/bots/random-bot.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';

const GOLDEN_DIR = join(PACKAGE_ROOT, 'test/golden');
const GAMES_PER_MODE = 20;
/** Enough for most games to end; a longer one is hashed where it stands (`over: false`). */
const ACTION_CAP = 400;
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';
const HOW_TO_UPDATE =
  'If the change of behaviour is meant, write the hashes again with `UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts` and say in the commit why the games changed.';

/** One game's fingerprint. */
interface GoldenGame {
  readonly seed: number;
  readonly actions: number;
  readonly over: boolean;
  readonly winner: string | null;
  /** sha256 of the event streams: the spectator's, then each seat's, in seat order. */
  readonly events: string;
  /** sha256 of the final snapshot. */
  readonly snapshot: string;
}

interface GoldenFile {
  readonly mode: string;
  readonly actionCap: number;
  readonly games: readonly GoldenGame[];
}

/** JSON with every object's keys sorted: the same value gives the same text whatever the order its fields were set in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((key) => record[key] !== undefined).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function play(mode: string, seed: number): GoldenGame {
  const game = createGame({ mode, seed });
  const bot = new RandomBot(seed);
  let actions = 0;
  while (!game.over && actions < ACTION_CAP) {
    const decision = nextDecision(game);
    if (!decision) throw new Error(`${mode} seed ${seed}: nobody can act in ${game.machineState} and the game is not over`);
    const result = game.apply(bot.choose(decision.actions));
    if (!result.ok) throw new Error(`${mode} seed ${seed}: a listed action was refused: ${result.error.code}`);
    actions++;
  }
  const events = createHash('sha256');
  for (const viewer of [null, ...game.seats]) events.update(`${viewer ?? '*'}:${canonical(game.events(viewer))}\n`);
  return {
    seed,
    actions,
    over: game.over,
    winner: game.winner,
    events: events.digest('hex'),
    snapshot: createHash('sha256').update(canonical(game.snapshot())).digest('hex'),
  };
}

const fileOf = (mode: string): string => join(GOLDEN_DIR, `${mode.replace('/', '-')}.json`);

function readGolden(mode: string): GoldenFile | undefined {
  const file = fileOf(mode);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GoldenFile) : undefined;
}

const modes = listModes();

describe('golden games: the same seeds play the same games', () => {
  it('covers every shipped mode of both games, and no other', () => {
    expect(modes.some((mode) => mode.startsWith('riftbound/'))).toBe(true);
    expect(modes.some((mode) => mode.startsWith('altered/'))).toBe(true);
    if (UPDATE) return;
    const stored = existsSync(GOLDEN_DIR) ? readdirSync(GOLDEN_DIR).filter((file) => file.endsWith('.json')).sort() : [];
    expect(stored, `the golden files are not those of the shipped modes. ${HOW_TO_UPDATE}`).toEqual(modes.map((mode) => fileOf(mode).slice(GOLDEN_DIR.length + 1)).sort());
  });

  for (const mode of modes) {
    it(mode, () => {
      const games = Array.from({ length: GAMES_PER_MODE }, (_, seed) => play(mode, seed));
      const played: GoldenFile = { mode, actionCap: ACTION_CAP, games };
      if (UPDATE) {
        mkdirSync(GOLDEN_DIR, { recursive: true });
        writeFileSync(fileOf(mode), `${JSON.stringify(played, null, 2)}\n`);
        return;
      }
      const golden = readGolden(mode);
      expect(golden, `${mode} has no golden file (${fileOf(mode)}). ${HOW_TO_UPDATE}`).toBeDefined();
      const changed = games.filter((game, i) => canonical(game) !== canonical(golden?.games[i]));
      expect(changed.map((game) => game.seed), `${mode}: the games of these seeds changed. ${HOW_TO_UPDATE}`).toEqual([]);
      expect(played).toEqual(golden);
    });
  }
});
