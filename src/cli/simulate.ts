/**
 * `rulegraph simulate`: many games between bots on a worker pool, with win rates and their
 * intervals, rule variants compared with the base rules, shards and their merge
 * (docs/simulate.md).
 */
import { availableParallelism } from 'node:os';
import { basename } from 'node:path';
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { createGame, loadMode } from '../api.js';
import { BotSpecError, botFromSpec } from '../bots/registry.js';
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
import { collect } from './options.js';
import { UsageError } from './usage-error.js';
import { text } from './i18n/messages.js';
import type { Speech } from './speech.js';
import { DEFAULT_MODE } from '../games/defaults.js';

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

/** The parsers of `--workers` and `--shard`, refusing in the run's language. */
function simulateParsers({ parse, say }: Speech) {
  return {
    workers(raw: string): number {
      const value = parse.integer(raw);
      return value < 0 ? parse.refuse(say('parse.workers')) : value;
    },
    shard(raw: string): Shard {
      return parseShard(raw) ?? parse.refuse(say('parse.shard'));
    },
  };
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
      if (error instanceof BotSpecError) throw new UsageError(text('simulate.usage.bots', { reason: error.words }));
      if (error instanceof EngineError) throw new UsageError(text('simulate.usage.bots', { reason: error.message }));
      throw error;
    }
  }
  const variants: Variant[] = [{ label: BASE_LABEL }, ...options.variant.map((file) => readVariant(file, options.mode))];
  const labels = variants.map((v) => v.label);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice !== undefined) throw new UsageError(text('simulate.usage.variantTwice', { label: JSON.stringify(twice), base: BASE_LABEL }));
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

async function writeOutputs(study: Study, decisions: DecisionsFile | undefined, options: { out?: string; report?: string }, io: SimulateIo, { say, lang }: Speech): Promise<void> {
  io.out(summaryText(study.summary, lang));
  if (decisions) io.out(decisionsText(decisions, lang));
  if (options.out !== undefined) for (const file of writeStudy(options.out, study, decisions)) io.out(`${say('output.wrote', { file })}\n`);
  if (options.report !== undefined) {
    writeFileSync(options.report, await reportHtml(study, lang));
    io.out(`${say('output.wrote', { file: options.report })}\n`);
  }
}

async function simulate(options: SimulateOptions, io: SimulateIo, speech: Speech): Promise<number> {
  const config = configOf(options);
  const view = progressView((text) => io.err(text), io.errIsTerminal === true);
  const { study, decisions } = await runStudy(config, { workers: options.workers, onProgress: (p) => view.update(p) });
  view.finish();
  await writeOutputs(study, decisions, options, io, speech);
  return EXIT.ok;
}

async function merge(files: readonly string[], options: { out?: string; report?: string }, io: SimulateIo, speech: Speech): Promise<number> {
  if (options.out === undefined && options.report === undefined) throw new UsageError(text('simulate.usage.mergeOutput'));
  const study = mergeStudies(files.map((file) => ({ file, study: readStudy(file) })));
  // Decision times are merged when every shard's folder has them.
  const times = files.map(readDecisionsBeside);
  const decisions = times.every((t) => t !== undefined) ? mergeDecisions(times as DecisionsFile[]) : undefined;
  await writeOutputs(study, decisions, options, io, speech);
  return EXIT.ok;
}

/** Adds `simulate` and `simulate merge` to the program, their help and output in the run's language. */
export function addSimulateCommand(root: Command, io: SimulateIo, done: (code: number) => void, speech: Speech): void {
  const { say, withLang } = speech;
  const { integer, list, mode, positive } = speech.parse;
  const { workers, shard } = simulateParsers(speech);
  const command = withLang(root.command('simulate'))
    .description(say('simulate.description'))
    .option('--mode <game/mode>', say('option.theMode'), mode, DEFAULT_MODE)
    .option('--games <n>', say('simulate.games'), positive, 100)
    .option('--seed <n>', say('simulate.seed'), integer, 1)
    .option('--workers <k>', say('simulate.workers'), workers, Math.max(1, availableParallelism()))
    .option('--bots <a,b,...>', say('simulate.bots'), list, ['random'])
    .option('--rotate-bots', say('simulate.rotateBots'))
    .option('--decks <a,b,...>', say('simulate.decks'), list, [])
    .option('--variant <file>', say('simulate.variant'), collect, [])
    .option('--shard <i/n>', say('simulate.shard'), shard)
    .option('--max-actions <n>', say('simulate.maxActions'), positive, DEFAULT_MAX_ACTIONS)
    .option('--out <dir>', say('simulate.out'))
    .option('--report <file>', say('simulate.report'))
    .action(async (options: SimulateOptions) => done(await simulate(options, io, speech)));
  withLang(command.command('merge'))
    .description(say('simulate.merge.description'))
    .argument('<files...>', say('simulate.merge.files'))
    .option('--out <dir>', say('simulate.merge.out'))
    .option('--report <file>', say('simulate.merge.report'))
    .action(async (files: string[], _options: unknown, merging: Command) => {
      // `--out` and `--report` after `merge` are read by `simulate` itself too: take either.
      const { out, report } = merging.optsWithGlobals<{ out?: string; report?: string }>();
      done(await merge(files, { ...(out === undefined ? {} : { out }), ...(report === undefined ? {} : { report }) }, io, speech));
    });
}
