/**
 * `rulegraph decks decode` and `rulegraph decks encode`: deck codes and lists of the game
 * `--game` names (Riftbound by default), read and written by that game's deck tools
 * (`CardParts.decks`; docs/cards.md and docs/altered.md, "Deck codes"). Files are read only
 * where the user points, through the confined reading of definition files, with its limits. A
 * code, list or card that cannot be used is one line on stderr (and one indented line per
 * fault) with exit code 1.
 */
import type { Command } from 'commander';
import { DeckRefusal, type CardSetFile, type DeckToolFault, type DeckToolOutput, type DeckTools } from '../engine/game/deck-tools.js';
import { agreed } from '../engine/i18n/words.js';
import type { Language } from '../engine/i18n/language.js';
import { GAMES } from '../games/index.js';
import { readDefinitionText, readJsonFile, toLocation } from '../node/file-source.js';
import { EXIT } from './exit-codes.js';
import { counted, text as cliText, type Say } from './i18n/messages.js';
import type { Speech } from './speech.js';
import { UsageError } from './usage-error.js';
import { DEFAULT_GAME } from '../games/defaults.js';

export interface DecksIo {
  out(text: string): void;
  err(text: string): void;
  /** The run's language, and its words. */
  readonly lang: Language;
  readonly say: Say;
}

interface DeckOptions {
  readonly game: string;
  readonly cards?: string[];
  readonly edition?: string;
}

interface DecodeOptions extends DeckOptions {
  readonly json?: boolean;
}

/** The games whose decks are exchanged as codes, by id. */
const DECK_GAMES: ReadonlyMap<string, DeckTools> = new Map(Object.values(GAMES).flatMap((game) => (game.cards?.decks ? [[game.id, game.cards.decks] as const] : [])));

function toolsOf(options: DeckOptions): DeckTools {
  const tools = DECK_GAMES.get(options.game);
  if (tools === undefined) throw new UsageError(cliText('decks.unknownGame', { game: JSON.stringify(options.game), games: [...DECK_GAMES.keys()].join(', ') }));
  if (options.edition !== undefined && !tools.codeEditions.includes(options.edition)) {
    throw new UsageError(cliText('decks.unknownEdition', { edition: JSON.stringify(options.edition), game: options.game, editions: tools.codeEditions.join(', ') || '-' }));
  }
  return tools;
}

/** The card sets of `--cards`, each read as the user named it. */
const cardSetsOf = (files: readonly string[] | undefined): readonly CardSetFile[] | undefined =>
  files?.map((file) => ({ file: toLocation(file), json: readJsonFile(file) }));

function decode(code: string, options: DecodeOptions, io: DecksIo): number {
  const cardSets = cardSetsOf(options.cards);
  const made = toolsOf(options).decode(code, { json: options.json === true, lang: io.lang, ...(cardSets ? { cardSets } : {}), ...(options.edition ? { edition: options.edition } : {}) });
  return report(made, io);
}

function encode(file: string, options: DeckOptions, io: DecksIo): number {
  const tools = toolsOf(options);
  if (tools.encodeNeedsCards && options.cards === undefined) throw new UsageError(cliText('decks.encode.needsCards', { game: options.game }));
  const cardSets = cardSetsOf(options.cards);
  const location = toLocation(file);
  const made = tools.encode(location, readDefinitionText(location, ''), { lang: io.lang, ...(cardSets ? { cardSets } : {}), ...(options.edition ? { edition: options.edition } : {}) });
  return report(made, io);
}

/** Prints what a command made; exit 1 when the deck breaks a construction rule. */
function report(made: DeckToolOutput, io: DecksIo): number {
  io.out(made.out);
  if (made.leftOut !== '') io.err(`rulegraph: ${io.say('decks.sideboard', { entries: made.leftOut })}\n`);
  if (made.faults.length === 0) return EXIT.ok;
  const breaks = agreed(made.faults.length, cliText('decks.breaks.one'), cliText('decks.breaks.other', { count: made.faults.length }));
  io.err(`rulegraph: ${breaks.in(io.lang)}\n${made.faults.map((f) => `  ${io.say('decks.at', { where: f.at, message: f.message })}\n`).join('')}`);
  return EXIT.failed;
}

const faultLine = (fault: DeckToolFault, io: DecksIo): string =>
  `  ${io.say('decks.at', { where: fault.at, message: fault.message })}${fault.rule === undefined ? '' : ` (${fault.rule})`}${fault.code === undefined ? '' : ` [${fault.code}]`}\n`;

/** A refusal as stderr shows it: one line, and one indented line per fault. */
function refusalText(refusal: DeckRefusal, source: string, io: DecksIo): string {
  if (refusal.faults.length === 0) return `rulegraph: ${io.say('decks.at', { where: source, message: refusal.words })} [${refusal.code}]\n`;
  const lines = refusal.faults.map((fault) => faultLine(fault, io));
  if (refusal.omitted > 0) lines.push(`  ${io.say('decks.more', { count: refusal.omitted })}\n`);
  const count = refusal.faults.length + refusal.omitted;
  return `rulegraph: ${io.say('decks.at', { where: source, message: io.say('decks.noDeck', { faults: counted('fault', count).in(io.lang) }) })}\n${lines.join('')}`;
}

/** Runs a deck command, answering its refusals with exit code 1 (other errors go to runCli). */
function answering(io: DecksIo, source: string, run: () => number): number {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof DeckRefusal)) throw error;
    io.err(refusalText(error, source, io));
    return EXIT.failed;
  }
}

/** Adds `decks decode` and `decks encode` to the program. */
export function addDecksCommand(root: Command, io: DecksIo, done: (code: number) => void, { withLang }: Speech): void {
  const { say } = io;
  const decks = withLang(root.command('decks')).description(say('decks.description'));
  const gameOption = (command: Command) =>
    command.option('--game <game>', say('decks.game', { games: [...DECK_GAMES.keys()].join(', ') }), DEFAULT_GAME).option('--edition <edition>', say('decks.edition'));
  gameOption(withLang(decks.command('decode')))
    .description(say('decks.decode.description'))
    .argument('<code>', say('decks.decode.code'))
    .option('--cards <files...>', say('decks.cards'))
    .option('--json', say('decks.decode.json'))
    .action((code: string, options: DecodeOptions) => done(answering(io, say('decks.codeSource'), () => decode(code, options, io))));
  gameOption(withLang(decks.command('encode')))
    .description(say('decks.encode.description'))
    .argument('<file>', say('decks.encode.file'))
    .option('--cards <files...>', say('decks.cards'))
    .action((file: string, options: DeckOptions) => done(answering(io, file, () => encode(file, options, io))));
}
