/**
 * JSON Schemas of both games' views, part by part: the run-time check of the declared view
 * types (src/types/riftbound-view.ts, altered-view.ts). At compile time each schema's
 * `FromSchema` type must equal the declared view (view-types.test.ts); at run time the views
 * of random games must validate, extra fields refused; docs/api.md lists each part's fields.
 */
const id = { type: 'string' } as const;
const ids = { type: 'array', items: id } as const;
const nullableId = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const yes = { const: true } as const;
const idsBy = { type: 'object', additionalProperties: ids } as const;

function object<const P extends Record<string, object>, const Q extends readonly (keyof P & string)[]>(properties: P, required: Q) {
  return { type: 'object', properties, required, additionalProperties: false } as const satisfies object as {
    readonly type: 'object';
    readonly properties: P;
    readonly required: Q;
    readonly additionalProperties: false;
  };
}
const nullable = <const S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

const resources = object({ energy: int, power: { type: 'object', additionalProperties: int } }, ['energy', 'power'] as const);
const keyword = { anyOf: [id, object({ keyword: id, value: int }, ['keyword'] as const)] } as const;
const keywordAbility = object({ name: { enum: ['hunt', 'equip', 'quick-draw', 'weaponmaster', 'vision'] }, value: int, instance: int }, ['name'] as const);
const lastKnown = object({ might: int, alone: bool }, ['might', 'alone'] as const);
const splitGroups = { type: 'object', additionalProperties: ids } as const;
const splitDamage = { type: 'object', additionalProperties: { type: 'object', additionalProperties: int } } as const;
const chainTargets = { type: 'object', additionalProperties: nullableId } as const;

/** The parts of a Riftbound view, by the name docs/api.md gives each section. */
export const riftboundViewParts = {
  seat: object(
    {
      id, name: id, team: id, legend: id, legendObject: id, legendExhausted: bool, championZone: ids, chosenChampion: nullableId,
      hand: { anyOf: [ids, { type: 'null' }] }, handSize: int, deckSize: int, runeDeckSize: int, base: ids, trash: ids, banishment: ids, runes: ids,
      pool: object({ energy: int, power: { type: 'object', additionalProperties: int }, restricted: object({ spells: resources, gear: resources }, [] as const) }, ['energy', 'power'] as const),
      turnsStarted: int, mulliganDone: bool, handShownTo: ids, xp: int,
    },
    ['id', 'name', 'team', 'legend', 'legendObject', 'legendExhausted', 'championZone', 'chosenChampion', 'hand', 'handSize', 'deckSize', 'runeDeckSize', 'base', 'trash', 'banishment', 'runes', 'pool', 'turnsStarted', 'mulliganDone', 'handShownTo', 'xp'] as const,
  ),
  team: object({ id, seats: ids, score: int }, ['id', 'seats', 'score'] as const),
  battlefield: object(
    { id, card: id, contributedBy: nullableId, controller: nullableId, contested: bool, contestedBy: nullableId, staged: bool, units: ids, hidden: nullable(object({ card: nullableId, owner: id, turn: int }, ['card', 'owner', 'turn'] as const)) },
    ['id', 'card', 'contributedBy', 'controller', 'contested', 'contestedBy', 'staged', 'units', 'hidden'] as const,
  ),
  object: object(
    {
      id, card: id, owner: id, controller: id, exhausted: bool, damage: int, might: int, currentMight: int,
      keywords: { type: 'array', items: keyword }, grantedKeywords: { type: 'array', items: keyword }, turnKeywords: { type: 'array', items: keyword },
      keywordChanges: { type: 'array', items: object({ grant: { type: 'array', items: keyword }, remove: ids, duration: { enum: ['turn', 'combat', 'permanent'] } }, ['duration'] as const) },
      buffed: bool, mightThisTurn: int, movesThisTurn: int, stunned: bool, cantThisTurn: { type: 'array', items: { enum: ['move', 'moveToBase', 'beChosenByEnemies', 'dealCombatDamage', 'takeDamage'] } }, attachedTo: id, at: id,
    },
    ['id', 'card', 'owner', 'controller', 'exhausted', 'damage'] as const,
  ),
  showdown: object(
    { battlefield: id, combat: bool, attacker: id, defender: nullableId, focus: id, passesInRow: int, orders: idsBy, assigners: ids, excessDamage: int },
    ['battlefield', 'combat', 'attacker', 'defender', 'focus', 'passesInRow'] as const,
  ),
  chainItem: object(
    {
      id, kind: { enum: ['spell', 'activated', 'triggered'] }, controller: id, source: id, card: id, targets: chainTargets, declined: { type: 'array', items: int }, here: nullableId,
      ability: int, keyword: keywordAbility, mode: int, text: { const: 'effect' }, lastKnown, subject: id,
      repeats: { type: 'array', items: object({ mode: int, targets: chainTargets, declined: { type: 'array', items: int }, split: splitGroups, splitDamage }, ['targets', 'declined'] as const) },
      split: splitGroups, splitDamage, paidAdditional: yes, recycled: yes, excessDamage: int, eventPlayer: id,
    },
    ['id', 'kind', 'controller', 'source', 'card', 'targets', 'declined', 'here'] as const,
  ),
  trigger: object(
    { id, trigger: id, controller: id, source: id, card: id, here: nullableId, ability: int, keyword: keywordAbility, text: { const: 'effect' }, targets: { type: 'object', additionalProperties: id }, lastKnown, fromHiding: yes, subject: id, excessDamage: int, eventPlayer: id },
    ['id', 'trigger', 'controller', 'source', 'card', 'here'] as const,
  ),
  scoring: object({ scored: idsBy, conquered: idsBy, atScoringStep: nullable(object({ controlled: idsBy, occupied: idsBy }, ['controlled', 'occupied'] as const)) }, ['scored', 'atScoringStep'] as const),
  invitation: object({ host: id, guest: id, declined: yes }, ['host', 'guest'] as const),
  splitChoice: object({ item: id, seat: id, total: int, targets: ids }, ['item', 'seat', 'total', 'targets'] as const),
  replacementChoice: object(
    {
      seat: id, kind: { enum: ['order', 'which', 'may'] }, units: ids, inCombat: bool,
      options: { type: 'array', items: object({ unit: id, source: id, card: id, ability: int, controller: id, text: { const: 'effect' }, delayed: yes, optional: yes }, ['unit', 'source', 'card', 'ability', 'controller'] as const) },
    },
    ['seat', 'kind', 'units', 'inCombat', 'options'] as const,
  ),
  removed: object({ seat: id, name: id, team: id, turn: int }, ['seat', 'name', 'team', 'turn'] as const),
  turnQueue: object({ additional: bool, upcoming: { type: 'array', items: object({ seat: id, additional: bool }, ['seat', 'additional'] as const) } }, ['additional', 'upcoming'] as const),
  turn: object({ number: int, seat: id }, ['number', 'seat'] as const),
} as const;

const r = riftboundViewParts;
export const riftboundViewSchema = object(
  {
    machine: id, viewer: nullableId, turn: r.turn, seats: { type: 'array', items: r.seat }, teams: { type: 'array', items: r.team },
    battlefields: { type: 'array', items: r.battlefield }, gear: ids, objects: { type: 'object', additionalProperties: r.object },
    showdown: nullable(r.showdown), chain: { type: 'array', items: r.chainItem }, priority: nullableId, triggers: { type: 'array', items: r.trigger },
    triggerChooser: nullableId, splitChoice: nullable(r.splitChoice), replacementChoice: nullable(r.replacementChoice), scoring: r.scoring, winner: nullableId, invitation: nullable(r.invitation),
    removed: { type: 'array', items: r.removed }, turnQueue: r.turnQueue,
  },
  ['machine', 'viewer', 'turn', 'seats', 'teams', 'battlefields', 'gear', 'objects', 'showdown', 'chain', 'priority', 'triggers', 'triggerChooser', 'splitChoice', 'replacementChoice', 'scoring', 'winner', 'invitation', 'removed', 'turnQueue'] as const,
);

const terrain = { enum: ['forest', 'mountain', 'water'] } as const;
const stats = object({ forest: int, mountain: int, water: int }, ['forest', 'mountain', 'water'] as const);

/** The parts of an Altered view, by the name docs/api.md gives each section. */
export const alteredViewParts = {
  seat: object(
    {
      id, name: id, team: id, hero: nullableId, hand: { anyOf: [ids, { type: 'null' }] }, handSize: int, deckSize: int,
      mana: object({ ready: int, exhausted: int }, ['ready', 'exhausted'] as const), reserve: ids, landmarks: ids, permanents: ids, discard: ids, expedition: ids,
      track: { type: 'array', items: int }, position: object({ hero: int, companion: int }, ['hero', 'companion'] as const), passed: bool, heroExhausted: bool,
    },
    ['id', 'name', 'team', 'hero', 'hand', 'handSize', 'deckSize', 'mana', 'reserve', 'landmarks', 'permanents', 'discard', 'expedition', 'track', 'position', 'passed'] as const,
  ),
  object: object(
    { id, card: id, owner: id, side: { enum: ['hero', 'companion'] }, fleeting: bool, anchored: bool, asleep: bool, boosts: int, exhausted: bool, token: bool, timestamp: int, keywords: ids, stats },
    ['id', 'card', 'owner'] as const,
  ),
  emblem: object({ id, controller: id, source: nullableId, card: id, reaction: int }, ['id', 'controller', 'source', 'card', 'reaction'] as const),
  choice: object({ seat: id, effect: { type: 'object', properties: { op: id } } }, ['seat', 'effect'] as const),
  region: { anyOf: [object({ faceDown: yes }, ['faceDown'] as const), object({ faceDown: { const: false }, terrains: { type: 'array', items: terrain } }, ['faceDown', 'terrains'] as const)] },
  nextPlay: object({ seat: id, cardType: { enum: ['character', 'spell', 'permanent'] }, subtype: { type: 'string' }, until: { enum: ['turn', 'afternoon'] }, costLess: int, free: yes, boosts: int }, ['seat', 'until'] as const),
} as const;

const a = alteredViewParts;
export const alteredViewSchema = object(
  {
    machine: id, viewer: nullableId, day: int, firstPlayer: id, current: nullableId, turnEnded: bool, arena: bool, winner: nullableId, conceded: ids,
    limbo: { type: 'array', items: a.emblem }, choice: nullable(a.choice), regions: { type: 'array', items: a.region }, seats: { type: 'array', items: a.seat },
    objects: { type: 'object', additionalProperties: a.object }, nextPlays: { type: 'array', items: a.nextPlay },
  },
  ['machine', 'viewer', 'day', 'firstPlayer', 'current', 'turnEnded', 'arena', 'winner', 'conceded', 'limbo', 'choice', 'regions', 'seats', 'objects', 'nextPlays'] as const,
);
