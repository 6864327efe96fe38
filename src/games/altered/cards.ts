/** The Altered card database of a mode: its card sets, inline cards and ready-made decks, checked at load. */
import { LoadError, type LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import { cardSources, type CardSource as EngineCardSource, type RulesFiles } from '../../engine/loading/rules.js';
import { assertSchema } from '../../engine/schema/validate.js';
import { alteredCardSetSchema, alteredDeckSchema, STEP_CONDITIONS, type AlteredCard, type AlteredCardSet, type AlteredDeck } from './schema.js';
import { aimsAtPermanents, REACH_PERMANENTS } from './targets.js';
import { countFaults, type TargetingAbility } from './several-targets.js';
import { counterFaults } from './counters.js';
import { isPlayNow } from './play-now.js';

/**
 * Abilities need a card where they work: exhaust abilities a card in play (a character, a
 * permanent or a hero), passives, reactions and modifiers a card in play or a hero, support abilities a
 * card that can be in Reserve (not a hero). A permanent is no character and has no region of its own;
 * a landmark is in no expedition.
 */
function abilityFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  const inPlay = c.type !== 'spell' && c.type !== 'hero';
  const misplaced = [
    ...(c.type === 'spell' && c.passives ? [{ path: formatPath([...at, 'passives']), message: 'a spell has no passive abilities: only characters, permanents and heroes do' }] : []),
    ...(c.exhaustAlso && !c.exhaust ? [{ path: formatPath([...at, 'exhaustAlso']), message: 'a second exhaust ability ("exhaustAlso") goes with a first ("exhaust")' }] : []),
    // hero-exhaust.ts: a hero is in play in its Hero zone (glossary 1.2.4.d), and gives up no card for its quick action.
    ...(c.type === 'spell' && c.exhaust ? [{ path: formatPath([...at, 'exhaust']), message: 'a spell is never in play to exhaust: only characters, permanents and heroes are' }] : []),
    ...(c.type === 'hero' ? (['exhaust', 'exhaustAlso'] as const).flatMap((k) => (c[k]?.cost?.giveUp !== undefined ? [{ path: formatPath([...at, k, 'cost', 'giveUp']), message: 'a hero\'s exhaust ability gives up no card' }] : [])) : []),
    ...(c.type === 'spell' && c.reactions ? [{ path: formatPath([...at, 'reactions']), message: 'a spell is never in play: only characters, permanents and heroes have reactions' }] : []),
    ...(c.type === 'spell' && c.modifiers ? [{ path: formatPath([...at, 'modifiers']), message: 'a spell is never in play: only characters, permanents and heroes have modifiers' }] : []),
    ...(c.type === 'spell' && c.opponentsCostAtLeast ? [{ path: formatPath([...at, 'opponentsCostAtLeast']), message: 'a spell is never in play to hold up what opponents pay: only characters, permanents and heroes are' }] : []),
    ...(c.modifiers ?? []).flatMap((m, k) =>
      c.type !== 'character' && m.step === 'rest' && m.to === 'self'
        ? [{ path: formatPath([...at, 'modifiers', k]), message: `a ${c.type} does not rest: only a character's Rest modifier can reach "self"` }]
        : [],
    ),
    // leave-replacement.ts: only a character leaves the Expedition zone as the card data moves it.
    ...(c.modifiers ?? []).flatMap((m, k) =>
      c.type !== 'character' && m.step === 'leave' ? [{ path: formatPath([...at, 'modifiers', k]), message: `a ${c.type} is no character: only a character's modifier replaces its leaving the Expedition zone` }] : [],
    ),
    ...statusGainFaults(c, at),
    ...(c.modes && (c.type !== 'spell' || c.effects || c.target)
      ? [{ path: formatPath([...at, 'modes']), message: c.type === 'spell' ? 'a modal spell has its targets and effects in its modes only' : `a ${c.type} has no modes: only spells do` }]
      : []),
    // more-modes.ts: several modes of a modal spell, one target at most between them.
    ...(c.moreModes && (!c.modes || c.moreModes.upTo > c.modes.length || c.modes.filter((m) => m.target !== undefined).length > 1)
      ? [{ path: formatPath([...at, 'moreModes']), message: 'more modes are chosen among a modal spell\'s, at most as many as it has, and only one of them has a target' }]
      : []),
    ...(c.fleeting && c.type !== 'character' && c.type !== 'spell' ? [{ path: formatPath([...at, 'fleeting']), message: `a ${c.type} cannot have Fleeting: only characters and spells can` }] : []),
    ...(c.token && c.type !== 'character' ? [{ path: formatPath([...at, 'token']), message: `a ${c.type} cannot be a token: only characters are` }] : []),
    // Neutral cards of the sets are tokens (a decision: the card data has no neutral deck card).
    ...(c.faction === 'neutral' && !c.token ? [{ path: formatPath([...at, 'faction']), message: 'only a token is neutral: a card of a deck has a faction' }] : []),
    ...(c.type === 'hero' && c.support ? [{ path: formatPath([...at, 'support']), message: 'a hero is never in Reserve to support' }] : []),
    // play-exhausted.ts: the passive works in play, from an expedition, the landmarks or the expedition permanents.
    ...(c.keepExhausted !== undefined && !inPlay ? [{ path: formatPath([...at, 'keepExhausted']), message: `a ${c.type} is never in play: only characters and permanents let you keep more cards in Reserve` }] : []),
    ...costLessFaults(c, at),
    ...toughXFaults(c, at),
    ...counterFaults(c).map((f) => ({ path: formatPath([...at, ...f.path]), message: f.message })),
    ...(c.playExhausted && !inPlay ? [{ path: formatPath([...at, 'playExhausted']), message: `a ${c.type} is never in play: only characters and permanents let you play exhausted cards` }] : []),
    ...(c.playExhausted?.expedition && !IN_AN_EXPEDITION.has(c.type) ? [{ path: formatPath([...at, 'playExhausted', 'expedition']), message: `a ${c.type} is in no expedition: "my Expedition" is a character's or an expedition permanent's` }] : []),
    ...(c.reactions ?? []).flatMap((r, k) =>
      r.expedition === undefined
        ? []
        : r.on !== 'expeditionMoves' && r.on !== 'expeditionFails' && r.on !== 'joins'
          ? [{ path: formatPath([...at, 'reactions', k, 'expedition']), message: '"expedition" goes with the triggers of an expedition: expeditionMoves, expeditionFails, joins' }]
          : !IN_AN_EXPEDITION.has(c.type)
            ? [{ path: formatPath([...at, 'reactions', k, 'expedition']), message: `a ${c.type} is in no expedition: "my Expedition" is a character's or an expedition permanent's` }]
            : [],
    ),
    ...(c.reactions ?? []).flatMap((r, k) =>
      r.dueTo !== undefined && r.on !== 'expeditionMoves' ? [{ path: formatPath([...at, 'reactions', k, 'dueTo']), message: '"dueTo" goes with expeditionMoves only: a move forward has a cause' }] : [],
    ),
    // triggers.ts: only a character joining is described by "joining".
    ...(c.reactions ?? []).flatMap((r, k) => (r.joining !== undefined && r.on !== 'joins' ? [{ path: formatPath([...at, 'reactions', k, 'joining']), message: '"joining" describes the character of a "joins" trigger only' }] : [])),
    ...(c.reactions ?? []).flatMap((r, k) => originFaults(c, r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => playerActFaults(r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => gainedStatusFaults(r, [...at, 'reactions', k])),
    ...(c.reactions ?? []).flatMap((r, k) => (r.gainer !== undefined && r.on !== 'boosted' && r.on !== 'gainsStatus' ? [{ path: formatPath([...at, 'reactions', k, 'gainer']), message: '"gainer" goes with the boosted and gainsStatus triggers only: the character that gains' }] : [])),
    ...(c.reactions ?? []).flatMap((r, k) => (r.wasFleeting !== undefined && r.on !== 'leaves' && r.on !== 'sacrificed' ? [{ path: formatPath([...at, 'reactions', k, 'wasFleeting']), message: '"wasFleeting" goes with the leaves and sacrificed triggers only: a status had as the card left' }] : [])),
    ...sacrificeFaults(c, at),
    // granted-reactions.ts: given by a card in play or a hero; only a reaction to the character's own entering play.
    ...(c.type === 'spell' && c.charactersHave ? [{ path: formatPath([...at, 'charactersHave']), message: 'a spell is never in play: it gives its characters no reaction' }] : []),
    ...(c.charactersHave ?? []).flatMap((r, k) => (r.on !== 'played' ? [{ path: formatPath([...at, 'charactersHave', k, 'on']), message: 'a reaction given to characters is a "played" one only' }] : [])),
    // played-subtype.ts: only a card played is of a printed subtype.
    ...(c.reactions ?? []).flatMap((r, k) => (r.subtype !== undefined && r.on !== 'youPlay' ? [{ path: formatPath([...at, 'reactions', k, 'subtype']), message: '"subtype" goes with the youPlay trigger only: the card played' }] : [])),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'otherAndFacingHeld' && !IN_AN_EXPEDITION.has(c.type)
        ? [{ path: formatPath([...at, 'passives', k]), message: `a ${c.type} is in no expedition: "your other Expedition" is a character's or an expedition permanent's` }]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      (p.kind === 'defendersDontHold' || p.kind === 'furtherAtDusk' || p.kind === 'facingDueToOnly') && !IN_AN_EXPEDITION.has(c.type)
        ? [{ path: formatPath([...at, 'passives', k]), message: `a ${c.type} is in no expedition: "my Expedition" is a character's or an expedition permanent's` }]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'regionsBecome' && p.where !== undefined && !IN_AN_EXPEDITION.has(c.type)
        ? [{ path: formatPath([...at, 'passives', k, 'where']), message: `a ${c.type} is in no expedition: "my region" is a character's or an expedition permanent's` }]
        : [],
    ),
    ...(c.passives ?? []).flatMap((p, k) =>
      p.kind === 'grant' && p.tough !== undefined && p.keyword !== 'tough' ? [{ path: formatPath([...at, 'passives', k, 'tough']), message: 'a value of Tough goes with the keyword "tough" only' }] : [],
    ),
  ];
  const selfish = (c.type === 'character' ? [] : (c.passives ?? [])).flatMap((p, k) => {
    if (p.kind !== 'grant') return [];
    const path = formatPath([...at, 'passives', k]);
    if (p.to === 'self' || p.ifInTerrain !== undefined) return [{ path, message: `a ${c.type} is no character: it cannot grant to "self" nor depend on its terrain` }];
    if (p.ifAlone && p.to !== 'expedition') return [{ path: formatPath([...at, 'passives', k, 'ifAlone']), message: '"ifAlone" counts the characters a grant to "expedition" reaches' }];
    if (p.to === 'facing' && c.type !== 'expeditionPermanent') return [{ path, message: `a ${c.type} is in no expedition: no Character faces it` }];
    return c.type !== 'expeditionPermanent' && p.to === 'expedition' ? [{ path, message: `a ${c.type} is in no expedition: it cannot grant to "expedition"` }] : [];
  });
  return [...misplaced, ...selfish];
}

/** triggers.ts: a player's acts are heard with their acts and whose; a card type is that of a sacrificed object. */
function playerActFaults(r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if (r.playing !== undefined && r.on !== 'youPlay') return [{ path: formatPath([...at, 'playing']), message: '"playing" goes with the youPlay trigger only' }];
  if (r.playing?.permanent && r.cardType !== undefined) return [{ path: formatPath([...at, 'playing', 'permanent']), message: 'a permanent played is no card of another "cardType"' }];
  if (r.on !== 'playerActs') return (['acts', 'by', 'notSubtype'] as const).filter((f) => r[f] !== undefined).map((f) => ({ path: formatPath([...at, f]), message: `"${f}" goes with the playerActs trigger only` }));
  if (r.acts === undefined) return [{ path: formatPath([...at, 'acts']), message: 'a playerActs trigger names the acts it hears' }];
  if (r.notSubtype !== undefined && !r.acts.includes('sacrifice')) return [{ path: formatPath([...at, 'notSubtype']), message: 'a playerActs trigger takes a subtype not sacrificed for a sacrifice only' }];
  return r.cardType !== undefined && !r.acts.includes('sacrifice') ? [{ path: formatPath([...at, 'cardType']), message: 'a playerActs trigger takes a card type for a sacrifice only' }] : [];
}

/** status-replacement.ts: a character's own gaining of a status, each status once, changed one way. */
function statusGainFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  if (c.statusGains === undefined) return [];
  if (c.type !== 'character') return [{ path: formatPath([...at, 'statusGains']), message: `a ${c.type} is no character: it gains no status` }];
  return c.statusGains.flatMap((g, k) => {
    const path = formatPath([...at, 'statusGains', k]);
    const ways = [g.insteadStatus, g.insteadBoosts, g.again].filter((w) => w !== undefined).length;
    if (ways !== 1) return [{ path, message: 'a status gained is changed one way: "insteadStatus", "insteadBoosts" or "again"' }];
    if (g.insteadStatus === g.status) return [{ path, message: 'a status gained instead is another status' }];
    return c.statusGains?.findIndex((o) => o.status === g.status) !== k ? [{ path, message: 'each status is changed once' }] : [];
  });
}

/** The zones a reaction's `from` may name for each trigger (triggers.ts): where its card is played from, goes to Reserve from, or leaves. */
const ORIGINS: Readonly<Record<string, readonly string[]>> = { played: ['hand', 'reserve'], toReserve: ['expedition', 'hand', 'anywhere'], leaves: ['landmarks'] };

/** triggers.ts: a reaction's `from` is a zone its trigger's card moves from; "your Landmark zone" is a landmark's, and it was never Fleeting. */
function originFaults(c: AlteredCard, r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if (r.from === undefined) return [];
  const where = formatPath([...at, 'from']);
  if (!(ORIGINS[r.on] ?? []).includes(r.from)) return [{ path: where, message: `"from" ${r.from} does not go with the ${r.on} trigger` }];
  if (r.from === 'landmarks' && c.type !== 'landmark') return [{ path: where, message: `a ${c.type} is never in the Landmark zone: only a landmark leaves it` }];
  return r.from === 'landmarks' && r.wasFleeting !== undefined ? [{ path: formatPath([...at, 'wasFleeting']), message: 'a landmark is never Fleeting as it leaves' }] : [];
}

/** triggers.ts: a gainsStatus reaction hears the gaining of the status it names, and only it has one. */
function gainedStatusFaults(r: NonNullable<AlteredCard['reactions']>[number], at: PathSegment[]): LoadIssue[] {
  if ((r.on === 'gainsStatus') === (r.status !== undefined)) return [];
  return [{ path: formatPath([...at, 'status']), message: r.on === 'gainsStatus' ? 'a gainsStatus trigger names the status it hears' : '"status" goes with the gainsStatus trigger only' }];
}

type Effects = NonNullable<AlteredCard['effects']>;

/** Targets in play chosen with a scope (targets.ts): a player, a card in Reserve or an expedition is never "another" object nor "in my Expedition". */
const SCOPED_TARGETS: ReadonlySet<string | undefined> = new Set(['friendlyCharacter', 'anyCharacter', 'friendlyPermanent', 'anyPermanent', 'anyCharacterOrPermanent']);

/** A target's scope (glossary, Targeting) needs a target in play, and "in my Expedition" a card that is in one. */
/** A card's own lower cost (own-cost.ts): a hero is never played; one condition or one count; a count of expeditions names its terrain. */
function costLessFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  const less = c.costLess;
  if (less === undefined) return [];
  const where = formatPath([...at, 'costLess']);
  if (c.type === 'hero') return [{ path: where, message: 'a hero is not played: it has no cost to lower' }];
  if (less.ifHave && less.per) return [{ path: where, message: 'a card costs less either if enough are counted ("ifHave") or per thing counted ("per"), not both' }];
  if (less.into !== undefined && c.type !== 'character' && c.type !== 'expeditionPermanent') return [{ path: formatPath([...at, 'costLess', 'into']), message: 'only a card played into an expedition (a character, an expedition permanent) costs less for where it is played' }];
  if (less.into !== undefined && (less.ifHave || less.per)) return [{ path: where, message: 'a card costs less for where it is played ("into") with no other condition' }];
  if (less.ifDiscard !== undefined && (less.ifHave || less.per || less.into)) return [{ path: where, message: 'a card costs less for a card discarded ("ifDiscard") with no other condition' }];
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

/** "[Tough X], where X is ..." (targets.ts): the card's own Tough, its X counted instead of printed. */
function toughXFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  if (c.toughX === undefined) return [];
  const where = formatPath([...at, 'toughX']);
  if (!(c.keywords ?? []).includes('tough') || c.tough !== undefined) return [{ path: where, message: 'a counted X goes with the keyword "tough" and no printed "tough"' }];
  const fault = countedFault(c.toughX, where);
  return fault ? [fault] : [];
}

/** counts.ts: only a count of expeditions reads a terrain, and it must; only a count of characters asks a status or a subtype. */
function countedFault(c: NonNullable<AlteredCard['costLess']>['per'], path: string): LoadIssue | undefined {
  if (c && (c.what === 'expeditions') !== (c.terrain !== undefined)) return { path, message: 'a count of "expeditions" names their "terrain", and only it does' };
  if (c && c.what !== 'characters' && (c.status !== undefined || c.subtype !== undefined)) return { path, message: 'only a count of "characters" asks a "status" or a "subtype"' };
  return undefined;
}

function scopeFaults(c: AlteredCard, at: PathSegment[]): LoadIssue[] {
  return targetingAbilities(c).flatMap(({ path, a }) => {
    if (a.targetScope === undefined) return [];
    const where = formatPath([...at, ...path, 'targetScope']);
    // A card in Reserve is scoped by whose Reserve and its type alone; an object in play, by neither.
    const inReserve = a.targetScope.yours !== undefined || a.targetScope.cardType !== undefined || a.targetScope.exhausted !== undefined;
    // Only characters have statistics (glossary 2.3.1).
    if (a.targetScope.maxStatistic !== undefined && a.target !== 'anyCharacter' && a.target !== 'friendlyCharacter') return [{ path: where, message: '"maxStatistic" limits a character target: only characters have statistics' }];
    if (inReserve !== (a.target === 'reserveCard')) return [{ path: where, message: '"yours" and "cardType" scope a card in Reserve ("reserveCard"), and only they do' }];
    if (inReserve) return a.targetScope.other || a.targetScope.in || a.targetScope.terrain || a.targetScope.statuses ? [{ path: where, message: 'a card in Reserve is never "other" nor "in" an expedition or a "terrain"' }] : [];
    if (!SCOPED_TARGETS.has(a.target)) return [{ path: where, message: 'only a target in play (a character or a permanent) is "other" or "in" an expedition' }];
    if (a.targetScope.statuses !== undefined && a.target !== 'anyCharacter' && a.target !== 'friendlyCharacter') return [{ path: `${where}.statuses`, message: 'only a character target is asked its statuses' }];
    if (a.targetScope.expeditionPermanents && a.target !== 'anyCharacterOrPermanent') return [{ path: `${where}.expeditionPermanents`, message: '"expeditionPermanents" limits the permanents of a "anyCharacterOrPermanent" target' }];
    return a.targetScope.in !== undefined && !IN_AN_EXPEDITION.has(c.type) ? [{ path: where, message: `a ${c.type} is in no expedition: "my Expedition" is a character's or an expedition permanent's` }] : [];
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
    ...(c.modifiers ?? []).flatMap((m, k) => ('also' in m && m.also ? [{ path: ['modifiers', k, 'also'], target: undefined, effects: m.also }] : [])),
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
      if (e.ifRoll && !effects.slice(0, k).some((x) => x.op === 'rollDie')) return [{ path: formatPath([...at, ...path, k, 'ifRoll']), message: 'a step that uses a die\'s result follows a "rollDie" step of the same ability' }];
      if (e.ifRoll && (e.ifRoll[0] as number) > (e.ifRoll[1] as number)) return [{ path: formatPath([...at, ...path, k, 'ifRoll']), message: 'a range of results goes from the smaller to the larger' }];
      if (e.op === 'boost' && e.byRoll && !effects.slice(0, k).some((x) => x.op === 'rollDie')) return [{ path: formatPath([...at, ...path, k, 'byRoll']), message: 'boosts as many as a die\'s result follow a "rollDie" step of the same ability' }];
      if (e.op === 'boost' && e.byRoll && (e.per || e.counter)) return [{ path: formatPath([...at, ...path, k, 'byRoll']), message: 'boosts as many as a die\'s result are boosts, counted by nothing else' }];
      // "Target a Character, then roll a die": the roll's sentence names a character target (glossary 5.2.3.b: chosen when declared).
      if (e.op === 'rollDie' && e.aims !== undefined && target !== 'anyCharacter' && target !== 'friendlyCharacter') return [{ path: formatPath([...at, ...path, k, 'aims']), message: 'a roll that names the target ("aims") belongs to an ability whose target is a character' }];
      if (e.op === 'createToken' && !cards.get(e.card)?.token) return [{ path: where, message: `${e.card} is not a token card of the card sets` }];
      // After You ends its player's turn: only a quick action, used on one's own Afternoon turn, has it.
      if (e.op === 'afterYou' && path[0] !== 'exhaust' && path[0] !== 'exhaustAlso' && path[0] !== 'support') return [{ path: where, message: '"afterYou" ends your turn: only a quick action (an exhaust or support ability) has it' }];
      if (e.op === 'nextPlay' && [e.costLess, e.free, e.boosts, e.loses, e.activates, e.gains].filter(Boolean).length !== 1) return [{ path: where, message: 'a "nextPlay" effect does one thing to the card: it costs less ("costLess"), is free ("free"), gains boosts ("boosts"), loses Fleeting ("loses"), activates its {R} reactions ("activates") or gains Anchored ("gains")' }];
      if (e.op === 'nextPlay' && e.gains && (e.cardType !== 'character' || e.until === 'now')) return [{ path: formatPath([...at, ...path, k, 'gains']), message: 'only a character waited for gains Anchored as it enters play: "cardType" is "character", "until" is not "now"' }];
      if (e.op === 'nextPlay' && e.handCostAtMost !== undefined && e.until === 'now') return [{ path: formatPath([...at, ...path, k, 'handCostAtMost']), message: 'a card played now names no Hand Cost: "handCostAtMost" waits for a next card ("until" "turn" or "afternoon")' }];
      if (e.op === 'nextPlay' && e.activates && (e.cardType !== 'character' || e.until === 'now')) return [{ path: formatPath([...at, ...path, k, 'activates']), message: 'only a character waited for activates its {R} reactions as it enters play: "cardType" is "character", "until" is not "now"' }];
      if (e.op === 'nextPlay' && e.loses && e.cardType !== 'character') return [{ path: formatPath([...at, ...path, k, 'loses']), message: 'only a character loses Fleeting as it enters play: "cardType" is "character"' }];
      if (e.op === 'nextPlay' && e.boosts && e.cardType !== 'character') return [{ path: formatPath([...at, ...path, k, 'boosts']), message: 'only a character gains boosts: "cardType" is "character"' }];
      // An exchange takes its card in your own Reserve as the target (the scope "yours").
      if (e.op === 'exchange' && (target !== 'reserveCard' || !scope?.yours)) return [{ path: where, message: 'exchange swaps a card of your Reserve: give the ability a "reserveCard" target with the scope "yours"' }];
      // Mana orbs are face down: no kind of card is seen there (glossary 3.1.3.c), and the card carrying the ability is never one.
      if (e.op === 'moveCard' && e.from === 'mana' && (e.cardType !== undefined || e.other)) return [{ path: where, message: 'a mana orb is chosen face down: no "cardType" nor "other" from the Mana zone' }];
      // The steps after a card played at once act on that card: the ability has no target of its own, and a modifier plays nothing.
      if (isPlayNow(e) && (target !== undefined || path[0] === 'modifiers')) return [{ path: where, message: 'a card played now ("until": "now") is what the steps after it act on: its ability takes no target, and a modifier plays nothing' }];
      if (e.op === 'nextPlay' && e.me && (e.until !== 'now' || e.cardType !== undefined || c.type !== 'character')) return [{ path: formatPath([...at, ...path, k, 'me']), message: '"play me" plays a character itself at once: "until" is "now", with no "cardType", on a character' }];
      if (isPlayNow(e) && e.cardType !== 'character' && !e.me) return [{ path: formatPath([...at, ...path, k, 'cardType']), message: 'only a character is played now ("until": "now"): "cardType" is "character"' }];
      if (e.op === 'moveCard' && e.from === e.to) return [{ path: where, message: 'a card chosen moves to another zone: "from" and "to" differ' }];
      for (const [key, c] of [['ifHave', e.ifHave?.of], ['per', 'per' in e ? e.per : undefined]] as const) {
        const fault = countedFault(c, formatPath([...at, ...path, k, key]));
        if (fault) return [fault];
      }
      const control = e.ifControl;
      if (control && control.cardType !== 'character' && (control.status !== undefined || control.subtype !== undefined || control.token !== undefined)) return [{ path: formatPath([...at, ...path, k, 'ifControl']), message: 'only characters are asked a "status", a "subtype" or being a "token"' }];
      if (e.op === 'moveCard' && e.wording === 'payAnd' && e.innerCost === undefined) return [{ path: formatPath([...at, ...path, k, 'wording']), message: '"payAnd" words an inner action ("innerCost"): the step has none' }];
      if (e.ifMoved && !effects.slice(0, k).some((x) => x.op === 'moveCard')) return [{ path: formatPath([...at, ...path, k, 'ifMoved']), message: '"ifMoved" asks the type of the card a card step before it moved ("moveCard"): the ability has none before it' }];
      if (e.ifDone && k === 0) return [{ path: formatPath([...at, ...path, k, 'ifDone']), message: '"ifDone" follows a step of the same ability: the first has none before it' }];
      if ((e.otherwise || e.ifNotDone) && k === 0) return [{ path: formatPath([...at, ...path, k, e.otherwise ? 'otherwise' : 'ifNotDone']), message: '"otherwise" and "ifNotDone" follow a step of the same ability: the first has none before it' }];
      if (e.otherwise && !STEP_CONDITIONS.some((c) => effects[k - 1]?.[c] !== undefined) && effects[k - 1]?.ifDone === undefined) return [{ path: formatPath([...at, ...path, k, 'otherwise']), message: '"otherwise" follows a step with a condition of its own ("if ...")' }];
      if ('innerTarget' in e && e.innerTarget && !e.innerCost) return [{ path: where, message: 'only an inner action ("innerCost") chooses a target of its own' }];
      if (path[0] === 'modifiers' && (e.optional || e.innerCost)) return [{ path: where, message: 'a modifier applies by itself: its effects offer no choice ("optional", "innerCost")' }];
      // Glossary 2.1.e: a step that sent the target to Reserve finds it there, so "then exhaust it" reaches it.
      if (e.op === 'exhaust' && e.everyReserveCard && (target === 'reserveCard' || e.optional || e.innerCost || e.me)) return [{ path: formatPath([...at, ...path, k, 'everyReserveCard']), message: 'exhausting every card in Reserve acts on no target, not on "me", and offers no choice' }];
      // "Then exhaust them": the characters the group's step right before sent to Reserve.
      if (e.op === 'exhaust' && e.sent && (e.me || e.everyReserveCard || !sendsGroupToReserve(effects[k - 1])))
        return [{ path: formatPath([...at, ...path, k, 'sent']), message: '"sent" exhausts the characters a group\'s step right before sent to Reserve ("sendToReserve" with "all"), not "me"' }];
      if ('all' in e && e.all?.expedition === 'target' && target !== 'expedition') return [{ path: formatPath([...at, ...path, k, 'all', 'expedition']), message: 'the characters of the targeted expedition need the ability\'s "expedition" target' }];
      if (e.op === 'exhaust' && !e.everyReserveCard && !e.me && !e.sent && target !== 'reserveCard' && !effects.slice(0, k).some(sendsTargetToReserve))
        return [{ path: where, message: 'exhaust acts on a card in a Reserve: give the ability a "reserveCard" target, or send the target there in a step before' }];
      if (e.op === 'ready' && e.yourReserve && (e.inReserve || e.me || e.all || e.innerTarget || e.made))
        return [{ path: formatPath([...at, ...path, k, 'yourReserve']), message: 'readying every card in your Reserve acts on no target, not on "me", a group, a token made nor a card chosen' }];
      // ready-in-reserve.ts: the card is chosen as the step resolves, which only a "you may" step offers.
      if (e.op === 'ready' && e.inReserve && (!e.optional || e.me || e.all || e.innerTarget || e.innerCost))
        return [{ path: formatPath([...at, ...path, k, 'inReserve']), message: 'a card readied in Reserve is chosen as the step resolves: only a "you may" step ("optional") readies one, on no "me", group, inner action or target of its own' }];
      // "..., then it gains [[Anchored]]": the token the step right before made, and nothing else.
      if ('made' in e && e.made && (effects[k - 1]?.op !== 'createToken' || ('me' in e && e.me) || ('innerTarget' in e && e.innerTarget) || ('all' in e && e.all)))
        return [{ path: formatPath([...at, ...path, k, 'made']), message: '"made" acts on the token the step right before made ("createToken"): not on "me", a group or a target of its own' }];
      if ('all' in e && e.all && (('me' in e && e.me) || ('innerTarget' in e && e.innerTarget))) return [{ path: where, message: 'a step on a group ("all") acts on no target and not on "me"' }];
      if ('all' in e && e.all?.controller === 'target' && target !== 'player') return [{ path: formatPath([...at, ...path, k, 'all', 'controller']), message: 'the targeted player\'s characters need the ability\'s "player" target' }];
      if (target === 'player' && ON_OBJECTS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made)) return [{ path: where, message: `a player is no object: ${e.op} acts on objects in play` }];
      if (e.ifStatus && (!ON_OBJECTS.has(e.op) || ('all' in e && e.all) || ('made' in e && e.made) || ('innerTarget' in e && e.innerTarget) || (!('me' in e && e.me) && target === undefined)))
        return [{ path: formatPath([...at, ...path, k, 'ifStatus']), message: '"ifStatus" looks at the object the step acts on: the ability\'s target or "me"' }];
      if (target === 'reserveCard' && ON_CHARACTERS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made)) return [{ path: where, message: `a card in Reserve is no character: ${e.op} acts on characters in play` }];
      // "Each player chooses a Character they control. It gains [[Asleep]]": the players' own choices, no target.
      if ((e.op === 'anchor' || e.op === 'sleep') && e.chosen && (e.me || e.innerTarget || e.all)) return [{ path: where, message: 'a status given to a character chosen as it resolves ("chosen") acts on no target, group or "me"' }];
      if ((e.op === 'anchor' || e.op === 'sleep') && e.player && !e.chosen) return [{ path: formatPath([...at, ...path, k, 'player']), message: 'only a status given to a character chosen as it resolves ("chosen") names the players who choose' }];
      if (e.op === 'sacrifice' && e.chosen && (e.me || e.innerTarget)) return [{ path: where, message: 'a sacrifice chosen as it resolves ("chosen") acts on no target and not on "me"' }];
      if (e.op === 'sacrifice' && e.count !== undefined && !e.chosen) return [{ path: formatPath([...at, ...path, k, 'count']), message: 'only a sacrifice chosen as it resolves ("chosen") sacrifices several' }];
      if (e.op === 'sacrifice' && e.player && !e.chosen) return [{ path: formatPath([...at, ...path, k, 'player']), message: 'only a sacrifice chosen as it resolves ("chosen") names the players who sacrifice' }];
      // A reaction to a character joining its controller's expeditions acts on that character, without a target (reactions.ts): their own.
      if (e.op === 'sacrifice' && !e.me && !e.chosen && !['friendlyCharacter', 'friendlyPermanent'].includes(e.innerTarget ?? target ?? subject ?? ''))
        return [{ path: where, message: 'you sacrifice only your own objects: give the ability a "friendlyCharacter" or "friendlyPermanent" target, or sacrifice "me"' }];
      // reserve-discards.ts: a card in a Reserve is discarded too, not returned.
      if ((e.op === 'discard' || e.op === 'returnToHand' || e.op === 'returnToDeck') && (target === undefined || target === 'opponent' || (target === 'reserveCard' && e.op !== 'discard')))
        return [{ path: where, message: `${e.op} acts on an object in play: give the ability a character or permanent target` }];
      if (e.op === 'toMana' && !e.me && (target === undefined || target === 'opponent' || target === 'reserveCard' || target === 'expedition'))
        return [{ path: where, message: 'toMana puts an object in play or "me" in a Mana zone: give the ability a character or permanent target, or put "me" there' }];
      // A landmark is in no expedition: only a target limited to expedition permanents switches expeditions.
      if (aimsAtPermanents(target) && e.op === 'switchExpedition' && !e.me && !e.all && !e.innerTarget && !e.made && !scope?.expeditionPermanents)
        return [{ path: where, message: 'only an expedition permanent switches expeditions: give the target the scope "expeditionPermanents"' }];
      if (aimsAtPermanents(target) && ON_OBJECTS.has(e.op) && !REACH_PERMANENTS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made))
        return [{ path: where, message: `a permanent is no character: ${e.op} acts on characters only` }];
      return expeditionFaults(c, e, target, formatPath([...at, ...path, k]));
    }),
  );
}

/** Cards that are in an expedition in play, so have "my Expedition": characters and expedition permanents. */
const IN_AN_EXPEDITION: ReadonlySet<AlteredCard['type']> = new Set(['character', 'expeditionPermanent']);

/**
 * An effect that names expeditions (expeditions.ts): the targeted one needs an "expedition"
 * target, and names no player; "my Expedition", "your other Expedition" and the one facing mine need a card that is
 * in one; an expedition target is no character to act on.
 */
function expeditionFaults(c: AlteredCard, e: Effects[number], target: string | undefined, where: string): LoadIssue[] {
  const ref = e.op === 'createToken' || e.op === 'moveExpedition' || e.op === 'holdThisDay' ? e.expedition : undefined;
  // Tokens distributed among expeditions chosen as the step resolves: a token step's own, with no target nor player.
  if (ref === 'distributed' && (e.op !== 'createToken' || e.player !== undefined || e.per !== undefined || target === 'expedition')) return [{ path: `${where}.expedition`, message: '"distributed" places the tokens of a createToken step, with no "player", "per" or expedition target' }];
  if (ref === 'target' && target !== 'expedition') return [{ path: `${where}.expedition`, message: 'the targeted expedition needs the ability\'s "expedition" target' }];
  if ((ref === 'target' || ref === 'mine' || ref === 'other' || ref === 'facing') && 'player' in e && e.player !== undefined) return [{ path: `${where}.player`, message: `"${ref}" names one expedition: no player goes with it` }];
  if (e.op === 'sacrifice' && e.in !== undefined && e.chosen === undefined) return [{ path: `${where}.in`, message: '"in my Expedition" qualifies a sacrifice chosen as it resolves ("chosen")' }];
  if ((ref === 'mine' || ref === 'other' || ref === 'facing' || e.ifMyExpedition !== undefined || (e.op === 'sacrifice' && e.in === 'mine')) && !IN_AN_EXPEDITION.has(c.type)) return [{ path: where, message: `a ${c.type} is in no expedition: "my Expedition" is a character's or an expedition permanent's` }];
  // A group ("all Characters you control") and the token just made act on no target, so they may follow a token made in the targeted expedition.
  if (target === 'expedition' && ON_CHARACTERS.has(e.op) && !('me' in e && e.me) && !('innerTarget' in e && e.innerTarget) && !('all' in e && e.all) && !('made' in e && e.made) && !(e.op === 'ready' && (e.yourReserve || e.inReserve))) return [{ path: where, message: `an expedition is no character: ${e.op} acts on characters in play` }];
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
  if (hero?.type !== 'hero') issues.push({ path: formatPath([...at, 'hero']), message: `${deck.hero} is not a hero of the card sets`, code: 'NOT_A_HERO' });
  const copies = new Map<string, number>();
  deck.cards.forEach((e, i) => {
    const c = cards.get(e.card);
    const path = formatPath([...at, 'cards', i, 'card']);
    if (!c || c.type === 'hero' || c.token) issues.push({ path, message: `${e.card} is not a character, spell or permanent of the card sets (heroes and tokens start outside the deck)`, code: 'NOT_A_DECK_CARD' });
    else if (hero?.type === 'hero' && c.faction !== hero.faction) issues.push({ path, message: `${e.card} is ${c.faction}, the hero ${deck.hero} is ${hero.faction}`, code: 'WRONG_FACTION' });
    const count = (copies.get(e.card) ?? 0) + e.count;
    copies.set(e.card, count);
    if (count > MAX_COPIES) issues.push({ path: formatPath([...at, 'cards', i, 'count']), message: `${count} copies of ${e.card}; a deck holds at most ${MAX_COPIES}`, code: 'TOO_MANY_COPIES' });
  });
  const size = deck.cards.reduce((n, e) => n + e.count, 0);
  if (size < DECK_MINIMUM) issues.push({ path: formatPath([...at, 'cards']), message: `${size} cards; a deck holds at least ${DECK_MINIMUM} besides its hero`, code: 'DECK_TOO_SMALL' });
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
      if (cards.has(c.id)) issues.push({ path: formatPath([...source.at, i, 'id']), message: `duplicate card id ${JSON.stringify(c.id)}` });
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
    if (r.on === 'sacrificed' && c.type === 'hero') out.push({ path: formatPath([...at, 'reactions', k, 'on']), message: 'a hero is never sacrificed: only an object in play is' });
    r.effects.forEach((e, i) => {
      if (e.op === 'reserveFromDiscard' && r.on !== 'sacrificed') out.push({ path: formatPath([...at, 'reactions', k, 'effects', i]), message: '"reserveFromDiscard" finds its card in the Discard only in the reaction to its own sacrifice ("sacrificed")' });
    });
  });
  for (const [path, effects] of [[['effects'], c.effects ?? []], [['exhaust', 'effects'], c.exhaust?.effects ?? []], [['exhaustAlso', 'effects'], c.exhaustAlso?.effects ?? []], [['support', 'effects'], c.support?.effects ?? []], ...(c.modes ?? []).map((m, k) => [['modes', k, 'effects'], m.effects] as const)] as const) {
    effects.forEach((e, i) => {
      if (e.op === 'reserveFromDiscard') out.push({ path: formatPath([...at, ...path, i]), message: '"reserveFromDiscard" finds its card in the Discard only in the reaction to its own sacrifice ("sacrificed")' });
    });
  }
  return out;
}
