/**
 * Two steps in one sentence (the second step's `link`): "Target Character gains 3 boosts and
 * loses [[Asleep]]", "I gain 1 boost and lose [[Anchored]]", "[Resupply], then [Sabotage]"
 * ("Un Personnage ciblé gagne 3 boosts et perd [[Endormi]]", "Je gagne 1 boost et je perds
 * [[Ancré]]", "[Ravitaillez], puis [Sabotez]"). The second step keeps the first one's subject:
 * "me" after "me", "it" after an object the first names; each language says which subjects it
 * leaves unsaid after the joining word (its `continued` steps). A condition before the sentence
 * holds for both steps. "You may [step] to [step]" ("Vous pouvez [étape] pour [étape]"): the
 * second, an infinitive, is what the first is done for, and happens only if it was (`ifDone`,
 * glossary 5.2.3.g).
 */
import { alt, map, NO, optional, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, type Rule } from './primitives.js';
import { sameValue } from './same-value.js';
import { STEP_CONDITIONS } from '../schema/file-schemas.js';
import { ON_MADE } from './made-tokens.js';
import { AGAIN_MARK, isRepeat, repeated } from './do-it-again.js';
import { mark, marked, meSaidAgain, saidAgain } from './said-subject.js';

type Link = NonNullable<Step['link']>;

/** A language's words: a step, a step after the joining words, and those words (part of grammar.ts's Lexicon). */
export interface JoiningWords {
  /** A step as a sentence of its own, with its modifiers ("you may", "if you are the first player,"). */
  readonly step: Rule<Step>;
  /** A step after "and" or ", then", its subject unsaid where the language leaves it so. */
  readonly continued: Rule<Step>;
  readonly and: Rule<undefined>;
  readonly then: Rule<undefined>;
  /** "Then," opening a sentence of its own, after the ability's first ("Puis,"). */
  readonly thenOpening: Rule<undefined>;
  /** "to" after "you may [step]": what that step is done for. */
  readonly to: Rule<undefined>;
  /** A step as an infinitive, after "to" ("pour" in French). */
  readonly infinitive: Rule<Step>;
  /** "may do it again" after ", then": the step before once more (do-it-again.ts). */
  readonly again?: Rule<Step>;
  /** A sentence of two steps the language words as a whole (have-both.ts), if any. */
  readonly both?: Rule<readonly Step[]>;
}

function withoutLink(step: Step): Step {
  const { link: _link, ...rest } = step;
  return rest as Step;
}

/** The step after "to": an infinitive, done only if the step before was. */
function purpose(said: JoiningWords): Rule<Step> {
  return map(pair(said.to, said.infinitive), {
    to: ([, s]) => (s.link === undefined && s.ifDone === undefined ? ({ ...s, link: 'to', ifDone: true } as Step) : NO),
    from: (s) => {
      if (s.link !== 'to' || s.ifDone !== true) return NO;
      const { link: _link, ifDone: _ifDone, ...rest } = s;
      return [undefined, rest as Step] as const;
    },
  });
}

/** Whether the first step may be what the second is done for: a step the player may take or decline ("you may", "you may pay {N} to"). */
function mayBeDone(first: Step, next: Step): boolean {
  // "You may pay {2} to ...": the payment is the second step's own (pay-step.ts), never a step before it.
  return next.link !== 'to' || ((first.optional === true || first.innerCost !== undefined) && first.op !== 'pay');
}

/** Steps whose words always say "me" ("sacrifice me", "put me in your Mana zone"): never a subject left unsaid, so they may follow any step. */
const SAY_ME: ReadonlySet<Step['op']> = new Set(['sacrifice', 'sendToReserve', 'toMana']);

/** Whether the second step keeps the first one's subject: "me" only after "me" (unless its words say it, as an infinitive after "to" always does: "to give me 2 boosts"), "it" only after an object named or a token made, or after "to" (the event's character: "sacrifice me to give it 2 boosts"; lower.ts refuses an "it" naming nothing). */
function keepsSubject(first: Step, next: Step): boolean {
  if ('me' in next && next.me === true) return ('me' in first && first.me === true) || SAY_ME.has(next.op) || next.link === 'to';
  // A token made names no object, yet "it" after it is that token (made-tokens.ts).
  if (next.names !== undefined && 'it' in next.names) return first.names !== undefined || first.op === 'createToken' || next.link === 'to';
  // "Each player discards their hand, then draws ...": each player again only after a step of each player (hands-discarded.ts).
  if ('player' in next && next.player === 'eachPlayer') return 'player' in first && first.player === 'eachPlayer';
  return true;
}

/** The conditions a sentence opens with ("If it is [[Asleep]], ...", "On a 4+, ..."): they hold for both of its steps (glossary 5.2.3.f). */
const CONDITIONS = STEP_CONDITIONS;

/**
 * "If you do, [step], then [step]": the first step's "if you do" holds for the sentence, so the
 * second happens only if the first did (which happened only if the step before the sentence did).
 * Not after "to", whose own "if done" is the step before it in the sentence.
 */
function sharesIfDone(first: Step, next: Step): boolean {
  return first.ifDone === true && next.link !== 'to';
}

function withoutIfDone(step: Step): Step {
  const { ifDone: _ifDone, ...rest } = step;
  return rest as Step;
}

/** The first step's conditions on the second, which has none of its own; NO when it has. */
function withConditionsOf(first: Step, next: Step): Step | typeof NO {
  if (sharesIfDone(first, next)) {
    if (next.ifDone !== undefined) return NO;
    const done = withConditionsOf(withoutIfDone(first), next);
    return done === NO ? NO : ({ ...done, ifDone: true } as Step);
  }
  const held = CONDITIONS.filter((k) => first[k] !== undefined);
  if (held.length === 0) return next;
  if (CONDITIONS.some((k) => next[k] !== undefined)) return NO;
  return { ...next, ...Object.fromEntries(held.map((k) => [k, first[k]])) } as Step;
}

/** The second step as the sentence prints it: without the first one's conditions, which it must share. */
function withoutConditionsOf(first: Step, next: Step): Step | typeof NO {
  if (sharesIfDone(first, next)) {
    if (next.ifDone !== true) return NO;
    const { ifDone: _ifDone, ...rest } = next;
    return withoutConditionsOf(withoutIfDone(first), rest as Step);
  }
  if (!CONDITIONS.every((k) => sameValue(first[k], next[k]))) return NO;
  const conditions: ReadonlySet<string> = new Set(CONDITIONS);
  return Object.fromEntries(Object.entries(next).filter(([k]) => !conditions.has(k))) as Step;
}

/** One sentence: a step, and another joined to it. */
export function joinedSteps(said: JoiningWords): Rule<readonly Step[]> {
  const joiner: Rule<Link> = alt(constant(said.and, 'and' as const), constant(said.then, 'then' as const));
  const first = alt(
    map(said.step, { to: (s) => s, from: (s) => (s.link === undefined ? s : NO) }),
    // "Then, ..." opens a sentence whose step follows the ones before, with conditions of its own.
    map(pair(said.thenOpening, said.step), {
      to: ([, s]) => (s.link === undefined ? ({ ...s, link: 'thenSentence' } as Step) : NO),
      from: (s) => (s.link === 'thenSentence' ? ([undefined, withoutLink(s)] as const) : NO),
    }),
  );
  const joined = map(pair(joiner, said.continued), {
    to: ([link, s]) => (s.link === undefined ? ({ ...s, link } as Step) : NO),
    from: (s) => (s.link === undefined || s.link === 'to' || s.link === 'thenSentence' ? NO : ([s.link, withoutLink(s)] as const)),
  });
  // After ", then" the token just made is said again ("..., then it gains [[Anchored]]"): printed as a whole step.
  const thenMade = map(pair(said.then, said.step), {
    to: ([, s]) => (s.link === undefined ? ({ ...s, link: 'then' } as Step) : NO),
    from: (s) => (s.link === 'then' && s.names !== undefined && 'it' in s.names && ON_MADE.has(s.op) ? ([undefined, withoutLink(s)] as const) : NO),
  });
  // ", then may do it again": a mark, replaced by the first step once more (do-it-again.ts).
  const again = said.again === undefined ? undefined : map(pair(said.then, said.again), { to: ([, s]) => s, from: (s) => (s === AGAIN_MARK ? ([undefined, s] as const) : NO) });
  // "Sacrifice it and I gain 1 boost": "me" said again after a step on another object (said-subject.ts).
  const joinings = [mark(thenMade, false), mark(joined, false), mark(purpose(said), false), mark(saidAgain(joiner, said.step), true)];
  const next = alt(...joinings, ...(again === undefined ? [] : [mark(again, false)]));
  const sentence = map(pair(first, optional(next)), {
    to: ([a, m]) => {
      if (m === undefined) return [a];
      const { step: b, said: subjectSaid } = m;
      if (b === AGAIN_MARK) {
        const copy = repeated(a);
        return copy === NO ? NO : [a, copy];
      }
      const conditioned = (subjectSaid ? meSaidAgain(a, b) : keepsSubject(a, b) && !meSaidAgain(a, b)) && mayBeDone(a, b) ? withConditionsOf(a, b) : NO;
      return conditioned === NO ? NO : [a, conditioned];
    },
    from: (steps) => {
      if (steps.length === 1) return [steps[0] as Step, undefined] as const;
      if (steps.length === 2 && isRepeat(steps[0] as Step, steps[1] as Step)) return [steps[0] as Step, marked(AGAIN_MARK, false)] as const;
      if (steps.length !== 2 || !mayBeDone(steps[0] as Step, steps[1] as Step)) return NO;
      const b = withoutConditionsOf(steps[0] as Step, steps[1] as Step);
      return b === NO ? NO : ([steps[0] as Step, marked(b, meSaidAgain(steps[0] as Step, steps[1] as Step))] as const);
    },
  });
  return said.both === undefined ? sentence : alt(said.both, sentence);
}

/** An ability's steps as sentences: each sentence's steps in order, and back, a step with a `link` after the one it joins ("Then," opening a sentence after the first). */
export function bySentence(steps: readonly Step[]): readonly (readonly Step[])[] | typeof NO {
  const out: Step[][] = [];
  for (const s of steps) {
    if (s.link === 'thenSentence' && out.length === 0) return NO;
    if (s.link === undefined || s.link === 'thenSentence') out.push([s]);
    else if (out.length === 0) return NO;
    else (out[out.length - 1] as Step[]).push(s);
  }
  return out;
}
