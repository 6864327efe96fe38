/**
 * Legal actions ask whether each card's cost can be paid by counting runes and pool
 * (`canPay`); paying builds the plan (`planPayment`). Over random runes, pools, XP and costs,
 * the count answers exactly when a plan exists, alone and when a listing asks it of several
 * costs in a row (the runes are then counted once for all of them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAINS, type Domain } from '../../src/games/riftbound/schema/card-schema.js';
import { canPay, planPayment } from '../../src/games/riftbound/mechanics/resources.js';
import type { RiftHost } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState, Cost } from '../../src/games/riftbound/state/state.js';
import { readingUnchanged } from '../../src/games/riftbound/reads/unit-cache.js';
import { duelAtMain } from '../support/riftbound.js';

const RUNE_OF: Record<Domain, string> = { fury: 'ember-shard', calm: 'tide-shard', mind: 'thought-shard', body: 'stone-shard', chaos: 'rift-shard', order: 'crown-shard' };

const domain = fc.constantFrom(...DOMAINS);
const symbol = fc.oneof(domain, fc.constant('any' as const));
const situation = fc.record({
  runes: fc.array(fc.record({ domain, exhausted: fc.boolean() }), { maxLength: 9 }),
  poolEnergy: fc.nat({ max: 3 }),
  poolPower: fc.array(fc.tuple(domain, fc.nat({ max: 2 })), { maxLength: 3 }),
  xp: fc.nat({ max: 3 }),
  costs: fc.array(fc.record({ energy: fc.nat({ max: 6 }), power: fc.array(symbol, { maxLength: 4 }), xp: fc.nat({ max: 3 }) }), { minLength: 1, maxLength: 4 }),
});

describe('canPay', () => {
  const game = duelAtMain(3);
  const base = game.snapshot().state as RiftboundState;

  it('answers as planPayment does: a cost can be paid exactly when a plan exists', () => {
    fc.assert(
      fc.property(situation, ({ runes, poolEnergy, poolPower, xp, costs }) => {
        const state = structuredClone(base) as unknown as { objects: Record<string, unknown>; seats: { id: string; runes: string[]; pool: unknown; xp: number }[] };
        const seat = state.seats[0]!;
        seat.runes = runes.map((rune, i) => {
          const id = `r${i}`;
          state.objects[id] = { id, card: RUNE_OF[rune.domain], owner: seat.id, controller: seat.id, exhausted: rune.exhausted, damage: 0 };
          return id;
        });
        seat.pool = { energy: poolEnergy, power: Object.fromEntries(poolPower) };
        seat.xp = xp;
        const host: RiftHost = { state: state as unknown as RiftboundState, rules: game.rules as RiftHost['rules'], emit: () => {}, guard: () => false };
        const plans = costs.map((cost) => planPayment(host, seat.id, cost as Cost) !== undefined);
        expect(costs.map((cost) => canPay(host, seat.id, cost as Cost))).toEqual(plans);
        expect(readingUnchanged(host.state, () => costs.map((cost) => canPay(host, seat.id, cost as Cost)))).toEqual(plans);
      }),
      { numRuns: 2_000 },
    );
  });
});
