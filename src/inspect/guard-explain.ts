/**
 * Guards explained in place: for a transition of the chart, the guard's JSON expression as
 * the rules write it, its value now for the viewed seat, and when false the refusal the
 * rules attach to it. The selectors the expression reads are listed with their values, so
 * a false guard shows what it compared. For a state: its description and what it offers.
 * Descriptions come in the client's language where the game's chart words have them (chart-words.ts).
 */
import type { RuleViolation } from '../engine/errors.js';
import type { Game } from '../engine/game/game.js';
import { isPlainObject } from '../engine/json/json-file.js';
import type { Action } from '../engine/game/module.js';
import type { SelectorTable } from '../engine/expr/types.js';
import type { ChartGraph, ChartTransition } from './chart-graph.js';
import { gameOf } from '../api.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/i18n/language.js';
import { text } from './i18n/messages.js';
import { fileText } from '../engine/i18n/file-words.js';
import { describedIn, stateWordsKey, type ChartWords } from './chart-words.js';

/** A guard as a rules file defines it (`guards.<name>`). */
export interface GuardSource {
  readonly when: unknown;
  readonly description?: string;
  readonly error?: RuleViolation;
}

export interface SelectorReading {
  /** The selector call as written, like `{"sel":"mulliganSeat"}`. */
  readonly expression: string;
  readonly value: unknown;
}

export interface TransitionExplanation {
  readonly transition: string;
  readonly label: string;
  readonly source: string;
  readonly target: string | null;
  readonly event: string | null;
  readonly guard: string | null;
  readonly description: string | null;
  /** The guard's `when` expression; null without a guard or without rules. */
  readonly when: unknown;
  /** The guard's value now (true without a guard); null when there is no game to evaluate it on. */
  readonly value: boolean | null;
  /** Why it is false: the refusal the rules attach to the guard, when they attach one. */
  readonly error: RuleViolation | null;
  /** In words: why the value is what it is, or why it cannot be computed. */
  readonly reason: string;
  readonly selectors: readonly SelectorReading[];
  /** Whether the transition's source state is active now. */
  readonly active: boolean;
}

export interface StateExplanation {
  readonly state: string;
  readonly description: string | null;
  readonly tags: readonly string[];
  readonly active: boolean;
  /** The legal actions of the viewed seat this state handles now (empty when inactive). */
  readonly offers: readonly Action[];
  /** The events it handles, with the guard of each transition. */
  readonly handles: readonly { readonly event: string | null; readonly guard: string | null; readonly transition: string }[];
}

/** What the explanations read of a live game; absent for a chart without a game. */
export interface LiveGame {
  readonly game: Game;
  readonly selectors: SelectorTable<unknown>;
  readonly active: ReadonlySet<string>;
}

export function guardsOf(rules: unknown): Readonly<Record<string, GuardSource>> {
  return isPlainObject(rules) && isPlainObject(rules['guards']) ? (rules['guards'] as Record<string, GuardSource>) : {};
}

/** Every `{ "sel": ... }` in an expression, including those of guards it names, once each. */
function selectorCalls(expression: unknown, guards: Readonly<Record<string, GuardSource>>, seen = new Set<string>()): { sel: string; args: unknown[] }[] {
  const out: { sel: string; args: unknown[] }[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isPlainObject(node)) return;
    if (typeof node['sel'] === 'string') out.push({ sel: node['sel'], args: Array.isArray(node['args']) ? node['args'] : [] });
    if (typeof node['guard'] === 'string' && !seen.has(node['guard'])) {
      seen.add(node['guard']);
      walk(guards[node['guard']]?.when);
    }
    for (const value of Object.values(node)) walk(value);
  };
  walk(expression);
  const unique = new Map(out.map((c) => [JSON.stringify(c), c]));
  return [...unique.values()];
}

function readSelectors(expression: unknown, guards: Readonly<Record<string, GuardSource>>, live: LiveGame, lang: Language): SelectorReading[] {
  return selectorCalls(expression, guards).flatMap(({ sel, args }) => {
    const selector = live.selectors[sel];
    // Only literal arguments can be read without the expression's variables.
    if (!selector || args.some((a) => isPlainObject(a) || Array.isArray(a))) return [];
    const expressionText = JSON.stringify(args.length ? { sel, args } : { sel });
    try {
      return [{ expression: expressionText, value: selector.fn(live.game.liveState, ...args) ?? null }];
    } catch (error) {
      return [{ expression: expressionText, value: text('selector.unreadable', { message: (error as Error).message }).in(lang) }];
    }
  });
}

export function explainTransition(
  transition: ChartTransition,
  rules: unknown,
  live: LiveGame | null,
  seat: string | null,
  lang: Language = DEFAULT_LANGUAGE,
  words: ChartWords = undefined,
): TransitionExplanation {
  const guards = guardsOf(rules);
  const source = transition.guard === null ? undefined : guards[transition.guard];
  // The guard's description as its rules file writes it, in `lang` where the game's chart words have it.
  const description = transition.guard === null ? null : describedIn(words, `guard.${transition.guard}`, source?.description ?? null, lang);
  const base = {
    transition: transition.id,
    label: transition.label,
    source: transition.source,
    target: transition.target,
    event: transition.event,
    guard: transition.guard,
    description,
    when: source?.when ?? null,
    active: live?.active.has(transition.source) ?? false,
  };
  if (transition.guard === null) {
    return { ...base, value: live ? true : null, error: null, reason: text('reason.noGuard').in(lang), selectors: [] };
  }
  if (!live) {
    const reason = (source ? text('reason.noGame') : text('reason.undefinedGuard', { guard: transition.guard })).in(lang);
    return { ...base, value: null, error: null, reason, selectors: [] };
  }
  const event: Action = { type: transition.event ?? '', seat: seat ?? '' };
  let value: boolean;
  try {
    value = live.game.evaluateGuard(transition.guard, event);
  } catch (error) {
    return { ...base, value: null, error: null, reason: text('reason.cannotEvaluate', { message: (error as Error).message }).in(lang), selectors: readSelectors(source?.when, guards, live, lang) };
  }
  const error = value || !source?.error ? null : spokenRefusal(live, transition.guard, source.error, lang);
  const who = transition.event === null ? text('reason.now') : seat === null ? text('reason.spectator') : text('reason.seat', { seat });
  const reason = value
    ? text('reason.true', { who })
    : error
      ? text('reason.falseRefusal', { who, code: error.code, message: error.message, rule: error.rule })
      : description
        ? text('reason.falseRequires', { who, description: lowerFirst(description) })
        : text('reason.falseExpression', { who });
  return { ...base, value, error, reason: reason.in(lang), selectors: readSelectors(source?.when, guards, live, lang) };
}

/**
 * A guard's refusal in `lang`: the game's catalogue words it (`guard.<name>`) where the rules
 * file says what its English says, as the game's own refusals do; else the file's words.
 */
function spokenRefusal(live: LiveGame, guard: string, error: RuleViolation, lang: Language): RuleViolation {
  const message = fileText(gameOf(live.game.mode).messages, `guard.${guard}`, error.message);
  return typeof message === 'string' ? error : { ...error, message: message.in(lang) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}

export function explainState(graph: ChartGraph, key: string, live: LiveGame | null, seat: string | null, lang: Language = DEFAULT_LANGUAGE, words: ChartWords = undefined): StateExplanation | undefined {
  const state = graph.states.find((s) => s.key === key);
  if (!state) return undefined;
  const handles = graph.transitions.filter((t) => t.source === key).map((t) => ({ event: t.event, guard: t.guard, transition: t.id }));
  const events = new Set(handles.map((h) => h.event).filter((e): e is string => e !== null));
  const active = live?.active.has(key) ?? false;
  const offers = active && live && seat !== null ? live.game.legalActions(seat).filter((a) => events.has(a.type)) : [];
  return { state: key, description: describedIn(words, stateWordsKey(key), state.description, lang), tags: state.tags, active, offers, handles };
}
