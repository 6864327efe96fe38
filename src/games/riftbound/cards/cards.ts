/**
 * The card database of a mode: the card sets its rules name, cards defined inline (rules
 * `extraCards`, a position's or scenario's `cards`), and ready-made decks. Beyond the
 * schema, every card is checked for what a schema cannot say: effect targets that name a
 * declared target, tokens that exist, conditions that compile. Faults fail at load with the
 * file and JSON path.
 */
import { EngineError, LoadError, wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { joined } from '../../../engine/i18n/words.js';
import { compileExpression } from '../../../engine/expr/compile.js';
import type { Compiled } from '../../../engine/expr/types.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import { cardSources, type CardSource as EngineCardSource, type RulesFiles } from '../../../engine/loading/rules.js';
import { assertSchema } from '../../../engine/schema/validate.js';
import { BATTLEFIELD_TRIGGERS, cardSetSchema, deckSchema, LEGEND_PASSIVE_TARGETS, LEGEND_TRIGGERS, PLAYER_RESTRICTIONS, REFERENCES, type Ability, type CardDefinition, type CardSet, type Deck, type Effect, type TargetSpec, type Quantity, type Group } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';
import { isSelfTrigger, namesItsSubject, triggerIssues, triggersOf } from './trigger-subjects.js';
import { attachedToIssues, attachIssues, gearCardIssues } from './gear-cards.js';
import { alternativeTargetIssues } from './target-alternatives-check.js';
import { trashGroupIssues } from './trash-groups-check.js';
import { constructionIssues, type ConstructionRules } from './deck-rules.js';
import { conditionVocabulary } from './condition-vocabulary.js';
import { readsEvent } from './reads-event.js';
import { DEPENDENT, type Dependent } from './dependent.js';
import { keywordIssues } from './keyword-check.js';
import { othersLookedIssues, zoneEffectIssues, zoneTargetIssues } from './zone-cards-check.js';
import { buffSpendingIssues } from './buff-spending-check.js';
import { eachMayIssues } from './each-may-check.js';
import { namedOutcomeIssues } from './named-outcomes-check.js';
import type { CardDatabase, RiftboundState } from '../state/state.js';
import { wholeCard } from './whole-views.js';

/** The operations that act on objects (`target` or `all`) and those that count (`amount` or `equalTo`), as the schema states them. */
const OPERATION_SCHEMAS = cardSetSchema.$defs.effect.anyOf as readonly { readonly properties: { readonly op: { readonly const: string } } & Record<string, unknown> }[];
const OBJECT_OPS: ReadonlySet<string> = new Set(OPERATION_SCHEMAS.filter((o) => 'all' in o.properties).map((o) => o.properties.op.const));
/** Of OBJECT_OPS, those that may name nothing: they then reach every unit, even units that enter later ("Prevent all spell and ability damage this turn"). */
const EVERY_UNIT_OPS: ReadonlySet<string> = new Set(['preventDamage']);
const AMOUNT_OPS: ReadonlySet<string> = new Set(OPERATION_SCHEMAS.filter((o) => 'equalTo' in o.properties).map((o) => o.properties.op.const));

/**
 * Compiled conditions, by the JSON object that carries them (an effect or an ability).
 * Conditions read the state through selectors and `{ "event": "controller" }`, `"source"`,
 * `"here"`.
 */
const conditions = new WeakMap<object, Compiled<RiftboundState>>();

/** Compiles a card condition (boolean) or amount (number) the way loading a card set does, its issues pushed to `issues`. */
function compileCondition(condition: unknown, rules: unknown, path: string, issues: LoadIssue[], type: 'boolean' | 'number' = 'boolean'): Compiled<RiftboundState> {
  const scope = { selectors: conditionVocabulary().selectors, rules, guardNames: new Set<string>(), guard: () => () => false };
  return compileExpression<RiftboundState>(condition, scope, path, issues, type).run;
}

/** Compiled amounts (numeric expressions), by the expression object. */
const amounts = new WeakMap<object, Compiled<RiftboundState>>();

/**
 * The compiled amount `expression` (an object of the expression language): the one loading its
 * card set compiled, or compiled now against `rules` for a copy of loaded rules.
 */
export function amountOf(expression: object, rules: unknown): Compiled<RiftboundState> {
  const known = amounts.get(expression);
  if (known !== undefined) return known;
  const issues: LoadIssue[] = [];
  const run = compileCondition(expression, rules, '$', issues, 'number');
  if (issues.length > 0) throw new EngineError(`a card amount does not compile: ${issues.map((i) => i.message).join('; ')}`);
  amounts.set(expression, run);
  return run;
}

/**
 * The compiled condition on `node` (undefined when it has none): the one loading its card set
 * compiled, or, for a node of a copy of loaded rules (`game.rules` hands out a frozen copy),
 * compiled now against `rules` and kept with the node.
 */
export function conditionOf(node: { readonly condition?: unknown }, rules: unknown): Compiled<RiftboundState> | undefined {
  const known = conditions.get(node);
  if (known !== undefined || node.condition === undefined) return known;
  const issues: LoadIssue[] = [];
  const run = compileCondition(node.condition, rules, '$.condition', issues);
  if (issues.length > 0) throw new EngineError(`a card condition does not compile: ${issues.map((i) => i.message).join('; ')}`);
  conditions.set(node, run);
  return run;
}

type PassiveAbility = Extract<Ability, { kind: 'passive' }>;

/** What a passive may do; each of {@link PLAYING_PASSIVES} does it alone. */
const PASSIVE_EFFECTS = ['might', 'keywords', 'cannot', 'bonusDamage', 'players', 'victoryScore', 'combatDamageOrder', 'enters', 'playableAt', 'playableOnlyAt', 'costs', 'doubleMightBonus', 'anyNumberOfBuffs', 'addsMore', 'discountWhenChosen', 'optionalCostsLess', 'hideCost', 'additionalDeathknell', 'playedKeywords'] as const satisfies readonly (keyof PassiveAbility)[];

/** Passives about units being played, and whom each may reach (the card itself, or the units its controller's team plays); what each says is the catalogue's `cards.playing.*`. */
const PLAYING_PASSIVES = [
  ['enters', ['self', 'otherFriendlyUnits', 'friendlyUnits', 'yourUnits']],
  ['playableAt', ['self', 'friendlyUnits']],
  ['playableOnlyAt', ['self']],
] as const;

/** Compiled numbers (`forEach` of a discount), by the JSON object that carries them. */
const counts = new WeakMap<object, Compiled<RiftboundState>>();

function compileCount(count: unknown, rules: unknown, path: string, issues: LoadIssue[]): Compiled<RiftboundState> {
  const scope = { selectors: conditionVocabulary().selectors, rules, guardNames: new Set<string>(), guard: () => () => false };
  return compileExpression<RiftboundState>(count, scope, path, issues, 'number').run;
}

/** The compiled `forEach` on `node` (undefined when it has none), like {@link conditionOf}. */
export function forEachOf(node: { readonly forEach?: unknown }, rules: unknown): Compiled<RiftboundState> | undefined {
  const known = counts.get(node);
  if (known !== undefined || node.forEach === undefined) return known;
  const issues: LoadIssue[] = [];
  const run = compileCount(node.forEach, rules, '$.forEach', issues);
  if (issues.length > 0) throw new EngineError(`a card count does not compile: ${issues.map((i) => i.message).join('; ')}`);
  counts.set(node, run);
  return run;
}

class CardChecker {
  readonly issues: LoadIssue[] = [];
  constructor(private readonly rules: unknown) {}

  condition(node: { condition?: unknown }, path: PathSegment[]): void {
    if (node.condition === undefined) return;
    conditions.set(node, compileCondition(node.condition, this.rules, formatPath([...path, 'condition']), this.issues));
  }

  /** A card's discount of itself: its condition and its count compile (CR 356.4). */
  costReduction(card: CardDefinition, path: PathSegment[]): void {
    const reduction = card.costReduction;
    if (reduction === undefined) return;
    const at = [...path, 'costReduction'];
    this.condition(reduction, at);
    this.dependent(reduction, at);
    if (reduction.forEach !== undefined) counts.set(reduction, compileCount(reduction.forEach, this.rules, formatPath([...at, 'forEach']), this.issues));
    if (card.type !== 'unit' && card.type !== 'spell' && card.type !== 'gear') {
      this.issues.push(wordedIssue({ path: formatPath(at), rule: 'CR 356.4' }, text('cards.discountType', { card: card.id, type: card.type })));
    }
  }

  /** A dependent keyword that needs a value has one (Level N, CR 824.1.a). */
  dependent(node: { dependent?: Dependent }, path: PathSegment[]): void {
    const dependent = node.dependent;
    if (!dependent || dependent.value !== undefined || !DEPENDENT[dependent.keyword].needsValue) return;
    const { name, rule } = DEPENDENT[dependent.keyword];
    const shape = `{ "keyword": ${JSON.stringify(dependent.keyword)}, "value": N }`;
    this.issues.push(wordedIssue({ path: formatPath([...path, 'dependent']), rule: `${rule}.a` }, text('cards.dependentThreshold', { name, shape, rule })));
  }

  /**
   * Each effect names a declared target or a reference, and moves to base, here or a
   * battlefield target. `of`: whose effects they are: a replacement effect's may name
   * `thatUnit` and happen at once, with nothing to decline or pay (CR 370.1.a); a triggered
   * ability's about other objects' events (`subject`) may name `thatUnit`, the object its event was about;
   * one at a turn's start or end (`turn`) may have a step done by "that player", the turn player;
   * a token play's replacement (`tokenReplacement`) names no unit but may play that token (CR 375).
   */
  effects(effects: readonly Effect[], targets: readonly TargetSpec[], path: PathSegment[], of: 'replacement' | 'tokenReplacement' | 'subject' | 'turn' | 'triggered' | 'other' = 'other'): void {
    const replacement = of === 'replacement' || of === 'tokenReplacement';
    const names = new Set<string>(targets.map((t) => t.name));
    this.issues.push(...zoneTargetIssues(targets, [...path.slice(0, -1), 'targets']));
    this.issues.push(...othersLookedIssues(effects, path));
    this.issues.push(...attachedToIssues(targets, [...path.slice(0, -1), 'targets']));
    this.issues.push(...alternativeTargetIssues(targets, effects, [...path.slice(0, -1), 'targets'], path));
    this.issues.push(...trashGroupIssues(effects, path));
    // A unit chosen at another's location names a unit target chosen before it (CR 355.11.b).
    targets.forEach((spec, t) => {
      // A legend is in no location and stands for its player (CR 107.4.b): a target says only whose it is.
      if (spec.select === 'legend') {
        const extra = Object.keys(spec).find((k) => k !== 'name' && k !== 'select' && k !== 'relation' && k !== 'except');
        if (extra !== undefined) this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, extra]), rule: 'CR 107.4.b' }, text('cards.legendTarget', { field: extra })));
      }
      // "Something" is any object on the board (CR 124): a target says only whose, whether exhausted, and not which one.
      if (spec.select === 'anything') {
        const extra = Object.keys(spec).find((k) => !['name', 'select', 'relation', 'exhausted', 'except'].includes(k));
        if (extra !== undefined) this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, extra]), rule: 'CR 359.3.e.4' }, text('cards.somethingTarget', { field: extra })));
        const naming = effects.findIndex((e) => 'target' in e && e.target === spec.name && e.op !== 'ready' && e.op !== 'exhaust');
        if (naming >= 0) this.issues.push(wordedIssue({ path: formatPath([...path, naming, 'target']), rule: 'CR 124' }, text('cards.somethingReadied', { name: spec.name, op: String(effects[naming]?.op) })));
      }
      if (spec.chooses !== undefined && spec.select !== 'spell' && spec.select !== 'ability' && spec.select !== 'spellOrAbility') {
        this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, 'chooses']), rule: 'CR 355.7' }, text('cards.chooses', { select: spec.select })));
      }
      if (spec.acrossBaseOf !== undefined && (spec.select !== 'destination' || !targets.slice(0, t).some((o) => o.name === spec.acrossBaseOf && o.select === 'unit'))) {
        this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, 'acrossBaseOf']), rule: 'CR 355.4' }, text('cards.acrossBaseOf', { value: JSON.stringify(spec.acrossBaseOf) })));
      }
      // Whose objects, or where that player has units, as the controller of a unit chosen before (CR 355.11.b).
      if (spec.sameControllerAs !== undefined && (!['unit', 'gear', 'destination'].includes(spec.select) || !targets.slice(0, t).some((o) => o.name === spec.sameControllerAs && o.select === 'unit'))) {
        this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, 'sameControllerAs']), rule: 'CR 355.11.b' }, text('cards.sameControllerAs', { value: JSON.stringify(spec.sameControllerAs) })));
      }
      const places = spec.select === 'unit' ? ['unit', 'destination', 'battlefield'] : spec.select === 'battlefield' ? ['unit'] : [];
      if (spec.sameLocationAs !== undefined && !targets.slice(0, t).some((o) => o.name === spec.sameLocationAs && places.includes(o.select))) {
        this.issues.push(wordedIssue({ path: formatPath([...path.slice(0, -1), 'targets', t, 'sameLocationAs']), rule: 'CR 355.11.b' }, text('cards.sameLocationAs', { value: JSON.stringify(spec.sameLocationAs) })));
      }
    });
    const refs = new Set<string>(REFERENCES);
    if (of === 'other' || of === 'turn' || of === 'triggered' || of === 'tokenReplacement') refs.delete('thatUnit');
    effects.forEach((effect, i) => {
      const at = [...path, i];
      // "Play that token": the token a token play's replacement replaced, and nothing else has one (CR 375).
      if (effect.op === 'playThatToken' && of !== 'tokenReplacement') this.issues.push(wordedIssue({ path: formatPath([...at, 'op']), rule: 'CR 375' }, text('cards.playThatToken')));
      this.condition(effect, at);
      if (effect.op === 'damage') effect.bonus?.forEach((instance, b) => this.condition(instance, [...at, 'bonus', b]));
      // "Then recycle it" after a play: the card a play step before played, and nothing else (mechanics/spell-plays.ts).
      if (effect.op === 'recycle' && effect.played === true && !effects.slice(0, i).some((e) => e.op === 'play')) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'played']), rule: 'CR 419.4.a' }, text('cards.played')));
      }
      // "For each card in your trash": a number expression, which compiles as a discount's count does.
      if ('forEachCount' in effect && effect.forEachCount !== undefined) compileCount(effect.forEachCount, this.rules, formatPath([...at, 'forEachCount']), this.issues);
      // "For each card with [Hidden]": counted among the cards a look step before it looked at or revealed.
      if ('forEachLooked' in effect && effect.forEachLooked !== undefined && !effects.slice(0, i).some((e) => e.op === 'look')) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'forEachLooked']), rule: 'CR 424' }, text('cards.forEachLooked')));
      }
      // Any number of buffs spent as the step resolves, and the steps that count them (mechanics/buff-spending.ts).
      for (const issue of buffSpendingIssues(effects, i)) this.issues.push(wordedIssue({ path: formatPath([...at, issue.field]), rule: 'CR 702.2.b' }, issue.message));
      // Tokens each player may play for themselves as the step resolves, and the step counting the opponents who did (mechanics/each-may.ts).
      for (const issue of eachMayIssues(effects, i, replacement)) this.issues.push(wordedIssue({ path: formatPath([...at, issue.field]), rule: issue.rule }, issue.message));
      // Steps done for each player that chose a named outcome (mechanics/named-outcomes.ts).
      for (const issue of namedOutcomeIssues(effects, i)) this.issues.push(wordedIssue({ path: formatPath([...at, issue.field]), rule: 'CR 355.17' }, issue.message));
      if (effect.op === 'nextSpell' && effect.energy === undefined && effect.bonusDamage === undefined && effect.repeat === undefined) {
        this.issues.push(wordedIssue({ path: formatPath(at) }, text('cards.nextSpell')));
      }
      this.dependent(effect, at);
      const named = (name: string | undefined, field: PathSegment[]) => {
        // What a step chose or made as it resolved is named only after such a step.
        if (name === 'resolvedObject' && !effects.slice(0, i).some((e) => e.op === 'discard' || e.op === 'createToken' || e.op === 'playFromHand' || (e.op === 'look' && e.until !== undefined))) {
          this.issues.push(wordedIssue({ path: formatPath([...at, ...field]) }, text('cards.resolvedObject')));
          return;
        }
        if (name === undefined || refs.has(name) || names.has(name)) return;
        const target = JSON.stringify(name);
        const message = name === 'thatUnit' ? text('cards.unknownTarget.thatUnit', { target }) : text('cards.unknownTarget', { target, names: [...refs].join(', ') });
        this.issues.push(wordedIssue({ path: formatPath([...at, ...field]) }, message));
      };
      if ('target' in effect) named(effect.target, ['target']);
      if ('with' in effect) named(effect.with, ['with']);
      if ('by' in effect) named(effect.by, ['by']);
      // A step done by another player names one object (`play` says `owner` instead: its card's owner).
      if ('player' in effect && typeof effect.player === 'object') {
        const { controllerOf, ownerOf, turnPlayer, opponent, eventPlayer } = effect.player;
        if ([controllerOf, ownerOf, turnPlayer, opponent, eventPlayer].filter((f) => f !== undefined).length !== 1) this.issues.push(wordedIssue({ path: formatPath([...at, 'player']) }, text('cards.player')));
        if (turnPlayer && of !== 'turn') this.issues.push(wordedIssue({ path: formatPath([...at, 'player', 'turnPlayer']) }, text('cards.turnPlayer')));
        // "They": the player of the event a triggered ability heard; a spell or an activated ability has none.
        if (eventPlayer && of !== 'subject' && of !== 'turn' && of !== 'triggered') this.issues.push(wordedIssue({ path: formatPath([...at, 'player', 'eventPlayer']), rule: 'CR 383.1' }, text('cards.eventPlayer')));
        named(controllerOf, ['player', 'controllerOf']);
        named(ownerOf, ['player', 'ownerOf']);
      }
      // "... unless its controller pays ..." or "... has you draw N": one of them, asked of a named object's controller.
      if (effect.unless !== undefined) {
        named(effect.unless.controllerOf, ['unless', 'controllerOf']);
        if ((effect.unless.pays === undefined) === (effect.unless.draws === undefined)) this.issues.push(wordedIssue({ path: formatPath([...at, 'unless']) }, text('cards.unless')));
        if (replacement) this.issues.push(wordedIssue({ path: formatPath([...at, 'unless']), rule: 'CR 370.1.a' }, text('cards.unless2')));
      }
      if (OBJECT_OPS.has(effect.op)) {
        const { target, all, among, made } = effect as { target?: string; all?: Group; among?: TargetSpec; made?: number };
        const naming = [target, all, among, made].filter((f) => f !== undefined).length;
        // "spend any number of buffs" names none: they are chosen as it resolves (cards/buff-spending-check.ts).
        const chosenAsItResolves = effect.op === 'spendBuff' && effect.anyNumber === true;
        if ((naming > 1 && !chosenAsItResolves) || (naming === 0 && !EVERY_UNIT_OPS.has(effect.op) && !chosenAsItResolves)) {
          this.issues.push(wordedIssue({ path: formatPath(at) }, text('cards.actsOn', { op: effect.op })));
        }
        // "Two of them": the tokens a token step before it made.
        if (made !== undefined && !effects.slice(0, i).some((e) => e.op === 'createToken')) {
          this.issues.push(wordedIssue({ path: formatPath([...at, 'made']), rule: 'CR 355.10.d' }, text('cards.made')));
        }
        this.group(all, 'all', named);
        if (all?.select === 'battlefield') this.issues.push(wordedIssue({ path: formatPath([...at, 'all', 'select']) }, text('cards.select')));
        named(among?.except, ['among', 'except']);
        const also = (effect as { also?: string }).also;
        if (also !== undefined && target === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'also']) }, text('cards.also')));
        named(also, ['also']);
        const alsoAll = (effect as { alsoAll?: Group }).alsoAll;
        if (alsoAll !== undefined && all === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'alsoAll']) }, text('cards.alsoAll')));
        this.group(alsoAll, 'alsoAll', named);
        const chosen = among as (TargetSpec & { count?: number; exactly?: boolean; together?: boolean }) | undefined;
        if (chosen?.exactly && chosen.count === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'among', 'exactly']), rule: 'CR 355.8' }, text('cards.exactly')));
        if (chosen?.together && chosen.at !== 'battlefield' && chosen.at !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'among', 'together']), rule: 'CR 355.11.b' }, text('cards.together')));
      }
      this.anyAmountIssues(effect, at);
      if (effect.op === 'readyRunes' && (effect.amount === undefined) === (effect.every === undefined)) this.issues.push(wordedIssue({ path: formatPath(at), rule: 'CR 311' }, text('cards.readyRunes')));
      if (AMOUNT_OPS.has(effect.op)) {
        const { amount, equalTo, forEach } = effect as Quantity;
        if ((amount === undefined) === (equalTo === undefined)) this.issues.push(wordedIssue({ path: formatPath(at) }, text('cards.amountOrEqualTo', { op: effect.op })));
        if (equalTo !== undefined) {
          const keys = Object.keys(equalTo);
          const keywordValue = equalTo.keywordOf !== undefined && equalTo.keyword !== undefined && keys.length === 2;
          if (keys.length !== 1 && !keywordValue) this.issues.push(wordedIssue({ path: formatPath([...at, 'equalTo']) }, text('cards.equalTo')));
          else if (keys.length === 1 && (equalTo.keywordOf !== undefined || equalTo.keyword !== undefined)) this.issues.push(wordedIssue({ path: formatPath([...at, 'equalTo']) }, text('cards.equalTo2')));
          named(equalTo.might, ['equalTo', 'might']);
          named(equalTo.energyCost, ['equalTo', 'energyCost']);
          named(equalTo.keywordOf, ['equalTo', 'keywordOf']);
        }
        this.group(forEach, 'forEach', named);
        if (forEach?.select === 'battlefield' && Object.keys(forEach).some((k) => k !== 'select' && k !== 'relation' && k !== 'except')) {
          this.issues.push(wordedIssue({ path: formatPath([...at, 'forEach']) }, text('cards.forEach')));
        }
      }
      if (effect.or && (i === 0 || replacement)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'or']), rule: 'CR 355.17' }, text('cards.or')));
      }
      // A replacement asks nothing as it happens (CR 370.1.a); one its controller may pay for says its cost
      // on its first step, in resources and exhausting its source, and is asked before it applies (CR 371.1).
      if (replacement && (effect.optional || (effect.pay !== undefined && (i > 0 || !replacementCost(effect.pay))))) {
        this.issues.push(wordedIssue({ path: formatPath([...at, effect.optional ? 'optional' : 'pay']), rule: 'CR 370.1.a' }, text('cards.pay')));
      }
      this.issues.push(...attachIssues(effect, targets, at));
      this.issues.push(...zoneEffectIssues(effect, targets, at, replacement));
      if (effect.op === 'createToken' && effect.at !== 'base' && effect.at !== 'here' && targets.find((t) => t.name === effect.at)?.select !== 'location') {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'at']), rule: 'CR 181.2' }, text('cards.tokenAt', { value: JSON.stringify(effect.at) })));
      }
      if (effect.link === 'to' && (effect.previous !== 'done' || i === 0)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'link']), rule: 'CR 355.10.c.1' }, text('cards.link')));
      }
      // "if it was buffed this way" says "If you do" of a buff, and of nothing else (CR 426.1.c).
      if (effect.wording?.includes('buffedThisWay') === true && (effect.previous !== 'done' || effects[i - 1]?.op !== 'buff')) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'wording']), rule: 'CR 426.1.c' }, text('cards.buffedThisWay')));
      }
      if (effect.op === 'raiseMight') named(effect.to, ['to']);
      if (effect.op === 'detach') named(effect.from, ['from']);
      if (effect.op === 'playLooked') named(effect.maxMight?.might, ['maxMight', 'might']);
      if (effect.op === 'playFromHand' && effect.thisTurn === true && effect.to !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'to']), rule: 'CR 419.3' }, text('cards.to')));
      if (effect.op === 'swapMight' && (effect.among.count !== 2 || effect.among.exactly !== true)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'among']), rule: 'CR 433.1' }, text('cards.among')));
      }
      if (effect.op === 'move' && !['base', 'here'].includes(effect.to)) {
        const spec = targets.find((t) => t.name === effect.to);
        // "there" after a triggered ability's event about a unit: where that unit is (`thatUnit`, checked as a name).
        if (effect.to === 'thatUnit') named(effect.to, ['to']);
        else if (effect.to === 'withThatUnit') named('thatUnit', ['to']);
        else if (spec?.select !== 'battlefield' && spec?.select !== 'destination') {
          this.issues.push(wordedIssue({ path: formatPath([...at, 'to']) }, text('cards.moveTo', { value: JSON.stringify(effect.to) })));
        }
      }
    });
  }

  /** A group's names (`where`, `except`) name declared targets or references. */
  group(group: Group | undefined, field: PathSegment, named: (name: string | undefined, field: PathSegment[]) => void): void {
    if (group === undefined) return;
    named(group.where, [field, 'where']);
    named(group.except, [field, 'except']);
  }

  /** What types, tags and legends must be beyond the schema (CR 103.2.a, 103.2.d, 107.4.b). */
  /**
   * An additional cost asks something; Energy and Power only as an optional one ("you may pay
   * ... as an additional cost", CR 356.2.b); only a card with an optional one has a `played`
   * ability asking whether it was paid (`{ "event": "paidAdditionalCost" }`, CR 356.4.f.1).
   */
  additionalCost(card: CardDefinition, path: PathSegment[]): void {
    const extra = card.additionalCost;
    const at = [...path, 'additionalCost'];
    const objects = extra === undefined ? 0 : [extra.killUnit, extra.killGear, extra.returnGear, extra.spendBuff, extra.discard, extra.exhaustUnit].filter((v) => v === true).length;
    if (extra !== undefined && objects === 0 && extra.energy === undefined && extra.power === undefined && extra.exhaustLegend === undefined) {
      this.issues.push(wordedIssue({ path: formatPath(at), rule: 'CR 356.2' }, text('cards.additionalCostAsks')));
    }
    if (objects > 1) this.issues.push(wordedIssue({ path: formatPath(at), rule: 'CR 357' }, text('cards.additionalCostOne')));
    if (extra?.waivesCost === true && extra.optional !== true) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'waivesCost']), rule: 'CR 356.1.b.1' }, text('cards.waivesCost')));
    }
    if (extra !== undefined && (extra.energy !== undefined || extra.power !== undefined) && extra.optional !== true) {
      this.issues.push(wordedIssue({ path: formatPath(at), rule: 'CR 356.2.b' }, text('cards.additionalCostEnergy')));
    }
    if (extra?.anyNumber === true && (extra.optional !== true || card.type !== 'unit' || (extra.killUnit !== true && extra.killGear !== true && extra.spendBuff !== true))) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'anyNumber']), rule: 'CR 356.2.b' }, text('cards.anyNumber')));
    }
    if (extra?.eachReduces !== undefined && (extra.optional !== true || objects === 0 || card.type !== 'unit')) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'eachReduces']), rule: 'CR 356.4' }, text('cards.eachReduces')));
    }
    // A spell's first step asking whether "you do" asks whether its optional additional cost was paid (CR 356.4.f.1).
    const first = card.effects?.[0];
    if (first?.previous !== undefined && (card.type !== 'spell' || extra?.optional !== true || extra.waivesCost === true)) {
      this.issues.push(wordedIssue({ path: formatPath([...path, 'effects', 0, 'previous']), rule: 'CR 356.4.f.1' }, text('cards.previous')));
    }
    card.abilities?.forEach((ability, a) => {
      if (!readsEvent(ability.condition, 'paidAdditionalCost')) return;
      const ownPlay = ability.kind === 'triggered' && isSelfTrigger(ability) && triggersOf(ability).every((t) => t === 'played');
      if (!ownPlay || extra?.optional !== true) {
        this.issues.push(wordedIssue({ path: formatPath([...path, 'abilities', a, 'condition']), rule: 'CR 356.4.f.1' }, text('cards.condition')));
      }
    });
  }

  identity(card: CardDefinition, path: PathSegment[]): void {
    if (card.champion && card.type !== 'unit') this.issues.push(wordedIssue({ path: formatPath([...path, 'champion']), rule: 'CR 133.7.a' }, text('cards.champion')));
    if ((card.champion || card.signature) && !card.tags) {
      this.issues.push(wordedIssue({ path: formatPath([...path, 'tags']), rule: 'CR 133.8.b' }, text('cards.tags')));
    }
    // A unit, spell or gear has one domain, or two or none written as `domains` (CR 103.1.b.4, 805.1.a.2); runes and battlefields have at most one.
    if (card.domains !== undefined && (card.type === 'rune' || card.type === 'battlefield')) {
      this.issues.push(wordedIssue({ path: formatPath([...path, 'domains']), rule: 'CR 103.1.b' }, text('cards.oneDomain', { type: card.type })));
    }
    if (card.domains !== undefined && card.domain !== undefined) {
      this.issues.push(wordedIssue({ path: formatPath([...path, 'domains']), rule: 'CR 103.1.b' }, text('cards.domains')));
    }
    if (card.additionalCost !== undefined && card.type !== 'unit' && card.type !== 'spell') {
      this.issues.push(wordedIssue({ path: formatPath([...path, 'additionalCost']), rule: 'CR 357' }, text('cards.additionalCostType', { card: card.id, type: card.type })));
    }
    this.additionalCost(card, path);
    if (card.type !== 'legend') return;
    card.abilities?.forEach((ability, a) => {
      const at = [...path, 'abilities', a];
      if (ability.kind === 'triggered' && isSelfTrigger(ability) && triggersOf(ability).some((t) => !(LEGEND_TRIGGERS as readonly string[]).includes(t))) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'trigger']) }, text('cards.legendTrigger', { triggers: LEGEND_TRIGGERS.join(', ') })));
      }
      // Keywords given by Equipment reach the units they are attached to, wherever those are.
      const byEquipment = ability.kind === 'passive' && ability.byEquipment === true;
      if ((ability.kind === 'passive' || ability.kind === 'replacement') && ability.appliesTo !== undefined && !byEquipment && !(LEGEND_PASSIVE_TARGETS as readonly string[]).includes(ability.appliesTo)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'appliesTo']) }, text('cards.legendAppliesTo', { kind: ability.kind, targets: joined(LEGEND_PASSIVE_TARGETS, text('cards.orSeparator')) })));
      }
      if (ability.kind !== 'passive') {
        // It may name the unit its trigger is about ("ready it") or whose death it replaces ("recall it instead"), and ready itself ("ready me", CR 173.8).
        const named = (effect: Effect, target: string) =>
          (target === 'thatUnit' && ((ability.kind === 'triggered' && namesItsSubject(ability)) || ability.kind === 'replacement')) || (target === 'self' && effect.op === 'ready');
        ability.effects.forEach((effect, i) => {
          if ('target' in effect && effect.target !== undefined && (REFERENCES as readonly string[]).includes(effect.target) && !named(effect, effect.target)) {
            this.issues.push(wordedIssue({ path: formatPath([...at, 'effects', i, 'target']) }, text('cards.legendTargetName', { target: String(effect.target) })));
          }
        });
      }
    });
  }

  /**
   * An amount of a passive (a number, or a numeric expression): it compiles, and it reads no
   * unit's Might nor the unit it reaches, so that it is read once as the passive applies.
   */
  amount(amount: unknown, path: PathSegment[]): void {
    if (typeof amount !== 'object' || amount === null) return;
    const at = formatPath(path);
    const before = this.issues.length;
    amounts.set(amount, compileCondition(amount, this.rules, at, this.issues, 'number'));
    if (this.issues.length > before) return;
    if (conditionVocabulary().readsMight({ condition: amount })) this.issues.push(wordedIssue({ path: at }, text('cards.passiveAmountMight')));
    if (readsEvent(amount, 'unit')) this.issues.push(wordedIssue({ path: at }, text('cards.passiveAmountEvent')));
  }

  /** What a passive must say beyond the schema: whom it changes, or what it grants. */
  passive(ability: Extract<NonNullable<CardDefinition['abilities']>[number], { kind: 'passive' }>, at: PathSegment[]): void {
    if (ability.appliesTo === undefined && ability.bonusDamage === undefined && ability.players === undefined && ability.victoryScore === undefined && ability.costs === undefined && ability.additionalDeathknell === undefined && ability.playedKeywords === undefined && ability.recallAllOnTie === undefined && ability.addsMore === undefined && ability.optionalCostsLess === undefined && ability.hideCost === undefined) {
      this.issues.push(wordedIssue({ path: formatPath(at) }, text('cards.passiveNamesNothing')));
    }
    // Keywords given to played cards reach cards as they are played, no unit on the board; each keyword is one of the cards' own kind.
    if (ability.playedKeywords !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'playedKeywords' && ability[f] !== undefined);
      if (others.length > 0 || ability.appliesTo !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'playedKeywords']) }, text('cards.playedKeywordsAlone', { fields: [...others, ...(ability.appliesTo !== undefined ? ['appliesTo'] : [])].join(', ') })));
      const { cards, keywords } = ability.playedKeywords;
      if (ability.playedKeywords.your === true && (ability.playedKeywords.from !== 'anywhere' || ability.playedKeywords.tag === undefined || cards !== 'units')) this.issues.push(wordedIssue({ path: formatPath([...at, 'playedKeywords', 'your']) }, text('cards.your')));
      keywords.forEach((keyword, i) => {
        if ((keyword !== 'quick-draw') !== (cards === 'units')) this.issues.push(wordedIssue({ path: formatPath([...at, 'playedKeywords', 'keywords', i]), rule: keyword === 'accelerate' ? 'CR 805' : keyword === 'weaponmaster' ? 'CR 821.1.a' : 'CR 819.1.a' }, text(keyword === 'accelerate' ? 'cards.keyword.accelerate' : keyword === 'weaponmaster' ? 'cards.keyword.weaponmaster' : 'cards.keyword.quickDraw')));
      });
    }
    // A cost change reaches cards as they are played (CR 356.3-356.4), no unit on the board.
    if (ability.costs !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'costs' && ability[f] !== undefined);
      if (others.length > 0 || ability.appliesTo !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'costs']) }, text('cards.costsAlone', { fields: [...others, ...(ability.appliesTo !== undefined ? ['appliesTo'] : [])].join(', ') })));
      ability.costs.forEach((change, i) => {
        if (change.more === true && change.minimum !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'costs', i, 'minimum']), rule: 'CR 356.4.e' }, text('cards.minimum')));
        if (change.cards === 'repeatCosts' && (change.tag !== undefined || change.first === true)) this.issues.push(wordedIssue({ path: formatPath([...at, 'costs', i, change.tag !== undefined ? 'tag' : 'first']), rule: 'CR 820.1.c' }, text('cards.first')));
      });
    }
    // Restrictions on units need units to reach, those on players the players (CR 054).
    ability.cannot?.forEach((what, i) => {
      const onPlayers = (PLAYER_RESTRICTIONS as readonly string[]).includes(what);
      if (onPlayers && ability.players === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'cannot', i]), rule: 'CR 054' }, text('cards.cannotPlayers', { restriction: what })));
      if (!onPlayers && ability.appliesTo === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'cannot', i]), rule: 'CR 054' }, text('cards.cannotUnits', { restriction: what })));
    });
    if (ability.players !== undefined && ability.cannot === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'players']) }, text('cards.players')));
    this.amount(ability.might, [...at, 'might']);
    ability.keywords?.forEach((entry, k) => typeof entry === 'object' && this.amount(entry.value, [...at, 'keywords', k, 'value']));
    if (ability.bonusDamage !== undefined && (ability.might !== undefined || ability.keywords !== undefined)) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'bonusDamage']) }, text('cards.bonusDamage')));
    }
    if (ability.mightMinimum !== undefined && !(typeof ability.might === 'number' && ability.might < 0)) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'mightMinimum']) }, text('cards.mightMinimum')));
    }
    if (ability.ifLacking !== undefined && ability.keywords === undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'ifLacking']) }, text('cards.ifLacking')));
    // Keywords given through Equipment reach the units they are attached to, whoever they are (reads/queries.ts).
    if (ability.byEquipment !== undefined && (ability.keywords === undefined || ability.appliesTo !== 'units' || ability.might !== undefined || ability.only !== undefined)) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'byEquipment']), rule: 'CR 818' }, text('cards.byEquipment')));
    }
    // Doubled Might Bonuses are read from the unit's own card, always active (reads/gear-text.ts): said alone, of itself.
    if (ability.doubleMightBonus !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'doubleMightBonus' && ability[f] !== undefined);
      if (ability.appliesTo !== 'self' || ability.only !== undefined || ability.condition !== undefined || ability.dependent !== undefined || others.length > 0) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'doubleMightBonus']), rule: 'CR 137.3' }, text('cards.doubleMightBonus')));
      }
    }
    // Optional additional costs made cheaper: read with a card's source as it is played (mechanics/optional-costs-less.ts), said alone.
    if (ability.optionalCostsLess !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'optionalCostsLess' && ability[f] !== undefined);
      if (others.length > 0 || ability.appliesTo !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'optionalCostsLess']) }, text('cards.optionalCostsLessAlone', { fields: [...others, ...(ability.appliesTo !== undefined ? ['appliesTo'] : [])].join(', ') })));
    }
    // Another cost of hiding: read as its controller hides (mechanics/hide-costs.ts), said alone.
    if (ability.hideCost !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'hideCost' && ability[f] !== undefined);
      if (others.length > 0 || ability.appliesTo !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'hideCost']), rule: 'CR 811.1.b' }, text('cards.hideCostAlone', { fields: [...others, ...(ability.appliesTo !== undefined ? ['appliesTo'] : [])].join(', ') })));
    }
    // More added by the controller's gear of a tag: read as their abilities add resources (mechanics/added-more.ts), said alone.
    if (ability.addsMore !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'addsMore' && ability[f] !== undefined);
      if (others.length > 0 || ability.appliesTo !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'addsMore']) }, text('cards.addsMoreAlone', { fields: [...others, ...(ability.appliesTo !== undefined ? ['appliesTo'] : [])].join(', ') })));
    }
    // A discount for the controller's spells choosing the unit: read from its own card as a spell is paid for (mechanics/chosen-discount.ts), said alone.
    if (ability.discountWhenChosen !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'discountWhenChosen' && ability[f] !== undefined);
      if (ability.appliesTo !== 'self' || ability.only !== undefined || ability.condition !== undefined || ability.dependent !== undefined || others.length > 0) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'discountWhenChosen']), rule: 'CR 356.4' }, text('cards.discountWhenChosen')));
      }
    }
    // Any number of buffs is read from the unit's own card, always active (mechanics/many-buffs.ts): said alone, of itself.
    if (ability.anyNumberOfBuffs !== undefined) {
      const others = PASSIVE_EFFECTS.filter((f) => f !== 'anyNumberOfBuffs' && ability[f] !== undefined);
      if (ability.appliesTo !== 'self' || ability.only !== undefined || ability.condition !== undefined || ability.dependent !== undefined || others.length > 0) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'anyNumberOfBuffs']), rule: 'CR 702.3' }, text('cards.anyNumberOfBuffs')));
      }
    }
    // A passive about how units are played says that alone, of the units it may reach as they are played.
    for (const [field, reach] of PLAYING_PASSIVES) {
      if (ability[field] === undefined) continue;
      const others = PASSIVE_EFFECTS.filter((f) => f !== field && ability[f] !== undefined);
      if (others.length > 0) this.issues.push(wordedIssue({ path: formatPath([...at, field]) }, text('cards.playingAlone', { what: text(`cards.playing.${field}`), fields: others.join(', ') })));
      if (!(reach as readonly (string | undefined)[]).includes(ability.appliesTo)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'appliesTo']), rule: 'CR 359.2' }, text('cards.playingReach', { what: text(`cards.playing.${field}`), reach: joined(reach, text('cards.orSeparator')) })));
      }
      // How units enter may be said of tokens alone (a passive that readies its controller's tokens as they enter).
      const tokensOnly = field === 'enters' && ability.only?.token === true && Object.keys(ability.only).length === 1;
      if (ability.only !== undefined && !tokensOnly) this.issues.push(wordedIssue({ path: formatPath([...at, 'only']) }, text('cards.playingOnly', { what: text(`cards.playing.${field}`) })));
    }
  }

  card(card: CardDefinition, path: PathSegment[]): void {
    this.identity(card, path);
    this.costReduction(card, path);
    if (card.abilityUse !== undefined) this.condition(card.abilityUse, [...path, 'abilityUse']);
    this.issues.push(...gearCardIssues(card, path));
    this.issues.push(...keywordIssues(card, path));
    // Deathknell's effect: a triggered ability the keyword stands for (CR 808.1.c); a conditional Action or Reaction (CR 806.4).
    card.keywords?.forEach((entry, k) => {
      if (typeof entry === 'object' && entry.effects) this.effects(entry.effects, entry.targets ?? [], [...path, 'keywords', k, 'effects']);
      if (typeof entry === 'object') this.condition(entry, [...path, 'keywords', k]);
    });
    if (card.effects) this.effects(card.effects, card.targets ?? [], [...path, 'effects']);
    if (card.effects) this.costCoversItsStep(card.effects, [...path, 'effects']);
    card.modes?.forEach((mode, m) => this.effects(mode.effects, mode.targets ?? [], [...path, 'modes', m, 'effects']));
    card.modes?.forEach((mode, m) => this.costCoversItsStep(mode.effects, [...path, 'modes', m, 'effects']));
    card.abilities?.forEach((ability, a) => this.ability(ability, [...path, 'abilities', a], card.type));
    // A gear's Effect Text: abilities the unit it is attached to has (CR 136.2.c).
    card.effectText?.forEach((ability, a) => this.ability(ability, [...path, 'effectText', a], 'unit'));
    // The unit a gear is attached to has its Effect Text's abilities as they are (reads/gear-text.ts): none chooses modes.
    card.effectText?.forEach((ability, a) => {
      if ((ability.kind === 'triggered' || ability.kind === 'activated') && ability.modes !== undefined) this.issues.push(wordedIssue({ path: formatPath([...path, 'effectText', a, 'modes']) }, text('cards.modes')));
    });
    this.killCosts(card, path);
    this.selfCosts(card, path);
    this.delayedAbilities(card, path);
    this.grantedAbilities(card, path);
  }

  /**
   * An ability a card gives (`granted`) is given by a step `grantAbility` of the card's own
   * text, which names it by index (CR 472.2.a): each such step names one, each one is named
   * once; Effect Text holds none.
   */
  grantedAbilities(card: CardDefinition, path: PathSegment[]): void {
    const named = new Set<number>();
    const visit = (effects: readonly Effect[] | undefined, at: PathSegment[]) =>
      effects?.forEach((effect, i) => {
        if (effect.op !== 'grantAbility') return;
        const ability = card.abilities?.[effect.ability];
        if (ability?.kind !== 'triggered' || ability.granted !== true || named.has(effect.ability)) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'ability']), rule: 'CR 472.2.a' }, text('cards.grantAbility')));
        }
        named.add(effect.ability);
      });
    forEachStepList(card, path, visit);
    card.abilities?.forEach((ability, a) => {
      if (ability.kind === 'triggered' && ability.granted === true && !named.has(a)) this.issues.push(wordedIssue({ path: formatPath([...path, 'abilities', a, 'granted']), rule: 'CR 472.2.a' }, text('cards.granted')));
    });
    card.effectText?.forEach((ability, a) => {
      if (ability.kind === 'triggered' && ability.granted === true) this.issues.push(wordedIssue({ path: formatPath([...path, 'effectText', a, 'granted']), rule: 'CR 472.2.a' }, text('cards.granted')));
    });
  }

  /**
   * A delayed ability (`delayed`) is set up by a step `delayedAbility` of its card, which names
   * it by index (CR 390.2-390.3): each such step names one, and each one is named once; a
   * replacement's step names the unit it watches, and so does a trigger's of "the next time"
   * (`next`, only on a delayed trigger), another trigger's none.
   */
  delayedAbilities(card: CardDefinition, path: PathSegment[]): void {
    const named = new Set<number>();
    const visit = (effects: readonly Effect[] | undefined, at: PathSegment[]) =>
      effects?.forEach((effect, i) => {
        if (effect.op !== 'delayedAbility') return;
        const ability = card.abilities?.[effect.ability];
        if ((ability?.kind !== 'triggered' && ability?.kind !== 'replacement') || ability.delayed === undefined || named.has(effect.ability)) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'ability']), rule: 'CR 390.2' }, text('cards.ability')));
        } else if ((ability.kind === 'replacement' || ability.next === true) !== (effect.target !== undefined)) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'target']), rule: 'CR 390.2, CR 390.3' }, text('cards.target')));
        }
        named.add(effect.ability);
      });
    forEachStepList(card, path, visit);
    card.abilities?.forEach((ability, a) => {
      if (ability.kind === 'triggered' && ability.next === true && ability.delayed === undefined) {
        this.issues.push(wordedIssue({ path: formatPath([...path, 'abilities', a, 'next']), rule: 'CR 390.2' }, text('cards.next')));
      }
      if ((ability.kind === 'triggered' || ability.kind === 'replacement') && ability.delayed !== undefined && !named.has(a)) {
        this.issues.push(wordedIssue({ path: formatPath([...path, 'abilities', a, 'delayed']), rule: 'CR 390.2' }, text('cards.delayed')));
      }
    });
    card.effectText?.forEach((ability, a) => {
      if (ability.kind !== 'passive' && ability.effects.some((e) => e.op === 'delayedAbility')) this.issues.push(wordedIssue({ path: formatPath([...path, 'effectText', a, 'effects']), rule: 'CR 390.2' }, text('cards.effects')));
      if ((ability.kind === 'triggered' || ability.kind === 'replacement') && ability.delayed !== undefined) this.issues.push(wordedIssue({ path: formatPath([...path, 'effectText', a, 'delayed']), rule: 'CR 390.2' }, text('cards.delayed2')));
    });
  }

  /**
   * "Exhaust me to ..." is paid by the card whose triggered ability it is, as the ability is
   * placed (CR 742.1.b): a unit, gear or legend, once per ability. A spell or an activated
   * ability asks its costs within instructions on resolution (742.1.a), a battlefield is never
   * exhausted: neither has it. An optional replacement effect of a card on the board may exhaust
   * that card as its cost (CR 371.1).
   */
  selfCosts(card: CardDefinition, path: PathSegment[]): void {
    const refuse = (effects: readonly Effect[] | undefined, at: PathSegment[], why: Text) =>
      effects?.forEach((effect, i) => {
        if (effect.pay?.exhaustSelf) this.issues.push(wordedIssue({ path: formatPath([...at, i, 'pay', 'exhaustSelf']), rule: 'CR 742.1.b' }, text('cards.selfCost.exhaust', { why })));
        if (effect.pay?.killSelf) this.issues.push(wordedIssue({ path: formatPath([...at, i, 'pay', 'killSelf']), rule: 'CR 742.1.b' }, text('cards.selfCost.kill', { why })));
        if (effect.pay?.recycleSelf) this.issues.push(wordedIssue({ path: formatPath([...at, i, 'pay', 'recycleSelf']), rule: 'CR 742.1.b' }, text('cards.selfCost.recycle', { why })));
      });
    refuse(card.effects, [...path, 'effects'], text('cards.why.spell'));
    card.modes?.forEach((mode, m) => refuse(mode.effects, [...path, 'modes', m, 'effects'], text('cards.why.spell')));
    const visit = (abilities: readonly Ability[] | undefined, field: string) =>
      abilities?.forEach((ability, a) => {
        if (!('effects' in ability)) return;
        const at = [...path, field, a, 'effects'];
        // An optional replacement of a unit, gear or legend on the board may exhaust it as its cost (CR 371.1; its other costs are refused with the replacement's).
        if (ability.kind === 'replacement' && ability.delayed === undefined && card.type !== 'battlefield') return;
        if (ability.kind !== 'triggered') refuse(ability.effects, at, ability.kind === 'activated' ? text('cards.why.activated') : text('cards.why.ability', { kind: ability.kind }));
        else if (card.type === 'battlefield') refuse(ability.effects, at, text('cards.why.battlefield'));
        else {
          // "Kill me": only a unit or a gear dies (a legend never leaves the board, CR 107.4.b).
          if (card.type === 'legend') {
            ability.effects.forEach((effect, i) => {
              if (effect.pay?.killSelf) this.issues.push(wordedIssue({ path: formatPath([...at, i, 'pay', 'killSelf']), rule: 'CR 742.1.b' }, text('cards.killSelf')));
            });
          }
          const asking = ability.effects.flatMap((effect, i) => (effect.pay?.exhaustSelf ? [i] : []));
          if (asking.length > 1) this.issues.push(wordedIssue({ path: formatPath([...at, asking[1] as number, 'pay', 'exhaustSelf']), rule: 'CR 742.1.b' }, text('cards.exhaustSelf')));
        }
      });
    visit(card.abilities, 'abilities');
    visit(card.effectText, 'effectText');
  }

  /** "Kill this" is a cost of a unit's or a gear's own ability: a legend cannot die, and Effect Text is the unit's (CR 356.6, 428.6, 136.2.c). */
  killCosts(card: CardDefinition, path: PathSegment[]): void {
    const visit = (abilities: readonly Ability[] | undefined, field: string, why: Text | undefined) =>
      abilities?.forEach((ability, a) => {
        if (ability.kind === 'activated' && ability.cost.killSelf === true && why !== undefined) {
          this.issues.push(wordedIssue({ path: formatPath([...path, field, a, 'cost', 'killSelf']), rule: 'CR 428.6' }, text('cards.killCost', { why })));
        }
        // "Spend my buff": only a unit holds a buff (CR 702.2); Effect Text's would be its unit's, not yet written.
        if (ability.kind === 'activated' && ability.cost.spendBuff === true && (field !== 'abilities' || card.type !== 'unit')) {
          this.issues.push(wordedIssue({ path: formatPath([...path, field, a, 'cost', 'spendBuff']), rule: 'CR 702.2.b' }, text('cards.spendBuff')));
        }
      });
    visit(card.abilities, 'abilities', card.type === 'unit' || card.type === 'gear' ? undefined : text('cards.why.killedType', { type: card.type }));
    visit(card.effectText, 'effectText', text('cards.why.effectText'));
  }

  /**
   * A spell's or an activated ability's cost within instructions is asked as its step is
   * reached and covers that step only (CR 742.1.a): a step joined to it by "and" ("you may pay
   * :rb_energy_1: to draw 1 and ready me") would happen unpaid. A triggered ability's are paid
   * as it is placed, unpaid removing it whole (742.1.b), so there it may be joined.
   */
  costCoversItsStep(effects: readonly Effect[], at: PathSegment[]): void {
    effects.forEach((effect, i) => {
      if (effect.pay?.exhaustSelf === true) {
        this.issues.push(wordedIssue({ path: formatPath([...at, i, 'pay', 'exhaustSelf']), rule: 'CR 742.1' }, text('cards.exhaustSelf2')));
      }
      // "and", or a comma of a list ("pay ... to draw 1, buff me, and ..."): the step is joined to the paid one.
      if (i > 0 && (effect.link === 'and' || effect.link === 'comma' || effect.link === 'commaAnd') && effects[i - 1]?.pay !== undefined) {
        this.issues.push(wordedIssue({ path: formatPath([...at, i, 'link']), rule: 'CR 742.1.a' }, text('cards.link2')));
      }
    });
  }

  /**
   * "Pay any amount of ... to ... that much": a cost of any amount is all the step's cost, and
   * "that much" (`equalTo.paid`, `thatMuch`) reads the amount of its own step's cost.
   */
  private anyAmountIssues(effect: Effect, at: PathSegment[]): void {
    const pay = effect.pay;
    if (pay?.anyAmount !== undefined && (pay.energy !== 0 || pay.power.length > 0 || Object.keys(pay).length !== 3)) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'pay', 'anyAmount']), rule: 'CR 742.1' }, text('cards.anyAmount')));
    }
    const thatMuch = effect.op === 'addResources' ? effect.thatMuch : undefined;
    const paid = thatMuch !== undefined || (effect as Quantity).equalTo?.paid === true;
    if (paid && pay?.anyAmount === undefined) this.issues.push(wordedIssue({ path: formatPath(at) }, text('cards.thatMuchUnpaid')));
    if (thatMuch !== undefined && effect.op === 'addResources' && (effect.energy !== undefined || effect.power !== undefined)) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'thatMuch']) }, text('cards.thatMuch')));
    }
  }

  /** An ability of a card of this type (Effect Text: a unit's). */
  ability(ability: Ability, at: PathSegment[], cardType: CardDefinition['type']): void {
    if ('condition' in ability) this.condition(ability, at);
    // Action or Reaction granted to the ability under a condition (CR 806.4, 813.4).
    if (ability.kind === 'activated') ability.keywords?.forEach((entry, k) => typeof entry === 'object' && this.condition(entry, [...at, 'keywords', k]));
    if (ability.kind === 'activated') this.costCoversItsStep(ability.effects, [...at, 'effects']);
    if (ability.kind === 'triggered') {
      // How much of a cost of any amount is said as the step resolves (payCost), never as a triggered ability is placed.
      ability.effects.forEach((effect, i) => {
        if (effect.pay?.anyAmount !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'effects', i, 'pay', 'anyAmount']), rule: 'CR 742.1' }, text('cards.anyAmount2')));
      });
      // Its costs within instructions are paid together as it is placed (CR 742.1.b): one unit names each part.
      for (const part of ['exhaustUnit', 'spendBuff'] as const) {
        const asking = ability.effects.flatMap((effect, i) => (effect.pay?.[part] ? [i] : []));
        if (asking.length > 1) {
          this.issues.push(wordedIssue({ path: formatPath([...at, 'effects', asking[1] as number, 'pay', part]), rule: 'CR 742.1.b' }, text('cards.payTogether', { part })));
        }
      }
    }
    // Heard as the card is revealed from its deck and done at once, without the chain: resources only (mechanics/reveal-abilities.ts).
    if (ability.kind === 'triggered' && triggersOf(ability).includes('revealed')) {
      if (cardType !== 'unit' || triggersOf(ability).length > 1 || ability.targets !== undefined || ability.condition !== undefined || !ability.effects.every((e) => e.op === 'addResources' && e.pay === undefined)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'trigger']), rule: 'CR 424.1.a.1' }, text('cards.trigger')));
      }
    }
    if (ability.kind === 'triggered' && cardType === 'battlefield') {
      ability.effects.forEach((effect, i) => {
        if (effect.pay?.exhaustSelf === true) this.issues.push(wordedIssue({ path: formatPath([...at, 'effects', i, 'pay', 'exhaustSelf']), rule: 'CR 742.1' }, text('cards.exhaustSelf3')));
      });
    }
    // A delayed trigger is no object's (CR 392): what its card may hear about itself does not limit it.
    if (ability.kind === 'triggered') this.issues.push(...triggerIssues(ability, at, cardType, cardType === 'battlefield' && ability.delayed === undefined ? BATTLEFIELD_TRIGGERS : undefined));
    this.dependent(ability, at);
    if (ability.kind === 'passive') this.passive(ability, at);
    else if (ability.kind === 'replacement' && ability.replaces === 'playsToken') {
      this.effects(ability.effects, [], [...at, 'effects'], 'tokenReplacement');
      // Its player's token plays, of a type or not: no units, no "next time", no delay (CR 375).
      for (const field of ['appliesTo', 'next', 'delayed', 'onceEachTurn'] as const) {
        if (ability[field] !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, field]), rule: 'CR 375' }, text('cards.tokenReplacementField', { field })));
      }
    } else if (ability.kind === 'replacement') {
      this.effects(ability.effects, [], [...at, 'effects'], 'replacement');
      if (ability.token !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'token']), rule: 'CR 375' }, text('cards.tokenOfTokenPlays')));
      // "Once each turn" is a standing effect's limit: a "next time" or a delayed one applies once anyway (CR 371).
      if (ability.onceEachTurn === true && (ability.next !== undefined || ability.delayed !== undefined)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'onceEachTurn']), rule: 'CR 371' }, text('cards.onceEachTurn')));
      }
      // A delayed replacement watches the unit its step names (CR 390.3); any other names the units it applies to.
      if ((ability.appliesTo === undefined) !== (ability.delayed !== undefined)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'appliesTo']) }, text(ability.delayed === undefined ? 'cards.appliesToMissing' : 'cards.appliesToDelayed')));
      }
      // "The next time": applying it takes its gear off the board, so it applies once (CR 369.1).
      const first = ability.effects[0];
      if (ability.next === true && ability.delayed === undefined && (cardType !== 'gear' || first?.op !== 'kill' || first.target !== 'self' || first.condition !== undefined)) {
        this.issues.push(wordedIssue({ path: formatPath([...at, 'next']), rule: 'CR 369.1' }, text('cards.next2')));
      }
    } else {
      this.effects(ability.effects, ability.targets ?? [], [...at, 'effects'], effectsOf(ability));
      this.abilityModes(ability, at);
    }
  }

  /**
   * A modal ability does what the mode chosen for it does (CR 355.3, 402.1): no steps nor
   * targets of its own, each mode checked as the ability's steps would be; any other ability
   * has steps.
   */
  abilityModes(ability: Exclude<Ability, { kind: 'passive' | 'replacement' }>, at: PathSegment[]): void {
    if (ability.modes === undefined) {
      if (ability.effects.length === 0) this.issues.push(wordedIssue({ path: formatPath([...at, 'effects']) }, text('cards.effects2')));
      if (ability.freshModes !== undefined) this.issues.push(wordedIssue({ path: formatPath([...at, 'freshModes']) }, text('cards.freshModes')));
      return;
    }
    if (ability.effects.length > 0 || ability.targets !== undefined) {
      this.issues.push(wordedIssue({ path: formatPath([...at, 'effects']), rule: 'CR 355.3' }, text('cards.effects3')));
    }
    ability.modes.forEach((mode, m) => {
      this.effects(mode.effects, mode.targets ?? [], [...at, 'modes', m, 'effects'], effectsOf(ability));
      if (ability.kind === 'activated') this.costCoversItsStep(mode.effects, [...at, 'modes', m, 'effects']);
    });
  }

  tokens(card: CardDefinition, all: ReadonlyMap<string, CardDefinition>, path: PathSegment[]): void {
    const visit = (effects: readonly Effect[] | undefined, at: PathSegment[]) =>
      effects?.forEach((effect, i) => {
        if (effect.op !== 'createToken') return;
        const token = all.get(effect.card);
        if (!token || (token.type !== 'unit' && token.type !== 'gear') || !token.token) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'card']) }, text('cards.notAToken', { card: JSON.stringify(effect.card) })));
        } else if (token.type === 'unit' && effect.exhausted) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'exhausted']), rule: 'CR 181.1' }, text('cards.exhausted')));
        } else if (token.type === 'gear' && effect.ready) {
          this.issues.push(wordedIssue({ path: formatPath([...at, i, 'ready']), rule: 'CR 181.1' }, text('cards.ready')));
        }
      });
    forEachStepList(card, path, visit);
  }
}

/**
 * Every list of steps a card holds, with its path: the card's own effects and modes, and those
 * of its abilities and of its Effect Text (each ability's effects and modes).
 */
function forEachStepList(card: CardDefinition, path: PathSegment[], visit: (effects: readonly Effect[] | undefined, at: PathSegment[]) => void): void {
  visit(card.effects, [...path, 'effects']);
  card.modes?.forEach((mode, m) => visit(mode.effects, [...path, 'modes', m, 'effects']));
  for (const [field, abilities] of [['abilities', card.abilities], ['effectText', card.effectText]] as const) {
    abilities?.forEach((ability, a) => {
      if (ability.kind !== 'passive') visit(ability.effects, [...path, field, a, 'effects']);
      if (ability.kind === 'triggered' || ability.kind === 'activated') ability.modes?.forEach((mode, m) => visit(mode.effects, [...path, field, a, 'modes', m, 'effects']));
    });
  }
}

type CardSource = EngineCardSource<CardDefinition>;

/** Builds the card database from sources, checking ids, targets, tokens and conditions. */
export function buildCards(sources: readonly CardSource[], rules: unknown): Map<string, CardDefinition> {
  const all = new Map<string, CardDefinition>();
  const origin = new Map<string, { source: CardSource; index: number }>();
  for (const source of sources) {
    const checker = new CardChecker(rules);
    source.cards.forEach((card, i) => {
      if (all.has(card.id)) checker.issues.push(wordedIssue({ path: formatPath([...source.at, i, 'id']) }, text('cards.duplicateId', { id: JSON.stringify(card.id) })));
      all.set(card.id, card);
      origin.set(card.id, { source, index: i });
      checker.card(card, [...source.at, i]);
    });
    if (checker.issues.length) throw new LoadError(source.file, checker.issues);
  }
  for (const [id, card] of all) {
    const { source, index } = origin.get(id) as { source: CardSource; index: number };
    const checker = new CardChecker(rules);
    checker.tokens(card, all, [...source.at, index]);
    if (checker.issues.length) throw new LoadError(source.file, checker.issues);
  }
  return all;
}

/** A card set file's cards, once its JSON is checked against the card set schema. */
export function readCardSet(file: string, json: unknown): CardSource {
  assertSchema<CardSet>(cardSetSchema, json, file);
  return { file, at: ['cards'], cards: json.cards };
}

/** Loads card set files into a database (for tools that need cards without a mode). */
export function loadCardSets(sets: readonly { file: string; json: unknown }[], rules: unknown = {}): Map<string, CardDefinition> {
  return buildCards(sets.map((set) => readCardSet(set.file, set.json)), rules);
}

/**
 * Checks a deck against the card database (every card exists, of the type its place wants),
 * then against the construction rules of the mode (cards/deck-rules.ts); `file` and `at` locate
 * faults.
 */
export function checkDeck(deck: Deck, cards: ReadonlyMap<string, CardDefinition>, rules: ConstructionRules, file: string, at: PathSegment[] = []): void {
  const issues: LoadIssue[] = [];
  const expectType = (cardId: string, types: readonly CardDefinition['type'][], path: PathSegment[]) => {
    const card = cards.get(cardId);
    if (!card) issues.push(wordedIssue({ path: formatPath([...at, ...path]) }, text('cards.unknownCard', { card: JSON.stringify(cardId) })));
    else if (!types.includes(card.type) || card.token) {
      issues.push(wordedIssue({ path: formatPath([...at, ...path]) }, text(card.token ? 'cards.wrongType.token' : 'cards.wrongType', { card: cardId, type: card.type, types: joined(types, text('cards.orSeparator')) })));
    }
  };
  expectType(deck.legend, ['legend'], ['legend']);
  if (deck.champion !== undefined) expectType(deck.champion, ['unit'], ['champion']);
  deck.battlefields.forEach((b, i) => expectType(b, ['battlefield'], ['battlefields', i]));
  deck.main.forEach((e, i) => expectType(e.card, ['unit', 'spell', 'gear'], ['main', i, 'card']));
  deck.runes.forEach((e, i) => expectType(e.card, ['rune'], ['runes', i, 'card']));
  if (issues.length) throw new LoadError(file, issues);
  const faults = constructionIssues(deck, cards, rules, at);
  if (faults.length) throw new LoadError(file, faults);
}

/**
 * A deck file's deck, checked against its schema, the card database and the construction
 * rules of the mode.
 */
export function loadDeck(file: string, json: unknown, cards: ReadonlyMap<string, CardDefinition>, rules: ConstructionRules): Deck {
  assertSchema<Deck>(deckSchema, json, file);
  checkDeck(json, cards, rules, file);
  return json;
}

/** A ready-made deck's name: its file name without `.json`. */
export function deckName(file: string): string {
  return file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
}

/**
 * The card database of a rules document: its card sets, its inline cards, its decks, each
 * file read against the file that named it.
 */
export function loadCardDatabase(
  rules: ConstructionRules & { cards: readonly string[]; decks?: readonly string[]; extraCards?: readonly CardDefinition[] },
  files: RulesFiles,
): CardDatabase {
  const sources = cardSources(rules, files, readCardSet);
  // A game reads its cards as whole views (cards/whole-views.ts); decks are checked against them.
  const cards = new Map<string, CardDefinition>();
  for (const [id, card] of buildCards(sources, rules)) cards.set(id, wholeCard(card));
  const decks = new Map<string, Deck>();
  (rules.decks ?? []).forEach((_, i) => {
    const { file, json } = files.read(['decks', i]);
    decks.set(deckName(file), loadDeck(file, json, cards, rules));
  });
  return { cards, decks };
}

/** Whose effects an activated or triggered ability's are, for what they may name (see `effects`). */
function effectsOf(ability: Exclude<Ability, { kind: 'passive' | 'replacement' }>): 'subject' | 'turn' | 'triggered' | 'other' {
  if (ability.kind !== 'triggered') return 'other';
  if (namesItsSubject(ability)) return 'subject';
  return triggersOf(ability).every((t) => t === 'turnStart' || t === 'turnEnd') ? 'turn' : 'triggered';
}

/** Whether a cost is one an optional replacement may ask: resources and exhausting its source, nothing to choose. */
function replacementCost(pay: NonNullable<Effect['pay']>): boolean {
  return Object.entries(pay).every(([k, v]) => v === undefined || k === 'energy' || k === 'power' || k === 'exhaustSelf');
}
