/** A study's summary as a few lines of text for the terminal, in the language asked. */
import type { Language } from '../engine/i18n/language.js';
import { counted, measureWords, numberIn, percentIn, roundWords, text } from './i18n/messages.js';
import type { Proportion } from './statistics.js';
import type { StudySummary } from './summary.js';

/** A rate with its 95% interval: `12.5% [8.1%, 18.0%]`. */
export function rateIn(p: Proportion, lang: Language): string {
  return text('interval', { estimate: percentIn(p.estimate, lang), low: percentIn(p.low, lang), high: percentIn(p.high, lang) }).in(lang);
}

export function summaryText(summary: StudySummary, lang: Language = 'en'): string {
  const lines: string[] = [];
  for (const v of summary.variants) {
    const rounds = v.length.rounds.mean;
    lines.push(
      text('summary.variant', {
        label: v.label,
        games: counted('game', v.games),
        draws: counted('draw', v.draws.successes),
        unfinished: counted('unfinished', v.unfinished.successes),
        actions: numberIn(v.length.actions.mean, 1, lang),
        rounds: numberIn(rounds, 1, lang),
        round: roundWords(summary.round, rounds),
      }).in(lang),
    );
    for (const category of ['seat', 'team', 'deck', 'bot'] as const) {
      const rates = v.winRate[category];
      if (rates.length > 0) lines.push(text('summary.winsBy', { category: text(`category.${category}`), rates: rates.map((r) => `${r.key} ${rateIn(r, lang)}`).join(', ') }).in(lang));
    }
    lines.push(text('summary.firstPlayer', { rate: rateIn(v.winRate.firstPlayer, lang) }).in(lang));
    for (const c of v.versusBase ?? []) {
      const d = c.difference;
      const scale = c.measure.startsWith('mean ') ? (x: number) => numberIn(x, 2, lang) : (x: number) => percentIn(x, lang);
      const difference = text('interval', { estimate: scale(d.estimate), low: scale(d.low), high: scale(d.high) });
      lines.push(text(d.significant ? 'summary.versusSignificant' : 'summary.versus', { measure: measureWords(c.measure, summary.round), difference }).in(lang));
    }
  }
  return `${lines.join('\n')}\n`;
}
