/**
 * `rulegraph tournament`: an event kept in a JSON file (docs/tournaments.md) that each command
 * reads, changes by one action and writes back; `export` writes its standings and rounds; `run`
 * plays a whole event between bots into a folder. A refused action is one line on stderr with
 * its code, rule and path, exit code 1, and the file is left as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { readJsonFile } from '../node/file-source.js';
import { runBotEvent } from '../tournament/bot-event.js';
import { createTournament, restoreTournament } from '../tournament/create.js';
import { roundsJson, standingsCsv } from '../tournament/export.js';
import type { TournamentState } from '../tournament/state.js';
import type { Tournament } from '../tournament/tournament.js';
import type { TournamentAction } from '../types/tournament.js';
import { EXIT } from './exit-codes.js';
import { collect } from './options.js';
import { UsageError } from './usage-error.js';
import { counted, text, type Say } from './i18n/messages.js';
import type { Speech } from './speech.js';
import { joined } from '../engine/i18n/words.js';
import type { Language } from '../engine/i18n/language.js';

export interface TournamentIo {
  out(text: string): void;
  err(text: string): void;
}

/** Where a command writes, in the run's language. */
interface Speaking extends TournamentIo {
  readonly lang: Language;
  readonly say: Say;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

function load(file: string): Tournament {
  return restoreTournament(readJsonFile(file) as TournamentState);
}

function save(file: string, event: Tournament): void {
  writeFileSync(file, json(event.state));
}

/** Applies `action` to the event in `file` and writes it back; a refusal leaves the file alone. */
function act(file: string, action: TournamentAction, io: Speaking, after: (event: Tournament) => void = () => {}): number {
  const event = load(file);
  const result = event.apply(action, { lang: io.lang });
  if (!result.ok) {
    const { code, message, rule, path } = result.error;
    io.err(`rulegraph: ${io.say('tournament.refused', { message, rule, path, code })}\n`);
    for (const issue of result.error.issues ?? []) io.err(`  ${issue.path}: ${issue.message}\n`);
    return EXIT.failed;
  }
  save(file, event);
  after(event);
  return EXIT.ok;
}

/** The entrants of a match: `A vs B`. */
const versus = (entrants: readonly string[]) => joined(entrants, text('tournament.versus'));

/** The tables of the round in progress, one line each. */
function tables(event: Tournament, lang: Language): string {
  const round = event.round;
  if (!round) return '';
  const lines = round.matches.map((m) => text('tournament.table', { table: m.table, entrants: versus(m.entrants), bye: m.result?.end === 'bye' ? text('tournament.bye') : '' }).in(lang));
  const stage = text(round.stage === 'swiss' ? 'tournament.stage.swiss' : 'tournament.stage.topCut');
  return `${text('tournament.round', { round: round.number, stage }).in(lang)}\n${lines.join('\n')}\n`;
}

/** A deck option: a ready-made deck's name, or a deck file (`.json`). */
function deckOf(raw: string): string | object {
  return raw.endsWith('.json') ? (readJsonFile(raw) as object) : raw;
}

interface ReportOptions {
  readonly table: number;
  readonly winner?: string;
  readonly drawnGame?: boolean;
  readonly time?: boolean;
  readonly concede?: string;
  readonly intentionalDraw?: boolean;
}

/** The one action a `report` command line asks for. */
function reportAction(options: ReportOptions): TournamentAction {
  const { table } = options;
  const asked: TournamentAction[] = [
    ...(options.winner === undefined ? [] : [{ type: 'reportGame', table, winner: options.winner } as const]),
    ...(options.drawnGame ? [{ type: 'reportGame', table, winner: null } as const] : []),
    ...(options.time ? [{ type: 'endMatch', table } as const] : []),
    ...(options.concede === undefined ? [] : [{ type: 'concede', table, entrant: options.concede } as const]),
    ...(options.intentionalDraw ? [{ type: 'drawMatch', table } as const] : []),
  ];
  if (asked.length !== 1) throw new UsageError(text('tournament.report.oneAction'));
  return asked[0] as TournamentAction;
}

interface RunOptions {
  readonly mode: string;
  readonly players: number;
  readonly rounds: number;
  readonly top: number;
  readonly bots: string[];
  readonly seed: number;
  readonly gamesToWin?: number;
  readonly decks: string[];
  readonly maxActions: number;
  readonly out: string;
}

/** Plays a whole event between bots and writes standings.json, standings.csv, rounds.json and tournament.json into `out`. */
export function runEvent(options: RunOptions, io: Speaking): number {
  const event = runBotEvent({
    mode: options.mode,
    entrants: options.players,
    swissRounds: options.rounds,
    topCut: options.top,
    bots: options.bots,
    seed: options.seed,
    decks: options.decks,
    maxActions: options.maxActions,
    ...(options.gamesToWin === undefined ? {} : { gamesToWin: options.gamesToWin }),
    onMatch: (round, match) => {
      const winner = match.result?.winner ?? text('tournament.draw');
      io.err(`${text('tournament.run.match', { round: round.number, table: match.table, entrants: versus(match.entrants), winner }).in(io.lang)}\n`);
    },
  });
  mkdirSync(options.out, { recursive: true });
  const standings = event.standings();
  writeFileSync(join(options.out, 'standings.json'), json({ standings }));
  writeFileSync(join(options.out, 'standings.csv'), standingsCsv(standings));
  writeFileSync(join(options.out, 'rounds.json'), json(roundsJson(event.state)));
  writeFileSync(join(options.out, 'tournament.json'), json(event.state));
  io.out(standingsCsv(standings));
  return EXIT.ok;
}

/** Adds `tournament` and its commands to the program, their help and output in the run's language. */
export function addTournamentCommand(root: Command, output: TournamentIo, done: (code: number) => void, speech: Speech): void {
  const { say, lang } = speech;
  const { integer, list, mode, positive, fraction } = speech.parse;
  const io: Speaking = { out: (t) => output.out(t), err: (t) => output.err(t), lang, say };
  const command = speech.withLang(root.command('tournament')).description(say('tournament.description'));
  // Each subcommand has its own --lang, as every command whose words are in catalogues.
  const sub = (name: string) => speech.withLang(command.command(name));
  sub('create')
    .description(say('tournament.create.description'))
    .argument('<file>', say('tournament.create.file'))
    .requiredOption('--mode <game/mode>', say('tournament.matchMode'), mode)
    .option('--name <name>', say('tournament.create.name'))
    .option('--seed <n>', say('tournament.create.seed'), integer, 0)
    .option('--rounds <n>', say('tournament.rounds'), positive, 3)
    .option('--top <n>', say('tournament.top'), integer, 0)
    .option('--games-to-win <n>', say('tournament.gamesToWin'), positive)
    .option('--open-decklist', say('tournament.create.openDecklist'))
    .option('--floor <p>', say('tournament.create.floor'), fraction)
    .option('--minutes <n>', say('tournament.create.minutes'), integer, 60)
    .option('--top-cut-minutes <n>', say('tournament.create.topCutMinutes'), integer, 0)
    .action((file: string, options: { mode: string; name?: string; seed: number; rounds: number; top: number; gamesToWin?: number; openDecklist?: boolean; floor?: number; minutes: number; topCutMinutes: number }) => {
      const event = createTournament({
        mode: options.mode,
        seed: options.seed,
        swissRounds: options.rounds,
        topCut: options.top,
        ...(options.name === undefined ? {} : { name: options.name }),
        ...(options.gamesToWin === undefined ? {} : { gamesToWin: options.gamesToWin }),
        ...(options.openDecklist ? { openDecklist: true } : {}),
        ...(options.floor === undefined ? {} : { percentageFloor: options.floor }),
        roundMinutes: options.minutes === 0 ? null : options.minutes,
        topCutMinutes: options.topCutMinutes === 0 ? null : options.topCutMinutes,
      });
      save(file, event);
      const { name, teamSize, podSize } = event.state.settings;
      io.out(`${say('tournament.create.done', { file, name, mode: options.mode, players: counted('player', teamSize).in(lang), entrants: counted('entrant', podSize).in(lang) })}\n`);
      done(EXIT.ok);
    });
  sub('register')
    .description(say('tournament.register.description'))
    .argument('<file>', say('tournament.file'))
    .argument('<name>', say('tournament.register.name'))
    .requiredOption('--deck <deck>', say('tournament.register.deck'), collect, [])
    .option('--player <name>', say('tournament.register.player'), collect, [])
    .action((file: string, name: string, options: { deck: string[]; player: string[] }) => {
      const players = options.player.length > 0 ? { players: options.player } : {};
      done(act(file, { type: 'register', name, ...players, decks: options.deck.map(deckOf) as never }, io, () => io.out(`${say('tournament.register.done', { name })}\n`)));
    });
  sub('pair')
    .description(say('tournament.pair.description'))
    .argument('<file>', say('tournament.file'))
    .action((file: string) => done(act(file, { type: 'pair' }, io, (event) => io.out(tables(event, lang)))));
  sub('report')
    .description(say('tournament.report.description'))
    .argument('<file>', say('tournament.file'))
    .requiredOption('--table <n>', say('tournament.report.table'), positive)
    .option('--winner <entrant>', say('tournament.report.winner'))
    .option('--drawn-game', say('tournament.report.drawnGame'))
    .option('--time', say('tournament.report.time'))
    .option('--concede <entrant>', say('tournament.report.concede'))
    .option('--intentional-draw', say('tournament.report.intentionalDraw'))
    .action((file: string, options: ReportOptions) => {
      done(act(file, reportAction(options), io, (event) => {
        const match = event.round?.matches.find((m) => m.table === options.table);
        const { table } = options;
        const result = match?.result;
        const line = result
          ? text('tournament.report.result', { table, winner: result.winner ?? text('tournament.draw'), end: text(`tournament.end.${result.end}`) })
          : text('tournament.report.games', { table, games: JSON.stringify(match?.games ?? []) });
        io.out(`${line.in(lang)}\n`);
      }));
    });
  sub('clock')
    .description(say('tournament.clock.description'))
    .argument('<file>', say('tournament.file'))
    .option('--at <ms>', say('tournament.clock.at'), integer)
    .action((file: string, options: { at?: number }) => {
      done(act(file, { type: 'clock', at: options.at ?? Date.now() }, io, (event) => {
        const minutes = counted('minute', Math.ceil((event.timeLeft ?? 0) / 60_000));
        io.out(`${event.timeCalled ? say('tournament.clock.called') : say('tournament.clock.left', { minutes: minutes.in(lang) })}\n`);
      }));
    });
  for (const type of ['drop', 'reenter'] as const) {
    sub(type)
      .description(say(`tournament.${type}.description`))
      .argument('<file>', say('tournament.file'))
      .argument('<entrant>', say('tournament.entrant'))
      .action((file: string, entrant: string) => done(act(file, { type, entrant }, io, () => io.out(`${say(`tournament.${type}.done`, { entrant })}\n`))));
  }
  sub('export')
    .description(say('tournament.export.description'))
    .argument('<file>', say('tournament.file'))
    .option('--csv', say('tournament.export.csv'))
    .action((file: string, options: { csv?: boolean }) => {
      const event = load(file);
      io.out(options.csv ? standingsCsv(event.standings()) : json({ standings: event.standings(), ...roundsJson(event.state) }));
      done(EXIT.ok);
    });
  sub('run')
    .description(say('tournament.run.description'))
    .requiredOption('--mode <game/mode>', say('tournament.matchMode'), mode)
    .requiredOption('--out <dir>', say('tournament.run.out'))
    .option('--players <n>', say('tournament.run.players'), positive, 8)
    .option('--rounds <n>', say('tournament.rounds'), positive, 3)
    .option('--top <n>', say('tournament.top'), integer, 0)
    .option('--bots <a,b,...>', say('tournament.run.bots'), list, ['random'])
    .option('--decks <a,b,...>', say('tournament.run.decks'), list, [])
    .option('--seed <n>', say('tournament.run.seed'), integer, 1)
    .option('--games-to-win <n>', say('tournament.gamesToWin'), positive)
    .option('--max-actions <n>', say('tournament.run.maxActions'), positive, 5000)
    .action((options: RunOptions) => done(runEvent(options, io)));
}
