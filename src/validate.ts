/**
 * `rulegraph validate`: checks definition files of every kind, each as deeply as it can
 * without playing: rules (with their extends chain, card sets and statechart), card sets,
 * decks, statecharts, positions and scenarios.
 */
import { basename } from 'node:path';
import { loadMode, loadPosition } from './api.js';
import { gameOfRequest, loadDefinition } from './engine/game/definition.js';
import { LoadError, wordedIssue } from './engine/errors.js';
import { text as loadText } from './engine/i18n/load/messages.js';
import { isPlainObject } from './engine/json/json-file.js';
import { loadRules } from './engine/loading/rules.js';
import type { CardParts } from './engine/game/module-parts.js';
import { machineSchema } from './engine/schema/machine-schema.js';
import { assertSchema } from './engine/schema/validate.js';
import { loadMachine } from './engine/chart/statechart.js';
import { GAMES } from './games/index.js';
import { fileSource, readJsonFile, toLocation } from './node/file-source.js';
import { checkScenario, checkStates, startOf } from './scenarios/run.js';

export type FileKind = 'rules' | 'cards' | 'deck' | 'machine' | 'position' | 'scenario';

/** The kind of a definition file, by its `$schema` or, failing that, by its shape. */
export function kindOf(json: unknown): FileKind | undefined {
  if (!isPlainObject(json)) return undefined;
  const schema = typeof json['$schema'] === 'string' ? basename(json['$schema']) : '';
  const bySchema: [RegExp, FileKind][] = [
    [/-rules\.schema\.json$/, 'rules'],
    [/-cards\.schema\.json$/, 'cards'],
    [/-deck\.schema\.json$/, 'deck'],
    [/^machine\.schema\.json$/, 'machine'],
    [/-position\.schema\.json$/, 'position'],
    [/scenario\.schema\.json$/, 'scenario'],
  ];
  const found = bySchema.find(([re]) => re.test(schema));
  if (found) return found[1];
  if ('steps' in json) return 'scenario';
  if ('cards' in json && 'set' in json) return 'cards';
  if ('legend' in json && 'main' in json) return 'deck';
  if ('states' in json) return 'machine';
  if ('guards' in json || 'extends' in json || 'game' in json) return 'rules';
  if ('mode' in json) return 'position';
  return undefined;
}

/**
 * What checks a card or deck file: the game its schema names (`altered-deck...`), else the
 * first game of the registry (games/index.ts), whose files need not name a schema.
 */
function cardParts(file: string, json: unknown): CardParts<unknown> {
  const schema = isPlainObject(json) && typeof json['$schema'] === 'string' ? basename(json['$schema']) : '';
  const modules = Object.values(GAMES);
  const module = modules.find((m) => schema.startsWith(`${m.id}-`)) ?? modules[0];
  if (module?.cards === undefined) throw new LoadError(file, [wordedIssue({ path: '$' }, loadText('validate.noCards', { game: module?.id ?? loadText('validate.noGame') }))]);
  return module.cards;
}

/**
 * A rules file as every command reads it: a mode of its own when it `extends` one, overrides
 * of `mode` when it does not (docs/rules.md).
 */
function validateRules(file: string, mode: string | undefined): void {
  const request = { file: toLocation(file), ...(mode === undefined ? {} : { mode }) };
  const game = gameOfRequest(fileSource, request);
  const module = Object.hasOwn(GAMES, game) ? GAMES[game] : undefined;
  if (!module) throw new LoadError(file, [wordedIssue({ path: '$.game' }, loadText('validate.noGameNamed', { games: Object.keys(GAMES).join(', ') }))]);
  loadDefinition(fileSource, module, request);
}

function validateMachine(file: string, json: unknown): void {
  assertSchema(machineSchema, json, file);
  const id = (json as { id?: unknown }).id;
  const module = typeof id === 'string' ? GAMES[id] : undefined;
  if (!module) return;
  // Check every name against what the game's base rules and module define.
  const rules = loadRules(fileSource, { mode: `${module.id}/base` }, module.rulesSchema, module.selectors);
  const guards = Object.fromEntries([...rules.guards.keys()].map((name) => [name, () => true]));
  loadMachine(json, file, { guards, actions: module.machineActions });
}

export interface ValidateOptions {
  /** The mode rules files without `extends` are overrides of; with it, a file of no other kind is read as such overrides. */
  readonly mode?: string;
}

/** Validates one file; returns its kind, or throws a LoadError naming the file and path. */
export function validateFile(path: string, options: ValidateOptions = {}): FileKind {
  const file = toLocation(path);
  const json = readJsonFile(file);
  const kind = kindOf(json) ?? (options.mode !== undefined && isPlainObject(json) ? 'rules' : undefined);
  switch (kind) {
    case 'rules':
      validateRules(file, options.mode);
      break;
    case 'cards':
      cardParts(file, json).checkCardSet(file, json);
      break;
    case 'deck':
      cardParts(file, json).checkDeck(file, json, (mode: string) => loadMode(mode).rules);
      break;
    case 'machine':
      validateMachine(file, json);
      break;
    case 'position':
      loadPosition(json, file).dispose();
      break;
    case 'scenario': {
      // Its shape, the states its steps name, and its start (unless it expects that refused).
      const { scenario } = checkScenario(json, file);
      if (scenario.refused === undefined) {
        const game = startOf(scenario, file);
        try {
          checkStates(scenario, game.definitionIndex, file);
        } finally {
          game.dispose();
        }
      }
      break;
    }
    default:
      throw new LoadError(file, [wordedIssue({ path: '$' }, loadText('validate.unknownFile'))]);
  }
  return kind;
}
