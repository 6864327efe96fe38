/**
 * Altered as a rulegraph game module, on the same engine core as Riftbound: its own
 * statechart (days), rules (the adventure as data), actions, view and scenarios; and around
 * the engine its modes, bots, simulation facts and card-text compiler.
 */
import { alteredStateIssues } from './state-check.js';
import { jsonEqual } from '../../engine/json/json-equal.js';
import { rulesWithInlineCards, type GameModule } from '../../engine/game/module.js';
import { endTurn } from './actions/actions.js';
import { checkCardSet, checkDeck, loadAlteredCards } from './cards/cards.js';
import { performersOf } from '../../engine/game-kit/define-action.js';
import { alteredActions } from './player-actions.js';
import { describeAlteredEvent } from './describe.js';
import { alteredView } from './view.js';
import { determinizeAltered, type AlteredView } from './determinize.js';
import { evaluateAltered } from './evaluate.js';
import { alteredModes } from './modes.js';
import { alteredPoolDecks } from './pool-decks.js';
import { alteredFacts } from './simulation-facts.js';
import { alteredCompiler } from './text/compiler.js';
import { characteristics } from './reads/characteristics.js';
import { readingUnchanged } from './reads/characteristics-cache.js';
import { afternoon, announceWinner, beginDay, dusk, endOfNight, morning, morningDraw, night, noon, planCleanup, progress, rest, skipMorning } from './mechanics/day.js';
import { alteredPositionSchema, alteredStateFromPosition } from './position.js';
import { inGame } from './reads/queries.js';
import { planRest } from './mechanics/modifiers.js';
import { planMorning } from './mechanics/step-modifiers.js';
import { alteredRulesSchema, TERRAINS } from './schema/file-schemas.js';
import { alteredSelectors } from './selectors.js';
import { createAlteredState, prepareAdventure, type AlteredSetup } from './setup.js';
import { compactObjects, completeState, type AlteredRules, type AlteredState } from './state/state.js';
import { alteredCardsWithText } from './text/catalog-text.js';
import { alteredMessages } from './i18n/messages.js';
import { alteredChartMessages } from './i18n/chart-messages.js';
import { alteredDeckTools } from './decks/tools.js';
import { alteredPublishedSchemas } from './published-schemas.js';

const seatMap = <const V>(value: V) => ({ type: 'object', propertyNames: { pattern: '^[A-Z]$' }, additionalProperties: value }) as const;
const count = { type: 'integer', minimum: 0 } as const;

const expectationSchema = {
  type: 'object',
  properties: {
    positions: seatMap({ type: 'object', properties: { hero: count, companion: count }, additionalProperties: false }),
    winner: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    day: count,
    arena: { type: 'boolean' },
    firstPlayer: { type: 'string' },
    current: { type: 'string' },
    hand: seatMap(count),
    deck: seatMap(count),
    reserve: seatMap(count),
    landmarks: seatMap(count),
    discard: seatMap(count),
    mana: seatMap({
      anyOf: [count, { type: 'object', properties: { ready: count, total: count }, additionalProperties: false }],
      description: 'Mana orbs: a count (all of them), or how many are ready and how many in all.',
    }),
    expedition: seatMap({ type: 'array', items: { type: 'string' } }),
    permanents: seatMap({ type: 'array', items: { type: 'string' }, description: 'Expedition permanents in play (compared as sets).' }),
    revealed: { type: 'array', items: { type: 'boolean' }, description: 'Whether each region of the adventure is face up, in layout order.' },
    statuses: {
      type: 'object',
      description: 'Statuses, boosts and side by object id (the fields given are compared; absent statuses read false, boosts 0).',
      additionalProperties: {
        type: 'object',
        properties: {
          boosts: count,
          counters: { type: 'object', additionalProperties: count, description: 'Named counters by name (compared whole; absent: none).' },
          fleeting: { type: 'boolean' },
          anchored: { type: 'boolean' },
          asleep: { type: 'boolean' },
          exhausted: { type: 'boolean' },
          side: { enum: ['hero', 'companion'], description: 'The expedition a character in play is in (a Gigantic one: the one it was put in).' },
        },
        additionalProperties: false,
      },
    },
    characteristics: {
      type: 'object',
      description: 'Keywords, subtypes and statistics (before boosts) of characters in play as passive abilities make them (keywords and subtypes compared as sets; the fields given are compared).',
      additionalProperties: {
        type: 'object',
        properties: {
          keywords: { type: 'array', items: { type: 'string' } },
          subtypes: { type: 'array', items: { type: 'string' } },
          stats: { type: 'object', properties: { forest: { type: 'integer' }, mountain: { type: 'integer' }, water: { type: 'integer' } }, additionalProperties: false },
        },
        additionalProperties: false,
      },
    },
    limbo: {
      type: 'array',
      description: 'The Emblem-Reactions in Limbo, by controller and card (compared as a multiset).',
      items: { type: 'object', required: ['seat', 'card'], properties: { seat: { type: 'string' }, card: { type: 'string' } }, additionalProperties: false },
    },
    terrains: {
      type: 'array',
      items: { type: 'array', items: { enum: TERRAINS } },
      description: 'The terrains of each region as passive abilities make them, in layout order (compared as sets).',
    },
  },
} as const;

function checkExpectations(state: AlteredState, rules: AlteredRules, expected: Readonly<Record<string, unknown>>) {
  const out: { what: string; expected: unknown; actual: unknown }[] = [];
  const compare = (what: string, want: unknown, actual: unknown) => {
    if (!jsonEqual(want, actual)) out.push({ what, expected: want, actual });
  };
  const seatOf = (id: string) => state.seats.find((s) => s.id === id);
  for (const [id, want] of Object.entries((expected['positions'] ?? {}) as Record<string, Record<string, number>>)) {
    for (const [side, at] of Object.entries(want)) compare(`positions.${id}.${side}`, at, seatOf(id)?.position[side as 'hero' | 'companion']);
  }
  for (const key of ['winner', 'day', 'arena', 'firstPlayer', 'current'] as const) if (key in expected) compare(key, expected[key], state[key]);
  for (const zone of ['hand', 'deck', 'reserve', 'landmarks', 'discard'] as const) {
    for (const [id, want] of Object.entries((expected[zone] ?? {}) as Record<string, number>)) compare(`${zone}.${id}`, want, seatOf(id)?.[zone].length);
  }
  for (const [id, want] of Object.entries((expected['mana'] ?? {}) as Record<string, number | { ready?: number; total?: number }>)) {
    const orbs = seatOf(id)?.mana;
    if (typeof want === 'number') compare(`mana.${id}`, want, orbs?.length);
    else {
      if (want.total !== undefined) compare(`mana.${id}.total`, want.total, orbs?.length);
      if (want.ready !== undefined) compare(`mana.${id}.ready`, want.ready, orbs?.filter((o) => !o.exhausted).length);
    }
  }
  for (const zone of ['expedition', 'permanents'] as const) {
    for (const [id, want] of Object.entries((expected[zone] ?? {}) as Record<string, string[]>)) compare(`${zone}.${id}`, [...want].sort(), [...(seatOf(id)?.[zone] ?? [])].sort());
  }
  if ('limbo' in expected) {
    const sorted = (list: readonly { seat: string; card: string }[]) => list.map((e) => `${e.seat}:${e.card}`).sort();
    compare('limbo', sorted(expected['limbo'] as { seat: string; card: string }[]), sorted(state.limbo.map((e) => ({ seat: e.controller, card: e.card }))));
  }
  if ('revealed' in expected) compare('revealed', expected['revealed'], state.regions.map((r) => !r.faceDown));
  for (const [id, want] of Object.entries((expected['statuses'] ?? {}) as Record<string, Record<string, unknown>>)) {
    const obj = state.objects[id] as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(want)) compare(`statuses.${id}.${key}`, value, obj ? (obj[key] ?? (key === 'boosts' ? 0 : key === 'counters' ? {} : false)) : null);
  }
  const wantsCharacteristics = 'characteristics' in expected || 'terrains' in expected;
  const chars = wantsCharacteristics ? characteristics({ state, rules }) : null;
  type Wanted = { keywords?: string[]; subtypes?: string[]; stats?: Partial<Record<'forest' | 'mountain' | 'water', number>> };
  for (const [id, want] of Object.entries((expected['characteristics'] ?? {}) as Record<string, Wanted>)) {
    const actual = chars?.characters[id];
    for (const key of ['keywords', 'subtypes'] as const) {
      const value = want[key];
      if (value) compare(`characteristics.${id}.${key}`, [...value].sort(), actual ? [...actual[key]].sort() : null);
    }
    for (const [terrain, value] of Object.entries(want.stats ?? {})) compare(`characteristics.${id}.stats.${terrain}`, value, actual?.stats[terrain as 'forest'] ?? null);
  }
  if ('terrains' in expected) {
    const sorted = (list: readonly (readonly string[])[]) => list.map((t) => [...t].sort());
    compare('terrains', sorted(expected['terrains'] as string[][]), sorted(chars?.terrains ?? []));
  }
  return out;
}

export const altered: GameModule<AlteredState, AlteredRules, AlteredSetup, AlteredView> = {
  id: 'altered',
  modes: alteredModes,
  messages: alteredMessages,
  chartWords: alteredChartMessages,
  rulesSchema: alteredRulesSchema,
  selectors: alteredSelectors,
  machineActions: {
    ...performersOf(alteredActions),
    prepareAdventure,
    beginDay,
    skipMorning,
    morning,
    planMorning,
    morningDraw,
    noon,
    afternoon,
    endTurn,
    dusk,
    progress,
    night,
    planRest,
    rest,
    planCleanup,
    endOfNight,
    announceWinner,
  },
  actions: alteredActions,
  resolveRules: (rules, files) => ({ ...rules, cardDb: loadAlteredCards(rules, files) }),
  createState: createAlteredState,
  seats: (state) => state.seats.filter((s) => inGame(state, s.id)).map((s) => s.id),
  stateIssues: alteredStateIssues,
  completeState,
  winner: (state) => state.winner,
  view: alteredView,
  positionSchema: alteredPositionSchema,
  positionRules: rulesWithInlineCards,
  fromPosition: alteredStateFromPosition,
  expectations: { schema: expectationSchema, check: (state, rules, expected) => checkExpectations(state, rules, expected) },
  publishedSchemas: () => alteredPublishedSchemas(expectationSchema),
  describeEvent: describeAlteredEvent,
  // Listing a seat's actions changes nothing: the characteristics' key is written once for it.
  readOnly: readingUnchanged,
  ended: compactObjects,
  catalog: (rules) => ({ ...alteredCardsWithText(rules.cardDb.cards) }),
  bots: { determinize: determinizeAltered, evaluate: (state, rules, seat) => evaluateAltered(state, rules, seat) },
  simulation: alteredFacts,
  cards: {
    compiler: alteredCompiler,
    checkCardSet,
    // A deck on its own is checked against the cards every shipped mode has (those of the duel).
    checkDeck: (file, json, rulesOf) => void checkDeck(file, json, rulesOf('altered/duel').cardDb.cards),
    decks: alteredDeckTools,
    pool: alteredPoolDecks,
  },
};
