/**
 * `rulegraph cards`: card files in the shapes others publish, compiled from their printed
 * text into card sets (`import`), card sets written back as printed text (`render`), and how
 * much of a card file the compiler reads (`coverage`).
 */
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { CardCompiler, ImportReport } from '../engine/card-text/card-import.js';
import { reasonIn, reportIn } from '../engine/card-text/reasons.js';
import type { Language } from '../engine/i18n/language.js';
import { GAMES as MODULES } from '../games/index.js';
import { readJsonFile } from '../node/file-source.js';
import { playPool, poolModes, type PoolPlayReport, type PoolUnplayable } from '../bots/pool-play.js';
import { EXIT } from './exit-codes.js';
import type { CliIo } from './io.js';
import { UsageError } from './usage-error.js';
import { counted, text, type Say } from './i18n/messages.js';
import type { Speech } from './speech.js';
import { DEFAULT_GAME } from '../games/defaults.js';

/** A card file may be much larger than a definition file: a whole game's printings with their metadata. */
const CARD_FILE_LIMITS = { maxBytes: 64 * 1024 * 1024, maxValues: 20_000_000 } as const;

/** The card-text compiler of each game whose printed text rulegraph reads, by game name. */
const CARD_COMPILERS: Readonly<Record<string, CardCompiler>> = Object.fromEntries(
  Object.values(MODULES).flatMap((module) => (module.cards ? [[module.id, module.cards.compiler]] : [])),
);

const GAMES = Object.keys(CARD_COMPILERS);

function game(value: string): string {
  if (!GAMES.includes(value)) throw new UsageError(text('cards.usage.game', { games: GAMES.join(', '), game: JSON.stringify(value) }));
  return value;
}

/** The game's compiler and the language asked for (the game's first when none is). */
function compilerFor(name: string, lang: string | undefined): { compiler: CardCompiler; lang: string } {
  const compiler = CARD_COMPILERS[name] as CardCompiler;
  const chosen = lang ?? (compiler.languages[0] as string);
  if (!compiler.languages.includes(chosen)) throw new UsageError(text('cards.usage.lang', { game: name, languages: compiler.languages.join(', '), lang: JSON.stringify(chosen) }));
  return { compiler, lang: chosen };
}

function readCardFile(file: string): unknown {
  return readJsonFile(file, '', CARD_FILE_LIMITS);
}

/**
 * The import of a card file by the game's compiler, the text read in the command's `--lang`,
 * the report's reasons and faults worded in the run's language (`runLang`).
 */
function importFile(file: string, options: { game: string; lang?: string; set?: string }, runLang: Language) {
  const { compiler, lang } = compilerFor(options.game, options.lang);
  const imported = compiler.importFile(readCardFile(file), { setName: options.set ?? setName(file), lang });
  return { set: imported.set, report: reportIn(imported.report, runLang) };
}

/**
 * The summary a person reads, in the run's language: the counts, then refusals by reason, the
 * most frequent first (the report's reasons, worded in the run's language by `importFile`).
 */
export function describeReport(report: ImportReport, say: Say, limit = 40): string {
  const percent = (n: number) => (report.cards === 0 ? '0.0' : ((100 * n) / report.cards).toFixed(1));
  const lines = [
    ...(report.lang === undefined ? [] : [say('cards.report.language', { lang: report.lang })]),
    say('cards.report.printings', { count: report.printings }),
    say('cards.report.cards', { count: report.cards }),
    say('cards.report.compiled', { count: report.compiled, percent: percent(report.compiled) }),
    say('cards.report.readBack', { count: report.readBackEqual, percent: percent(report.readBackEqual) }),
    say('cards.report.refused', { count: report.refused.length }),
  ];
  if (report.madeTokens.length > 0) lines.push(say('cards.report.tokens', { count: report.madeTokens.length, names: report.madeTokens.join(', ') }));
  if (report.faults.length > 0) lines.push(say('cards.report.faults', { count: report.faults.length }));
  if (report.reasons.length > 0) {
    lines.push('', say('cards.report.reasons'));
    for (const { reason, count } of report.reasons.slice(0, limit)) lines.push(`${String(count).padStart(5)}  ${reason}`);
    if (report.reasons.length > limit) lines.push(say('cards.report.moreReasons', { count: report.reasons.length - limit }));
  }
  return `${lines.join('\n')}\n`;
}

/** The summary of games played with the compiled cards, in the run's language. */
export function describePlay(play: PoolPlayReport, say: Say): string {
  const unplayable = (u: PoolUnplayable) => say('cards.play.unplayable', { mode: u.mode, needs: u.needs });
  if (play.unplayable !== undefined && play.games === 0) return `\n${say('cards.play.none', { reason: unplayable(play.unplayable) })}\n`;
  const lines = ['', say('cards.play.summary', { games: play.games, finished: play.finished, actions: play.actions })];
  for (const f of play.failures.slice(0, 20)) lines.push(say('cards.play.failure', { mode: f.mode, seed: f.seed, message: f.message }));
  if (play.unplayable !== undefined) lines.push(say('cards.play.stopped', { reason: unplayable(play.unplayable) }));
  return `${lines.join('\n')}\n`;
}

function setName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
}

/**
 * `cards` and its commands, their help and output in the run's language; their own `--lang` is
 * the language of the card text read or printed (the run's is given before `cards`).
 */
export function registerCards(root: Command, io: CliIo, done: (code: number) => void, { say, lang: runLang, parse }: Speech): void {
  const { integer } = parse;
  const cards = root.command('cards').description(say('cards.description'));

  cards
    .command('import')
    .description(say('cards.import.description'))
    .argument('<file>', say('cards.file'))
    .option('--game <game>', say('cards.game'), game, DEFAULT_GAME)
    .option('--lang <lang>', say('cards.langRead'))
    .requiredOption('--out <file>', say('cards.import.out'))
    .option('--report <file>', say('cards.import.report'))
    .option('--set <name>', say('cards.import.set'))
    .action((file: string, options: { game: string; lang?: string; out: string; report?: string; set?: string }) => {
      const { set, report } = importFile(file, options, runLang);
      writeFileSync(options.out, `${JSON.stringify(set, null, 1)}\n`);
      if (options.report !== undefined) writeFileSync(options.report, `${JSON.stringify(report, null, 1)}\n`);
      io.out(describeReport(report, say, 10));
      const reportFile = options.report === undefined ? '' : say('cards.import.wroteReport', { file: options.report });
      io.out(`${say('cards.import.wrote', { cards: counted('card', set.cards.length).in(runLang), file: options.out, report: reportFile })}\n`);
      done(EXIT.ok);
    });

  cards
    .command('render')
    .description(say('cards.render.description'))
    .argument('<file>', say('cards.render.file'))
    .option('--game <game>', say('cards.game'), game, DEFAULT_GAME)
    .option('--lang <lang>', say('cards.render.lang'))
    .action((file: string, options: { game: string; lang?: string }) => {
      const { compiler, lang } = compilerFor(options.game, options.lang);
      const rendered = compiler.renderSet(file, readJsonFile(file), lang);
      let unsaid = 0;
      for (const card of rendered) {
        if (card.ok) io.out(`${card.id} · ${card.name}\n${card.text ? `${card.text}\n` : ''}\n`);
        else {
          unsaid++;
          io.out(`${card.id} · ${card.name}\n${say('cards.render.unsaid', { reason: reasonIn(card, runLang).reason })}\n\n`);
        }
      }
      io.out(`${say('cards.render.done', { rendered: rendered.length - unsaid, total: rendered.length })}\n`);
      done(EXIT.ok);
    });

  cards
    .command('coverage')
    .description(say('cards.coverage.description'))
    .argument('<file>', say('cards.file'))
    .option('--game <game>', say('cards.game'), game, DEFAULT_GAME)
    .option('--lang <lang>', say('cards.langRead'))
    .option('--json <file>', say('cards.coverage.json'))
    .option('--reasons <n>', say('cards.coverage.reasons'), integer, 40)
    .option('--play <n>', say('cards.coverage.play'), integer, 0)
    .option('--seed <n>', say('cards.coverage.seed'), integer, 1)
    .action((file: string, options: { game: string; lang?: string; json?: string; reasons: number; play: number; seed: number }) => {
      if (options.play > 0 && poolModes(options.game) === undefined) throw new UsageError(text('cards.usage.play', { game: options.game }));
      const { set, report } = importFile(file, options, runLang);
      io.out(describeReport(report, say, options.reasons > 0 ? options.reasons : 40));
      const play = options.play > 0 ? playPool(options.game, set.cards, { gamesPerMode: options.play, seed: options.seed, lang: runLang }) : undefined;
      if (play) io.out(describePlay(play, say));
      if (options.json !== undefined) writeFileSync(options.json, `${JSON.stringify(play ? { ...report, play } : report, null, 1)}\n`);
      done(play && play.failures.length > 0 ? EXIT.failed : EXIT.ok);
    });
}

