/** Writing a study to a folder (results.json and the CSV tables) and reading study files back. */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LoadError } from '../engine/errors.js';
import { gamesCsv, ratesCsv, versusBaseCsv } from './csv.js';
import { readJsonFile, toLocation } from '../node/file-source.js';
import { studyIssues } from './study-check.js';
import { decisionsFileIssues, type DecisionsFile } from './decisions.js';
import type { Study } from './run.js';

export const STUDY_FILE = 'results.json';
export const DECISIONS_FILE = 'decisions.json';

/**
 * Writes `results.json`, `games.csv`, `rates.csv` and `versus-base.csv` into `dir`, and
 * `decisions.json` when given (the bots' decision times: not part of the results, which do
 * not depend on the machine); returns their paths.
 */
export function writeStudy(dir: string, study: Study, decisions?: DecisionsFile): string[] {
  mkdirSync(dir, { recursive: true });
  const files: [string, string][] = [
    [STUDY_FILE, `${JSON.stringify(study, null, 1)}\n`],
    ['games.csv', gamesCsv(study)],
    ['rates.csv', ratesCsv(study)],
    ['versus-base.csv', versusBaseCsv(study)],
    ...(decisions ? [[DECISIONS_FILE, `${JSON.stringify(decisions, null, 1)}\n`] as [string, string]] : []),
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  });
}

/**
 * The largest study file read back: a game's result is about 500 bytes and 30 values, so some
 * 500,000 games; larger studies are merged from shards written apart.
 */
export const STUDY_LIMITS = { maxBytes: 256 * 1024 * 1024, maxValues: 16_000_000 } as const;

/** A study file (`results.json` of a run, or the folder holding it), checked; refused with the JSON paths of its faults. */
export function readStudy(path: string): Study {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, STUDY_FILE) : path;
  const value = readJsonFile(file, '', STUDY_LIMITS);
  const issues = studyIssues(value);
  if (issues.length > 0) throw new LoadError(toLocation(file), issues);
  return value as Study;
}

/**
 * The `decisions.json` beside a study file (or in the folder named), if there is one; one
 * that is not a decisions file is refused with its JSON paths.
 */
export function readDecisionsBeside(path: string): DecisionsFile | undefined {
  const dir = existsSync(path) && statSync(path).isDirectory() ? path : dirname(path);
  const file = join(dir, DECISIONS_FILE);
  if (!existsSync(file)) return undefined;
  const value = readJsonFile(file);
  const issues = decisionsFileIssues(value);
  if (issues.length > 0) throw new LoadError(file, issues);
  return value as DecisionsFile;
}
