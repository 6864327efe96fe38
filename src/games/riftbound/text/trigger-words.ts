/**
 * The words of a triggered ability before its comma (CR 383.1): "When" and the event, "The
 * first time ... each turn", "At the start of your Beginning Phase". An event is said about the
 * card itself ("When I move", "When you play this"), about other objects ("When a friendly
 * unit dies", "When you play a spell that costs 5 or more") or about players ("When you
 * conquer", "When you or an ally hold"); each phrase reads into the ability's `trigger`, its
 * `subject` and `nth` (schema/card-schema.ts), and prints them back. Which card types print a phrase
 * is part of it ("When you conquer" is a legend's own trigger, a unit's about its player).
 *
 * A new event is an entry in CLAUSES beside the place where the engine announces it
 * (mechanics/trigger-events.ts).
 */
import { alt, map, NO, printInto, slot, syntax, withContext } from '../../../engine/syntax/syntax.js';
import { EQUIPMENT_TAG, type TriggeredAbility, type TriggerSubject } from '../schema/card-schema.js';
import type { TextContext } from './context.js';
import { article, bracket, energy, phrase, t, words, type Rule } from './primitives.js';
import { tagWord } from './condition-phrases.js';
import { pluralTag } from './groups.js';

export type TriggerName = TriggeredAbility['trigger'];

/** What the words before the comma say: the ability's trigger, subject and "the Nth time". */
export interface TriggerClause {
  readonly trigger: TriggerName;
  readonly subject?: TriggerSubject;
  readonly nth?: number;
  /** How the clause was printed where it has several wordings (the ability's `wording`). */
  readonly wording?: readonly TriggerWording[];
}

/**
 * The wordings a trigger clause may be printed in: "At start of ..." (`startOf`), "When one of
 * your units ..." (`oneOfYour`), "from face down" (`faceDown`), "When ... for the first time each
 * turn" (`firstTimeAfter`: "The first time ... each turn" said after the event).
 */
export const TRIGGER_WORDINGS = ['startOf', 'oneOfYour', 'faceDown', 'firstTimeAfter'] as const;
export type TriggerWording = (typeof TRIGGER_WORDINGS)[number];

type CardType = TextContext['type'];
type Subject = TriggerSubject;
type Fields = Partial<Subject>;

/** The subject's fields in one order, none undefined; undefined when there are none, or only `self` (the default). */
function cleanSubject(fields: Fields): Subject | undefined {
  const out: Record<string, unknown> = {};
  for (const key of SUBJECT_ORDER) if (fields[key] !== undefined) out[key] = fields[key];
  const keys = Object.keys(out);
  return keys.length === 0 || (keys.length === 1 && out['self'] === true) ? undefined : (out as Subject);
}

const SUBJECT_ORDER = ['self', 'by', 'select', 'relation', 'other', 'mighty', 'buffed', 'stunned', 'tag', 'exceptTag', 'minEnergy', 'minPower', 'fromHidden', 'at', 'from', 'to', 'inCombat', 'alone', 'oneOnOne', 'bySpell', 'opponentsTurn', 'firstTurn', 'cardThisTurn', 'open', 'afterAttack', 'oneOrMore'] as const;

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameTrigger(a: TriggerName, b: TriggerName): boolean {
  return typeof a === 'string' || typeof b === 'string' ? a === b : sameJson(a, b);
}

/* ---------- the objects an event is about ---------- */

/** The object's part of a subject, as a noun phrase says it. */
type ObjectFields = Pick<Fields, 'self' | 'select' | 'relation' | 'other' | 'mighty' | 'buffed' | 'stunned' | 'tag' | 'exceptTag' | 'minEnergy' | 'minPower' | 'oneOrMore'>;

/** What a tag said in the noun's place names: "an Equipment" a gear (CR 818), "a Mech" a unit (CR 133.8). */
function tagNounSelect(tag: string): 'unit' | 'gear' {
  return tag === EQUIPMENT_TAG ? 'gear' : 'unit';
}

interface Modifier {
  readonly rule: Rule<ObjectFields>;
  readonly keys: readonly (keyof ObjectFields)[];
}

function fixedModifier<const K extends keyof ObjectFields>(text: string | Rule<undefined>, key: K, value: NonNullable<ObjectFields[K]>): Modifier {
  const rule = typeof text === 'string' ? words(text) : text;
  return { keys: [key], rule: map(rule, { to: () => ({ [key]: value }) as ObjectFields, from: (f) => (f[key] === value ? undefined : NO) }) };
}

/** "non-Recruit": a card without that tag. */
const exceptTag: Modifier = {
  keys: ['exceptTag'],
  rule: syntax<ObjectFields, TextContext>(
    function* (input, at) {
      input.step();
      const token = input.tokens[at];
      const m = token?.kind === 'word' ? /^non-([A-Z][A-Za-z]*)$/.exec(token.text) : null;
      if (!m) return;
      input.reached(at + 1);
      yield [{ exceptTag: m[1] as string }, at + 1] as const;
    },
    (f, out) => {
      if (f.exceptTag === undefined || !/^[A-Z][A-Za-z]*$/.test(f.exceptTag)) return false;
      out.tokens.push({ kind: 'word', text: `non-${f.exceptTag}` });
      return true;
    },
  ),
};

/** Words before the noun, in the order they are printed. */
const BEFORE: readonly Modifier[] = [
  fixedModifier('buffed', 'buffed', true),
  fixedModifier('stunned', 'stunned', true),
  fixedModifier('enemy', 'relation', 'enemy'),
  fixedModifier('friendly', 'relation', 'friendly'),
  fixedModifier(bracket('Mighty'), 'mighty', true),
  exceptTag,
];

const minEnergy: Modifier = {
  keys: ['minEnergy'],
  rule: map(t`that costs ${slot('n', energy)} or more`, { to: ({ n }) => ({ minEnergy: n }), from: (f) => (f.minEnergy === undefined ? NO : { n: f.minEnergy }) }),
};

/** Power symbols of any domain in a row, as many as the number: ":rb_rune_rainbow::rb_rune_rainbow:" is 2. */
const anyPower: Rule<number> = syntax(
  function* (input, at) {
    let n = 0;
    for (let next = at; ; n++) {
      const token = input.tokens[next];
      if (token?.kind !== 'symbol' || token.text !== ':rb_rune_rainbow:') break;
      next++;
      input.reached(next);
      yield [n + 1, next] as const;
    }
  },
  (n, out) => {
    if (!Number.isInteger(n) || n < 1) return false;
    for (let i = 0; i < n; i++) out.tokens.push({ kind: 'symbol', text: ':rb_rune_rainbow:' });
    return true;
  },
);

/** "with Power cost :rb_rune_rainbow::rb_rune_rainbow: or more": at least that many Power (CR 131.3). */
const minPower: Modifier = {
  keys: ['minPower'],
  rule: map(t`with Power cost ${slot('n', anyPower)} or more`, { to: ({ n }) => ({ minPower: n }), from: (f) => (f.minPower === undefined ? NO : { n: f.minPower }) }),
};

/** Words after the noun, in the order they are printed. */
const AFTER: readonly Modifier[] = [fixedModifier('you control', 'relation', 'controlled'), minEnergy, minPower];

const NOUNS: readonly { readonly select: NonNullable<Subject['select']>; readonly one: string; readonly many: string }[] = [
  { select: 'unit', one: 'unit', many: 'units' },
  { select: 'spell', one: 'spell', many: 'spells' },
  { select: 'card', one: 'card', many: 'cards' },
  { select: 'gear', one: 'gear', many: 'gear' },
  { select: 'rune', one: 'rune', many: 'runes' },
];

/** How a noun phrase starts: "a", "another", "one or more". */
const DETERMINERS: readonly { readonly rule: Rule<undefined>; readonly fields: ObjectFields; readonly plural: boolean }[] = [
  { rule: article, fields: {}, plural: false },
  { rule: words('another'), fields: { other: true }, plural: false },
  { rule: words('one or more'), fields: { oneOrMore: true }, plural: true },
];

function* modifiers(input: Parameters<Rule<unknown>['parse']>[0], at: number, from: readonly Modifier[], fields: ObjectFields, used: ReadonlySet<Modifier>): Generator<readonly [ObjectFields, number]> {
  yield [fields, at] as const;
  for (const m of from) {
    if (used.has(m) || m.keys.some((k) => fields[k] !== undefined)) continue;
    for (const [part, next] of m.rule.parse(input, at)) yield* modifiers(input, next, from, { ...fields, ...part }, new Set([...used, m]));
  }
}

function printModifiers(fields: ObjectFields, from: readonly Modifier[], done: Set<keyof ObjectFields>, out: Parameters<Rule<unknown>['print']>[1]): void {
  for (const m of from) {
    if (m.keys.some((k) => fields[k] === undefined || done.has(k))) continue;
    const part: ObjectFields = {};
    for (const k of m.keys) (part as Record<string, unknown>)[k] = fields[k];
    if (printInto(m.rule, part, out)) for (const k of m.keys) done.add(k);
  }
}

/** "a friendly unit", "another non-Recruit unit you control", "one or more enemy units", "a spell that costs :rb_energy_5: or more". */
const thing: Rule<ObjectFields> = syntax(
  function* (input, at) {
    for (const d of DETERMINERS) {
      for (const [, afterDeterminer] of d.rule.parse(input, at)) {
        for (const [before, afterBefore] of modifiers(input, afterDeterminer, BEFORE, d.fields, new Set())) {
          for (const noun of NOUNS) {
            for (const [, afterNoun] of words(d.plural ? noun.many : noun.one).parse(input, afterBefore)) {
              yield* modifiers(input, afterNoun, AFTER, { ...before, select: noun.select }, new Set());
            }
          }
          // A tag in the noun's place: "a friendly Mech", "one or more Mechs", "an Equipment".
          for (const [tag, afterTag] of (d.plural ? pluralTag : tagWord).parse(input, afterBefore)) {
            yield* modifiers(input, afterTag, AFTER, { ...before, select: tagNounSelect(tag), tag }, new Set());
          }
        }
      }
    }
  },
  (fields, out) => {
    if (fields.self || fields.select === undefined) return false;
    const d = DETERMINERS.find((x) => (x.fields.other ?? false) === (fields.other ?? false) && (x.fields.oneOrMore ?? false) === (fields.oneOrMore ?? false));
    const noun = NOUNS.find((n) => n.select === fields.select);
    if (!d || !noun || !printInto(d.rule, undefined, out)) return false;
    const done = new Set<keyof ObjectFields>(['select', ...(Object.keys(d.fields) as (keyof ObjectFields)[])]);
    printModifiers(fields, BEFORE, done, out);
    if (fields.tag !== undefined) {
      if (tagNounSelect(fields.tag) !== fields.select || !printInto(d.plural ? pluralTag : tagWord, fields.tag, out)) return false;
      done.add('tag');
    } else if (!printInto(words(d.plural ? noun.many : noun.one), undefined, out)) return false;
    printModifiers(fields, AFTER, done, out);
    return Object.keys(fields).every((k) => done.has(k as keyof ObjectFields));
  },
);

/** The card itself as the object of an event: "me" (a unit), "this" (a gear). */
const itself: Rule<ObjectFields> = withContext((context: TextContext) =>
  map(words(context.type === 'unit' ? 'me' : 'this'), { to: () => ({ self: true }) as ObjectFields, from: (f: ObjectFields) => (f.self === true && Object.keys(f).length === 1 ? undefined : NO) }),
);

/** The object of an event: a noun phrase, or the card itself. */
const object: Rule<ObjectFields> = alt(thing, itself);

/* ---------- words after the event ---------- */

/** A phrase said after the event, and the subject field it states. */
const QUALIFIERS = {
  opponentsTurn: fixedQualifier("on an opponent's turn", 'opponentsTurn', true),
  fromHidden: fixedQualifier(phrase(t`from ${bracket('Hidden')}`), 'fromHidden', true),
  bySpell: fixedQualifier('with a spell', 'bySpell', true),
  alone: fixedQualifier('alone', 'alone', true),
  oneOnOne: fixedQualifier('one on one', 'oneOnOne', true),
  toBattlefield: fixedQualifier('to a battlefield', 'to', 'battlefield'),
  fromBattlefield: fixedQualifier('from a battlefield', 'from', 'battlefield'),
  fromHere: fixedQualifier('from here', 'from', 'here'),
  // A move that ends where the card is (the event's place, as "here" says it of other events).
  toHere: fixedQualifier('here', 'at', 'here'),
  // Where the unit itself is, base or battlefield (mechanics/moving-with.ts).
  fromMyLocation: fixedQualifier('from my location', 'from', 'myLocation'),
  inCombat: fixedQualifier('in combat', 'inCombat', true),
  controlledBattlefield: fixedQualifier('a battlefield you control', 'at', 'controlled'),
  openBattlefield: fixedQualifier('an open battlefield', 'open', true),
  afterAttack: fixedQualifier('after an attack', 'afterAttack', true),
} as const;

function fixedQualifier<const K extends keyof Fields>(text: string | Rule<undefined>, key: K, value: NonNullable<Fields[K]>): { readonly key: K; readonly rule: Rule<Fields> } {
  const rule = typeof text === 'string' ? words(text) : text;
  return { key, rule: map(rule, { to: () => ({ [key]: value }) as Fields, from: (f) => (f[key] === value ? undefined : NO) }) };
}

/** "your second card in a turn": the card played is its player's Nth this turn. */
const nthCardThisTurn: Rule<Fields> = alt(
  ...['first', 'second', 'third', 'fourth', 'fifth'].map((word, i) =>
    map(words(`your ${word} card in a turn`), { to: () => ({ cardThisTurn: i + 1 }) as Fields, from: (f: Fields) => (f.cardThisTurn === i + 1 && Object.keys(f).length === 1 ? undefined : NO) }),
  ),
);

/** At most one of these phrases after the event: the fields it states, or none. */
function qualifiers(...names: readonly (keyof typeof QUALIFIERS)[]): Rule<Fields> {
  const rules = names.map((n) => QUALIFIERS[n]);
  return syntax(
    function* (input, at) {
      yield [{}, at] as const;
      for (const q of rules) yield* q.rule.parse(input, at);
    },
    (fields, out) => {
      const keys = Object.keys(fields);
      if (keys.length === 0) return true;
      return keys.length === 1 && rules.some((q) => q.key === keys[0] && printInto(q.rule, fields, out));
    },
  );
}

/* ---------- events ---------- */

/** One way of saying an event, on the card types that print it. */
interface Clause {
  readonly rule: Rule<TriggerClause>;
  readonly on: readonly CardType[];
}

const UNIT: readonly CardType[] = ['unit'];
const GEAR: readonly CardType[] = ['gear'];
const BATTLEFIELD: readonly CardType[] = ['battlefield'];
const LEGEND: readonly CardType[] = ['legend'];
const SPELL: readonly CardType[] = ['spell'];
const PERMANENTS: readonly CardType[] = ['unit', 'gear', 'legend'];
const NOT_LEGEND: readonly CardType[] = ['unit', 'gear', 'battlefield'];
const ALL: readonly CardType[] = ['unit', 'gear', 'battlefield', 'legend'];

/** Words that stand for exactly this trigger and subject. */
function fixed(text: string | Rule<undefined>, on: readonly CardType[], trigger: TriggerName, subject?: Fields): Clause {
  const value: TriggerClause = subject === undefined ? { trigger } : { trigger, subject: cleanSubject(subject) as Subject };
  const rule = typeof text === 'string' ? words(text) : text;
  return { on, rule: map(rule, { to: () => value, from: (c) => (c.wording === undefined && sameTrigger(c.trigger, trigger) && sameJson(c.subject, value.subject) ? undefined : NO) }) };
}

/** A clause said in the wording `name`: the same trigger and subject as another wording of it says. */
function worded(name: TriggerWording, clause: Clause): Clause {
  return {
    on: clause.on,
    rule: map(clause.rule, {
      to: (c) => ({ ...c, wording: [name] }),
      from: (c) => {
        if (c.wording?.length !== 1 || c.wording[0] !== name) return NO;
        const { wording: _wording, ...rest } = c;
        return rest;
      },
    }),
  };
}

/**
 * Words with slots: an object (`o`) and words after the event (`q`), around fixed parts of the
 * subject (`given`). It prints a clause whose subject is the given fields plus what its slots say.
 */
function slotted(on: readonly CardType[], trigger: TriggerName, given: Fields, template: Rule<{ o?: ObjectFields; q?: Fields }> & { readonly keys: readonly string[] }): Clause {
  const hasObject = template.keys.includes('o');
  const hasQualifier = template.keys.includes('q');
  return {
    on,
    rule: map<{ o?: ObjectFields; q?: Fields }, TriggerClause, TextContext>(template, {
      to: ({ o, q }) => {
        const subject = cleanSubject({ ...given, ...o, ...q });
        return subject === undefined ? { trigger } : { trigger, subject };
      },
      from: (c) => {
        if (c.wording !== undefined || !sameTrigger(c.trigger, trigger) || c.subject === undefined) return NO;
        const subject: Record<string, unknown> = c.subject;
        for (const [k, v] of Object.entries(given)) if (subject[k] !== v) return NO;
        const o: Record<string, unknown> = {};
        const q: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(subject)) {
          if (k in given) continue;
          if (hasObject && OBJECT_KEYS.has(k)) o[k] = v;
          else if (hasQualifier) q[k] = v;
          else return NO;
        }
        return { ...(hasObject ? { o: o as ObjectFields } : {}), ...(hasQualifier ? { q: q as Fields } : {}) };
      },
    }),
  };
}

const OBJECT_KEYS: ReadonlySet<string> = new Set(['self', 'select', 'relation', 'other', 'mighty', 'buffed', 'stunned', 'tag', 'exceptTag', 'minEnergy', 'minPower', 'oneOrMore']);

// One object or "one or more", read as they print: a phrase read by one is never printed by the other.
const one = (rule: Rule<ObjectFields>) => map(rule, { to: (o) => (o.oneOrMore ? NO : o), from: (o) => (o.oneOrMore ? NO : o) });
const many = (rule: Rule<ObjectFields>) => map(rule, { to: (o) => (o.oneOrMore ? o : NO), from: (o) => (o.oneOrMore ? o : NO) });
const anObject = one(object);
const objects = many(thing);

/** A bare plural noun: "units" in "one of your units". */
const plainPlural: Rule<ObjectFields> = alt(
  ...NOUNS.map((n) => map(words(n.many), { to: () => ({ select: n.select }) as ObjectFields, from: (o: ObjectFields) => (o.select === n.select && Object.keys(o).length === 1 ? undefined : NO) })),
);

/**
 * The events, as said after "When" (or "The first time"). The first wording of a value that a
 * card type prints is the one printed.
 */
const CLAUSES: readonly Clause[] = [
  // Played: the card itself (a play effect, CR 383.4.a), or other cards.
  slotted(UNIT, 'played', { self: true }, t`you play me ${slot('q', qualifiers('toBattlefield'))}`),
  fixed('you play me', UNIT, 'played'),
  fixed('you play this', GEAR, 'played'),
  fixed('this is played, discarded, or killed', GEAR, ['played', 'discarded', 'dies']),
  // Leaving the board by any way, killed or moved to another zone: heard as it leaves, like its "when I die" (CR 359.3.e.13).
  fixed('this leaves the board', GEAR, 'leaves'),
  fixed("I'm played and when I conquer", UNIT, ['played', 'conquers']),
  fixed('you play me or when I hold', UNIT, ['played', 'holds']),
  slotted(PERMANENTS, 'played', { by: 'you' }, t`you play ${slot('o', one(thing))} ${slot('q', qualifiers('opponentsTurn', 'fromHidden'))}`),
  slotted(PERMANENTS, 'played', { by: 'you', select: 'card' }, t`you play ${slot('q', nthCardThisTurn)}`),
  // Another team's play ("When an opponent plays a spell", CR 383.4.a).
  slotted(PERMANENTS, 'played', { by: 'opponent' }, t`an opponent plays ${slot('o', one(thing))} ${slot('q', qualifiers('fromHidden'))}`),
  // Played from hiding, said "from face down" (CR 811): the wording `faceDown`.
  worded('faceDown', slotted(PERMANENTS, 'played', { by: 'you', fromHidden: true }, t`you play ${slot('o', one(thing))} from face down`)),
  worded('faceDown', fixed('you play this from face down', GEAR, 'played', { self: true, fromHidden: true })),
  // Combat (CR 383.4.e-f, 459).
  fixed('I attack or defend', UNIT, ['attacks', 'defends']),
  // The unit's own combat, alone or one on one (CR 741.1-741.2).
  slotted(UNIT, ['attacks', 'defends'], { self: true }, t`I attack or defend ${slot('q', qualifiers('alone', 'oneOnOne'))}`),
  slotted(UNIT, 'attacks', { self: true }, t`I attack ${slot('q', qualifiers('alone', 'oneOnOne'))}`),
  slotted(UNIT, 'defends', { self: true }, t`I defend ${slot('q', qualifiers('alone', 'oneOnOne'))}`),
  // A combat event or being played from hiding (CR 811): "from [Hidden]" narrows the play alone.
  ...(['attack', 'defend'] as const).map((verb) =>
    fixed(phrase(t`I ${words(verb)} or I'm played from ${bracket('Hidden')}`), UNIT, [verb === 'attack' ? 'attacks' : 'defends', 'played'], { self: true, fromHidden: true }),
  ),
  fixed('I attack', UNIT, 'attacks'),
  fixed('I defend', UNIT, 'defends'),
  slotted(PERMANENTS, ['attacks', 'defends'], {}, t`${slot('o', one(thing))} attacks or defends ${slot('q', qualifiers('alone', 'oneOnOne'))}`),
  slotted(PERMANENTS, 'attacks', {}, t`${slot('o', one(thing))} attacks ${slot('q', qualifiers('controlledBattlefield', 'alone', 'oneOnOne'))}`),
  slotted(PERMANENTS, 'defends', {}, t`${slot('o', one(thing))} defends ${slot('q', qualifiers('alone', 'oneOnOne'))}`),
  fixed('you defend here', BATTLEFIELD, 'defends', { by: 'you', at: 'here', oneOrMore: true }),
  // A player defends a battlefield (CR 459): the units defending together are one event to a card elsewhere.
  fixed('you defend at a battlefield', UNIT, 'defends', { by: 'you', oneOrMore: true }),
  // Moves.
  slotted(UNIT, 'moved', { self: true }, t`I move ${slot('q', qualifiers('toBattlefield', 'fromBattlefield'))}`),
  fixed('I move', UNIT, 'moved'),
  slotted(NOT_LEGEND, 'moved', {}, t`${slot('o', one(thing))} moves ${slot('q', qualifiers('fromHere', 'fromMyLocation', 'toHere'))}`),
  // A player's move (CR 144): the units they move together are one event to it.
  fixed('an opponent moves to a battlefield other than mine', UNIT, 'moved', { by: 'opponent', to: 'otherBattlefield', oneOrMore: true }),
  // A move a player is responsible for (CR 411): their own units' moves, and those their effects make ("When you move an enemy unit").
  slotted(PERMANENTS, 'moved', { by: 'you' }, t`you move ${slot('o', one(thing))}`),
  // Deaths.
  fixed('I die', UNIT, 'dies'),
  fixed('I die in combat', UNIT, 'dies', { self: true, inCombat: true }),
  slotted(ALL, 'dies', {}, t`${slot('o', one(thing))} dies`),
  slotted(ALL, 'dies', {}, t`${slot('o', objects)} die`),
  // Conquer and hold (CR 383.4.c-d): of the card's units there, of the battlefield, of a player.
  slotted(UNIT, 'conquers', { self: true }, t`I conquer ${slot('q', qualifiers('openBattlefield', 'afterAttack'))}`),
  fixed('I conquer', UNIT, 'conquers'),
  fixed('I hold', UNIT, 'holds'),
  fixed('I conquer or hold', UNIT, ['conquers', 'holds']),
  fixed('you conquer here', BATTLEFIELD, 'conquerHere'),
  fixed('you hold here', BATTLEFIELD, 'holdHere'),
  // Scoring a battlefield is conquering or holding it (CR 462-465): both, on the battlefield itself.
  fixed('you score here', BATTLEFIELD, ['conquerHere', 'holdHere']),
  fixed('you conquer', [...LEGEND, ...GEAR], 'conquers'),
  // A spell's, heard in its owner's trash (CR 383.2.c.1): the card's owner conquers.
  fixed('you conquer', SPELL, 'conquers'),
  fixed('you hold', [...LEGEND, ...GEAR], 'holds'),
  fixed('you conquer', UNIT, 'conquers', { by: 'you' }),
  fixed('you hold', UNIT, 'holds', { by: 'you' }),
  // A player scoring is their conquering or holding a battlefield (CR 462-465): both, as for "here".
  fixed('you score', [...LEGEND, ...GEAR], ['conquers', 'holds']),
  fixed('you score', UNIT, ['conquers', 'holds'], { by: 'you' }),
  fixed('you or an ally hold', PERMANENTS, 'holds', { by: 'youOrAlly' }),
  // Another team's conquest or hold (CR 383.4.c-d).
  fixed('an opponent conquers', PERMANENTS, 'conquers', { by: 'opponent' }),
  fixed('an opponent holds', PERMANENTS, 'holds', { by: 'opponent' }),
  fixed('you or an ally conquer', PERMANENTS, 'conquers', { by: 'youOrAlly' }),
  // Combat results (CR 461.3).
  fixed('I win a combat', UNIT, 'winsCombat'),
  fixed('you win a combat', [...LEGEND, ...GEAR], 'winsCombat'),
  fixed('you win a combat', UNIT, 'winsCombat', { by: 'you' }),
  // XP gained by the card's controller (CR 730.1), as a player event: a unit's names its controller.
  fixed('you gain XP', [...LEGEND, ...GEAR], 'gainsXp'),
  fixed('you gain XP', UNIT, 'gainsXp', { by: 'you' }),
  // What happens to the unit itself, whoever does it: "When I'm buffed", "When I'm stunned", "When I become ready".
  fixed("I'm buffed", UNIT, 'buffed'),
  fixed("I'm stunned", UNIT, 'stunned'),
  fixed('I become ready', UNIT, 'becomesReady'),
  // What a player does to units: stun, buff, ready, choose (CR 383.4.b), spend a buff.
  slotted(PERMANENTS, 'stunned', { by: 'you' }, t`you stun ${slot('o', alt(anObject, objects))}`),
  slotted(PERMANENTS, 'buffed', { by: 'you' }, t`you buff ${slot('o', anObject)}`),
  slotted(PERMANENTS, 'becomesReady', { by: 'you' }, t`you ready ${slot('o', anObject)}`),
  slotted(PERMANENTS, ['chosen', 'becomesReady'], { by: 'you' }, t`you choose or ready ${slot('o', anObject)}`),
  slotted(PERMANENTS, 'chosen', { by: 'you' }, t`you choose ${slot('o', anObject)} ${slot('q', qualifiers('bySpell'))}`),
  // Any player's choice (no `by`), "here" where the card is; its "they" is that player (the step's `player.eventPlayer`).
  slotted(NOT_LEGEND, 'chosen', { at: 'here' }, t`a player chooses ${slot('o', anObject)} here ${slot('q', qualifiers('bySpell'))}`),
  slotted(ALL, 'chosen', {}, t`a player chooses ${slot('o', anObject)} ${slot('q', qualifiers('bySpell'))}`),
  fixed('you spend a buff', PERMANENTS, 'spendsBuff', { by: 'you' }),
  // The same done by another team: "When an opponent stuns a friendly unit", "When an opponent chooses me".
  slotted(PERMANENTS, 'stunned', { by: 'opponent' }, t`an opponent stuns ${slot('o', alt(anObject, objects))}`),
  slotted(PERMANENTS, 'buffed', { by: 'opponent' }, t`an opponent buffs ${slot('o', anObject)}`),
  slotted(PERMANENTS, 'chosen', { by: 'opponent' }, t`an opponent chooses ${slot('o', anObject)} ${slot('q', qualifiers('bySpell'))}`),
  // Kills a player is responsible for, "with a spell" those attributed to one (CR 411.4, 428.5).
  slotted(PERMANENTS, 'kills', { by: 'you' }, t`you kill ${slot('o', one(thing))} ${slot('q', qualifiers('bySpell'))}`),
  slotted(PERMANENTS, 'kills', { by: 'opponent' }, t`an opponent kills ${slot('o', one(thing))} ${slot('q', qualifiers('bySpell'))}`),
  // Activated abilities used (CR 376), Equip included (CR 818.1).
  slotted(PERMANENTS, 'usesAbility', { by: 'you' }, t`you use an activated ability of ${slot('o', one(thing))}`),
  // Gear attached to the unit (CR 434).
  fixed('you attach an Equipment to me', UNIT, 'attached'),
  // Becoming Mighty (CR 709).
  fixed(phrase(t`I become ${bracket('Mighty')}`), UNIT, 'becomesMighty'),
  slotted(PERMANENTS, 'becomesMighty', {}, t`${slot('o', one(thing))} becomes ${bracket('Mighty')}`),
  worded('oneOfYour', slotted(PERMANENTS, 'becomesMighty', { relation: 'controlled' }, t`one of your ${slot('o', plainPlural)} becomes ${bracket('Mighty')}`)),
  // Cards leaving for the trash or the bottom of a deck.
  slotted(PERMANENTS, 'discarded', { by: 'you' }, t`you discard ${slot('o', alt(anObject, objects))}`),
  slotted(PERMANENTS, 'recycled', { by: 'you' }, t`you recycle ${slot('o', alt(anObject, objects))}`),
];

/** The clauses a card type prints. */
const forType: Rule<TriggerClause> = withContext((context: TextContext) => alt(...CLAUSES.filter((c) => c.on.includes(context.type)).map((c) => c.rule)));

/** Points in the turn (CR 383.1: "at" and a time). */
const AT_TIMES: readonly Clause[] = [
  fixed('at the start of your Beginning Phase', PERMANENTS, 'turnStart'),
  worded('startOf', fixed('at start of your Beginning Phase', PERMANENTS, 'turnStart')),
  fixed('at the end of your turn', PERMANENTS, 'turnEnd'),
  fixed("at the start of each player's first Beginning Phase", ALL, 'turnStart', { firstTurn: true }),
  // Revealed from the Main Deck, heard there and done at once (CR 424.1.a.1, mechanics/reveal-abilities.ts).
  fixed("as I'm revealed from your deck", UNIT, 'revealed'),
];

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;

const ordinal: Rule<number> = alt(...ORDINALS.map((word, i) => map(words(word), { to: () => i + 1, from: (n: number) => (n === i + 1 ? undefined : NO) })));

/** "each turn" after "the first time", "in a turn" after later ones, as printed. */
const perTurn: Rule<number> = syntax(
  function* (input, at) {
    for (const [, next] of words('each turn').parse(input, at)) yield [1, next] as const;
    for (const [, next] of words('in a turn').parse(input, at)) yield [2, next] as const;
  },
  (n, out) => printInto(words(n === 1 ? 'each turn' : 'in a turn'), undefined, out),
);

/** A triggered ability's words before its comma, as printed on this type of card. */
export const trigger: Rule<TriggerClause> = alt<TriggerClause, TextContext>(
  map(t`when ${slot('c', forType)}`, { to: ({ c }) => c, from: (c) => (c.nth === undefined ? { c } : NO) }),
  map(t`the ${slot('n', ordinal)} time ${slot('c', forType)} ${slot('per', perTurn)}`, {
    to: ({ n, c, per }) => ((n === 1) === (per === 1) ? { ...c, nth: n } : NO),
    from: (c) => (c.nth === undefined ? NO : { n: c.nth, c: { trigger: c.trigger, ...(c.subject ? { subject: c.subject } : {}), ...(c.wording ? { wording: c.wording } : {}) }, per: c.nth === 1 ? 1 : 2 }),
  }),
  // "for the first time each turn" after the event: "The first time ... each turn" (nth 1) in the wording `firstTimeAfter`.
  map(t`when ${slot('c', forType)} for the first time each turn`, {
    to: ({ c }) => (c.wording === undefined ? { ...c, nth: 1, wording: ['firstTimeAfter'] } : NO),
    from: (c) => {
      if (c.nth !== 1 || c.wording?.length !== 1 || c.wording[0] !== 'firstTimeAfter') return NO;
      return { c: { trigger: c.trigger, ...(c.subject ? { subject: c.subject } : {}) } };
    },
  }),
  withContext((context: TextContext) => alt(...AT_TIMES.filter((c) => c.on.includes(context.type)).map((c) => map(c.rule, { to: (v) => v, from: (v: TriggerClause) => (v.nth === undefined ? v : NO) })))),
);

/** "any unit": every unit, whoever controls it. */
const anyUnit: Rule<ObjectFields> = map(words('any unit'), { to: () => ({ select: 'unit' }) as ObjectFields, from: (o: ObjectFields) => (o.select === 'unit' && Object.keys(o).length === 1 ? undefined : NO) });

/**
 * The events of a delayed trigger, before "this turn" (CR 390.2): said of any card that plays
 * the step setting it up, in the passive voice when no player is named ("a friendly unit is
 * played", "any unit takes damage").
 */
const DELAYED_CLAUSES: readonly Rule<TriggerClause>[] = [
  slotted(ALL, 'played', {}, t`${slot('o', one(thing))} is played`).rule,
  slotted(ALL, 'damaged', {}, t`${slot('o', alt(anyUnit, one(thing)))} takes damage`).rule,
];

/** A delayed trigger's words between "When" and "this turn". */
export const delayedTrigger: Rule<TriggerClause> = alt(...DELAYED_CLAUSES);
