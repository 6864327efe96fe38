/**
 * The operations of the card language that act on units and gear and on the controller:
 * damage, Might this turn, stun, kill, ready, exhaust, buff, heal, recall, return, move,
 * control, keywords, runes, points, XP, turns, resources and the next spell played.
 */
import { alt, map, mark, NO, printInto, slot, syntax, withContext, wordings, type ParseInput, type PrintOutput, type WordingList, type Wordings } from '../../../../engine/syntax/syntax.js';
import { GRANTABLE_KEYWORDS } from '../../schema/keyword-names.js';
import type { TextContext } from '../context.js';
import { bracket, bracketKeyword, constant, digits, either, energy, mightSymbol, numberWord, powerSymbol, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';
import { anyAmountOf } from '../instruction-costs.js';
import { allOf, eachOf, isAllOf } from '../groups.js';
import { object, oneObject, recipient } from '../objects.js';
import { lookedCards } from '../zone-cards.js';
import { countPhrase } from '../condition-phrases.js';
import { restriction } from '../restrictions.js';
import type { UnitRestriction } from '../../schema/card-schema.js';
import { again, choice, energyCostOf, isAgain, isChoice, itSubject, keywordValueOf, mightOf, type Choice, type Ref } from '../targets.js';

const count = alt(digits, numberWord);

/**
 * A game action's verb, as printed plain ("stun") or, on later cards, in its word backer
 * ("[Stun]", the wording `backer`): the frame keywords have, given to the game actions cards
 * say most often.
 */
function actionVerb(verb: string, backer: string): Wordings<TextContext> {
  return wordings<TextContext>(words(verb), { backer: bracket(backer) });
}

/** One restriction, as a step's list of them. */
const oneRestriction: Rule<readonly UnitRestriction[]> = map(restriction, { to: (r) => [r], from: (list: readonly UnitRestriction[]) => (list.length === 1 ? (list[0] as UnitRestriction) : NO) });

const stun = actionVerb('stun', 'Stun');
const buff = actionVerb('buff', 'Buff');

/** A count and its noun, in the number the count asks ("1 rune", "2 runes"), read and printed. */
function counted(singular: string, plural: string): Rule<number> {
  return alt(
    map(t`${slot('n', count)} ${words(singular)}`, { to: ({ n }) => (n === 1 ? n : NO), from: (n: number) => (n === 1 ? { n } : NO) }),
    map(t`${slot('n', count)} ${words(plural)}`, { to: ({ n }) => (n !== 1 ? n : NO), from: (n: number) => (n !== 1 ? { n } : NO) }),
  );
}

/**
 * Two groups under one "all" ("all units and gear"): the step's `all` and `alsoAll`. Only bare
 * nouns are read: a word before the first ("all enemy units and gear") could be read as said of
 * both or of the first alone.
 */
const bare = (g: object): boolean => Object.keys(g).length === 1 && 'select' in g;
const secondGroup = map(allOf({ all: false }), { to: (g) => (bare(g.all) ? g.all : NO), from: (g: unknown) => (typeof g === 'object' && g !== null && bare(g) ? { all: g as never } : NO) });
const everyGroup = map(allOf({ all: true }), { to: (g) => (bare(g.all) ? g : NO), from: (g: unknown) => (isAllOf(g) && bare(g.all) ? g : NO) });

type Pair = { readonly target: Ref; readonly also: Ref; readonly wording?: WordingList };

/**
 * Two units under one verb "at the same battlefield" ("stun a friendly unit and an enemy unit
 * at the same battlefield"): both chosen at a battlefield, the second at the first's
 * (`sameLocationAs`, CR 355.11.b).
 */
function atOneBattlefield(phrase: Rule<{ readonly target: Choice; readonly also: Choice; readonly wording?: WordingList }>): Rule<Pair> {
  return map(phrase, {
    to: ({ target, also, wording }): Pair | typeof NO => {
      const placed = (c: Choice) => (c.choose as { readonly at?: unknown }).at !== undefined;
      if (target.choose.select !== 'unit' || also.choose.select !== 'unit' || placed(target) || placed(also)) return NO;
      return { target: { choose: { ...target.choose, at: 'battlefield' } }, also: { choose: { ...also.choose, at: 'battlefield', sameLocationAs: { again: 'it' } as never } }, ...(wording !== undefined ? { wording } : {}) };
    },
    from: ({ target, also, wording }: Pair) => {
      if (!isChoice(target) || !isChoice(also)) return NO;
      const { at: firstAt, ...first } = target.choose as Choice['choose'] & { readonly at?: unknown };
      const { at: secondAt, sameLocationAs, ...second } = also.choose as Choice['choose'] & { readonly at?: unknown };
      const with_ = sameLocationAs as unknown as Ref | undefined;
      if (firstAt !== 'battlefield' || secondAt !== 'battlefield' || with_ === undefined || !isAgain(with_) || with_.again !== 'it') return NO;
      return { target: { choose: first }, also: { choose: second }, ...(wording !== undefined ? { wording } : {}) };
    },
  });
}

/** The unit chosen before, as "that unit" (printed so) or "it". */
const unitNamedAgain: Rule<Ref> = alt(
  map(words('that unit'), { to: (): Ref => ({ again: 'unit' }), from: (r: Ref) => (isAgain(r) && (r.again === 'unit' || r.again === 'it') ? undefined : NO) }),
  itSubject,
);

/** The spell chosen last, said "that spell" (printed so when the step keeps the wording `thatSpell`). */
const thatSpell: Rule<Ref> = map(words('that spell'), { to: (): Ref => ({ again: 'spell' }), from: (r: Ref) => (isAgain(r) && (r.again === 'spell' || r.again === 'it') ? undefined : NO) });

/** "that spell's Energy cost": the Energy cost of the spell chosen last, read once it is countered too. */
const spellEnergyCost: Rule<{ readonly energyCost: Ref }> = map(words("that spell's Energy cost"), {
  to: () => ({ energyCost: { again: 'spell' } as Ref }),
  from: (v: { readonly energyCost: Ref }) => (isAgain(v.energyCost) && (v.energyCost.again === 'spell' || v.energyCost.again === 'it') ? undefined : NO),
});

export const runes: Rule<number> = counted('rune', 'runes');
const friendlyRunes: Rule<number> = counted('friendly rune', 'friendly runes');
const points: Rule<number> = counted('point', 'points');

/** "+2 :rb_might:" or "-1 :rb_might:": a signed amount of Might. */
export const signedMight: Rule<number> = alt(
  map(t`+ ${slot('n', digits)} ${mightSymbol}`, { to: ({ n }) => n, from: (n) => (n > 0 ? { n } : NO) }),
  map(t`- ${slot('n', digits)} ${mightSymbol}`, { to: ({ n }) => -n, from: (n) => (n < 0 ? { n: -n } : NO) }),
);

/** One granted keyword: `[Assault 2]`, `[Ganking]`. */
const grantedKeyword: Rule<{ readonly keyword: string; readonly value?: number }> = map(bracketKeyword, {
  to: (k) => ((GRANTABLE_KEYWORDS as readonly string[]).includes(k.name) ? (k.value === undefined ? { keyword: k.name } : { keyword: k.name, value: k.value }) : NO),
  from: (g) => ({ name: g.keyword, value: g.value }),
});

/** One or two granted keywords: "[Shield 3] and [Tank]". */
export const grantedKeywords = syntax<readonly { readonly keyword: string; readonly value?: number }[], TextContext>(
  function* (input, at): Generator<readonly [readonly { readonly keyword: string; readonly value?: number }[], number]> {
    for (const [first, next] of grantedKeyword.parse(input, at)) {
      yield [[first], next] as const;
      for (const [, mid] of words('and').parse(input, next)) for (const [second, end] of grantedKeyword.parse(input, mid)) yield [[first, second], end] as const;
    }
  },
  (list, out) =>
    list.length >= 1 &&
    list.length <= 2 &&
    printInto(grantedKeyword, list[0] as { keyword: string }, out) &&
    (list.length === 1 || (printInto(words('and'), undefined, out) && printInto(grantedKeyword, list[1] as { keyword: string }, out))),
);

/** What `[Add]` adds: an Energy symbol and Power symbols, of domains or of any domain (fields left out when none). */
const addable: Rule<{ readonly energy?: number; readonly power?: readonly string[] }> = syntax(
  function* (input: ParseInput<TextContext>, at: number) {
    let amount = 0;
    let next = at;
    for (const [n, after] of energy.parse(input, at)) {
      amount = n;
      next = after;
    }
    const power: string[] = [];
    for (let found = true; found; ) {
      found = false;
      for (const [d, after] of powerSymbol.parse(input, next)) {
        power.push(d);
        next = after;
        found = true;
      }
    }
    if (next > at) yield [{ ...(amount > 0 ? { energy: amount } : {}), ...(power.length > 0 ? { power } : {}) }, next] as const;
  },
  (value, out: PrintOutput<TextContext>) =>
    ((value.energy ?? 0) > 0 || (value.power ?? []).length > 0) &&
    ((value.energy ?? 0) === 0 || energy.print(value.energy ?? 0, out)) &&
    (value.power ?? []).every((d) => powerSymbol.print(d as 'fury', out)),
);

/** What resources added for one use alone pay for: playing spells, or playing gear and using gear abilities. */
const resourceUse: Rule<'spells' | 'gear'> = alt(constant('play spells', 'spells'), constant('play gear or use gear abilities', 'gear'));

export const BASIC_OPERATIONS: readonly Rule<Step>[] = [
  operation('draw', t`draw ${slot('amount', digits)}`),
  operation('draw', t`draw ${slot('amount', digits)} for each ${slot('forEach', eachOf)}`),
  // A count of the controller's, as a discount reads it: "draw 1 for each card in your trash" (after the groups, which read the same words first).
  operation('draw', t`draw ${slot('amount', digits)} for each ${slot('forEachCount', countPhrase)}`),
  operation('draw', t`its controller draws ${slot('amount', digits)}`, { player: { controllerOf: { again: 'it' } } }),
  operation('damage', t`deal ${slot('amount', digits)} to ${slot('target', object)}`),
  operation('damage', t`deal ${slot('amount', digits)} to ${slot('target', object)} for each ${slot('forEach', eachOf)}`),
  operation('damage', t`deal ${slot('amount', digits)} to ${slot('target', object)} for each ${slot('forEachCount', countPhrase)}`),
  // So much for each card a step before revealed that has a keyword ("for each card with [Hidden]").
  operation('damage', t`deal ${slot('amount', digits)} to ${slot('target', object)} for each ${slot('forEachLooked', lookedCards)}`),
  operation('damage', t`deal damage equal to ${slot('equalTo', mightOf)} to ${slot('target', object)}`),
  operation('damage', t`deal ${slot('equalTo', energyCostOf)} as damage to ${slot('target', object)}`),
  operation('damage', t`deal damage equal to ${slot('equalTo', keywordValueOf)} to ${slot('target', object)}`),
  operation('damage', t`${slot('by', itSubject)} deals damage equal to ${slot('equalTo', mightOf)} to ${slot('target', object)}`),
  // "that much": the amount paid for the step's own cost of any amount (instruction-costs.ts, anyAmountCost).
  operation('damage', t`deal that much damage to ${slot('target', object)}`, { equalTo: { paid: true } }),
  // "that much" without "damage": the excess damage of a conquest after an attack (CR 460.2), which the ability's condition counted.
  operation('damage', t`deal that much to ${slot('target', object)}`, { equalTo: { excessDamage: true } }),
  operation('modifyMight', t`give ${slot('target', recipient)} ${slot('amount', signedMight)} this turn`),
  operation('modifyMight', t`give ${slot('target', recipient)} ${slot('amount', signedMight)} this turn , to a minimum of ${slot('minimum', digits)} ${mightSymbol}`),
  operation('modifyMight', t`give ${slot('target', recipient)} ${slot('amount', signedMight)} this turn for each ${slot('forEach', eachOf)}`),
  operation('modifyMight', t`give ${slot('target', recipient)} ${slot('amount', signedMight)} this turn for each ${slot('forEachCount', countPhrase)}`),
  operation('modifyMight', t`give ${slot('target', recipient)} + ${mightSymbol} equal to ${slot('equalTo', mightOf)} this turn`),
  operation('modifyMight', t`give ${slot('target', recipient)} + ${mightSymbol} equal to ${slot('equalTo', spellEnergyCost)} this turn`),
  // "... and another unit -2 :rb_might: this turn": joined by "and" to a Might change before it, the verb said once (the wording `sameVerb`, effects.ts).
  operation('modifyMight', t`${mark('sameVerb')} ${slot('target', recipient)} ${slot('amount', signedMight)} this turn`),
  operation('modifyMight', t`${mark('sameVerb')} ${slot('target', recipient)} ${slot('amount', signedMight)} this turn , to a minimum of ${slot('minimum', digits)} ${mightSymbol}`),
  operation('stun', t`${stun} ${slot('target', object)}`),
  operation('kill', t`kill ${slot('target', object)}`),
  operation('ready', t`ready ${slot('target', object)}`),
  operation('ready', t`ready your legend`, { target: 'yourLegend' }),
  // "Then ready two of them": so many of the tokens the step before made, chosen as it resolves.
  operation('ready', t`ready ${slot('made', numberWord)} of them`),
  operation('exhaust', t`exhaust ${slot('target', object)}`),
  operation('buff', t`${buff} ${slot('target', object)}`),
  // Two objects, each chosen or named, under one verb: "stun a friendly unit and an enemy unit" (`also`).
  operation('stun', t`${stun} ${slot('target', oneObject)} and ${slot('also', oneObject)}`),
  operation('kill', t`kill ${slot('target', oneObject)} and ${slot('also', oneObject)}`),
  operation('ready', t`ready ${slot('target', oneObject)} and ${slot('also', oneObject)}`),
  operation('exhaust', t`exhaust ${slot('target', oneObject)} and ${slot('also', oneObject)}`),
  operation('buff', t`${buff} ${slot('target', oneObject)} and ${slot('also', oneObject)}`),
  operation('returnUnit', t`return ${slot('target', oneObject)} and ${slot('also', oneObject)} to their owners' hands`, { to: 'hand' }),
  // Two groups under one verb: "kill all units and gear", "return all ... and ... to their owners' hands" (`alsoAll`).
  operation('returnUnit', t`return ${slot('target', everyGroup)} and ${slot('alsoAll', secondGroup)} to their owners' hands`, { to: 'hand' }),
  operation('kill', t`kill ${slot('target', everyGroup)} and ${slot('alsoAll', secondGroup)}`),
  operation('stun', atOneBattlefield(t`${stun} ${slot('target', choice)} and ${slot('also', choice)} at the same battlefield`), {}, ['target', 'also', 'wording']),
  operation('kill', atOneBattlefield(t`kill ${slot('target', choice)} and ${slot('also', choice)} at the same battlefield`), {}, ['target', 'also']),
  operation('exhaust', atOneBattlefield(t`exhaust ${slot('target', choice)} and ${slot('also', choice)} at the same battlefield`), {}, ['target', 'also']),
  operation('heal', t`heal ${slot('target', object)}`),
  operation('recall', t`recall ${slot('target', object)} exhausted`, { exhausted: true }),
  operation('recall', t`recall ${slot('target', object)}`),
  operation('detach', t`detach ${slot('target', object)}`),
  // Read before the rule for any object, so that "that spell" keeps its wording (raised, the spell is "it").
  operation('counter', t`counter ${mark('thatSpell')} ${slot('target', thatSpell)}`),
  operation('counter', t`counter ${slot('target', object)}`),
  // A unit returning itself says whose hand as itself: "return me to my owner's hand".
  withContext((c: TextContext) => (c.type === 'unit' ? operation('returnUnit', t`return me to my owner's hand`, { to: 'hand', target: 'self' }) : alt<Step, TextContext>())),
  // A group, "return all enemy units here to their owners' hands": before the rule for one object, which would print it with "its owner's hand".
  operation('returnUnit', t`return ${slot('target', allOf({ all: true }))} to their owners' hands`, { to: 'hand' }),
  operation('returnUnit', t`return ${slot('target', object)} to its owner's hand`, { to: 'hand' }),
  operation('gainControl', t`${either('take control of', 'gain control of')} ${slot('target', object)}`),
  // Control given back to its owner (mechanics/take-control.ts), the unit recalled first when said, at once or at the Ending Step.
  operation('loseControl', t`lose control of ${slot('target', unitNamedAgain)} and recall it at end of turn`, { recall: true, endOfTurn: true }),
  operation('loseControl', t`lose control of ${slot('target', unitNamedAgain)} at end of turn`, { endOfTurn: true }),
  operation('loseControl', t`lose control of ${slot('target', unitNamedAgain)} and recall it`, { recall: true }),
  operation('loseControl', t`lose control of ${slot('target', unitNamedAgain)}`),
  operation('grant', t`give ${slot('target', recipient)} ${slot('keywords', grantedKeywords)} this turn`, { duration: 'turn' }),
  operation('grant', t`give ${slot('target', recipient)} ${slot('keywords', grantedKeywords)}`, { duration: 'permanent' }),
  operation('grant', t`${slot('target', again)} gains ${slot('keywords', grantedKeywords)} this combat`, { duration: 'combat' }),
  operation('channel', t`channel ${slot('amount', runes)} exhausted`, { exhausted: true }),
  operation('channel', t`channel ${slot('amount', runes)}`),
  operation('channel', t`its owner channels ${slot('amount', runes)} exhausted`, { player: { ownerOf: { again: 'it' } }, exhausted: true }),
  operation('channel', t`its owner channels ${slot('amount', runes)}`, { player: { ownerOf: { again: 'it' } } }),
  operation('channel', t`that player channels ${slot('amount', runes)} exhausted`, { player: { turnPlayer: true }, exhausted: true }),
  operation('channel', t`that player channels ${slot('amount', runes)}`, { player: { turnPlayer: true } }),
  operation('readyRunes', t`ready ${slot('amount', runes)}`),
  operation('readyRunes', t`ready your runes`, { every: true }),
  // The same runes said to be "friendly" (the wording `friendlyRunes`): a player readies only their own (CR 311).
  operation('readyRunes', t`${mark('friendlyRunes')} ready ${slot('amount', friendlyRunes)}`),
  operation('recycleRune', t`recycle one of your runes`),
  // "You score 1 point.", or the verb alone (the wording `imperative`): "Score 1 point.", "pay ... to score 1 point".
  operation('gainPoint', t`${wordings<TextContext>(words('you score'), { imperative: words('score') })} ${slot('amount', points)}`),
  operation('gainPoint', t`that player gains ${slot('amount', points)}`, { player: { turnPlayer: true } }),
  // An opponent chosen as the step resolves does it: "Choose an opponent. They score 1 point."
  operation('gainPoint', t`choose an opponent . they score ${slot('amount', points)}`, { player: { opponent: true } }),
  operation('draw', t`choose an opponent . they draw ${slot('amount', digits)}`, { player: { opponent: true } }),
  // The player an ability's event is about: "When a player chooses ..., they draw 1." (the card checker allows it only in an ability heard from another object's event).
  operation('draw', t`they draw ${slot('amount', digits)}`, { player: { eventPlayer: true } }),
  operation('winGame', t`you win the game`),
  operation('gainXp', t`gain ${slot('amount', digits)} XP`),
  operation('additionalTurn', t`take a turn after this one`),
  // A restriction for the turn on units chosen or named (CR 054): "It can't move this turn." (one restriction; a passive says the same of a group for good).
  operation('forbid', t`${slot('target', recipient)} can't ${slot('cannot', oneRestriction)} this turn`, { duration: 'turn' }),
  operation('unitsEnterReady', t`friendly units enter ready this turn`, { players: 'team' }),
  operation('unitsEnterReady', t`units you play this turn enter ready`, { players: 'you' }),
  // What an effect leaves for the next spell its controller plays this turn (mechanics/next-spell.ts).
  operation('nextSpell', t`the next spell you play this turn costs ${slot('energy', energy)} less`),
  operation('nextSpell', t`the next spell you play this turn deals ${slot('bonusDamage', digits)} Bonus Damage`),
  operation('nextSpell', t`give the next spell you play this turn ${bracket('Repeat')} equal to its cost`, { repeat: 'itsCost' }),
  operation('nextUnitEntersReady', t`the next unit you play this turn enters ready`),
  // Damage prevention (CR 437): all of a unit's next damage this turn, or all spell and ability damage this turn.
  operation('preventDamage', t`the next time ${slot('target', unitNamedAgain)} would be dealt damage this turn , prevent it`, { next: true }),
  operation('preventDamage', t`prevent all spell and ability damage this turn`, { combat: false }),
  operation('addResources', map(t`${bracket('Add')} ${slot('what', addable)}`, { to: ({ what }) => what, from: (w) => ({ what: w }) }), {}, ['energy', 'power']),
  // As much as was paid for the step's own cost of any amount: "[Add] that much Energy", "[Add] that much :rb_rune_rainbow:".
  operation('addResources', t`${bracket('Add')} that much ${slot('thatMuch', anyAmountOf)}`),
  // Resources for one use alone, said in a sentence after them (CR 165.1): "[Add] :rb_energy_1:. Use only to play spells."
  operation(
    'addResources',
    map(t`${bracket('Add')} ${slot('what', addable)} . use only to ${slot('onlyFor', resourceUse)}`, {
      to: ({ what, onlyFor }) => ({ ...what, onlyFor }),
      from: (w: { readonly energy?: number; readonly power?: readonly string[]; readonly onlyFor?: 'spells' | 'gear' }) => (w.onlyFor === undefined ? NO : { what: w, onlyFor: w.onlyFor }),
    }),
    {},
    ['energy', 'power', 'onlyFor'],
  ),
];
