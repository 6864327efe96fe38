/**
 * The inspector for a machine without a game (`rulegraph inspect --machine FILE [--rules FILE]`):
 * the same page draws the chart; clicking a transition shows its guard's expression from the
 * rules file, when one is given. For authors of new games and variants. Loopback only.
 */
import { createServer } from 'node:http';
import { LoadError, wordedIssue } from '../engine/errors.js';
import { text as loadText } from '../engine/i18n/load/messages.js';
import { readJsonFile } from '../node/file-source.js';
import { machineSchema } from '../engine/schema/machine-schema.js';
import { assertSchema } from '../engine/schema/validate.js';
import { chartHello, handleChartMessage, prepareChart, type ChartContext } from './chart-messages.js';
import { guardsOf } from './guard-explain.js';
import type { HelloMessage } from './protocol.js';
import { closeInspector, encode, inspectorSockets, listenOnLoopback, onMessages, servePage, socketLanguage } from './server.js';
import { text } from './i18n/messages.js';
import { readRulesDocument } from './variants.js';
import { chartWordsOfMachine } from './chart-words.js';
import type { Language } from '../engine/i18n/language.js';

export interface ChartInspectorOptions {
  readonly machineFile: string;
  readonly rulesFile?: string;
  readonly port?: number;
}

export interface RunningChartInspector {
  readonly url: string;
  readonly context: ChartContext;
  /** Guards the machine names that the rules file does not define (empty without rules). */
  readonly missingGuards: readonly string[];
  close(): Promise<void>;
}

/** Loads and checks the files; a fault is a LoadError with the file and JSON path. */
export async function loadChart(machineFile: string, rulesFile?: string): Promise<{ context: ChartContext; missingGuards: string[] }> {
  const config = readJsonFile(machineFile);
  assertSchema<Record<string, unknown>>(machineSchema, config, machineFile);
  if (typeof config['id'] !== 'string') throw new LoadError(machineFile, [wordedIssue({ path: '$.id' }, loadText('machine.rootId'))]);
  const { $schema: _schema, ...machine } = config;
  const rules = rulesFile === undefined ? null : readRulesDocument(rulesFile);
  const context = await prepareChart(machine, rules, [], chartWordsOfMachine(machine['id'] as string));
  const guards = guardsOf(rules);
  const named = new Set(context.graph.transitions.map((t) => t.guard).filter((g): g is string => g !== null));
  const missingGuards = rules === null ? [] : [...named].filter((g) => !Object.hasOwn(guards, g)).sort();
  return { context, missingGuards };
}

export async function startChartInspector(options: ChartInspectorOptions): Promise<RunningChartInspector> {
  const { context, missingGuards } = await loadChart(options.machineFile, options.rulesFile);
  let port = 0;
  const server = createServer((req, res) => void servePage(req, res, port));
  const wss = inspectorSockets(server, () => port, () => wss.clients.size);
  /** The `hello` of a client, the chart's descriptions in its language. */
  const hello = (lang: Language) => encode({
    type: 'hello',
    game: false,
    mode: null,
    seats: [],
    machine: { id: context.graph.id, keys: context.graph.states.map((s) => s.key), config: null },
    cards: {},
    files: { machine: options.machineFile, rules: options.rulesFile ?? null },
    missingGuards,
    ...chartHello(context, null, lang),
  } satisfies HelloMessage);
  wss.on('connection', (socket, request) => {
    const lang = socketLanguage(request.url);
    socket.send(hello(lang));
    onMessages(socket, (message) => {
      const reply = handleChartMessage(context, null, null, message as unknown as Record<string, unknown>, lang);
      socket.send(encode(reply?.kind === 'reply' ? reply.message : { type: 'error', message: text('error.chartOnly').in(lang) }));
    }, lang);
  });
  port = await listenOnLoopback(server, options.port);
  return { url: `http://127.0.0.1:${port}/`, context, missingGuards, close: () => closeInspector(server, wss) };
}
