/**
 * `rulegraph tournament`: an event kept in a JSON file (docs/tournaments.md) that each command
 * reads, changes by one action and writes back; `export` writes its standings and rounds; `run`
 * plays a whole event between bots into a folder. A refused action is one line on stderr with
 * its code, rule and path, exit code 1, and the file is left as it was.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { readJsonFile } from '../node/file-source.js';
import { runBotEvent } from '../tournament/bot-event.js';
import { createTournament, restoreTournament } from '../tournament/create.js';
import { roundsJson, standingsCsv } from '../tournament/export.js';
import type { TournamentState } from '../tournament/state.js';
import type { Tournament } from '../tournament/tournament.js';
import type { TournamentAction } from '../types/tournament.js';
import { EXIT } from './exit-codes.js';
import { collect, integer, list, mode, positive } from './options.js';
import { UsageError } from './usage-error.js';

export interface TournamentIo {
  out(text: string): void;
  err(text: string): void;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

function load(file: string): Tournament {
  return restoreTournament(readJsonFile(file) as TournamentState);
}

function save(file: string, event: Tournament): void {
  writeFileSync(file, json(event.state));
}

/** Applies `action` to the event in `file` and writes it back; a refusal leaves the file alone. */
function act(file: string, action: TournamentAction, io: TournamentIo, after: (event: Tournament) => void = () => {}): number {
  const event = load(file);
  const result = event.apply(action);
  if (!result.ok) {
    const { code, message, rule, path } = result.error;
    io.err(`rulegraph: refused: ${message} (${rule}) at ${path} [${code}]\n`);
    for (const issue of result.error.issues ?? []) io.err(`  ${issue.path}: ${issue.message}\n`);
    return EXIT.failed;
  }
  save(file, event);
  after(event);
  return EXIT.ok;
}

/** The tables of the round in progress, one line each. */
function tables(event: Tournament): string {
  const round = event.round;
  if (!round) return '';
  const lines = round.matches.map((m) => `table ${m.table}: ${m.entrants.join(' vs ')}${m.result?.end === 'bye' ? ' (bye)' : ''}`);
  return `round ${round.number} (${round.stage === 'swiss' ? 'Swiss' : 'top cut'})\n${lines.join('\n')}\n`;
}

/** A deck option: a ready-made deck's name, or a deck file (`.json`). */
function deckOf(raw: string): string | object {
  return raw.endsWith('.json') ? (readJsonFile(raw) as object) : raw;
}

function percentage(raw: string): number {
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) throw new InvalidArgumentError('takes a number from 0 to 1');
  return value;
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
  if (asked.length !== 1) throw new UsageError('report takes one of --winner, --drawn-game, --time, --concede and --intentional-draw');
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
export function runEvent(options: RunOptions, io: TournamentIo): number {
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
    onMatch: (round, match) => io.err(`round ${round.number} table ${match.table}: ${match.entrants.join(' vs ')}: ${match.result?.winner ?? 'draw'}\n`),
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

/** Adds `tournament` and its commands to the program. */
export function addTournamentCommand(root: Command, io: TournamentIo, done: (code: number) => void): void {
  const command = root.command('tournament').description('Runs an event kept in a JSON file: Swiss rounds, results, standings with tiebreakers, a top cut (docs/tournaments.md).');
  command
    .command('create')
    .description('Writes a new event, open for registration, into FILE.')
    .argument('<file>', 'the event file to write')
    .requiredOption('--mode <game/mode>', 'the mode of every match', mode)
    .option('--name <name>', 'the event\'s name')
    .option('--seed <n>', 'the lots and every random method follow from it', integer, 0)
    .option('--rounds <n>', 'Swiss rounds', positive, 3)
    .option('--top <n>', 'entrants of the single-elimination cut (0: none)', integer, 0)
    .option('--games-to-win <n>', "game wins that take a match (default: the mode's format)", positive)
    .option('--open-decklist', 'every decklist public (TR 401.5)')
    .option('--floor <p>', 'the least a percentage counts for in an opponents\' mean', percentage)
    .option('--minutes <n>', 'minutes of a Swiss round (0: untimed)', integer, 60)
    .option('--top-cut-minutes <n>', 'minutes of a top-cut round (0: untimed, the default)', integer, 0)
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
      io.out(`${file}: ${event.state.settings.name}, ${options.mode}, ${event.state.settings.teamSize} player(s) an entrant, ${event.state.settings.podSize} entrants a match\n`);
      done(EXIT.ok);
    });
  command
    .command('register')
    .description('Registers an entrant with one deck per player (a ready-made deck name or a deck file).')
    .argument('<file>', 'the event file')
    .argument('<name>', 'the entrant: a player, or a team')
    .requiredOption('--deck <deck>', 'a deck, one per player in order (repeatable)', collect, [])
    .option('--player <name>', 'a player of a team, A first (repeatable; default: the entrant alone)', collect, [])
    .action((file: string, name: string, options: { deck: string[]; player: string[] }) => {
      const players = options.player.length > 0 ? { players: options.player } : {};
      done(act(file, { type: 'register', name, ...players, decks: options.deck.map(deckOf) as never }, io, () => io.out(`registered ${name}\n`)));
    });
  command
    .command('pair')
    .description('Pairs the next round and prints its tables.')
    .argument('<file>', 'the event file')
    .action((file: string) => done(act(file, { type: 'pair' }, io, (event) => io.out(tables(event)))));
  command
    .command('report')
    .description('Reports at a table: a game\'s winner or a drawn game, time called, a concession or an intentional draw.')
    .argument('<file>', 'the event file')
    .requiredOption('--table <n>', 'the table', positive)
    .option('--winner <entrant>', 'the winner of one game')
    .option('--drawn-game', 'a game without a winner')
    .option('--time', 'time is called between games: the match ends as it stands')
    .option('--concede <entrant>', 'the entrant concedes the match')
    .option('--intentional-draw', 'the entrants agree to draw the match')
    .action((file: string, options: ReportOptions) => {
      done(act(file, reportAction(options), io, (event) => {
        const match = event.round?.matches.find((m) => m.table === options.table);
        io.out(`table ${options.table}: ${match?.result ? `${match.result.winner ?? 'draw'} (${match.result.end})` : `games ${JSON.stringify(match?.games ?? [])}`}\n`);
      }));
    });
  command
    .command('clock')
    .description("Feeds the round clock the time (ms; default this machine's clock): the first reading starts the round, one past its minutes calls time (TR 408).")
    .argument('<file>', 'the event file')
    .option('--at <ms>', 'the time in milliseconds', integer)
    .action((file: string, options: { at?: number }) => {
      done(act(file, { type: 'clock', at: options.at ?? Date.now() }, io, (event) => {
        io.out(event.timeCalled ? 'time is called\n' : `${Math.ceil((event.timeLeft ?? 0) / 60_000)} minute(s) left\n`);
      }));
    });
  for (const type of ['drop', 'reenter'] as const) {
    command
      .command(type)
      .description(type === 'drop' ? 'Drops an entrant (TR 414).' : 'Brings a dropped entrant back for the next Swiss round (TR 414.7).')
      .argument('<file>', 'the event file')
      .argument('<entrant>', 'the entrant')
      .action((file: string, entrant: string) => done(act(file, { type, entrant }, io, () => io.out(`${type === 'drop' ? 'dropped' : 're-entered'} ${entrant}\n`))));
  }
  command
    .command('export')
    .description('Prints the standings and rounds as JSON, or the standings as CSV.')
    .argument('<file>', 'the event file')
    .option('--csv', 'the standings as CSV')
    .action((file: string, options: { csv?: boolean }) => {
      const event = load(file);
      io.out(options.csv ? standingsCsv(event.standings()) : json({ standings: event.standings(), ...roundsJson(event.state) }));
      done(EXIT.ok);
    });
  command
    .command('run')
    .description('Plays a whole event between bots and writes standings.json, standings.csv, rounds.json and tournament.json into --out; each match\'s result on stderr.')
    .requiredOption('--mode <game/mode>', 'the mode of every match', mode)
    .requiredOption('--out <dir>', 'the folder to write into')
    .option('--players <n>', 'entrants (teams in a team mode)', positive, 8)
    .option('--rounds <n>', 'Swiss rounds', positive, 3)
    .option('--top <n>', 'entrants of the single-elimination cut (0: none)', integer, 0)
    .option('--bots <a,b,...>', 'bot specs, cycled over the players', list, ['random'])
    .option('--decks <a,b,...>', "ready-made decks, cycled over the players (default: the mode's)", list, [])
    .option('--seed <n>', 'every pairing, game and bot follows from it', integer, 1)
    .option('--games-to-win <n>', "game wins that take a match (default: the mode's format)", positive)
    .option('--max-actions <n>', 'a game longer than this ends without a winner', positive, 5000)
    .action((options: RunOptions) => done(runEvent(options, io)));
}
