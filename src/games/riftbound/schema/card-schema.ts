/**
 * JSON Schemas of Riftbound card sets and decks, declared once: ajv validates with them,
 * the types come from them, and `rulegraph schemas` emits them for editors.
 *
 * A card is data: its cost, type, might, keywords, and abilities made of triggers,
 * conditions, targets and effect operations. A new card needs a JSON entry; only a new
 * effect operation needs TypeScript (mechanics/effects.ts).
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { cardSetSchemaFrame } from '../../../engine/schema/card-set-schema.js';
import { DEPENDENT_KEYWORDS, GRANTABLE_KEYWORDS, KEYWORDS, VALUED_KEYWORDS } from './keyword-names.js';

export { KEYWORDS } from './keyword-names.js';

export const DOMAINS = ['fury', 'calm', 'mind', 'body', 'chaos', 'order'] as const;
/**
 * The events triggered abilities listen for (CR 382-383). Each is about an object (the card
 * played, the unit that moved, died, was stunned...) or, for PLAYER_EVENTS, about a player
 * alone (who conquered, held, won a combat, whose turn starts); `damaged` is about a unit dealt
 * damage (not all of it prevented, CR 437); `usesAbility` is about the object
 * whose activated ability a player used, Equip included (CR 818.1); `kills` is about the unit a
 * player killed, that player being responsible for it (CR 411, 428.5). `conquerHere` and `holdHere`
 * are a battlefield's names for `conquers` and `holds` about itself. `revealed` is about the card
 * itself revealed from its owner's Main Deck (CR 424.1.a.1): heard there, not on the board, and
 * done at once as it is revealed ("As I'm revealed from your deck, ..."; resources only).
 */
export const TRIGGERS = [
  'played', 'moved', 'attacks', 'defends', 'dies', 'turnStart', 'turnEnd', 'conquerHere', 'holdHere', 'conquers', 'holds', 'winsCombat',
  'becomesMighty', 'becomesReady', 'chosen', 'stunned', 'buffed', 'spendsBuff', 'discarded', 'recycled', 'gainsXp', 'attached', 'detached',
  'usesAbility', 'leaves', 'kills', 'damaged', 'revealed',
] as const;
/** Events about a player, with no object: who scored, won a combat, gained XP, whose turn starts or ends. */
export const PLAYER_EVENTS = ['turnStart', 'turnEnd', 'conquerHere', 'holdHere', 'conquers', 'holds', 'winsCombat', 'gainsXp'] as const;
/**
 * The triggers a legend's abilities may have about itself: it is in no location and stands for
 * its player (CR 107.4.b), so "I" is "you" (player events); any event about other objects.
 */
export const LEGEND_TRIGGERS = ['turnStart', 'turnEnd', 'conquers', 'holds', 'winsCombat', 'gainsXp'] as const;
export const LEGEND_PASSIVE_TARGETS = ['friendlyUnits', 'yourUnits', 'yourChosenChampion'] as const;
/**
 * What a gear's own triggered abilities may use: it is not a unit (CR 147-151). `attached` and
 * `detached`: as it becomes attached to a unit or detached from one (CR 725.1-725.2); `discarded`
 * and `dies`: as it is discarded from a hand (CR 422) or killed (CR 428).
 */
export const GEAR_TRIGGERS = ['played', 'turnStart', 'turnEnd', 'conquers', 'holds', 'winsCombat', 'gainsXp', 'attached', 'detached', 'discarded', 'dies', 'leaves'] as const;
/** What a battlefield's abilities may have about itself: what its scorer or a combat's winner does here. */
export const BATTLEFIELD_TRIGGERS = ['conquerHere', 'holdHere', 'conquers', 'holds', 'winsCombat'] as const;
/** The tag that makes a card Equipment (CR 818.1.a, 821.1.c). */
export const EQUIPMENT_TAG = 'Equipment';
/** Objects an effect can name besides declared targets. */
export const REFERENCES = ['self', 'attachedUnit', 'unitsHere', 'friendlyUnitsHere', 'enemyUnitsHere', 'buffedFriendlyUnits', 'thatUnit', 'yourLegend', 'resolvedObject'] as const;
/**
 * The units a passive or a replacement effect reaches, from the object whose ability it is:
 * "here" is where that object is (a battlefield's own place for a battlefield); "friendly" is
 * its controller's or a teammate's (CR 740, 484.8.d), "your" its controller's only.
 */
/** Keywords a passive may give to cards as they are played (`playedKeywords`): those that act as a card is played (CR 805, 819, 821). */
export const PLAYED_KEYWORDS = ['accelerate', 'quick-draw', 'weaponmaster'] as const;
export const UNIT_GROUPS = ['self', 'friendlyUnitsHere', 'otherFriendlyUnitsHere', 'enemyUnitsHere', 'unitsHere', 'otherFriendlyUnits', 'friendlyUnits', 'yourUnits', 'units', 'yourChosenChampion', 'otherYourUnitsHere'] as const;
/** Of {@link RESTRICTIONS}, those on units: what an effect may also forbid a unit for the rest of the turn (`forbid`). */
export const UNIT_RESTRICTIONS = ['move', 'moveToBase', 'beChosenByEnemies', 'dealCombatDamage', 'takeDamage'] as const;
export type UnitRestriction = (typeof UNIT_RESTRICTIONS)[number];
/** Of {@link RESTRICTIONS}, those on players (a passive's `players`), not on units (CR 462-467, 355.2). */
export const PLAYER_RESTRICTIONS = ['score', 'scoreHere', 'playUnitsHere', 'playUnitsToBattlefields', 'haveReadiedByEffects', 'revealHiddenHere'] as const;
/** What a passive may forbid the units it reaches, or players (CR 054: can't beats can). */
export const RESTRICTIONS = [...UNIT_RESTRICTIONS, ...PLAYER_RESTRICTIONS] as const;
/** What an effect may forbid players to play for the rest of the turn (`restrictPlayers`, CR 054): every card, or the cards of one type. */
export const PLAY_RESTRICTIONS = ['playCards', 'playUnits', 'playSpells', 'playGear'] as const;
export type PlayRestriction = (typeof PLAY_RESTRICTIONS)[number];
/** The events a replacement effect may replace (CR 367-375): a unit's death, by a kill or lethal damage; its controller playing a token (CR 375). */
export const REPLACEABLE = ['dies', 'playsToken'] as const;

/**
 * Wordings the printed templating has for one meaning besides its most common one, which data
 * leaves unsaid: the `wording` of a step, an ability or a discount lists those its line was
 * printed in, so that it reads back as printed. The renderer reads them; the engine never does.
 */
export const WORDINGS = [
  'intoYourBase',
  'inYourBase',
  'atYourBase',
  'toBase',
  'toYourBase',
  'theirBase',
  'thisBattlefield',
  'imperative',
  'unitAt',
  'conditionAfter',
  'hereAfter',
  'atMyBattlefield',
  'get',
  'eachOf',
  'digits',
  'additional',
  'ifItIs',
  'theOther',
  'theRemainingCards',
  'otherwiseRecycleIt',
  'ifYouDo',
  'withoutMay',
  'resourcesFirst',
  'beforeKeywords',
  'asYouPlay',
  'reducedBy',
  'oneOfThem',
  'double',
  'faceDown',
  'buffedAfter',
  'startOf',
  'oneOfYour',
  'exhaustFirst',
  'sameVerb',
  'sameBattlefield',
  'toHere',
  'payAnd',
  'selfMe',
  'whileFirst',
  'friendlyRunes',
  'thatEnemyUnit',
  'thatSpell',
  'thatEquipment',
  'itSelf',
  'insteadAfter',
  'handUnsaid',
  'countInWords',
  'amountFirst',
  'yourHand',
  'now',
  'withCost',
  'keywordsAfter',
  'afterAbilities',
  'costLast',
  'them',
  'sharedObject',
  'youveNotChosen',
  'chooseOne',
  'withoutPaying',
  'thenRecycleIt',
  'firstTimeAfter',
  'myBase',
  'increasedBy',
  'yourOpponents',
  'mightAndKeywords',
  'backer',
  'predict',
  'buffedThisWay',
  'whenWould',
] as const;

const id = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
/** A line's wordings, named by `$ref` (`$defs/wording`, as `instructionCost`) so that the schemas state them once. */
const wordingSchema = {
  type: 'array',
  items: { enum: WORDINGS },
  minItems: 1,
  uniqueItems: true,
  description:
    'How the line was printed where the templating has several wordings for one meaning (docs/cards.md lists them); without it, the most common. Read by the renderer only: it never changes what the card does.',
} as const;
const wording = { $ref: '#/$defs/wording' } as const;
const domain = { enum: DOMAINS } as const;
const text = { type: 'string', description: 'The rules text, for people.' } as const;
const amount = { type: 'integer', minimum: 0 } as const;
const condition = { $ref: '#/$defs/expression' } as const;
const targetName = { type: 'string', pattern: '^[a-z][a-zA-Z0-9]*$', description: 'A declared target, or self, unitsHere, friendlyUnitsHere, enemyUnitsHere, buffedFriendlyUnits (every friendly unit with a buff, wherever it is), thatUnit (in a replacement effect: the unit whose event it replaces), resolvedObject (the card the step before chose as it resolved (discarded, or played from hand), or the token it made: "Discard 1. Deal its Energy cost ...", "Play a ... unit token. ... ready it").' } as const;
const dependent = {
  type: 'object',
  required: ['keyword'],
  properties: {
    keyword: { enum: DEPENDENT_KEYWORDS, description: 'level: active while the controller has at least `value` XP (CR 824); legion: once its controller has played another card this turn (CR 812).' },
    value: { type: 'integer', minimum: 0, description: 'The keyword\'s value: Level\'s XP threshold.' },
  },
  additionalProperties: false,
  description: 'A dependent keyword (CR 727.1): this is inactive until its condition holds (CR 721.2).',
} as const;
/** A keyword given to a unit by a passive or an effect: its name, or `{ keyword, value }` (CR 801.3.a). */
const keywordGrant = {
  type: 'object',
  required: ['keyword'],
  properties: { keyword: { enum: GRANTABLE_KEYWORDS }, value: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
/**
 * An amount a passive gives (Might, a keyword's value): a whole number, or a numeric expression
 * of the expression language, read as the passive applies with `{ "event": "controller" }`,
 * `"source"` and `"here"` (where its card is), like "for each friendly gear":
 * `{ "count": { "sel": "gear", "args": [{ "event": "controller" }, "friendly"] } }`.
 */
const passiveAmount = {
  anyOf: [{ type: 'integer' }, { $ref: '#/$defs/expression' }],
  description: 'A whole number, or a numeric expression read as the passive applies (controller, source, here).',
} as const;
/** A keyword a passive gives: its name, or `{ keyword, value }`, the value an amount ("[Assault] equal to the number of enemy units here"). */
const passiveKeywordGrant = {
  type: 'object',
  required: ['keyword'],
  properties: { keyword: { enum: GRANTABLE_KEYWORDS }, value: passiveAmount },
  additionalProperties: false,
} as const;
/** A keyword an object on the board has in a position or a state: its name, or `{ keyword, value }`. */
export const objectKeyword = {
  anyOf: [
    { enum: KEYWORDS },
    { type: 'object', required: ['keyword'], properties: { keyword: { enum: KEYWORDS }, value: { type: 'integer', minimum: 1 } }, additionalProperties: false },
  ],
} as const;
const keywordGrants = { type: 'array', items: keywordGrant, minItems: 1 } as const;
/** A cost within instructions (CR 742.1): "pay this to do the step". */
const instructionCost = {
  type: 'object',
  required: ['energy', 'power'],
  properties: {
    energy: amount,
    power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, description: 'One entry per Power symbol; any: Power of any domain.' },
    xp: { ...amount, description: 'XP to spend, in full (CR 730.2).' },
    exhaustUnit: { type: 'boolean', description: 'Exhaust a ready unit you control; payCost names it in `exhaust`.' },
    spendBuff: { type: 'boolean', description: 'Spend a buff from a unit you control (CR 702.2.b); payCost names it in `spendBuffFrom`.' },
    exhaustSelf: { const: true, description: 'Exhaust the unit, gear or legend whose triggered ability it is ("exhaust me", "exhaust this"): it must be ready as the ability is placed (CR 742.1.b).' },
    killSelf: { const: true, description: 'Kill the unit or gear whose triggered ability it is ("kill me", "kill this"): it must still be on the board as the ability is placed, and dies then (CR 742.1.b); the ability still resolves.' },
    recycleSelf: { const: true, description: 'Recycle the card whose triggered ability it is ("Recycle me", as a Deathknell says it from the trash): it must be in its owner\'s trash as the ability is placed, and goes to the bottom of their Main Deck then (CR 416, 742.1.b).' },
    anyAmount: {
      enum: ['energy', 'any'],
      description:
        '"Pay any amount of Energy" (energy) or "of :rb_rune_rainbow:" (any: Power of any domain): the payer says how much as the step resolves (payCost `amount`, 0 or more, CR 742.1.a); the step\'s "that much" is that amount. Only with energy 0 and no power, in a spell or an activated ability.',
    },
  },
  additionalProperties: false,
  description:
    'A cost within instructions (CR 742.1): the step happens only if it is paid. A spell or an activated ability asks its controller as the step is reached on resolution (742.1.a); a triggered ability asks as it is placed on the chain, where not paying removes it (742.1.b, 404.2).',
} as const;
/**
 * What the controller of a named object may do to stop a step (CR 355.17: their choice, made as
 * the step resolves): pay resources ("... unless its controller pays :rb_energy_5:"),
 * or have the step's controller draw ("Deal 4 to it unless its controller has
 * you draw 1"). If they do, the step is not done. The card checker asks for one of `pays` and `draws`.
 */
const unless = {
  type: 'object',
  required: ['controllerOf'],
  properties: {
    controllerOf: { ...targetName, description: 'The object whose controller is asked (a declared target: a unit, a gear, a spell or an ability on the chain); its owner once it has left the board.' },
    pays: {
      type: 'object',
      required: ['energy', 'power'],
      properties: { energy: amount, power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, description: 'One entry per Power symbol; any: Power of any domain.' } },
      additionalProperties: false,
      description: 'Resources they pay to stop the step; a player who cannot pay them is not asked.',
    },
    draws: { type: 'integer', minimum: 1, description: 'Cards the step\'s controller draws, if they so choose, instead of the step.' },
  },
  additionalProperties: false,
  description: '"... unless its controller ...": that player chooses as the step resolves whether to stop it (payCost, CR 355.17); if they do, the step is not done ("If you do" after it asks that).',
} as const;

/**
 * Fields every effect operation takes. The cost is named by `$ref` (`$defs/instructionCost`,
 * carried with the card: see `cardDefinitions`) so the published schemas state it once rather
 * than under every operation of every list of effects.
 */
const common = {
  optional: { type: 'boolean', description: '"You may": the controller may decline this step.' },
  condition,
  previous: {
    enum: ['done', 'notDone'],
    description: 'Only if the step just before was done ("If you do, ...") or was not (declined, unpaid, its condition unmet: "Otherwise, ...").',
  },
  or: {
    const: true,
    description:
      'One of a choice with the step before ("draw 1 or buff me", CR 355.17): done only if that step was declined, as optional steps are (the action\'s `decline`); "you may" on the first lets the player decline both. Printed joined by "or".',
  },
  instead: { type: 'boolean', description: 'When its condition holds, it replaces the step just before, which is not done ("If it\'s attacking, deal 5 to it instead", CR 157.2).' },
  dependent,
  pay: { $ref: '#/$defs/instructionCost' },
  unless: { $ref: '#/$defs/unless' },
  link: {
    enum: ['and', 'then', 'thenSentence', 'thenComma', 'comma', 'commaAnd', 'to'],
    description:
      'How the printed text joins this step to the one before ("and", ", then", a sentence starting "Then" or "Then,", a comma within a list of three or more, ", and" ending one; "to" after a step that is its cost, "Kill a friendly unit to give ...", on a step done only if that one was: `previous: "done"`, CR 355.10.c.1); without it, a new sentence. Read by the renderer only.',
  },
  wording,
} as const;

/**
 * How each player chooses, one after another, the object a step acts on (CR 355.10.e: not
 * targets, chosen as the step resolves; mechanics/each-player.ts).
 */
/** "For each player that chooses Blades, you and that player each draw 1": the step done by its controller, then by that player, for each player that chose the outcome, in turn order. */
const withEachChoosing = {
  type: 'string',
  pattern: '^[A-Z][a-z]+$',
  description: 'An outcome of an `eachChoosesOutcome` step before it: for each player that chose it, in turn order, the step\'s controller and then that player each do the step ("For each player that chooses Blades, you and that player each draw 1"); without `player`.',
} as const;

const eachChoosing = {
  whose: {
    enum: ['any', 'notYours'],
    description: 'Among which objects each player chooses: any on the board ("a unit"), or those the step\'s controller does not control ("a unit you don\'t control"); without it, one of their own.',
  },
  from: { const: 'next', description: 'The player after the step\'s controller chooses first ("Starting with the next player"); without it, the controller does.' },
  others: { const: true, description: 'Each player but the step\'s controller ("each other player").' },
  may: { const: true, description: 'Each player may choose none ("each player may ...").' },
  distinct: { const: true, description: 'None may choose what another chose for this step ("that hasn\'t been chosen for this spell").' },
} as const;

/** One effect operation: `op` says which; the other fields are its parameters. */
function operation<const Op extends string, const P extends Record<string, object>, const R extends readonly string[]>(op: Op, properties: P, required: R) {
  return {
    type: 'object',
    required: ['op', ...required],
    properties: { op: { const: op }, ...properties, ...common },
    additionalProperties: false,
  } as const;
}

/**
 * A triggered ability's step on its own card in its trash ("play me from your trash", "return
 * this from your trash to your hand"): the ability is heard while the card is in its owner's
 * trash, and only there (CR 383.2.c.1).
 */
const fromTrash = {
  const: 'trash',
  description: 'With target self in a triggered ability: the card is in its owner\'s trash, where the ability is heard, not on the board (CR 383.2.c.1); a card entering the trash as its event happens hears it (a unit dying).',
} as const;

/**
 * Who does a step that the controller does by default: the controller or the owner of a named
 * object (its controller draws three cards, say; CR 355.10.d: not a target). The card checker
 * asks for one field.
 */
const player = {
  type: 'object',
  properties: {
    controllerOf: { ...targetName, description: 'The controller of this object (a declared target); its owner once it has left the board.' },
    ownerOf: { ...targetName, description: 'The owner of this object (a declared target).' },
    turnPlayer: { const: true, description: '"That player" of an ability that triggers at the start or end of a turn: the player whose turn it is, the one its event is about.' },
    eventPlayer: { const: true, description: '"They" of a triggered ability ("When a player chooses a friendly unit here with a spell ..., they draw 1."): the player its event is about (who chose, played, moved...), kept on its chain item (CR 383.1); only in a triggered ability.' },
    opponent: { const: true, description: 'An opponent the controller chooses as the step resolves, who then does the step (scores, draws): with several, they name one by its legend, which stands for its player (`chooseCards`, purpose `opponent`, CR 107.4.b, 355.17); a single opponent is chosen without asking.' },
  },
  additionalProperties: false,
  description: 'The player who does the step instead of its controller: exactly one field.',
} as const;

/**
 * Who does a step: one player (`player`); `each`: every player, the controller first, then in
 * turn order ("each player channels 1 rune exhausted"); `eachOpponent`: each opponent of the
 * controller in turn order from the next player, a teammate left out ("each opponent discards 1").
 */
const players = {
  anyOf: [
    player,
    { const: 'each', description: 'Each player does the step, the controller first, then in turn order.' },
    { const: 'eachOpponent', description: 'Each opponent of the controller does the step, in turn order from the next player (a teammate is no opponent).' },
  ],
} as const;

/**
 * Operations on cards in zones (CR 107-108): discarding, the trash, the Main Deck, banishment,
 * playing a card from a zone. Their handlers are in mechanics/zone-operations.ts.
 */
const ZONE_OPERATION_SCHEMAS = [
  operation(
    'discard',
    {
      amount: { ...amount, minimum: 1, description: 'How many cards of their hand the player discards, of their choice (CR 422.1.a); as many as they can (CR 422.4).' },
      player: { ...players, description: 'Who discards instead of the controller: one player, each player or each opponent, each choosing from their own hand in turn as the step resolves (CR 355.17).' },
    },
    ['amount'],
  ),
  operation(
    'returnCard',
    {
      target: { ...targetName, description: 'A `card` target in a trash, or self (the card whose ability it is, in its trash, with `from`).' },
      to: { enum: ['hand', 'championZone'], description: 'hand: its owner\'s hand; championZone: its owner\'s champion zone, only a Chosen Champion and only while that zone is empty (CR 108.3.c.1).' },
      from: fromTrash,
    },
    ['target', 'to'],
  ),
  operation(
    'putInHand',
    {
      tag: { type: 'string', minLength: 1, description: 'Only units of this tag (CR 133.8).' },
      from: {
        type: 'array',
        items: { enum: ['championZone', 'board'] },
        minItems: 1,
        uniqueItems: true,
        description: 'Where the unit may be: its owner\'s Champion Zone, the board (whoever controls it there).',
      },
    },
    ['tag', 'from'],
  ),
  operation(
    'returnCards',
    {
      among: { $ref: '#/$defs/chosenGroup', description: 'The cards of the controller\'s trash chosen as the card is played (`split` in the action, `select: "card"`, `zone: "trash"`): "up to three units with [Hidden] from your trash" (CR 355.13).' },
      to: { const: 'hand', description: 'Their owner\'s hand.' },
    },
    ['among', 'to'],
  ),
  operation(
    'recycle',
    {
      target: { ...targetName, description: 'A card target to recycle; or instead `amount` cards from your trash, of your choice (CR 416.6).' },
      amount: { ...amount, minimum: 1, description: 'How many cards of the controller\'s trash they recycle, of their choice; as many as they can (CR 416.4, 416.6).' },
      upTo: { const: true, description: 'With `amount`: up to that many, as few as none, of their choice ("recycle up to 3 cards from ...").' },
      from: { const: 'trashes', description: 'With `amount`: the cards are chosen among every player\'s trash, not only the controller\'s; each goes to its owner\'s Main Deck (CR 416.5).' },
      played: {
        const: true,
        description:
          'Instead of `target` or `amount`: the card the `play` step before played ("recycle that spell once you have played it"): a spell it put on the chain goes to the bottom of its owner\'s Main Deck once it has resolved, which completes its play (CR 419.4.a), not to the trash; nothing when it was not played.',
      },
    },
    [],
  ),
  operation('trashTop', { amount: { ...amount, minimum: 1, description: 'The top cards of the controller\'s Main Deck put into their trash.' } }, ['amount']),
  operation(
    'look',
    {
      amount: { ...amount, minimum: 1, description: 'The top cards of the controller\'s Main Deck looked at (seen by them alone) or revealed (seen by everyone, CR 424); they stay there, and later steps take from among them.' },
      reveal: { type: 'boolean' },
      until: {
        type: 'array',
        items: { enum: ['unit', 'spell', 'gear'] },
        minItems: 1,
        uniqueItems: true,
        description: 'Instead of `amount`: cards are revealed from the top until one of these types is (the whole deck when none is); "it" after the step names that card.',
      },
      players: {
        const: 'opponents',
        description: 'Each opponent of the controller reveals the top `amount` cards of their own Main Deck, in turn order from the next player ("each opponent reveals the top 2 cards of their Main Deck", CR 424); later steps take from among all of them, each card still on top of its owner\'s deck. Only with `reveal`.',
      },
    },
    [],
  ),
  operation(
    'takeLooked',
    {
      count: { ...amount, minimum: 1, description: 'How many of the cards looked at the controller puts into their hand, of their choice (none when the step is optional).' },
      rest: { const: true, description: 'Instead of `count`: every card still looked at, none chosen ("draw the cards you did not play this way").' },
      to: { enum: ['hand'] },
      types: { type: 'array', items: { enum: ['unit', 'spell', 'gear'] }, minItems: 1, uniqueItems: true, description: 'Only cards of these types.' },
      draw: { type: 'boolean', description: 'Taking them is drawing them ("draw one").' },
      reveal: { type: 'boolean', description: 'They are revealed as they are taken ("reveal a gear from among them").' },
    },
    ['to'],
  ),
  operation(
    'recycleLooked',
    {
      choose: { const: true, description: 'The controller chooses which of the cards looked at to recycle ("one or both of them"), at least one (none when the step is optional); without it, all of them.' },
      anyNumber: { const: true, description: 'Instead of `choose`: the controller chooses any number of the cards looked at to recycle, none included, as a Predict does (CR 436.1.a); not a step they may decline.' },
    },
    [],
  ),
  operation('orderLooked', {}, []),
  operation(
    'putFromHand',
    {
      to: {
        enum: ['top', 'bottom', 'topOrBottom'],
        description: 'Where on their Main Deck the controller puts a card of their hand, of their choice: its top, its bottom, or either, as they choose then.',
      },
    },
    ['to'],
  ),
  operation('banish', { target: { ...targetName, description: 'self (a spell: it goes to banishment instead of the trash as it finishes resolving), a unit or gear on the board, or a card target in a trash.' } }, ['target']),
  operation(
    'play',
    {
      target: { ...targetName, description: 'The card played: a card target in a trash, a card an earlier step banished or revealed from the deck ("play it"), or self (the card whose ability it is, in a trash: "pay :rb_rune_fury: to play me").' },
      ignore: { enum: ['cost', 'energy'], description: 'cost: its Energy and Power costs are set to 0; energy: its Energy cost only, its Power cost still paid (CR 356.1.b).' },
      for: {
        type: 'object',
        required: ['energy', 'power'],
        properties: { energy: amount, power: { type: 'array', items: { enum: [...DOMAINS, 'any'] } } },
        additionalProperties: false,
        description: 'Its base costs are replaced by this cost ("pay :rb_rune_fury: to play me", CR 356.1.a).',
      },
      reduce: { type: 'integer', minimum: 1, description: 'Energy off its cost, never below 0 (CR 356.4-356.5).' },
      to: { enum: ['base'], description: 'A unit goes to its player\'s base; without, its player chooses their base or a battlefield they control (CR 355.2).' },
      player: { enum: ['owner'], description: 'owner: the card\'s owner plays it; without, the controller of the effect.' },
      from: fromTrash,
    },
    ['target'],
  ),
  operation(
    'playLooked',
    {
      types: { type: 'array', items: { enum: ['unit', 'spell', 'gear'] }, minItems: 1, uniqueItems: true, description: 'Only cards of these types among those looked at.' },
      banish: { type: 'boolean', description: 'The card chosen is banished first, then played from banishment ("banish one, then play it"); a card not paid for stays there.' },
      ignore: { enum: ['cost', 'energy'], description: 'As for `play` (CR 356.1.b).' },
      reduce: { type: 'integer', minimum: 1, description: 'As for `play`: Energy off its cost (CR 356.4-356.5).' },
      alsoHere: { const: true, description: '"If the played card is a unit, ... here": a unit may also go to the battlefield the ability refers to (its `here`), besides its player\'s base and the battlefields they control (CR 419.3.c); a gear still goes to base.' },
      maxMight: {
        type: 'object',
        properties: {
          might: { ...targetName, description: 'The unit whose Might sets the ceiling (a declared target, self): its Might as the step resolves, its printed Might once it has left the board (as `equalTo.might`).' },
          plus: { type: 'integer', minimum: 0, description: 'How much more than that Might the card may have.' },
        },
        required: ['might', 'plus'],
        additionalProperties: false,
        description: 'Only cards whose printed Might is at most that unit\'s Might plus `plus` ("that has Might up to 2 more than the killed unit"); a card without Might has none to compare and is not among them.',
      },
    },
    [],
  ),
  operation(
    'playFromHand',
    {
      card: {
        type: 'object',
        properties: {
          types: { type: 'array', items: { enum: ['unit', 'gear'] }, minItems: 1, uniqueItems: true, description: 'Only cards of these types.' },
          keyword: { enum: KEYWORDS, description: 'Only cards printing this keyword ("a card with [Hidden]").' },
          maxEnergy: { type: 'integer', minimum: 0, description: 'Only cards whose Energy cost is at most this.' },
          tag: { type: 'string', description: 'Only cards with this tag ("an Equipment").' },
        },
        additionalProperties: false,
        description: 'Which card of the hand may be played; its player chooses one as the step resolves (a hand is hidden, CR 355.9.a).',
      },
      ignore: { enum: ['cost', 'energy'], description: 'As for `play` (CR 356.1.b).' },
      reduce: { type: 'integer', minimum: 1, description: 'As for `play`: Energy off its cost (CR 356.4-356.5).' },
      to: { enum: ['battlefield', 'here'], description: 'battlefield: a unit goes to a battlefield its player controls, not their base; here: to the battlefield the ability refers to (its `here`), and nowhere without one; without, their base or a battlefield they control (CR 355.2).' },
      thisTurn: {
        const: true,
        description:
          '"... from hand this turn": nothing is played as the step resolves; its controller may play one such card from their hand later this turn, at the usual time, at the cost the step sets (`ignore`, `reduce`). The first such card they play from hand takes it (mechanics/hand-plays.ts); without `to`.',
      },
    },
    ['card'],
  ),
] as const;

/** Bonus damage this deal action grants itself (CR 713), each instance with an optional condition. */
const bonusDamage = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['amount'],
    properties: { amount: { type: 'integer' }, condition },
    additionalProperties: false,
  },
  description: 'Bonus damage instances granted to this deal action (CR 713-714).',
} as const;

/**
 * What a chosen target or a group may be asked to be (CR 355.9.b): whose it is, where it is,
 * its characteristics and its state. A target declaration and a group share them.
 */
const filters = {
  relation: {
    enum: ['any', 'friendly', 'controlled', 'enemy'],
    description: 'friendly: yours or a teammate\'s; controlled: yours only; enemy: an opponent\'s.',
  },
  at: {
    enum: ['anywhere', 'battlefield', 'base', 'yourBase', 'here'],
    description: 'Where a unit must be: at a battlefield (any), in a base, in the chooser\'s own base (yourBase), or here: at the battlefield the ability refers to (a triggered ability\'s "here").',
  },
  maxMight: { type: 'integer', description: 'Only units with at most this might.' },
  mighty: { type: 'boolean', description: 'Only Mighty units (true) or only units that are not (false), CR 708.' },
  buffed: { type: 'boolean', description: 'Only buffed units (true) or only units without a buff (false), CR 704.' },
  keyword: { enum: KEYWORDS, description: 'Only units, gear, spells or abilities with this keyword (a gear\'s printed keywords count even while inactive, CR 722.2; a spell\'s are its card\'s, CR 820.4; an ability\'s are its timing keywords, CR 806.5.c, 813.5.c).' },
  tag: { type: 'string', minLength: 1, description: 'Only cards with this tag, like Equipment or Mech.' },
  equipped: { type: 'boolean', description: 'Only units with (true) or without (false) an Equipment attached, CR 818.3.' },
  equip: { type: 'boolean', description: 'Only gear with (true) or without (false) an Equip ability, active or not, CR 818.5.' },
  level: { type: 'boolean', description: 'Only cards with (true) or without (false) a Level ability, active or not, CR 824.2.' },
  unique: { type: 'boolean', description: 'Only Unique cards (true) or cards that are not (false), CR 825.4.' },
  attached: { type: 'boolean', description: 'Only gear attached to a unit (true) or not (false): "an attached Equipment", "a detached Equipment" (CR 434, 435).' },
  token: { type: 'boolean', description: 'Only tokens (true) or units and gear that are not (false), CR 182.' },
  exhausted: { type: 'boolean', description: 'Only exhausted (true) or ready (false) units or gear.' },
  stunned: { type: 'boolean', description: 'Only stunned units (true) or units that are not (false).' },
  damaged: { type: 'boolean', description: 'Only units with damage on them (true) or without (false).' },
  attacking: { type: 'boolean', description: 'Only units with (true) or without (false) the attacker designation in the ongoing combat, CR 807.1.d.' },
  defending: { type: 'boolean', description: 'Only units with (true) or without (false) the defender designation in the ongoing combat.' },
  inCombat: { type: 'boolean', description: 'Only units in combat (true) or not (false), CR 741.3.' },
  except: { ...targetName, description: 'Not this object: self ("another unit", "your other units"), or a target declared before ("another unit" after "a unit").' },
} as const;

const target = {
  type: 'object',
  required: ['name', 'select'],
  properties: {
    name: targetName,
    select: {
      enum: ['unit', 'battlefield', 'spell', 'ability', 'spellOrAbility', 'gear', 'legend', 'location', 'destination', 'card', 'anything'],
      description: 'What is chosen; anything: "something", any game object on the board that can be exhausted, a unit, a gear, a legend or a rune (CR 124, 359.3.e.4), saying only whose (`relation`), `exhausted` and `except`; legend: a player\'s legend, on the board in no location (CR 107.4.b), `relation` saying whose; spell, ability: an item on the chain (spellOrAbility: either); location: where a unit is played (your base, or a battlefield you control), for createToken; destination: where a move goes, base (the unit\'s) or a battlefield, chosen as the card is played (CR 355.4); card: a card in a public zone other than the board (`zone`), a target there (CR 355.9.a, 355.10.a).',
    },
    zone: { enum: ['trash'], description: 'Where a `card` target is: a trash (CR 108.2); `relation` says whose (controlled: yours; friendly: yours or a teammate\'s; enemy: an opponent\'s; any).' },
    types: {
      type: 'array',
      items: { enum: ['unit', 'spell', 'gear'] },
      minItems: 1,
      uniqueItems: true,
      description: 'A `card` target: only cards of these types ("a unit or gear from your trash").',
    },
    maxEnergy: { type: 'integer', minimum: 0, description: 'A `card`, `gear` or `spell` target: only cards whose printed Energy cost is at most this.' },
    maxPower: { type: 'integer', minimum: 0, description: 'A `card`, `gear` or `spell` target: only cards whose printed Power cost has at most this many symbols.' },
    belowScore: { const: true, description: 'A `card` target: only cards whose printed Energy cost is less than the chooser\'s points, their team\'s score as the target is chosen and checked again as the step resolves ("with Energy cost less than your points", CR 131.4, 355.9.b).' },
    sameLocationAs: { ...targetName, description: 'A `unit` target: only units at the location of the unit chosen for this target declared before it ("a friendly unit and an enemy unit at the same battlefield", CR 355.11.b), or at the place chosen for a destination or battlefield target ("another enemy unit at its destination"); a `battlefield` target: the battlefield where the unit chosen for this unit target is ("to that enemy unit\'s battlefield").' },
    sameControllerAs: { ...targetName, description: 'A `unit` or `gear` target: only objects controlled by the controller of the unit chosen for this target declared before it ("a unit and an Equipment with the same controller"); a `destination` target: only a location where there is another unit of that controller ("to a location where there\'s a unit with the same controller"), the base being the unit\'s own (CR 355.11.b).' },
    open: { const: true, description: 'A `battlefield` target: only an open one, with no units and controlled by no one ("an open battlefield", CR 169.10.c).' },
    acrossBaseOf: { ...targetName, description: 'A `destination` target: a move "to or from its base" of the unit chosen for this unit target declared before it: its base when the unit is at a battlefield, a battlefield when it is at its base (CR 355.4, 355.11).' },
    chooses: {
      type: 'object',
      required: ['relation', 'select'],
      properties: { relation: { enum: ['friendly', 'enemy'] }, select: { type: 'array', items: { enum: ['unit', 'gear'] }, minItems: 1, uniqueItems: true } },
      additionalProperties: false,
      description: 'A spell or ability target: only items that chose one of these as a target ("that chooses a friendly unit or gear", CR 355.7); friendly and enemy as seen by the chooser.',
    },
    chosenChampion: { const: true, description: 'A `card` target: only a Chosen Champion of the owner of the trash it is in, a champion unit of the name of their Chosen Champion card ("your Chosen Champion from your trash", CR 103.2.a.3).' },
    attachedTo: { ...targetName, description: 'A `gear` target: only gear attached to this unit (self, or a unit target declared before it): "an Equipment from it", "one of its Equipment" (CR 434).' },
    or: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['select'],
        properties: { select: { enum: ['unit', 'gear', 'facedown'], description: 'facedown: a card hidden at a battlefield, in its Facedown Zone ("[Hidden] card", CR 355.9.a.3), `relation` read from the player who hid it; only returned to its owner\'s hand.' }, ...filters },
        additionalProperties: false,
      },
      description: 'A `unit` or `gear` target that may also be something else: the object chosen fits this declaration or one of these ("a unit at a battlefield or a gear", "another friendly gear, unit, or [Hidden] card", CR 355.9.b).',
    },
    ...filters,
  },
  additionalProperties: false,
} as const;

/**
 * A group an effect names without choosing its members (CR 355.5.a, 355.10.b, 355.10.d): every
 * unit or gear on the board that fits, found as the step resolves. `where` names what locates
 * it: a declared battlefield target (the battlefield is chosen, its units are not, CR 355.10.b),
 * or a unit (a target, self) whose location it is ("there", "at my battlefield").
 */
export const groupSchema = {
  type: 'object',
  required: ['select'],
  properties: {
    select: { enum: ['unit', 'gear', 'battlefield'], description: 'Units or gear on the board; battlefields only as a count (`forEach`), filtered by who controls them (`relation`: controlled, or friendly for you or allies, CR 187) and `except`.' },
    ...filters,
    where: { ...targetName, description: 'At the battlefield a declared battlefield target names, or at the location of a unit (a declared target, self): "there", "at my battlefield".' },
  },
  additionalProperties: false,
} as const;

/**
 * The fields of a step that acts on objects: `target` names one (a declared target or a
 * reference), or `all` is a group (every object of it as the step resolves). The card checker
 * asks for exactly one of them.
 */
const objectFields = {
  target: targetName,
  also: { ...targetName, description: 'A second object the step acts on, beside `target` ("return another friendly unit and an enemy unit to their owners\' hands"): a declared target or a reference.' },
  all: { $ref: '#/$defs/group', description: 'Every unit or gear of this group as the step resolves, instead of `target`: not targets (CR 355.10.b, 355.10.d).' },
  alsoAll: { $ref: '#/$defs/group', description: 'A second group beside `all` ("return all units and gear here to their owners\' hands"): its members too, once each.' },
  among: { $ref: '#/$defs/chosenGroup', description: 'The units chosen for this group as the card is played (`split` in the action), instead of `target`: "up to two units", "two friendly units".' },
} as const;

/**
 * Several units chosen under one name as the card is played (CR 355.13): a target declaration
 * with how many: up to `count` (none included), any number without it, or exactly `count` with `exactly`. They are
 * chosen in the action's `split`, like the units damage is split among.
 */
const chosenGroup = {
  ...target,
  required: ['name', 'select'],
  properties: {
    ...target.properties,
    select: { enum: ['unit', 'card'], description: 'Units; card: cards in the controller\'s trash (`zone`), only for `returnCards` ("up to three units with [Hidden] from your trash", CR 355.9.a, 355.13).' },
    count: { type: 'integer', minimum: 1, description: 'Up to this many units (CR 355.13); without it, any number ("any number of friendly units").' },
    exactly: { type: 'boolean', description: 'Exactly `count` units ("two friendly units"), not fewer.' },
    together: { type: 'boolean', description: 'The units chosen are all at one location (CR 355.11.b): one battlefield with `at: "battlefield"` ("any number of friendly units at a battlefield", "up to two units at the same battlefield"), one base or battlefield without `at` ("up to three units at the same location").' },
    totalMaxMight: { type: 'integer', minimum: 0, description: 'The units chosen have at most this much Might in all, as they are chosen ("any number of units at a battlefield with total Might 4 or less", CR 355.11.b: a restriction on the targets together).' },
  },
} as const;

/**
 * How much a step counts, beyond its `amount`: `forEach` multiplies it by how many objects a
 * group holds as the step resolves ("draw 2 for each of your [Mighty] units"); `equalTo` is
 * the amount instead ("deal damage equal to its Might"). The card checker asks for `amount`
 * or `equalTo`, not both.
 */
const amountFields = {
  forEach: { $ref: '#/$defs/group', description: '`amount` for each object of this group as the step resolves.' },
  forEachCount: {
    ...condition,
    description: 'A number expression asked with `controller` and `source` as the step resolves: `amount` for each ("draw 1 for each card in your trash", the counts a discount\'s `forEach` reads).',
  },
  equalTo: {
    type: 'object',
    properties: {
      might: { ...targetName, description: 'The Might of this unit (a declared target, self) as the step resolves; as it last was on the board if it has left.' },
      energyCost: { ...targetName, description: 'The Energy cost of this card (a declared target, self).' },
      keywordOf: { ...targetName, description: 'With `keyword`: the value of that keyword on this unit (a declared target, self) as the step resolves, its instances summed, printed and given ("equal to my [Assault]", CR 807.2); 0 without it or off the board.' },
      keyword: { enum: VALUED_KEYWORDS, description: 'The keyword whose value `keywordOf` counts.' },
      paid: { const: true, description: '"that much": the amount paid for the step\'s own cost of any amount (`pay.anyAmount`).' },
      excessDamage: { const: true, description: '"that much" after "if you assigned 5 or more excess damage to enemy units": the combat damage the attacker assigned past lethal in the conquest the ability heard (CR 460.2; a `conquers` trigger with subject `afterAttack` only).' },
    },
    additionalProperties: false,
    description: 'The amount is this, instead of `amount`: one of might, energyCost, paid, excessDamage, or keywordOf with keyword.',
  },
  forEachLooked: {
    type: 'object',
    properties: {
      keyword: { enum: KEYWORDS, description: 'Only cards printing this keyword ("for each card with [Hidden]", CR 811.5); without it, every card ("for each card").' },
    },
    additionalProperties: false,
    description:
      '`amount` for each card that a `look` step before it looked at or revealed and that is still there (on top of its Main Deck) and fits: "reveal the top 5 cards ... Deal 1 to a unit for each card with [Hidden]" (CR 424).',
  },
} as const;

/** The group a step splits damage among (CR 355.14): its name and what each of its units must be. */
const splitTargets = {
  ...target,
  properties: { ...target.properties, select: { const: 'unit' } },
  description: 'Any number of these units are chosen, at most the damage to split (CR 355.14.c).',
} as const;

/**
 * Marks the schema of one effect operation. Its type is worked out on its own (`Effect`) and
 * put in place in the card set's type (`CardSet`): derived inside the whole card, a union of
 * more than about thirty operations went past the compiler's depth for type instantiation.
 * The schema is stated once, as `$defs/effect`, and every list of effects names it
 * (`effectRef`): inlined in each of the nine places that hold effects, it made each published
 * schema five times its size and slow to compile.
 */
const EFFECT_MARK = 'riftbound effect operation';

const effect = {
  $comment: EFFECT_MARK,
  anyOf: [
    operation('draw', { amount, ...amountFields, player: players, withEachChoosing }, []),
    operation(
      'damage',
      {
        amount,
        ...amountFields,
        ...objectFields,
        by: { ...targetName, description: 'The unit that deals the damage (a declared target, self), instead of the spell or ability: "it deals damage equal to its Might" (CR 417.6.b.3); none is dealt once it has left the board.' },
        bonus: bonusDamage,
      },
      [],
    ),
    operation(
      'fight',
      { target: targetName, with: { ...targetName, description: 'The other unit: each deals damage equal to its Might to the other (CR 417.6.b.3).' } },
      ['target', 'with'],
    ),
    operation(
      'choose',
      { target: targetName, with: { ...targetName, description: 'A second object chosen with it (an enemy unit, then a friendly one).' } },
      ['target'],
    ),
    operation('heal', { ...objectFields }, []),
    operation('buff', { ...objectFields }, []),
    operation(
      'spendBuff',
      {
        ...objectFields,
        anyNumber: {
          const: true,
          description:
            '"spend any number of buffs": instead of an object, the controller chooses as the step resolves any number of buffed units they control, none included (CR 702.2.b.2, 355.10), and each spends its buff; later steps count them (`forEachBuffSpent`).',
        },
        readyEach: { const: true, description: 'With `anyNumber`: each unit whose buff was spent this way is readied (each friendly unit\'s buff spent "to ready it").' },
      },
      [],
    ),
    operation(
      'buffsGiveMore',
      { amount: { type: 'integer', minimum: 1, description: 'Might each buff gives besides its own +1 (CR 703), for the rest of the turn, to the units friendly to the step\'s controller, those buffed later included (CR 811.2).' } },
      ['amount'],
    ),
    operation(
      'modifyMight',
      {
        amount: { type: 'integer', description: 'Might gained (negative: lost) this turn.' },
        duration: { const: 'combat', description: 'The change lasts this combat, not this turn: it ends as the combat in progress ends, at the latest at the expiration step ("double my Might this combat").' },
        minimum: { type: 'integer', minimum: 0, description: 'A loss takes no unit below this Might, as the step resolves ("to a minimum of 1 :rb_might:"): each unit loses at most its Might less this, never gains.' },
        keywordsOf: { ...targetName, description: 'The units are also given, this turn, the keywords this object (self, a declared target) has as the step resolves, those a unit on the board can be given, with their values ("give a friendly unit my keywords and +:rb_might: equal to my Might this turn", CR 801.3.a); an object off the board gives what its card prints.' },
        ...amountFields,
        ...objectFields,
      },
      [],
    ),
    operation(
      'swapMight',
      { among: { $ref: '#/$defs/chosenGroup', description: 'The two units whose Mights are swapped this turn (exactly two): the lower gains the difference, the higher loses it, as the step resolves (CR 433.1.b); equal Mights, nothing (CR 433.1.c).' } },
      ['among'],
    ),
    operation(
      'raiseMight',
      {
        target: { ...targetName, description: 'The unit whose Might is increased this turn.' },
        to: { ...targetName, description: 'The unit whose Might it is increased to: `target` gains the difference this turn, as the step resolves, or nothing when its Might is already as high ("increase its Might to the Might of an enemy unit here").' },
      },
      ['target', 'to'],
    ),
    operation('additionalTurn', {}, []),
    operation(
      'restrictPlayers',
      {
        players: { enum: ['opponents'], description: 'Whom it restricts: the controller\'s opponents.' },
        cannot: {
          type: 'array',
          items: { enum: PLAY_RESTRICTIONS },
          minItems: 1,
          uniqueItems: true,
          description: 'What they can\'t do for the rest of the turn, whatever permits it (CR 054): playCards, play no card (from a hand, a champion zone, hiding, or by an effect); playUnits, playSpells, playGear: no card of that type.',
        },
      },
      ['players', 'cannot'],
    ),
    operation(
      'forbid',
      {
        ...objectFields,
        cannot: {
          type: 'array',
          items: { enum: UNIT_RESTRICTIONS },
          minItems: 1,
          uniqueItems: true,
          description: 'What the units can\'t do for the rest of the turn, whatever permits it (CR 054), as a passive\'s `cannot` says of units; kept on each unit (`cantThisTurn`) until the expiration step, and gone with the unit when it leaves the board.',
        },
        duration: { const: 'turn', description: 'Until the end of this turn.' },
      },
      ['cannot', 'duration'],
    ),
    operation(
      'unitsEnterReady',
      {
        players: {
          enum: ['team', 'you'],
          description: 'Whose units enter ready for the rest of the turn (CR 364.3.a): team, the controller\'s team (friendly units entering ready this turn); you, the controller (the units the controller plays this turn).',
        },
      },
      ['players'],
    ),
    operation(
      'nextSpell',
      {
        energy: { type: 'integer', minimum: 1, description: 'Energy off its cost ("the next spell you play this turn costs 3 less", CR 356.4).' },
        bonusDamage: { type: 'integer', minimum: 1, description: 'Bonus Damage it deals ("the next spell you play this turn deals 3 Bonus Damage", CR 713).' },
        repeat: { const: 'itsCost', description: '[Repeat] equal to its cost: it may be repeated for its own printed cost (CR 820).' },
      },
      [],
    ),
    operation('nextUnitEntersReady', {}, []),
    operation(
      'grantAbility',
      {
        target: { ...targetName, description: 'The unit given the ability (a declared target or a reference), if it is on the board as the step resolves.' },
        ability: { type: 'integer', minimum: 0, description: 'The index in the card\'s `abilities` of the ability it gives (one with `granted`).' },
        duration: { const: 'turn', description: 'Until the end of this turn (CR 390).' },
      },
      ['target', 'ability', 'duration'],
    ),
    operation(
      'delayedAbility',
      {
        ability: { type: 'integer', minimum: 0, description: 'The index in the card\'s `abilities` of the delayed ability it sets up (one with `delayed`): active from now to the end of this turn, whether or not this card stays on the board (CR 390.2, 392).' },
        target: { ...targetName, description: 'The unit a delayed replacement watches ("The next time it dies this turn, ..."), if it is on the board as the step resolves; a delayed trigger has none.' },
      },
      ['ability'],
    ),
    operation(
      'preventDamage',
      {
        ...objectFields,
        next: { const: true, description: 'Only the next damage each unit would be dealt this turn, all of it; then the prevention ends (CR 437.3.a). Without it, all damage this turn.' },
        combat: { const: false, description: 'Only damage dealt by spells and abilities, not combat damage (CR 417.1.a).' },
      },
      [],
    ),
    operation('move', { ...objectFields, to: { type: 'string', description: 'base, here, a battlefield or destination target, or thatUnit: "there" after a triggered ability\'s event about a unit, the battlefield that unit is at as it resolves; withThatUnit: "moved with it", the location that unit is at as it resolves, its battlefield or, when it is in a base, the moved unit\'s base (CR 144, 355.4).' } }, ['to']),
    operation(
      'swap',
      { target: targetName, with: { ...targetName, description: 'The other unit: each moves to where the other was.' } },
      ['target', 'with'],
    ),
    operation('recall', { ...objectFields, exhausted: { const: true, description: 'The unit is exhausted as well, where it ends ("recall it exhausted").' } }, []),
    operation(
      'ready',
      {
        ...objectFields,
        made: { type: 'integer', minimum: 1, description: '"ready two of them": this many of the tokens the token step before it made, instead of `target`, chosen by its controller as the step resolves (all of them when it made no more); not targets (CR 355.10.d).' },
      },
      [],
    ),
    operation('exhaust', { ...objectFields }, []),
    operation('stun', { ...objectFields }, []),
    // "Activate the conquer effects of units here": each unit's own conquer effects trigger as if it had conquered (CR 383.4.c.3; mechanics/conquer-effects.ts).
    operation('activateConquer', { ...objectFields }, []),
    // "This turn, you may hide cards without paying their cost": its controller hides for free for the rest of the turn (CR 811; mechanics/hide-costs.ts).
    operation('hideIgnoringCosts', {}, []),
    operation('kill', { ...objectFields }, []),
    operation('eachKills', { ...eachChoosing, select: { enum: ['unit', 'gear'], description: 'What each player kills: one of their units, or one of their gear (or as `whose` says).' } }, ['select']),
    // "Starting with the next player, each player may return ..." a unit: each returns the one they chose as they choose it.
    operation('eachReturns', { ...eachChoosing, select: { enum: ['unit'], description: 'What each player returns to its owner\'s hand.' } }, ['select', 'whose']),
    // "Each other player chooses Blades or Coins": each chooses a named outcome as the step resolves (CR 355.17; mechanics/named-outcomes.ts).
    operation(
      'eachChoosesOutcome',
      {
        others: eachChoosing.others,
        outcomes: {
          type: 'array',
          minItems: 2,
          maxItems: 2,
          uniqueItems: true,
          items: { type: 'string', pattern: '^[A-Z][a-z]+$' },
          description: 'The outcomes each player chooses between, named as printed ("Blades or Coins"); later steps act for each player that chose one (`withEachChoosing`).',
        },
      },
      ['outcomes'],
    ),
    operation(
      'discardHand',
      {
        player: players,
        draw: { ...amount, minimum: 1, description: 'Then each player who discarded draws this many ("discards their hand, then draws 4").' },
      },
      [],
    ),
    operation(
      'revealHand',
      {
        player: { ...player, description: 'Whose hand is revealed (to every player, CR 424): `{ "opponent": true }`, an opponent the controller chooses.' },
        types: { type: 'array', items: { enum: ['spell', 'gear'] }, minItems: 2, maxItems: 2, uniqueItems: true, description: 'The card chosen from it is one of these types ("a non-unit card"); without, any card.' },
        then: { enum: ['recycle', 'discard'], description: 'The controller then chooses a card from it, and it is recycled (CR 416), or discarded by its owner (CR 422).' },
      },
      ['player', 'then'],
    ),
    operation('gainPoint', { amount, player }, ['amount']),
    operation('winGame', {}, []),
    operation(
      'channel',
      {
        amount,
        player: players,
        exhausted: { const: true, description: 'The runes enter exhausted (CR 430.2).' },
        forEachBuffSpent: { const: true, description: '`amount` for each buff the `spendBuff` step before it spent (for each buff spent, some runes channeled exhausted); none spent, none channeled.' },
        withEachChoosing,
      },
      ['amount'],
    ),
    operation(
      'readyRunes',
      {
        amount: { ...amount, minimum: 1, description: 'Up to this many of the controller\'s exhausted runes become ready (CR 311); which ones makes no difference (a rune\'s domain is recycled for, which does not need it ready, CR 163.2).' },
        every: { const: true, description: '"ready your runes": every exhausted rune of the controller becomes ready; instead of `amount` (the card checker asks for one).' },
      },
      [],
    ),
    // One of the controller's runes on the board, chosen as the step resolves (not a target, CR 355.10.f), to the bottom of their rune deck (CR 160.2.b, 416).
    operation('recycleRune', {}, []),
    operation(
      'addResources',
      {
        energy: amount,
        power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, description: 'One entry per Power symbol; any: Power of any domain, which pays a Power cost of any domain (CR 135.2.e.5.b).' },
        onlyFor: {
          enum: ['spells', 'gear'],
          description: 'What the resources added may pay for (only spells, or only gear and gear abilities, as the printed "Use only to ..." says): kept apart in the rune pool, they pay no other cost, and empty with it (CR 165.1, 166).',
        },
        thatMuch: {
          enum: ['energy', 'any'],
          description: '"[Add] that much Energy" (energy) or "that much :rb_rune_rainbow:" (any: Power of any domain): as much as was paid for the step\'s own cost of any amount (`pay.anyAmount`); without energy or power.',
        },
      },
      [],
    ),
    operation(
      'createToken',
      {
        card: id,
        count: { type: 'integer', minimum: 1 },
        forEach: { $ref: '#/$defs/group', description: '`count` tokens (one without it) for each object of this group as the step resolves ("play a ... unit token for each Equipment you control"); none when it is empty.' },
        at: { type: 'string', description: 'Where a unit token is played: base, here, or a declared location target (the player\'s choice of their base or a battlefield they control); a gear token always enters at its controller\'s base.' },
        ready: { const: true, description: 'A unit token enters ready, where units enter exhausted (CR 143.4, 181.1, 182.1.d).' },
        exhausted: { const: true, description: 'A gear token enters exhausted, where gear enter ready (CR 149.1, 181.1).' },
        eachMay: {
          const: 'youAndOpponents',
          description: '"you and each opponent may play ...": as the step resolves, its controller, then each opponent in turn order, chooses whether to play the tokens for themselves (CR 355.17); the opponents who did are counted for `forEachOpponentWhoDid`.',
        },
        forEachOpponentWhoDid: { const: true, description: '`count` tokens (one without it) for each opponent who played theirs in the `eachMay` step before it ("For each opponent who did, you play ..."); none did, none made.' },
      },
      ['card', 'at'],
    ),
    operation(
      'playThatToken',
      { copies: { type: 'integer', minimum: 1, maximum: 20, description: 'Additional copies played with it ("and an additional copy": 1).' } },
      [],
    ),
    operation('counter', { target: targetName }, ['target']),
    operation('gainControl', { ...objectFields }, []),
    operation(
      'loseControl',
      {
        ...objectFields,
        recall: { const: true, description: 'It is recalled first: sent to its base, not a move (CR 442.2).' },
        endOfTurn: { const: true, description: 'Done at the end of the turn (the Ending Step, CR 317.1.a), if its controller still controls it, rather than as the step resolves.' },
      },
      [],
    ),
    operation('gainXp', { amount: { type: 'integer', minimum: 1 } }, ['amount']),
    operation(
      'attach',
      {
        target: { ...targetName, description: 'The gear to attach: self, or a declared gear target.' },
        to: { ...targetName, description: 'The unit it attaches to: self, or a declared unit target.' },
        weaponmaster: { type: 'boolean', description: 'Pay the gear\'s Equip cost less one Power of any domain first; unpaid, nothing happens (CR 821.1.c).' },
      },
      ['target', 'to'],
    ),
    operation('detach', { target: targetName, from: { ...targetName, description: 'Only from this unit (a declared unit target): "detach that Equipment from that unit"; the gear stays if it is attached to another (CR 435).' } }, ['target']),
    operation('grant', { keywords: keywordGrants, ...objectFields, duration: { enum: ['turn', 'combat', 'permanent'], description: 'turn: until the expiration step; combat: until the combat in progress ends ("this combat"), at the latest the expiration step; permanent: while it stays on the board (CR 801.3.a).' } }, ['keywords', 'duration']),
    operation(
      'removeKeywords',
      {
        keywords: { type: 'array', items: { enum: GRANTABLE_KEYWORDS }, minItems: 1, uniqueItems: true },
        ...objectFields,
        duration: { enum: ['turn', 'permanent'], description: 'turn: until the expiration step; permanent (the default): while it stays on the board (CR 801.3.b.2).' },
      },
      ['keywords'],
    ),
    operation('lookAtTop', {}, []),
    operation('recycleTop', {}, []),
    operation(
      'splitDamage',
      {
        amount,
        among: splitTargets,
        bonus: bonusDamage,
      },
      ['amount', 'among'],
    ),
    ...ZONE_OPERATION_SCHEMAS,
    operation(
      'returnUnit',
      { ...objectFields, to: { enum: ['hand', 'championZone'], description: 'hand: its owner\'s hand (a unit, or a gear on the board); championZone: its owner\'s champion zone, only for their Chosen Champion while that zone is empty (CR 108.3.c.1).' } },
      ['to'],
    ),
  ],
} as const;


const targets = { type: 'array', items: target } as const;
/** Where a card holds one effect: `$defs/effect` by name, marked so its type is `Effect`. */
const effectRef = { $ref: '#/$defs/effect', $comment: EFFECT_MARK } as const;
const effects = { type: 'array', items: effectRef, minItems: 1 } as const;
const cost = {
  type: 'object',
  required: ['energy', 'power'],
  properties: {
    energy: amount,
    power: {
      type: 'array',
      items: { enum: [...DOMAINS, 'any'] },
      description: 'One entry per power symbol: a domain, or any (Power of any domain: a card of two domains whose record does not say which of them each symbol is).',
    },
    xp: { ...amount, description: 'XP to spend (CR 730.2): paid in full, or the card cannot be played.' },
  },
  additionalProperties: false,
} as const;

/** Costs paid with other cards (an activated ability's, an Equip's; mechanics/activation-costs.ts). */
const recycleTrash = {
  type: 'object',
  required: ['amount'],
  properties: {
    amount: { type: 'integer', minimum: 1, description: 'How many cards of the controller\'s trash, of their choice (`recycleTrash` in `activate` or `equip`), go to the bottom of their Main Deck (CR 416.5-416.6).' },
    type: { const: 'unit', description: 'Only unit cards ("Recycle a unit from your trash").' },
  },
  additionalProperties: false,
  description: '"Recycle 3 from your trash", "Recycle a unit from your trash": with fewer such cards in the trash the ability cannot be activated (CR 416.3).',
} as const;
const killFriendly = {
  type: 'array',
  items: { enum: ['unit', 'gear'] },
  minItems: 1,
  uniqueItems: true,
  description: '"Kill a friendly unit or gear": a unit or gear (of these types) its controller controls, named in `kill` of `activate` or `equip`, dies as the cost is paid (CR 356.6, 357.2; a death replaced still pays it, 357.2.a).',
} as const;
/** An Equip cost (CR 818.1.c): resources, Power of any domain ([A]) included, exhausting the gear, and cards ("Recycle 2 cards from your trash", "Kill a friendly unit"). */
const equipCost = {
  type: 'object',
  required: ['energy', 'power'],
  properties: {
    energy: amount,
    power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, description: 'One entry per power symbol; any: Power of any domain.' },
    exhaust: { type: 'boolean', description: 'Exhausting the gear is part of the cost.' },
    recycleTrash,
    killFriendly,
    keywords: { type: 'array', items: { enum: ['action', 'reaction'] }, uniqueItems: true, description: 'Timing the Equip ability has beyond the default (CR 818.1.c.5).' },
    reduction: {
      type: 'object',
      required: ['energy', 'dependent'],
      properties: { energy: { type: 'integer', minimum: 1 }, dependent },
      additionalProperties: false,
      description: 'Text of the Equip ability that takes Energy off its cost while a dependent keyword holds (CR 818.1.c.4), never below 0.',
    },
    wording,
  },
  additionalProperties: false,
  description: 'Equip (CR 818): pay this to attach the gear to a unit you control.',
} as const;

/**
 * Action or Reaction on an ability: its name, or `{ keyword, condition }` when a passive of the
 * card grants it only while the condition holds (CR 806.4, 813.4); the condition may ask about
 * the ability's chosen targets by name, so it may hold only once they are chosen (806.4.a).
 */
const timingKeyword = {
  anyOf: [
    { enum: ['action', 'reaction'] },
    { type: 'object', required: ['keyword', 'condition'], properties: { keyword: { enum: ['action', 'reaction'] }, condition, text }, additionalProperties: false },
  ],
} as const;

/**
 * Which events of its trigger an ability listens for (CR 383.1-383.2): by default those about
 * the card itself ("When I move", "When you play this", a battlefield's "here"); otherwise the
 * objects and players named. Every field given must hold.
 */
const triggerSubject = {
  type: 'object',
  properties: {
    self: { const: true, description: 'About the card itself: the object is this one; a player\'s event (conquer, hold, win a combat) is of its controller at its battlefield (CR 383.4.c.2.a, 461.3.c); a battlefield\'s happens here; a legend\'s is its controller\'s.' },
    by: { enum: ['you', 'opponent', 'youOrAlly'], description: 'Whose the event is: who played, moved, scored, stunned, buffed, chose, spent, discarded, recycled or killed (`kills`: the player responsible, CR 411.4, 428.5); the player a unit that attacked, defended, died or became Mighty belongs to; youOrAlly: you or a teammate (CR 484).' },
    select: { enum: ['unit', 'spell', 'gear', 'card', 'rune'], description: 'What the object is (card: any card).' },
    relation: { enum: ['friendly', 'controlled', 'enemy'], description: 'Whose the object is, from the ability\'s controller: friendly (yours or a teammate\'s), controlled (yours), enemy.' },
    other: { const: true, description: 'Not the card itself ("another").' },
    mighty: { type: 'boolean', description: 'The object is (or is not) Mighty (CR 708).' },
    buffed: { type: 'boolean', description: 'The unit has (or has not) a buff; as it died, for a death.' },
    stunned: { type: 'boolean', description: 'The unit is (or is not) stunned.' },
    tag: { type: 'string', minLength: 1, description: 'The object\'s card has this tag.' },
    exceptTag: { type: 'string', minLength: 1, description: 'The object\'s card has not this tag ("non-Recruit").' },
    minEnergy: { type: 'integer', minimum: 1, description: 'The card\'s printed Energy cost is at least this (CR 131.4).' },
    minPower: { type: 'integer', minimum: 1, description: 'The card\'s printed Power cost is at least this many Power, of any domains (CR 131.3).' },
    fromHidden: {
      const: true,
      description:
        'The card was played from hiding (CR 811): its `played` events only those; with a list of triggers, the others heard as they come ("When I defend or I\'m played from [Hidden]").',
    },
    at: { enum: ['here', 'controlled'], description: 'Where it happened: at this card\'s battlefield (a battlefield: itself), or at a battlefield the ability\'s controller controls.' },
    from: { enum: ['battlefield', 'here', 'myLocation'], description: 'A move from a battlefield, or from this card\'s battlefield; myLocation: from where this unit is as the move happens, its battlefield or its controller\'s base (CR 144, 140).' },
    to: { enum: ['battlefield', 'otherBattlefield'], description: 'A move, or a unit played, to a battlefield; otherBattlefield: to a battlefield other than the one this card is at ("other than mine").' },
    inCombat: { const: true, description: 'A death in combat (CR 461.1).' },
    alone: { const: true, description: 'The unit is alone as it happens (CR 741.1).' },
    oneOnOne: { const: true, description: 'The unit is one on one as it happens: alone, facing one enemy unit there that is alone too (CR 741.2).' },
    bySpell: { const: true, description: 'Chosen by a spell, not an ability; a kill attributed to a spell its killer controls (CR 428.5.e).' },
    opponentsTurn: { const: true, description: 'On an opponent\'s turn.' },
    firstTurn: { const: true, description: 'The start of a player\'s first Beginning Phase of the game: their first turn (`turnStart` only; any player\'s unless `by` says whose).' },
    cardThisTurn: { type: 'integer', minimum: 1, maximum: 9, description: 'The card played is the Nth card its player played this turn ("your second card in a turn"; counted as Legion counts, CR 812.1.c).' },
    open: { const: true, description: 'A conquest of a battlefield that was open (CR 169.10.c): uncontrolled, and taken without a combat, no other player\'s units there (`conquers` only).' },
    afterAttack: { const: true, description: 'A conquest after an attack: the conqueror won a combat there as its attacker (CR 461.3; `conquers` only). A condition may then ask `{ "event": "excessDamage" }`, the combat damage the attacker assigned to enemy units beyond lethal (CR 460.2).' },
    oneOrMore: { const: true, description: '"One or more": events that happen together trigger it once (while one it queued waits to be placed, it does not trigger again).' },
  },
  additionalProperties: false,
} as const;

/**
 * A change to what playing cards costs, made by a card on the board (CR 356.3-356.4):
 * Energy and Power of any domain off ("cost :rb_energy_1: less"), or added with `more`
 * ("cost :rb_energy_1: more"), a discount to its own minimum (CR 356.4.e).
 */
const costChange = {
  type: 'object',
  required: ['cards', 'whose'],
  properties: {
    cards: {
      enum: ['spells', 'units', 'gear', 'cards', 'repeatCosts'],
      description: 'The cards it changes: spells, units, gear, or every card (a tag says which); or repeatCosts: each [Repeat] cost paid as a spell is played, on its own (CR 820.1.c), not the spell\'s cost.',
    },
    tag: { type: 'string', minLength: 1, description: 'Only cards with this tag ("Your Dragons\' Energy costs", CR 133.8).' },
    whose: { enum: ['yours', 'opponents'], description: 'The cards its controller plays ("friendly spells", "spells you play"), or those their opponents play ("enemy spells").' },
    energy: { type: 'integer', minimum: 1, description: 'Energy off the cost (or added, with `more`).' },
    power: { type: 'integer', minimum: 1, description: 'Power of any domain off the cost (or added, with `more`): a discount takes Power of any domain first, then of the first domains printed.' },
    more: { const: true, description: 'A cost increase (CR 356.3), applied before every discount.' },
    minimum: { type: 'integer', minimum: 1, description: 'The discount never takes the Energy cost below this (CR 356.4.e: this discount\'s minimum only).' },
    first: {
      const: true,
      description: 'Only the first card of its type the player plays each turn ("the first friendly non-token gear played each turn"): none of that type played yet this turn; tokens are made, not counted.',
    },
  },
  anyOf: [{ required: ['energy'] }, { required: ['power'] }],
  additionalProperties: false,
} as const;

/** The modes of "Choose one —": one is chosen as the spell is played or the ability placed or activated (CR 355.3, 402.1). */
const modeList = {
  type: 'array',
  minItems: 2,
  items: {
    type: 'object',
    required: ['effects'],
    properties: { text, targets, effects },
    additionalProperties: false,
  },
} as const;

/** A modal ability's modes, and whether each may be chosen once a turn ("choose one that hasn't been chosen this turn"). */
const abilityModes = {
  modes: {
    ...modeList,
    description: 'A modal ability ("When ..., choose one —"): its controller chooses one mode as it is placed on the chain or activated (CR 355.3, 402.1), and it does what that mode does; its own `effects` are then empty and it declares no `targets`.',
  },
  effects: { ...effects, minItems: 0, description: 'What it does, in order; empty for a modal ability, which does what its chosen mode does.' },
  freshModes: {
    const: true,
    description: '"Choose one that hasn\'t been chosen this turn": a mode chosen for the object that has the ability may not be chosen again for it this turn (its record unset as a turn begins); with every mode chosen, a triggered one is removed and an activated one cannot be activated. Only with `modes`.',
  },
} as const;

/** An activated ability's cost (CR 356, 377): what is paid to put it on the chain. */
const activationCost = {
  type: 'object',
  properties: {
    exhaust: { type: 'boolean' },
    energy: amount,
    power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, description: 'One entry per Power symbol: a domain, or any: Power of any domain, paid by Power of any domain (CR 135.2.e.5.a).' },
    xp: { ...amount, description: 'XP to spend (CR 730.2), in full.' },
    recycleTrash,
    killFriendly,
    discard: { type: 'integer', minimum: 1, description: '"Discard 1": this many cards of its activator\'s hand, of their choice (`discard` in `activate`), go to their trash as the cost is paid (CR 356.6, 422.1); with fewer cards in hand, it cannot be activated.' },
    killSelf: { const: true, description: '"Kill this": the unit or gear whose ability it is dies as the cost is paid (CR 356.6, 357.2, 428.6); the ability still resolves. Not on a legend, nor in Effect Text (the unit it is appended to has it).' },
    spendBuff: { const: true, description: '"Spend my buff": the unit whose ability it is spends its buff as the cost is paid (CR 702.2.b); it may be activated only while that unit is buffed. A unit\'s own ability only.' },
  },
  additionalProperties: false,
} as const;

const ability = {
  anyOf: [
    {
      type: 'object',
      required: ['kind', 'trigger', 'effects'],
      properties: {
        kind: { const: 'triggered' },
        trigger: {
          anyOf: [{ enum: TRIGGERS }, { type: 'array', items: { enum: TRIGGERS }, minItems: 2, uniqueItems: true }],
          description: 'The event it listens for; a list: any of them ("When I attack or defend", "When I\'m played and when I conquer").',
        },
        subject: { ...triggerSubject, description: 'Which events of its trigger: absent, those about the card itself.' },
        nth: { type: 'integer', minimum: 1, maximum: 9, description: '"The Nth time ... each turn": it triggers only on the Nth of its events this turn (CR 383.1, 383.1.b).' },
        delayed: {
          const: 'thisTurn',
          description:
            'A delayed trigger (CR 390.2): never active by itself, it is set up by a step `delayedAbility` of the same card and hears its events from then to the end of that turn, controlled by that step\'s controller ("When a friendly unit is played this turn, give it +1 :rb_might: this turn."; "... at the end of this turn": `turnEnd`).',
        },
        granted: {
          const: true,
          description:
            'An ability this card gives other objects (CR 472.2.a): never active on its own card, it is the ability of each unit a step `grantAbility` of the card names, for as long as the step says ("This turn, that unit has \"When I conquer, ...\""): "I" and "me" are that unit, its controller the ability\'s.',
        },
        condition: { ...condition, description: 'An "if" after the trigger: it goes on the chain only if this holds as the event happens (CR 383.3.e).' },
        next: {
          const: true,
          description: 'With `delayed`, set up by a step naming a unit: it hears only events about that unit, and ends the first time it triggers ("Stun it the next time it takes damage this turn.", CR 390.2).',
        },
        dependent,
        targets,
        ...abilityModes,
        wording,
        text,
      },
      additionalProperties: false,
      description:
        'When the trigger happens, this goes on the chain; its controller then chooses its targets and which optional steps to decline (CR 355.5.b, 402).',
    },
    {
      type: 'object',
      required: ['kind', 'cost', 'effects'],
      properties: {
        kind: { const: 'activated' },
        cost: activationCost,
        keywords: { type: 'array', items: timingKeyword, uniqueItems: true },
        wording,
        condition: { ...condition, description: 'It may be activated only while this holds ("only while I\'m alone"); `{ "event": "source" }` is the object whose ability it is.' },
        oncePerTurn: { const: true, description: 'Once per turn, as the ability prints it: it may be activated once in each turn (CR 377), counted for the object that has it.' },
        dependent,
        targets,
        ...abilityModes,
        text,
      },
      additionalProperties: false,
      description: 'The controller pays the cost to put this on the chain (resource abilities resolve at once).',
    },
    {
      type: 'object',
      required: ['kind'],
      properties: {
        kind: { const: 'passive' },
        recallAllOnTie: {
          enum: ['attacker', 'defender'],
          description: 'A combat where its controller is the attacker (or the defender) that ends in a tie, attackers and defenders both left after combat damage, recalls every unit there instead of the attackers alone ("recall ALL units instead", CR 461.1.a.2, 461.3.d; mechanics/tied-combats.ts): no one is left to hold it.',
        },
        bonusDamage: {
          type: 'object',
          required: ['amount', 'from'],
          properties: {
            amount: { type: 'integer' },
            from: { enum: ['spells', 'abilities', 'spellsAndAbilities'] },
            to: { const: 'unitsHere', description: 'Only to units here, the battlefield where the card is (a battlefield itself, or where its unit is), and from every player\'s spells and/or abilities, not only the controller\'s: "spells and abilities affecting units here each deal 2 Bonus Damage" (CR 715.2: each such unit of a deal action gets it).' },
          },
          additionalProperties: false,
          description: 'The controller\'s spells and/or abilities deal this much bonus damage (CR 713-715); with `to`, every player\'s, to the units it names.',
        },
        appliesTo: {
          enum: UNIT_GROUPS,
          description: 'yourChosenChampion: the controller\'s champion units of their Chosen Champion\'s name (CR 103.2.a.3).',
        },
        only: {
          type: 'object',
          properties: {
            tag: { type: 'string', minLength: 1, description: 'Only units with this tag ("your Mechs", CR 133.8).' },
            buffed: { type: 'boolean', description: 'Only buffed units (true) or units without a buff (false), CR 704.' },
            token: { const: true, description: 'Only tokens (CR 182): read by a passive saying how units enter (a controller\'s tokens entering ready, say).' },
          },
          additionalProperties: false,
          minProperties: 1,
          description: 'Which of the units of appliesTo it reaches: "your Mechs", "buffed friendly units".',
        },
        might: { ...passiveAmount, description: 'Might it gives (negative: takes): a number, or an amount read as it applies ("+1 for each friendly gear").' },
        keywords: { type: 'array', items: { anyOf: [{ enum: GRANTABLE_KEYWORDS }, passiveKeywordGrant] }, minItems: 1, description: 'Keywords it gives: a name, or { keyword, value }, the value an amount.' },
        additionalDeathknell: {
          const: true,
          description: '[Deathknell] effects of its controller triggering an additional time: each Deathknell ability of a unit or gear its controller controls triggers once more as it dies, one more for each such passive (CR 808).',
        },
        mightMinimum: {
          type: 'integer',
          minimum: 0,
          description: 'With a Might it takes (a negative number): "to a minimum of 1 :rb_might:", it takes no more than leaves the unit this much, applied after every other Might (a unit already below keeps its own).',
        },
        ifLacking: {
          const: true,
          description: '"If they didn\'t already": each of its keywords goes only to units that do not have that keyword otherwise (printed, granted, or from passives without ifLacking), so it never adds to a valued keyword (CR 809.2); several such passives give it once.',
        },
        playableAt: {
          enum: ['openBattlefields', 'occupiedEnemyBattlefields', 'attackedBattlefields'],
          description:
            'A permission to play the units it applies to (self: the card, from wherever it is played; friendlyUnits: those its controller\'s team plays) to more places than a base or a battlefield their player controls (CR 355.2.b): open battlefields (unoccupied and uncontrolled, CR 169.10.c), occupied enemy battlefields (an opponent\'s units there), or attacked battlefields (the battlefield of the combat in progress, its player the attacker, CR 454).',
        },
        playableOnlyAt: {
          const: 'conqueredThisTurn',
          description:
            'A limit on where the card itself may be played (appliesTo self): only to a battlefield its player conquered this turn (CR 464.1), among the places it could otherwise go ("Play me only to" such a battlefield); never its base (CR 355.2).',
        },
        enters: {
          enum: ['ready', 'exhausted'],
          description:
            'How the objects it applies to enter the board when played (CR 364.3.a): ready, against a unit\'s default of exhausted (CR 359.2.c), or exhausted, against a gear\'s default of ready (CR 359.2.d). A card\'s own ("I enter ready") is read as it is played; another\'s reaches the units played while it is on the board. Any that says ready wins.',
        },
        cannot: {
          type: 'array',
          items: { enum: RESTRICTIONS },
          minItems: 1,
          uniqueItems: true,
          description:
            'What the units it applies to (or the players) can\'t do; it beats any permission (CR 054): move (any move), moveToBase (a move to base, standard or instructed; a recall is no move), beChosenByEnemies (an opponent\'s spell or ability cannot choose them), dealCombatDamage (they deal no combat damage), takeDamage (they take no damage, combat or not: all of it prevented, CR 437.4); of players: score (gain no point), scoreHere (score no point at the battlefield where the card is, CR 462-465), playUnitsHere (play no unit to the battlefield where the card is), playUnitsToBattlefields (play units to their base only, CR 355.2), haveReadiedByEffects (no spell or ability readies a unit or gear they control, CR 054; their Awaken Phase still does), revealHiddenHere (play none of their cards hidden facedown at the battlefield where the card is, CR 811, 421.3).',
        },
        players: {
          enum: ['everyone', 'opponents'],
          description: 'The players its `cannot` restricts instead of units: everyone, or its controller\'s opponents; its condition may ask about each of them as `{ "event": "player" }`.',
        },
        victoryScore: {
          type: 'integer',
          description: 'Points added to the Victory Score while it applies: "increase the points needed to win the game by 2" (CR 478.3, 467).',
        },
        costs: {
          type: 'array',
          items: costChange,
          minItems: 1,
          description:
            'Changes to what cards cost while it applies (CR 356.3-356.4): "Your Mechs\' Energy costs are reduced by 2, to a minimum of 1", "friendly spells cost 1 less, and enemy spells cost 1 more"; it reaches cards as they are played, not units on the board.',
        },
        playedKeywords: {
          type: 'object',
          required: ['cards', 'from', 'keywords'],
          properties: {
            cards: { enum: ['units', 'gear'], description: 'The cards it reaches: units or gear (a tag says which).' },
            tag: { type: 'string', minLength: 1, description: 'Only cards with this tag ("Each Equipment in your hand", "Dune Riders you play", CR 133.8).' },
            from: { enum: ['hand', 'notHand', 'anywhere'], description: 'Where they are played from: the hand ("in your hand"), anywhere else ("played from anywhere other than a player\'s hand": the champion zone, hiding, an effect), or anywhere at all ("Dune Riders you play").' },
            keywords: { type: 'array', items: { enum: PLAYED_KEYWORDS }, minItems: 1, uniqueItems: true, description: 'Keywords they have as they are played: Accelerate (CR 805) and Weaponmaster (CR 821) for units, Quick-Draw (CR 819) for gear.' },
            your: { const: true, description: 'Said of the controller\'s units of the tag, "Your Dune Riders have [Weaponmaster]" (from `anywhere`): a keyword that acts only as its unit is played gives nothing more on the board (CR 821.1.c). The text\'s wording only.' },
          },
          additionalProperties: false,
          description: 'Keywords its controller\'s cards have as they are played, not on the board: read as the card is played (actions/card-source.ts), for the keywords that act then.',
        },
        byEquipment: {
          const: true,
          description:
            '"Your Equipment each give [Deflect]": each Equipment its controller controls gives its keywords (appliesTo units) to the unit it is attached to, once for each such Equipment (two give [Assault 2], CR 809.2); a unit with none of them attached gets nothing (CR 818, 137.3).',
        },
        hideCost: {
          type: 'object',
          required: ['energy', 'power'],
          properties: { energy: amount, power: { type: 'array', items: { enum: [...DOMAINS, 'any'] } } },
          additionalProperties: false,
          description:
            'Another cost for hiding (an Energy cost, say, in place of the usual Power of any domain): its controller may hide a card paying this instead of 1 Power of any domain (CR 811.1.b), the `hide` action\'s `alternativeCost`; it says nothing else (mechanics/hide-costs.ts).',
        },
        optionalCostsLess: {
          type: 'object',
          required: ['energy'],
          properties: { energy: { type: 'integer', minimum: 1, description: 'The Energy off each, or instead one Power of any domain.' } },
          additionalProperties: false,
          description:
            'A discount on optional additional costs (so much Energy, or else one Power): each optional additional cost its controller pays (Accelerate, a card\'s own optional cost, each Repeat) costs that much Energy less, or one Power less when its Energy is under that much (CR 356.4, 356.4.f); it says nothing else (mechanics/optional-costs-less.ts).',
        },
        discountWhenChosen: {
          type: 'object',
          required: ['energy'],
          properties: { energy: { type: 'integer', minimum: 1, description: 'The Energy off, or instead one Power of any domain.' } },
          additionalProperties: false,
          description:
            '"Your spells that choose me cost :rb_energy_2: or :rb_rune_rainbow: less": a spell its controller plays costs that much Energy less for each choice of the unit (CR 356.4), or one Power less when its Energy cost is under that much (the Power of any domain first); a unit\'s own passive (appliesTo self), with nothing else (mechanics/chosen-discount.ts).',
        },
        addsMore: {
          type: 'object',
          required: ['tag', 'energy'],
          properties: {
            tag: { type: 'string', minLength: 1, description: 'The gear of this tag its controller controls ("your Gold", CR 133.8).' },
            energy: { type: 'integer', minimum: 1, description: 'The Energy added besides what their ability adds.' },
          },
          additionalProperties: false,
          description:
            '"Your Gold [Add] an additional :rb_energy_1:": each time an ability of its controller\'s gear of the tag adds resources (CR 165.1, 429), it adds this Energy too, while the passive\'s condition holds; it says nothing else (mechanics/added-more.ts).',
        },
        anyNumberOfBuffs: {
          const: true,
          description: 'A unit that "can have any number of buffs": buffing the unit places one more buff whether or not it has one, each worth its Might, and spending one spends one of them (card text over CR 702.3, CR 002; 702.2.b, 703): a unit\'s own passive (appliesTo self), with nothing else.',
        },
        doubleMightBonus: {
          const: true,
          description: 'Each Equipment attached to the unit gives double its base Might Bonus (CR 137.3, 818.1.a): a unit\'s own passive (appliesTo self), with nothing else.',
        },
        combatDamageOrder: {
          const: 'last',
          description: 'The units it applies to must be assigned combat damage last, after their side\'s other units, as Backline does (CR 826.3) without the keyword.',
        },
        condition: {
          ...condition,
          description: 'It applies only while this holds, asked with `{ "event": "controller" }`, `"source"`, `"here"` and `"unit"`, the unit it would reach ("while a friendly unit defends alone, it gets +3").',
        },
        dependent,
        wording,
        text,
      },
      additionalProperties: false,
      description: 'Applies continuously while the card is on the board: to units (appliesTo), or to its controller\'s deal actions (bonusDamage).',
    },
    {
      type: 'object',
      required: ['kind', 'replaces', 'effects'],
      properties: {
        kind: { const: 'replacement' },
        replaces: {
          enum: REPLACEABLE,
          description:
            'dies: the unit would die (killed, or by lethal damage); playsToken: its controller would play a token, each token of a step one event ("If you would play a token, ..."; `playThatToken` plays it after all, and a token step in its effects enters as that token would have, ready or exhausted, CR 375).',
        },
        appliesTo: { enum: UNIT_GROUPS, description: 'The units whose event it replaces, as for passives; required on a `dies` replacement but a delayed one, never on a `playsToken` one (checked at load).' },
        token: { enum: ['unit', 'gear'], description: 'A `playsToken` replacement: only tokens of this type ("If you would play a gear token").' },
        delayed: {
          const: 'thisTurn',
          description: 'A delayed replacement (CR 390.3): never active by itself, it is set up by a step `delayedAbility` of the same card for the unit that step names, to the end of that turn ("The next time it dies this turn, recall it instead."); without `appliesTo`.',
        },
        onceEachTurn: {
          const: true,
          description:
            '"Once each turn, ...": a death replacement its controller chooses to apply or not as the unit would die, at most once each turn; declined, it has not been applied this turn (CR 371-371.2). Not with `next` nor `delayed` (checked at load).',
        },
        next: {
          const: true,
          description: '"The next time ... would": it applies once. Its first effect kills its own gear (`kill self`, checked at load), which leaves the board as it applies (CR 369.1).',
        },
        condition: { ...condition, description: 'It applies only while this holds; `{ "event": "thatUnit" }` is the unit whose event it would replace.' },
        dependent,
        effects: { ...effects, description: 'What happens instead, at once and without the chain; `thatUnit` names the unit.' },
        wording,
        text,
      },
      additionalProperties: false,
      description:
        'A replacement effect (CR 367-370): while its card is on the board, when the event would happen to a unit it applies to, these effects happen instead. Each applies once to an event and to what replaced it (CR 370.2).',
    },
  ],
} as const;

/**
 * A keyword a card prints: its name, or an object with its value (Assault, Deflect, Shield,
 * Hunt), its cost (Repeat) or its effect (Deathknell). Legion's dependent text is the
 * abilities and effects marked `"dependent": { "keyword": "legion" }`. Which fields each
 * keyword needs is checked by the card checker (schema/keyword-names.ts).
 */
const keywordEntry = {
  anyOf: [
    { enum: KEYWORDS },
    {
      type: 'object',
      required: ['keyword'],
      properties: {
        keyword: { enum: KEYWORDS },
        value: { type: 'integer', minimum: 1, description: 'X of Assault, Deflect, Shield (1 when omitted).' },
        cost: { ...cost, description: 'The Repeat cost (CR 820.1.c).' },
        effects: { ...effects, description: 'The Deathknell effect (CR 808.1.b).' },
        targets: { ...targets, description: 'Targets of the Deathknell effect, chosen as its ability is placed on the chain, as a triggered ability\'s (CR 355.5.b, 808.1.c).' },
        condition: {
          ...condition,
          description: 'Action or Reaction of a spell: it has the keyword only while this holds (CR 806.4, 813.4); it may ask about the spell\'s chosen targets by name (806.4.a).',
        },
        text,
      },
      additionalProperties: false,
    },
  ],
} as const;

export const cardSetSchema = {
  ...cardSetSchemaFrame('riftbound-cards.schema.json', 'Riftbound card set', { $ref: '#/$defs/card' }),
  $defs: {
    expression: {},
    instructionCost,
    unless,
    wording: wordingSchema,
    group: groupSchema,
    chosenGroup,
    effect,

    card: {
      type: 'object',
      required: ['id', 'name', 'type'],
      properties: {
        id,
        name: { type: 'string', minLength: 1 },
        type: { enum: ['unit', 'spell', 'gear', 'battlefield', 'rune', 'legend'] },
        token: { type: 'boolean', description: 'A token: created by effects, never in a deck; a token unit ceases to exist off the board.' },
        domain: { ...domain, description: 'Domain of a unit, spell or rune.' },
        domains: {
          type: 'array',
          items: domain,
          maxItems: 2,
          uniqueItems: true,
          description: 'Domain identity of a legend (one or two); a unit\'s, spell\'s or gear\'s domains instead of `domain` when it has none ([]) or two (CR 103.1.b.4, 805.1.a.2).',
        },
        cost,
        might: { type: 'integer', minimum: 0 },
        keywords: { type: 'array', items: keywordEntry },
        targets: { ...targets, description: 'Targets of a spell, chosen when it is played.' },
        effects: { ...effects, description: 'What a spell does, in order.' },
        modes: { ...modeList, description: 'A modal spell: the player chooses one mode when playing it.' },
        abilities: { type: 'array', items: ability },
        abilityUse: {
          type: 'object',
          required: ['condition'],
          properties: { condition: { ...condition, description: 'Asked with `controller` and `source` (the object whose ability it is), as an activated ability\'s own condition.' } },
          additionalProperties: false,
          description: '"Use my abilities only while I\'m alone.": each activated ability of the card may be activated only while this holds, beside its own condition (CR 377).',
        },
        costReduction: {
          type: 'object',
          required: ['energy'],
          properties: {
            energy: { type: 'integer', minimum: 1, description: 'Energy off the cost (for each `forEach`).' },
            power: { type: 'array', items: domain, minItems: 1, description: 'Power symbols off the cost too (for each `forEach`): each of its domain, else one of any domain (CR 356.4).' },
            forEach: { ...condition, description: 'A number: the discount is `energy` for each ("for each card in your trash"), asked with `controller` and `source` (the card).' },
            minimum: { type: 'integer', minimum: 1, description: 'The discount never takes the Energy cost below this (CR 356.4.e: this discount\'s minimum only).' },
            outsideHand: { const: true, description: 'Only when played from anywhere other than its player\'s hand.' },
            condition: { ...condition, description: 'Only while this holds for its player (`controller`) and the card (`source`).' },
            dependent,
            wording,
          },
          additionalProperties: false,
          description:
            'A discount the card gives itself ("I cost 2 less", "Legion: I cost 2 less", "This costs 2 less if you control a Mech", CR 356.4, 812.1.b): Energy off the total cost, never below 0 (CR 356.5), applied after additional costs such as Accelerate and Repeat (CR 356.4.d).',
        },
        additionalCost: {
          type: 'object',
          minProperties: 1,
          properties: {
            killUnit: { const: true, description: 'One of the controller\'s own units killed: named as the card is played (`kill`).' },
            killGear: { const: true, description: '"kill a friendly gear": a gear you control, named as the card is played (`kill`), dies.' },
            returnGear: { const: true, description: '"return a friendly gear to its owner\'s hand": a gear you control, named as the card is played (`returnGear`).' },
            spendBuff: { const: true, description: '"spend a buff": a buffed unit you control, named as the card is played (`spendBuffFrom`), loses its buff (CR 702.2.b).' },
            exhaustLegend: { const: true, description: '"exhaust your legend": its player\'s legend, ready, is exhausted as the card is played; nothing is named.' },
            discard: { const: true, description: '"discard 1": another card of its player\'s hand, named as the card is played (`discard`), is discarded (CR 422.1).' },
            exhaustUnit: { const: true, description: '"exhaust a friendly unit": a ready unit you control, named as the card is played (`exhaust`), is exhausted (CR 357); a spell paying it optionally is told whether it did by its first step\'s `previous` ("If you do", "Otherwise").' },
            waivesCost: {
              const: true,
              description: 'The optional cost, paid, ignores the card\'s own cost ("ignore this spell\'s cost" after "If you do"): its base Energy and Power costs are zero, its other additional costs still paid (CR 356.1.b.1, 356.1.b.3); only on an optional cost.',
            },
            anyNumber: {
              const: true,
              description: '"you may spend any number of buffs", "you may kill any number of friendly units": a unit\'s optional cost naming one or more objects in a list (`kill`, `spendBuffFrom`); only with killUnit, killGear or spendBuff.',
            },
            eachReduces: {
              type: 'object',
              minProperties: 1,
              properties: { energy: { type: 'integer', minimum: 1 }, power: { type: 'array', items: { enum: DOMAINS }, minItems: 1 } },
              additionalProperties: false,
              description: '"Reduce my cost by :rb_rune_mind: for each buff you spend": taken off the card\'s cost for each object named (CR 356.4), or once for the one object of a cost without anyNumber ("If you do, reduce my cost by :rb_energy_3:"); a Power symbol of the domain, else of any domain. Only on a unit\'s optional cost taking objects.',
            },
            energy: { type: 'integer', minimum: 1, description: 'Energy added to the cost to play the card (CR 356.2), before discounts; only on an optional cost.' },
            power: { type: 'array', items: { enum: [...DOMAINS, 'any'] }, minItems: 1, description: 'Power added to the cost, one entry per symbol (a domain, or any); only on an optional cost.' },
            wording,
            optional: {
              const: true,
              description:
                '"You may ... as an additional cost": its player chooses as they play the card whether to pay it (`payAdditional`, CR 356.2.b); the card\'s `played` triggers ask whether they did with `{ "event": "paidAdditionalCost" }` ("if you paid the additional cost", CR 356.4.f.1).',
            },
          },
          additionalProperties: false,
          description: 'A unit\'s or spell\'s additional cost to play it (CR 356.2, 357): one of the controller\'s units killed, or Energy paid, required or optional; an object taken as the card is played, the spell\'s cost then ignored; any number of friendly units killed (`anyNumber`); at most one of killUnit, killGear, returnGear, spendBuff, discard and exhaustUnit.',
        },
        equip: {
          anyOf: [equipCost, { type: 'array', items: equipCost, minItems: 2, description: 'Several Equip abilities, each activated on its own for its own cost (CR 818.4).' }],
        },
        mightBonus: { type: 'integer', description: 'A gear\'s Might Bonus: added to the might of the unit it is attached to (CR 137).' },
        effectText: {
          type: 'array',
          items: ability,
          description: 'A gear\'s Effect Text: abilities appended to the unit it is attached to, inactive otherwise (CR 136, 718.3).',
        },
        tags: {
          type: 'array',
          items: { type: 'string', minLength: 1 },
          minItems: 1,
          uniqueItems: true,
          description: 'Champion tags: they link a legend to its champion units and Signature cards (CR 133.8.b).',
        },
        champion: { type: 'boolean', description: 'A champion unit (CR 133.7.a): it may be a Chosen Champion of a legend sharing a tag.' },
        signature: { type: 'boolean', description: 'A Signature card (CR 133.7.b): at most 3 in a deck, all of the legend\'s tag (CR 103.2.d).' },
        unique: { type: 'boolean', description: 'Unique (CR 825): a deck holds at most one card of this name.' },
        printings: {
          type: 'array',
          items: { type: 'string', pattern: '^[A-Z0-9]+-[A-Z]*[0-9]+[a-z*]?$' },
          uniqueItems: true,
          description: 'The printed codes of this card (SET-NUMBER with its variant letter, like OGN-007 or OGN-007a): every printing of the same rules text, by which deck codes and lists name it.',
        },
        text,
      },
      additionalProperties: false,
      allOf: [
        { if: { properties: { type: { const: 'unit' } } }, then: { required: ['cost', 'might'], anyOf: [{ required: ['domain'] }, { required: ['domains'] }] } },
        {
          if: { properties: { type: { const: 'spell' } } },
          then: { required: ['cost'], allOf: [{ anyOf: [{ required: ['domain'] }, { required: ['domains'] }] }, { oneOf: [{ required: ['effects'] }, { required: ['modes'] }] }] },
        },

        { if: { properties: { type: { const: 'rune' } } }, then: { required: ['domain'] } },
        { if: { properties: { type: { const: 'legend' } } }, then: { required: ['domains', 'tags'], properties: { domains: { type: 'array', minItems: 1 } } } },
      ],
    },
  },
} as const;

/**
 * The `$defs` every other schema holding Riftbound cards (rules, positions) carries beside its
 * `expression`: the card and what its `$ref`s name.
 */
export const cardDefinitions = {
  instructionCost: cardSetSchema.$defs.instructionCost,
  unless: cardSetSchema.$defs.unless,
  wording: cardSetSchema.$defs.wording,
  group: cardSetSchema.$defs.group,
  chosenGroup: cardSetSchema.$defs.chosenGroup,
  effect: cardSetSchema.$defs.effect,
  card: cardSetSchema.$defs.card,
} as const;

/** A deck's fields, shared by the deck file schema and positions (which may hold a deck inline). */
export const deckDefinition = {
  type: 'object',
  required: ['name', 'legend', 'battlefields', 'main', 'runes'],
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string' },
    legend: { ...id, description: 'The Champion Legend (CR 103.1): its domains are the deck\'s domain identity.' },
    champion: { ...id, description: 'The Chosen Champion (CR 103.2.a): a champion unit of the legend\'s tag; it counts in the main deck.' },
    battlefields: { type: 'array', items: id, minItems: 1, description: 'One of a name (CR 103.4.c, checked with the construction rules).' },
    main: { type: 'array', items: { $ref: '#/$defs/entry' }, minItems: 1, description: 'The main deck besides the Chosen Champion.' },
    runes: { type: 'array', items: { $ref: '#/$defs/entry' }, minItems: 1 },
  },
  additionalProperties: false,
} as const;

const deckEntry = {
  type: 'object',
  required: ['card', 'count'],
  properties: { card: id, count: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;

export const deckSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'riftbound-deck.schema.json',
  title: 'Riftbound deck',
  ...deckDefinition,
  $defs: { entry: deckEntry },
} as const;

/** The card set schema's type with each effect schema replaced by its mark alone. */
type MarkEffects<T> = T extends { readonly $comment: typeof EFFECT_MARK }
  ? { readonly $comment: typeof EFFECT_MARK }
  : T extends object
    ? { readonly [K in keyof T]: MarkEffects<T[K]> }
    : T;

/** One effect operation: its own type, from its schema and the definitions it names. */
export type Effect = FromSchema<{ readonly $defs: { readonly expression: {}; readonly instructionCost: typeof instructionCost; readonly unless: typeof unless; readonly wording: typeof wordingSchema; readonly group: typeof groupSchema; readonly chosenGroup: typeof chosenGroup } } & typeof effect>;
/** The type of a schema holding Riftbound cards (a card set, rules, a position), its effects typed as `Effect`. */
export type FromCardSchema<S> = FromSchema<MarkEffects<S> extends infer M extends JSONSchema ? M : never, { deserialize: [{ pattern: { readonly $comment: typeof EFFECT_MARK }; output: Effect }] }>;
export type CardSet = FromCardSchema<typeof cardSetSchema>;
export type CardDefinition = CardSet['cards'][number];
export type Deck = FromSchema<typeof deckSchema>;
export type Domain = (typeof DOMAINS)[number];
export type Keyword = (typeof KEYWORDS)[number];
export type KeywordEntry = NonNullable<CardDefinition['keywords']>[number];
export type KeywordGrant = Extract<Ability, { kind: 'passive' }>['keywords'] extends readonly (infer G)[] | undefined ? G : never;
export type Trigger = (typeof TRIGGERS)[number];
export type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;
export type TriggerSubject = NonNullable<TriggeredAbility['subject']>;
export type Ability = NonNullable<CardDefinition['abilities']>[number];
export type TargetSpec = NonNullable<CardDefinition['targets']>[number];
export type DependentKeyword = (typeof DEPENDENT_KEYWORDS)[number];
export type EquipCost = Exclude<NonNullable<CardDefinition['equip']>, readonly unknown[]>;

/** The fields of a step that say how much it counts. */
export type Quantity = Pick<Extract<Effect, { op: 'damage' }>, 'forEach' | 'forEachCount' | 'equalTo' | 'forEachLooked'> & { readonly amount?: number | undefined };
/** Which of the cards looked at an amount counts ("for each card with [Hidden]"). */
export type LookedFilter = NonNullable<Quantity['forEachLooked']>;
/** A group as card data states it (`all`, `forEach`). */
export type Group = NonNullable<Extract<NonNullable<CardDefinition['effects']>[number], { op: 'damage' }>['all']>;

/** A target declaration's schema, for the engine's whole views of declarations (cards/whole-views.ts). */
export const targetSchema: { readonly properties: Readonly<Record<string, unknown>> } = target;

/** An ability's schema (any kind), for the engine's whole views of abilities (cards/whole-views.ts). */
export const abilitySchema: { readonly anyOf: readonly unknown[] } = ability;

/** The schema of an activated ability's cost, for the engine's whole views (cards/whole-views.ts). */
export const activationCostSchema: { readonly properties: Readonly<Record<string, unknown>> } = activationCost;

/** The schema of a triggered ability's `subject`, for the engine's whole views (cards/whole-views.ts). */
export const triggerSubjectSchema: { readonly properties: Readonly<Record<string, unknown>> } = triggerSubject;
