/**
 * `rulegraph cards`: card files in the shapes others publish, compiled from their printed
 * text into card sets (`import`), card sets written back as printed text (`render`), and how
 * much of a card file the compiler reads (`coverage`).
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { CardCompiler, ImportReport } from '../engine/card-text/card-import.js';
import { GAMES as MODULES } from '../games/index.js';
import { readJsonFile } from '../node/file-source.js';
import { playPool, type PoolPlayReport } from '../bots/pool-play.js';
import type { CardDefinition } from '../games/riftbound/card-schema.js';
import { EXIT } from './exit-codes.js';
import { integer } from './options.js';
import type { CliIo } from './io.js';
import { UsageError } from './usage-error.js';

/** A card file may be much larger than a definition file: a whole game's printings with their metadata. */
const CARD_FILE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxValues: 20_000_000 } as const;

/** The card-text compiler of each game whose printed text rulegraph reads, by game name. */
const CARD_COMPILERS: Readonly<Record<string, CardCompiler>> = Object.fromEntries(
  Object.values(MODULES).flatMap((module) => (module.cards ? [[module.id, module.cards.compiler]] : [])),
);

const GAMES = Object.keys(CARD_COMPILERS);

function game(value: string): string {
  if (!GAMES.includes(value)) throw new UsageError(`--game: the compiler reads ${GAMES.join(', ')}; got ${JSON.stringify(value)}`);
  return value;
}

/** The game's compiler and the language asked for (the game's first when none is). */
function compilerFor(name: string, lang: string | undefined): { compiler: CardCompiler; lang: string } {
  const compiler = CARD_COMPILERS[name] as CardCompiler;
  const chosen = lang ?? (compiler.languages[0] as string);
  if (!compiler.languages.includes(chosen)) throw new UsageError(`--lang: ${name} cards are read in ${compiler.languages.join(', ')}; got ${JSON.stringify(chosen)}`);
  return { compiler, lang: chosen };
}

function readCardFile(file: string): unknown {
  return readJsonFile(file, '', CARD_FILE_LIMITS);
}

/** The import of a card file by the game's compiler. */
function importFile(file: string, options: { game: string; lang?: string; set?: string }) {
  const { compiler, lang } = compilerFor(options.game, options.lang);
  return compiler.importFile(readCardFile(file), { setName: options.set ?? setName(file), lang });
}

/** The summary a person reads: the counts, then refusals by reason, the most frequent first. */
export function describeReport(report: ImportReport, limit = 40): string {
  const pct = (n: number) => (report.cards === 0 ? '0.0' : ((100 * n) / report.cards).toFixed(1));
  const lines = [
    ...(report.lang === undefined ? [] : [`language ${report.lang}`]),
    `printings ${report.printings}`,
    `unique cards ${report.cards}`,
    `compiled ${report.compiled} (${pct(report.compiled)}%)`,
    `read back equal ${report.readBackEqual} (${pct(report.readBackEqual)}%)`,
    `refused ${report.refused.length}`,
  ];
  if (report.madeTokens.length > 0) lines.push(`token cards made from the text that makes them ${report.madeTokens.length} (${report.madeTokens.join(', ')})`);
  if (report.faults.length > 0) lines.push(`records that are not cards ${report.faults.length}`);
  if (report.reasons.length > 0) {
    lines.push('', 'refused, by reason:');
    for (const { reason, count } of report.reasons.slice(0, limit)) lines.push(`${String(count).padStart(5)}  ${reason}`);
    if (report.reasons.length > limit) lines.push(`  ... ${report.reasons.length - limit} more reasons (the JSON report lists every card)`);
  }
  return `${lines.join('\n')}\n`;
}

/** The summary of games played with the compiled cards. */
export function describePlay(play: PoolPlayReport): string {
  if (play.unplayable !== undefined && play.games === 0) return `\nno games played: ${play.unplayable}\n`;
  const lines = [``, `games played ${play.games}, finished and replayed identically ${play.finished}, actions ${play.actions}`];
  for (const f of play.failures.slice(0, 20)) lines.push(`  ${f.mode} seed ${f.seed}: ${f.message}`);
  if (play.unplayable !== undefined) lines.push(`stopped: ${play.unplayable}`);
  return `${lines.join('\n')}\n`;
}

function setName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
}

export function registerCards(root: Command, io: CliIo, done: (code: number) => void): void {
  const cards = root.command('cards').description('Card files: compile printed text into card sets, render card sets as text, measure coverage.');

  cards
    .command('import')
    .description('Compiles a card file (Riftcodex or official Altered records, or rulegraph\'s plain shape) into a card set; refused cards are listed in the report.')
    .argument('<file>', 'the card file (JSON)')
    .option('--game <game>', 'the game of the cards', game, 'riftbound')
    .option('--lang <lang>', 'the language of the text read (Altered: en or fr; default en)')
    .requiredOption('--out <file>', 'where to write the card set')
    .option('--report <file>', 'where to write the coverage report (JSON)')
    .option('--set <name>', 'the card set\'s name (default: the file\'s name)')
    .action((file: string, options: { game: string; lang?: string; out: string; report?: string; set?: string }) => {
      const { set, report } = importFile(file, options);
      writeFileSync(options.out, `${JSON.stringify(set, null, 1)}\n`);
      if (options.report !== undefined) writeFileSync(options.report, `${JSON.stringify(report, null, 1)}\n`);
      io.out(describeReport(report, 10));
      io.out(`wrote ${set.cards.length} cards to ${options.out}${options.report === undefined ? '' : ` and the report to ${options.report}`}\n`);
      done(EXIT.ok);
    });

  cards
    .command('render')
    .description('Prints each card of a card set as printed text, made from its data alone (any "text" field is ignored).')
    .argument('<file>', 'a card set file')
    .option('--game <game>', 'the game of the cards', game, 'riftbound')
    .option('--lang <lang>', 'the language to print (Altered: en or fr; default en)')
    .action((file: string, options: { game: string; lang?: string }) => {
      const { compiler, lang } = compilerFor(options.game, options.lang);
      const rendered = compiler.renderSet(file, readJsonFile(file), lang);
      let unsaid = 0;
      for (const card of rendered) {
        if (card.ok) io.out(`${card.id} · ${card.name}\n${card.text ? `${card.text}\n` : ''}\n`);
        else {
          unsaid++;
          io.out(`${card.id} · ${card.name}\n(no printed form yet: ${card.reason})\n\n`);
        }
      }
      io.out(`${rendered.length - unsaid} of ${rendered.length} cards rendered\n`);
      done(EXIT.ok);
    });

  cards
    .command('coverage')
    .description('How much of a card file the compiler reads: printings, unique cards, compiled, read back equal, refusals by reason.')
    .argument('<file>', 'the card file (JSON)')
    .option('--game <game>', 'the game of the cards', game, 'riftbound')
    .option('--lang <lang>', 'the language of the text read (Altered: en or fr; default en)')
    .option('--json <file>', 'also write the report as JSON')
    .option('--reasons <n>', 'how many reasons to list', integer, 40)
    .option('--play <n>', 'then play n games of each Riftbound mode between random bots with random legal decks of the compiled cards (0: none)', integer, 0)
    .option('--seed <n>', 'the first seed of those games', integer, 1)
    .action((file: string, options: { game: string; lang?: string; json?: string; reasons: number; play: number; seed: number }) => {
      if (options.play > 0 && options.game !== 'riftbound') throw new UsageError('--play: games are played with Riftbound cards only for now');
      const { set, report } = importFile(file, options);
      io.out(describeReport(report, options.reasons > 0 ? options.reasons : 40));
      const play = options.play > 0 ? playPool(set.cards as CardDefinition[], { gamesPerMode: options.play, seed: options.seed }) : undefined;
      if (play) io.out(describePlay(play));
      if (options.json !== undefined) writeFileSync(options.json, `${JSON.stringify(play ? { ...report, play } : report, null, 1)}\n`);
      done(play && play.failures.length > 0 ? EXIT.failed : EXIT.ok);
    });
}

