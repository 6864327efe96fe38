/**
 * What Riftbound scenarios can expect beyond the engine's own checks (docs/scenarios.md):
 * scores, the winner, the turn, controllers, zone sizes, units, the scoring ledger.
 */
import { jsonEqual, sameMembers } from '../../engine/json/json-equal.js';
import type { RiftboundState, SeatState } from './state/state.js';

const seatMap = <const V>(value: V) => ({ type: 'object', propertyNames: { pattern: '^[A-Z]$' }, additionalProperties: value }) as const;
const ids = { type: 'array', items: { type: 'string' } } as const;
const count = { type: 'integer', minimum: 0 } as const;

export const expectationSchema = {
  type: 'object',
  properties: {
    scores: { type: 'object', additionalProperties: count, description: 'Scores by team id (or seat).' },
    winner: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The winning team, or null for none yet.' },
    turn: { type: 'object', properties: { seat: { type: 'string' }, number: { type: 'integer' } }, additionalProperties: false },
    controller: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'null' }] }, description: 'Controller by battlefield.' },
    contested: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Contested flag by battlefield.' },
    hand: seatMap(count),
    deck: seatMap(count),
    trash: seatMap(count),
    banishment: { ...seatMap(count), description: 'Cards in banishment by seat (CR 108.6).' },
    runes: seatMap(count),
    xp: { ...seatMap(count), description: 'XP by seat (CR 728-733).' },
    base: seatMap(ids),
    units: { type: 'object', additionalProperties: seatMap(ids), description: 'Units at each battlefield, by seat (any order).' },
    scored: seatMap(ids),
    atScoringStep: {
      anyOf: [{ type: 'null' }, { type: 'object', properties: { controlled: seatMap(ids), occupied: seatMap(ids) }, additionalProperties: false }],
    },
    showdown: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            battlefield: { type: 'string' },
            combat: { type: 'boolean' },
            attacker: { type: 'string' },
            defender: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            focus: { type: 'string' },
          },
          additionalProperties: false,
        },
      ],
    },
    exhausted: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Exhausted flag by object id.' },
    stunned: { type: 'object', additionalProperties: { type: 'boolean' }, description: 'Stunned flag by object id.' },
    might: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Current might by object id (buffs and passives included).' },
    chain: { type: 'array', items: { type: 'string' }, description: 'Card ids of the items on the chain, oldest first.' },
    priority: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The seat with priority, or null.' },
    damage: { type: 'object', additionalProperties: count, description: 'Damage by object id.' },
    gear: {
      type: 'object',
      description: 'By gear object id: where it is (base, a battlefield, or null off the board) and the unit it is attached to (or null).',
      additionalProperties: {
        type: 'object',
        properties: { at: { anyOf: [{ type: 'string' }, { type: 'null' }] }, attachedTo: { anyOf: [{ type: 'string' }, { type: 'null' }] }, controller: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
} as const;

interface Mismatch {
  what: string;
  expected: unknown;
  actual: unknown;
}

type Expected = Readonly<Record<string, unknown>>;

function seatOf(state: RiftboundState, id: string): SeatState | undefined {
  return state.seats.find((s) => s.id === id);
}

/** Where a gear is, what it is attached to, who controls it (null fields when it is not on the board). */
function gearExpectation(state: RiftboundState, id: string): { at: string | null; attachedTo: string | null; controller: string | null } {
  const obj = state.objects[id];
  if (!obj || !state.gear.includes(id)) return { at: null, attachedTo: null, controller: obj?.controller ?? null };
  const unitAt = (unit: string) => (state.seats.some((s) => s.base.includes(unit)) ? 'base' : (state.battlefields.find((b) => b.units.includes(unit))?.id ?? null));
  const at = obj.attachedTo !== undefined ? unitAt(obj.attachedTo) : (obj.at ?? 'base');
  return { at, attachedTo: obj.attachedTo ?? null, controller: obj.controller };
}

export function checkExpectations(state: RiftboundState, expected: Expected, mightOf: (id: string) => number | null): Mismatch[] {
  const out: Mismatch[] = [];
  const compare = (what: string, want: unknown, actual: unknown, same = jsonEqual) => {
    if (!same(want, actual)) out.push({ what, expected: want, actual });
  };
  const sets = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && sameMembers(a, b);
  for (const [key, want] of Object.entries((expected['scores'] ?? {}) as Record<string, number>)) {
    compare(`scores.${key}`, want, state.teams.find((t) => t.id === key || t.seats.includes(key))?.score ?? null);
  }
  if ('winner' in expected) compare('winner', expected['winner'], state.winner);
  for (const [key, want] of Object.entries((expected['turn'] ?? {}) as Record<string, unknown>)) {
    compare(`turn.${key}`, want, state.turn[key as keyof RiftboundState['turn']]);
  }
  for (const [field, want] of Object.entries((expected['controller'] ?? {}) as Record<string, unknown>)) {
    compare(`controller.${field}`, want, state.battlefields.find((b) => b.id === field)?.controller);
  }
  for (const [field, want] of Object.entries((expected['contested'] ?? {}) as Record<string, unknown>)) {
    compare(`contested.${field}`, want, state.battlefields.find((b) => b.id === field)?.contested);
  }
  for (const zone of ['hand', 'deck', 'trash', 'banishment', 'runes'] as const) {
    for (const [seat, want] of Object.entries((expected[zone] ?? {}) as Record<string, number>)) {
      compare(`${zone}.${seat}`, want, seatOf(state, seat)?.[zone].length ?? null);
    }
  }
  for (const [seat, want] of Object.entries((expected['xp'] ?? {}) as Record<string, number>)) compare(`xp.${seat}`, want, seatOf(state, seat)?.xp ?? null);
  for (const [seat, want] of Object.entries((expected['base'] ?? {}) as Record<string, string[]>)) {
    compare(`base.${seat}`, want, seatOf(state, seat)?.base ?? null, sets);
  }
  for (const [field, bySeat] of Object.entries((expected['units'] ?? {}) as Record<string, Record<string, string[]>>)) {
    const bf = state.battlefields.find((b) => b.id === field);
    for (const [seat, want] of Object.entries(bySeat)) {
      compare(`units.${field}.${seat}`, want, bf ? bf.units.filter((u) => state.objects[u]?.controller === seat) : null, sets);
    }
  }
  for (const [seat, want] of Object.entries((expected['scored'] ?? {}) as Record<string, string[]>)) {
    compare(`scored.${seat}`, want, state.scoring.scored[seat] ?? [], sets);
  }
  if ('atScoringStep' in expected) {
    const want = expected['atScoringStep'] as null | Record<string, Record<string, string[]>>;
    const actual = state.scoring.atScoringStep;
    if (want === null || actual === null) compare('atScoringStep', want, actual);
    else {
      for (const [kind, bySeat] of Object.entries(want)) {
        for (const [seat, list] of Object.entries(bySeat)) {
          compare(`atScoringStep.${kind}.${seat}`, list, actual[kind as 'controlled' | 'occupied'][seat] ?? [], sets);
        }
      }
    }
  }
  if ('showdown' in expected) {
    const want = expected['showdown'] as null | Record<string, unknown>;
    if (want === null || state.showdown === null) compare('showdown', want, state.showdown);
    else for (const [k, v] of Object.entries(want)) compare(`showdown.${k}`, v, state.showdown[k as keyof typeof state.showdown]);
  }
  for (const [id, want] of Object.entries((expected['exhausted'] ?? {}) as Record<string, boolean>)) {
    compare(`exhausted.${id}`, want, state.objects[id]?.exhausted ?? null);
  }
  for (const [id, want] of Object.entries((expected['stunned'] ?? {}) as Record<string, boolean>)) {
    compare(`stunned.${id}`, want, state.objects[id] ? state.objects[id].stunned === true : null);
  }
  if ('chain' in expected) compare('chain', expected['chain'], state.chain.map((i) => i.card));
  if ('priority' in expected) compare('priority', expected['priority'], state.priority);
  for (const [id, want] of Object.entries((expected['damage'] ?? {}) as Record<string, number>)) {
    compare(`damage.${id}`, want, state.objects[id]?.damage ?? null);
  }
  for (const [id, want] of Object.entries((expected['might'] ?? {}) as Record<string, number>)) compare(`might.${id}`, want, mightOf(id));
  for (const [id, fields] of Object.entries((expected['gear'] ?? {}) as Record<string, Record<string, unknown>>)) {
    const actual = gearExpectation(state, id);
    for (const [field, want] of Object.entries(fields)) compare(`gear.${id}.${field}`, want, actual[field as keyof typeof actual]);
  }
  return out;
}
