/**
 * Which numbered clauses of a rulebook the scenarios play. A scenario names the clauses it
 * plays in its `source` ("CR 709", "CR 718.5.e, CR 719.1"); a clause counts as played when a
 * scenario names it or one of its sub-clauses (a scenario of 702.2.b plays 702.2 and 702 too).
 * Ranges ("CR 701-705") name a whole area, not its clauses, and count for none.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { scenarioFiles } from './files.js';

/** The list of clauses to cover, kept beside the scenarios, and those not played yet with why. */
export interface ClauseList {
  readonly description: string;
  /** Clause numbers in the rulebook's order: "701", "702.2.b". */
  readonly clauses: readonly string[];
  /** Clauses no scenario plays yet, each with the reason. */
  readonly notYet: Readonly<Record<string, string>>;
}

export interface ClauseRow {
  readonly clause: string;
  /** Scenario files (relative to the scenario folder) that name the clause or a sub-clause. */
  readonly scenarios: readonly string[];
}

/** "CR 709", "CR 718.5.e": a clause written with its own "CR"; not followed by "-" (a range like "CR 701-705" or "CR 355.14.a-d"). */
const CITED = /\bCR (\d{3}(?:\.[0-9a-z]+)*)(?![.0-9a-z]*-)/g;

/** The clauses a `source` names one by one (not ranges). */
export function citedClauses(source: string): string[] {
  return [...source.matchAll(CITED)].map((match) => match[1] as string);
}

/** For each clause of `list`, the scenarios under `dir` that play it. */
export function clauseCoverage(list: ClauseList, dir: string): ClauseRow[] {
  const byClause = new Map<string, Set<string>>();
  for (const file of scenarioFiles(dir)) {
    const source = (JSON.parse(readFileSync(file, 'utf8')) as { source?: unknown }).source;
    if (typeof source !== 'string') continue;
    for (const cited of citedClauses(source)) {
      // A sub-clause plays every clause above it.
      const parts = cited.split('.');
      for (let n = 1; n <= parts.length; n++) {
        const clause = parts.slice(0, n).join('.');
        let files = byClause.get(clause);
        if (!files) byClause.set(clause, (files = new Set()));
        files.add(relative(dir, file));
      }
    }
  }
  return list.clauses.map((clause) => ({ clause, scenarios: [...(byClause.get(clause) ?? [])] }));
}

/** The coverage as a Markdown page: one row per clause with its scenarios, or why none yet. */
export function clauseCoverageMarkdown(title: string, intro: string, list: ClauseList, rows: readonly ClauseRow[]): string {
  const played = rows.filter((r) => r.scenarios.length > 0).length;
  const lines = [
    `# ${title}`,
    '',
    intro,
    '',
    `${played} of ${rows.length} clauses are played by at least one scenario.`,
    '',
    '| clause | scenarios |',
    '|---|---|',
  ];
  for (const row of rows) {
    const cell = row.scenarios.length > 0 ? row.scenarios.map((s) => `\`${s}\``).join(', ') : `not yet: ${list.notYet[row.clause] ?? 'no scenario names it'}`;
    lines.push(`| CR ${row.clause} | ${cell} |`);
  }
  return `${lines.join('\n')}\n`;
}
