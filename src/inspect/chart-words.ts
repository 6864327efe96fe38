/**
 * The chart's descriptions in a client's language. The machine and rules files write their
 * descriptions in English; the game's chart catalogue (`chartWords` of its module, keys
 * `machine`, `state.<key>` and `guard.<name>`) gives them in every language where the file
 * says what the catalogue's English says; a file of one's own keeps its words.
 */
import type { Catalogue, Messages } from '../engine/i18n/catalogue.js';
import { fileText } from '../engine/i18n/file-words.js';
import type { Language } from '../engine/i18n/language.js';
import { GAMES } from '../games/index.js';
import type { LaidOutChart } from './chart-layout.js';

/** The words of a chart's files: a game module's chart catalogues, none for a machine of no known game. */
export type ChartWords = Messages<Catalogue> | undefined;

/** The chart words of the game whose statechart has this id (`rulegraph inspect --machine`, no game running). */
export function chartWordsOfMachine(machineId: string): ChartWords {
  return Object.hasOwn(GAMES, machineId) ? GAMES[machineId]?.chartWords : undefined;
}

/** The catalogue key of a state's description: `state.<key>`, the machine's own (key ``) `machine`. */
export function stateWordsKey(key: string): string {
  return key === '' ? 'machine' : `state.${key}`;
}

/** A description as the file writes it, in `lang` (null: none written). */
export function describedIn(words: ChartWords, key: string, written: string | null, lang: Language): string | null {
  if (written === null) return null;
  const text = fileText(words, key, written);
  return typeof text === 'string' ? text : text.in(lang);
}

/** A copy of the laid-out chart with its and its states' descriptions in `lang`. */
export function chartIn(chart: LaidOutChart, words: ChartWords, lang: Language): LaidOutChart {
  return {
    ...chart,
    description: describedIn(words, stateWordsKey(''), chart.description, lang),
    states: chart.states.map((state) => ({ ...state, description: describedIn(words, stateWordsKey(state.key), state.description, lang) })),
  };
}
