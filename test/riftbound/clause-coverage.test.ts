/**
 * Every numbered clause of CR 701-738 and 805-826 is played by a scenario, or is listed in
 * `cr-clauses.json` as not yet played with the reason; docs/riftbound-clauses.md is the table
 * made from both (`npx vitest run test/riftbound/clause-coverage.test.ts -u` writes it again).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { citedClauses, clauseCoverage, clauseCoverageMarkdown, type ClauseList } from '../../src/scenarios/clause-coverage.js';

const list = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'test/riftbound/cr-clauses.json'), 'utf8')) as ClauseList;
const rows = clauseCoverage(list, join(PACKAGE_ROOT, 'scenarios/riftbound'));

describe('clauses of CR 701-738 and 805-826', () => {
  it('names clauses one by one, never ranges', () => {
    expect(citedClauses('CR 709, CR 718.5.e; CR 701-705 (buffs), CR 355.14.a-d, CR 824.1.c.')).toEqual(['709', '718.5.e', '824.1.c']);
  });

  it('are each played by a scenario or listed as not yet, with why', () => {
    const unlisted = rows.filter((r) => r.scenarios.length === 0 && list.notYet[r.clause] === undefined).map((r) => r.clause);
    expect(unlisted).toEqual([]);
  });

  it('list as not yet only clauses no scenario plays, and only clauses of the list', () => {
    const played = new Set(rows.filter((r) => r.scenarios.length > 0).map((r) => r.clause));
    expect(Object.keys(list.notYet).filter((c) => played.has(c) || !list.clauses.includes(c))).toEqual([]);
  });

  it('are tabled in docs/riftbound-clauses.md', async () => {
    const intro =
      'Each numbered clause of the Riftbound Core Rules sections 701-738 and 805-826 with the scenarios (under `scenarios/riftbound/`) whose `source` names it or one of its sub-clauses. Made by `test/riftbound/clause-coverage.test.ts` from the scenarios and `test/riftbound/cr-clauses.json`.';
    await expect(clauseCoverageMarkdown('Riftbound clauses and their scenarios', intro, list, rows)).toMatchFileSnapshot(join(PACKAGE_ROOT, 'docs/riftbound-clauses.md'));
  });
});
