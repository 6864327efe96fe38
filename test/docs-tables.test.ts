/**
 * The docs list what the code has, both ways: docs/api.md's table of a game's members is the
 * public `PlayableGame` type's keys (and each is on a live game); the actions tables of
 * docs/api.md (Riftbound) and docs/altered.md are the declared actions of each game, each row
 * naming every field its declaration has; their events tables are each game's declared event
 * union.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/api.js';
import { GAMES } from '../src/games/index.js';
import { PACKAGE_ROOT } from '../src/node/paths.js';
import type { PlayableGame } from '../src/types/game.js';
import { DECLARED_EVENTS } from './types/declared-shapes.js';
import { riftboundActions } from '../src/games/riftbound/player-actions.js';
import { alteredActions } from '../src/games/altered/player-actions.js';

/** Every member of the public game type: the compiler holds the list to `keyof PlayableGame`, both ways. */
const MEMBERS = [
  'mode', 'seats', 'machineState', 'over', 'winner', 'toAct', 'actingSeats', 'legalActions', 'apply', 'check', 'view', 'events', 'eventCount', 'describe',
  'unavailableActions', 'automatic', 'advance', 'state', 'snapshot', 'sealedSnapshot', 'rules', 'record', 'catalog', 'subscribe', 'dispose',
] as const satisfies readonly (keyof PlayableGame)[];
type Missing = Exclude<keyof PlayableGame, (typeof MEMBERS)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;

const read = (file: string) => readFileSync(join(PACKAGE_ROOT, file), 'utf8');

/** The names in the first column of the table that follows `after` in `text` (`name(args)` read as `name`). */
function firstColumn(text: string, after: string): string[] {
  const start = text.indexOf(after);
  if (start < 0) throw new Error(`no "${after}" in the docs`);
  const rows = text.slice(start).split('\n').slice(1);
  const table = rows.slice(rows.findIndex((row) => row.startsWith('|')));
  const names: string[] = [];
  for (const row of table) {
    if (!row.startsWith('|')) break;
    const cell = row.split('|')[1] ?? '';
    for (const m of cell.matchAll(/`(\w+)(?:\([^`]*\))?`/g)) names.push(m[1] as string);
  }
  return names;
}

/** The rows of the table that follows `after` in `text`, by the first name of their first column, each row's other columns as written. */
function rowsByName(text: string, after: string): Map<string, string> {
  const rows = text.slice(text.indexOf(after)).split('\n').slice(1);
  const table = rows.slice(rows.findIndex((row) => row.startsWith('|')));
  const byName = new Map<string, string>();
  for (const row of table) {
    if (!row.startsWith('|')) break;
    const [, first = '', ...rest] = row.split('|');
    const name = /`(\w+)`/.exec(first)?.[1];
    if (name !== undefined) byName.set(name, rest.join('|'));
  }
  return byName;
}

const DECLARED_ACTIONS = { riftbound: riftboundActions, altered: alteredActions } as const;

describe('docs tables and the code', () => {
  it('docs/api.md lists exactly the members of the public game type, and a game has each', () => {
    expect(complete).toBe(true);
    expect(firstColumn(read('docs/api.md'), '## Playing').sort()).toEqual([...MEMBERS].sort());
    const game = createGame({ mode: 'riftbound/duel', seed: 1 });
    for (const member of MEMBERS) expect(member in game, member).toBe(true);
  });

  const tables = {
    riftbound: { file: 'docs/api.md', actions: '## Actions', events: "Riftbound's events:" },
    altered: { file: 'docs/altered.md', actions: '## Actions', events: '## Events' },
  } as const;
  for (const [game, where] of Object.entries(tables)) {
    it(`${game}: the actions table lists every action kind, and nothing else`, () => {
      const kinds = Object.keys((GAMES[game] as { actions: object }).actions);
      expect(kinds).toEqual(Object.keys(DECLARED_ACTIONS[game as keyof typeof DECLARED_ACTIONS]));
      expect(firstColumn(read(where.file), where.actions).sort()).toEqual(kinds.sort());
    });
    it(`${game}: each row of the actions table names every field of its action's declaration`, () => {
      const rows = rowsByName(read(where.file), where.actions);
      for (const action of Object.values(DECLARED_ACTIONS[game as keyof typeof DECLARED_ACTIONS])) {
        const row = rows.get(action.type) ?? '';
        // A field is named in backticks, alone or with a value (`second: true`).
        const named = (field: string) => row.includes(`\`${field}\``) || row.includes(`\`${field}:`);
        expect(action.fields.filter((field: string) => !named(field)), action.type).toEqual([]);
      }
    });
    it(`${game}: the events table lists every event of the declared union, and nothing else`, () => {
      const declared = Object.keys(DECLARED_EVENTS[game as keyof typeof DECLARED_EVENTS]);
      expect([...new Set(firstColumn(read(where.file), where.events))].sort()).toEqual(declared.sort());
    });
  }
});
