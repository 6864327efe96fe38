/**
 * A Riftbound state from outside (a snapshot), checked before a game runs on it: its shape
 * and types, then the invariants the game relies on (each object in exactly one zone, the
 * legend and champion zones included; known seats, teams and cards; the seats of players who
 * conceded gone).
 */
import { cardAbilities } from './reads/keyword-handlers.js';
import { triggersOf } from './cards/trigger-subjects.js';
import { wordedIssue, type LoadIssue } from '../../engine/errors.js';
import { text } from './i18n/messages.js';
import { joinPath } from '../../engine/json/json-path.js';
import { knownIssue, listed, STATE_LIMITS, stateSchema as s, zoneIssues } from '../../engine/game-kit/state-check.js';
import { schemaIssues } from '../../engine/schema/validate.js';
import { TRIGGERS, UNIT_RESTRICTIONS } from './schema/card-schema.js';
import { KEYWORD_ABILITY_NAMES, type ReplacementOption, type RiftboundRules, type RiftboundState } from './state/state.js';

const { id, ids, count, nullableId } = s;
const idMap = (value: object) => ({ type: 'object', maxProperties: STATE_LIMITS.objects, additionalProperties: value });
const resources = { type: 'object', required: ['energy', 'power'], additionalProperties: false, properties: { energy: count, power: idMap(count) } };
/** The pool, with the resources added for one use alone (`restricted`, CR 165.1). */
const pool = { ...resources, properties: { ...resources.properties, restricted: { type: 'object', additionalProperties: false, properties: { spells: resources, gear: resources } } } };

const keywordList = {
  type: 'array',
  maxItems: 100,
  items: { anyOf: [id, { type: 'object', required: ['keyword'], additionalProperties: false, properties: { keyword: id, value: { type: 'integer', minimum: 1, maximum: 1000 } } }] },
};
const keywordChanges = {
  type: 'array',
  maxItems: 100,
  items: {
    type: 'object', required: ['duration'], additionalProperties: false,
    properties: { grant: keywordList, remove: { type: 'array', maxItems: 100, items: id }, duration: { enum: ['turn', 'combat', 'permanent'] } },
  },
};
const lastKnown = { type: 'object', required: ['might'], additionalProperties: false, properties: { might: { type: 'integer' }, alone: { type: 'boolean' } } };

const objectSchema = {
  type: 'object',
  required: ['id', 'card', 'owner', 'controller', 'exhausted', 'damage'],
  additionalProperties: false,
  properties: {
    id, card: id, owner: id, controller: id, exhausted: { type: 'boolean' }, damage: count,
    might: { type: 'integer' }, keywords: keywordList, grantedKeywords: keywordList, turnKeywords: keywordList, keywordChanges, buffed: { type: 'boolean' }, moreBuffs: { type: 'integer', minimum: 1 }, mightThisTurn: { type: 'integer' }, mightThisCombat: { type: 'integer' }, movesThisTurn: { type: 'integer', minimum: 1 }, stunned: { type: 'boolean' }, cantThisTurn: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: UNIT_RESTRICTIONS } }, attachedTo: id, at: id,
  },
};

/** An outcome a step names, as printed ("Blades"), and the players' choices among them. */
const outcome = { type: 'string', maxLength: 40 } as const;
const chosenOutcomes = { type: 'array', maxItems: 16, items: { type: 'object', required: ['seat', 'outcome'], additionalProperties: false, properties: { seat: id, outcome } } } as const;

/** What a step asks as its chain item resolves (state/state.ts ResolutionAsk): cards to choose, a card to pay for, a step stopped or taken, an outcome. */
const resolutionAsk = {
  anyOf: [
    { type: 'object', required: ['kind', 'seat', 'from', 'min', 'max', 'purpose'], additionalProperties: false, properties: { kind: { const: 'cards' }, seat: id, from: ids, min: count, max: count, purpose: { type: 'string', maxLength: 200 } } },
    {
      type: 'object',
      required: ['kind', 'seat', 'card', 'cost', 'to', 'optional'],
      additionalProperties: false,
      properties: {
        kind: { const: 'play' },
        seat: id,
        card: id,
        cost: { type: 'object', required: ['energy', 'power'], additionalProperties: false, properties: { energy: count, power: ids } },
        to: ids,
        optional: { type: 'boolean' },
      },
    },
    {
      type: 'object',
      required: ['kind', 'seat', 'cost', 'draws'],
      additionalProperties: false,
      properties: {
        kind: { const: 'unless' },
        seat: id,
        cost: { type: 'object', required: ['energy', 'power'], additionalProperties: false, properties: { energy: count, power: ids } },
        draws: count,
      },
    },
    { type: 'object', required: ['kind', 'seat', 'purpose'], additionalProperties: false, properties: { kind: { const: 'may' }, seat: id, purpose: { type: 'string', maxLength: 200 } } },
    { type: 'object', required: ['kind', 'seat', 'options'], additionalProperties: false, properties: { kind: { const: 'outcome' }, seat: id, options: { type: 'array', maxItems: 8, items: outcome } } },
    { type: 'object', required: ['kind', 'seat', 'done'], additionalProperties: false, properties: { kind: { const: 'deaths' }, seat: id, done: { type: 'boolean' } } },
    {
      type: 'object',
      required: ['kind', 'seat', 'token', 'options'],
      additionalProperties: false,
      properties: {
        kind: { const: 'tokenPlay' },
        seat: id,
        token: id,
        options: {
          type: 'array',
          minItems: 2,
          maxItems: 1000,
          items: { type: 'object', required: ['source', 'card', 'ability', 'controller'], additionalProperties: false, properties: { source: id, card: id, ability: count, controller: id, text: { const: 'effect' } } },
        },
      },
    },
  ],
} as const;

/** Units dying together, waiting on a choice among replacement effects (state/state.ts DyingUnits). */
const replacementOption = {
  type: 'object',
  required: ['unit', 'source', 'card', 'ability', 'controller'],
  additionalProperties: false,
  properties: { unit: id, source: id, card: id, ability: count, controller: id, text: { const: 'effect' }, delayed: { const: true }, optional: { const: true } },
} as const;
const dyingUnits = {
  type: 'object',
  required: ['units', 'inCombat', 'alone', 'by', 'next', 'applying'],
  additionalProperties: false,
  properties: {
    units: { ...ids, maxItems: STATE_LIMITS.objects },
    inCombat: { type: 'boolean' },
    alone: { anyOf: [{ type: 'null' }, { type: 'array', maxItems: STATE_LIMITS.objects, items: { type: 'boolean' } }] },
    by: { anyOf: [{ type: 'null' }, { type: 'array', maxItems: STATE_LIMITS.objects, items: { anyOf: [{ type: 'null' }, { type: 'object', required: ['seat', 'spell'], additionalProperties: false, properties: { seat: id, spell: { type: 'boolean' } } }] } }] },
    next: count,
    applying: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 400 } },
    declined: { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 400 } },
    asks: { type: 'object', required: ['kind', 'seat', 'options'], additionalProperties: false, properties: { kind: { enum: ['order', 'which', 'may'] }, seat: id, options: { type: 'array', minItems: 1, maxItems: 1000, items: replacementOption } } },
  },
} as const;

/** What an execution remembers over a pause (state/state.ts ResolutionMemory). */
const resolutionMemory = {
  type: 'object',
  additionalProperties: false,
  properties: {
    looked: ids,
    revealed: { const: true },
    chosen: ids,
    made: ids,
    banishSelf: { const: true },
    eachChose: { type: 'object', required: ['next', 'chosen'], additionalProperties: false, properties: { next: count, chosen: ids } },
    discarders: { type: 'object', required: ['seats', 'next'], additionalProperties: false, properties: { seats: ids, next: count } },
    unlessAsked: { const: true },
    tokensPlayed: { type: 'object', required: ['count', 'next', 'made'], additionalProperties: false, properties: { count: count, next: count, made: ids } },
    countered: idMap(id),
    paid: count,
    immediate: { type: 'object', required: ['priority'], additionalProperties: false, properties: { priority: nullableId } },
    placing: id,
    buffsSpent: count,
    eachMay: { type: 'object', required: ['next', 'opponentsWhoDid'], additionalProperties: false, properties: { next: count, opponentsWhoDid: count } },
    opponentsWhoDid: count,
    choosing: { type: 'object', required: ['next', 'chose'], additionalProperties: false, properties: { next: count, chose: chosenOutcomes } },
    chosenOutcomes,
  },
} as const;

const seatSchema = {
  type: 'object',
  required: [
    'id', 'name', 'team', 'legend', 'legendObject', 'championZone', 'chosenChampion', 'battlefieldChoices', 'deck', 'runeDeck', 'hand', 'base', 'trash', 'runes', 'pool',
    'turnsStarted', 'mulliganDone', 'handKnownBy', 'xp',
  ],
  additionalProperties: false,
  properties: {
    id, name: { type: 'string', maxLength: STATE_LIMITS.id }, team: id, legend: id, legendObject: id, championZone: { ...ids, maxItems: 1 }, chosenChampion: nullableId,
    battlefieldChoices: ids,
    deck: ids, runeDeck: ids, hand: ids, base: ids, trash: ids, banishment: ids, runes: ids, pool, turnsStarted: count, mulliganDone: { type: 'boolean' }, handKnownBy: { type: 'object', maxProperties: 16, additionalProperties: ids },
    xp: count,
    cardsPlayedThisTurn: ids,
  },
};

const battlefieldSchema = {
  type: 'object',
  required: ['id', 'card', 'contributedBy', 'controller', 'contested', 'contestedBy', 'staged', 'units', 'hidden'],
  additionalProperties: false,
  properties: {
    id, card: id, contributedBy: nullableId, controller: nullableId, contested: { type: 'boolean' }, contestedBy: nullableId, staged: { type: 'boolean' }, units: ids,
    hidden: { anyOf: [{ type: 'null' }, { type: 'object', required: ['card', 'owner', 'turn'], additionalProperties: false, properties: { card: id, owner: id, turn: count } }] },
  },
};

/** The ability a keyword stands for, on the chain or waiting (Hunt, CR 823.1.c.1). */
const keywordAbility = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { enum: KEYWORD_ABILITY_NAMES }, value: count, instance: count } };

const chainItemSchema = {
  type: 'object',
  required: ['id', 'kind', 'controller', 'source', 'card', 'targets', 'declined', 'here'],
  additionalProperties: false,
  properties: {
    id, kind: { enum: ['spell', 'activated', 'triggered'] }, controller: id, source: id, card: id, ability: count, keyword: keywordAbility, mode: count,
    targets: idMap(nullableId), declined: { type: 'array', maxItems: 100, items: count }, here: nullableId,
    text: { const: 'effect' },
    lastKnown,
    subject: id,
    split: idMap(ids),
    splitDamage: idMap(idMap(count)),
    paidAdditional: { const: true },
    recycled: { const: true },
    excessDamage: count,
    eventPlayer: id,
    repeats: {
      type: 'array',
      maxItems: 16,
      items: { type: 'object', required: ['targets', 'declined'], additionalProperties: false, properties: { mode: count, targets: idMap(nullableId), declined: { type: 'array', maxItems: 100, items: count }, split: idMap(ids), splitDamage: idMap(idMap(count)) } },
    },
  },
};

/** The shape of a Riftbound state (docs/api.md: snapshots). */
export const riftboundStateSchema = {
  type: 'object',
  required: ['rng', 'turn', 'seats', 'teams', 'battlefields', 'objects', 'gear', 'nextObjectId', 'showdown', 'chain', 'priority', 'chainPasses', 'chainOpenedByTrigger', 'triggers', 'nextChainId', 'scoring', 'winner', 'drawn', 'invitation', 'burnOutChoices', 'removed', 'mighty', 'turnQueue'],
  additionalProperties: false,
  properties: {
    rng: s.rng,
    turn: { type: 'object', required: ['number', 'seat'], additionalProperties: false, properties: { number: count, seat: id } },
    seats: { type: 'array', minItems: 1, maxItems: 16, items: seatSchema },
    teams: { type: 'array', minItems: 1, maxItems: 16, items: { type: 'object', required: ['id', 'seats', 'score'], additionalProperties: false, properties: { id, seats: ids, score: count } } },
    battlefields: { type: 'array', maxItems: 64, items: battlefieldSchema },
    objects: idMap(objectSchema),
    gear: { ...ids, maxItems: STATE_LIMITS.objects },
    nextObjectId: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    showdown: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['battlefield', 'combat', 'attacker', 'defender', 'focus', 'passesInRow'],
          additionalProperties: false,
          properties: { battlefield: id, combat: { type: 'boolean' }, attacker: id, defender: nullableId, focus: id, passesInRow: count, assigners: ids, orders: idMap(ids), excessDamage: count },
        },
      ],
    },
    chain: { type: 'array', maxItems: 1000, items: chainItemSchema },
    priority: nullableId,
    chainPasses: count,
    chainOpenedByTrigger: { type: 'boolean' },
    triggers: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'object', required: ['id', 'trigger', 'controller', 'source', 'card', 'here'], additionalProperties: false, properties: { id, trigger: { enum: TRIGGERS }, controller: id, source: id, card: id, ability: count, keyword: keywordAbility, here: nullableId, text: { const: 'effect' }, targets: idMap(id), lastKnown, fromHiding: { const: true }, subject: id, excessDamage: count, eventPlayer: id } },
    },
    nextChainId: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    scoring: {
      type: 'object',
      required: ['scored', 'atScoringStep'],
      additionalProperties: false,
      properties: {
        scored: idMap(ids),
        conquered: idMap(ids),
        atScoringStep: { anyOf: [{ type: 'null' }, { type: 'object', required: ['controlled', 'occupied'], additionalProperties: false, properties: { controlled: idMap(ids), occupied: idMap(ids) } }] },
      },
    },
    winner: nullableId,
    drawn: { type: 'boolean' },
    invitation: { anyOf: [{ type: 'null' }, { type: 'object', required: ['host', 'guest'], additionalProperties: false, properties: { host: id, guest: id, declined: { type: 'boolean' } } }] },
    instructionCost: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['seat', 'item', 'execution', 'step'],
          additionalProperties: false,
          properties: { seat: id, item: id, execution: count, step: count, asks: resolutionAsk, memory: resolutionMemory },
        },
      ],
    },
    burnOutChoices: { type: 'array', maxItems: 16, items: { type: 'object', required: ['seat', 'options'], additionalProperties: false, properties: { seat: id, options: ids } } },
    removed: {
      type: 'array',
      maxItems: 16,
      items: { type: 'object', required: ['seat', 'name', 'team', 'turn'], additionalProperties: false, properties: { seat: id, name: { type: 'string', maxLength: STATE_LIMITS.id }, team: id, turn: count } },
    },
    mighty: idMap({ type: 'boolean' }),
    splitChoice: { type: 'object', required: ['item', 'seat', 'total', 'targets'], additionalProperties: false, properties: { item: id, seat: id, total: count, targets: ids } },
    triggerCounts: idMap(count),
    entersReady: { ...ids, maxItems: 16 },
    cantPlayCards: { ...ids, maxItems: 16 },
    cantPlayTypes: idMap({ type: 'array', maxItems: 3, uniqueItems: true, items: { enum: ['unit', 'spell', 'gear'] } }),
    buffsGiveMore: idMap(count),
    turnFacts: idMap({ type: 'object', required: ['discarded', 'powerSpent', 'unitsDied', 'heldPoints'], additionalProperties: false, properties: { discarded: count, powerSpent: count, unitsDied: count, heldPoints: count, enemyChoices: count } }),
    dying: { type: 'array', minItems: 1, maxItems: 100, items: dyingUnits },
    damagedBy: idMap({ type: 'object', required: ['seat', 'spell'], additionalProperties: false, properties: { seat: id, spell: { type: 'boolean' } } }),
    delayed: {
      type: 'array',
      maxItems: 1000,
      items: {
        anyOf: [
          {
            type: 'object',
            required: ['kind', 'controller', 'unit', 'next', 'combat'],
            additionalProperties: false,
            properties: { kind: { const: 'prevent' }, controller: id, unit: nullableId, next: { type: 'boolean' }, combat: { type: 'boolean' } },
          },
          { type: 'object', required: ['kind', 'seat'], additionalProperties: false, properties: { kind: { const: 'entersReady' }, seat: id } },
          { type: 'object', required: ['kind', 'seat'], additionalProperties: false, properties: { kind: { const: 'hidesFree' }, seat: id } },
          { type: 'object', required: ['kind', 'unit', 'card', 'ability'], additionalProperties: false, properties: { kind: { const: 'grantedAbility' }, unit: id, card: id, ability: count } },
          { type: 'object', required: ['kind', 'controller', 'unit', 'recall'], additionalProperties: false, properties: { kind: { const: 'loseControl' }, controller: id, unit: id, recall: { type: 'boolean' } } },
          {
            type: 'object',
            required: ['kind', 'controller', 'source', 'card', 'ability', 'unit'],
            additionalProperties: false,
            properties: { kind: { const: 'ability' }, controller: id, source: id, card: id, ability: count, unit: nullableId },
          },
          {
            type: 'object',
            required: ['kind', 'seat', 'energy', 'bonusDamage', 'repeat', 'item'],
            additionalProperties: false,
            properties: { kind: { const: 'nextSpell' }, seat: id, energy: count, bonusDamage: count, repeat: { type: 'boolean' }, item: { anyOf: [{ type: 'null' }, id] } },
          },
          {
            type: 'object',
            required: ['kind', 'seat', 'card', 'ignore', 'energy'],
            additionalProperties: false,
            properties: {
              kind: { const: 'handPlay' },
              seat: id,
              card: {
                type: 'object',
                additionalProperties: false,
                properties: { types: { type: 'array', maxItems: 2, items: { enum: ['unit', 'gear'] } }, keyword: id, maxEnergy: count, tag: id },
              },
              ignore: { enum: ['cost', 'energy', 'none'] },
              energy: count,
            },
          },
        ],
      },
    },
    turnQueue: {
      type: 'object',
      required: ['orderSeat', 'additional', 'next'],
      additionalProperties: false,
      properties: { orderSeat: id, additional: { type: 'boolean' }, next: { ...ids, maxItems: 1000 } },
    },
  },
} as const;

/** Every fault of a Riftbound state from outside, with its path under `$.state`. */
export function riftboundStateIssues(value: unknown, rules: RiftboundRules): LoadIssue[] {
  const shape = schemaIssues(riftboundStateSchema, value, ['state']);
  if (shape.length) return shape;
  const state = value as RiftboundState;
  const issues: LoadIssue[] = [];
  const at = (...path: (string | number)[]) => joinPath('$.state', ...path);
  const seats = new Set(state.seats.map((x) => x.id));
  const teams = new Set(state.teams.map((t) => t.id));
  if (seats.size !== state.seats.length) issues.push(wordedIssue({ path: at('seats') }, text('stateCheck.seatIds')));
  // Players who conceded left the game (CR 652): the seats are the mode's, less theirs, in order.
  const removed = new Set(state.removed.map((r) => r.seat));
  if (removed.size !== state.removed.length) issues.push(wordedIssue({ path: at('removed') }, text('stateCheck.leavesOnce')));
  for (const [i, r] of state.removed.entries()) {
    if (!rules.seats.names.includes(r.seat)) issues.push(wordedIssue({ path: at('removed', i, 'seat') }, text('stateCheck.unknownSeat', { seat: JSON.stringify(r.seat) })));
  }
  const staying = rules.seats.names.filter((name) => !removed.has(name));
  if (state.seats.length !== staying.length || state.seats.some((x, i) => x.id !== staying[i])) {
    issues.push(wordedIssue({ path: at('seats') }, text('stateCheck.seats', { seats: staying.join(', ') })));
  }
  issues.push(...knownIssue(at('turn', 'seat'), state.turn.seat, seats, 'seat'));
  if (state.priority !== null) issues.push(...knownIssue(at('priority'), state.priority, seats, 'seat'));
  if (state.winner !== null) issues.push(...knownIssue(at('winner'), state.winner, teams, 'team'));
  const inTeams = state.teams.flatMap((t) => t.seats);
  for (const seatId of seats) if (inTeams.filter((x) => x === seatId).length !== 1) issues.push(wordedIssue({ path: at('teams') }, text('stateCheck.oneTeam', { seat: seatId })));
  for (const [t, team] of state.teams.entries()) for (const [k, member] of team.seats.entries()) issues.push(...knownIssue(at('teams', t, 'seats', k), member, seats, 'seat'));
  for (const [i, seat] of state.seats.entries()) {
    const team = state.teams.find((t) => t.seats.includes(seat.id));
    if (team && team.id !== seat.team) issues.push(wordedIssue({ path: at('seats', i, 'team') }, text('stateCheck.team', { team: JSON.stringify(team.id) })));
    // The cards a teammate was shown may have left the hand since: only the teammates are checked.
    for (const other of Object.keys(seat.handKnownBy)) issues.push(...knownIssue(at('seats', i, 'handKnownBy', other), other, seats, 'seat'));
    // The legend object is this seat's legend card; the champion zone holds only its Chosen Champion (CR 108.3).
    issues.push(...knownIssue(at('seats', i, 'legend'), seat.legend, rules.cardDb.cards, 'card'));
    const legend = state.objects[seat.legendObject];
    if (legend && (legend.card !== seat.legend || legend.owner !== seat.id)) issues.push(wordedIssue({ path: at('seats', i, 'legendObject') }, text('stateCheck.legend', { legend: seat.legend, seat: seat.id })));
    if (seat.chosenChampion !== null) issues.push(...knownIssue(at('seats', i, 'chosenChampion'), seat.chosenChampion, rules.cardDb.cards, 'card'));
    for (const [k, champ] of seat.championZone.entries()) {
      const obj = state.objects[champ];
      if (obj && (obj.card !== seat.chosenChampion || obj.owner !== seat.id)) issues.push(wordedIssue({ path: at('seats', i, 'championZone', k) }, text('stateCheck.championZone', { seat: seat.id })));
    }
  }
  for (const [key, object] of Object.entries(state.objects)) {
    issues.push(...knownIssue(joinPath('$.state.objects', key, 'card'), object.card, rules.cardDb.cards, 'card'));
    issues.push(...knownIssue(joinPath('$.state.objects', key, 'owner'), object.owner, seats, 'seat'));
    issues.push(...knownIssue(joinPath('$.state.objects', key, 'controller'), object.controller, seats, 'seat'));
  }
  const fieldIds = new Set(state.battlefields.map((b) => b.id));
  if (fieldIds.size !== state.battlefields.length) issues.push(wordedIssue({ path: at('battlefields') }, text('stateCheck.battlefieldIds')));
  for (const [i, bf] of state.battlefields.entries()) {
    issues.push(...knownIssue(at('battlefields', i, 'card'), bf.card, rules.cardDb.cards, 'card'));
    for (const field of ['controller', 'contributedBy', 'contestedBy'] as const) {
      if (bf[field] !== null) issues.push(...knownIssue(at('battlefields', i, field), bf[field], seats, 'seat'));
    }
    if (bf.hidden) issues.push(...knownIssue(at('battlefields', i, 'hidden', 'owner'), bf.hidden.owner, seats, 'seat'));
  }
  if (state.showdown) {
    issues.push(...knownIssue(at('showdown', 'battlefield'), state.showdown.battlefield, fieldIds, 'battlefield'));
    issues.push(...knownIssue(at('showdown', 'focus'), state.showdown.focus, seats, 'seat'));
    issues.push(...knownIssue(at('showdown', 'attacker'), state.showdown.attacker, seats, 'seat'));
  }
  for (const [i, item] of state.chain.entries()) issues.push(...knownIssue(at('chain', i, 'controller'), item.controller, seats, 'seat'));
  for (const [i, pending] of state.triggers.entries()) {
    issues.push(...knownIssue(at('triggers', i, 'controller'), pending.controller, seats, 'seat'));
    issues.push(...knownIssue(at('triggers', i, 'card'), pending.card, rules.cardDb.cards, 'card'));
    // A keyword's ability (Hunt) belongs to no index; any other names a triggered ability of its card.
    if (pending.keyword !== undefined) {
      if (pending.ability !== undefined) issues.push(wordedIssue({ path: at('triggers', i, 'ability') }, text('stateCheck.keywordAbility')));
      continue;
    }
    // The index is into the card's abilities (those its keywords stand for included), or into its Effect Text for a gear's appended ability.
    const def = rules.cardDb.cards.get(pending.card);
    const list = def === undefined ? undefined : pending.text === 'effect' ? def.effectText : cardAbilities(def);
    const ability = pending.ability === undefined ? undefined : list?.[pending.ability];
    if (ability?.kind !== 'triggered') issues.push(wordedIssue({ path: at('triggers', i, 'ability') }, text('stateCheck.noTriggered', { card: pending.card, ability: String(pending.ability) })));
    else if (!triggersOf(ability).includes(pending.trigger)) issues.push(wordedIssue({ path: at('triggers', i, 'trigger') }, text('stateCheck.triggersOn', { ability: String(pending.ability), card: pending.card, triggers: triggersOf(ability).join(', ') })));
  }
  const pendingIds = [...state.chain.map((item) => item.id), ...state.triggers.map((t) => t.id)];
  if (new Set(pendingIds).size !== pendingIds.length) issues.push(wordedIssue({ path: at('triggers') }, text('stateCheck.pendingIds')));
  if (state.invitation) {
    issues.push(...knownIssue(at('invitation', 'host'), state.invitation.host, seats, 'seat'));
    issues.push(...knownIssue(at('invitation', 'guest'), state.invitation.guest, seats, 'seat'));
  }
  for (const [i, choice] of state.burnOutChoices.entries()) issues.push(...knownIssue(at('burnOutChoices', i, 'seat'), choice.seat, seats, 'seat'));
  issues.push(...dyingIssues(state, rules, seats, at));
  // Players a step asks in turn, and players forbidden to play a type this turn, are in the game.
  for (const [i, who] of (state.instructionCost?.memory?.discarders?.seats ?? []).entries()) issues.push(...knownIssue(at('instructionCost', 'memory', 'discarders', 'seats', i), who, seats, 'seat'));
  for (const who of Object.keys(state.cantPlayTypes ?? {})) issues.push(...knownIssue(at('cantPlayTypes', who), who, seats, 'seat'));
  // The turn queue names seats still in the game (CR 736-737).
  if (state.turn.number > 0) issues.push(...knownIssue(at('turnQueue', 'orderSeat'), state.turnQueue.orderSeat, seats, 'seat'));
  for (const [i, owner] of state.turnQueue.next.entries()) issues.push(...knownIssue(at('turnQueue', 'next', i), owner, seats, 'seat'));
  // Spells on the chain are in no zone while they wait: their objects count as placed there.
  const zones = [
    ...state.seats.flatMap((seat, i) => (['championZone', 'deck', 'runeDeck', 'hand', 'base', 'trash', 'banishment', 'runes'] as const).flatMap((zone) => listed(at('seats', i, zone), seat[zone] ?? []))),
    ...state.seats.map((seat, i) => ({ path: at('seats', i, 'legendObject'), id: seat.legendObject })),
    ...state.battlefields.flatMap((bf, i) => listed(at('battlefields', i, 'units'), bf.units)),
    ...state.battlefields.flatMap((bf, i) => (bf.hidden ? [{ path: at('battlefields', i, 'hidden', 'card'), id: bf.hidden.card }] : [])),
    ...state.chain.flatMap((item, i) => (item.kind === 'spell' ? [{ path: at('chain', i, 'source'), id: item.source }] : [])),
    ...listed(at('gear'), state.gear),
  ];
  // An attached gear's unit is on the board (CR 719.5: it detaches as the unit leaves).
  const units = new Set([...state.seats.flatMap((x) => x.base), ...state.battlefields.flatMap((bf) => bf.units)]);
  for (const [i, gear] of state.gear.entries()) {
    const unit = state.objects[gear]?.attachedTo;
    if (unit !== undefined && !units.has(unit)) issues.push(wordedIssue({ path: at('gear', i) }, text('stateCheck.attachedTo', { gear, unit })));
    const where = state.objects[gear]?.at;
    if (where !== undefined) issues.push(...knownIssue(joinPath('$.state.objects', gear, 'at'), where, fieldIds, 'battlefield'));
  }
  issues.push(...zoneIssues(state.objects, zones));
  return issues;
}

/**
 * Deaths waiting on a replacement choice: the first asks, and only it; what was noted of them
 * is one entry per unit; each option is a replacement effect of its card, saving an object of
 * the game, from an object of the game, controlled by a player in it; an item waits on deaths
 * only while some wait. A token play's question names replacement effects the same way.
 */
function dyingIssues(state: RiftboundState, rules: RiftboundRules, seats: ReadonlySet<string>, at: (...path: (string | number)[]) => string): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const objects = new Set(Object.keys(state.objects));
  const replacementIssues = (options: readonly (Omit<ReplacementOption, 'unit'> & { unit?: string })[], path: (string | number)[]) =>
    options.forEach((option, k) => {
      const def = rules.cardDb.cards.get(option.card);
      const list = def === undefined ? undefined : option.text === 'effect' ? def.effectText : cardAbilities(def);
      if (list?.[option.ability]?.kind !== 'replacement') issues.push(wordedIssue({ path: at(...path, k, 'ability') }, text('stateCheck.noReplacement', { card: option.card, ability: String(option.ability) })));
      if (option.unit !== undefined) issues.push(...knownIssue(at(...path, k, 'unit'), option.unit, objects, 'object'));
      issues.push(...knownIssue(at(...path, k, 'source'), option.source, objects, 'object'));
      issues.push(...knownIssue(at(...path, k, 'controller'), option.controller, seats, 'seat'));
    });
  const dying = state.dying ?? [];
  for (const [i, batch] of dying.entries()) {
    if ((batch.asks !== undefined) !== (i === 0)) issues.push(wordedIssue({ path: at('dying', i, 'asks') }, text('stateCheck.dyingAsks')));
    if (batch.next > batch.units.length) issues.push(wordedIssue({ path: at('dying', i, 'next') }, text('stateCheck.dyingNext')));
    for (const field of ['alone', 'by'] as const) {
      if (batch[field] !== null && batch[field].length !== batch.units.length) issues.push(wordedIssue({ path: at('dying', i, field) }, text('stateCheck.dyingNoted')));
    }
    for (const [k, by] of (batch.by ?? []).entries()) if (by !== null) issues.push(...knownIssue(at('dying', i, 'by', k, 'seat'), by.seat, seats, 'seat'));
    replacementIssues(batch.asks?.options ?? [], ['dying', i, 'asks', 'options']);
    if (batch.asks) issues.push(...knownIssue(at('dying', i, 'asks', 'seat'), batch.asks.seat, seats, 'seat'));
  }
  const asks = state.instructionCost?.asks;
  if (asks?.kind === 'deaths' && dying.length === 0) issues.push(wordedIssue({ path: at('instructionCost', 'asks') }, text('stateCheck.deathsWait')));
  if (asks?.kind === 'tokenPlay') {
    replacementIssues(asks.options, ['instructionCost', 'asks', 'options']);
    issues.push(...knownIssue(at('instructionCost', 'asks', 'token'), asks.token, rules.cardDb.cards, 'card'));
  }
  return issues;
}
