/**
 * The declared public types of a tournament (src/types/tournament.ts) stay in step with the
 * schemas its input is checked against: at compile time (`tsc --noEmit`) the action union and
 * the options equal what json-schema-to-ts derives from the schemas; at run time each action
 * kind's fields and the refusal codes in the sources are the declared ones.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { tournamentActionSchema } from '../../src/tournament/actions.js';
import { settingsSchema } from '../../src/tournament/state.js';
import type { TournamentAction, TournamentOptions, TournamentRefusalCode } from '../../src/types/tournament.js';

type DeepReadonly<T> = T extends readonly (infer E)[] ? readonly DeepReadonly<E>[] : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const actionsInStep: Same<DeepReadonly<TournamentAction>, DeepReadonly<FromSchema<typeof tournamentActionSchema>>> = true;
const optionsInStep: Same<DeepReadonly<TournamentOptions>, DeepReadonly<FromSchema<typeof settingsSchema>>> = true;

/** Every refusal code, declared once here for the run-time check (the compiler holds it to the union). */
const CODES = [
  'MALFORMED_ACTION', 'REGISTRATION_CLOSED', 'DUPLICATE_ENTRANT', 'DUPLICATE_PLAYER', 'WRONG_TEAM_SIZE', 'DECK_REFUSED', 'TOO_FEW_ENTRANTS',
  'ROUND_NOT_OVER', 'EVENT_OVER', 'NO_ROUND', 'UNKNOWN_TABLE', 'UNKNOWN_ENTRANT', 'NOT_AT_TABLE', 'MATCH_OVER', 'NO_DRAW_IN_ELIMINATION',
  'ALREADY_DROPPED', 'NOT_DROPPED', 'REENTRY_CLOSED', 'CLOCK_BACKWARDS',
] as const satisfies readonly TournamentRefusalCode[];
const allCodes: Same<TournamentRefusalCode, (typeof CODES)[number]> = true;

describe('declared tournament types', () => {
  it('compile-time checks hold', () => {
    expect([actionsInStep, optionsInStep, allCodes]).toEqual([true, true, true]);
  });

  it('every declared refusal code is given by the sources, and no other', () => {
    const dir = join(PACKAGE_ROOT, 'src', 'tournament');
    const found = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      // A catalogue key is the code, or the code and a variant after a dot.
      for (const m of text.matchAll(/(?:refuse\(\s*|\{ code: )'([A-Z_]+)[.']/g)) found.add(m[1] as string);
    }
    expect([...found].sort()).toEqual([...CODES].sort());
  });
});
