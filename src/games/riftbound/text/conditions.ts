/**
 * Conditions as printed. Before a step: "If it's attacking, ...", "If this kills it, ...", a
 * card condition about the last thing chosen, which the step's condition names by its target's
 * name (`{ "event": "unit" }`) once lowered (lower.ts). After "if": a triggered ability's ("When
 * you conquer, if you have 4+ units at that battlefield, draw 2", CR 383.3.e) and a step's
 * ("draw 1 if you have one or fewer cards in your hand"). Each phrase reads into one card
 * condition (an expression over the card-condition selectors, reads/card-conditions.ts) and prints
 * exactly that expression back. After a channel step, a step's condition may ask how many
 * runes it channeled (`{ "event": "channeled" }`, mechanics/effects.ts): "If you can't, ..."
 * (none), "If you couldn't channel 2 runes this way, ..." (fewer, CR 430.4).
 */
import { alt, map, NO, slot, syntax, withContext } from '../../../engine/syntax/syntax.js';
import type { TextContext } from './context.js';
import { article, bracket, capitalisedWord, digits, either, phrase, t, words, type Rule } from './primitives.js';
import { runes } from './operations/basic.js';
import { MIGHTY_AT } from '../reads/is-mighty.js';
import { isAgain, type Ref } from './targets.js';
import { selfCondition, turnCondition } from './while-conditions.js';

/** A selector asked about one object: `{ "sel": name, "args": [{ "event": ref }] }`. */
export interface Asked {
  readonly sel: string;
  readonly args: readonly [{ readonly event: Ref }];
}

function about(sel: string, words: Rule<undefined>): Rule<Condition> {
  return map(words, {
    to: (): Asked => ({ sel, args: [{ event: { again: 'it' } }] }),
    from: (condition: Condition) => {
      const c = condition as Partial<Asked>;
      const arg = c.args?.[0]?.event;
      return c.sel === sel && c.args?.length === 1 && arg !== undefined && isAgain(arg) && arg.again === 'it' ? undefined : NO;
    },
  });
}

/** "it's attacking" or "it is attacking" ("it's" is printed). */
function itIs(what: Rule<undefined>): Rule<undefined> {
  return alt(phrase(t`it's ${what}`), phrase(t`it is ${what}`));
}

/** How many runes the last channel step of the resolution channeled. */
const CHANNELED = { event: 'channeled' } as const;

/** The conditions a step may print before it, after "if". */
export const stepCondition: Rule<Condition> = alt<Condition, TextContext>(
  map(words("you can't"), { to: () => ({ '==': [CHANNELED, 0] }), from: (c) => (same(c, { '==': [CHANNELED, 0] }) ? undefined : NO) }),
  map(t`you couldn't channel ${slot('n', runes)} this way`, {
    to: ({ n }) => ({ '<': [CHANNELED, n] }),
    from: (c) => {
      const args = operand(c, '<') as [unknown, unknown] | undefined;
      return args !== undefined && same(args[0], CHANNELED) && typeof args[1] === 'number' && Object.keys(c as object).length === 1 ? { n: args[1] } : NO;
    },
  }),
  about('isAttacking', itIs(words('attacking'))),
  about('isDefending', itIs(words('defending'))),
  about('isStunned', itIs(words('stunned'))),
  about('isExhausted', itIs(words('exhausted'))),
  about('isDamaged', itIs(words('damaged'))),
  about('isBuffed', itIs(words('buffed'))),
  about('isEquipped', itIs(words('equipped'))),
  about('isMighty', itIs(bracket('Mighty'))),
  // "If it's an Equipment, ...", "If it's a Mech, ...": of a card with the tag (read once the tag rule below is made).
  syntax<Condition, TextContext>((input, at) => itIsOfTag.parse(input, at), (value, out) => itIsOfTag.print(value, out)),
  about('hasLethalDamage', either('this kills it')),
  // Whose the last unit chosen was as the step before acted on it ("If it was an enemy unit, ..."), off the board its owner's.
  wasOfRelation('enemy'),
  wasOfRelation('friendly'),
  // A Deathknell's: the unit as it died, its Might then (CR 709, 808.1.d.3).
  map(t`I was ${bracket('Mighty')}`, { to: () => WAS_MIGHTY, from: (c) => (same(c, WAS_MIGHTY) ? {} : NO) }),
  // Where the card whose ability it is is as the step resolves ("I am" read as "I'm", normalize.ts).
  map(alt(words("I'm at a battlefield"), words('I am at a battlefield')), { to: () => AT_BATTLEFIELD, from: (c) => (same(c, AT_BATTLEFIELD) ? undefined : NO) }),
  // A Deathknell's: whether the unit was alone as it died (CR 741.1).
  map(words('I died alone'), { to: () => DIED_ALONE, from: (c) => (same(c, DIED_ALONE) ? undefined : NO) }),
);

/**
 * "it was an enemy unit": the last unit chosen stands in that relation to the controller
 * (`hasRelation`, reads/card-conditions.ts). Said "it" even after a step that made a token, so it is
 * read as the last unit chosen ("that unit"), and printed "it" either way.
 */
function wasOfRelation(relation: 'enemy' | 'friendly'): Rule<Condition> {
  const asked = (ref: 'it' | 'unit') => ({ sel: 'hasRelation', args: [{ event: { again: ref } }, { event: 'controller' }, relation] });
  return map(words(`it was ${relation === 'enemy' ? 'an' : 'a'} ${relation} unit`), {
    to: () => asked('unit'),
    from: (c) => (same(c, asked('unit')) || same(c, asked('it')) ? undefined : NO),
  });
}

/** "I'm at a battlefield": the ability's source is at a battlefield. */
const AT_BATTLEFIELD = { sel: 'isAtBattlefield', args: [{ event: 'source' }] } as const;

/** "I died alone": no other friendly unit at the unit's location as it died. */
const DIED_ALONE = { event: 'diedAlone' } as const;

/** "I was [Mighty]": the Might the unit had as it died, at least the Mighty threshold (CR 709). */
const WAS_MIGHTY = { '>=': [{ event: 'might' }, MIGHTY_AT] } as const;

/** A card condition: an expression (docs/rules.md). */
export type Condition = unknown;

const controller = { event: 'controller' } as const;

/** The combat damage the conqueror assigned to enemy units past lethal, in the combat it won as the attacker. */
const EXCESS_DAMAGE = { event: 'excessDamage' } as const;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A phrase whose slots fill an expression: `build` makes the expression from them, `slots`
 * finds them in an expression of that shape (NO when it is not), so it prints only that shape.
 */
function expressionPhrase<S extends object>(template: Rule<S>, build: (slots: S) => Condition, slots: (condition: Condition) => S | typeof NO): Rule<Condition> {
  return map(template, {
    to: build,
    from: (c) => {
      const found = slots(c);
      return found !== NO && same(build(found), c) ? found : NO;
    },
  });
}

/** The second operand of a comparison `{ op: [left, n] }`, when `c` is one. */
function operand(c: Condition, op: string): unknown {
  const args = typeof c === 'object' && c !== null ? (c as Record<string, unknown>)[op] : undefined;
  return Array.isArray(args) && args.length === 2 ? args : undefined;
}

/** "N+" as printed: a number and a plus sign. */
const atLeast: Rule<number> = map(t`${slot('n', digits)} +`, { to: ({ n }) => n, from: (n) => ({ n }) });

/** A tag as printed: one capitalised word ("a Gremlin", "a Goblin"). */
const tag = capitalisedWord;

/** "it's an Equipment", "it is a Mech": the last thing chosen is of a card with the tag. */
const itIsOfTag: Rule<Condition> = expressionPhrase(
  alt(t`it's ${article} ${slot('tag', tag)}`, t`it is ${article} ${slot('tag', tag)}`),
  ({ tag }) => ({ sel: 'hasTag', args: [{ event: { again: 'it' } }, tag] }),
  (c) => {
    const asked = c as { sel?: unknown; args?: readonly unknown[] };
    return asked.sel === 'hasTag' && asked.args?.length === 2 && typeof asked.args[1] === 'string' ? { tag: asked.args[1] } : NO;
  },
);

/** The units of a relation where the ability's event happened ("here"). */
function unitsHere(relation: string): Condition {
  return { sel: 'units', args: [controller, relation, { event: 'here' }] };
}

/** "there is a ready enemy unit here", "there is a friendly unit here": one such unit where the ability's event happened. */
function thereIsAUnitHere(relation: 'enemy' | 'friendly', ready: boolean): Rule<Condition> {
  const condition = ready ? { some: [unitsHere(relation), 'u', { not: { sel: 'isExhausted', args: [{ var: 'u' }] } }] } : { '>': [{ count: unitsHere(relation) }, 0] };
  return map(words(`there is a ${ready ? 'ready ' : ''}${relation} unit here`), { to: () => condition, from: (c) => (same(c, condition) ? undefined : NO) });
}

const CONDITIONS: readonly Rule<Condition>[] = [
  // The last thing chosen has no other friendly unit where it is (CR 741.1): "if it's the only unit you control there".
  about('isAlone', itIs(words('the only unit you control there'))),
  thereIsAUnitHere('enemy', true),
  thereIsAUnitHere('enemy', false),
  thereIsAUnitHere('friendly', true),
  thereIsAUnitHere('friendly', false),
  expressionPhrase(
    t`you have ${slot('n', atLeast)} units at that battlefield`,
    ({ n }) => ({ '>=': [{ sel: 'unitsAt', args: [controller, { event: 'here' }] }, n] }),
    (c) => {
      const args = operand(c, '>=') as [unknown, unknown] | undefined;
      return typeof args?.[1] === 'number' ? { n: args[1] } : NO;
    },
  ),
  // A battlefield's own "here" is the battlefield itself, the source of its abilities.
  withContext((context: TextContext) =>
    context.type === 'battlefield'
      ? expressionPhrase(
          t`you have ${slot('n', atLeast)} units here`,
          ({ n }) => ({ '>=': [{ sel: 'unitsAt', args: [controller, { event: 'source' }] }, n] }),
          (c) => {
            const args = operand(c, '>=') as [unknown, unknown] | undefined;
            return typeof args?.[1] === 'number' ? { n: args[1] } : NO;
          },
        )
      : alt<Condition, TextContext>(),
  ),
  expressionPhrase(
    t`you control a facedown card at a battlefield`,
    () => ({ '>=': [{ sel: 'facedownCards', args: [controller] }, 1] }),
    () => ({}),
  ),
  // Whether the card's optional additional cost was paid as it was played (CR 356.4.f.1): its "When you play me" ability asks it.
  expressionPhrase(
    t`you paid the additional cost`,
    () => ({ event: 'paidAdditionalCost' }),
    () => ({}),
  ),
  // After "When I conquer after an attack": the combat damage its controller assigned past lethal (CR 460.2), `excessDamage`.
  expressionPhrase(
    t`you assigned ${slot('n', digits)} or more excess damage to enemy units`,
    ({ n }) => ({ '>=': [EXCESS_DAMAGE, n] }),
    (c) => {
      const args = operand(c, '>=') as [unknown, unknown] | undefined;
      return typeof args?.[1] === 'number' ? { n: args[1] } : NO;
    },
  ),
  // What the card says of itself and what its controller has, as a passive's "While" says them ("if I'm buffed", "if you control a gear").
  selfCondition,
  // What its controller or the card did this turn ("if you've discarded a card this turn").
  turnCondition,
];

/** "if" and a condition. */
export const ifCondition: Rule<Condition> = map(t`if ${slot('c', alt(...CONDITIONS))}`, { to: ({ c }) => c, from: (c) => ({ c }) });
