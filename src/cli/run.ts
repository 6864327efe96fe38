/**
 * The commands of `rulegraph`. Output goes through `io` so tests can run them in-process.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGame, listModes, loadMode, loadPosition } from '../api.js';
import { readJsonFile } from '../engine/json-file.js';
import { startInspector } from '../inspect/server.js';
import { playGame } from '../bots/random-bot.js';
import { playMatch } from '../bots/match.js';
import { LoadError } from '../engine/errors.js';
import type { Game } from '../engine/game.js';
import type { GameEvent } from '../engine/module.js';
import { RULES_DIR } from '../engine/paths.js';
import { describeResult, runScenarioFile } from '../scenarios/run.js';
import { PUBLISHED_SCHEMAS, schemaText } from '../schemas.js';
import { validateFile } from '../validate.js';
import { intOption, parseArgs, stringOption, UsageError } from './args.js';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

const HELP = `rulegraph: a declarative rule-graph interpreter for trading card games

Usage:
  rulegraph play [--mode riftbound/duel] [--seed N] [--bot-seed N] [--json]
      Plays a complete game between random bots and prints it turn by turn,
      or with --json the event log as one JSON document. A best-of-three
      mode (riftbound/match) plays the whole match, game after game.
  rulegraph scenario FILE...
      Runs scenarios: one line each; exits 1 when an expectation is not met.
  rulegraph validate FILE...
      Checks rules, card, deck, statechart, position and scenario files.
  rulegraph inspect [--mode riftbound/2v2] [--seed N] [--position FILE] [--port P]
      Starts the inspector on this machine (loopback only) and prints its address.
  rulegraph modes
      Lists the modes this package ships.
  rulegraph schemas [--out DIR]
      Writes the JSON Schemas of every file format (default: rules/schema/).
  rulegraph help
`;

function play(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, new Set(['json']));
  const mode = stringOption(args, 'mode', 'riftbound/duel');
  const seed = intOption(args, 'seed', 1);
  const botSeed = intOption(args, 'bot-seed', seed);
  const json = args.options.get('json') === true;
  if (!json) io.out(`rulegraph play · ${mode} · seed ${seed} · bot seed ${botSeed}\n`);
  const printEvents = (events: readonly GameEvent[], game: Game) => {
    for (const event of events) {
      const line = game.describe(event);
      if (line !== undefined) io.out(`${line}\n`);
    }
  };
  if (isMatchMode(mode)) return playMatchCommand({ mode, seed, botSeed, json }, io, printEvents);
  const { game, actions } = playGame({ mode, seed, botSeed, ...(json ? {} : { onEvents: printEvents }) });
  const events = game.events();
  const winner = (game.view().winner as string | null | undefined) ?? null;
  if (json) {
    io.out(`${JSON.stringify({ mode, seed, botSeed, winner, actions, machine: game.machineState, events }, null, 1)}\n`);
  } else {
    io.out(`\nGame over after ${actions} actions: ${winner === null ? 'no winner' : `${winner} wins`}.\n`);
  }
  return 0;
}

/** A mode played as several games (its format is best of more than one, CR 481.6). */
function isMatchMode(mode: string): boolean {
  const rules = loadMode(mode).rules as { format?: { bestOf?: number } };
  return mode.startsWith('riftbound/') && (rules.format?.bestOf ?? 1) > 1;
}

function playMatchCommand(
  { mode, seed, botSeed, json }: { mode: string; seed: number; botSeed: number; json: boolean },
  io: CliIo,
  printEvents: (events: readonly GameEvent[], game: Game) => void,
): number {
  const { match, actions } = playMatch({
    mode,
    seed,
    botSeed,
    ...(json ? {} : { onEvents: printEvents }),
    onGameOver: (m) => {
      const last = m.results.at(-1);
      if (!json && last) io.out(`\nGame ${last.game}: ${last.winner ?? 'no winner'} (first: ${last.first}); game wins ${JSON.stringify(m.gameWins)}\n\n`);
    },
  });
  if (json) io.out(`${JSON.stringify({ mode, seed, botSeed, winner: match.winner, gameWins: match.gameWins, games: match.results, actions }, null, 1)}\n`);
  else io.out(`Match over after ${match.results.length} games and ${actions} actions: ${match.winner} wins.\n`);
  return 0;
}

function scenario(argv: readonly string[], io: CliIo): number {
  const files = parseArgs(argv, new Set()).positional;
  if (files.length === 0) throw new UsageError('scenario needs at least one file');
  const results = files.map(runScenarioFile);
  for (const result of results) io.out(`${describeResult(result)}\n`);
  const failed = results.filter((r) => !r.passed).length;
  io.out(`${results.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? 0 : 1;
}

function validate(argv: readonly string[], io: CliIo): number {
  const files = parseArgs(argv, new Set()).positional;
  if (files.length === 0) throw new UsageError('validate needs at least one file');
  let failed = 0;
  for (const file of files) {
    try {
      io.out(`ok ${file} (${validateFile(file)})\n`);
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      failed++;
      io.out(`error ${error.file}\n${error.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}\n`);
    }
  }
  return failed === 0 ? 0 : 1;
}

async function inspect(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, new Set());
  const position = args.options.get('position');
  const game =
    typeof position === 'string'
      ? loadPosition(readJsonFile(position), position)
      : createGame({ mode: stringOption(args, 'mode', 'riftbound/2v2'), seed: intOption(args, 'seed', 1) });
  const inspector = await startInspector({ game, port: intOption(args, 'port', 0), botSeed: intOption(args, 'seed', 1) });
  io.out(`rulegraph inspector: ${inspector.url} (${game.mode}; Ctrl-C stops it)\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => void inspector.close().then(resolve)));
  return 0;
}

function schemas(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, new Set());
  const out = stringOption(args, 'out', join(RULES_DIR, 'schema'));
  mkdirSync(out, { recursive: true });
  for (const [file, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
    writeFileSync(join(out, file), schemaText(schema));
    io.out(`${join(out, file)}\n`);
  }
  return 0;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'play':
        return play(rest, io);
      case 'scenario':
        return scenario(rest, io);
      case 'validate':
        return validate(rest, io);
      case 'inspect':
        return await inspect(rest, io);
      case 'modes':
        io.out(`${listModes().join('\n')}\n`);
        return 0;
      case 'schemas':
        return schemas(rest, io);
      case undefined:
      case 'help':
      case '--help':
        io.out(HELP);
        return 0;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`rulegraph: ${error.message}\n\n${HELP}`);
      return 2;
    }
    if (error instanceof LoadError) {
      io.err(`rulegraph: ${error.file}\n${error.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}\n`);
      return 1;
    }
    throw error;
  }
}
