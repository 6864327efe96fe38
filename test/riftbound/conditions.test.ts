/**
 * The special terms of units (CR 741) as card conditions and costs within instructions (CR
 * 742): the scenarios of scenarios/riftbound/conditions/ and instruction-costs/, and what they
 * cannot say (a refusal that changes nothing, snapshots while a cost waits, faults at load).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/node/paths.js';
import { describeResult, runScenarioFile } from '../../src/scenarios/run.js';
import { loadPosition, restoreGame } from '../../src/api.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';
import { might, type RiftHost } from '../../src/games/riftbound/reads/queries.js';
import { loadError } from '../support/load-error.js';
import { act } from '../support/riftbound.js';

const dir = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'conditions');
const costs = join(PACKAGE_ROOT, 'scenarios', 'riftbound', 'instruction-costs');

describe('scenarios/riftbound/conditions', () => {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(dir, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});

describe('scenarios/riftbound/instruction-costs', () => {
  for (const name of readdirSync(costs).filter((f) => f.endsWith('.json')).sort()) {
    it(name, () => {
      const result = runScenarioFile(join(costs, name));
      expect(result.passed, describeResult(result)).toBe(true);
    });
  }
});

describe('a cost within instructions one cannot pay', () => {
  it('is refused with CANNOT_AFFORD, leaves the state exactly as it was, and a snapshot taken while it waits restores and goes on alike', () => {
    const game = loadPosition<RiftboundState>({
      mode: 'riftbound/duel',
      battlefields: [{ id: 'X', card: 'broken-aqueduct', controller: 'B', units: { B: ['gilded-paladin'] } }, { id: 'Y', card: 'hollow-spire' }],
      seats: { A: { hand: ['tithe-of-sparks'], runes: 1 } },
    });
    act(game, { type: 'playSpell', seat: 'A', card: 'A-tithe-of-sparks', targets: { foe: 'B-gilded-paladin' } });
    act(game, { type: 'pass', seat: 'A' });
    act(game, { type: 'pass', seat: 'B' });
    const before = game.snapshot();
    const result = game.apply({ type: 'payCost', seat: 'A', pay: true });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'CANNOT_AFFORD' });
    expect(game.snapshot()).toEqual(before);
    const restored = restoreGame<RiftboundState>(before);
    const a = act(game, { type: 'payCost', seat: 'A', pay: false });
    const b = act(restored, { type: 'payCost', seat: 'A', pay: false });
    expect(b).toEqual(a);
    expect(restored.snapshot()).toEqual(game.snapshot());
  });
});

describe('card data for costs within instructions and conditions is checked at load', () => {
  it('refuses a pay cost without its energy, and a condition calling an unknown term, at their paths', () => {
    const spell = { id: 'bad-tithe', name: 'Bad Tithe', type: 'spell', domain: 'fury', cost: { energy: 1, power: [] } };
    const unpaid = loadError(() => loadPosition({ mode: 'riftbound/duel', cards: [{ ...spell, effects: [{ op: 'draw', amount: 1, pay: { power: [] } }] }] }));
    expect(unpaid.issues.some((i) => i.path.startsWith('$.cards[0].effects[0]'))).toBe(true);
    const unknown = loadError(() =>
      loadPosition({ mode: 'riftbound/duel', cards: [{ ...spell, effects: [{ op: 'draw', amount: 1, condition: { sel: 'isLonely', args: [{ event: 'source' }] } }] }] }),
    );
    expect(unknown.issues.some((i) => i.path.startsWith('$.cards[0].effects[0].condition'))).toBe(true);
  });
});

describe('card conditions asked with a copy of the rules', () => {
  it('are compiled for the copy and answer as with the rules the game reads (game.rules is a frozen copy)', () => {
    // The Ash Scholar: while your score is 5 or more, friendly units have +1 Might.
    const position = loadPosition<RiftboundState>({ mode: 'riftbound/duel', scores: { A: 4 }, seats: { A: { legend: 'ash-scholar', champion: null, base: ['cinder-scout'] } } });
    expect(position.rules).not.toBe(position.liveRules);
    const mightWith = (rules: unknown, score: number): number => {
      const state = structuredClone(position.liveState) as RiftboundState;
      (state.teams.find((t) => t.id === 'A') as RiftboundState['teams'][number]).score = score;
      return might({ state, rules: rules as RiftHost['rules'], emit: () => {}, guard: () => false }, 'A-cinder-scout');
    };
    for (const score of [4, 5]) expect(mightWith(position.rules, score)).toBe(mightWith(position.liveRules, score));
    expect(mightWith(position.rules, 5)).toBe(mightWith(position.rules, 4) + 1);
  });
});
