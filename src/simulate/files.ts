/** Writing a study to a folder (results.json and the CSV tables) and reading study files back. */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LoadError } from '../engine/errors.js';
import { gamesCsv, ratesCsv, versusBaseCsv } from './csv.js';
import { readJsonFile } from '../node/file-source.js';
import { decisionsFileIssues, type DecisionsFile } from './decisions.js';
import { STUDY_FORMAT, type Study } from './run.js';

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

/** A study file (`results.json` of a run, or the folder holding it). */
export function readStudy(path: string): Study {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    return readStudy(join(path, STUDY_FILE));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LoadError(path, [{ path: '$', message: `not JSON: ${(error as Error).message}` }]);
  }
  const study = value as Partial<Study> | null;
  if (typeof study !== 'object' || study === null || study.format !== STUDY_FORMAT) {
    throw new LoadError(path, [{ path: '$.format', message: `not a simulation result (format ${STUDY_FORMAT})` }]);
  }
  if (typeof study.config !== 'object' || study.config === null || !Array.isArray(study.games)) {
    throw new LoadError(path, [{ path: '$', message: 'a simulation result has a config and a list of games' }]);
  }
  return study as Study;
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
