/**
 * `rulegraph validate`: checks definition files of every kind, each as deeply as it can
 * without playing: rules (with their extends chain, card sets and statechart), card sets,
 * decks, statecharts, positions and scenarios.
 */
import { basename, dirname, relative, resolve } from 'node:path';
import { gameOf, loadMode, loadPosition } from './api.js';
import { loadDefinition, modeFile } from './engine/definition.js';
import { LoadError } from './engine/errors.js';
import { isPlainObject, readJsonFile } from './engine/json-file.js';
import { loadRules } from './engine/rules.js';
import { machineSchema } from './engine/schema/machine-schema.js';
import { assertSchema } from './engine/schema/validate.js';
import { loadMachine } from './engine/statechart.js';
import { GAMES } from './games/index.js';
import { loadAlteredCards } from './games/altered/cards.js';
import { loadCardSets, loadDeckFile } from './games/riftbound/cards.js';
import type { RiftboundRules } from './games/riftbound/state.js';
import { scenarioSchemaOf } from './scenarios/run.js';

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

/** The game a card or deck file belongs to, by the schema it names (`altered-deck...`); Riftbound by default. */
function gameOfSchema(json: unknown): string {
  const schema = isPlainObject(json) && typeof json['$schema'] === 'string' ? basename(json['$schema']) : '';
  return Object.keys(GAMES).find((g) => schema.startsWith(`${g}-`)) ?? 'riftbound';
}

/** The game a rules file belongs to, following its extends chain. */
function gameOfRules(file: string, depth = 0): string | undefined {
  const json = readJsonFile(file);
  if (!isPlainObject(json) || depth > 20) return undefined;
  if (typeof json['game'] === 'string') return json['game'];
  return typeof json['extends'] === 'string' ? gameOfRules(resolve(dirname(file), json['extends']), depth + 1) : undefined;
}

function validateRules(file: string): void {
  const game = gameOfRules(file);
  const module = game === undefined ? undefined : GAMES[game];
  if (!module) throw new LoadError(file, [{ path: '$.game', message: `a rules file names its game (${Object.keys(GAMES).join(', ')}), itself or through extends` }]);
  loadDefinition(module, `${module.id}/${basename(file, '.json')}`, { rulesFile: file });
}

function validateMachine(file: string, json: unknown): void {
  assertSchema(machineSchema, json, file);
  const id = (json as { id?: unknown }).id;
  const module = typeof id === 'string' ? GAMES[id] : undefined;
  if (!module) return;
  // Check every name against what the game's base rules and module define.
  const rules = loadRules(modeFile(`${module.id}/base`), module.rulesSchema, module.selectors);
  const guards = Object.fromEntries([...rules.guards.keys()].map((name) => [name, () => true]));
  loadMachine(json, file, { guards, actions: module.machineActions });
}

function riftboundRules(): RiftboundRules {
  return loadMode('riftbound/duel').rules as RiftboundRules;
}

/** Validates one file; returns its kind, or throws a LoadError naming the file and path. */
export function validateFile(path: string): FileKind {
  const file = resolve(path);
  const json = readJsonFile(file);
  const kind = kindOf(json);
  switch (kind) {
    case 'rules':
      validateRules(file);
      break;
    case 'cards':
      if (gameOfSchema(json) === 'altered') loadAlteredCards(file, { cards: [file] });
      else loadCardSets([file]);
      break;
    case 'deck':
      if (gameOfSchema(json) === 'altered') {
        const rulesFile = modeFile('altered/base');
        const rules = readJsonFile(rulesFile) as { cards: string[] };
        loadAlteredCards(rulesFile, { cards: rules.cards, decks: [relative(dirname(rulesFile), file)] });
      } else loadDeckFile(file, riftboundRules().cardDb.cards, riftboundRules());
      break;
    case 'machine':
      validateMachine(file, json);
      break;
    case 'position':
      loadPosition(json, file).dispose();
      break;
    case 'scenario': {
      const position = (json as { position?: { mode?: unknown; rules?: unknown } }).position;
      if (typeof position?.mode !== 'string') throw new LoadError(file, [{ path: '$.position.mode', message: 'a scenario\'s position names its mode' }]);
      assertSchema(scenarioSchemaOf(gameOf(position.mode)), json, file);
      loadPosition(position, file).dispose();
      break;
    }
    default:
      throw new LoadError(file, [{ path: '$', message: 'not a rulegraph file: name its schema in "$schema"' }]);
  }
  return kind;
}
