/**
 * An Altered state from outside (a snapshot), checked before a game runs on it: its shape
 * and types, then the invariants the game relies on (each object in exactly one zone, known
 * seats and cards, tracks inside the adventure).
 */
import { wordedIssue, type LoadIssue } from '../../engine/errors.js';
import { text } from './i18n/messages.js';
import { joinPath } from '../../engine/json/json-path.js';
import { knownIssue, listed, STATE_LIMITS, stateSchema as s, zoneIssues } from '../../engine/game-kit/state-check.js';
import { schemaIssues } from '../../engine/schema/validate.js';
import { NEXT_PLAY_TYPES, REPLACEABLE_STEPS, REST_OUTCOMES, TERRAINS } from './schema/file-schemas.js';
import { MAX_WAITING_BENEATH, type AlteredRules, type AlteredState } from './state/state.js';

const { id, ids, count, nullableId } = s;
const flag = { type: 'boolean' };
const idMap = (value: object) => ({ type: 'object', maxProperties: STATE_LIMITS.objects, additionalProperties: value });
const counts = { type: 'array', maxItems: STATE_LIMITS.zone, items: count };
/** The steps of a step delayed until after Rest (mechanics/after-rest.ts), and the target chosen for them. */
const delayedSteps = {
  type: 'object',
  required: ['effects', 'target'],
  additionalProperties: false,
  properties: { effects: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'object', required: ['op'], properties: { op: id } } }, target: nullableId },
} as const;

const objectSchema = {
  type: 'object',
  required: ['id', 'card', 'owner'],
  additionalProperties: false,
  properties: {
    id, card: id, owner: id, side: { enum: ['hero', 'companion'] }, fleeting: flag, anchored: flag, asleep: flag,
    boosts: count, exhausted: flag, token: flag, timestamp: count,
    // Named counters by name (mechanics/counters.ts).
    counters: { type: 'object', maxProperties: 20, additionalProperties: count },
  },
};

const seatSchema = {
  type: 'object',
  required: ['id', 'name', 'hero', 'deck', 'hand', 'mana', 'reserve', 'landmarks', 'permanents', 'discard', 'expedition', 'track', 'position', 'passed', 'manaDone', 'handKnownBy'],
  additionalProperties: false,
  properties: {
    id, name: { type: 'string', maxLength: STATE_LIMITS.id }, hero: nullableId,
    deck: ids, hand: ids, reserve: ids, landmarks: ids, permanents: ids, discard: ids, expedition: ids,
    mana: { type: 'array', maxItems: STATE_LIMITS.zone, items: { type: 'object', required: ['id', 'exhausted'], additionalProperties: false, properties: { id, exhausted: flag } } },
    track: counts,
    position: { type: 'object', required: ['hero', 'companion'], additionalProperties: false, properties: { hero: count, companion: count } },
    passed: flag, manaDone: flag, heroExhausted: flag, handKnownBy: { type: 'object', maxProperties: 16, additionalProperties: ids },
  },
};

/**
 * An ability waiting for a choice, with the abilities it waits above (`beneath`: the rest of an
 * ability that played a spell at once, mechanics/play-now.ts), `depth` of them at most.
 */
function resolvingSchema(depth: number): object {
  const properties = { seat: id, effects: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'object', required: ['op'], properties: { op: id } } }, target: nullableId, targets: ids, me: nullableId, meZone: { enum: ['reserve', 'limbo'] }, roll: { type: 'integer', minimum: 1, maximum: 24 }, pendingRoll: { type: 'object', required: ['dice', 'add', 'optionalAdd'], additionalProperties: false, properties: { dice: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'integer', minimum: 1, maximum: 6 } }, add: { type: 'integer', minimum: 0, maximum: 60 }, optionalAdd: { type: 'integer', minimum: 0, maximum: 60 } } }, done: flag, unmet: flag, choosers: ids, subject: id, made: ids, moved: id, left: ids, asking: id, leaveChoices: idMap(flag) };
  return { type: 'object', required: ['seat', 'effects', 'target', 'me'], additionalProperties: false, properties: depth > 0 ? { ...properties, beneath: resolvingSchema(depth - 1) } : properties };
}

/** The shape of an Altered state (docs/api.md: snapshots). */
export const alteredStateSchema = {
  type: 'object',
  required: ['rng', 'day', 'firstPlayer', 'current', 'arena', 'seats', 'regions', 'objects', 'winner', 'drawn', 'arenaTeams', 'pendingCleanup', 'nextTimestamp', 'limbo', 'activations', 'nextEmblem', 'nextToken', 'resolving', 'restPlans', 'advancedThisDusk', 'quickActionUses', 'conceded'],
  additionalProperties: false,
  properties: {
    rng: s.rng,
    day: count,
    firstPlayer: id,
    current: id,
    arena: flag,
    drawn: flag,
    turnEnded: flag,
    seats: { type: 'array', minItems: 1, maxItems: 16, items: seatSchema },
    regions: {
      type: 'array',
      maxItems: 64,
      items: {
        type: 'object',
        required: ['terrains', 'faceDown', 'tumult', 'pile'],
        additionalProperties: false,
        properties: { terrains: { type: 'array', maxItems: 3, items: { enum: TERRAINS } }, faceDown: flag, tumult: nullableId, pile: { anyOf: [{ type: 'null' }, count] } },
      },
    },
    objects: idMap(objectSchema),
    winner: nullableId,
    arenaTeams: ids,
    pendingCleanup: ids,
    nextTimestamp: count,
    limbo: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'object', required: ['id', 'controller', 'source', 'card', 'reaction'], additionalProperties: false, properties: { id, controller: id, source: nullableId, card: id, reaction: { type: 'integer', minimum: -1 }, subject: id, left: ids, granted: id, delayed: delayedSteps } },
    },
    activations: idMap(count),
    nextEmblem: count,
    nextToken: count,
    resolving: { anyOf: [{ type: 'null' }, resolvingSchema(MAX_WAITING_BENEATH)] },
    restPlans: {
      type: 'array',
      maxItems: STATE_LIMITS.zone,
      items: { type: 'object', required: ['object', 'controller', 'outcome', 'applied', 'options'], additionalProperties: false, properties: { object: id, controller: id, outcome: { enum: REST_OUTCOMES }, applied: ids, options: ids, leave: id, leaveInstead: flag } },
    },
    stepPlans: {
      type: 'array',
      maxItems: STATE_LIMITS.zone,
      items: {
        type: 'object',
        required: ['step', 'seat', 'applied', 'options', 'replaced'],
        additionalProperties: false,
        properties: { step: { enum: REPLACEABLE_STEPS }, seat: id, applied: ids, options: ids, replaced: nullableId },
      },
    },
    advancedThisDusk: { anyOf: [{ type: 'null' }, ids] },
    heldThisDay: ids,
    quickActionUses: idMap(count),
    conceded: ids,
    afterRest: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'object', required: ['seat', 'source', 'card', 'effects', 'target'], additionalProperties: false, properties: { seat: id, source: nullableId, card: id, ...delayedSteps.properties } },
    },
    nextPlays: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        required: ['seat', 'until'],
        additionalProperties: false,
        properties: { seat: id, cardType: { enum: NEXT_PLAY_TYPES }, subtype: { type: 'string', minLength: 1, maxLength: 40 }, from: { enum: ['hand', 'reserve'] }, until: { enum: ['turn', 'afternoon'] }, costLess: count, free: { const: true }, boosts: count, loses: { const: 'fleeting' }, activates: { const: 'reserve' }, handCostAtMost: { type: 'integer', minimum: 0, maximum: 10 }, gains: { const: 'anchored' } },
      },
    },
  },
} as const;

/** Every fault of an Altered state from outside, with its path under `$.state`. */
export function alteredStateIssues(value: unknown, rules: AlteredRules): LoadIssue[] {
  const shape = schemaIssues(alteredStateSchema, value, ['state']);
  if (shape.length) return shape;
  const state = value as AlteredState;
  const issues: LoadIssue[] = [];
  const at = (...path: (string | number)[]) => joinPath('$.state', ...path);
  const seats = new Set(state.seats.map((x) => x.id));
  if (state.seats.length !== rules.seats.names.length || state.seats.some((x, i) => x.id !== rules.seats.names[i])) {
    issues.push(wordedIssue({ path: at('seats') }, text('stateCheck.seats', { seats: rules.seats.names.join(', ') })));
  }
  issues.push(...knownIssue(at('firstPlayer'), state.firstPlayer, seats, 'seat'));
  issues.push(...knownIssue(at('current'), state.current, seats, 'seat'));
  for (const [i, seatId] of state.pendingCleanup.entries()) issues.push(...knownIssue(at('pendingCleanup', i), seatId, seats, 'seat'));
  for (const [i, seat] of state.seats.entries()) {
    if (seat.hero !== null) issues.push(...knownIssue(at('seats', i, 'hero'), seat.hero, rules.cardDb.cards, 'card'));
    for (const [k, region] of seat.track.entries()) {
      if (region >= state.regions.length) issues.push(wordedIssue({ path: at('seats', i, 'track', k) }, text('stateCheck.regions', { count: state.regions.length })));
    }
    for (const side of ['hero', 'companion'] as const) {
      if (seat.position[side] >= Math.max(seat.track.length, 1)) issues.push(wordedIssue({ path: at('seats', i, 'position', side) }, text('stateCheck.track', { count: seat.track.length })));
    }
    // The cards a teammate was shown may have left the hand since: only the teammates are checked.
    for (const other of Object.keys(seat.handKnownBy)) issues.push(...knownIssue(at('seats', i, 'handKnownBy', other), other, seats, 'seat'));
  }
  for (const [key, object] of Object.entries(state.objects)) {
    issues.push(...knownIssue(joinPath('$.state.objects', key, 'card'), object.card, rules.cardDb.cards, 'card'));
    issues.push(...knownIssue(joinPath('$.state.objects', key, 'owner'), object.owner, seats, 'seat'));
  }
  for (const [i, emblem] of state.limbo.entries()) issues.push(...knownIssue(at('limbo', i, 'controller'), emblem.controller, seats, 'seat'));
  if (state.resolving) issues.push(...knownIssue(at('resolving', 'seat'), state.resolving.seat, seats, 'seat'));
  for (const [i, chooser] of (state.resolving?.choosers ?? []).entries()) issues.push(...knownIssue(at('resolving', 'choosers', i), chooser, seats, 'seat'));
  for (const [i, wait] of (state.nextPlays ?? []).entries()) issues.push(...knownIssue(at('nextPlays', i, 'seat'), wait.seat, seats, 'seat'));
  const zones = state.seats.flatMap((seat, i) => [
    ...(['deck', 'hand', 'reserve', 'landmarks', 'permanents', 'discard', 'expedition'] as const).flatMap((zone) => listed(at('seats', i, zone), seat[zone])),
    ...seat.mana.map((orb, k) => ({ path: at('seats', i, 'mana', k, 'id'), id: orb.id })),
  ]);
  issues.push(...zoneIssues(state.objects, zones));
  return issues;
}
