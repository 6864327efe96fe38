/**
 * The simulate report's catalogues, one per language (see src/engine/i18n/catalogue.ts), and
 * the words it puts together from them: counts, a game's rounds (turns, days), a measure
 * compared with the base, numbers and percentages as the language writes them.
 */
import { textMaker, type Messages, type Placeholders, type Value } from '../../engine/i18n/catalogue.js';
import type { Language } from '../../engine/i18n/language.js';
import { agreed, counter } from '../../engine/i18n/words.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const simulateMessages: Messages<typeof en> = { en, fr };

export const text = textMaker(simulateMessages);
/** `counted('game', 2)`: the catalogue's `count.game.*` agreed with the count. */
export const counted = counter(text);

/** The keys whose templates have no placeholder. */
export type PlainKey = { [K in keyof typeof en]: [Placeholders<(typeof en)[K]>] extends [never] ? K : never }[keyof typeof en];

/** A template without placeholders, in `lang`. */
export function say(key: PlainKey, lang: Language): string {
  return text(key).in(lang);
}

/** A game's round (its facts' `round`: `turn`, `day`) in words, singular or plural; another name as it is. */
export function roundWords(round: string, count: number): Value {
  if (round === 'turn') return agreed(count, text('round.turn.one'), text('round.turn.other'));
  if (round === 'day') return agreed(count, text('round.day.one'), text('round.day.other'));
  return count === 1 ? round : `${round}s`;
}

/** A measure of the study's comparisons (`seat A wins`, `mean rounds`...) in words; one it does not know as it is. */
export function measureWords(measure: string, round: string): Value {
  const seat = /^seat (.+) wins$/.exec(measure);
  if (seat) return text('measure.seatWins', { key: seat[1] as string });
  const team = /^team (.+) wins$/.exec(measure);
  if (team) return text('measure.teamWins', { key: team[1] as string });
  if (measure === 'first player wins') return text('measure.firstPlayerWins');
  if (measure === 'draws') return text('measure.draws');
  if (measure === 'unfinished') return text('measure.unfinished');
  if (measure === 'mean actions') return text('measure.meanActions');
  if (measure === 'mean rounds') return text('measure.meanRounds', { rounds: roundWords(round, 2) });
  return measure;
}

/** `x` (a proportion) as a percentage with one decimal, as the language writes it (`12.5%`, `12,5 %`). */
export function percentIn(x: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(x);
}

/** `x` with `digits` decimals, as the language writes it, without grouping (`1234.5`, `1234,5`). */
export function numberIn(x: number, digits: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(x);
}
