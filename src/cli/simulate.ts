/**
 * `rulegraph simulate`: many games between bots on a worker pool, with win rates and their
 * intervals, rule variants compared with the base rules, shards and their merge
 * (docs/simulate.md).
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { writeFileSync } from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import { createGame, loadMode } from '../api.js';
import { botFromSpec } from '../bots/registry.js';
import { EngineError } from '../engine/errors.js';
import { RulesChain } from '../engine/loading/rules.js';
import { fileSource, toLocation } from '../node/file-source.js';
import type { JsonObject } from '../types/json.js';
import { decisionsText, mergeDecisions, type DecisionsFile } from '../simulate/decisions.js';
import { readDecisionsBeside, readStudy, writeStudy } from '../simulate/files.js';
import { mergeStudies } from '../simulate/merge.js';
import { BASE_LABEL, DEFAULT_MAX_ACTIONS, parseShard, type Shard, type SimulationConfig, type Variant } from '../simulate/plan.js';
import { progressView } from '../simulate/progress.js';
import { reportHtml } from '../simulate/report.js';
import { runStudy, type Study } from '../simulate/run.js';
import { summaryText } from '../simulate/text.js';
import { EXIT } from './exit-codes.js';
import { collect, integer, list, mode, positive } from './options.js';
import { UsageError } from './usage-error.js';

export interface SimulateIo {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal: a progress bar there, JSON lines otherwise. */
  readonly errIsTerminal?: boolean;
}

interface SimulateOptions {
  readonly mode: string;
  readonly games: number;
  readonly seed: number;
  readonly workers: number;
  readonly bots: string[];
  readonly rotateBots?: boolean;
  readonly decks: string[];
  readonly variant: string[];
  readonly shard?: Shard;
  readonly maxActions: number;
  readonly out?: string;
  readonly report?: string;
}

function workers(raw: string): number {
  const value = integer(raw);
  if (value < 0) throw new InvalidArgumentError('takes 0 (this thread) or more worker processes');
  return value;
}

function shard(raw: string): Shard {
  const value = parseShard(raw);
  if (!value) throw new InvalidArgumentError('takes i/n with 1 <= i <= n, like 2/4');
  return value;
}

/**
 * A variant file, read as every command reads a rules file (docs/rules.md): overrides of the
 * mode, or a mode of its own that extends it. Workers get what it changes of the mode as one
 * overrides value, so the study's files hold the variant whole; named by its file name.
 */
function readVariant(file: string, playMode: string): Variant {
  // Refused here, with the file's paths, rather than inside a worker.
  createGame({ mode: playMode, seed: 0, rules: file }).dispose();
  const rules = new RulesChain(fileSource, { file: toLocation(file), mode: playMode }).ownOverrides();
  loadMode(playMode, rules);
  return { label: basename(file).replace(/\.json$/i, ''), rules: rules as JsonObject };
}

function configOf(options: SimulateOptions): SimulationConfig {
  for (const spec of new Set(options.bots)) {
    try {
      botFromSpec(spec, 0);
    } catch (error) {
      if (error instanceof EngineError) throw new UsageError(`--bots: ${error.message}`);
      throw error;
    }
  }
  const variants: Variant[] = [{ label: BASE_LABEL }, ...options.variant.map((file) => readVariant(file, options.mode))];
  const labels = variants.map((v) => v.label);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice !== undefined) throw new UsageError(`two variants are named ${JSON.stringify(twice)} (variants are named by their file names; ${BASE_LABEL} is the mode's own rules)`);
  const config: SimulationConfig = {
    mode: options.mode,
    games: options.games,
    seed: options.seed,
    bots: options.bots,
    ...(options.rotateBots === true ? { rotateBots: true } : {}),
    decks: options.decks,
    variants,
    maxActions: options.maxActions,
    ...(options.shard ? { shard: options.shard } : {}),
  };
  // Decks are checked against every variant's rules once, before any worker starts.
  if (config.decks.length > 0) {
    const seats = (loadMode(config.mode).rules as { seats: { names: readonly string[] } }).seats.names;
    for (const variant of variants) {
      createGame({ mode: config.mode, seed: 0, decks: seats.map((_, p) => config.decks[p % config.decks.length] as string), ...(variant.rules ? { rules: variant.rules } : {}) }).dispose();
    }
  }
  return config;
}

async function writeOutputs(study: Study, decisions: DecisionsFile | undefined, options: { out?: string; report?: string }, io: SimulateIo): Promise<void> {
  io.out(summaryText(study.summary));
  if (decisions) io.out(decisionsText(decisions));
  if (options.out !== undefined) for (const file of writeStudy(options.out, study, decisions)) io.out(`wrote ${file}\n`);
  if (options.report !== undefined) {
    writeFileSync(options.report, await reportHtml(study));
    io.out(`wrote ${options.report}\n`);
  }
}

async function simulate(options: SimulateOptions, io: SimulateIo): Promise<number> {
  const config = configOf(options);
  const view = progressView((text) => io.err(text), io.errIsTerminal === true);
  const { study, decisions } = await runStudy(config, { workers: options.workers, onProgress: (p) => view.update(p) });
  view.finish();
  await writeOutputs(study, decisions, options, io);
  return EXIT.ok;
}

async function merge(files: readonly string[], options: { out?: string; report?: string }, io: SimulateIo): Promise<number> {
  if (options.out === undefined && options.report === undefined) throw new UsageError('simulate merge writes its result: give --out DIR and/or --report FILE');
  const study = mergeStudies(files.map((file) => ({ file, study: readStudy(file) })));
  // Decision times are merged when every shard's folder has them.
  const times = files.map(readDecisionsBeside);
  const decisions = times.every((t) => t !== undefined) ? mergeDecisions(times as DecisionsFile[]) : undefined;
  await writeOutputs(study, decisions, options, io);
  return EXIT.ok;
}

/** Adds `simulate` and `simulate merge` to the program. */
export function addSimulateCommand(root: Command, io: SimulateIo, done: (code: number) => void): void {
  const command = root
    .command('simulate')
    .description('Plays many games between bots on a pool of worker processes and reports win rates with 95% intervals; each --variant plays the same seeds and is compared with the base rules.')
    .option('--mode <game/mode>', 'the mode', mode, 'riftbound/duel')
    .option('--games <n>', 'games per variant (the whole study, before --shard)', positive, 100)
    .option('--seed <n>', "the study seed: each game's seeds follow from it and the game's index", integer, 1)
    .option('--workers <k>', 'worker processes (0: play in this thread)', workers, Math.max(1, availableParallelism()))
    .option('--bots <a,b,...>', 'bot specs by player, cycled over the players', list, ['random'])
    .option('--rotate-bots', 'turn the bot list by one more player each game, so every bot plays every seat, team and deck equally often')
    .option('--decks <a,b,...>', "ready-made decks by player, cycled over the players (default: the mode's)", list, [])
    .option('--variant <file>', 'rule overrides to compare with the base rules (repeatable)', collect, [])
    .option('--shard <i/n>', 'play only game indices i-1, i-1+n, ... (merge the shards with simulate merge)', shard)
    .option('--max-actions <n>', 'stop a game after this many actions and count it unfinished', positive, DEFAULT_MAX_ACTIONS)
    .option('--out <dir>', 'write results.json, games.csv, rates.csv and versus-base.csv there')
    .option('--report <file>', 'write an offline HTML report with plots')
    .action(async (options: SimulateOptions) => done(await simulate(options, io)));
  command
    .command('merge')
    .description('Combines the results of the shards of one study into the result one run would have written.')
    .argument('<files...>', 'results.json files (or the folders holding them)')
    .option('--out <dir>', 'write the merged results there')
    .option('--report <file>', 'write the HTML report of the merged results')
    .action(async (files: string[], _options: unknown, merging: Command) => {
      // `--out` and `--report` after `merge` are read by `simulate` itself too: take either.
      const { out, report } = merging.optsWithGlobals<{ out?: string; report?: string }>();
      done(await merge(files, { ...(out === undefined ? {} : { out }), ...(report === undefined ? {} : { report }) }, io));
    });
}
