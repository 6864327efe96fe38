/**
 * The commands of `rulegraph`, parsed by commander. Output goes through `io` so tests can run
 * them in-process; every error is one line on stderr with an exit code (exit-codes.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { createGame, gameOf, listModes, loadPosition } from '../api.js';
import { readJsonFile } from '../node/file-source.js';
import { playGame } from '../bots/random-bot.js';
import { botFromSpec } from '../bots/registry.js';
import { playMatch } from '../bots/match.js';
import { LoadError } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import type { GameEvent } from '../engine/game/module.js';
import { logLine } from '../engine/game/event-words.js';
import { PACKAGE_ROOT } from '../node/paths.js';
import { describeResult, runScenarioFile } from '../scenarios/run.js';
import { DataFolderError } from '../store/data-folder.js';
import { registerServe } from './serve.js';
import { registerCards } from './cards.js';
import { writeSchemas } from './write-schemas.js';
import { addSimulateCommand } from './simulate.js';
import { addDecksCommand } from './decks.js';
import { addTournamentCommand } from './tournament.js';
import { EXIT } from './exit-codes.js';
import { integer, mode, port } from './options.js';
import { assertPortFree } from './port-free.js';
import { systemErrorLine } from './system-errors.js';
import { UsageError } from './usage-error.js';
import { modeAndRules } from './rules-option.js';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars there, JSON lines otherwise). */
  readonly errIsTerminal?: boolean;
}

export { EXIT } from './exit-codes.js';

function version(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

interface PlayOptions {
  readonly mode: string;
  readonly rules?: string;
  readonly seed: number;
  readonly botSeed?: number;
  readonly json?: boolean;
}

function play(options: PlayOptions, io: CliIo, command: Command): number {
  const { seed, json = false } = options;
  const setup = modeAndRules(command, options);
  // The game's own name (a rules file that extends a mode names a mode of its own), and whether
  // its game plays it as several games (a match format, CR 481.6), from its rules.
  const probe = createGame({ ...setup, seed });
  const playMode = probe.mode;
  const isMatch = gameOf(playMode).match?.playsSeveralGames(probe.rules) ?? false;
  probe.dispose();
  const botSeed = options.botSeed ?? seed;
  if (!json) io.out(`rulegraph play · ${playMode}${setup.rules === undefined ? '' : ` (${setup.rules})`} · seed ${seed} · bot seed ${botSeed}\n`);
  // Every event has its words; the log leaves out the bookkeeping ones (priority passes, steps).
  const printEvents = (events: readonly GameEvent[], game: Game) => {
    const { describeEvent } = gameOf(game.mode);
    for (const event of events) {
      const words = describeEvent(event, game.liveState, game.liveRules);
      if (!words.detail) io.out(`${logLine(words)}\n`);
    }
  };
  if (isMatch) return playMatchCommand({ mode: playMode, ...(setup.rules === undefined ? {} : { rules: setup.rules }), seed, botSeed, json }, io, printEvents);
  const { game, actions } = playGame({ ...setup, seed, botSeed, ...(json ? {} : { onEvents: printEvents }) });
  const events = game.events();
  const winner = game.winner;
  if (json) {
    io.out(`${JSON.stringify({ mode: playMode, seed, botSeed, winner, actions, machine: game.machineState, events }, null, 1)}\n`);
  } else {
    io.out(`\nGame over after ${actions} actions: ${winner === null ? 'no winner' : `${winner} wins`}.\n`);
  }
  return EXIT.ok;
}

function playMatchCommand(
  { mode, rules, seed, botSeed, json }: { mode: string; rules?: string; seed: number; botSeed: number; json: boolean },
  io: CliIo,
  printEvents: (events: readonly GameEvent[], game: Game) => void,
): number {
  const { match, actions } = playMatch({
    mode,
    ...(rules === undefined ? {} : { rules }),
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
  return EXIT.ok;
}

function scenario(files: readonly string[], io: CliIo): number {
  const results = files.map(runScenarioFile);
  for (const result of results) io.out(`${describeResult(result)}\n`);
  const failed = results.filter((r) => !r.passed).length;
  io.out(`${results.length - failed} passed, ${failed} failed\n`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}

function validate(files: readonly string[], io: CliIo, check: (file: string) => string): number {
  let failed = 0;
  for (const file of files) {
    try {
      io.out(`ok ${file} (${check(file)})\n`);
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      failed++;
      io.err(`error ${error.file}\n${error.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}\n`);
    }
  }
  return failed === 0 ? EXIT.ok : EXIT.failed;
}

interface InspectOptions {
  readonly mode: string;
  readonly seed: number;
  readonly position?: string;
  readonly machine?: string;
  readonly rules?: string;
  readonly port: number;
  readonly seatBot: Record<string, string>;
}

/** `SEAT=SPEC` options of `inspect --seat-bot`, collected by seat. */
function seatBot(raw: string, previous: Record<string, string>): Record<string, string> {
  const match = /^([^=]+)=(.+)$/.exec(raw);
  if (!match) throw new InvalidArgumentError('takes SEAT=BOT, like B=random');
  return { ...previous, [match[1] as string]: match[2] as string };
}

async function inspect(options: InspectOptions, io: CliIo, command: Command): Promise<number> {
  await assertPortFree(options.port);
  const { machine, rules, port, seed } = options;
  // Loaded here, not with the program: the inspector and its layout engine take most of a
  // second to load, which every other command would pay.
  const [{ startChartInspector }, { startInspector }, { fileVariant, startVariant }] = await Promise.all([
    import('../inspect/chart-server.js'),
    import('../inspect/server.js'),
    import('../inspect/variants.js'),
  ]);
  if (machine !== undefined) {
    const chart = await startChartInspector({ machineFile: machine, ...(rules === undefined ? {} : { rulesFile: rules }), port });
    io.out(`rulegraph inspector: ${chart.url} (statechart ${machine}; Ctrl-C stops it)\n`);
    if (chart.missingGuards.length) io.out(`guards the rules do not define: ${chart.missingGuards.join(', ')}\n`);
    await new Promise<void>((resolve) => process.once('SIGINT', () => void chart.close().then(resolve)));
    return EXIT.ok;
  }
  const setup = modeAndRules(command, options);
  const variant = setup.rules === undefined ? undefined : fileVariant(setup.rules, setup.mode);
  const game =
    options.position !== undefined
      ? loadPosition(readJsonFile(options.position), options.position)
      : variant
        ? startVariant(variant, seed)
        : createGame({ mode: options.mode, seed });
  for (const [seat, spec] of Object.entries(options.seatBot)) {
    if (!game.seats.includes(seat)) throw new UsageError(`--seat-bot: no seat ${JSON.stringify(seat)}; the seats are ${game.seats.join(', ')}`);
    try {
      botFromSpec(spec, 0);
    } catch (error) {
      throw new UsageError(`--seat-bot: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const inspector = await startInspector({ game, port, botSeed: seed, seatBots: options.seatBot, ...(variant ? { variants: [variant] } : {}) });
  io.out(`rulegraph inspector: ${inspector.url} (${variant?.label ?? game.mode}; Ctrl-C stops it)\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => void inspector.close().then(resolve)));
  return EXIT.ok;
}

/** The program, its commands writing through `io`; `done` receives each command's exit code. */
function program(io: CliIo, done: (code: number) => void, validateFile: (file: string, options: { mode?: string }) => string): Command {
  const root = new Command('rulegraph')
    .description('A declarative rule-graph interpreter for trading card games.')
    .version(version(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .exitOverride()
    .showSuggestionAfterError(true)
    .showHelpAfterError('(rulegraph <command> --help shows the usage)')
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      outputError: (text, write) => write(`rulegraph: ${text.replace(/^error: /, '')}`),
    });
  root.addHelpText('after', '\nExit codes: 0 done, 1 a check failed, 2 bad command line, 3 system refused (port, path), 70 internal error.');

  root
    .command('play')
    .description('Plays a complete game between random bots and prints it turn by turn, or with --json its event log as one JSON document. A best-of-three mode (riftbound/match) plays the whole match, game after game.')
    .option('--mode <game/mode>', 'the mode (rulegraph modes lists them)', mode, 'riftbound/duel')
    .option('--rules <file>', 'a rules file (docs/rules.md): a mode that extends a shipped one, or overrides of --mode')
    .option('--seed <n>', 'the game seed: every random draw follows from it', integer, 1)
    .option('--bot-seed <n>', "the bots' seed (default: the game seed)", integer)
    .option('--json', 'print the event log as JSON')
    .action((options: PlayOptions, command: Command) => done(play(options, io, command)));

  root
    .command('scenario')
    .description('Runs scenario files: one line each; exits 1 when an expectation is not met.')
    .argument('<files...>', 'scenario files')
    .action((files: string[]) => done(scenario(files, io)));

  root
    .command('validate')
    .description('Checks rules, card, deck, statechart, position and scenario files; faults go to stderr.')
    .argument('<files...>', 'files to check')
    .option('--mode <game/mode>', 'the mode that rules files without extends are overrides of (docs/rules.md)', mode)
    .action((files: string[], options: { mode?: string }) => done(validate(files, io, (file) => validateFile(file, options))));

  root
    .command('inspect')
    .description('Starts the inspector on this machine (loopback only) and prints its address.')
    .option('--mode <game/mode>', 'the mode', mode, 'riftbound/2v2')
    .option('--seed <n>', 'the game seed (also the bots\' seed)', integer, 1)
    .option('--position <file>', 'start from a position file instead (docs/scenarios.md)')
    .option('--rules <file>', 'play a rules file (docs/rules.md: a mode that extends a shipped one, or overrides of --mode) as a variant; with --machine, explain its guards')
    .option('--machine <file>', 'draw a statechart file without a game')
    .option('--port <port>', 'the port, 0 for any free one', port, 0)
    .option('--seat-bot <seat=bot>', 'a bot of the registry for a seat, like B=random (repeatable)', seatBot, {})
    .action(async (options: InspectOptions, command: Command) => done(await inspect(options, io, command)));

  addSimulateCommand(root, io, done);
  registerServe(root, io, done);
  registerCards(root, io, done);
  addDecksCommand(root, io, done);
  addTournamentCommand(root, io, done);

  root
    .command('modes')
    .description('Lists the modes this package ships.')
    .action(() => {
      io.out(`${listModes().join('\n')}\n`);
      done(EXIT.ok);
    });

  root
    .command('schemas')
    .description('Writes the JSON Schemas of every file format into a folder, for editors.')
    .requiredOption('--out <dir>', 'the folder to write them into (created if missing)')
    .action((options: { out: string }) => {
      for (const file of writeSchemas(options.out)) io.out(`${file}\n`);
      done(EXIT.ok);
    });
  return root;
}

/** Runs `rulegraph` with `argv` (the arguments after the command name) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok;
  const { validateFile } = await import('../validate.js');
  const root = program(io, (c) => (code = c), validateFile);
  try {
    if (argv.length === 0) {
      io.out(root.helpInformation());
      return EXIT.ok;
    }
    await root.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and --version end parsing "with an error" whose exit code is 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.err(`rulegraph: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof LoadError) {
      io.err(`rulegraph: ${error.file}\n${error.issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}\n`);
      return EXIT.failed;
    }
    if (error instanceof DataFolderError) {
      io.err(`rulegraph: ${error.message}\n`);
      return EXIT.system;
    }
    const system = systemErrorLine(error);
    if (system !== undefined) {
      io.err(`rulegraph: ${system}\n`);
      return EXIT.system;
    }
    io.err(`rulegraph: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.internal;
  }
}
