/**
 * The commands of `rulegraph`, parsed by commander. Output goes through `io` so tests can run
 * them in-process; every error is one line on stderr with an exit code (exit-codes.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { commanderError } from './commander-errors.js';
import { createGame, gameOf, listModes, loadPosition } from '../api.js';
import { readJsonFile } from '../node/file-source.js';
import { playGame } from '../bots/random-bot.js';
import { BotSpecError, botFromSpec } from '../bots/registry.js';
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
import { assertPortFree } from './port-free.js';
import { systemErrorLine } from './system-errors.js';
import { UsageError } from './usage-error.js';
import { modeAndRules } from './rules-option.js';
import { cliLanguage, text, type Say } from './i18n/messages.js';
import { speechOf, type Speech } from './speech.js';
import type { Language } from '../engine/i18n/language.js';
import { en as cliEnglish } from './i18n/en.js';
import type { CliIo } from './io.js';
import { DEFAULT_INSPECTED_MODE, DEFAULT_MODE } from '../games/defaults.js';

export type { CliIo } from './io.js';

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

function play(options: PlayOptions, io: CliIo, command: Command, { lang, say }: Speech): number {
  const { seed, json = false } = options;
  const setup = modeAndRules(command, options);
  // The game's own name (a rules file that extends a mode names a mode of its own), and whether
  // its game plays it as several games (a match format, CR 481.6), from its rules.
  const probe = createGame({ ...setup, seed });
  const playMode = probe.mode;
  const isMatch = gameOf(playMode).match?.playsSeveralGames(probe.rules) ?? false;
  probe.dispose();
  const botSeed = options.botSeed ?? seed;
  if (!json) io.out(`${say('play.header', { mode: playMode, rules: setup.rules === undefined ? '' : say('play.rules', { rules: setup.rules }), seed, botSeed })}\n`);
  // Every event has its words; the log leaves out the bookkeeping ones (priority passes, steps).
  const printEvents = (events: readonly GameEvent[], game: Game) => {
    const { describeEvent } = gameOf(game.mode);
    for (const event of events) {
      const words = describeEvent(event, game.liveState, game.liveRules);
      if (!words.detail) io.out(`${logLine(words, lang)}\n`);
    }
  };
  if (isMatch) return playMatchCommand({ mode: playMode, ...(setup.rules === undefined ? {} : { rules: setup.rules }), seed, botSeed, json }, io, printEvents, say);
  const { game, actions } = playGame({ ...setup, seed, botSeed, ...(json ? {} : { onEvents: printEvents }) });
  const events = game.events();
  const winner = game.winner;
  if (json) {
    io.out(`${JSON.stringify({ mode: playMode, seed, botSeed, winner, actions, machine: game.machineState, events }, null, 1)}\n`);
  } else {
    io.out(`\n${say('play.over', { actions, result: winner === null ? say('play.noWinner') : say('play.wins', { winner }) })}\n`);
  }
  return EXIT.ok;
}

function playMatchCommand(
  { mode, rules, seed, botSeed, json }: { mode: string; rules?: string; seed: number; botSeed: number; json: boolean },
  io: CliIo,
  printEvents: (events: readonly GameEvent[], game: Game) => void,
  say: Say,
): number {
  const { match, actions } = playMatch({
    mode,
    ...(rules === undefined ? {} : { rules }),
    seed,
    botSeed,
    ...(json ? {} : { onEvents: printEvents }),
    onGameOver: (m) => {
      const last = m.results.at(-1);
      if (!json && last) io.out(`\n${say('match.game', { game: last.game, winner: last.winner ?? say('play.noWinner'), first: last.first, wins: JSON.stringify(m.gameWins) })}\n\n`);
    },
  });
  if (json) io.out(`${JSON.stringify({ mode, seed, botSeed, winner: match.winner, gameWins: match.gameWins, games: match.results, actions }, null, 1)}\n`);
  else io.out(`${say('match.over', { games: match.results.length, actions, winner: match.winner ?? say('play.noWinner') })}\n`);
  return EXIT.ok;
}

function scenario(files: readonly string[], io: CliIo, { lang, say }: Speech): number {
  const results = files.map((file) => runScenarioFile(file));
  for (const result of results) io.out(`${describeResult(result, lang)}\n`);
  const failed = results.filter((r) => !r.passed).length;
  io.out(`${say('scenario.summary', { passed: results.length - failed, failed })}\n`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}

/** A load error's faults, one a line, in the run's language. */
function issueLines(error: LoadError, lang: Language): string {
  return error.in(lang).issues.map((i) => `  ${i.path}: ${i.message}`).join('\n');
}

function validate(files: readonly string[], io: CliIo, check: (file: string) => string, { say, lang }: Pick<Speech, 'say' | 'lang'>): number {
  let failed = 0;
  for (const file of files) {
    try {
      io.out(`${say('validate.ok', { file, what: check(file) })}\n`);
    } catch (error) {
      if (!(error instanceof LoadError)) throw error;
      failed++;
      io.err(`${say('validate.error', { file: error.file })}\n${issueLines(error, lang)}\n`);
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
function seatBot({ parse, say }: Speech) {
  return (raw: string, previous: Record<string, string>): Record<string, string> => {
    const match = /^([^=]+)=(.+)$/.exec(raw);
    if (!match) return parse.refuse(say('parse.seatBot'));
    return { ...previous, [match[1] as string]: match[2] as string };
  };
}

async function inspect(options: InspectOptions, io: CliIo, command: Command, say: Say): Promise<number> {
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
    io.out(`${say('inspect.chart', { url: chart.url, machine })}\n`);
    if (chart.missingGuards.length) io.out(`${say('inspect.missingGuards', { guards: chart.missingGuards.join(', ') })}\n`);
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
    if (!game.seats.includes(seat)) throw new UsageError(text('usage.seatBotSeat', { seat: JSON.stringify(seat), seats: game.seats.join(', ') }));
    try {
      botFromSpec(spec, 0);
    } catch (error) {
      if (!(error instanceof BotSpecError)) throw error;
      throw new UsageError(text('usage.seatBot', { reason: error.words }));
    }
  }
  const inspector = await startInspector({ game, port, botSeed: seed, seatBots: options.seatBot, ...(variant ? { variants: [variant] } : {}) });
  io.out(`${say('inspect.game', { url: inspector.url, label: variant?.label ?? game.mode })}\n`);
  await new Promise<void>((resolve) => process.once('SIGINT', () => void inspector.close().then(resolve)));
  return EXIT.ok;
}

/** The program, its commands writing through `io`; `done` receives each command's exit code. */
function program(io: CliIo, done: (code: number) => void, validateFile: (file: string, options: { mode?: string }) => string, speech: Speech): Command {
  const { say, parse, withLang, lang } = speech;
  const { integer, mode, port } = parse;
  const root = new Command('rulegraph')
    .description(say('program.description'))
    .version(version(), '-v, --version', say('option.version'))
    .helpOption('-h, --help', say('option.help'))
    .helpCommand('help [command]', say('command.help'))
    // The root's options come before the command (`cards` has a --lang of its own: its cards' language).
    .enablePositionalOptions()
    .exitOverride()
    .showSuggestionAfterError(true)
    .showHelpAfterError(say('help.afterError'))
    // Commander's own titles (Usage:, Options:...) in the run's language; its help of a subcommand inherits this.
    .configureHelp({ styleTitle: (title) => helpTitle(title, say) })
    .configureOutput({
      writeOut: (text) => io.out(text),
      writeErr: (text) => io.err(text),
      // Commander's refusals come in English: said again in the run's language (commander-errors.ts).
      outputError: (text, write) => write(`rulegraph: ${commanderError(text.replace(/^error: /, '').replace(/\n$/, ''), say, lang)}\n`),
    });
  root.addHelpText('after', say('help.exitCodes'));
  withLang(root);

  withLang(root.command('play'))
    .description(say('play.description'))
    .option('--mode <game/mode>', say('option.mode'), mode, DEFAULT_MODE)
    .option('--rules <file>', say('play.rulesOption'))
    .option('--seed <n>', say('option.seed'), integer, 1)
    .option('--bot-seed <n>', say('play.botSeed'), integer)
    .option('--json', say('play.json'))
    .action((options: PlayOptions, command: Command) => done(play(options, io, command, speech)));

  withLang(root.command('scenario'))
    .description(say('scenario.description'))
    .argument('<files...>', say('scenario.files'))
    .action((files: string[]) => done(scenario(files, io, speech)));

  withLang(root.command('validate'))
    .description(say('validate.description'))
    .argument('<files...>', say('validate.files'))
    .option('--mode <game/mode>', say('validate.mode'), mode)
    .action((files: string[], options: { mode?: string }) => done(validate(files, io, (file) => validateFile(file, options), speech)));

  withLang(root.command('inspect'))
    .description(say('inspect.description'))
    .option('--mode <game/mode>', say('option.theMode'), mode, DEFAULT_INSPECTED_MODE)
    .option('--seed <n>', say('inspect.seed'), integer, 1)
    .option('--position <file>', say('inspect.position'))
    .option('--rules <file>', say('inspect.rules'))
    .option('--machine <file>', say('inspect.machine'))
    .option('--port <port>', say('option.port'), port, 0)
    .option('--seat-bot <seat=bot>', say('inspect.seatBot'), seatBot(speech), {})
    .action(async (options: InspectOptions, command: Command) => done(await inspect(options, io, command, say)));

  addSimulateCommand(root, io, done, speech);
  registerServe(root, io, done, speech);
  registerCards(root, io, done, speech);
  addDecksCommand(root, { out: (t) => io.out(t), err: (t) => io.err(t), lang: speech.lang, say }, done, speech);
  addTournamentCommand(root, io, done, speech);

  withLang(root.command('modes'))
    .description(say('modes.description'))
    .action(() => {
      io.out(`${listModes().join('\n')}\n`);
      done(EXIT.ok);
    });

  withLang(root.command('schemas'))
    .description(say('schemas.description'))
    .requiredOption('--out <dir>', say('schemas.out'))
    .action((options: { out: string }) => {
      for (const file of writeSchemas(options.out)) io.out(`${file}\n`);
      done(EXIT.ok);
    });
  return root;
}

/** A title of commander's help (`Usage:`, `Options:`...) in the run's language; one the catalogue lacks as commander gives it. */
function helpTitle(title: string, say: Say): string {
  const key = `helpTitle.${title}`;
  return Object.hasOwn(cliEnglish, key) ? say(key as keyof typeof cliEnglish & `helpTitle.${string}`) : title;
}

/** Runs `rulegraph` with `argv` (the arguments after the command name) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok;
  const { validateFile } = await import('../validate.js');
  const speech = speechOf(cliLanguage(argv, io.env ?? {}));
  const { lang, say } = speech;
  const root = program(io, (c) => (code = c), validateFile, speech);
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
      io.err(`rulegraph: ${error.words.in(lang)}\n`);
      return EXIT.usage;
    }
    if (error instanceof LoadError) {
      io.err(`rulegraph: ${error.file}\n${issueLines(error, lang)}\n`);
      return EXIT.failed;
    }
    if (error instanceof DataFolderError) {
      io.err(`rulegraph: ${error.message}\n`);
      return EXIT.system;
    }
    const system = systemErrorLine(error, say);
    if (system !== undefined) {
      io.err(`rulegraph: ${system}\n`);
      return EXIT.system;
    }
    io.err(`rulegraph: ${say('error.internal', { message: error instanceof Error ? error.message : String(error) })}\n`);
    return EXIT.internal;
  }
}
