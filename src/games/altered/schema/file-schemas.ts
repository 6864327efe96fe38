/**
 * JSON Schemas of Altered files, declared once (ajv, types, emitted for editors): mode rules
 * (with the adventure as data), card sets and decks.
 */
import { prose } from '../../../engine/schema/prose.js';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { cardSetSchemaFrame } from '../../../engine/schema/card-set-schema.js';

export const TERRAINS = ['forest', 'mountain', 'water'] as const;
/** Cooldown: a spell that goes to Reserve after it resolves arrives there exhausted (its reminder text; the glossary does not define it). */
export const KEYWORDS = ['defender', 'eternal', 'gigantic', 'seasoned', 'tough', 'cooldown'] as const;
/** `neutral`: of no faction, a token's only (the sets print neutral tokens; cards/cards.ts refuses any other card). */
export const FACTIONS = ['axiom', 'bravos', 'lyra', 'muna', 'ordis', 'yzmir', 'neutral'] as const;
export const STATUSES = ['fleeting', 'anchored', 'asleep', 'exhausted'] as const;
/**
 * The day's steps a card's modifier may name besides Rest (glossary 4.2, 6.2): Morning's
 * Succeed (the first-player marker passes), Prepare (cards ready), Draw and Expand (a card as a
 * mana orb); the beginning of Noon, Afternoon, Dusk and Night; Progress; Clean-up.
 */
export const DAILY_STEPS = ['succeed', 'prepare', 'morningDraw', 'expand', 'noon', 'afternoon', 'dusk', 'progress', 'night', 'cleanUp'] as const;
/** The steps a replacement may replace: a player's own Morning draw and Expand, each done by its player alone. */
export const REPLACEABLE_STEPS = ['morningDraw', 'expand'] as const;
/** Where a character goes at Rest: Reserve unless a replacement modifier says otherwise. */
export const REST_OUTCOMES = ['reserve', 'discard', 'stay', 'hand'] as const;

const id = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const terrains = { type: 'array', items: { enum: TERRAINS }, uniqueItems: true } as const;
const seatName = { type: 'string', pattern: '^[A-Z]$' } as const;
const violationSchema = {
  type: 'object',
  required: ['code', 'message', 'rule'],
  properties: { code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' }, message: { type: 'string' }, rule: { type: 'string' } },
  additionalProperties: false,
} as const;

const stats = {
  type: 'object',
  required: TERRAINS,
  properties: Object.fromEntries(TERRAINS.map((t) => [t, { type: 'integer', minimum: 0 }])) as Record<(typeof TERRAINS)[number], { type: 'integer'; minimum: 0 }>,
  additionalProperties: false,
} as const;

/** "If you are the first player": in team modes, when either teammate holds the marker. */
const ifFirstPlayer = { const: true, description: prose('Only if you (or a teammate) are the first player.') } as const;

/** "Me" (glossary 7.2.1): the card that carries the ability, or that created the reaction. */
const me = { const: true, description: prose('Applies to the card that carries the ability (for a reaction: the card that created it) instead of the target.') } as const;

/**
 * Who a player effect reaches (seed, 2v2 wording): "you"; "target": the targeted opponent (the
 * ability's target is `opponent`); "eachOpponent": "your opponent" is each of them. A
 * teammate is never an opponent. "eachPlayer": every player still in the game, you first.
 */
const player = { enum: ['you', 'target', 'eachOpponent', 'teammates', 'eachPlayer'], description: prose('Who: you (default), the targeted opponent, each opponent, each of your teammates, or each player (you first, then clockwise).') } as const;

/**
 * A step that uses a die's result (glossary 7.3.13.b): it happens only when the ability's
 * latest roll (`rollDie`, an earlier step) is from the first number to the second.
 */
const ifRoll = {
  type: 'array',
  items: { type: 'integer', minimum: 1, maximum: 6 },
  minItems: 2,
  maxItems: 2,
  description: prose('Only if the ability\'s latest die roll is within this range: [from, to], 1 to 6.'),
} as const;

/** What "If you control two or more ..." counts: characters in your expeditions, landmarks, or permanents (landmarks and expedition permanents). */
export const CONTROLLED = ['character', 'landmark', 'permanent'] as const;

/**
 * The statuses "If you control a [[Fleeting]] Character" and "per [[Boosted]] Character you
 * control" look for: the three statuses a character gains and loses, and `boosted`, a
 * character with one or more boosts (the reminder text of boosts: a +1/+1/+1 counter).
 */
export const CONTROLLED_STATUSES = ['fleeting', 'anchored', 'asleep', 'boosted'] as const;

/**
 * What a count of the characters a player controls may ask of each (characters only): a
 * status, a subtype (as the card data spells it, in the language read), or being a token.
 */
const characterQualities = {
  status: { enum: CONTROLLED_STATUSES, description: prose('Characters only: those with this status ("boosted": one or more boosts).') },
  subtype: { type: 'string', minLength: 1, description: prose('Characters only: those with this subtype.') },
  token: { const: true, description: prose('Characters only: those that are tokens.') },
} as const;

/**
 * "If you control two or more Landmarks, ...": a step that happens only if, as it resolves,
 * its player controls at least `count` objects of `cardType` in play (cards in Reserve are
 * not controlled); `other`: besides the card that carries the ability; characters may be
 * asked a status, a subtype or being tokens ("If you control a token", "two or more Plants").
 */
const ifControl = {
  type: 'object',
  required: ['count', 'cardType'],
  properties: { count: { type: 'integer', minimum: 1, maximum: 10 }, cardType: { enum: CONTROLLED }, other: { const: true }, ...characterQualities },
  additionalProperties: false,
  description: prose('Only if its player controls at least "count" objects of "cardType" in play ("other": besides the card that carries the ability; characters: with "status", "subtype" or "token").'),
} as const;


/**
 * Where an expedition stands against the one it races (docs/altered.md, decision: the glossary
 * does not define it): `behind` when it has moved forward fewer regions from its starting
 * region, `ahead` when more, `tied` when as many.
 */
export const STANDINGS = ['behind', 'ahead', 'tied'] as const;

/** "If my Expedition is behind, ...": a step that happens only if an expedition of the card that carries the ability stands so (a Gigantic one: either). */
const ifMyExpedition = { enum: STANDINGS, description: prose('Only if the expedition of the card that carries the ability (a Gigantic character: either of its controller\'s) is behind, ahead of or tied with the one it races.') } as const;

/**
 * The expeditions an effect names (glossary 7.4.3.f-g): a player's `hero` or `companion`
 * expedition; `target`: the expedition the ability targets, any player's; `mine`: the
 * expedition of the card that carries the ability (a Gigantic character: both of its
 * controller's); `other`: its controller's other one (a Gigantic character: none); `each`: both
 * of the player's; `facing`: the opponent's expedition that faces the card's own (the rules'
 * layout; a Gigantic character's: both that face it); `distributed` (tokens only): each token in an
 * expedition its player chooses as the step resolves, any player's.
 */
export const EXPEDITION_REFS = ['hero', 'companion', 'target', 'mine', 'other', 'each', 'facing', 'distributed'] as const;
const expeditionRef = { enum: EXPEDITION_REFS, description: prose('hero, companion: the player\'s; target: the targeted expedition, any player\'s; mine: the card\'s own (Gigantic: both); other: its controller\'s other (Gigantic: none); each: both of the player\'s; facing: the one facing the card\'s own (Gigantic: both); distributed (createToken only): each of its tokens in an expedition the ability\'s player chooses, any player\'s, one at a time as the step resolves.') } as const;

/**
 * "Create a [...] token in target Expedition, then it gains [[Anchored]]": the step acts on the
 * token (or tokens) the step right before it made, instead of the target (glossary 2.1.d: a new
 * object, in play once made).
 */
const made = { const: true, description: prose('Applies to the token or tokens the step right before it ("createToken") made, instead of the target.') } as const;

/** "You may" (glossary 5.2.3.e): the player takes or declines this step as it resolves. */
const optional = { const: true, description: prose('You may: the player takes or declines it as it resolves (the choose action).') } as const;

/**
 * An inner action (glossary 5.2.3.g): "you may pay [cost] to do [effect]", always optional,
 * chosen and paid in mana orbs as the ability resolves.
 */
const innerCost = { type: 'integer', minimum: 1, description: prose('An inner action: you may pay this many mana orbs, when it resolves, to do it.') } as const;

/** An inner action's own target (glossary 5.2.3.g): chosen as it resolves, when it is taken. */
const innerTarget = { enum: ['friendlyCharacter', 'anyCharacter'], description: prose('An inner action\'s own target, chosen as it resolves (with the choose action), instead of the ability\'s.') } as const;

/** Whose characters a group names (2v2 wording: "you" is you alone, never a teammate). */
export const GROUP_CONTROLLERS = ['you', 'opponents', 'everyone', 'target'] as const;

/**
 * A group of characters instead of a target: "Characters you control gain 1 boost", "Each other
 * Character you control gains 1 boost". The step acts on every character in play of these
 * players as it resolves (none chosen, so no Tough is paid); `other`: besides the card that
 * carries the ability. `wording` is how the text names the group, which the rules read alike.
 */
const all = {
  type: 'object',
  required: ['controller'],
  properties: {
    controller: { enum: GROUP_CONTROLLERS, description: prose("you: your characters (not a teammate's); opponents: your opponents'; everyone: every character in play; target: the targeted player's (\"controlled by target player\").") },
    other: { const: true, description: prose('Besides the card that carries the ability.') },
    wording: { enum: ['each', 'all'], description: prose('The text says "each Character ..." or "all Characters ..."; omitted, the plain plural "Characters ...".') },
    subtype: { type: 'string', minLength: 1, maxLength: 40, description: prose('Only the characters of this subtype, as passives make the subtypes ("Robots you control"; spelled as the card data spells it, in the language read).') },
    expedition: { const: 'target', description: prose('Only the characters in the targeted expedition (the ability\'s "expedition" target; a Gigantic one is in both of its controller\'s, glossary 7.4.3.b).') },
  },
  additionalProperties: false,
  description: prose('Every character in play of these players, as the step resolves, instead of the target.'),
} as const;

/**
 * "For each Permanent you control, you may activate its {J} abilities" (mechanics/activate-each.ts,
 * glossary 7.3.1.b-d): instead of a target, every object of this kind its player controls as the
 * step resolves, each in turn, each its own step (a "you may" step taken or declined for each).
 */
export const FOR_EACH_KINDS = ['permanent', 'character'] as const;
const forEach = {
  type: 'object',
  required: ['cardType'],
  properties: {
    cardType: { enum: FOR_EACH_KINDS, description: prose('permanent: the landmarks and expedition permanents its player controls; character: the characters in their expeditions.') },
    other: { const: true, description: prose('Besides the card that carries the ability ("each other Character").') },
  },
  additionalProperties: false,
  description: prose('Instead of a target: the step is done on each object of this kind its player controls as it resolves, one after the other (a "you may" step offered for each).'),
} as const;

/** The kinds of card a "next card you play" effect names: a permanent is a landmark or an expedition permanent. */
export const NEXT_PLAY_TYPES = ['character', 'spell', 'permanent'] as const;
/** Until when a "next card" effect waits; "now": the card is played at once, as the step resolves (mechanics/play-now.ts). */
export const NEXT_PLAY_UNTIL = ['turn', 'afternoon', 'now'] as const;

/** The zones "If your hand is empty," and "If your Reserve is empty," look at. */
export const EMPTY_ZONES = ['hand', 'reserve'] as const;

/** "If your hand is empty, ...": a step that happens only if, as it resolves, that zone of its player holds no card. */
const ifEmpty = { enum: EMPTY_ZONES, description: prose('Only if, as it resolves, this zone of its player (hand or Reserve) holds no card.') } as const;

/**
 * What "If you have three or more ..." and "per ..." count, as the step resolves (reads/counts.ts):
 * `reserveCards`, the cards in its player's Reserve; `zeroBaseStatistics`, the statistics of 0
 * among the base statistics (the printed ones, Altered glossary 2.3.1.a) of the characters its
 * player controls (in Reserve, none is controlled); `expeditions`, every player's expeditions
 * whose region has `terrain` (in the Arena, every expedition: it has all three);
 * `exhaustedReserveCards`, the exhausted cards in its player's Reserve; `characters`, the
 * characters its player controls (in their expeditions), with a `status` or a `subtype` if given;
 * `regionsBetweenExpeditions`, the regions between its player's Hero and Companion expeditions
 * (0 when they are adjacent or have met).
 */
export const COUNTED = ['reserveCards', 'zeroBaseStatistics', 'expeditions', 'exhaustedReserveCards', 'characters', 'regionsBetweenExpeditions'] as const;
const counted = {
  type: 'object',
  required: ['what'],
  properties: { what: { enum: COUNTED }, terrain: { enum: TERRAINS, description: prose('expeditions: the terrain of their region (and only then).') }, status: characterQualities.status, subtype: characterQualities.subtype },
  additionalProperties: false,
  description: prose('What is counted: the cards in your Reserve, the base statistics of 0 of the characters you control, the expeditions in a region of a terrain, or the exhausted cards in your Reserve.'),
} as const;

/** "If you have two or more cards in Reserve, ...": a step that happens only if, as it resolves, at least `atLeast` of `of` are counted. */
const ifHave = {
  type: 'object',
  required: ['atLeast', 'of'],
  properties: { atLeast: { type: 'integer', minimum: 2, maximum: 10 }, of: counted },
  additionalProperties: false,
  description: prose('Only if, as it resolves, at least "atLeast" of what "of" counts are there.'),
} as const;

/** "I gain 2 boosts per card in your Reserve": the boosts are `amount` times what is counted as the step resolves (none counted: no boost). */
const per = { ...counted, description: prose('The amount is given once per thing counted, as the step resolves.') } as const;

/** "If it is [[Asleep]], ...": a step that happens only if, as it resolves, the object it acts on has this status (glossary 5.2.3.f). */
const ifStatus = { enum: ['fleeting', 'anchored', 'asleep'], description: prose('Only if, as it resolves, the object the step acts on (its target, or "me") has this status.') } as const;

/**
 * How the text joins a step to the one before, in one sentence: "gains 2 boosts and loses
 * [[Asleep]]" (`and`), "[Resupply], then [Sabotage]" (`then`); or a sentence of its own that
 * opens with "Then," (`thenSentence`). The rules do the steps in order all the same; the card
 * reads back as printed.
 */
const link = {
  enum: ['and', 'then', 'to', 'thenSentence'],
  description: prose('Printed in one sentence with the step before, after "and", ", then", or "to" (after "you may ...": what that step is done for, which needs "ifDone"); or (thenSentence) as a sentence of its own opening with "Then," ("Puis,"), never an ability\'s first; the rules do them in order all the same.'),
} as const;

/**
 * "If you do, ..." and "You may [step] to [this]" (glossary 5.2.3.g: the step before is what
 * this one costs): a step that happens only if the step before it in the ability happened (taken,
 * not declined, and found something to act on).
 */
const ifDone = { const: true, description: prose('Only if the step before it happened: taken (not declined) and done on something (a card chosen, a target still there).') } as const;

/**
 * "Otherwise, ..." ("Sinon, ...") and "If you can't, ..." ("Si vous ne pouvez pas le faire, ..."):
 * a step that happens only if the step before it in the ability did not, because a condition of
 * that step did not hold (`otherwise`; glossary 5.2.3.f), or for any reason at all: declined,
 * nothing to act on, or a condition (`ifNotDone`). mechanics/otherwise-steps.ts.
 */
const otherwise = { const: true, description: prose('"Otherwise": only if the step before it did not happen because one of its conditions ("if ...") did not hold as it resolved.') } as const;
const ifNotDone = { const: true, description: prose('"If you can\'t": only if the step before it did not happen (a condition, declined, or nothing to act on).') } as const;

/**
 * "If I have 3 or more boosts, ...", "If I have 4 boosts or less, ...": a step that happens
 * only if, as it resolves, the card that carries the ability has at least `atLeast` (or at
 * most `atMost`) boosts (glossary 5.2.3.f: checked then, as the official rulings say of a
 * boost gained after the ability triggered); a card that left play without keeping its boosts has none.
 */
const ifMyBoosts = {
  type: 'object',
  properties: { atLeast: { type: 'integer', minimum: 1, maximum: 20 }, atMost: { type: 'integer', minimum: 0, maximum: 20 } },
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  description: prose('Only if, as it resolves, the card that carries the ability has at least "atLeast" boosts (or at most "atMost").'),
} as const;

/**
 * "If I'm in {M}, ...", "Unless I'm in {O}, ...": a step that happens only if, as it resolves,
 * the card that carries the ability is (`unless`: is not) in an expedition whose region has
 * `terrain` (a Gigantic character: either of its expeditions; out of play it is in none).
 */
const ifMyTerrain = {
  type: 'object',
  required: ['terrain'],
  properties: { terrain: { enum: TERRAINS }, unless: { const: true, description: prose('Only if it is not.') } },
  additionalProperties: false,
  description: prose('Only if, as it resolves, the card that carries the ability is in an expedition whose region has this terrain ("unless": only if it is not; out of play it is in none).'),
} as const;

/**
 * "... after Rest" (the official rulings: once the characters went to Reserve, before
 * Clean-up): the step is not done as its ability resolves but waits, with the ability's target,
 * until the Rest of this Day is over, then is played as an Emblem-Reaction of its player.
 */
const afterRest = { const: true, description: prose('Done after the Rest of this Day, before Clean-up, as a reaction of its player, on the target chosen now.') } as const;

/**
 * A named counter (Altered glossary 2.1.i: a marker put on an object, which is no object): "Cobalt",
 * "Ordeal", as the card prints its name in the language read (a subtype is kept so too). Counters
 * other than boosts change no statistic; an object loses them all as it leaves play (mechanics/counters.ts).
 */
const counterName = { type: 'string', minLength: 1, maxLength: 30, pattern: '^\\p{Lu}\\p{L}*$' } as const;

/**
 * "Spend 1 of my Cobalt counters": this many of the named counters of the card that carries the
 * ability. As a step's modifier, "you may spend ... to [step]" ("you may pay {1} and spend ... to",
 * with `innerCost`): an inner action (glossary 5.2.3.g) paid as it resolves, which cannot be taken
 * while the card has fewer; as a quick action's cost, "{T}, Spend 1 of my Cobalt counters:".
 */
const spend = {
  type: 'object',
  required: ['counter', 'amount'],
  properties: { counter: counterName, amount: { type: 'integer', minimum: 1, maximum: 10 } },
  additionalProperties: false,
} as const;

/**
 * "If it's in {V}", "If its Expedition is behind", "If it's in a terrain where its base statistic
 * is 0": a step that happens only if the character the reaction's event is about (the card
 * played, the character joining) is, as the step resolves, in an expedition whose region has
 * `terrain` (as passives make the regions), in an expedition that stands so (`expedition`), or
 * in an expedition whose region has a terrain for which its base statistic (the printed one,
 * glossary 2.3.1.a) is 0 (`zeroBaseStatistic`). Out of play, it is in none.
 */
const ifIt = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  properties: { terrain: { enum: TERRAINS }, expedition: { enum: STANDINGS }, zeroBaseStatistic: { const: true } },
  additionalProperties: false,
  description: prose('Only if the character of the reaction\'s event is so placed.'),
} as const;

/** "Gains X boosts, where X is the result": the amount times the result of the ability's latest roll (glossary 7.3.13.b: the step after a roll uses its result). */
const byRoll = { const: true, description: prose('The amount is multiplied by the result of the ability\'s latest die roll (a "rollDie" step before it): "gains X boosts, where X is the result".') } as const;

/** What every step may carry around it: whether it happens, what it costs, and how the text joins it to the step before (steps.ts reads them the same way for every step). */
/** "If it's a Permanent, ...": a step after a card chosen and moved (moved-card.ts). */
const ifMoved = { enum: ['character', 'spell', 'permanent'], description: prose('Only if the card the latest card step of the ability moved ("put a card from your hand in Reserve") is of this type (permanent: a landmark or an expedition permanent); none moved, the step does not happen.') } as const;

const stepModifiers = { ifFirstPlayer, ifRoll, ifControl, ifMyExpedition, ifEmpty, ifHave, ifStatus, ifMyBoosts, ifMyTerrain, ifMoved, ifDone, otherwise, ifNotDone, afterRest, optional, innerCost, spend, link } as const;

/** The conditions among a step's modifiers: printed before a sentence, they hold for each of its steps, checked once (glossary 5.2.3.f). */
export const STEP_CONDITIONS = ['ifFirstPlayer', 'ifRoll', 'ifControl', 'ifMyExpedition', 'ifEmpty', 'ifHave', 'ifStatus', 'ifMyBoosts', 'ifMyTerrain', 'ifMoved'] as const;

/** The zones a card is chosen from and moved to by "put a Spell from your hand in Reserve" and its kin. */
export const CARD_ZONES = ['hand', 'reserve', 'discard'] as const;
/** The zones such a step may take its card from: those, and the Mana zone ("Discard one of your Mana Orbs": any orb, ready or exhausted, chosen unseen by others). */
export const CARD_SOURCES = [...CARD_ZONES, 'mana'] as const;
/** The kinds of card such a step may be limited to ("a Spell from your Reserve"): a permanent is a landmark or an expedition permanent. */
export const CHOSEN_CARD_TYPES = ['character', 'spell', 'permanent'] as const;
/** The card a quick action's cost gives up: a card of its player's Reserve (discarded), or a character they control (sacrificed). */
export const QUICK_COST_CARDS = ['reserveCard', 'character'] as const;
/** What a sacrifice chosen as it resolves ("sacrifice a Character ...") has its player choose among their objects in play. */
export const CHOSEN_SACRIFICES = ['character', 'characterOrPermanent'] as const;

const effect = {
  anyOf: [
    {
      type: 'object',
      required: ['op'],
      description: prose('Roll a six-sided die from the game\'s seeded generator (glossary 7.3.13.a): the steps after it marked "ifRoll" happen only when the result is in their range.'),
      properties: {
        op: { const: 'rollDie' },
        // How the text lays out the results, which the rules read alike (glossary 7.3.13.b).
        listed: { const: true, description: prose('The text lists the results after the roll as bullets ("On a:" then "• 4+, ..."); omitted, each in its own sentence ("On a 4+, ...").') },
        // Where the text names the ability's target, which is chosen when the ability is declared either way (glossary 5.2.3.b).
        aims: { enum: ['before', 'after'], description: prose('The text names the ability\'s target in the roll\'s sentence: before the roll ("Target a Character, then roll a die") or after it ("Roll a die, then target a Character"); the steps after it act on that target.') },
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    { type: 'object', required: ['op', 'amount'], properties: { op: { const: 'draw' }, amount: { type: 'integer', minimum: 1 }, player, ...stepModifiers }, additionalProperties: false },
    {
      type: 'object',
      required: ['op', 'expedition', 'regions'],
      description: prose('Moves an expedition forward (positive) or back (negative) along its track; no effect in the Arena.'),
      properties: {
        op: { const: 'moveExpedition' },
        expedition: expeditionRef,
        regions: { type: 'integer', not: { const: 0 } },
        player,
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'expedition'],
      description: prose('"Target Expedition can\'t move forward this Day": the expeditions named never advance for the rest of this Day, at Progress or by an effect, the negative effect winning (glossary 1.4.2.a; held-expeditions.ts).'),
      properties: { op: { const: 'holdThisDay' }, expedition: expeditionRef, player, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'amount'],
      properties: { op: { const: 'exhaustOrbs', description: prose('Exhaust that many ready mana orbs (as many as there are).') }, amount: { type: 'integer', minimum: 1 }, player, ...stepModifiers },
      additionalProperties: false,
    },
    // "counter": named counters instead of boosts ("I gain 3 Cobalt counters", the card itself, "me"; mechanics/counters.ts), "ifIt" before them.
    // "byRoll": "gains X boosts, where X is the result" of the ability's latest roll (glossary 7.3.13.b).
    { type: 'object', required: ['op', 'amount'], properties: { op: { const: 'boost' }, amount: { type: 'integer', minimum: 1 }, per, ...stepModifiers, innerTarget, me, all, made, counter: counterName, ifIt, byRoll }, additionalProperties: false },
    // One shape for both statuses gained.
    {
      type: 'object',
      required: ['op'],
      properties: {
        op: { enum: ['anchor', 'sleep'], description: prose('The character gains Anchored (anchor) or Asleep (sleep).') },
        ...stepModifiers,
        innerTarget,
        me,
        all,
        made,
        // "Each player chooses a Character they control. It gains [[Asleep]]": no target, each player's own choice as it resolves.
        chosen: { const: 'character', description: prose('Instead of a target: as the step resolves, each player named ("player") chooses a character they control, in turn order, and that character gains the status.') },
        player,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Readies the character (it loses Exhausted): its exhaust ability can be used again, within the 100 uses of one quick action a day (glossary 1.4.6.b); with "inReserve", an exhausted card in a Reserve, which can then be played and use its support ability.'),
      properties: {
        op: { const: 'ready' },
        yourReserve: { const: true, description: prose('"Ready all cards in your Reserve": every card of its player\'s Reserve, no target (one ready already stays so).') },
        inReserve: {
          const: true,
          description: prose('An exhausted card in any player\'s Reserve, no target: chosen as the step resolves ("you may ready an exhausted card in Reserve"; the choose action\'s "target", or declined). Only a "you may" step ("optional").'),
        },
        ...stepModifiers,
        innerTarget,
        me,
        all,
        made,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'trigger'],
      description: prose('"Activate [a reaction]" (glossary 7.3.1.b-d): the target\'s (or my) reactions with this trigger activate as if it happened; the reaction is the target\'s, and counts toward its 100 a day.'),
      properties: {
        op: { const: 'activate' },
        trigger: { enum: ['played', 'atNoon', 'atDusk', 'atNight', 'expeditionMoves', 'toReserve', 'boosted'] },
        forEach,
        ...stepModifiers,
        innerTarget,
        me,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Sends the character from its expedition to its owner\'s Reserve (glossary 2.4.6.c, 7.4.4.c): the rules\' modifiers of every such move apply (Fleeting: to Discard instead), Seasoned keeps its boosts, and "when I go to Reserve" reactions trigger.'),
      properties: { op: { const: 'sendToReserve' }, ...stepModifiers, innerTarget, me, all, made },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('The character switches expeditions: it leaves its expedition for its controller\'s other one, staying in the Expedition zone (the same object, its statuses and boosts kept). A Gigantic character is in both and has no other one (glossary 7.4.3.b, 7.4.3.g): it stays.'),
      properties: { op: { const: 'switchExpedition' }, ...stepModifiers, innerTarget, me, all, made },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Sacrifice: send a character you control to Discard (a token ceases to exist). Only your own: the target must be a friendly character, or "me", or one chosen as the step resolves ("chosen").'),
      properties: {
        op: { const: 'sacrifice' },
        chosen: {
          enum: CHOSEN_SACRIFICES,
          description:
            prose('A sacrifice of "a Character" (or Permanent): no target; as the step resolves, each player named ("player") chooses one of their own characters in play (characterOrPermanent: or a landmark or an expedition permanent), and must if they have one (glossary 7.3.19.a).'),
        },
        in: { const: 'mine', description: prose('With "chosen": only one in the expedition of the card whose ability it is ("Sacrifice a Character in my Expedition"; a Gigantic card\'s: either; a card out of play is in none).') },
        count: { type: 'integer', minimum: 2, maximum: 10, description: prose('With "chosen": how many each player sacrifices ("Sacrifice two Characters"), one at a time; a player with fewer sacrifices all they have.') },
        subtype: { type: 'string', minLength: 1, maxLength: 40, description: prose('With "chosen": only characters of this subtype ("Sacrifice a Robot or Permanent"; with characterOrPermanent, any landmark or expedition permanent too), as passives make the subtypes; spelled as the card data spells it, in the language read.') },
        other: { const: true, description: prose('With "chosen": not the card that carries the ability ("another Robot or Permanent").') },
        player,
        ...stepModifiers,
        innerTarget,
        me,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'card', 'expedition'],
      description:
        prose('Creates a token character in the expedition named: of each player named (a teammate\'s too: the seed\'s one way into a teammate\'s zones), or the targeted one, the card\'s own, its other, each of yours. The token is controlled by the expedition\'s player.'),
      properties: {
        op: { const: 'createToken' },
        card: id,
        expedition: expeditionRef,
        count: { type: 'integer', minimum: 2, maximum: 10, description: prose('How many of the token are created in each expedition named ("Create two ... tokens"); omitted, one.') },
        per: { ...per, description: prose('As many tokens (times "count") as there are things counted as the step resolves ("create one ... token ... per Robot you control"; none counted: none made).') },
        wording: { enum: ['id', 'onlyOne'], description: prose('How the text names the token, which the rules read alike: id, by its card\'s id in capitals ("[MANA_MOTH]"), not by its name and statistics; onlyOne, "create only one" after a step that creates several of the same token in the same expedition.') },
        player,
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'until'],
      description:
        prose('"The next [card] you play this turn / this Afternoon costs {N} less", "is free" or "gains N boosts": the next card of this type (or subtype) you play before the turn (or the Afternoon of this day) ends costs less (never below 0; after Tough), or, a character, gains the boosts once it joins its expedition. Used by that card, whether or not it needed it.'),
      properties: {
        op: { const: 'nextPlay' },
        cardType: { enum: NEXT_PLAY_TYPES, description: prose('Only a card of this type (permanent: a landmark or an expedition permanent); omitted, any card.') },
        until: {
          enum: NEXT_PLAY_UNTIL,
          description:
            prose('turn: the card must be played this turn; afternoon: in the Afternoon of this day (made before it, at Noon, it waits for it); now: "immediately play a Character for {N} less": the card is played at once, as the step resolves: its player chooses one of theirs in hand or in Reserve they can afford (for it) and an expedition (the choose action\'s "card" and "expedition"); it enters play as any card played does, outside their turn\'s one card; it must be played if one can be, unless "optional"; the steps after it on "it" act on it (the ability has no target of its own).'),
        },
        subtype: { type: 'string', minLength: 1, maxLength: 40, description: prose('Only a card of this printed subtype ("the next Plant"), of any type.') },
        from: { enum: ['hand', 'reserve'], description: prose('Only a card played from this zone ("the next Character you play from your Reserve"); omitted, from either.') },
        costLess: { type: 'integer', minimum: 1 },
        free: { const: true, description: prose('"is free": the card is played without paying its cost at all, not even what raises it (Altered glossary 7.4.5.c: Tough\'s extra cost too, unless the knob "toughWhenFree" is "paid").') },
        boosts: { type: 'integer', minimum: 1, description: prose('Boosts a character gains once it is in its expedition.') },
        loses: { const: 'fleeting', description: prose('"loses [[Fleeting]]": a character (cardType "character" only) does not stay Fleeting as it enters play (from Reserve or as an ability, glossary 2.4.6).') },
        activates: { const: 'reserve', description: prose('"activates its {R} abilities (as if it had been played from Reserve)": a character (cardType "character" only) played from the hand also activates its {R} reactions as it enters play (glossary 6.3); several such effects used by one card activate them once.') },
        handCostAtMost: { type: 'integer', minimum: 0, maximum: 10, description: prose('Only a card whose printed Hand Cost is at most this ("the next Character you play this turn with Hand Cost {3} or less"), whatever zone it is played from.') },
        gains: { const: 'anchored', description: prose('"gains [[Anchored]]": a character (cardType "character" only) gains Anchored once it is in its expedition (glossary 2.4.4).') },
        player: {
          ...player,
          description: prose(
            'Whose next card (each player named, in turn from the ability\'s player and clockwise); with until "now", "Starting with you, each player may immediately play a card ...": each player named plays one of theirs at once in turn, the ability\'s player first (a card step\'s choosers), a player with none to play passed over.',
          ),
        },
        me: { const: true, description: prose('"You may play me for free" (until "now" only, no "cardType"): the card played is the character that carries the ability itself, from its player\'s hand or Reserve where it is as the step resolves; anywhere else nothing is played.') },
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Resupply: the top card of the deck of each player named goes to their Reserve, as a card everyone sees; "exhausted" (Exhausted Resupply): it arrives exhausted, so it can neither be played nor use its support ability until it is readied. An empty deck gives nothing.'),
      properties: {
        op: { const: 'resupply' },
        exhausted: { const: true },
        player,
        again: { const: true, description: prose('The text says "then may do it again" after the same step (the wording of this copy of it, joined by "then" and done only if the step before was).') },
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'amount'],
      description:
        prose('The top cards of the deck of each player named go to their Mana zone as exhausted mana orbs, face down (the Mana zone is hidden, glossary 3.1.3.d): as many as the deck holds; an empty deck gives nothing.'),
      properties: { op: { const: 'deckToMana' }, amount: { type: 'integer', minimum: 1 }, player, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'amount'],
      description: prose(
        'The top cards of the player\'s deck are revealed (everyone sees them, glossary 3.1.3), the player chooses one of them as the step resolves (the choose action\'s "card"), which goes to their Reserve, and the others go to their Discard (mechanics/revealed-cards.ts); as many as the deck holds.',
      ),
      properties: {
        op: { const: 'revealTop' },
        amount: { type: 'integer', minimum: 2, maximum: 9 },
        intoExpeditions: {
          type: 'object',
          required: ['upTo'],
          additionalProperties: false,
          description: prose(
            '"Choose up to three Characters from these cards and put them in your Expeditions. (They gain [[Fleeting]].) Discard the other cards.": instead of one card to Reserve, the player chooses up to "upTo" of the revealed characters one at a time, each with the expedition of theirs it goes to (the choose action\'s "card" and "expedition"; declined, no more), each put there at once, not played (its {J} reactions activate, not its {H} nor {R}; glossary 2.1.c: a new object), Fleeting with "fleeting"; the other revealed cards go to Discard.',
          ),
          properties: { upTo: { type: 'integer', minimum: 1, maximum: 4 }, fleeting: { const: true } },
        },
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'zones'],
      description: prose('Each player named discards every card of these zones of theirs, their hand and, if named, their Reserve (glossary 3.1.3: each a zone of its own player), as cards everyone then sees in Discard; an empty zone gives nothing.'),
      properties: {
        op: { const: 'discardAll' },
        zones: { type: 'array', items: { enum: ['hand', 'reserve'] }, minItems: 1, maxItems: 2, uniqueItems: true, description: prose('The zones emptied, in the order the text names them: "hand", then "reserve".') },
        player,
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description: prose('The character gains the Fleeting status: if it would go from its expedition to Reserve, it goes to Discard instead (glossary 2.4.6.c).'),
      properties: { op: { const: 'fleeting' }, ...stepModifiers, innerTarget, me, all, made },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'statuses'],
      description: prose('"Target Character gains [[Fleeting]], [[Anchored]] or [[Asleep]]": as the step resolves, its player chooses one of these statuses (the choose action\'s "status"), which the character gains (mechanics/status-choice.ts).'),
      properties: {
        op: { const: 'statusOfChoice' },
        statuses: { type: 'array', items: { enum: ['fleeting', 'anchored', 'asleep'] }, minItems: 2, maxItems: 3, uniqueItems: true, description: prose('The statuses to choose from, in the order printed.') },
        ...stepModifiers,
        me,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'status'],
      description: prose('The character loses a status: Fleeting, Anchored or Asleep.'),
      properties: { op: { const: 'lose' }, status: { enum: ['fleeting', 'anchored', 'asleep'] }, ...stepModifiers, innerTarget, me, all, made },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Sabotage: discard up to one card from a Reserve, any player\'s. The card is chosen as the step resolves (the choose action with its "target", or declined for none); with no card in any Reserve, nothing happens.'),
      properties: { op: { const: 'sabotage' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description: prose('"You win the game": the team of the step\'s player wins at once, unless the game has a winner already (mechanics/controls-each.ts).'),
      properties: { op: { const: 'winGame' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('After You: its player\'s Afternoon turn ends as if they had played a card (they have not passed, and play again on a later turn). Only a quick action (an exhaust or support ability) has it, as quick actions are used on one\'s own turn.'),
      properties: { op: { const: 'afterYou' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Discards the target from play: a character, a landmark or an expedition permanent goes to its owner\'s Discard (a token ceases to exist). Not a sacrifice: any player\'s object may be discarded (glossary 7.3.19). A "reserveCard" target goes from its Reserve to its owner\'s Discard (mechanics/reserve-discards.ts).'),
      properties: { op: { const: 'discard' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description: prose('Returns the target (a character, a landmark or an expedition permanent in play) to its owner\'s hand (a token ceases to exist, glossary 2.1.d).'),
      properties: { op: { const: 'returnToHand' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description: prose('Returns the target (a character, a landmark or an expedition permanent in play) to the top of its owner\'s deck, where it is the next card drawn (a token ceases to exist, glossary 2.1.d).'),
      properties: { op: { const: 'returnToDeck' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Puts the target (a character, a landmark or an expedition permanent in play) or "me" in its owner\'s Mana zone as an exhausted mana orb, face down (glossary 1.4.3.a, 3.1.3.d): it leaves play (a token ceases to exist, 2.1.d). A spell\'s "me" is the spell as it resolves, found in Limbo or where it went once resolved (Reserve or Discard).'),
      properties: {
        op: { const: 'toMana' },
        wording: { const: 'yours', description: prose('The text says "your Mana zone" (a card\'s own spell): the card goes to its owner\'s all the same (glossary 1.4.3.a).') },
        ...stepModifiers,
        me,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'innerCost'],
      description: prose('"You may pay {2}." as a step of its own: the payment its player may make as it resolves (an inner action, glossary 5.2.3.g), nothing else; a step after it with "ifDone" ("If you do, ...") happens only if it was paid.'),
      properties: { op: { const: 'pay' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'me'],
      description:
        prose('"Put me in Reserve" in the reaction of a card to its own sacrifice ("sacrificed"): the card itself, found in its owner\'s Discard where the sacrifice put it (glossary 2.1.e, 7.3.19.a), goes to their Reserve, a new object there without statuses or boosts; not there any more (a replacement sent it elsewhere, or it left), the step does not happen.'),
      properties: { op: { const: 'reserveFromDiscard' }, me, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Exhausts the target card in a Reserve (a "reserveCard" target): until the Morning it cannot be played and has no support ability (seed 003, Afternoon: quick actions); with "me", the card itself, in play or in the Reserve its reaction found it in. A card exhausted already is not exhausted again (glossary 1.4.1.c): the step does not happen.'),
      properties: {
        op: { const: 'exhaust' },
        me,
        everyReserveCard: { const: true, description: prose('"Exhaust all cards in Reserve": every card in the Reserve of every player still in the game, no target (decision, docs/altered.md).') },
        sent: { const: true, description: prose('"Then exhaust them": the characters the step right before (a group sent to Reserve) put in a Reserve, found there (glossary 2.1.e), instead of the target.') },
        ...stepModifiers,
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op'],
      description:
        prose('Exchanges the target card in your Reserve (a "reserveCard" target in your own Reserve) with a card of your hand you choose as the step resolves: the target goes to your hand and the chosen card to your Reserve, each a new object there (glossary 2.1.c: the card put in Reserve is ready). Nothing happens unless both cards are there.'),
      properties: { op: { const: 'exchange' }, ...stepModifiers },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['op', 'from', 'to'],
      description:
        prose('Each player named chooses a card of theirs in one zone as the step resolves (not a target: any card there, seen by its owner alone in the hand, glossary 1.4.5.a) and moves it to another zone of theirs, where it is a new object (2.1.c): "Put a Spell from your hand in Reserve", "Discard a card from your Reserve", another card of one\'s Reserve returned to the hand, "Target opponent discards a Spell from their hand". A player with no such card does nothing.'),
      properties: {
        op: { const: 'moveCard' },
        from: { enum: CARD_SOURCES },
        to: { enum: CARD_ZONES },
        cardType: { enum: CHOSEN_CARD_TYPES, description: prose('Only a card of this type (permanent: a landmark or an expedition permanent); omitted, any card.') },
        other: { const: true, description: prose('Another card: not the one that carries the ability.') },
        wording: { const: 'payAnd', description: prose('With "innerCost": the text says "you may pay {1} and put a card ... to ...", the card moved a part of what the step after it is done for; the rules read it as "you may pay {1} to put a card ...".') },
        player,
        ...stepModifiers,
      },
      additionalProperties: false,
    },
  ],
} as const;
/** The effect schema's type, named so that the schemas holding it print it once in declarations. */
export type EffectSchema = typeof effect;

/**
 * The effect step as a published file of its own (`altered-effect.schema.json`), listed before
 * the card format so that the card format names it from there and stays under 3,000 lines.
 */
export const alteredEffectFileSchema: object = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'altered-effect.schema.json', title: 'Altered effect step', ...effect };


/**
 * friendlyCharacter: one of yours (not a teammate's); anyCharacter: any, allied or enemy;
 * opponent: one of your opponents (a player); reserveCard: a card in any player's Reserve
 * (only an ability that names the Reserve targets there: glossary, Targeting); expedition: any
 * player's hero or companion expedition (seed 2v2 wording: allied or enemy; an expedition has
 * no Tough), chosen as `<seat>:<side>`; friendlyPermanent, anyPermanent: a landmark or an
 * expedition permanent in play, yours or any; anyCharacterOrPermanent: any character, landmark
 * or expedition permanent in play; player: any player in the game, you or a teammate too ("target
 * player"), whose characters a group names.
 */
export const TARGETS = ['friendlyCharacter', 'anyCharacter', 'opponent', 'reserveCard', 'expedition', 'friendlyPermanent', 'anyPermanent', 'anyCharacterOrPermanent', 'player'] as const;

/**
 * A target in play qualified by its Hand Cost (a characteristic, glossary 1.2.2.c): "target
 * Character with Hand Cost {3} or less" (`atMost`), "target Permanent ... {4} or more" (`atLeast`).
 */
const targetHandCost = {
  type: 'object',
  minProperties: 1,
  properties: {
    atMost: { type: 'integer', minimum: 0 },
    atLeast: { type: 'integer', minimum: 0 },
    atMostCounted: { ...counted, description: prose('"{X} or less, where X is the number of ...": at most what this counts for the ability\'s player as the target is chosen (instead of "atMost").') },
  },
  additionalProperties: false,
  description: prose('Only characters or permanents whose Hand Cost is at most / at least this ("target Character with Hand Cost {3} or less").'),
} as const;

/**
 * A target in play limited by where it is or what it is not (glossary, Targeting: a target may
 * have to be in a given zone): `other`, "another target Character", is never the card that
 * carries the ability; `in: "mine"`, "target Character in my Expedition", is in that card's
 * own expedition (a Gigantic card's: either of them); `terrain`, "target Character in {V}", is in
 * an expedition whose region has that terrain (as passives make the regions).
 */
const targetScope = {
  type: 'object',
  minProperties: 1,
  properties: {
    other: { const: true },
    in: {
      enum: ['mine', 'other', 'facing'],
      description: prose('mine: only an object in the expedition of the card whose ability it is ("target Character in my Expedition"); other: only one in its controller\'s other expedition ("target Character in your other Expedition"; a Gigantic card has none, glossary 7.4.3.g); facing: only one in the opponent\'s expedition facing the card\'s own ("target Character in the Expedition facing me"; a Gigantic card\'s: both).'),
    },
    terrain: { enum: TERRAINS, description: prose('Only an object in an expedition whose region has this terrain ("target Character in {V}"; in the Arena, every region has all three).') },
    yours: { const: true, description: prose('A "reserveCard" target: only a card in the ability\'s player\'s own Reserve ("target card from your Reserve").') },
    cardType: { enum: CHOSEN_CARD_TYPES, description: prose('A "reserveCard" target: only a card of this type ("target Spell in your Reserve"; permanent: a landmark or an expedition permanent).') },
    expeditionPermanents: { const: true, description: prose('An "anyCharacterOrPermanent" target: of the permanents, only expedition permanents ("target Character or Expedition Permanent"), no landmark.') },
    exhausted: { const: true, description: prose('A "reserveCard" target: only an exhausted card ("target exhausted card from a Reserve"; mechanics/reserve-discards.ts).') },
    maxStatistic: { type: 'integer', minimum: 0, maximum: 20, description: prose('A character target: only one none of whose statistics, with its boosts, is over this ("with no statistic over 3"; the official rulings count the boosts).') },
    statuses: { type: 'array', items: { enum: CONTROLLED_STATUSES }, minItems: 1, uniqueItems: true, description: prose('A character target: only one with any of these statuses ("target [[Fleeting]] or [[Asleep]] Character"; boosted: one or more boosts).') },
  },
  additionalProperties: false,
  description: prose('Only objects other than the ability\'s card ("another target Character"), or only those in its expedition ("target Character in my Expedition"); a card in Reserve: only in your own Reserve, or of a type.'),
} as const;

/**
 * Several targets chosen for one "target" (glossary 5.2.3.b: each object at most once for it):
 * "up to two target Characters" (`upTo`; without it, "any number of target Characters"), and
 * bounded by their sum as they are chosen, "with a total Hand Cost {6} or less", "with total
 * {M} of 4 or less" (`total`: a statistic counts the boosts, as the official rulings say).
 * Zero targets is a legal choice.
 */
const targetCount = {
  type: 'object',
  minProperties: 1,
  properties: {
    upTo: { type: 'integer', minimum: 1, maximum: 9 },
    total: {
      type: 'object',
      required: ['of', 'atMost'],
      properties: { of: { enum: ['handCost', ...TERRAINS] }, atMost: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
  description: prose('Several targets in play for the ability\'s one "target": at most "upTo" (any number without it), their Hand Costs or statistics summing to at most "total.atMost"; none is a legal choice.'),
} as const;

/**
 * A card's modifier (glossary 6.2): a replacement ("instead") or additive ("also") change to
 * a step while the card is in play. `rest`: a character of `to` going to Reserve at Rest;
 * `leave`: the character itself leaving the Expedition zone, by any cause; a daily step
 * (`DAILY_STEPS`): the step as the day reaches it (mechanics/step-modifiers.ts); `rollDie` and
 * `resupply`: an atomic action inside an effect, its controller's die roll (glossary 6.2.d,
 * 7.3.13.c; mechanics/roll-modifiers.ts) or Resupply (mechanics/resupply-replacement.ts).
 */
const modifier = {
  anyOf: [
    {
      type: 'object',
      required: ['step', 'to'],
      anyOf: [{ required: ['instead'] }, { required: ['also'] }],
      properties: {
        step: { const: 'rest' },
        to: { enum: ['self', 'friendlyCharacters'] },
        instead: { enum: REST_OUTCOMES, description: prose('Where the character goes instead of the Reserve.') },
        also: { type: 'array', items: effect as EffectSchema, minItems: 1, description: prose('Effects added to its going to Reserve (untargeted; "me" is this card).') },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['step', 'instead'],
      description:
        prose("The character's replacement of its own leaving the Expedition zone by going to its owner's Mana zone, whatever zone it was going to (glossary 6.2.b)."),
      properties: {
        step: { const: 'leave' },
        instead: { const: 'mana', description: prose('To its owner\'s Mana zone, as an exhausted mana orb, face down.') },
        ifBoosted: { const: true, description: prose('Only while the character has boosts (it is Boosted) as it would leave.') },
        optional: {
          const: true,
          description: prose(
            '"You may put me ... instead": its controller chooses, as the move is about to happen, whether the replacement applies (glossary 6.2.b, 6.2.e): while an effect resolves, as its step is about to move the character (a cost paid with it, or a sacrifice chosen, alike); at Rest, once the order of its Rest modifiers is settled.',
          ),
        },
        declined: {
          type: 'array',
          items: effect as EffectSchema,
          minItems: 1,
          maxItems: 4,
          description: prose(
            '"If you don\'t, ...": with `optional`, the steps done for the character\'s controller as it leaves when they declined the replacement; steps on players that ask nothing (draw, resupply, deckToMana, exhaustOrbs), others refused at load.',
          ),
        },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['step', 'instead'],
      description: prose(
        "A replacement of the atomic action Resupply its controller does in any ability of theirs (glossary 6.2.b, 6.2.d): these effects are done instead, as steps of that ability (mechanics/resupply-replacement.ts).",
      ),
      properties: {
        step: { const: 'resupply' },
        instead: { type: 'array', items: effect as EffectSchema, minItems: 1, description: prose('Effects done instead of the Resupply (untargeted; no Resupply among them).') },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['step', 'instead'],
      description: prose(
        'A modifier of the atomic action "roll a die" inside any effect its controller resolves (glossary 6.2.d, 7.3.13.c): more dice rolled, of which the player keeps one (`extraDice`: "roll that many dice plus one and ignore the roll of your choice"), or a number added to the result (`add`). The player sees the dice before choosing the one kept and, for an `optional` modifier, whether it applies.',
      ),
      properties: {
        step: { const: 'rollDie' },
        instead: {
          type: 'object',
          minProperties: 1,
          properties: {
            extraDice: { type: 'integer', minimum: 1, maximum: 3, description: prose('Dice rolled besides the one the action rolls; the player keeps one of them all.') },
            add: { type: 'integer', minimum: 1, maximum: 6, description: prose('Added to the result kept.') },
          },
          additionalProperties: false,
        },
        optional: { const: true, description: prose('"You may": the player chooses, seeing the dice, whether this modifier applies.') },
      },
      additionalProperties: false,
    },
    {
      type: 'object',
      required: ['step'],
      anyOf: [{ required: ['instead'] }, { required: ['also'] }],
      description: prose(
        "A modifier of one of the day's steps (glossary 6.2): a player's own steps (`prepare`, `morningDraw`, `expand`, `cleanUp`) are its controller's, the others the whole table's. `instead` replaces its controller's Morning draw or Expand (6.2.b); `also` adds effects to the step (6.2.c).",
      ),
      properties: {
        step: { enum: DAILY_STEPS },
        instead: { type: 'array', items: effect as EffectSchema, minItems: 1, description: prose('Effects done instead of the step (untargeted; only `morningDraw` and `expand`).') },
        also: { type: 'array', items: effect as EffectSchema, minItems: 1, description: prose('Effects added to the step, for the card\'s controller (untargeted).') },
      },
      additionalProperties: false,
    },
  ],
} as const;

/** What a reaction waits for (glossary 4.4, 6.3). */
export const TRIGGERS = ['played', 'youPlay', 'atNoon', 'atDusk', 'atNight', 'expeditionMoves', 'expeditionFails', 'toReserve', 'leaves', 'boosted', 'joins', 'playerActs', 'gainsStatus', 'gainsCounter', 'sacrificed'] as const;
export const CARD_TYPES = ['character', 'spell', 'landmark', 'expeditionPermanent', 'hero'] as const;

/**
 * joins: which character joining is heard (mechanics/triggers.ts). `subtype`: only one of this printed
 * subtype ("a Robot"); `nonToken`: not a token; `other`: the text says "another" (a card never
 * hears its own joining all the same: its reaction did not exist before it, glossary 6.3.d).
 */
const joining = {
  type: 'object',
  properties: {
    subtype: { type: 'string', minLength: 1, maxLength: 40 },
    nonToken: { const: true },
    other: { const: true },
  },
  additionalProperties: false,
  description: prose('joins: only a character of this subtype, or not a token; "other": printed "another".'),
} as const;

/**
 * playerActs: what a player does that the reaction hears (mechanics/triggers.ts): draws one or more
 * cards (a step or the Morning draw), Resupplies, rolls a die, sacrifices an object, exhausts a
 * card in a Reserve (any player's: an effect's or a support ability's; once per card); a card
 * of theirs goes from their deck (deckToReserve) or their hand (handToReserve) to their Reserve,
 * once per card.
 */
export const PLAYER_ACTS = ['draw', 'resupply', 'rollDie', 'sacrifice', 'exhaustInReserve', 'deckToReserve', 'handToReserve'] as const;

/**
 * The zones a reaction's `from` names (the zone its card moves from): `hand` and `reserve` for
 * `played`; `expedition`, `hand` and `anywhere` for `toReserve`; `landmarks` for `leaves`
 * (cards/cards.ts checks which goes with which).
 */
export const REACTION_ORIGINS = ['hand', 'reserve', 'expedition', 'anywhere', 'landmarks'] as const;

/** gainsStatus: the statuses a character gains that its own reaction hears (glossary 2.4, 6.3). */
export const GAINED_STATUSES = ['fleeting', 'anchored', 'asleep'] as const;

/** A reaction: "trigger — effect". When its trigger happens, an Emblem-Reaction with its effect is created in Limbo. */
const reaction = {
  type: 'object',
  required: ['on', 'effects'],
  properties: {
    on: {
      enum: TRIGGERS,
      description:
        prose('played: I am played (I enter play); youPlay: you play another card (of "cardType" if given); atNoon, atDusk, atNight: the phase begins (the seed\'s atomic instants); expeditionMoves: one of your expeditions moves forward, at Progress or by an effect; expeditionFails: at Progress, one of your expeditions did not move forward this Dusk (never in the Arena); toReserve: I go to Reserve from my expedition, at Rest or by an effect; leaves: I leave the Expedition zone, for any zone (switching expeditions is no leaving); boosted: I gain boost counters; joins: a character (of "joining", if given) joins your expeditions, played or created there (switching between them is no joining), and the reaction\'s steps without a target act on it; playerActs: a player does one of "acts" (whose: "by"); gainsStatus: I gain "status", not having it (an effect gives it me); gainsCounter: I gain my "nth" counter named "counter"; sacrificed: I am sacrificed (glossary 7.3.19.a), my reaction existing before it (6.3.d).'),
    },
    cardType: { enum: CARD_TYPES, description: prose('youPlay: only cards of this type; playerActs: only a sacrifice of an object of this type.') },
    from: {
      enum: REACTION_ORIGINS,
      description:
        prose('The zone I move from. played: hand or reserve, only when I am played from there (the {H} and {R} of printed cards; without it, from anywhere: {J}); toReserve: expedition (printed "from the Expedition zone"; without it, the same move), hand, or anywhere (any zone, glossary 6.3.d: my reaction hears my own arrival in the visible Reserve); leaves: landmarks, my leaving the Landmark zone instead of the Expedition zone.'),
    },
    expedition: { const: 'mine', description: prose('expeditionMoves, expeditionFails, joins: only my expedition (a Gigantic character\'s: either), not any of yours.') },
    dueTo: { enum: TERRAINS, description: prose('expeditionMoves: only a move forward at Progress due to this terrain (the expedition has more of it than the facing one; glossary 4.3.2), never a move by an effect.') },
    joining,
    subtype: {
      type: 'string',
      minLength: 1,
      maxLength: 40,
      description: prose('youPlay: only a card of this subtype as printed (compared without regard to case; a card being played is in no zone of play yet, so no passive gives it one), in the language of the card\'s text ("When you play a Robot —"); the reaction\'s steps without a target act on the card played.'),
    },
    acts: { type: 'array', items: { enum: PLAYER_ACTS }, minItems: 1, uniqueItems: true, description: prose('playerActs: the acts heard, any of them (a sacrifice: of an object of "cardType", if given).') },
    wasFleeting: { type: 'boolean', description: prose('leaves, sacrificed: only if I was (true) or was not (false) Fleeting as I left or was sacrificed (the status I had then; glossary 2.4.6).') },
    status: { enum: GAINED_STATUSES, description: prose('gainsStatus: the status whose gaining is heard.') },
    gainer: { const: 'friendlyCharacter', description: prose('boosted, gainsStatus: heard when any character its controller controls gains it (this card too, if a character), not only when this card does.') },
    counter: { ...counterName, description: prose('gainsCounter: the name of the counters counted.') },
    nth: { type: 'integer', minimum: 1, maximum: 10, description: prose('gainsCounter: "when I gain my third ... counter": heard once the card, gaining counters of that name, reaches this many (from fewer).') },
    by: { enum: ['you', 'opponent'], description: prose('playerActs: whose acts are heard, its controller\'s (not a teammate\'s) or any opponent\'s.') },
    ifControlEach: {
      type: 'array',
      minItems: 2,
      maxItems: 3,
      items: { type: 'object', required: ['status'], properties: { status: { enum: GAINED_STATUSES } }, additionalProperties: false },
      description: prose('The reaction activates only if, as its trigger happens, its controller controls a different character with each status listed ("if you control a [[Asleep]] Character, another [[Fleeting]] Character and yet another [[Anchored]] Character"; mechanics/controls-each.ts).'),
    },
    playing: {
      type: 'object',
      minProperties: 1,
      properties: {
        permanent: { const: true, description: prose('Only a permanent: a landmark or an expedition permanent.') },
        handCost: {
          type: 'object',
          minProperties: 1,
          maxProperties: 1,
          properties: { atLeast: { type: 'integer', minimum: 0, maximum: 20 }, atMost: { type: 'integer', minimum: 0, maximum: 20 } },
          additionalProperties: false,
          description: prose('Only a card whose printed Hand Cost is at least "atLeast" (or at most "atMost").'),
        },
      },
      additionalProperties: false,
      description: prose('youPlay: only a card played that is a permanent, or within Hand Cost bounds ("When you play a Permanent with Hand Cost {4} or more"; reads/played-cards.ts).'),
    },
    notSubtype: { type: 'string', minLength: 1, maxLength: 40, description: prose('playerActs: only a sacrifice of an object without this subtype ("a non-Illusion Character"), as passives made its subtypes as it was sacrificed; spelled as the card data spells it, in the language read.') },
    target: { enum: TARGETS, description: prose('Chosen when the reaction is played.') },
    effects: { type: 'array', items: effect as EffectSchema, minItems: 1 },
    targetHandCost,
    targetScope,
    targetCount,
  },
  dependentRequired: { targetHandCost: ['target'], targetScope: ['target'], targetCount: ['target'], counter: ['nth'], nth: ['counter'] },
  additionalProperties: false,
} as const;

/** An ability's target, if any, and effects: quick actions (exhaust and support abilities), a modal spell's modes. */
const abilitySchema = {
  type: 'object',
  required: ['effects'],
  properties: { target: { enum: TARGETS }, effects: { type: 'array', items: effect as EffectSchema, minItems: 1 }, targetHandCost, targetScope, targetCount },
  dependentRequired: { targetHandCost: ['target'], targetScope: ['target'], targetCount: ['target'] },
  additionalProperties: false,
} as const;

/**
 * What a quick action costs besides exhausting its card (glossary 1.2.4.c: written "Cost :
 * Effect"): mana orbs ("{2}, {T} :"), a card of its player's Reserve discarded ("{T}, Discard a
 * card from your Reserve:") or a character they control sacrificed ("{T}, Sacrifice a
 * Character:", glossary 7.3.19.a). The card is chosen as the action is taken (the action's
 * `costCard`); a cost that cannot be paid cannot be chosen (glossary 1.4.1.b).
 */
const quickCost = {
  type: 'object',
  minProperties: 1,
  properties: {
    mana: { type: 'integer', minimum: 1, maximum: 10, description: prose('Mana orbs exhausted, besides Tough\'s extra cost.') },
    giveUp: {
      enum: QUICK_COST_CARDS,
      description: prose('A card given up, chosen as the action is taken: reserveCard, a card of its player\'s Reserve (not the card itself) discarded; character, a character they control sacrificed (a token ceases to exist).'),
    },
    spend: { ...spend, description: prose('This many of the named counters of the card itself, removed as the action is taken; it cannot be taken while the card has fewer.') },
  },
  additionalProperties: false,
  description: prose('What the quick action costs besides exhausting its card.'),
} as const;

/** A quick action (exhaust or support ability): an ability with what it costs besides exhausting its card. */
const quickActionSchema = {
  ...abilitySchema,
  properties: {
    ...abilitySchema.properties,
    cost: quickCost,
    firstPlayerOnly: { const: true, description: prose('"You can only activate this if you are the first player": offered only while its player\'s team holds the first-player marker (glossary 1.4.1.a).') },
  },
} as const;

/** One Altered card, as card sets and inline `extraCards` (rules, positions, scenarios) write it. */
export const alteredCard = {
  type: 'object',
  required: ['id', 'name', 'type', 'faction'],
  properties: {
    id,
    name: { type: 'string', minLength: 1 },
    type: { enum: CARD_TYPES, description: prose('Permanents stay in play with their abilities: a landmark in its owner\'s Landmark zone, an expedition permanent in one of its owner\'s expeditions (it is no character: it has no statistics and stays at Rest).') },
    faction: { enum: FACTIONS },
    references: {
      type: 'array',
      items: { type: 'string', pattern: '^ALT_[A-Z0-9]+_[BAP]_(AX|BR|LY|MU|OR|YZ|NE)_[0-9]{2,}_(C|R1|R2|E|U_[0-9]+)$' },
      uniqueItems: true,
      description: prose('The printed references that name this card in deck lists (ALT_SET_PRODUCT_FACTION_NN_RARITY): its booster printing first, then the alternate arts and promos that share its data.'),
    },
    moreModes: {
      type: 'object',
      required: ['upTo', 'ifEachExpedition'],
      properties: {
        upTo: { type: 'integer', minimum: 2, maximum: 10, description: prose('How many different modes may then be chosen ("both": two).') },
        ifEachExpedition: { type: 'array', items: { enum: STANDINGS }, minItems: 1, uniqueItems: true, description: prose('Only if, as the spell is played, each of its player\'s expeditions stands so (behind, ahead of or tied with the one it races).') },
      },
      additionalProperties: false,
      description: prose('A modal spell: "If each of your Expeditions is tied or behind, you may choose both": more than one mode may be chosen, each once, done in their printed order as one ability; the chosen modes have one target at most between them (mechanics/more-modes.ts).'),
    },
    handCost: { type: 'integer', minimum: 0 },
    reserveCost: { type: 'integer', minimum: 0 },
    stats,
    keywords: { type: 'array', items: { enum: KEYWORDS }, uniqueItems: true },
    tough: { type: 'integer', minimum: 1, description: prose('X of Tough X.') },
    toughX: {
      ...counted,
      description: prose('"[Tough X], where X is the number of ...": X of the card\'s own Tough counted for its owner whenever an opponent targets it (glossary 7.4.5.c), instead of "tough"; 0 taxes nothing.'),
    },
    minManaOrbs: {
      type: 'integer',
      minimum: 1,
      description:
        prose('"I can\'t be played if you have less than N Mana Orbs": a passive that works wherever the card is played from (glossary 1.2.4.d); with fewer mana orbs, ready or exhausted, it cannot be played (1.4.1.a).'),
    },
    costLess: {
      type: 'object',
      required: ['amount'],
      properties: {
        amount: { type: 'integer', minimum: 1, maximum: 10 },
        ifHave,
        per,
        ifDiscard: { const: 'reserve', description: prose('"You may discard a card from your Reserve to reduce my cost by {3}": lowered only if its player, as they play it, also discards a card of their Reserve (not the card itself; the play action\'s "discard"), paid with its cost; with neither "ifHave", "per" nor "into".') },
        into: { const: 'emptyExpedition', description: prose('"to play in an Expedition with no Characters": only when the card is played into an expedition of its player where no character is (a Gigantic one is in both, glossary 7.4.3.f); a card that goes to an expedition only, with neither "ifHave" nor "per".') },
      },
      additionalProperties: false,
      description:
        prose('"I cost {3} less if there are four or more ...", "I cost {2} less per ...": the card\'s own cost, as its player plays it (from hand or Reserve, glossary 1.2.4.d), is lowered by "amount" (times what "per" counts; only if "ifHave" counts enough), never below 0, after Tough\'s extra cost.'),
    },
    opponentsCostAtLeast: {
      type: 'object',
      required: ['cardType', 'amount'],
      properties: { cardType: { enum: CHOSEN_CARD_TYPES, description: prose('The cards it holds up (permanent: a landmark or an expedition permanent).') }, amount: { type: 'integer', minimum: 1, maximum: 10 } },
      additionalProperties: false,
      description:
        prose('"Characters your opponents play can\'t cost less than {3}" (characters, permanents and heroes, in play): a card of this type an opponent of its controller plays costs at least "amount", whatever would lower it, and one that costs less costs that much (glossary 1.4.2.a: the card changes what playing costs); a card played for free stays free.'),
    },
    playExhausted: {
      type: 'object',
      properties: {
        cardType: { const: 'character', description: prose('Only characters; omitted, any card.') },
        expedition: { const: 'mine', description: prose('Only into the expedition this card is in (a Gigantic character\'s: either, glossary 7.4.3.f).') },
      },
      additionalProperties: false,
      description:
        prose('Playing exhausted cards from Reserve allowed: a passive of a character or a permanent in play (glossary 1.2.4.d, 1.4.2.a: the card allows what the rules forbid): its controller may play exhausted cards (or characters) of their Reserve, paying their Reserve cost as usual.'),
    },
    keepExhausted: {
      type: 'integer',
      minimum: 1,
      description:
        prose('More exhausted cards kept in Reserve at Night: a passive of a character or a permanent in play: at Clean-up (glossary 4.2.5.c) its controller may keep this many more cards in Reserve than their limit, each matched by an exhausted card kept.'),
    },
    statusGains: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { enum: GAINED_STATUSES, description: prose('The status whose gaining is changed.') },
          insteadStatus: { enum: GAINED_STATUSES, description: prose('The status the character gains instead.') },
          insteadBoosts: { type: 'integer', minimum: 1, maximum: 9, description: prose('The boosts the character gains instead.') },
          again: { const: true, description: prose('Gained again, and heard, while the character has it already.') },
        },
        additionalProperties: false,
      },
      description:
        prose("A character's modifiers of its own gaining a status while it is in play and as it enters play (glossary 6.2), one of three each: another status or boosts gained in its place (a replacement, 6.2.b), or the status gained again while the character has it (an exception to 2.4)."),
    },
    fleeting: { const: true, description: prose('Fleeting as an ability (glossary 2.4.6.e): played from anywhere, the card gains the Fleeting status (a spell then goes to Discard after resolving).') },
    token: { const: true, description: prose('A token character: created by effects, never in a deck; leaving the expedition zone, it ceases to exist.') },
    subtypes: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    passives: {
      type: 'array',
      description: prose('Passive abilities, applied in dependency order (glossary 2.3.2-2.3.3) while the character or permanent is in play.'),
      items: {
        anyOf: [
          {
            type: 'object',
            required: ['kind', 'to'],
            anyOf: [{ required: ['keyword'] }, { required: ['subtype'] }, { required: ['stats'] }, { required: ['cannotActivate'] }],
            properties: {
              kind: { const: 'grant' },
              keyword: { enum: KEYWORDS },
              tough: { type: 'integer', minimum: 1, description: prose('X of a granted Tough X (keyword "tough"); omitted, 1.') },
              subtype: { type: 'string' },
              cannotActivate: { enum: TRIGGERS, description: prose('Its reactions with this trigger cannot activate, by their own event or an "activate" effect (glossary 7.3.1.e).') },
              stats: {
                type: 'object',
                description: prose('Added to the statistics (negative to lower them); "highest": then each of the three becomes the highest of them, as the passives before it left them ("... are equal to their highest statistic"; glossary 2.3.2: it depends on the passives that change statistics, which apply first).'),
                properties: { forest: { type: 'integer' }, mountain: { type: 'integer' }, water: { type: 'integer' }, highest: { const: true } },
                additionalProperties: false,
              },
              to: {
                anyOf: [
                  {
                    enum: ['self', 'characters', 'friendlyCharacters', 'expedition', 'facing'],
                    description: prose('expedition: your characters in the same expedition as this card (Gigantic ones are in both); facing: the characters in the expedition facing this card\'s (both of its controller\'s when it is Gigantic, glossary 7.4.3.f).'),
                  },
                  { type: 'object', required: ['subtype'], properties: { subtype: { type: 'string' } }, additionalProperties: false },
                ],
              },
              ifInTerrain: { enum: TERRAINS, description: prose('Only while the character stands in a region of this terrain.') },
              ifAlone: { const: true, description: prose('"If there is only one Character in my Expedition, it is ...": with "to" "expedition", only while exactly one of its player\'s characters is in the card\'s expedition (a Gigantic one counted there too, glossary 7.4.3.b).') },
              manaOrbs: {
                type: 'object',
                minProperties: 1,
                properties: { atLeast: { type: 'integer', minimum: 1, maximum: 30 }, fewerThan: { type: 'integer', minimum: 1, maximum: 30 } },
                additionalProperties: false,
                description: prose('Only while its player has at least "atLeast", or fewer than "fewerThan", Mana Orbs ("If you have ten or more Mana Orbs,", "Unless you have eight or more Mana Orbs,"; glossary 3.1.3.d: the cards of the Mana zone).'),
              },
              unlessControl: {
                type: 'object',
                required: ['count', 'subtype'],
                properties: { count: { type: 'integer', minimum: 2, maximum: 10 }, subtype: { type: 'string', minLength: 1 }, other: { const: true } },
                additionalProperties: false,
                description: prose('Only while its player controls fewer than "count" characters of "subtype" in the expedition zone ("other": the character itself left out).'),
              },
            },
            additionalProperties: false,
          },
          { type: 'object', required: ['kind'], properties: { kind: { const: 'othersLoseAbilities' } }, additionalProperties: false },
          {
            type: 'object',
            required: ['kind'],
            description:
              prose('"[Defender] Characters don\'t prevent my Expedition from moving forward": while the card is in an expedition, Defenders in it do not hold that expedition back during Dusk (glossary 7.4.1.b; 1.4.2.a: the card changes what the rule does). It changes no characteristic.'),
            properties: {
              kind: { const: 'defendersDontHold' },
              ifMyExpedition: { enum: STANDINGS, description: prose('Only while the card\'s expedition stands so ("If my Expedition is behind,"; docs/altered.md).') },
            },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind'],
            description:
              prose('The controller\'s other expedition and the one facing it held back: while the card is in one expedition, its controller\'s other expedition and the one facing that expedition never advance, at Progress or by an effect (glossary 1.4.2.a: the card changes what the rule does; a Gigantic character has no other expedition, 7.4.3.g). It changes no characteristic.'),
            properties: { kind: { const: 'otherAndFacingHeld' } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'terrain'],
            description:
              prose('An expedition facing the card that moves forward during Dusk only due to a terrain: while the card is in an expedition, the expedition facing it, while its region has the terrain, moves forward during Dusk only at Progress when it wins that terrain, never by an effect (glossary 1.4.2.a: the card changes what the rule does; mechanics/due-to-only.ts). It changes no characteristic.'),
            properties: { kind: { const: 'facingDueToOnly' }, terrain: { enum: TERRAINS } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'handCostAtMost'],
            description:
              prose('"Spells you play with Hand Cost {2} or less have [[Fleeting]]": while the card is in play, a spell its controller plays with a printed Hand Cost of at most "handCostAtMost" is Fleeting: once resolved it goes to Discard instead of Reserve (glossary 2.4.6.d-f; 1.4.2.a: the card changes what the rule does). It changes no characteristic.'),
            properties: { kind: { const: 'fleetingSpells' }, handCostAtMost: { type: 'integer', minimum: 0, maximum: 10 } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'cardType'],
            description:
              prose('"Exhausted Characters in Reserve remain exhausted during Morning": while the card is in play, Morning readies no exhausted card of this type in any Reserve (glossary 1.4.2.a: the card changes what the rule does; mechanics/morning-exhausted.ts). It changes no characteristic.'),
            properties: { kind: { const: 'exhaustedStay' }, cardType: { enum: ['character'] } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'cardType', 'boosts'],
            description:
              prose('"The first Character you play each Afternoon gains 1 boost": at each Noon, for the card in play then (a hero\'s from the start), its controller\'s first character played that Afternoon (from hand or Reserve, or at once) gains "boosts" once in its expedition, as a "next Character you play this Afternoon" effect made at Noon does (glossary 1.4.2.a). It changes no characteristic.'),
            properties: { kind: { const: 'firstEachAfternoon' }, cardType: { const: 'character' }, boosts: { type: 'integer', minimum: 1, maximum: 10 } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'amount', 'atLeast'],
            description:
              prose('"Cards played from Reserve cost {2} less, down to a minimum of {1}": while the card is in play, every card any player plays from their Reserve costs "amount" less, this lowering stopping at "atLeast" (what else lowers the cost may take it further); glossary 1.4.2.a: the card changes what playing costs. It changes no characteristic.'),
            properties: { kind: { const: 'reservePlaysCostLess' }, amount: { type: 'integer', minimum: 1, maximum: 10 }, atLeast: { type: 'integer', minimum: 0, maximum: 10 } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'regions'],
            description:
              prose('"If my Expedition would move forward during Dusk, it moves forward N more regions instead": while the card is in an expedition, each move forward of that expedition during Dusk, at Progress or by an effect, goes "regions" further (glossary 6.2.b: a replacement; mechanics/further-at-dusk.ts). It changes no characteristic.'),
            properties: { kind: { const: 'furtherAtDusk' }, regions: { type: 'integer', minimum: 1, maximum: 10 } },
            additionalProperties: false,
          },
          {
            type: 'object',
            required: ['kind', 'terrain'],
            properties: {
              kind: { const: 'regionsBecome' },
              terrain: { enum: TERRAINS },
              where: {
                enum: ['mine', 'mineAndFacing'],
                description:
                  prose('Which regions (absent: every region): "mine", the region of the expedition the card is in (both for a Gigantic character, glossary 7.4.3.b); "mineAndFacing", that region and the region of the expedition facing it.'),
              },
              inAddition: { const: true, description: prose('The terrain is added to the region\'s other terrains instead of replacing them (a region\'s terrains are its characteristics, glossary 2.3.1.g).') },
            },
            additionalProperties: false,
          },
        ],
      },
    },
    target: { enum: TARGETS, description: prose('What a spell targets, if anything.') },
    targetHandCost,
    targetScope,
    targetCount,
    modes: {
      type: 'array',
      minItems: 2,
      description: prose('A modal spell (glossary 5.2.3.c-d): "choose one", each mode with its own target and effects, chosen when it is played.'),
      items: abilitySchema,
    },
    exhaust: { ...quickActionSchema, description: prose('An exhaust ability of a character or landmark in play: a quick action that exhausts the card.') },
    exhaustAlso: {
      ...quickActionSchema,
      description: prose('A second exhaust ability of the same card, printed on the line after the first (glossary 1.2.4.a: each line is an ability of its own): a quick action of its own (the action\'s "second"), counted apart in its 100 uses a day (1.4.6.b), which exhausts the card as the first does. Only beside "exhaust".'),
    },
    support: { ...quickActionSchema, description: prose('A support ability of a card in Reserve: a quick action that exhausts the card there.') },
    effects: { type: 'array', items: effect as EffectSchema },
    modifiers: { type: 'array', items: modifier, description: prose('Replacement and additive modifiers of a character or permanent in play, or of a hero (glossary 6.2).') },
    reactions: {
      type: 'array',
      items: reaction,
      description: prose('Reactions of a character or landmark in play, or of a hero (glossary 4.4, 6.3): each activates at most 100 times a day.'),
    },
    charactersHave: {
      type: 'array',
      items: reaction,
      minItems: 1,
      description: prose('"Your Characters have: "...": reactions this card, in play (or a hero), gives each character its controller controls, each character\'s own ("me" is that character; reads/granted-reactions.ts). Only "played" reactions.'),
    },
    reserveLimit: { type: 'integer', minimum: 0 },
    landmarkLimit: { type: 'integer', minimum: 0 },
    text: { type: 'string' },
  },
  additionalProperties: false,
  dependentRequired: { targetHandCost: ['target'], targetScope: ['target'], targetCount: ['target'] },
  allOf: [
    { if: { properties: { type: { const: 'character' } } }, then: { required: ['handCost', 'reserveCost', 'stats'] } },
    { if: { properties: { type: { const: 'spell' } } }, then: { required: ['handCost', 'reserveCost'], anyOf: [{ required: ['effects'] }, { required: ['modes'] }] } },
    { if: { properties: { type: { enum: ['landmark', 'expeditionPermanent'] } } }, then: { required: ['handCost', 'reserveCost'] } },
    { if: { properties: { type: { const: 'hero' } } }, then: { required: ['reserveLimit', 'landmarkLimit'] } },
  ],
} as const;

export const alteredRulesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'altered-rules.schema.json',
  title: 'Altered mode rules',
  type: 'object',
  required: ['game', 'mode', 'machine', 'cards', 'seats', 'setup', 'day', 'adventure', 'knobs', 'guards'],
  properties: {
    $schema: { type: 'string' },
    extends: { type: 'string' },
    game: { const: 'altered' },
    mode: { type: 'string' },
    description: { type: 'string' },
    machine: { type: 'string' },
    cards: { type: 'array', items: { type: 'string' }, minItems: 1 },
    decks: { type: 'array', items: { type: 'string' } },
    extraCards: { type: 'array', items: alteredCard, description: prose('Cards defined inline, beside the card sets (house rules, positions and scenarios use this).') },
    seats: {
      type: 'object',
      required: ['names'],
      properties: {
        names: { type: 'array', items: seatName, minItems: 2, maxItems: 8, uniqueItems: true, description: prose('Seats in clockwise order.') },
        teams: { type: 'array', items: { type: 'array', items: seatName, minItems: 1 }, description: prose('Teams; omitted, every seat plays alone.') },
      },
      additionalProperties: false,
    },
    setup: {
      type: 'object',
      required: ['openingHand', 'startingMana'],
      properties: { openingHand: { type: 'integer', minimum: 0 }, startingMana: { type: 'integer', minimum: 0 } },
      additionalProperties: false,
    },
    day: {
      type: 'object',
      required: ['morningDraw', 'defaultLimits', 'rest'],
      properties: {
        morningDraw: { type: 'integer', minimum: 0 },
        defaultLimits: { type: 'integer', minimum: 0, description: prose('Reserve and landmark limits without a hero (2).') },
        rest: {
          type: 'object',
          required: ['modifiers', 'loseStatuses', 'keepBoosts'],
          description: prose('Rest: each character in an expedition goes to Reserve, as these rule modifiers and the cards\' modify it (glossary 6.2).'),
          properties: {
            modifiers: {
              type: 'array',
              description: prose('Replacement modifiers the rules put on "a character goes to Reserve" (the seed: Fleeting, Anchored, Asleep, Eternal).'),
              items: {
                type: 'object',
                required: ['id', 'instead'],
                anyOf: [{ required: ['status'] }, { required: ['keyword'] }],
                properties: {
                  id,
                  status: { enum: STATUSES, description: prose('Applies to a character with this status.') },
                  keyword: { enum: KEYWORDS, description: prose('Applies to a character with this keyword.') },
                  instead: { enum: REST_OUTCOMES },
                  everyMove: {
                    type: 'boolean',
                    description: prose('It modifies every move of a character from an expedition to Reserve, by an effect as at Rest (the seed: Fleeting, glossary 2.4.6.c); otherwise Rest\'s only.'),
                  },
                  description: { type: 'string' },
                },
                additionalProperties: false,
              },
            },
            loseStatuses: { type: 'array', items: { enum: STATUSES }, uniqueItems: true, description: prose('Statuses every character that stays loses at Rest (the seed: Anchored and Asleep).') },
            keepBoosts: { enum: KEYWORDS, description: prose('The keyword of characters that keep their boosts in Reserve (Seasoned).') },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    adventure: {
      type: 'object',
      required: ['heroRegion', 'companionRegion', 'tumults', 'piles', 'layout'],
      description: prose('The adventure: region cards and Tumult cards (two halves each), laid out as the layout says.'),
      properties: {
        heroRegion: terrains,
        companionRegion: terrains,
        tumults: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'halves'],
            properties: { id, halves: { type: 'array', items: terrains, minItems: 2, maxItems: 2 } },
            additionalProperties: false,
          },
        },
        piles: { type: 'integer', minimum: 0, description: prose('Piles of Tumult cards: each draws a different Tumult card and orientation at random.') },
        layout: {
          type: 'object',
          required: ['regions', 'tracks', 'facing'],
          properties: {
            regions: {
              type: 'array',
              description: prose('Region cards and Tumult slots; a slot takes its pile\'s card (flipped: the other way round) and is two regions.'),
              items: {
                type: 'object',
                required: ['id'],
                properties: {
                  id: { type: 'string' },
                  kind: { enum: ['hero', 'companion'] },
                  pile: { type: 'integer', minimum: 0 },
                  flip: { type: 'boolean' },
                },
                additionalProperties: false,
              },
            },
            tracks: {
              type: 'object',
              description: prose('Each seat\'s track from its Hero region to its Companion region, by region or slot id.'),
              propertyNames: { pattern: '^[A-Z]$' },
              additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 2 },
            },
            facing: {
              type: 'object',
              description: prose('Which seat each expedition faces.'),
              propertyNames: { pattern: '^[A-Z]$' },
              additionalProperties: { type: 'object', required: ['hero', 'companion'], properties: { hero: seatName, companion: seatName }, additionalProperties: false },
            },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    },
    knobs: {
      type: 'object',
      required: ['victoryCheck', 'showHandToTeammate'],
      properties: {
        victoryCheck: { enum: ['afterProgress', 'endOfNight'], description: prose('When victory is checked: after Progress (the seed) or at the end of Night (v3.0).') },
        showHandToTeammate: { type: 'boolean', description: prose('Whether a player may show their hand to a teammate on their Afternoon turn (forbidden in Altered 2v2 by the seed).') },
        dayLimit: { type: 'integer', minimum: 1, description: prose('A table limit: a game still without a winner at the end of this day ends in a draw. Absent: no limit.') },
        toughWhenFree: {
          enum: ['waived', 'paid'],
          description:
            prose('A card played for free and Tough (Altered glossary 7.4.5.c): the seed waives Tough\'s extra cost with the rest (the default), v3.0 of the rules has it paid. Absent: waived.'),
        },
        standingAgainst: {
          enum: ['facing', 'furthestOpponent'],
          description:
            prose('What an expedition is behind or ahead of (docs/altered.md): the expedition facing it (the default), or, a multiplayer variant, the furthest of the opponents\' expeditions of its kind. Absent: facing.'),
        },
      },
      additionalProperties: false,
    },
    guards: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['when'],
        properties: { description: { type: 'string' }, when: { $ref: '#/$defs/expression' }, error: violationSchema },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  $defs: { expression: {} },
} as const;

export const alteredCardSetSchema = cardSetSchemaFrame('altered-cards.schema.json', 'Altered card set', alteredCard);

export const alteredDeckSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'altered-deck.schema.json',
  title: 'Altered deck',
  type: 'object',
  required: ['name', 'hero', 'cards'],
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string' },
    hero: id,
    cards: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['card', 'count'], properties: { card: id, count: { type: 'integer', minimum: 1, maximum: 3 } }, additionalProperties: false },
    },
  },
  additionalProperties: false,
} as const;

/**
 * The types derived from these schemas take one step's type, derived once, wherever a schema
 * lists steps: the derivation never descends into the step schema again, which keeps the card
 * type within the depth the compiler derives (the step schema alone is a large union of
 * objects, and it appears in many places of a card).
 */
type StepMarker = { readonly $comment: 'rulegraph: an Altered step' };
/** `S` with every occurrence of the step schema replaced by the marker. */
type StepsMarked<S> = S extends typeof effect ? StepMarker : S extends object ? { readonly [K in keyof S]: StepsMarked<S[K]> } : S;
/** One step of an ability: what it does, to what, on what condition. */
export type AlteredStep = FromSchema<typeof effect>;
/** The type of a schema that lists steps (a card's, a card set's, a position's with its cards). */
export type WithSteps<S> = StepsMarked<S> extends infer M extends JSONSchema ? FromSchema<M, { deserialize: [{ pattern: StepMarker; output: AlteredStep }] }> : never;

export type AlteredRulesDocument = WithSteps<typeof alteredRulesSchema>;
export type AlteredCardSet = WithSteps<typeof alteredCardSetSchema>;
export type AlteredCard = AlteredCardSet['cards'][number];
export type AlteredDeck = FromSchema<typeof alteredDeckSchema>;
export type Terrain = (typeof TERRAINS)[number];
