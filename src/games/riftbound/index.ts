/**
 * Riftbound as a rulegraph game module: its rules schema, selectors, the statechart actions
 * its machine names, its player actions, positions, expectations and views; and around the
 * engine its modes, bots, simulation facts, matches and card-text compiler.
 */
import { rulesWithInlineCards, type GameModule } from '../../engine/game/module.js';
import { forgetUnitReads, readingUnchanged } from './reads/unit-cache.js';
import { withPendingQuestions } from './actions/pending.js';
import { loadCardDatabase, loadCardSets, loadDeck } from './cards/cards.js';
import { riftboundActions } from './player-actions.js';
import { describeRiftboundEvent } from './describe.js';
import { determinizeRiftbound, type RiftboundView } from './determinize.js';
import { evaluateRiftbound } from './evaluate.js';
import { riftboundMatches } from './match.js';
import { riftboundModes } from './modes.js';
import { riftboundFacts } from './simulation-facts.js';
import { riftboundCompiler } from './text/compiler.js';
import { checkExpectations, expectationSchema } from './expectations.js';
import { machineActions } from './machine-actions.js';
import { positionSchema, type Position } from './position-schema.js';
import { stateFromPosition } from './position.js';
import { might, unitLocation } from './reads/queries.js';
import { riftboundRulesSchema } from './schema/rules-schema.js';
import { riftboundSelectors } from './reads/selectors.js';
import { createState, type RiftboundSetup } from './setup.js';
import { compactObjects, completeState, type RiftboundRules, type RiftboundState } from './state/state.js';
import { riftboundStateIssues } from './state-check.js';
import { riftboundView } from './view.js';
import { cardsWithText } from './text/catalog-text.js';
import { riftboundMessages } from './i18n/messages.js';
import { riftboundChartMessages } from './i18n/chart-messages.js';
import { riftboundDeckTools } from './decks/tools.js';
import { riftboundPoolDecks } from './pool-decks.js';
import { riftboundPublishedSchemas } from './published-schemas.js';

export const riftbound: GameModule<RiftboundState, RiftboundRules, RiftboundSetup, RiftboundView> = {
  id: 'riftbound',
  modes: riftboundModes,
  messages: riftboundMessages,
  chartWords: riftboundChartMessages,
  rulesSchema: riftboundRulesSchema,
  selectors: riftboundSelectors,
  machineActions,
  actions: withPendingQuestions(riftboundActions),
  resolveRules: (rules, files) => ({ ...rules, cardDb: loadCardDatabase(rules, files) }),
  createState,
  seats: (state) => state.seats.map((s) => s.id),
  stateIssues: riftboundStateIssues,
  completeState,
  winner: (state) => state.winner,
  view: riftboundView,
  positionSchema,
  positionRules: rulesWithInlineCards,
  fromPosition: (rules, position, machine, file) => stateFromPosition(rules, position as Position, machine, file),
  expectations: {
    schema: expectationSchema,
    check: (state, rules, expected) =>
      checkExpectations(state, expected, (id) =>
        state.objects[id] && unitLocation(state, id) !== undefined ? might({ state, rules, emit: () => {}, guard: () => false }, id) : null,
      ),
  },
  publishedSchemas: riftboundPublishedSchemas,
  describeEvent: describeRiftboundEvent,
  readOnly: readingUnchanged,
  ended: (state) => {
    forgetUnitReads(state);
    compactObjects(state);
  },
  // A card written as data without a text reads as its data says (text/render.ts).
  catalog: (rules) => ({ ...cardsWithText(rules.cardDb.cards) }),
  bots: { determinize: determinizeRiftbound, evaluate: (state, rules, seat) => evaluateRiftbound(state, rules, seat) },
  simulation: riftboundFacts,
  match: riftboundMatches,
  cards: {
    compiler: riftboundCompiler,
    checkCardSet: (file, json) => void loadCardSets([{ file, json }]),
    // A deck on its own is checked against the duel's construction rules (CR 103).
    checkDeck: (file, json, rulesOf) => {
      const rules = rulesOf('riftbound/duel');
      loadDeck(file, json, rules.cardDb.cards, rules);
    },
    decks: riftboundDeckTools,
    pool: riftboundPoolDecks,
  },
};

export type { RiftboundRules, RiftboundState } from './state/state.js';
export type { RiftboundSetup } from './setup.js';
