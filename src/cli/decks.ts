/**
 * `rulegraph decks decode` and `rulegraph decks encode`: Riftbound deck codes read and written
 * (docs/cards.md, "Deck codes and lists"). Files are read only where the user points, through
 * the confined reading of definition files, with its limits. A code, list or card that cannot
 * be used is one line on stderr (and one indented line per fault) with exit code 1.
 */
import { basename } from 'node:path';
import type { Command } from 'commander';
import { LoadError, type LoadIssue } from '../engine/errors.js';
import { parseJson } from '../engine/json/json-file.js';
import { assertSchema } from '../engine/schema/validate.js';
import { deckSchema, type Deck } from '../games/riftbound/card-schema.js';
import { checkDeck, loadCardSets } from '../games/riftbound/cards.js';
import {
  CardCatalog,
  decodeDeckCode,
  deckCodeListText,
  DeckCodeError,
  deckFromCodeList,
  deckFromParsedList,
  DeckImportError,
  DeckListError,
  deckToCodeWith,
  DEFAULT_CONSTRUCTION_RULES,
  parseDeckList,
  type RiftboundDeckEntry,
} from '../games/riftbound/decks/index.js';
import { readDefinitionText, readJsonFile, toLocation } from '../node/file-source.js';
import { EXIT } from './exit-codes.js';
import { agreed } from '../engine/i18n/words.js';
import { counted, text as cliText, type Say } from './i18n/messages.js';
import type { Language } from '../engine/i18n/language.js';

export interface DecksIo {
  out(text: string): void;
  err(text: string): void;
  /** The run's language, and its words. */
  readonly lang: Language;
  readonly say: Say;
}

interface DecodeOptions {
  readonly cards?: string[];
  readonly json?: boolean;
}

interface EncodeOptions {
  readonly cards: string[];
}

/** The card sets of `--cards`, each read as the user named it and loaded as a mode loads its sets. */
function catalogOf(files: readonly string[]): CardCatalog {
  return new CardCatalog(loadCardSets(files.map((file) => ({ file: toLocation(file), json: readJsonFile(file) }))));
}

function decode(code: string, options: DecodeOptions, io: DecksIo): number {
  const decoded = decodeDeckCode(code);
  if (options.cards === undefined) {
    io.out(options.json === true ? `${JSON.stringify(decoded, null, 2)}\n` : deckCodeListText(decoded));
    return EXIT.ok;
  }
  const imported = deckFromCodeList(decoded, catalogOf(options.cards));
  if (options.json === true) io.out(`${JSON.stringify({ version: decoded.version, ...imported }, null, 2)}\n`);
  else {
    // The deck alone, so that stdout is a deck file; the sideboard has no place in one.
    io.out(`${JSON.stringify(imported.deck, null, 2)}\n`);
    if (imported.sideboard.length > 0) io.err(`rulegraph: ${io.say('decks.sideboard', { entries: entriesText(imported.sideboard) })}\n`);
  }
  return reportFaults(imported.faults, io);
}

function encode(file: string, options: EncodeOptions, io: DecksIo): number {
  const catalog = catalogOf(options.cards);
  const location = toLocation(file);
  const text = readDefinitionText(location, '');
  if (text.trimStart().startsWith('{')) {
    const json = parseJson(text, location);
    assertSchema<Deck>(deckSchema, json, location);
    const code = deckToCodeWith(json, catalog);
    io.out(`${code}\n`);
    return reportFaults(deckFaults(json, catalog, location), io);
  }
  const imported = deckFromParsedList(parseDeckList(text), catalog, { name: basename(file) });
  io.out(`${deckToCodeWith(imported.deck, catalog, { sideboard: imported.sideboard })}\n`);
  return reportFaults(imported.faults, io);
}

/** A deck file's faults: its cards' types, then the construction rules. */
function deckFaults(deck: Deck, catalog: CardCatalog, file: string): readonly LoadIssue[] {
  try {
    checkDeck(deck, catalog.cards, DEFAULT_CONSTRUCTION_RULES, file);
    return [];
  } catch (error) {
    if (error instanceof LoadError) return error.issues;
    throw error;
  }
}

function reportFaults(faults: readonly LoadIssue[], io: DecksIo): number {
  if (faults.length === 0) return EXIT.ok;
  const breaks = agreed(faults.length, cliText('decks.breaks.one'), cliText('decks.breaks.other', { count: faults.length }));
  io.err(`rulegraph: ${breaks.in(io.lang)}\n${faults.map((f) => `  ${f.path}: ${f.message}\n`).join('')}`);
  return EXIT.failed;
}

function entriesText(entries: readonly RiftboundDeckEntry[]): string {
  return entries.map((e) => `${e.count} ${e.card}`).join(', ');
}

/** A deck error as stderr shows it: one line, and one indented line per fault of an import. */
function deckErrorText(error: unknown, source: string, io: DecksIo): string | undefined {
  if (error instanceof DeckCodeError) return `rulegraph: ${source}: ${error.message} [${error.code}]\n`;
  if (error instanceof DeckListError) return `rulegraph: ${source}: ${error.message} [${error.code}]\n`;
  if (error instanceof DeckImportError) {
    const lines = error.issues.map((i) => `  ${'line' in i ? io.say('decks.line', { line: i.line }) : i.path}: ${i.message}${i.rule === undefined ? '' : ` (${i.rule})`} [${i.code}]\n`);
    const count = error.issues.length + error.omitted;
    if (error.omitted > 0) lines.push(`  ${io.say('decks.more', { count: error.omitted })}\n`);
    return `rulegraph: ${source}: ${io.say('decks.noDeck', { faults: counted('fault', count).in(io.lang) })}\n${lines.join('')}`;
  }
  return undefined;
}

/** Runs a deck command, answering its deck errors with exit code 1 (others go to runCli). */
function answering(io: DecksIo, source: string, run: () => number): number {
  try {
    return run();
  } catch (error) {
    const said = deckErrorText(error, source, io);
    if (said === undefined) throw error;
    io.err(said);
    return EXIT.failed;
  }
}

/** Adds `decks decode` and `decks encode` to the program. */
export function addDecksCommand(root: Command, io: DecksIo, done: (code: number) => void, withLang: (command: Command) => Command): void {
  const { say } = io;
  const decks = withLang(root.command('decks')).description(say('decks.description'));
  withLang(decks.command('decode'))
    .description(say('decks.decode.description'))
    .argument('<code>', say('decks.decode.code'))
    .option('--cards <files...>', say('decks.cards'))
    .option('--json', say('decks.decode.json'))
    .action((code: string, options: DecodeOptions) => done(answering(io, say('decks.codeSource'), () => decode(code, options, io))));
  withLang(decks.command('encode'))
    .description(say('decks.encode.description'))
    .argument('<file>', say('decks.encode.file'))
    .requiredOption('--cards <files...>', say('decks.cards'))
    .action((file: string, options: EncodeOptions) => done(answering(io, file, () => encode(file, options, io))));
}
