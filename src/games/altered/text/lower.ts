/**
 * Between the text's abstract syntax (ast.ts) and Altered card data: an ability's steps name
 * their object where the text does ("target Character ... it"), card data declares one
 * target per ability; a token phrase describes its token, card data names the token card.
 * `lower` goes from text to data (or refuses what the data cannot state), `raise` back.
 */
import { playsNow } from './play-now.js';
import { playsMe } from './play-me-now.js';
import { itIsMade } from './made-tokens.js';
import { Refusal } from '../../../engine/syntax/syntax.js';
import { text } from '../i18n/text-messages.js';
import { text as cardText, cardTypeWord } from '../i18n/cards-messages.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { hasMorningWording } from './morning-replacements.js';
import type { Effect, HandCost, KeywordValue, PrintedModifier, Line, StepReplacement, Named, Passive, Step, Steps, Target, TargetCount, TargetScope, TokenPhrase, TriggerValue } from './ast.js';
import { sameValue } from './same-value.js';
import { aimsAtPermanents, REACH_PERMANENTS } from '../cards/permanent-targets.js';
import { counterFaults } from '../cards/counters-check.js';
import { branchRefusal } from './otherwise-steps.js';
import { elideOnlyOne, fillOnlyOne } from './only-one.js';

export interface Ability {
  readonly target?: Target;
  readonly targetHandCost?: HandCost;
  readonly targetScope?: TargetScope;
  readonly targetCount?: TargetCount;
  readonly effects: readonly Effect[];
}

/** Where token cards are found by name (and made when the set has none), and by id. */
export interface TokenBook {
  /** The id of the token card this phrase describes, or why there is none. */
  idFor(token: TokenPhrase, faction: AlteredCard['faction']): string | Refusal;
  /** The phrase of a token card, by id. */
  phraseOf(id: string): TokenPhrase | undefined;
}

/** Object effects: they act on the ability's target unless they say "me". */
const OBJECT_OPS: ReadonlySet<Effect['op']> = new Set(['boost', 'anchor', 'sleep', 'statusOfChoice', 'ready', 'sacrifice', 'activate', 'fleeting', 'lose', 'sendToReserve', 'exhaust', 'discard', 'returnToHand', 'returnToDeck', 'switchExpedition', 'toMana']);

/** Whether an effect acts on the ability's target: a token or a move in the targeted expedition, an object effect not on "me" nor on a group, or a player effect on the target. */
function onTarget(effect: Effect | Step): boolean {
  // "..., then it gains [[Anchored]]" after a token made: on that token (made-tokens.ts).
  if ('made' in effect && effect.made === true) return false;
  // "..., then exhaust them" after a group sent to Reserve: on those characters (group-to-reserve.ts).
  if (effect.op === 'exhaust' && effect.sent === true) return false;
  // A sacrifice chosen as it resolves ("sacrifice a Character ..."): no target.
  if ((effect.op === 'sacrifice' || effect.op === 'anchor' || effect.op === 'sleep') && effect.chosen !== undefined) return false;
  // "Exchange target card from your Reserve ...": the target is the card in Reserve.
  if (effect.op === 'exchange') return true;
  if ((effect.op === 'createToken' || effect.op === 'moveExpedition' || effect.op === 'holdThisDay') && effect.expedition === 'target') return true;
  // "Ready an exhausted card in Reserve": chosen as it resolves, no target; "all cards in your Reserve": none.
  if (effect.op === 'ready' && (effect.inReserve || effect.yourReserve)) return false;
  // "Exhaust all cards in Reserve": every card there, no target.
  if (effect.op === 'exhaust' && effect.everyReserveCard) return false;
  // "For each Permanent you control, ...": each object it names as it resolves, no target (mechanics/activate-each.ts).
  if (effect.op === 'activate' && effect.forEach !== undefined) return false;
  return OBJECT_OPS.has(effect.op) ? !('me' in effect && effect.me === true) && !('all' in effect && effect.all !== undefined) : 'player' in effect && effect.player === 'target';
}

/** A step that sends a group to Reserve, whose characters "then exhaust them" acts on (group-to-reserve.ts). */
function sendsGroup(e: Effect | undefined): boolean {
  return e !== undefined && e.op === 'sendToReserve' && e.all !== undefined;
}

/** A step on the characters of the targeted player ("controlled by target player") or expedition ("from target Expedition", group-to-reserve.ts): its group names the ability's target, a player or an expedition. */
function onTargetsCharacters(step: Step): boolean {
  return 'all' in step && (step.all?.controller === 'target' || step.all?.expedition === 'target');
}

/**
 * An ability's steps as card data: the first object named in full is the target, "it" the same
 * again; `eventSubject`: a reaction whose event is about a character ("when a Character joins"),
 * whose "it" before any target is that character (no target declared); after a card played at
 * once ("immediately play a Character ..."), "it" is that card (mechanics/play-now.ts), and no target follows.
 */
export function lowerSteps(steps: Steps, faction: AlteredCard['faction'], tokens: TokenBook, eventSubject = false): Ability | Refusal {
  let target: Target | undefined;
  let handCost: HandCost | undefined;
  let scope: TargetScope | undefined;
  let count: TargetCount | undefined;
  const effects: Effect[] = [];
  const branch = branchRefusal(steps);
  if (branch !== undefined) return branch;
  const filled = fillOnlyOne(steps);
  if (filled instanceof Refusal) return filled;
  for (const step of filled) {
    const { names, ...rest } = step;
    // "Play me for free and I gain [[Asleep]]": "me" after the card played itself is the card played (play-me-now.ts).
    if (names === undefined && 'me' in rest && rest.me === true && OBJECT_OPS.has(rest.op) && effects.some(playsMe)) {
      const { me: _me, ...played } = rest;
      effects.push(played as Effect);
      continue;
    }
    if (names !== undefined && 'it' in names && onTarget(step) && itIsMade(effects[effects.length - 1], step)) {
      effects.push({ ...rest, made: true } as Effect);
      continue;
    }
    if (onTargetsCharacters(step)) {
      const kind = 'all' in step && step.all?.expedition === 'target' ? 'expedition' : 'player';
      if (target !== undefined && target !== kind) return new Refusal(text('refusal.twoTargets'));
      target = kind;
    } else if (onTarget(step)) {
      if (names === undefined) return new Refusal(text('refusal.unnamedObject'));
      if ('target' in names) {
        if (target !== undefined) return new Refusal(text('refusal.twoTargets'));
        if (eventSubject && effects.some((e) => onTarget(e))) return new Refusal(text('refusal.targetAfterIt'));
        if (effects.some(playsNow)) return new Refusal(text('refusal.targetAfterPlayed'));
        target = names.target;
        handCost = names.handCost;
        scope = names.scope;
        count = names.count;
      } else if (target === undefined && !eventSubject && !effects.some(playsNow)) return new Refusal(text('refusal.itNamesNothing'));
      // Several targets are named once, by the step that chooses them (mechanics/several-targets.ts).
      else if (count !== undefined && count.upTo !== 1) return new Refusal(text('refusal.itAfterSeveral'));
    } else if (rest.op === 'rollDie' && rest.aims !== undefined && names !== undefined && 'target' in names) {
      // "Target a Character, then roll a die" (aimed-rolls.ts): the roll's sentence names the target.
      if (target !== undefined) return new Refusal(text('refusal.twoTargets'));
      target = names.target;
    } else if (names !== undefined) return new Refusal(text('refusal.idleObject'));
    if (rest.op === 'createToken') {
      const { token, ...fields } = rest;
      const id = tokens.idFor(token, faction);
      if (id instanceof Refusal) return id;
      effects.push({ ...fields, card: id } as Effect);
    } else effects.push(rest as Effect);
  }
  if (effects[0]?.ifDone) return new Refusal(text('refusal.ifYouDoFirst'));
  if (effects.some((e, k) => e.op === 'exhaust' && e.sent && !sendsGroup(effects[k - 1]))) return new Refusal(text('refusal.themSentToReserve'));
  if (effects.some((e) => e.op === 'ready' && e.inReserve && !e.optional)) return new Refusal(text('refusal.readiedInReserve'));
  if (target === 'opponent' && effects.some((e) => OBJECT_OPS.has(e.op) && onTarget(e))) return new Refusal(text('refusal.opponentNoCharacter'));
  if (target === 'expedition' && effects.some((e) => OBJECT_OPS.has(e.op) && onTarget(e))) return new Refusal(text('refusal.expeditionNoCharacter'));
  if (target === 'player' && effects.some((e) => OBJECT_OPS.has(e.op) && onTarget(e))) return new Refusal(text('refusal.playerNoCharacter'));
  const targeted = effects.filter((e) => OBJECT_OPS.has(e.op) && onTarget(e));
  if (target === 'reserveCard' && targeted.some((e) => e.op !== 'exhaust' && e.op !== 'discard')) return new Refusal(text('refusal.reserveNoCharacter'));
  // Glossary 2.1.e: a character sent to Reserve by a step before is found there and exhausted.
  const sentBefore = (e: Effect) => targeted.slice(0, targeted.indexOf(e)).some((x) => x.op === 'sendToReserve');
  if (target !== 'reserveCard' && targeted.some((e) => e.op === 'exhaust' && !sentBefore(e))) return new Refusal(text('refusal.exhaustedInReserveOnly'));
  if (target !== undefined && target !== 'opponent' && effects.some((e) => 'player' in e && e.player === 'target')) return new Refusal(text('refusal.characterNoPlayer'));
  if (aimsAtPermanents(target) && targeted.some((e) => !REACH_PERMANENTS.has(e.op))) return new Refusal(text('refusal.permanentNoCharacter'));
  if (aimsAtPermanents(target) && targeted.some((e) => e.op === 'switchExpedition') && !scope?.expeditionPermanents) return new Refusal(text('refusal.switchLandmark'));
  // Glossary, Targeting: only an object in play is where it is, or the card itself.
  if (scope !== undefined && (target === 'opponent' || target === 'expedition' || (target === 'reserveCard' && (scope.other || scope.in || scope.terrain)))) return new Refusal(text('refusal.anotherInPlay'));
  if (scope !== undefined && target !== 'reserveCard' && (scope.yours || scope.cardType || scope.exhausted)) return new Refusal(text('refusal.inYourReserve'));
  if (target === undefined) return { effects };
  return { target, ...(handCost === undefined ? {} : { targetHandCost: handCost }), ...(scope === undefined ? {} : { targetScope: scope }), ...(count === undefined ? {} : { targetCount: count }), effects };
}

/** An ability's card data as the text says it: its target named in full by the first step on it, "it" after (`eventSubject`: "it" is the event's character, without a target). */
export function raiseSteps(ability: Ability, tokens: TokenBook, eventSubject = false): Steps | Refusal {
  let said = false;
  const steps: Step[] = [];
  for (const effect of ability.effects) {
    let step: Step;
    if (effect.op === 'createToken') {
      const { card, ...fields } = effect;
      const token = tokens.phraseOf(card);
      if (token === undefined) return new Refusal(text('refusal.tokenNotInSet', { card }));
      step = { ...fields, token: fields.wording === 'id' ? { ...token, id: card } : token } as Step;
    } else step = effect as Step;
    if ('made' in step && step.made === true) {
      const { made: _made, ...rest } = step;
      step = { ...rest, names: { it: true } } as Step;
    } else if (onTargetsCharacters(step)) said = true;
    else if (effect.op === 'rollDie' && effect.aims !== undefined) {
      // The roll's sentence names the target (aimed-rolls.ts): first, before any step on it.
      if (ability.target === undefined || said || ability.targetHandCost !== undefined || ability.targetScope !== undefined || ability.targetCount !== undefined) return new Refusal(text('refusal.rollTargetFirst'));
      step = { ...step, names: { target: ability.target } };
      said = true;
    } else if (onTarget(step) && ability.target === undefined && steps.some(playsMe) && !('innerTarget' in effect && effect.innerTarget !== undefined)) step = { ...step, me: true } as Step;
    else if (onTarget(step) && ability.target === undefined && (eventSubject || steps.some(playsNow)) && !('innerTarget' in effect && effect.innerTarget !== undefined)) step = { ...step, names: { it: true } };
    else if (onTarget(step)) {
      if (ability.target === undefined || ('innerTarget' in effect && effect.innerTarget !== undefined)) return new Refusal(text('refusal.undeclaredTarget'));
      if (said && ability.targetCount !== undefined && ability.targetCount.upTo !== 1) return new Refusal(text('refusal.twoStepsSeveral'));
      const names: Named = said ? { it: true } : { target: ability.target, ...(ability.targetHandCost === undefined ? {} : { handCost: ability.targetHandCost }), ...(ability.targetScope === undefined ? {} : { scope: ability.targetScope }), ...(ability.targetCount === undefined ? {} : { count: ability.targetCount }) };
      said = true;
      step = { ...step, names };
    }
    steps.push(step);
  }
  if (ability.target !== undefined && !said) return new Refusal(text('refusal.idleTarget'));
  return elideOnlyOne(steps);
}

type Draft = { -readonly [K in keyof AlteredCard]?: AlteredCard[K] };

/** The facts of a card outside its text, as a record gives them. */
export type CardHeader = Pick<AlteredCard, 'id' | 'name' | 'type' | 'faction' | 'handCost' | 'reserveCost' | 'stats' | 'subtypes' | 'token' | 'reserveLimit' | 'landmarkLimit'>;

/** A card's lines (its main text, then its support ability) as card data, or the first thing the data cannot state. */
export function assemble(header: CardHeader, lines: readonly Line[], tokens: TokenBook): AlteredCard | Refusal {
  const card: Draft = { ...header };
  const ability = (steps: Steps) => lowerSteps(steps, header.faction, tokens);
  for (const line of joinInstructions(lines)) {
    switch (line.kind) {
      case 'keywords':
        for (const k of line.keywords) {
          if (card.keywords?.includes(k.keyword)) return new Refusal(text('refusal.keywordTwice', { keyword: k.keyword }));
          card.keywords = [...(card.keywords ?? []), k.keyword];
          if (k.tough !== undefined) card.tough = k.tough;
          if (k.toughX !== undefined) card.toughX = k.toughX;
        }
        break;
      case 'minManaOrbs':
        if (header.type === 'hero') return new Refusal(text('refusal.heroPlayRestriction'));
        card.minManaOrbs = line.orbs;
        break;
      case 'passive':
        if (header.type === 'spell') return new Refusal(text('refusal.spellPassive'));
        if (line.passive.kind === 'otherAndFacingHeld' && header.type !== 'character' && header.type !== 'expeditionPermanent') return new Refusal(cardText('cards.noOtherExpedition', { type: cardTypeWord(header.type) }));
        if ((line.passive.kind === 'defendersDontHold' || line.passive.kind === 'furtherAtDusk' || line.passive.kind === 'facingDueToOnly') && header.type !== 'character' && header.type !== 'expeditionPermanent') return new Refusal(cardText('cards.noMyExpedition', { type: cardTypeWord(header.type) }));
        if (line.passive.kind === 'grant' && (line.passive.to === 'expedition' || line.passive.to === 'facing') && header.type !== 'character' && header.type !== 'expeditionPermanent') return new Refusal(text('refusal.noFacingExpedition', { type: cardTypeWord(header.type) }));
        if (line.passive.kind === 'regionsBecome' && line.passive.where !== undefined && header.type !== 'character' && header.type !== 'expeditionPermanent') return new Refusal(cardText('cards.noMyRegion', { type: cardTypeWord(header.type) }));
        card.passives = [...(card.passives ?? []), line.passive];
        break;
      case 'modifier':
        if (line.modifier.step === 'leave' && header.type !== 'character') return new Refusal(cardText('cards.leaveModifierCharacterOnly', { type: cardTypeWord(header.type) }));
        if (header.type === 'spell') return new Refusal(text('refusal.spellModifiesNoStep'));
        card.modifiers = [...(card.modifiers ?? []), line.modifier];
        break;
      case 'leaveDeclined': {
        // "If you don't, ...": the steps of the "you may" replacement of leaving printed just before (mechanics/leave-replacement.ts).
        const before = card.modifiers?.at(-1);
        if (before?.step !== 'leave' || before.optional !== true || before.declined !== undefined) return new Refusal(text('refusal.declinedAfterNoChoice'));
        const a = ability(line.steps);
        if (a instanceof Refusal) return a;
        if (Object.keys(a).some((k) => k !== 'effects')) return new Refusal(text('refusal.declinedTargets'));
        card.modifiers = [...(card.modifiers ?? []).slice(0, -1), { ...before, declined: [...a.effects] }];
        break;
      }
      case 'actionReplacement': {
        // mechanics/resupply-replacement.ts: the player's Resupply replaced, by untargeted steps.
        if (header.type === 'spell') return new Refusal(text('refusal.spellModifiesNoStep'));
        const a = ability(line.steps);
        if (a instanceof Refusal) return a;
        if (Object.keys(a).some((k) => k !== 'effects')) return new Refusal(text('refusal.replacementTargets'));
        card.modifiers = [...(card.modifiers ?? []), { step: 'resupply', instead: [...a.effects] }];
        break;
      }
      case 'stepReplacements':
        if (header.type === 'spell') return new Refusal(text('refusal.spellModifiesNoStep'));
        card.modifiers = [...(card.modifiers ?? []), ...line.modifiers];
        break;
      case 'statusGain':
        if (header.type !== 'character') return new Refusal(text('refusal.noStatus', { type: cardTypeWord(header.type) }));
        if (card.statusGains?.some((g) => g.status === line.gain.status)) return new Refusal(text('refusal.twoStatusLines'));
        card.statusGains = [...(card.statusGains ?? []), line.gain];
        break;
      case 'playExhausted':
        if (header.type === 'spell' || header.type === 'hero') return new Refusal(text('refusal.playExhaustedNotInPlay', { type: cardTypeWord(header.type) }));
        if (card.playExhausted !== undefined) return new Refusal(text('refusal.twoPlayExhaustedLines'));
        card.playExhausted = line.allows;
        break;
      case 'costLess':
        if (header.type === 'hero') return new Refusal(text('refusal.heroCost'));
        if (card.costLess !== undefined) return new Refusal(text('refusal.twoCostLines'));
        card.costLess = line.less;
        break;
      case 'costAtLeast':
        if (header.type === 'spell') return new Refusal(text('refusal.spellOpponentsCost'));
        if (card.opponentsCostAtLeast !== undefined) return new Refusal(text('refusal.twoOpponentsCostLines'));
        card.opponentsCostAtLeast = line.floor;
        break;
      case 'keepExhausted':
        if (header.type === 'spell' || header.type === 'hero') return new Refusal(text('refusal.keepExhaustedNotInPlay', { type: cardTypeWord(header.type) }));
        if (card.keepExhausted !== undefined) return new Refusal(text('refusal.twoKeepLines'));
        card.keepExhausted = line.more;
        break;
      case 'fleeting':
        if (header.type !== 'character' && header.type !== 'spell') return new Refusal(text('refusal.fleeting'));
        card.fleeting = true;
        break;
      case 'instructions': {
        if (header.type !== 'spell') return new Refusal(text('refusal.instructionsWithoutTrigger', { type: cardTypeWord(header.type) }));
        if (card.effects !== undefined || card.modes !== undefined) return new Refusal(text('refusal.instructionsTwice'));
        const a = ability(line.steps);
        if (a instanceof Refusal) return a;
        card.effects = [...a.effects];
        if (a.target !== undefined) card.target = a.target;
        if (a.targetHandCost !== undefined) card.targetHandCost = a.targetHandCost;
        if (a.targetScope !== undefined) card.targetScope = a.targetScope;
        if (a.targetCount !== undefined) card.targetCount = a.targetCount;
        break;
      }
      case 'modes': {
        if (header.type !== 'spell') return new Refusal(text('refusal.modesNotSpell', { type: cardTypeWord(header.type) }));
        if (card.effects !== undefined || card.modes !== undefined) return new Refusal(text('refusal.instructionsTwice'));
        const modes: Ability[] = [];
        for (const m of line.modes) {
          const a = ability(m);
          if (a instanceof Refusal) return a;
          modes.push(a);
        }
        card.modes = modes as NonNullable<AlteredCard['modes']>;
        if (line.more !== undefined) card.moreModes = line.more;
        break;
      }
      case 'reaction': {
        const a = lowerSteps(line.steps, header.faction, tokens, aboutACard(line.trigger));
        if (a instanceof Refusal) return a;
        // Once it has left, the card is in no expedition: its "my Expedition" is the one it was in (last known information) only where a token is made or an expedition moves.
        if (line.trigger.on === 'leaves' && namesMyExpedition({ effects: a.effects.filter((e) => !placedInMine(e)), ...(a.targetScope === undefined ? {} : { targetScope: a.targetScope }) })) return new Refusal(text('refusal.leftExpedition'));
        card.reactions = [...(card.reactions ?? []), { ...line.trigger, ...a } as NonNullable<AlteredCard['reactions']>[number]];
        break;
      }
      case 'grant': {
        // reads/granted-reactions.ts: a reaction given to the characters, "me" each of them.
        if (header.type === 'spell') return new Refusal(cardText('cards.spellGivesNoReaction'));
        if (line.trigger.on !== 'played') return new Refusal(text('refusal.grantedPlayedOnly'));
        const a = lowerSteps(line.steps, header.faction, tokens);
        if (a instanceof Refusal) return a;
        card.charactersHave = [...(card.charactersHave ?? []), { ...line.trigger, ...a } as NonNullable<AlteredCard['charactersHave']>[number]];
        break;
      }
      case 'exhaust':
      case 'support': {
        // A second exhaust ability, on the line after the first, is one of its own (exhaustAlso).
        const key = line.kind === 'exhaust' && card.exhaust !== undefined ? 'exhaustAlso' : line.kind;
        if (card[key] !== undefined) return new Refusal(line.kind === 'exhaust' ? text('refusal.threeExhaust') : text('refusal.twoSupport'));
        const a = ability(line.steps);
        if (a instanceof Refusal) return a;
        card[key] = { ...a, ...(line.kind === 'exhaust' && line.cost !== undefined ? { cost: line.cost } : {}), ...(line.kind === 'exhaust' && line.firstPlayerOnly ? { firstPlayerOnly: true } : {}) } as NonNullable<AlteredCard['exhaust']>;
        break;
      }
    }
  }
  if (header.type === 'spell' && card.effects === undefined && card.modes === undefined) card.effects = [];
  // After You ends its player's turn: only a quick action, used on one's own turn, says it.
  const notQuick = [...(card.effects ?? []), ...(card.modes ?? []).flatMap((m) => m.effects), ...(card.reactions ?? []).flatMap((r) => r.effects)];
  if (notQuick.some((e) => e.op === 'afterYou')) return new Refusal(text('refusal.afterYou', { exhaust: '{T}', discard: '{D}' }));
  if (header.type !== 'character' && header.type !== 'expeditionPermanent' && namesMyExpedition(card)) return new Refusal(cardText('cards.noMyExpedition', { type: cardTypeWord(header.type) }));
  // Counters are held by a card in play, and "if it's in {V}" needs an event about a character (mechanics/counters.ts).
  const counterFault = counterFaults(card as AlteredCard)[0];
  if (counterFault !== undefined) return new Refusal(counterFault.text);
  return card as AlteredCard;
}

/**
 * A spell's instructions printed as two lines in a row (a rare adds a sentence after two
 * spaces) are one ability: the spell resolves its steps in the order printed, and its one
 * target is named once for both.
 */
function joinInstructions(lines: readonly Line[]): Line[] {
  const joined: Line[] = [];
  for (const line of lines) {
    const last = joined[joined.length - 1];
    if (line.kind === 'instructions' && last?.kind === 'instructions') joined[joined.length - 1] = { kind: 'instructions', steps: [...last.steps, ...line.steps] };
    else joined.push(line);
  }
  return joined;
}

/** A token made, or an expedition moved, in "my Expedition": a place, known as the card left it (the engine keeps the expeditions it left). */
function placedInMine(e: Effect): boolean {
  return (e.op === 'createToken' || e.op === 'moveExpedition') && e.expedition === 'mine';
}

/** Whether a card's abilities speak of "my Expedition" (the one the card is in), as an effect's place, a condition or a trigger. */
function namesMyExpedition(card: Draft): boolean {
  const abilities = [card, ...(card.modes ?? []), ...(card.reactions ?? []), card.exhaust, card.exhaustAlso, card.support];
  const effects = abilities.flatMap((a) => a?.effects ?? []);
  return (
    (card.reactions ?? []).some((r) => r.expedition !== undefined) ||
    abilities.some((a) => a?.targetScope?.in !== undefined) ||
    card.playExhausted?.expedition !== undefined ||
    effects.some((e) => e.ifMyExpedition !== undefined || (e.op === 'sacrifice' && e.in === 'mine') || ((e.op === 'createToken' || e.op === 'moveExpedition' || e.op === 'holdThisDay') && (e.expedition === 'mine' || e.expedition === 'other' || e.expedition === 'facing')))
  );
}

/** The lines of a card's data, in the order printed: keywords, Fleeting, a play restriction, its own lower cost, the least opponents pay, passive abilities, the replacement of leaving the Expedition zone, a spell's instructions or modes, reactions, the changes of gaining a status, the terrains of the card's region, a move at Dusk made further, the exhausted characters kept so at Morning, an expedition's statistics made equal to the highest and its keyword for a character alone, playing exhausted cards, keeping more exhausted cards, exhaust ability; then its support ability. */
export function raise(card: AlteredCard, tokens: TokenBook): { main: Line[]; support: Line[] } | Refusal {
  // Of the modifiers, a character's replacement of its leaving the Expedition zone, the modifiers of die rolls (roll-modifiers.ts) and the replacements of the Morning's Draw and Expand (morning-replacements.ts) have a printed form.
  const printed: PrintedModifier[] = [];
  const morning: StepReplacement[] = [];
  for (const m of card.modifiers ?? []) {
    if (m.step === 'leave' || m.step === 'rollDie') printed.push(m);
    else if (m.step === 'resupply') continue;
    else if ((m.step === 'morningDraw' || m.step === 'expand') && 'instead' in m && m.instead !== undefined && !('also' in m && m.also !== undefined)) morning.push(m as StepReplacement);
    else return new Refusal(text('refusal.modifierUnprinted', { step: m.step }));
  }
  // The Draw's replacement prints first, the Expand's after "Then,".
  const morningLine = [...morning].sort((a, b) => (a.step === b.step ? 0 : a.step === 'morningDraw' ? -1 : 1));
  if (morningLine.length > 0 && !hasMorningWording(morningLine)) return new Refusal(text('refusal.morningReplacementUnprinted'));
  const main: Line[] = [];
  for (const keyword of card.keywords ?? []) main.push({ kind: 'keywords', keywords: [keyword === 'tough' ? ((card.toughX === undefined ? { keyword, tough: card.tough ?? 1 } : { keyword, toughX: card.toughX }) as KeywordValue) : { keyword }] });
  if (card.fleeting) main.push({ kind: 'fleeting' });
  if (card.minManaOrbs !== undefined) main.push({ kind: 'minManaOrbs', orbs: card.minManaOrbs });
  if (card.costLess !== undefined) main.push({ kind: 'costLess', less: card.costLess });
  if (card.opponentsCostAtLeast !== undefined) main.push({ kind: 'costAtLeast', floor: card.opponentsCostAtLeast });
  // A region's terrains print after the reactions, as the cards lay them out.
  // Printed after the reactions: the terrains of the card's region, a Dusk move made further, exhausted cards kept so at
  // Morning, an expedition permanent's statistics made equal and its keyword for a character alone.
  const isRegion = (p: Passive) => p.kind === 'regionsBecome' || p.kind === 'furtherAtDusk' || p.kind === 'exhaustedStay' || (p.kind === 'grant' && (p.stats?.highest === true || p.ifAlone === true));
  for (const passive of card.passives ?? []) if (!isRegion(passive)) main.push({ kind: 'passive', passive });
  if (morningLine.length > 0) main.push({ kind: 'stepReplacements', modifiers: morningLine });
  for (const modifier of printed) {
    main.push({ kind: 'modifier', modifier });
    // "If you don't, ...", the sentence after a "you may" replacement of leaving, on a line of its own.
    if (modifier.step === 'leave' && modifier.declined !== undefined) {
      const s = raiseSteps({ effects: modifier.declined }, tokens);
      if (s instanceof Refusal) return s;
      main.push({ kind: 'leaveDeclined', steps: s });
    }
  }
  // Reactions given to the characters (reads/granted-reactions.ts), printed as the passives are.
  for (const r of card.charactersHave ?? []) {
    const { on, from, ...a } = r;
    if (Object.keys(a).some((k) => k !== 'effects' && k !== 'target' && k !== 'targetHandCost' && k !== 'targetScope' && k !== 'targetCount')) return new Refusal(text('refusal.grantedUnprinted'));
    const s = raiseSteps(a, tokens);
    if (s instanceof Refusal) return s;
    main.push({ kind: 'grant', trigger: { on, ...(from === undefined ? {} : { from }) }, steps: s });
  }
  const steps = (a: Ability) => raiseSteps(a, tokens);
  if (card.effects !== undefined && (card.effects.length > 0 || card.target !== undefined)) {
    const s = steps({ ...(card.target ? { target: card.target } : {}), ...(card.targetHandCost ? { targetHandCost: card.targetHandCost } : {}), ...(card.targetScope ? { targetScope: card.targetScope } : {}), ...(card.targetCount ? { targetCount: card.targetCount } : {}), effects: card.effects });
    if (s instanceof Refusal) return s;
    main.push({ kind: 'instructions', steps: s });
  }
  if (card.modes !== undefined) {
    const modes: Steps[] = [];
    for (const m of card.modes) {
      const s = steps(m);
      if (s instanceof Refusal) return s;
      modes.push(s);
    }
    main.push({ kind: 'modes', modes, ...(card.moreModes === undefined ? {} : { more: card.moreModes }) });
  }
  for (const r of card.reactions ?? []) {
    const { on, cardType, from, expedition, joining, dueTo, acts, by, wasFleeting, status, gainer, counter, nth, subtype, notSubtype, playing, ifControlEach, ...a } = r;
    const s = raiseSteps(a, tokens, aboutACard(r));
    if (s instanceof Refusal) return s;
    main.push({ kind: 'reaction', trigger: { on, ...(cardType === undefined ? {} : { cardType }), ...(from === undefined ? {} : { from }), ...(expedition === undefined ? {} : { expedition }), ...(joining === undefined ? {} : { joining }), ...(dueTo === undefined ? {} : { dueTo }), ...(acts === undefined ? {} : { acts }), ...(by === undefined ? {} : { by }), ...(wasFleeting === undefined ? {} : { wasFleeting }), ...(status === undefined ? {} : { status }), ...(gainer === undefined ? {} : { gainer }), ...(counter === undefined ? {} : { counter }), ...(nth === undefined ? {} : { nth }), ...(subtype === undefined ? {} : { subtype }), ...(notSubtype === undefined ? {} : { notSubtype }), ...(playing === undefined ? {} : { playing }), ...(ifControlEach === undefined ? {} : { ifControlEach }) }, steps: s });
  }
  // A Resupply's replacement prints after the reactions (one that does a Resupply comes first).
  for (const m of card.modifiers ?? []) {
    if (m.step !== 'resupply') continue;
    const s = raiseSteps({ effects: m.instead }, tokens);
    if (s instanceof Refusal) return s;
    main.push({ kind: 'actionReplacement', steps: s });
  }
  // A status's gaining changed prints after the reactions, as the cards lay it out beside one that hears it.
  for (const gain of card.statusGains ?? []) main.push({ kind: 'statusGain', gain });
  for (const passive of card.passives ?? []) if (isRegion(passive)) main.push({ kind: 'passive', passive });
  if (card.playExhausted !== undefined) main.push({ kind: 'playExhausted', allows: card.playExhausted });
  if (card.keepExhausted !== undefined) main.push({ kind: 'keepExhausted', more: card.keepExhausted });
  const support: Line[] = [];
  // A second exhaust ability prints on the line after the first.
  for (const key of ['exhaust', 'exhaustAlso', 'support'] as const) {
    const a = card[key];
    if (a === undefined) continue;
    const kind = key === 'support' ? 'support' : 'exhaust';
    const s = steps(a);
    if (s instanceof Refusal) return s;
    // The printed costs before a colon are an exhaust ability's ({T}, ...): a support ability's has no printed form.
    if (kind === 'support' && a.cost !== undefined) return new Refusal(text('refusal.supportCost'));
    if (kind === 'support' && a.firstPlayerOnly) return new Refusal(text('refusal.supportFirstPlayer'));
    (kind === 'support' ? support : main).push(kind === 'exhaust' ? { kind, steps: s, ...(a.cost !== undefined ? { cost: a.cost } : {}), ...(a.firstPlayerOnly ? { firstPlayerOnly: true as const } : {}) } : { kind, steps: s });
  }
  return { main, support };
}

/** Whether a reaction's "it" before any target is its event's card: a character joining, or a card of a subtype played (reads/played-subtype.ts). */
function aboutACard(trigger: Pick<TriggerValue, 'on' | 'subtype'>): boolean {
  return trigger.on === 'joins' || (trigger.on === 'youPlay' && trigger.subtype !== undefined);
}

/** Whether two token phrases describe the same token. */
export function sameToken(a: TokenPhrase, b: TokenPhrase): boolean {
  return a.name.toLowerCase() === b.name.toLowerCase() && sameValue(a.stats, b.stats) && a.subtype.toLowerCase() === b.subtype.toLowerCase();
}
