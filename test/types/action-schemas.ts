/**
 * JSON Schemas of every action of both games: the checks the declared action types
 * (src/types/) are held to. At compile time each schema's `FromSchema` type must equal the
 * declared union (declared-types.test.ts); at run time every legal action the engine lists
 * must validate, and each schema's fields must be the fields the action kind accepts.
 */
const id = { type: 'string' } as const;
const ids = { type: 'array', items: id } as const;
const payment = { type: 'object', properties: { exhaust: ids, recycle: ids }, additionalProperties: false } as const;
const targets = { type: 'object', additionalProperties: id } as const;
const indexes = { type: 'array', items: { type: 'integer' } } as const;
const groups = { type: 'object', additionalProperties: ids } as const;

function action<const T extends string, const P extends Record<string, object>, const Q extends readonly string[]>(type: T, properties: P, required: Q) {
  return {
    type: 'object',
    properties: { type: { const: type }, seat: id, ...properties },
    required: ['type', 'seat', ...required],
    additionalProperties: false,
  } as const satisfies object as { readonly type: 'object'; readonly properties: { readonly type: { readonly const: T }; readonly seat: typeof id } & P; readonly required: readonly ['type', 'seat', ...Q]; readonly additionalProperties: false };
}

export const riftboundActionSchemas = {
  mulligan: action('mulligan', { setAside: ids }, ['setAside'] as const),
  playUnit: action('playUnit', { card: id, to: id, accelerate: { type: 'boolean' }, payAdditional: { type: 'boolean' }, weaponmaster: { anyOf: [id, ids] }, kill: { anyOf: [id, ids] }, returnGear: id, spendBuffFrom: { anyOf: [id, ids] }, discard: id, exhaust: id, payment }, ['card'] as const),
  playGear: action('playGear', { card: id, attachTo: id, payment }, ['card'] as const),
  equip: action('equip', { gear: id, unit: id, instance: { type: 'integer' }, recycleTrash: ids, kill: id, payment }, ['gear', 'unit'] as const),
  playSpell: action('playSpell', { card: id, mode: { type: 'integer' }, targets, decline: indexes, repeat: { type: 'array', items: { type: 'object', properties: { mode: { type: 'integer' }, targets, decline: indexes, split: groups }, additionalProperties: false } }, split: groups, payAdditional: { type: 'boolean' }, kill: id, returnGear: id, spendBuffFrom: id, discard: id, exhaust: id, payment }, ['card'] as const),
  activate: action('activate', { source: id, ability: { type: 'integer' }, mode: { type: 'integer' }, targets, decline: indexes, split: groups, recycleTrash: ids, kill: id, payment }, ['source', 'ability'] as const),
  hide: action('hide', { card: id, battlefield: id, payment }, ['card', 'battlefield'] as const),
  move: action('move', { units: ids, to: id }, ['units', 'to'] as const),
  pass: action('pass', {}, [] as const),
  endTurn: action('endTurn', {}, [] as const),
  startShowdown: action('startShowdown', { battlefield: id }, ['battlefield'] as const),
  assignDamage: action('assignDamage', { order: ids }, ['order'] as const),
  chooseOpponent: action('chooseOpponent', { opponent: id }, ['opponent'] as const),
  chooseTrigger: action('chooseTrigger', { item: id, mode: { type: 'integer' }, targets, decline: indexes, split: groups, payment, exhaust: id, spendBuffFrom: id }, ['item'] as const),
  assignSplitDamage: action('assignSplitDamage', { damage: { type: 'object', additionalProperties: { type: 'integer' } } }, ['damage'] as const),
  payCost: action('payCost', { pay: { type: 'boolean' }, payment, exhaust: id, spendBuffFrom: id, to: id, amount: { type: 'integer', minimum: 0 }, mode: { type: 'integer' }, targets }, ['pay'] as const),
  chooseCards: action('chooseCards', { cards: ids }, ['cards'] as const),
  invite: action('invite', { guest: id }, ['guest'] as const),
  declineInvitation: action('declineInvitation', {}, [] as const),
  showHand: action('showHand', { to: id }, ['to'] as const),
  concede: action('concede', {}, [] as const),
} as const;

const side = { enum: ['hero', 'companion'] } as const;

export const alteredActionSchemas = {
  chooseMana: action('chooseMana', { cards: ids }, ['cards'] as const),
  addMana: action('addMana', { card: id }, [] as const),
  playCard: action('playCard', { card: id, expedition: side, target: id, mode: { anyOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }] }, discard: id }, ['card'] as const),
  quickAction: action('quickAction', { card: id, hero: { const: true }, target: id, costCard: id, second: { const: true } }, [] as const),
  showHand: action('showHand', { to: id }, ['to'] as const),
  pass: action('pass', {}, [] as const),
  playReaction: action('playReaction', { emblem: id, target: id, pay: { type: 'boolean' } }, ['emblem'] as const),
  choose: action('choose', { accept: { type: 'boolean' }, target: id, card: id, expedition: side, status: { enum: ['fleeting', 'anchored', 'asleep'] } }, ['accept'] as const),
  chooseModifier: action('chooseModifier', { character: id, modifier: { type: 'string' } }, ['character', 'modifier'] as const),
  cleanUp: action('cleanUp', { keep: ids, keepLandmarks: ids }, [] as const),
  concede: action('concede', {}, [] as const),
} as const;
