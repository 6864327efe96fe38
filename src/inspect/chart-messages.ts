/**
 * The chart's part of the inspector protocol (docs/inspector.md): the laid-out chart and
 * the rule variants sent with `hello`, and the client messages `explain`, `explainState`
 * and `variant`. Used by the game server and by the chart-only server alike.
 */
import { gameOf } from '../api.js';
import type { Game } from '../engine/game/game.js';
import { isPlainObject } from '../engine/json/json-file.js';
import { activeKeys, stringToStateValue } from '../engine/chart/statechart.js';
import { chartGraph, type ChartGraph } from './chart-graph.js';
import { layoutChart, type LaidOutChart } from './chart-layout.js';
import { explainState, explainTransition, type LiveGame } from './guard-explain.js';
import type { ChartHello, ErrorMessage, ExplanationMessage, StateExplanationMessage } from './protocol.js';
import type { InspectorSession } from './session.js';
import { changesFromBase, type Variant } from './variants.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { EngineError, LoadError } from '../engine/errors.js';
import { BotSpecError } from '../bots/spec-error.js';
import { NoSuchSeatError } from './seat-error.js';
import type { Words } from '../engine/i18n/catalogue.js';
import { text } from './i18n/messages.js';
import { chartIn, type ChartWords } from './chart-words.js';

export interface ChartContext {
  readonly graph: ChartGraph;
  readonly chart: LaidOutChart;
  /** The rules document whose guards the explanations quote (the game's, or a --rules file's). */
  rules: unknown;
  readonly variants: readonly Variant[];
  /** The words of the game's machine and rules files in every language (chart-words.ts). */
  readonly words: ChartWords;
}

export type ChartClientMessage =
  | { readonly type: 'explain'; readonly transition: string }
  | { readonly type: 'explainState'; readonly state: string }
  | { readonly type: 'variant'; readonly id: string };

export async function prepareChart(machineConfig: Readonly<Record<string, unknown>>, rules: unknown, variants: readonly Variant[] = [], words: ChartWords = undefined): Promise<ChartContext> {
  const graph = chartGraph(machineConfig);
  return { graph, chart: await layoutChart(graph), rules, variants, words };
}

/** The chart's fields of the `hello` message, its descriptions in `lang`. */
export function chartHello(context: ChartContext, session: InspectorSession | null, lang: Language = DEFAULT_LANGUAGE): ChartHello {
  return {
    chart: chartIn(context.chart, context.words, lang),
    variants: session?.origin ? context.variants.map((v) => ({ id: v.id, label: v.label })) : [],
    variant: session === null ? null : (session.variant ?? startedAs(context, session)),
    seed: session?.origin?.seed ?? null,
  };
}

/**
 * The variant a game was started as (its rules file, else its shipped mode without overrides,
 * else its mode), with how a rules file differs from the shipped mode it rests on; kept in the
 * session, so that it is worked out once. Null for a game with no seed to restart from.
 */
function startedAs(context: ChartContext, session: InspectorSession): InspectorSession['variant'] {
  const origin = session.origin;
  if (!origin) return null;
  const started = context.variants.find((v) => (v.rules === undefined ? v.mode === origin.mode && origin.rules === undefined : v.rules === origin.rules));
  const id = started?.id ?? origin.mode;
  session.variant = { id, changes: started ? changesFromBase(started, session.current) : [], against: started?.base ?? id, restarted: false };
  return session.variant;
}

function liveGame(game: Game): LiveGame {
  return { game, selectors: gameOf(game.mode).selectors, active: new Set(activeKeys(stringToStateValue(game.machineState))) };
}

export type ChartReply =
  /** Send this to the asking client only. */
  | { readonly kind: 'reply'; readonly message: ExplanationMessage | StateExplanationMessage | ErrorMessage }
  /** The game restarted: every client needs a new `hello` and `state`. */
  | { readonly kind: 'restarted' };

/** Handles a chart message, its words in `lang`; undefined when `message` is not one. */
export function handleChartMessage(context: ChartContext, session: InspectorSession | null, seat: string | null, message: Record<string, unknown>, lang: Language = DEFAULT_LANGUAGE): ChartReply | undefined {
  const live = session ? liveGame(session.current) : null;
  if (message['type'] === 'explain') {
    const transition = context.graph.transitions.find((t) => t.id === message['transition']);
    if (!transition) return { kind: 'reply', message: { type: 'error', message: text('error.noTransition', { transition: JSON.stringify(message['transition']) }).in(lang) } };
    return { kind: 'reply', message: { type: 'explanation', ...explainTransition(transition, context.rules, live, seat, lang, context.words) } };
  }
  if (message['type'] === 'explainState') {
    const state = typeof message['state'] === 'string' ? explainState(context.graph, message['state'], live, seat, lang, context.words) : undefined;
    if (!state) return { kind: 'reply', message: { type: 'error', message: text('error.noState', { state: JSON.stringify(message['state']) }).in(lang) } };
    return { kind: 'reply', message: { type: 'stateExplanation', ...state } };
  }
  if (message['type'] === 'variant') {
    const variant = context.variants.find((v) => v.id === message['id']);
    if (!variant || !session) return { kind: 'reply', message: { type: 'error', message: text('error.noVariant', { variant: JSON.stringify(message['id']) }).in(lang) } };
    try {
      if (!session.restart(variant)) return { kind: 'reply', message: { type: 'error', message: text('error.noSeed').in(lang) } };
    } catch (error) {
      // A variant file that does not load leaves the game as it was.
      const reason = errorWords(error, lang);
      return { kind: 'reply', message: { type: 'error', message: text('error.variantFails', { message: reason }).in(lang) } };
    }
    context.rules = session.current.rules;
    return { kind: 'restarted' };
  }
  return undefined;
}

/**
 * An error's words for a person: a load error's faults in `lang`, an error that carries its
 * words (`words`: an unknown seat or bot, an engine fault's frame) in `lang`, another error's
 * message as it is.
 */
export function errorWords(error: unknown, lang: Language): string {
  if (error instanceof LoadError) return error.in(lang).message;
  if (error instanceof NoSuchSeatError || error instanceof BotSpecError || (error instanceof EngineError && error.words !== undefined)) return (error.words as Words).in(lang);
  return error instanceof Error ? error.message : String(error);
}

export function isChartMessage(message: unknown): message is ChartClientMessage {
  return isPlainObject(message) && (message['type'] === 'explain' || message['type'] === 'explainState' || message['type'] === 'variant');
}
