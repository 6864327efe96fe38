/** A study's summary as a few lines of text for the terminal. */
import type { Proportion } from './statistics.js';
import type { StudySummary } from './summary.js';

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
const rate = (p: Proportion) => `${percent(p.estimate)} [${percent(p.low)}, ${percent(p.high)}]`;

export function summaryText(summary: StudySummary): string {
  const lines: string[] = [];
  for (const v of summary.variants) {
    lines.push(`${v.label}: ${v.games} games, ${v.draws.successes} draws, ${v.unfinished.successes} unfinished; mean ${v.length.actions.mean.toFixed(1)} actions, ${v.length.rounds.mean.toFixed(1)} ${summary.round}s`);
    for (const category of ['seat', 'team', 'deck', 'bot'] as const) {
      const rates = v.winRate[category];
      if (rates.length > 0) lines.push(`  wins by ${category}: ${rates.map((r) => `${r.key} ${rate(r)}`).join(', ')}`);
    }
    lines.push(`  first player wins: ${rate(v.winRate.firstPlayer)}`);
    for (const c of v.versusBase ?? []) {
      const d = c.difference;
      const scale = c.measure.startsWith('mean ') ? (x: number) => x.toFixed(2) : percent;
      lines.push(`  ${c.measure}: ${scale(d.estimate)} [${scale(d.low)}, ${scale(d.high)}] versus base${d.significant ? ', significant' : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
