/**
 * Tokens (CR 176-184): "play a 1 :rb_might: Recruit unit token here", "play two 1 :rb_might:
 * Recruit unit tokens in your base", "play a ready 3 :rb_might: Sprite unit token with
 * [Temporary]", "play a Coin gear token exhausted". The phrase says what the token is (its
 * type, name, Might and keywords: token-cards.ts finds or makes its card), how many, whether
 * it enters contrary to its type's default (CR 181.1: a unit token "ready", a gear token
 * "exhausted"), and where a unit token is played (CR 181.2): here, its player's base, or,
 * when the phrase says nowhere, where its player chooses (a `location` target, CR 182.1.a).
 */
import { alt, flag, map, NO, optional, pure, slot, syntax, wordings, type WordingList } from '../../../../engine/syntax/syntax.js';
import type { TextContext } from '../context.js';
import { lex } from '../lexer.js';
import { article, constant, digits, mightSymbol, numberWord, t, words, type Rule } from '../primitives.js';
import { STEP_FIELDS, without, type Step } from '../step.js';
import { isChoice, type Choice, type Ref } from '../targets.js';
import { describeToken, isTokenCard, type TokenCard, type TokenKeyword } from '../token-cards.js';
import { grantedKeywords } from './basic.js';
import { eachOf } from '../groups.js';
import type { GroupAst } from '../targets.js';

/** A token's name: capitalised words before its type ("Sand Sentry" in "Sand Sentry unit token"). */
const tokenName: Rule<string> = syntax<string, TextContext>(
  function* (input, at) {
    const name: string[] = [];
    for (let i = at; i < input.tokens.length; i++) {
      input.step();
      const token = input.tokens[i];
      if (!token || token.kind !== 'word' || !/^[A-Z]/.test(token.text)) return;
      name.push(token.text);
      input.reached(i + 1);
      yield [name.join(' '), i + 1] as const;
    }
  },
  (name, out) => {
    const tokens = lex(name);
    if (tokens.length === 0 || !tokens.every((t) => t.kind === 'word' && /^[A-Z]/.test(t.text))) return false;
    out.tokens.push(...tokens);
    return true;
  },
);

/** How many: "a" (one) or a number word. */
const howMany: Rule<number> = alt(constant(article, 1), map(numberWord, { to: (n) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? n : NO) }));

/** "token" for one, "tokens" for more. */
const tokenNoun: Rule<boolean> = alt(constant('token', false), constant('tokens', true));

/** The keywords a unit token has, "with [Temporary]", or none. */
const withKeywords: Rule<readonly TokenKeyword[]> = alt(
  map(t`with ${slot('k', grantedKeywords)}`, { to: ({ k }) => k as readonly TokenKeyword[], from: (k) => (k.length > 0 ? { k } : NO) }),
  pure<readonly TokenKeyword[], TextContext>([], (a, b) => a.length === 0 && b.length === 0),
);

/** Where the player chooses to play it: their base or a battlefield they control (CR 182.1.a). */
const LOCATION_CHOICE: Choice = { choose: { select: 'location' } };

function isLocationChoice(ref: unknown): boolean {
  return typeof ref === 'object' && ref !== null && isChoice(ref as Ref) && JSON.stringify((ref as Choice).choose) === JSON.stringify(LOCATION_CHOICE.choose);
}

/** Where a unit token is played, its base aside. */
const location: Rule<Ref> = alt<Ref, TextContext>(
  constant('here', 'here'),
  pure<Ref, TextContext>(LOCATION_CHOICE, (a, b) => isLocationChoice(a) && isLocationChoice(b)),
);

/** Its player's base, in the wordings of the templating ("to your base" the most common). */
const toBase = wordings<TextContext>(words('to your base'), { intoYourBase: words('into your base'), inYourBase: words('in your base'), atYourBase: words('at your base') });

const unitTokenPhrase = t`play ${slot('count', howMany)} ${slot('ready', flag(words('ready')))} ${slot('might', digits)} ${mightSymbol} ${slot('name', tokenName)} unit ${slot('plural', tokenNoun)} ${slot('keywords', withKeywords)}`;
/** "for each Equipment you control" after the tokens: so many tokens for each member of the group as the step resolves. */
const forEachCounted: Rule<GroupAst | undefined> = optional(map(t`for each ${slot('g', eachOf)}`, { to: ({ g }) => g, from: (g: GroupAst) => ({ g }) }));

const unitTokens = alt(
  map(t`${slot('token', unitTokenPhrase)} ${toBase} ${slot('forEach', forEachCounted)}`, {
    to: ({ token, wording, forEach }): UnitTokenPhrase => ({ ...token, at: 'base', ...(wording ? { wording } : {}), ...(forEach ? { forEach } : {}) }),
    from: ({ at, wording, forEach, ...token }: UnitTokenPhrase) => (at === 'base' ? { token, forEach, ...(wording ? { wording } : {}) } : NO),
  }),
  map(t`${slot('token', unitTokenPhrase)} ${slot('at', location)} ${slot('forEach', forEachCounted)}`, {
    to: ({ token, at, forEach }): UnitTokenPhrase => ({ ...token, at, ...(forEach ? { forEach } : {}) }),
    from: ({ at, wording, forEach, ...token }: UnitTokenPhrase) => (at !== 'base' && wording === undefined ? { token, at, forEach } : NO),
  }),
);
type UnitTokenPhrase = Omit<(typeof unitTokenPhrase extends Rule<infer V> ? V : never), 'wording'> & { readonly at: Ref; readonly wording?: WordingList; readonly forEach?: GroupAst | undefined };
const gearTokens = t`play ${slot('count', howMany)} ${slot('name', tokenName)} gear ${slot('plural', tokenNoun)} ${slot('exhausted', flag(words('exhausted')))} ${slot('forEach', forEachCounted)}`;

/** The fields a token step may have besides those said around every step. */
const TOKEN_FIELDS = new Set(['op', 'card', 'count', 'ready', 'exhausted', 'at', 'wording', 'forEach']);

/** The step's token, as its phrase says it: the step's own description, or its card's, looked up. */
function tokenOf(e: Step, context: TextContext): TokenCard | undefined {
  if (isTokenCard(e.card)) return e.card;
  if (typeof e.card !== 'string') return undefined;
  const card = context.cards?.byId(e.card);
  return card === undefined ? undefined : describeToken(card);
}

/** Whether a token step has only fields a token phrase says. */
function sayable(e: Step): boolean {
  return e.op === 'createToken' && Object.entries(e).every(([k, v]) => v === undefined || TOKEN_FIELDS.has(k) || STEP_FIELDS.has(k)) && (e.count === undefined || (typeof e.count === 'number' && e.count >= 2));
}

function keywordsOf(token: TokenCard): TokenCard['keywords'] {
  return token.keywords && token.keywords.length > 0 ? token.keywords : undefined;
}

/** The token rules: their print needs the context (a token named by id is described from its card). */
function tokenRule(print: (e: Step, token: TokenCard, out: Parameters<Rule<Step>['print']>[1]) => boolean, parse: Rule<Step>['parse']): Rule<Step> {
  return syntax<Step, TextContext>(parse, (e, out) => {
    if (!sayable(e)) return false;
    const token = tokenOf(e, out.context);
    return token !== undefined && print(e, token, out);
  });
}

const unitTokenRule = map(unitTokens, {
  to: ({ count, ready, might, name, plural, keywords, at, wording, forEach }): Step | typeof NO => {
    if (plural !== count > 1) return NO;
    const card: TokenCard = { name, type: 'unit', might, ...(keywords.length > 0 ? { keywords } : {}) };
    return { op: 'createToken', card, ...(count > 1 ? { count } : {}), ...(ready ? { ready: true } : {}), at, ...(forEach ? { forEach } : {}), ...(wording ? { wording } : {}) };
  },
  from: () => NO,
});

const gearTokenRule = map(gearTokens, {
  to: ({ count, name, plural, exhausted, forEach }): Step | typeof NO => {
    if (plural !== count > 1) return NO;
    const card: TokenCard = { name, type: 'gear' };
    return { op: 'createToken', card, ...(count > 1 ? { count } : {}), at: 'base', ...(exhausted ? { exhausted: true } : {}), ...(forEach ? { forEach } : {}) };
  },
  from: () => NO,
});

const TOKEN_STEPS: readonly Rule<Step>[] = [
  tokenRule(
    (e, token, out) => {
      if (token.type !== 'unit' || e.exhausted !== undefined || (e.ready !== undefined && e.ready !== true)) return false;
      const at = e.at;
      if (at !== 'here' && at !== 'base' && !isLocationChoice(at)) return false;
      const count = (e.count as number | undefined) ?? 1;
      const wording = e.wording as WordingList | undefined;
      const forEach = e.forEach as GroupAst | undefined;
      return unitTokens.print({ count, ready: e.ready === true, might: token.might ?? 0, name: token.name, plural: count > 1, keywords: keywordsOf(token) ?? [], at: at as Ref, forEach, ...(wording ? { wording } : {}) }, out);
    },
    (input, at) => unitTokenRule.parse(input, at),
  ),
  tokenRule(
    (e, token, out) => {
      if (token.type !== 'gear' || e.wording !== undefined || e.ready !== undefined || e.at !== 'base' || (e.exhausted !== undefined && e.exhausted !== true) || keywordsOf(token) !== undefined) return false;
      const count = (e.count as number | undefined) ?? 1;
      return gearTokens.print({ count, name: token.name, plural: count > 1, exhausted: e.exhausted === true, forEach: e.forEach as GroupAst | undefined }, out);
    },
    (input, at) => gearTokenRule.parse(input, at),
  ),
];

/** A token step as its own phrase says it, for the phrases around it below. */
const tokenStep: Rule<Step> = alt(...TOKEN_STEPS);

/**
 * "you and each opponent may play a Trinket gear token exhausted": each of them takes the tokens
 * for themselves or not as the step resolves (mechanics/each-may.ts); they go to each player's base.
 */
const eachMayTokens: Rule<Step> = map(t`you and each opponent may ${slot('step', tokenStep)}`, {
  to: ({ step }) => (step.at === 'base' ? { ...step, eachMay: 'youAndOpponents' } : NO),
  from: (e: Step) => (e.eachMay === 'youAndOpponents' && e.optional === undefined ? { step: without(e, 'eachMay') } : NO),
});

/** "For each opponent who did, you play a Trinket gear token exhausted": so many for each opponent who took theirs in the step before. */
const forEachOpponentWhoDid: Rule<Step> = map(t`for each opponent who did , you ${slot('step', tokenStep)}`, {
  to: ({ step }) => (step.forEach === undefined ? { ...step, forEachOpponentWhoDid: true } : NO),
  from: (e: Step) => (e.forEachOpponentWhoDid === true && e.optional === undefined ? { step: without(e, 'forEachOpponentWhoDid') } : NO),
});

/** How many copies go with the token played after all: none, "an additional copy", "two additional copies". */
const additionalCopies: Rule<number> = alt<number, TextContext>(
  constant('and an additional copy', 1),
  map(t`and ${slot('n', numberWord)} additional copies`, { to: ({ n }) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? { n } : NO) }),
  pure<number, TextContext>(0, (a, b) => a === 0 && b === 0),
);

/** "play that token [and an additional copy]": in a replacement of a token play, the token played after all, with its copies (CR 375). */
const playThatToken: Rule<Step> = map(t`play that token ${slot('copies', additionalCopies)}`, {
  to: ({ copies }) => ({ op: 'playThatToken', ...(copies > 0 ? { copies } : {}) }),
  from: (e: Step) => (e.op === 'playThatToken' && Object.keys(e).every((k) => k === 'op' || k === 'copies' || STEP_FIELDS.has(k)) ? { copies: typeof e.copies === 'number' ? e.copies : 0 } : NO),
});

export const TOKEN_OPERATIONS: readonly Rule<Step>[] = [...TOKEN_STEPS, eachMayTokens, forEachOpponentWhoDid, playThatToken];
