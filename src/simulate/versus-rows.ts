/**
 * The differences of each variant from the base, as the report shows them: grouped by unit (a
 * difference of win rates in percentage points, of game lengths in actions or rounds per game)
 * so each plot has one axis with its unit, and within a group the significant differences first.
 */
import type { StudySummary } from './summary.js';

export interface VersusRow {
  readonly variant: string;
  readonly measure: string;
  /** Variant minus base, with its 95% interval. */
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
  readonly significant: boolean;
}

/** The unit of a group's axis: percentage points, actions per game, rounds (turns, days) per game. */
export type VersusUnit = 'percentagePoints' | 'actionsPerGame' | 'roundsPerGame';

export interface VersusGroup {
  /** The unit of the group's axis, put into words by the report (`unit.<unit>` of its catalogue). */
  readonly unit: VersusUnit;
  /** Proportions are drawn as percentages; means in their own unit. */
  readonly percent: boolean;
  readonly rows: readonly VersusRow[];
}

/** Means are compared in their own unit; every other measure is a proportion of games. */
function unitOf(measure: string): { unit: VersusUnit; percent: boolean } {
  if (measure === 'mean actions') return { unit: 'actionsPerGame', percent: false };
  if (measure === 'mean rounds') return { unit: 'roundsPerGame', percent: false };
  return { unit: 'percentagePoints', percent: true };
}

/** The rows that are significant first; otherwise the order given. */
export function significantFirst<T>(rows: readonly T[], significant: (row: T) => boolean): T[] {
  return [...rows.filter(significant), ...rows.filter((row) => !significant(row))];
}

/** Every variant's differences from the base, by unit; groups holding a significant difference first. */
export function versusGroups(summary: StudySummary): VersusGroup[] {
  const groups = new Map<VersusUnit, { unit: VersusUnit; percent: boolean; rows: VersusRow[] }>();
  for (const variant of summary.variants) {
    for (const c of variant.versusBase ?? []) {
      const { unit, percent } = unitOf(c.measure);
      const group = groups.get(unit) ?? { unit, percent, rows: [] };
      groups.set(unit, group);
      group.rows.push({ variant: variant.label, measure: c.measure, estimate: c.difference.estimate, low: c.difference.low, high: c.difference.high, significant: c.difference.significant });
    }
  }
  const ordered = [...groups.values()].map((g) => ({ ...g, rows: significantFirst(g.rows, (r) => r.significant) }));
  return significantFirst(ordered, (g) => g.rows.some((r) => r.significant));
}
