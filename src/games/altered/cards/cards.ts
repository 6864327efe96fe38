/** The Altered card database of a mode: its card sets, inline cards and ready-made decks, checked at load. */
import { LoadError, wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { cardTypeWord, text as cardText } from '../i18n/cards-messages.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import { cardSources, type CardSource as EngineCardSource, type RulesFiles } from '../../../engine/loading/rules.js';
import { assertSchema } from '../../../engine/schema/validate.js';
import { alteredCardSetSchema, alteredDeckSchema, REPLACEABLE_STEPS, STEP_CONDITIONS, type AlteredCard, type AlteredCardSet, type AlteredDeck } from '../schema/file-schemas.js';
import { aimsAtPermanents, REACH_PERMANENTS } from './permanent-targets.js';
import { countFaults, type TargetingAbility } from './several-targets-check.js';
import { counterFaults } from './counters-check.js';
import { isPlayNow } from './play-now-step.js';

/**
 * Abilities need a card where they work: exhaust abilities a card in play (a character, a
 * permanent or a hero), passives, reactions and modifiers a card in play or a hero, support abilities a
 * card that can be in Reserve (not a hero). A permanent is no character and has no region of its own;
 * a landmark is in no expedition.
 */
function abilityFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  const inPlay = c.type !== 'spell' && c.type !== 'hero';
  const misplaced = [
    ...(c.type === 'spell' && c.passives ? [wordedIssue({ path: formatPath([...at, 'passives']) }, cardText('cards.spellHasPassiveAbilities'))] : []),
    ...(c.exhaustAlso && !c.exhaust ? [wordedIssue({ path: formatPath([...at, 'exhaustAlso']) }, cardText('cards.secondExhaustAbilityExhaustAlso'))] : []),
    // actions/hero-exhaust.ts: a hero is in play in its Hero zone (glossary 1.2.4.d), and gives up no card for its quick action.
    ...(c.type === 'spell' && c.exhaust ? [wordedIssue({ path: formatPath([...at, 'exhaust']) }, cardText('cards.spellNoExhaust'))] : []),
    ...(c.type === 'hero' ? (['exhaust', 'exhaustAlso'] as const).flatMap((k) => (c[k]?.cost?.giveUp !== undefined ? [wordedIssue({ path: formatPath([...at, k, 'cost', 'giveUp']) }, cardText('cards.heroExhaustGivesUpNothing'))] : [])) : []),
    ...(c.type === 'spell' && c.reactions ? [wordedIssue({ path: formatPath([...at, 'reactions']) }, cardText('cards.spellNoReactions'))] : []),
    ...(c.type === 'spell' && c.modifiers ? [wordedIssue({ path: formatPath([...at, 'modifiers']) }, cardText('cards.spellNoModifiers'))] : []),
    ...(c.type === 'spell' && c.opponentsCostAtLeast ? [wordedIssue({ path: formatPath([...at, 'opponentsCostAtLeast']) }, cardText('cards.spellNoOpponentsCost'))] : []),
    ...(c.modifiers ?? []).flatMap((m, k) =>
      c.type !== 'character' && m.step === 'rest' && m.to === 'self'
        ? [wordedIssue({ path: formatPath([...at, 'modifiers', k]) }, cardText('cards.restReachesSelf', { type: cardTypeWord(c.type) }))]
        : [],
    ),
    // mechanics/leave-replacement.ts: only a character leaves the Expedition zone as the card data moves it.
    ...(c.modifiers ?? []).flatMap((m, k) =>
      c.type !== 'character' && m.step === 'leave' ? [wordedIssue({ path: formatPath([...at, 'modifiers', k]) }, cardText('cards.leaveModifierCharacterOnly', { type: cardTypeWord(c.type) }))] : [],
    ),
    // mechanics/leave-replacement.ts: "If you don't, ..." follows a "you may", and is done as the character leaves, where nothing can wait for a choice.
    ...(c.modifiers ?? []).flatMap((m, k) =>
      m.step === 'leave' && m.declined !== undefined && (m.optional !== true || !m.declined.every(asksNothing)) ? [wordedIssue({ path: formatPath([...at, 'modifiers', k, 'declined']) }, cardText('cards.leaveDeclinedAsksNothing'))] : [],
    ),
    // mechanics/step-modifiers.ts: only a player's own Morning draw or Expand is a step one player's replacement can replace.
    ...(c.modifiers ?? []).flatMap((m, k) =>
      'instead' in m && Array.isArray(m.instead) && m.step !== 'resupply' && !(REPLACEABLE_STEPS as readonly string[]).includes(m.step)
        ? [wordedIssue({ path: formatPath([...at, 'modifiers', k, 'instead']) }, cardText('cards.stepNotReplaceable', { step: m.step }))]
        : [],
    ),
    // mechanics/resupply-replacement.ts: a Resupply among its own replacement's effects would replace itself.
    ...(c.modifiers ?? []).flatMap((m, k) =>
      m.step === 'resupply' && m.instead.some((e) => e.op === 'resupply') ? [wordedIssue({ path: formatPath([...at, 'modifiers', k, 'instead']) }, cardText('cards.resupplyReplacesItself'))] : [],
    ),
    ...statusGainFaults(c, at),
    ...(c.modes && (c.type !== 'spell' || c.effects || c.target)
      ? [wordedIssue({ path: formatPath([...at, 'modes']) }, c.type === 'spell' ? cardText('cards.modalSpellModesOnly') : cardText('cards.noModesOnlySpells', { type: cardTypeWord(c.type) }))]
      : []),
    // mechanics/more-modes.ts: several modes of a modal spell, one target at most between them.
    ...(c.moreModes && (!c.modes || c.moreModes.upTo > c.modes.length || c.modes.filter((m) => m.target !== undefined).length > 1)
      ? [wordedIssue({ path: formatPath([...at, 'moreModes']) }, cardText('cards.moreModesAreChosen'))]
      : []),
    ...(c.fleeting && c.type !== 'character' && c.type !== 'spell' ? [wordedIssue({ path: formatPath([...at, 'fleeting']) }, cardText('cards.cannotHaveFleetingCharacters', { type: cardTypeWord(c.type) }))] : []),
    ...(c.token && c.type !== 'character' ? [wordedIssue({ path: formatPath([...at, 'token']) }, cardText('cards.cannotBeTokenCharacters', { type: cardTypeWord(c.type) }))] : []),
    // Neutral cards of the sets are tokens (a decision: the card data has no neutral deck card).
    ...(c.faction === 'neutral' && !c.token ? [wordedIssue({ path: formatPath([...at, 'faction']) }, cardText('cards.tokenNeutralCardDeck'))] : []),
    ...(c.type === 'hero' && c.support ? [wordedIssue({ path: formatPath([...at, 'support']) }, cardText('cards.heroNeverReserveSupport'))] : []),
    // mechanics/play-exhausted.ts: the passive works in play, from an expedition, the landmarks or the expedition permanents.
    ...(c.keepExhausted !== undefined && !inPlay ? [wordedIssue({ path: formatPath([...at, 'keepExhausted']) }, cardText('cards.keepExhaustedInPlayOnly', { type: cardTypeWord(c.type) }))] : []),
    ...costLessFaults(c, at),
    ...toughXFaults(c, at),
    ...counterFaults(c).map((f) => wordedIssue({ path: formatPath([...at, ...f.path]) }, f.text)),
    ...(c.playExhausted && !inPlay ? [wordedIssue({ path: formatPath([...at, 'playExhausted']) }, cardText('cards.playExhaustedInPlayOnly', { type: cardTypeWord(c.type) }))] : []),
    ...(c.playExhausted?.expedition && !IN_AN_EXPEDITION.has(c.type) ? [wordedIssue({ path: formatPath([...at, 'playExhausted', 'expedition']) }, cardText('cards.noMyExpedition', { type: cardTypeWord(c.type) }))] : []),
    ...(c.reactions ?? []).flatMap((r, k) =>
      r.expedition === undefined
        ? []
        : r.on !== 'expeditionMoves' && r.on !== 'expeditionFails' && r.on !== 'joins'
          ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'expedition']) }, cardText('cards.expeditionTriggersExpeditionExpeditionMoves'))]
          : !IN_AN_EXPEDITION.has(c.type)
            ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'expedition']) }, cardText('cards.noMyExpedition', { type: cardTypeWord(c.type) }))]
            : [],
    ),
    ...(c.reactions ?? []).flatMap((r, k) =>
      r.dueTo !== undefined && r.on !== 'expeditionMoves' ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'dueTo']) }, cardText('cards.duetoExpeditionMovesMoveForward'))] : [],
    ),
    // mechanics/triggers.ts: only a character joining is described by "joining".
    ...(c.reactions ?? []).flatMap((r, k) => (r.joining !== undefined && r.on !== 'joins' ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'joining']) }, cardText('cards.joiningDescribesCharacterJoins'))] : [])),
    ...(c.reactions ?? []).flatMap((r, k) => originFaults(c, r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => playerActFaults(r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => gainedStatusFaults(r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => (r.gainer !== undefined && r.on !== 'boosted' && r.on !== 'gainsStatus' ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'gainer']) }, cardText('cards.gainerBoostedGainsStatusTriggers'))] : [])),
    ...(c.reactions ?? []).flatMap((r, k) => (r.wasFleeting !== undefined && r.on !== 'leaves' && r.on !== 'sacrificed' ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'wasFleeting']) }, cardText('cards.wasfleetingLeavesSacrificedTriggers'))] : [])),
    ...sacrificeFaults(c, at),
    // reads/granted-reactions.ts: given by a card in play or a hero; only a reaction to the character's own entering play.
    ...(c.type === 'spell' && c.charactersHave ? [wordedIssue({ path: formatPath([...at, 'charactersHave']) }, cardText('cards.spellGivesNoReaction'))] : []),
    ...(c.charactersHave ?? []).flatMap((r, k) => (r.on !== 'played' ? [wordedIssue({ path: formatPath([...at, 'charactersHave', k, 'on']) }, cardText('cards.reactionGivenCharactersPlayed'))] : [])),
    // reads/played-subtype.ts: only a card played is of a printed subtype.
    ...(c.reactions ?? []).flatMap((r, k) => (r.subtype !== undefined && r.on !== 'youPlay' ? [wordedIssue({ path: formatPath([...at, 'reactions', k, 'subtype']) }, cardText('cards.subtypeYouPlayTriggerCard'))] : [])),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'otherAndFacingHeld' && !IN_AN_EXPEDITION.has(c.type)
        ? [wordedIssue({ path: formatPath([...at, 'passives', k]) }, cardText('cards.noOtherExpedition', { type: cardTypeWord(c.type) }))]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      (p.kind === 'defendersDontHold' || p.kind === 'furtherAtDusk' || p.kind === 'facingDueToOnly') && !IN_AN_EXPEDITION.has(c.type)
        ? [wordedIssue({ path: formatPath([...at, 'passives', k]) }, cardText('cards.noMyExpedition', { type: cardTypeWord(c.type) }))]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'regionsBecome' && p.where !== undefined && !IN_AN_EXPEDITION.has(c.type)
        ? [wordedIssue({ path: formatPath([...at, 'passives', k, 'where']) }, cardText('cards.noMyRegion', { type: cardTypeWord(c.type) }))]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'grant' && p.tough !== undefined && p.keyword !== 'tough' ? [wordedIssue({ path: formatPath([...at, 'passives', k, 'tough']) }, cardText('cards.valueToughKeywordTough'))] : [],
    ),
  ];
  const selfish = (c.type === 'character' ? [] : (c.passives ?? [])).flatMap((p, k) => {
    if (p.kind !== 'grant') return [];
    const path = formatPath([...at, 'passives', k]);
    if (p.to === 'self' || p.ifInTerrain !== undefined) return [wordedIssue({ path }, cardText('cards.noGrantToSelf', { type: cardTypeWord(c.type) }))];
    if (p.ifAlone && p.to !== 'expedition') return [wordedIssue({ path: formatPath([...at, 'passives', k, 'ifAlone']) }, cardText('cards.ifaloneCountsCharactersGrant'))];
    if (p.to === 'facing' && c.type !== 'expeditionPermanent') return [wordedIssue({ path }, cardText('cards.nothingFacesIt', { type: cardTypeWord(c.type) }))];
    return c.type !== 'expeditionPermanent' && p.to === 'expedition' ? [wordedIssue({ path }, cardText('cards.noGrantToExpedition', { type: cardTypeWord(c.type) }))] : [];
  });
  return [...misplaced, ...selfish];
}

/** mechanics/triggers.ts: a player's acts are heard with their acts and whose; a card type is that of a sacrificed object. */
/** The steps a declined "you may" replacement of a character's leaving does as it leaves (mechanics/leave-replacement.ts): on its controller, asking nothing. */
const ASKING_NOTHING: ReadonlySet<Effects[number]['op']> = new Set(['draw', 'resupply', 'deckToMana', 'exhaustOrbs']);

function asksNothing(e: Effects[number]): boolean {
  return ASKING_NOTHING.has(e.op) && e.optional === undefined && e.innerCost === undefined && e.spend === undefined && !('player' in e && e.player !== undefined && e.player !== 'you');
}

function playerActFaults(r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if (r.playing !== undefined && r.on !== 'youPlay') return [wordedIssue({ path: formatPath([...at, 'playing']) }, cardText('cards.playingYouPlayTrigger'))];
  if (r.playing?.permanent && r.cardType !== undefined) return [wordedIssue({ path: formatPath([...at, 'playing', 'permanent']) }, cardText('cards.permanentPlayedCardAnother'))];
  if (r.on !== 'playerActs') return (['acts', 'by', 'notSubtype'] as const).filter((f) => r[f] !== undefined).map((f) => (wordedIssue({ path: formatPath([...at, f]) }, cardText('cards.playerActsFieldOnly', { field: f }))));
  if (r.acts === undefined) return [wordedIssue({ path: formatPath([...at, 'acts']) }, cardText('cards.playeractsTriggerNamesActs'))];
  if (r.notSubtype !== undefined && !r.acts.includes('sacrifice')) return [wordedIssue({ path: formatPath([...at, 'notSubtype']) }, cardText('cards.playeractsTriggerTakesSubtype'))];
  return r.cardType !== undefined && !r.acts.includes('sacrifice') ? [wordedIssue({ path: formatPath([...at, 'cardType']) }, cardText('cards.playeractsTriggerTakesCard'))] : [];
}

/** mechanics/status-replacement.ts: a character's own gaining of a status, each status once, changed one way. */
function statusGainFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  if (c.statusGains === undefined) return [];
  if (c.type !== 'character') return [wordedIssue({ path: formatPath([...at, 'statusGains']) }, cardText('cards.characterGainsStatus', { type: cardTypeWord(c.type) }))];
  return c.statusGains.flatMap((g, k) => {
    const path = formatPath([...at, 'statusGains', k]);
    const ways = [g.insteadStatus, g.insteadBoosts, g.again].filter((w) => w !== undefined).length;
    if (ways !== 1) return [wordedIssue({ path }, cardText('cards.statusGainedChangedOne'))];
    if (g.insteadStatus === g.status) return [wordedIssue({ path }, cardText('cards.statusGainedInsteadAnother'))];
    return c.statusGains?.findIndex((o) => o.status === g.status) !== k ? [wordedIssue({ path }, cardText('cards.eachStatusChangedOnce'))] : [];
  });
}

/** The zones a reaction's `from` may name for each trigger (mechanics/triggers.ts): where its card is played from, goes to Reserve from, or leaves. */
const ORIGINS: Readonly<Record<string, readonly string[]>> = { played: ['hand', 'reserve'], toReserve: ['expedition', 'hand', 'anywhere'], leaves: ['landmarks'] };

/** mechanics/triggers.ts: a reaction's `from` is a zone its trigger's card moves from; "your Landmark zone" is a landmark's, and it was never Fleeting. */
function originFaults(c: AlteredCard, r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if (r.from === undefined) return [];
  const where = formatPath([...at, 'from']);
  if (!(ORIGINS[r.on] ?? []).includes(r.from)) return [wordedIssue({ path: where }, cardText('cards.fromDoesGoTrigger', { from: r.from, trigger: r.on }))];
  if (r.from === 'landmarks' && c.type !== 'landmark') return [wordedIssue({ path: where }, cardText('cards.neverLandmarkZoneLandmark', { type: cardTypeWord(c.type) }))];
  return r.from === 'landmarks' && r.wasFleeting !== undefined ? [wordedIssue({ path: formatPath([...at, 'wasFleeting']) }, cardText('cards.landmarkNeverFleetingLeaves'))] : [];
}

/** mechanics/triggers.ts: a gainsStatus reaction hears the gaining of the status it names, and only it has one. */
function gainedStatusFaults(r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if ((r.on === 'gainsStatus') === (r.status !== undefined)) return [];
  return [wordedIssue({ path: formatPath([...at, 'status']) }, r.on === 'gainsStatus' ? cardText('cards.gainsStatusNamesStatus') : cardText('cards.statusGainsStatusOnly'))];
}

type Effects = NonNullable<AlteredCard['effects']>;

/** Targets in play chosen with a scope (mechanics/targets.ts): a player, a card in Reserve or an expedition is never "another" object nor "in my Expedition". */
const SCOPED_TARGETS: ReadonlySet<string | undefined> = new Set(['friendlyCharacter', 'anyCharacter', 'friendlyPermanent', 'anyPermanent', 'anyCharacterOrPermanent']);

/** A target's scope (glossary, Targeting) needs a target in play, and "in my Expedition" a card that is in one. */
/** A card's own lower cost (mechanics/own-cost.ts): a hero is never played; one condition or one count; a count of expeditions names its terrain. */
function costLessFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  const less = c.costLess;
  if (less === undefined) return [];
  const where = formatPath([...at, 'costLess']);
  if (c.type === 'hero') return [wordedIssue({ path: where }, cardText('cards.heroPlayedHasCost'))];
  if (less.ifHave && less.per) return [wordedIssue({ path: where }, cardText('cards.cardCostsLessEither'))];
  if (less.into !== undefined && c.type !== 'character' && c.type !== 'expeditionPermanent') return [wordedIssue({ path: formatPath([...at, 'costLess', 'into']) }, cardText('cards.cardPlayedIntoExpedition'))];
  if (less.into !== undefined && (less.ifHave || less.per)) return [wordedIssue({ path: where }, cardText('cards.cardCostsLessWhere'))];
  if (less.ifDiscard !== undefined && (less.ifHave || less.per || less.into)) return [wordedIssue({ path: where }, cardText('cards.cardCostsLessCard'))];
  for (const [key, counted] of [['ifHave', less.ifHave?.of], ['per', less.per]] as const) {
    const fault = countedFault(counted, formatPath([...at, 'costLess', key]));
    if (fault) return [fault];
  }
  return [];
}

/** Each ability of a card that may choose a target (the card's own, its modes, quick actions and reactions), with its path. */
function targetingAbilities(c: AlteredCard): TargetingAbility[] {
  return [{ path: [] as PathSegment[], a: c }, ...(c.modes ?? []).map((a, k) => ({ path: ['modes', k] as PathSegment[], a })), ...(['exhaust', 'exhaustAlso', 'support'] as const).flatMap((k) => (c[k] ? [{ path: [k] as PathSegment[], a: c[k] }] : [])), ...(c.reactions ?? []).map((a, k) => ({ path: ['reactions', k] as PathSegment[], a }))];
}

/** A step that sends a group to Reserve, whose characters "then exhaust them" (`sent`) acts on. */
function sendsGroupToReserve(e: Effects[number] | undefined): boolean {
  return e !== undefined && e.op === 'sendToReserve' && e.all !== undefined;
}

/** "[Tough X], where X is ..." (mechanics/targets.ts): the card's own Tough, its X counted instead of printed. */
function toughXFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  if (c.toughX === undefined) return [];
  const where = formatPath([...at, 'toughX']);
  if (!(c.keywords ?? []).includes('tough') || c.tough !== undefined) return [wordedIssue({ path: where }, cardText('cards.countedXKeywordTough'))];
  const fault = countedFault(c.toughX, where);
  return fault ? [fault] : [];
}

/** reads/counts.ts: only a count of expeditions reads a terrain, and it must; only a count of characters asks a status or a subtype. */
function countedFault(c: NonNullable<AlteredCard['costLess']>['per'], path: string): LoadIssue | undefined {
  if (c && (c.what === 'expeditions') !== (c.terrain !== undefined)) return wordedIssue({ path }, cardText('cards.countExpeditionsNamesTheir'));
  if (c && c.what !== 'characters' && (c.status !== undefined || c.subtype !== undefined)) return wordedIssue({ path }, cardText('cards.countCharactersAsksStatus'));
  return undefined;
}

function scopeFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  return targetingAbilities(c).flatMap(({ path, a }) => {
    if (a.targetScope === undefined) return [];
    const where = formatPath([...at, ...path, 'targetScope']);
    // A card in Reserve is scoped by whose Reserve and its type alone; an object in play, by neither.
    const inReserve = a.targetScope.yours !== undefined || a.targetScope.cardType !== undefined || a.targetScope.exhausted !== undefined;
    // Only characters have statistics (glossary 2.3.1).
    if (a.targetScope.maxStatistic !== undefined && a.target !== 'anyCharacter' && a.target !== 'friendlyCharacter') return [wordedIssue({ path: where }, cardText('cards.maxstatisticLimitsCharacterTarget'))];
    if (inReserve !== (a.target === 'reserveCard')) return [wordedIssue({ path: where }, cardText('cards.yoursCardTypeScopeCard'))];
    if (inReserve) return a.targetScope.other || a.targetScope.in || a.targetScope.terrain || a.targetScope.statuses ? [wordedIssue({ path: where }, cardText('cards.cardReserveNeverOther'))] : [];
    if (!SCOPED_TARGETS.has(a.target)) return [wordedIssue({ path: where }, cardText('cards.targetPlayCharacterPermanent'))];
    if (a.targetScope.statuses !== undefined && a.target !== 'anyCharacter' && a.target !== 'friendlyCharacter') return [wordedIssue({ path: `${where}.statuses` }, cardText('cards.characterTargetAskedStatuses'))];
    if (a.targetScope.expeditionPermanents && a.target !== 'anyCharacterOrPermanent') return [wordedIssue({ path: `${where}.expeditionPermanents` }, cardText('cards.expeditionPermanentsScope'))];
    return a.targetScope.in !== undefined && !IN_AN_EXPEDITION.has(c.type) ? [wordedIssue({ path: where }, cardText('cards.noMyExpedition', { type: cardTypeWord(c.type) }))] : [];
  });
}

/** The effects on the ability's target that act on a character in play. */
const ON_CHARACTERS: ReadonlySet<Effects[number]['op']> = new Set(['boost', 'anchor', 'sleep', 'statusOfChoice', 'ready', 'activate', 'sendToReserve', 'switchExpedition']);

/** Every effect on the ability's target object (the others are on players). */
const ON_OBJECTS: ReadonlySet<Effects[number]['op']> = new Set([...ON_CHARACTERS, 'fleeting', 'lose', 'sacrifice', 'discard', 'returnToHand', 'returnToDeck', 'exhaust', 'toMana']);

/** A step that sends the ability's target from its expedition to Reserve. */
function sendsTargetToReserve(e: Effects[number]): boolean {
  return e.op === 'sendToReserve' && !e.me && !e.all && !e.innerTarget;
}

/** Every effect list of a card, with its path and the target its ability chooses. */
function effectLists(c: AlteredCard): { path: PathSegment[]; target: string | undefined; scope?: AlteredCard['targetScope']; effects: Effects; subject?: 'friendlyCharacter' }[] {
  return [
    ...(c.effects ? [{ path: ['effects'], target: c.target, scope: c.targetScope, effects: c.effects }] : []),
    ...(c.modes ?? []).map((m, k) => ({ path: ['modes', k, 'effects'], target: m.target, scope: m.targetScope, effects: m.effects })),
    ...(['exhaust', 'exhaustAlso', 'support'] as const).flatMap((k) => (c[k] ? [{ path: [k, 'effects'], target: c[k].target, scope: c[k].targetScope, effects: c[k].effects }] : [])),
    ...(c.reactions ?? []).map((r, k) => ({ path: ['reactions', k, 'effects'], target: r.target, scope: r.targetScope, effects: r.effects, ...(r.on === 'joins' && r.target === undefined ? { subject: 'friendlyCharacter' } : {}) })),
    ...(c.charactersHave ?? []).map((r, k) => ({ path: ['charactersHave', k, 'effects'], target: r.target, scope: r.targetScope, effects: r.effects })),
    ...(c.modifiers ?? []).flatMap((m, k) => [
      ...('also' in m && m.also ? [{ path: ['modifiers', k, 'also'], target: undefined, effects: m.also }] : []),
      ...('instead' in m && Array.isArray(m.instead) ? [{ path: ['modifiers', k, 'instead'], target: undefined, effects: m.instead }] : []),
    ]),
  ];
}

/**
 * Effects that need the whole card database or their ability's target: a token created must
 * be a token card; you sacrifice only your own objects (a friendly target, or "me"); a
 * discard or a return to hand acts on a target in play; a permanent target takes no effect
 * made for characters; a
 * step that uses a die's result follows a roll (glossary 7.3.13.b); only exhaust acts on a
 * card in Reserve (the target, or a character a step before sent there), and on nothing else; a group is named instead of a target or "me".
 */
function effectFaults(c: AlteredCard, at: PathSegment[], cards: ReadonlyMap<string, AlteredCard>): LoadIssue[] {
  return effectLists(c).flatMap(({ path, target, scope, effects, subject }) =>
    effects.flatMap((e, k): LoadIssue[] => {
      const where = formatPath([...at, ...path, k]);
      if (e.ifRoll && !effects.slice(0, k).some((x) => x.op === 'rollDie')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifRoll']) }, cardText('cards.stepThatUsesDie'))];
      if (e.ifRoll && (e.ifRoll[0] as number) > (e.ifRoll[1] as number)) return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifRoll']) }, cardText('cards.rangeResultsFromSmaller'))];
      if (e.op === 'boost' && e.byRoll && !effects.slice(0, k).some((x) => x.op === 'rollDie')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'byRoll']) }, cardText('cards.boostByRollFollowsRoll'))];
      if (e.op === 'boost' && e.byRoll && (e.per || e.counter)) return [wordedIssue({ path: formatPath([...at, ...path, k, 'byRoll']) }, cardText('cards.boostByRollAlone'))];
      // "Target a Character, then roll a die": the roll's sentence names a character target (glossary 5.2.3.b: chosen when declared).
      if (e.op === 'rollDie' && e.aims !== undefined && target !== 'anyCharacter' && target !== 'friendlyCharacter') return [wordedIssue({ path: formatPath([...at, ...path, k, 'aims']) }, cardText('cards.rollThatNamesTarget'))];
      if (e.op === 'createToken' && !cards.get(e.card)?.token) return [wordedIssue({ path: where }, cardText('cards.tokenCardCardSets', { card: e.card }))];
      // After You ends its player's turn: only a quick action, used on one's own Afternoon turn, has it.
      if (e.op === 'afterYou' && path[0] !== 'exhaust' && path[0] !== 'exhaustAlso' && path[0] !== 'support') return [wordedIssue({ path: where }, cardText('cards.afteryouEndsYourTurn'))];
      if (e.op === 'nextPlay' && [e.costLess, e.free, e.boosts, e.loses, e.activates, e.gains].filter(Boolean).length !== 1) return [wordedIssue({ path: where }, cardText('cards.nextplayEffectDoesOne', { reactionSign: '{R}' }))];
      if (e.op === 'nextPlay' && e.gains && (e.cardType !== 'character' || e.until === 'now')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'gains']) }, cardText('cards.characterWaitedGainsAnchored'))];
      if (e.op === 'nextPlay' && e.activates && (e.cardType !== 'character' || e.until === 'now')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'activates']) }, cardText('cards.characterWaitedActivatesReactions', { reactionSign: '{R}' }))];
      if (e.op === 'nextPlay' && e.loses && e.cardType !== 'character') return [wordedIssue({ path: formatPath([...at, ...path, k, 'loses']) }, cardText('cards.characterLosesFleetingEnters'))];
      if (e.op === 'nextPlay' && e.boosts && e.cardType !== 'character') return [wordedIssue({ path: formatPath([...at, ...path, k, 'boosts']) }, cardText('cards.characterGainsBoostsCardType'))];
      // An exchange takes its card in your own Reserve as the target (the scope "yours").
      if (e.op === 'exchange' && (target !== 'reserveCard' || !scope?.yours)) return [wordedIssue({ path: where }, cardText('cards.exchangeSwapsCardYour'))];
      // Mana orbs are face down: no kind of card is seen there (glossary 3.1.3.c), and the card carrying the ability is never one.
      if (e.op === 'moveCard' && e.from === 'mana' && (e.cardType !== undefined || e.other)) return [wordedIssue({ path: where }, cardText('cards.manaOrbChosenFace'))];
      // The steps after a card played at once act on that card: the ability has no target of its own, and a modifier plays nothing.
      if (isPlayNow(e) && (target !== undefined || path[0] === 'modifiers')) return [wordedIssue({ path: where }, cardText('cards.cardPlayedNowUntil'))];
      if (e.op === 'nextPlay' && e.me && (e.until !== 'now' || e.cardType !== undefined || c.type !== 'character')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'me']) }, cardText('cards.playMePlaysCharacter'))];
      // A card played at once of any type but a character (or "me") only for each player in turn, printed "a card ... for free" (mechanics/play-now.ts).
      if (isPlayNow(e) && e.cardType !== 'character' && !e.me && (e.cardType !== undefined || e.player === undefined)) return [wordedIssue({ path: formatPath([...at, ...path, k, 'cardType']) }, cardText('cards.characterPlayedNowUntil'))];
      if (e.op === 'moveCard' && e.from === e.to) return [wordedIssue({ path: where }, cardText('cards.cardChosenMovesAnother'))];
      for (const [key, c] of [['ifHave', e.ifHave?.of], ['per', 'per' in e ? e.per : undefined]] as const) {
        const fault = countedFault(c, formatPath([...at, ...path, k, key]));
        if (fault) return [fault];
      }
      const control = e.ifControl;
      if (control && control.cardType !== 'character' && (control.status !== undefined || control.subtype !== undefined || control.token !== undefined)) return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifControl']) }, cardText('cards.charactersAreAskedStatus'))];
      if (e.op === 'moveCard' && e.wording === 'payAnd' && e.innerCost === undefined) return [wordedIssue({ path: formatPath([...at, ...path, k, 'wording']) }, cardText('cards.payandWordsInnerAction'))];
      if (e.ifMoved && !effects.slice(0, k).some((x) => x.op === 'moveCard')) return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifMoved']) }, cardText('cards.ifmovedAsksTypeCard'))];
      if (e.ifDone && k === 0) return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifDone']) }, cardText('cards.ifdoneFollowsStepSame'))];
      if ((e.otherwise || e.ifNotDone) && k === 0) return [wordedIssue({ path: formatPath([...at, ...path, k, e.otherwise ? 'otherwise' : 'ifNotDone']) }, cardText('cards.otherwiseIfNotDoneFollowStep'))];
      if (e.otherwise && !STEP_CONDITIONS.some((c) => effects[k - 1]?.[c] !== undefined) && effects[k - 1]?.ifDone === undefined) return [wordedIssue({ path: formatPath([...at, ...path, k, 'otherwise']) }, cardText('cards.otherwiseFollowsStepCondition'))];
      if ('innerTarget' in e && e.innerTarget && !e.innerCost) return [wordedIssue({ path: where }, cardText('cards.innerActionInnerCostChooses'))];
      if (path[0] === 'modifiers' && (e.optional || e.innerCost)) return [wordedIssue({ path: where }, cardText('cards.modifierAppliesItselfEffects'))];
      // Glossary 2.1.e: a step that sent the target to Reserve finds it there, so "then exhaust it" reaches it.
      if (e.op === 'exhaust' && e.everyReserveCard && (target === 'reserveCard' || e.optional || e.innerCost || e.me)) return [wordedIssue({ path: formatPath([...at, ...path, k, 'everyReserveCard']) }, cardText('cards.exhaustingEveryCardReserve'))];
      // "Then exhaust them": the characters the group's step right before sent to Reserve.
      if (e.op === 'exhaust' && e.sent && (e.me || e.everyReserveCard || !sendsGroupToReserve(effects[k - 1])))
        return [wordedIssue({ path: formatPath([...at, ...path, k, 'sent']) }, cardText('cards.sentExhaustsCharactersGroup'))];
      if ('all' in e && e.all?.expedition === 'target' && target !== 'expedition') return [wordedIssue({ path: formatPath([...at, ...path, k, 'all', 'expedition']) }, cardText('cards.charactersTargetedExpeditionNeed'))];
      if (e.op === 'exhaust' && !e.everyReserveCard && !e.me && !e.sent && target !== 'reserveCard' && !effects.slice(0, k).some(sendsTargetToReserve))
        return [wordedIssue({ path: where }, cardText('cards.exhaustActsCardReserve'))];
      if (e.op === 'ready' && e.yourReserve && (e.inReserve || e.me || e.all || e.innerTarget || e.made))
        return [wordedIssue({ path: formatPath([...at, ...path, k, 'yourReserve']) }, cardText('cards.readyingEveryCardYour'))];
      // mechanics/ready-in-reserve.ts: the card is chosen as the step resolves, which only a "you may" step offers.
      if (e.op === 'ready' && e.inReserve && (!e.optional || e.me || e.all || e.innerTarget || e.innerCost))
        return [wordedIssue({ path: formatPath([...at, ...path, k, 'inReserve']) }, cardText('cards.cardReadiedReserveChosen'))];
      // "..., then it gains [[Anchored]]": the token the step right before made, and nothing else.
      if ('made' in e && e.made && (effects[k - 1]?.op !== 'createToken' || ('me' in e && e.me) || ('innerTarget' in e && e.innerTarget) || ('all' in e && e.all)))
        return [wordedIssue({ path: formatPath([...at, ...path, k, 'made']) }, cardText('cards.madeActsTokenStep'))];
      if ('all' in e && e.all && (('me' in e && e.me) || ('innerTarget' in e && e.innerTarget))) return [wordedIssue({ path: where }, cardText('cards.stepGroupAllActs'))];
      if ('all' in e && e.all?.controller === 'target' && target !== 'player') return [wordedIssue({ path: formatPath([...at, ...path, k, 'all', 'controller']) }, cardText('cards.targetedPlayerSCharacters'))];
      if (target === 'player' && ON_OBJECTS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made)) return [wordedIssue({ path: where }, cardText('cards.playerObjectActsObjects', { op: e.op }))];
      if (e.ifStatus && (!ON_OBJECTS.has(e.op) || ('all' in e && e.all) || ('made' in e && e.made) || ('innerTarget' in e && e.innerTarget) || (!('me' in e && e.me) && target === undefined)))
        return [wordedIssue({ path: formatPath([...at, ...path, k, 'ifStatus']) }, cardText('cards.ifstatusLooksObjectStep'))];
      if (target === 'reserveCard' && ON_CHARACTERS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made)) return [wordedIssue({ path: where }, cardText('cards.cardReserveCharacterActs', { op: e.op }))];
      // "Each player chooses a Character they control. It gains [[Asleep]]": the players' own choices, no target.
      if ((e.op === 'anchor' || e.op === 'sleep') && e.chosen && (e.me || e.innerTarget || e.all)) return [wordedIssue({ path: where }, cardText('cards.chosenStatusNoTarget'))];
      if ((e.op === 'anchor' || e.op === 'sleep') && e.player && !e.chosen) return [wordedIssue({ path: formatPath([...at, ...path, k, 'player']) }, cardText('cards.chosenStatusPlayers'))];
      if (e.op === 'sacrifice' && e.chosen && (e.me || e.innerTarget)) return [wordedIssue({ path: where }, cardText('cards.chosenSacrificeNoTarget'))];
      if (e.op === 'sacrifice' && e.count !== undefined && !e.chosen) return [wordedIssue({ path: formatPath([...at, ...path, k, 'count']) }, cardText('cards.chosenSacrificeCount'))];
      if (e.op === 'sacrifice' && e.player && !e.chosen) return [wordedIssue({ path: formatPath([...at, ...path, k, 'player']) }, cardText('cards.chosenSacrificePlayers'))];
      // A reaction to a character joining its controller's expeditions acts on that character, without a target (actions/reactions.ts): their own.
      if (e.op === 'sacrifice' && !e.me && !e.chosen && !['friendlyCharacter', 'friendlyPermanent'].includes(e.innerTarget ?? target ?? subject ?? ''))
        return [wordedIssue({ path: where }, cardText('cards.youSacrificeYourOwn'))];
      // mechanics/reserve-discards.ts: a card in a Reserve is discarded too, not returned.
      if ((e.op === 'discard' || e.op === 'returnToHand' || e.op === 'returnToDeck') && (target === undefined || target === 'opponent' || (target === 'reserveCard' && e.op !== 'discard')))
        return [wordedIssue({ path: where }, cardText('cards.actsObjectPlayGive', { op: e.op }))];
      if (e.op === 'toMana' && !e.me && (target === undefined || target === 'opponent' || target === 'reserveCard' || target === 'expedition'))
        return [wordedIssue({ path: where }, cardText('cards.tomanaPutsObjectPlay'))];
      // A landmark is in no expedition: only a target limited to expedition permanents switches expeditions.
      if (aimsAtPermanents(target) && e.op === 'switchExpedition' && !e.me && !e.all && !e.innerTarget && !e.made && !scope?.expeditionPermanents)
        return [wordedIssue({ path: where }, cardText('cards.expeditionPermanentSwitchesExpeditions'))];
      if (aimsAtPermanents(target) && ON_OBJECTS.has(e.op) && !REACH_PERMANENTS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made))
        return [wordedIssue({ path: where }, cardText('cards.permanentCharacterActsCharacters', { op: e.op }))];
      return expeditionFaults(c, e, target, formatPath([...at, ...path, k]));
    }),
  );
}

/** Cards that are in an expedition in play, so have "my Expedition": characters and expedition permanents. */
const IN_AN_EXPEDITION: ReadonlySet<AlteredCard['type']> = new Set(['character', 'expeditionPermanent']);

/**
 * An effect that names expeditions (reads/expeditions.ts): the targeted one needs an "expedition"
 * target, and names no player; "my Expedition", "your other Expedition" and the one facing mine need a card that is
 * in one; an expedition target is no character to act on.
 */
function expeditionFaults(c: AlteredCard, e: Effects[number], target: string | undefined, where: string): LoadIssue[] {
  const ref = e.op === 'createToken' || e.op === 'moveExpedition' || e.op === 'holdThisDay' ? e.expedition : undefined;
  // Tokens distributed among expeditions chosen as the step resolves: a token step's own, with no target nor player.
  if (ref === 'distributed' && (e.op !== 'createToken' || e.player !== undefined || e.per !== undefined || target === 'expedition')) return [wordedIssue({ path: `${where}.expedition` }, cardText('cards.distributedPlacesTokensCreateToken'))];
  if (ref === 'target' && target !== 'expedition') return [wordedIssue({ path: `${where}.expedition` }, cardText('cards.targetedExpeditionNeedsAbility'))];
  if ((ref === 'target' || ref === 'mine' || ref === 'other' || ref === 'facing') && 'player' in e && e.player !== undefined) return [wordedIssue({ path: `${where}.player` }, cardText('cards.namesOneExpeditionPlayer', { ref }))];
  if (e.op === 'sacrifice' && e.in !== undefined && e.chosen === undefined) return [wordedIssue({ path: `${where}.in` }, cardText('cards.myExpeditionQualifiesSacrifice'))];
  if ((ref === 'mine' || ref === 'other' || ref === 'facing' || e.ifMyExpedition !== undefined || (e.op === 'sacrifice' && e.in === 'mine')) && !IN_AN_EXPEDITION.has(c.type)) return [wordedIssue({ path: where }, cardText('cards.noMyExpedition', { type: cardTypeWord(c.type) }))];
  // A group ("all Characters you control") and the token just made act on no target, so they may follow a token made in the targeted expedition.
  if (target === 'expedition' && ON_CHARACTERS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made) && !(e.op === 'ready' && (e.yourReserve || e.inReserve))) return [wordedIssue({ path: where }, cardText('cards.expeditionCharacterActsCharacters', { op: e.op }))];
  return [];
}

type CardSource = EngineCardSource<AlteredCard>;

function readCardSet(file: string, json: unknown): CardSource {
  assertSchema<AlteredCardSet>(alteredCardSetSchema, json, file);
  return { file, at: ['cards'], cards: json.cards };
}

/** The fewest cards a deck holds besides its hero, and the most copies of one card (deck construction of the Altered Complete Rules v3.0; the glossary is silent). */
export const DECK_MINIMUM = 39;
export const MAX_COPIES = 3;

/**
 * Why a deck (a ready-made one, one given to createGame or to a position) cannot be played:
 * a hero that is no hero card, cards that are no deck cards (heroes and tokens start outside
 * it), more than three copies of a card, cards of another faction than the hero's, fewer than
 * 39 cards. Paths are under `at`.
 */
export function deckFaults(deck: AlteredDeck, cards: ReadonlyMap<string, AlteredCard>, at: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const hero = cards.get(deck.hero);
  if (hero?.type !== 'hero') issues.push(wordedIssue({ path: formatPath([...at, 'hero']), code: 'NOT_A_HERO' }, cardText('cards.notAHero', { hero: deck.hero })));
  const copies = new Map<string, number>();
  deck.cards.forEach((e, i) => {
    const c = cards.get(e.card);
    const path = formatPath([...at, 'cards', i, 'card']);
    if (!c || c.type === 'hero' || c.token) issues.push(wordedIssue({ path, code: 'NOT_A_DECK_CARD' }, cardText('cards.notADeckCard', { card: e.card })));
    else if (hero?.type === 'hero' && c.faction !== hero.faction) issues.push(wordedIssue({ path, code: 'WRONG_FACTION' }, cardText('cards.wrongFaction', { card: e.card, faction: c.faction, hero: deck.hero, heroFaction: hero.faction })));
    const count = (copies.get(e.card) ?? 0) + e.count;
    copies.set(e.card, count);
    if (count > MAX_COPIES) issues.push(wordedIssue({ path: formatPath([...at, 'cards', i, 'count']), code: 'TOO_MANY_COPIES' }, cardText('cards.tooManyCopies', { count, card: e.card, max: MAX_COPIES })));
  });
  const size = deck.cards.reduce((n, e) => n + e.count, 0);
  if (size < DECK_MINIMUM) issues.push(wordedIssue({ path: formatPath([...at, 'cards']), code: 'DECK_TOO_SMALL' }, cardText('cards.deckTooSmall', { size, min: DECK_MINIMUM })));
  return issues;
}

/** What a rules file's cards load into: the card database by id, and its decks by file name. */
export interface AlteredCardDatabase {
  readonly cards: Map<string, AlteredCard>;
  readonly decks: Map<string, AlteredDeck>;
}

/**
 * The card database and decks of a rules file: its card sets, its inline `extraCards` (house
 * rules, positions and scenarios define cards there), its decks.
 */

export function loadAlteredCards(rules: { cards: readonly string[]; decks?: readonly string[]; extraCards?: readonly AlteredCard[] }, files: RulesFiles): AlteredCardDatabase {
  const sources = cardSources(rules, files, readCardSet);
  const cards = new Map<string, AlteredCard>();
  for (const source of sources) {
    const issues: LoadIssue[] = [];
    source.cards.forEach((c, i) => {
      if (cards.has(c.id)) issues.push(wordedIssue({ path: formatPath([...source.at, i, 'id']) }, cardText('cards.duplicateCardId', { id: JSON.stringify(c.id) })));
      cards.set(c.id, c);
      issues.push(...abilityFaults(c, [...source.at, i]));
      issues.push(...scopeFaults(c, [...source.at, i]));
      issues.push(...countFaults(targetingAbilities(c), [...source.at, i]));
    });
    if (issues.length) throw new LoadError(source.file, issues);
  }
  // A source may create tokens another defines: checked once every source is read.
  for (const source of sources) {
    const issues = source.cards.flatMap((c, i) => effectFaults(c, [...source.at, i], cards));
    if (issues.length) throw new LoadError(source.file, issues);
  }
  const decks = new Map<string, AlteredDeck>();
  for (let d = 0; d < (rules.decks ?? []).length; d++) {
    const { file, json } = files.read(['decks', d]);
    decks.set(file.replace(/^.*[\\/]/, '').replace(/\.json$/, ''), checkDeck(file, json, cards));
  }
  return { cards, decks };
}

/** A deck file: its shape, then its cards against `cards` and the construction rules; faults throw a LoadError. */
export function checkDeck(file: string, json: unknown, cards: ReadonlyMap<string, AlteredCard>): AlteredDeck {
  assertSchema<AlteredDeck>(alteredDeckSchema, json, file);
  const issues = deckFaults(json, cards, []);
  if (issues.length) throw new LoadError(file, issues);
  return json;
}

/** A card set file on its own, as a rules file's `cards` reads it; faults throw a LoadError. */
export function checkCardSet(file: string, json: unknown): void {
  loadAlteredCards({ cards: [file] }, { locate: (path) => ({ file, at: [...path] }), read: () => ({ file, json }) });
}

/**
 * sacrificed.ts: only an object in play is sacrificed (glossary 7.3.19.a), so a hero's reaction
 * never hears its own sacrifice; "Put me in Reserve" (reserveFromDiscard) finds its card in the
 * Discard only in the reaction to its own sacrifice.
 */
function sacrificeFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  const out: LoadIssue[] = [];
  (c.reactions ?? []).forEach((r, k) => {
    if (r.on === 'sacrificed' && c.type === 'hero') out.push(wordedIssue({ path: formatPath([...at, 'reactions', k, 'on']) }, cardText('cards.heroNeverSacrificedObject')));
    r.effects.forEach((e, i) => {
      if (e.op === 'reserveFromDiscard' && r.on !== 'sacrificed') out.push(wordedIssue({ path: formatPath([...at, 'reactions', k, 'effects', i]) }, cardText('cards.reservefromdiscardFindsCardDiscard')));
    });
  });
  for (const [path, effects] of [[['effects'], c.effects ?? []], [['exhaust', 'effects'], c.exhaust?.effects ?? []], [['exhaustAlso', 'effects'], c.exhaustAlso?.effects ?? []], [['support', 'effects'], c.support?.effects ?? []], ...(c.modes ?? []).map((m, k) => [['modes', k, 'effects'], m.effects] as const)] as const) {
    effects.forEach((e, i) => {
      if (e.op === 'reserveFromDiscard') out.push(wordedIssue({ path: formatPath([...at, ...path, i]) }, cardText('cards.reservefromdiscardFindsCardDiscard')));
    });
  }
  return out;
}
