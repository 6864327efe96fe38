/**
 * Who a step acts on, as both languages say it: "I" (the card itself, `me`), or an object
 * the step names (the ability's target said in full, then "it"). A language gives the words
 * of each subject with its verb agreed ("I gain", "target Character gains"); the value is the
 * same in both.
 */
import { alt, map, NO, pair, pure } from '../../../engine/syntax/syntax.js';
import type { Named, Step, TokenPhrase } from './ast.js';
import { digits, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** A group of characters a step acts on instead of a target ("Characters you control"; groups.ts). */
export type Group = NonNullable<Extract<Step, { op: 'boost' }>['all']>;

export type Who = { readonly me: true } | { readonly names: Named } | { readonly all: Group };

/**
 * The subject of a step and its verb: `me` said with the first person (none: no first person), the others with `named`;
 * `group`, where the step may act on one, says a group with its verb agreed (groups.ts).
 */
export function subject(me: Rule<undefined> | undefined, named: Rule<Named>, verb: Rule<undefined>, group?: Rule<Group>): Rule<Who> {
  return alt(
    ...(me === undefined ? [] : [map(me, { to: () => ({ me: true }) as Who, from: (w) => ('me' in w ? undefined : NO) })]),
    map(pair(named, verb), { to: ([names]) => ({ names }) as Who, from: (w) => ('names' in w ? ([w.names, undefined] as const) : NO) }),
    ...(group === undefined ? [] : [map(group, { to: (all) => ({ all }) as Who, from: (w) => ('all' in w ? w.all : NO) })]),
  );
}

/** An object left unsaid after "and" ("target Character gains 3 boosts and loses ..."): "it", the one the step before named. */
export const unsaid: Rule<Named> = pure<Named, undefined>({ it: true }, (a, b) => 'it' in a && 'it' in b);

/** The fields a subject adds to its step. */
export function whoFields(who: Who): { me?: true; names?: Named; all?: Group } {
  return 'me' in who ? { me: true } : 'all' in who ? { all: who.all } : { names: who.names };
}

/** A step's subject, or NO when it has none of the kinds a subject says. */
export function whoOf(step: Step): Who | typeof NO {
  if ('me' in step && step.me === true) return { me: true };
  if ('all' in step && step.all !== undefined) return { all: step.all };
  if (step.names !== undefined) return { names: step.names };
  return NO;
}

/** A step whose subject gains something: "I gain 1 boost", "target Character gains [[Anchored]]". */
export function gainStep<A>(who: Rule<Who>, what: Rule<A>, make: (a: A) => Step | typeof NO, say: (step: Step) => A | typeof NO): Rule<Step> {
  return stepPhrase(
    pair(who, what),
    ([w, a]) => {
      const step = make(a);
      return step === NO ? NO : ({ ...step, ...whoFields(w) } as Step);
    },
    (step) => {
      const w = whoOf(step);
      const a = say(step);
      return w === NO || a === NO ? NO : ([w, a] as const);
    },
  );
}

/** "1 boost" or "2 boosts" (the singular read after any number, as some printings have it; printed only for 1). */
export function boosts(singular: Rule<undefined>, plural: Rule<undefined>): Rule<number> {
  return alt(
    map(pair(digits, singular), { to: ([n]) => (n >= 1 ? n : NO), from: (n) => (n === 1 ? ([n, undefined] as const) : NO) }),
    map(pair(digits, plural), { to: ([n]) => (n >= 2 ? n : NO), from: (n) => (n >= 2 ? ([n, undefined] as const) : NO) }),
  );
}

/**
 * A token as a bracket says it: the name and the three statistics (forest, mountain, ocean),
 * the statistics after the name (`nameFirst`, English) or before it (French).
 */
export function tokenBracket(nameFirst: boolean): Rule<{ readonly name: string; readonly stats: TokenPhrase['stats'] }> {
  const pattern = nameFirst ? /^(.+?) (\d+)\/(\d+)\/(\d+)$/ : /^(\d+)\/(\d+)\/(\d+) (.+)$/;
  return {
    *parse(input, at) {
      input.step();
      const tok = input.tokens[at];
      if (!tok || tok.kind !== 'bracket') return;
      const m = pattern.exec(tok.text);
      if (!m) return;
      const [name, f, mo, o] = nameFirst ? [m[1], m[2], m[3], m[4]] : [m[4], m[1], m[2], m[3]];
      input.reached(at + 1);
      yield [{ name: name as string, stats: { forest: Number(f), mountain: Number(mo), water: Number(o) } }, at + 1] as const;
    },
    print(value, out) {
      const s = value.stats;
      const numbers = `${s.forest}/${s.mountain}/${s.water}`;
      out.tokens.push({ kind: 'bracket', text: nameFirst ? `${value.name} ${numbers}` : `${numbers} ${value.name}` });
      return true;
    },
  };
}

/** One word: a token's subtype ("Soldier"). */
export const oneWord: Rule<string> = {
  *parse(input, at) {
    input.step();
    const tok = input.tokens[at];
    if (!tok || tok.kind !== 'word' || !/^\p{Lu}/u.test(tok.text)) return;
    input.reached(at + 1);
    yield [tok.text, at + 1] as const;
  },
  print(value, out) {
    if (!/^\p{L}+$/u.test(value)) return false;
    out.tokens.push({ kind: 'word', text: value });
    return true;
  },
};
