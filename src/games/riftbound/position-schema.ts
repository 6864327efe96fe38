/**
 * The JSON Schema of Riftbound positions: a hand-writable description of a game in
 * progress. Everything but the mode may be left out and takes a default (docs/scenarios.md).
 */
import { cardDefinitions, deckDefinition, deckSchema, objectKeyword, type FromCardSchema } from './schema/card-schema.js';

const cardId = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', description: 'A card id of the card sets.' } as const;
const objectId = { type: 'string', minLength: 1, description: 'The object id actions use; default: seat-card, like A-cinder-scout.' } as const;
const seatName = { type: 'string', pattern: '^[A-Z]$' } as const;
const seatMap = <const V>(value: V) => ({ type: 'object', propertyNames: { pattern: '^[A-Z]$' }, additionalProperties: value }) as const;

/** A card written in a position: its card id, or an object with `card`, an optional `id` and these fields. */
function cardEntry<const P extends Record<string, object>>(properties: P) {
  return {
    anyOf: [cardId, { type: 'object', required: ['card'], properties: { card: cardId, id: objectId, ...properties }, additionalProperties: false }],
  } as const;
}

const cardSpec = cardEntry({});

const unitSpec = cardEntry({
  exhausted: { type: 'boolean' },
  damage: { type: 'integer', minimum: 0 },
  might: { type: 'integer', description: 'Might of this unit, when it differs from its card.' },
  buffed: { type: 'boolean', description: 'A buff is on this unit (CR 702): +1 Might.' },
  mightThisTurn: { type: 'integer', description: 'Might gained (or lost) this turn by effects; it ends at the expiration step.' },
  keywords: { type: 'array', items: objectKeyword, description: 'Keywords of this unit, when they differ from its card\'s (a name, or { keyword, value }).' },
});

const cards = {
  anyOf: [
    { type: 'integer', minimum: 0, description: 'How many cards, taken from the seat\'s default deck.' },
    { type: 'array', items: cardSpec, description: 'The cards, top first.' },
  ],
} as const;

const runeSpec = cardEntry({ exhausted: { type: 'boolean' } });

const gearSpec = cardEntry({
  exhausted: { type: 'boolean' },
  attachedTo: { type: 'string', minLength: 1, description: 'The unit (object id) it is attached to: it is where that unit is.' },
  at: { type: 'string', minLength: 1, description: 'A battlefield an unattached gear is at (recalled at the next cleanup); default: the base.' },
});

const battlefieldList = seatMap({ type: 'array', items: { type: 'string' }, uniqueItems: true });

export const positionProperties = {
  $schema: { type: 'string' },
  description: { type: 'string' },
  mode: { type: 'string', pattern: '^[a-z0-9-]+/[a-z0-9-]+$', description: 'The mode, like riftbound/ffa3.' },
  rules: { type: 'object', description: 'Overrides merged over the mode rules (knobs, house rules).' },
  cards: {
    type: 'array',
    items: { $ref: '#/$defs/card' },
    description: 'Cards defined here, in the card format, usable beside the card sets.',
  },
  seed: { type: 'integer', description: 'Seed of the generator from this position on (default 0).' },
  state: {
    type: 'string',
    description: 'The statechart state: a path like turn.main.neutral.open, or a unique state name like scoringStep (default: main).',
  },
  turn: {
    type: 'object',
    properties: {
      seat: seatName,
      number: { type: 'integer', minimum: 1, description: 'Default: the turn player\'s second turn, so no first-turn adjustment applies.' },
      additional: { type: 'boolean', description: 'The current turn is an additional turn (CR 735); default false.' },
      orderSeat: { ...seatName, description: 'The seat of the latest turn taken in turn order; the order goes on after it (CR 736). Default: the turn player.' },
      queued: { type: 'array', items: seatName, description: 'Additional turns waiting after this one, by owner, the next first (CR 737-738).' },
    },
    additionalProperties: false,
  },
  scores: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 }, description: 'Scores by team id (a seat in modes without teams).' },
  seats: seatMap({
    type: 'object',
    properties: {
      name: { type: 'string' },
      decklist: {
        anyOf: [{ type: 'string' }, { $ref: '#/$defs/deck' }],
        description: 'The deck this seat brought (a ready-made deck name or a deck): the default of its legend, champion, battlefields, main deck and runes; checked like a new game\'s.',
      },
      legend: { ...cardId, description: 'The Champion Legend (default: the deck\'s).' },
      legendExhausted: { type: 'boolean', description: 'The legend is exhausted (an activated ability was paid by exhausting it).' },
      champion: { anyOf: [cardId, { type: 'null' }], description: 'The Chosen Champion (default: the deck\'s); null for none.' },
      championZone: {
        type: 'boolean',
        description: 'Whether the Chosen Champion is still in the champion zone (default: true; false once it has been played).',
      },
      battlefieldChoices: { type: 'array', items: cardId, description: 'The battlefields this player provides (default: the deck\'s).' },
      deck: cards,
      hand: cards,
      trash: cards,
      banishment: { ...cards, description: 'Cards in this seat\'s banishment (CR 108.6), public.' },
      base: { type: 'array', items: unitSpec },
      gear: { type: 'array', items: gearSpec, description: 'Gear this seat owns and controls on the board (CR 147-151).' },
      runes: {
        anyOf: [
          { type: 'integer', minimum: 0, description: 'Ready runes of the deck\'s rune cards.' },
          { type: 'array', items: runeSpec },
        ],
      },
      runeDeck: { type: 'integer', minimum: 0, description: 'Runes left in the rune deck (default: 12 less those on the board).' },
      pool: {
        type: 'object',
        properties: { energy: { type: 'integer', minimum: 0 }, power: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } } },
        additionalProperties: false,
      },
      turnsStarted: { type: 'integer', minimum: 0 },
      xp: { type: 'integer', minimum: 0, description: 'The player\'s XP (CR 728-733; default 0).' },
    },
    additionalProperties: false,
  }),
  battlefields: {
    type: 'array',
    description: 'The battlefields in play (default: each contributor\'s first choice).',
    items: {
      type: 'object',
      required: ['card'],
      properties: {
        card: cardId,
        id: { type: 'string', minLength: 1, description: 'Default: the card id.' },
        contributedBy: { anyOf: [seatName, { type: 'null' }] },
        controller: { anyOf: [seatName, { type: 'null' }] },
        contested: { type: 'boolean' },
        contestedBy: { anyOf: [seatName, { type: 'null' }] },
        staged: { type: 'boolean' },
        units: seatMap({ type: 'array', items: unitSpec }),
        hidden: {
          type: 'object',
          description: 'The facedown card hidden here.',
          required: ['card', 'owner'],
          properties: {
            card: cardId,
            id: objectId,
            owner: seatName,
            turn: { type: 'integer', minimum: 0, description: 'The turn it was hidden (default: the previous turn, so it may be played).' },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
  },
  showdown: {
    type: 'object',
    description: 'A showdown or combat in progress (set state to turn.main.showdown.open).',
    required: ['battlefield'],
    properties: {
      battlefield: { type: 'string' },
      attacker: seatName,
      focus: seatName,
      passesInRow: { type: 'integer', minimum: 0 },
    },
    additionalProperties: false,
  },
  triggers: {
    type: 'array',
    description: 'Triggered abilities waiting to be placed on the chain (CR 401.1), in the order they triggered; the controller chooses before anyone acts.',
    items: {
      type: 'object',
      required: ['source'],
      properties: {
        source: { type: 'string', minLength: 1, description: 'The object or battlefield whose ability triggered (a unit that died is in its trash).' },
        ability: { type: 'integer', minimum: 0, description: 'Which of its abilities (default: its first triggered ability).' },
        controller: { ...seatName, description: 'Default: the source\'s controller.' },
        here: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'The battlefield "here" means (default: where the source is; a battlefield\'s own id).' },
      },
      additionalProperties: false,
    },
  },
  scoring: {
    type: 'object',
    properties: {
      scored: { ...battlefieldList, description: 'Battlefields each seat has scored this turn.' },
      atScoringStep: {
        anyOf: [
          { type: 'null' },
          {
            type: 'object',
            description: 'What this turn\'s scoring step recorded (default: nothing yet before it, else the current board).',
            properties: { controlled: battlefieldList, occupied: battlefieldList },
            additionalProperties: false,
          },
        ],
      },
    },
    additionalProperties: false,
  },
} as const;

export const positionSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'riftbound-position.schema.json',
  title: 'Riftbound position',
  type: 'object',
  required: ['mode'],
  properties: positionProperties,
  additionalProperties: false,
  $defs: { expression: {}, ...cardDefinitions, deck: deckDefinition, entry: deckSchema.$defs.entry },
} as const;

export type Position = FromCardSchema<typeof positionSchema>;
