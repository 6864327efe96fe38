/**
 * Invertible syntax: each rule of a card language is written once and both reads text and
 * writes it. A {@link Syntax} parses a list of tokens into a value (every way it can: the
 * grammar may be ambiguous, and the caller keeps the parses that read a whole line) and
 * prints a value back into tokens, or says it cannot. A card compiler and its renderer are
 * then one grammar, so a card compiled from text reads back as that text by construction,
 * and a card written as data reads as the game prints it.
 *
 * The engine knows no game: tokens are plain `{ kind, text }` pairs that each game's lexer
 * makes, and each game writes its own rules with these combinators.
 */
import type { Text } from '../i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../i18n/language.js';
import { text } from '../i18n/card-text/messages.js';

/** One token of card text: a word, a number, a punctuation mark, a symbol or a bracketed term. */
export interface Token {
  readonly kind: TokenKind;
  /** The token as printed (a bracket token holds the text inside its brackets). */
  readonly text: string;
}

export type TokenKind = 'word' | 'number' | 'punct' | 'symbol' | 'bracket';

/**
 * Why a rule that read its words still refused them: the phrase names something the card
 * language cannot state (a mechanic the engine lacks), as opposed to words no rule reads.
 * Its words are a catalogue's text (each game's `refusal.*` keys), put into a language when
 * shown; `reason` is the English, which the coverage report groups by.
 */
export class Refusal {
  readonly reason: string;
  constructor(readonly words: Text | string) {
    this.reason = typeof words === 'string' ? words : words.in(DEFAULT_LANGUAGE);
  }
}

/** What a parse shares across its rules: the tokens, what the caller told the rules, and how far it got. */
export class ParseInput<Context> {
  /** The furthest token any rule matched up to: where the text stopped making sense. */
  furthest = 0;
  /** Refusals met, each with the token range of the phrase refused (a memoized rule's once per position). */
  readonly refusals: { readonly refusal: Refusal; readonly from: number; readonly to: number }[] = [];
  private steps = 0;
  /** The parses of each memoized rule at each position, by {@link memoKey}: read once, replayed after. */
  private readonly memo = new Map<number, readonly (readonly [unknown, number])[]>();

  constructor(
    readonly tokens: readonly Token[],
    readonly context: Context,
    /**
     * How many rule applications a parse may take before it is abandoned (ambiguity has a price).
     * With choices and templates memoized ({@link memo}), the longest printed lines take about
     * 3,200 (an activated ability whose cost list splits several ways, over 200,000 before, now
     * about 1,900: it reads its effect once per place the effect may start); 50,000 leaves room
     * for longer lines and ends a pathological text (one with exponentially many readings, such
     * as nested lists) in a fraction of a second.
     */
    readonly budget = 50_000,
  ) {}

  reached(at: number): void {
    if (at > this.furthest) this.furthest = at;
  }

  /** Counts one rule application; throws once the budget is spent, so no text can hang the compiler. */
  step(): void {
    if (++this.steps > this.budget) throw new ParseBudgetExceeded();
  }

  /** How many rule applications this parse has taken so far. */
  get applications(): number {
    return this.steps;
  }

  /**
   * Every parse of the rule numbered `id` (`rule`) from `at`: worked out in full the first time it
   * is asked, then replayed. Its refusals and how far it reached are recorded the first time.
   */
  remembered<T>(id: number, rule: Syntax<T, Context>, at: number): Iterable<readonly [T, number]> {
    const key = id * (this.tokens.length + 1) + at;
    let parses = this.memo.get(key);
    if (parses === undefined) {
      parses = [...rule.parse(this, at)];
      this.memo.set(key, parses);
    }
    return parses as readonly (readonly [T, number])[];
  }
}

export class ParseBudgetExceeded extends Error {
  /** The reason in words of the engine's catalogue (its `message` is the English). */
  readonly words = text('syntax.tooAmbiguous');
  constructor() {
    super();
    this.message = this.words.in(DEFAULT_LANGUAGE);
  }
}

/** Where a print goes: tokens in order, and what the caller told the rules. */
export interface PrintOutput<Context> {
  readonly tokens: Token[];
  readonly context: Context;
}

/** A rule: every parse of the tokens from `at` (value and the index after it), and the print of a value. */
export interface Syntax<T, Context = unknown> {
  parse(input: ParseInput<Context>, at: number): Iterable<readonly [T, number]>;
  /** Appends the tokens of `value`, or returns false (having appended nothing that stays) when this rule cannot say it. */
  print(value: T, out: PrintOutput<Context>): boolean;
}

/** A syntax from its two halves. */
export function syntax<T, C = unknown>(parse: Syntax<T, C>['parse'], print: Syntax<T, C>['print']): Syntax<T, C> {
  return { parse, print };
}

/** How many memoized rules there are: each has its number. */
let memoRules = 0;

/**
 * `rule`, its parses at each position of a text worked out once and replayed after (packrat
 * parsing): a phrase that many readings of what comes before it read again from the same place
 * (the effect after each split of a cost list, a target after each reading of its verb) is read
 * once there. The work of a line then grows with its length and its rules, no longer with the
 * product of its ambiguities; only a text with exponentially many whole readings (nested lists)
 * still needs the budget. The rule must read nothing but the tokens and the context (every rule
 * of a grammar does), and its values are shared by every reading that replays them (no rule
 * changes a value it is given). Its refusals are recorded once, the first time.
 */
export function memo<T, C = unknown>(rule: Syntax<T, C>): Syntax<T, C> {
  const id = memoRules++;
  return { parse: (input, at) => input.remembered(id, rule, at), print: rule.print };
}

/** Prints `value` with `rule` into `out`, undoing what it appended if it fails. */
export function printInto<T, C>(rule: Syntax<T, C>, value: T, out: PrintOutput<C>): boolean {
  const mark = out.tokens.length;
  if (rule.print(value, out)) return true;
  out.tokens.length = mark;
  return false;
}

/** One token of a kind whose text `read` turns into a value (undefined: not this token), printed by `write`. */
export function token<T, C = unknown>(kind: TokenKind, read: (text: string) => T | undefined, write: (value: T) => string | undefined): Syntax<T, C> {
  return syntax(
    function* (input, at) {
      input.step();
      const t = input.tokens[at];
      if (!t || t.kind !== kind) return;
      const value = read(t.text);
      if (value === undefined) return;
      input.reached(at + 1);
      yield [value, at + 1] as const;
    },
    (value, out) => {
      const text = write(value);
      if (text === undefined) return false;
      out.tokens.push({ kind, text });
      return true;
    },
  );
}

/** Exactly these tokens (words compared without regard to case), printed as given. */
export function literal<C = unknown>(tokens: readonly Token[]): Syntax<undefined, C> {
  const wanted = tokens.map((t) => ({ kind: t.kind, text: t.kind === 'word' || t.kind === 'bracket' ? t.text.toLowerCase() : t.text }));
  return syntax(
    function* (input, at) {
      input.step();
      for (let i = 0; i < wanted.length; i++) {
        const t = input.tokens[at + i];
        const w = wanted[i] as Token;
        if (!t || t.kind !== w.kind || (t.kind === 'word' || t.kind === 'bracket' ? t.text.toLowerCase() : t.text) !== w.text) return;
        input.reached(at + i + 1);
      }
      yield [undefined, at + wanted.length] as const;
    },
    (_value, out) => {
      for (const t of tokens) out.tokens.push(t);
      return true;
    },
  );
}

/** Any of these rules: every parse of each, in order (memoized); printed by the first that can say the value. */
export function alt<T, C = unknown>(...rules: readonly Syntax<T, C>[]): Syntax<T, C> {
  return memo(syntax(
    function* (input, at) {
      for (const rule of rules) yield* rule.parse(input, at);
    },
    (value, out) => rules.some((rule) => printInto(rule, value, out)),
  ));
}

/** What {@link Iso.to} and {@link Iso.from} return when a value is not their rule's to read or say. */
export const NO: unique symbol = Symbol('not this rule');
export type No = typeof NO;

/** Two-way conversion between what a rule reads and the value it stands for. */
export interface Iso<A, B> {
  /** The value a parse stands for, a Refusal when the card language cannot state it, or NO when the parse is not this rule's. */
  readonly to: (a: A) => B | Refusal | No;
  /** What to print for a value, or NO when this rule does not say it. */
  readonly from: (b: B) => A | No;
}

/** A rule whose parses are converted by `iso.to` and whose prints go through `iso.from`. */
export function map<A, B, C = unknown>(rule: Syntax<A, C>, iso: Iso<A, B>): Syntax<B, C> {
  return syntax(
    function* (input, at) {
      for (const [a, next] of rule.parse(input, at)) {
        const b = iso.to(a);
        if (b instanceof Refusal) {
          input.refusals.push({ refusal: b, from: at, to: next });
          continue;
        }
        if (b !== NO) yield [b, next] as const;
      }
    },
    (value, out) => {
      const a = iso.from(value);
      return a !== NO && printInto(rule, a as A, out);
    },
  );
}

/** The rule or nothing: undefined when absent; prints nothing for undefined. */
export function optional<T, C = unknown>(rule: Syntax<T, C>): Syntax<T | undefined, C> {
  return syntax(
    function* (input, at) {
      yield* rule.parse(input, at);
      yield [undefined, at] as const;
    },
    (value, out) => value === undefined || printInto(rule, value, out),
  );
}

/** A flag read from the presence of a rule: true when present, false when absent. */
export function flag<C = unknown>(rule: Syntax<undefined, C>): Syntax<boolean, C> {
  return syntax(
    function* (input, at) {
      for (const [, next] of rule.parse(input, at)) yield [true, next] as const;
      yield [false, at] as const;
    },
    (value, out) => !value || printInto(rule, undefined, out),
  );
}

/** A rule defined later (grammars are recursive). */
export function lazy<T, C = unknown>(get: () => Syntax<T, C>): Syntax<T, C> {
  let rule: Syntax<T, C> | undefined;
  return syntax(
    (input, at) => (rule ??= get()).parse(input, at),
    (value, out) => (rule ??= get()).print(value, out),
  );
}

/** Two rules in a row. */
export function pair<A, B, C = unknown>(first: Syntax<A, C>, second: Syntax<B, C>): Syntax<readonly [A, B], C> {
  return syntax(
    function* (input, at) {
      for (const [a, mid] of first.parse(input, at)) for (const [b, next] of second.parse(input, mid)) yield [[a, b] as const, next] as const;
    },
    (value, out) => printInto(first, value[0], out) && printInto(second, value[1], out),
  );
}

/**
 * One or more items: `item (separator item)* (last item)?`, so "A, B and C" with separator
 * "," and last "and"; printed with `last` before the final item. At most `max` items.
 */
export function list<T, C = unknown>(item: Syntax<T, C>, separator: Syntax<undefined, C>, last: Syntax<undefined, C> = separator, max = 8): Syntax<readonly T[], C> {
  function* after(input: ParseInput<C>, at: number, items: readonly T[]): Generator<readonly [readonly T[], number]> {
    yield [items, at] as const;
    if (items.length >= max) return;
    for (const [, mid] of separator.parse(input, at)) for (const [value, next] of item.parse(input, mid)) yield* after(input, next, [...items, value]);
    if (last === separator) return;
    for (const [, mid] of last.parse(input, at)) for (const [value, next] of item.parse(input, mid)) yield [[...items, value], next] as const;
  }
  return syntax(
    function* (input, at) {
      for (const [first, next] of item.parse(input, at)) yield* after(input, next, [first]);
    },
    (values, out) => {
      if (values.length === 0 || values.length > max) return false;
      for (let i = 0; i < values.length; i++) {
        if (i > 0 && !printInto(i === values.length - 1 ? last : separator, undefined, out)) return false;
        if (!printInto(item, values[i] as T, out)) return false;
      }
      return true;
    },
  );
}

/** A rule that reads nothing and prints nothing: its value is `value`. */
export function pure<T, C = unknown>(value: T, same: (a: T, b: T) => boolean = (a, b) => a === b): Syntax<T, C> {
  return syntax(
    function* (_input, at) {
      yield [value, at] as const;
    },
    (v) => same(v, value),
  );
}

/** A rule that reads the tokens of `rule` but whose parses and prints depend on the context. */
export function withContext<T, C>(choose: (context: C) => Syntax<T, C>): Syntax<T, C> {
  return syntax(
    (input, at) => choose(input.context).parse(input, at),
    (value, out) => choose(out.context).print(value, out),
  );
}

/** Every parse of `rule` that reads all of `tokens`, in the order found. */
export function parseAll<T, C>(rule: Syntax<T, C>, input: ParseInput<C>): T[] {
  const whole: T[] = [];
  for (const [value, next] of rule.parse(input, 0)) if (next === input.tokens.length) whole.push(value);
  return whole;
}

/** The tokens `rule` prints for `value`, or undefined when it cannot say it. */
export function printAll<T, C>(rule: Syntax<T, C>, value: T, context: C): Token[] | undefined {
  const out: PrintOutput<C> = { tokens: [], context };
  return printInto(rule, value, out) ? out.tokens : undefined;
}

/**
 * One part of a phrase printed in several ways that mean the same ("into your base", "in your
 * base"): the first way has no name and is the default; each other way has a name. A template
 * holding the part records the name of the way it read in its value's `wording` list, and
 * prints the way that list names (the default when it names none of this part's). Without a
 * default, the part reads nothing of its own and marks a whole template as one wording (see
 * {@link mark}).
 */
export interface Wordings<C> extends Syntax<string | undefined, C> {
  /** The names of the ways besides the default. */
  readonly names: readonly string[];
  /** Whether the part has a default way (a mark has none, and prints only when its name is asked for). */
  readonly hasDefault: boolean;
}

export function wordings<C>(first: Syntax<undefined, C> | undefined, named: Readonly<Record<string, Syntax<undefined, C>>>): Wordings<C> {
  const ways = Object.entries(named);
  const rule = syntax<string | undefined, C>(
    function* (input, at) {
      if (first !== undefined) for (const [, next] of first.parse(input, at)) yield [undefined, next] as const;
      for (const [name, way] of ways) for (const [, next] of way.parse(input, at)) yield [name, next] as const;
    },
    (name, out) => {
      const way = name === undefined ? first : named[name];
      return way !== undefined && printInto(way, undefined, out);
    },
  );
  return { ...rule, names: ways.map(([name]) => name), hasDefault: first !== undefined };
}

/** A template read and printed only as the wording `name` (a phrase whose parts come in another order). */
export function mark<C>(name: string): Wordings<C> {
  return wordings<C>(undefined, { [name]: pure<undefined, C>(undefined) });
}

function isWordings<C>(part: unknown): part is Wordings<C> {
  return typeof part === 'object' && part !== null && 'names' in part && 'hasDefault' in part;
}

/** The `wording` list of a template's value: the names of the ways its parts were printed. */
export type WordingList = readonly string[];

/** A named part of a template: the rule that reads it and the key its value takes. */
export interface Slot<K extends string, V, C> {
  readonly key: K;
  readonly rule: Syntax<V, C>;
}

export function slot<const K extends string, V, C>(key: K, rule: Syntax<V, C>): Slot<K, V, C> {
  return { key, rule };
}

type Part<C> = Slot<string, any, C> | Syntax<undefined, C> | Wordings<C>;
type Values<P> = { [S in Extract<P, Slot<string, any, any>> as S['key']]: S extends Slot<string, infer V, any> ? V : never } & { readonly wording?: WordingList };

/**
 * Templates: `t\`deal ${slot('amount', number)} to ${slot('target', unit)}\`` reads the words
 * of the template (lexed by the game's lexer, matched without regard to case) and its slots,
 * giving an object of the slots' values by key; it prints the words and each slot's value.
 * A substitution that is a plain rule without a value (a shared phrase) takes no key.
 * A template's parses are memoized ({@link memo}), as are those of {@link alt}: between them
 * they cover every shared phrase (targets, costs, amounts, effects), and memoizing smaller
 * rules too saved under 1% of the applications while costing a table entry each.
 */
/** A template's rule, with the keys of its slots (a value with other fields is not this template's to print). */
export type Template<T, C> = Syntax<T, C> & { readonly keys: readonly string[] };

export function templates<C>(lex: (text: string) => Token[]) {
  return function template<const P extends readonly Part<C>[]>(strings: TemplateStringsArray, ...parts: P): Template<Values<P[number]>, C> {
    const sequence: ({ readonly key: string; readonly rule: Syntax<unknown, C> } | Syntax<undefined, C> | Wordings<C>)[] = [];
    strings.forEach((text, i) => {
      const words = lex(text);
      if (words.length > 0) sequence.push(literal<C>(words));
      const part = parts[i];
      if (part !== undefined) sequence.push(part as Part<C>);
    });
    const isSlot = (p: (typeof sequence)[number]): p is { readonly key: string; readonly rule: Syntax<unknown, C> } => 'key' in p;
    function* from(input: ParseInput<C>, index: number, at: number, values: Record<string, unknown>): Generator<readonly [Values<P[number]>, number]> {
      const part = sequence[index];
      if (part === undefined) {
        yield [{ ...values } as Values<P[number]>, at] as const;
        return;
      }
      if (isSlot(part)) {
        for (const [value, next] of part.rule.parse(input, at)) yield* from(input, index + 1, next, { ...values, [part.key]: value });
      } else if (isWordings<C>(part)) {
        for (const [name, next] of part.parse(input, at)) yield* from(input, index + 1, next, name === undefined ? values : { ...values, wording: [...((values['wording'] as WordingList | undefined) ?? []), name] });
      } else for (const [, next] of part.parse(input, at)) yield* from(input, index + 1, next, values);
    }
    const variants = sequence.filter((p) => isWordings<C>(p)) as Wordings<C>[];
    const known = new Set(variants.flatMap((p) => p.names));
    const rule = memo(syntax<Values<P[number]>, C>(
      (input, at) => from(input, 0, at, {}),
      (value, out) => {
        // A wording none of its parts has is not this template's to print; each part prints the way asked for, or its default.
        const asked = ((value as Record<string, unknown>)['wording'] as WordingList | undefined) ?? [];
        if (!asked.every((name) => known.has(name))) return false;
        return sequence.every((part) => {
          if (isSlot(part)) return printInto(part.rule, (value as Record<string, unknown>)[part.key], out);
          if (isWordings<C>(part)) {
            const ways = part.names.filter((name) => asked.includes(name));
            return ways.length <= 1 && printInto<string | undefined, C>(part, ways[0], out);
          }
          return printInto(part, undefined, out);
        });
      },
    ));
    return { ...rule, keys: [...sequence.filter(isSlot).map((p) => p.key), ...(variants.length > 0 ? ['wording'] : [])] };
  };
}

/**
 * `rule` read and printed with the context `change` makes of the caller's: a phrase quoted
 * within another that speaks from another point of view (an ability given to another object,
 * whose "I" is that object). Its parses use a fresh memo (memoized rules read the context), and
 * count against the caller's budget.
 */
export function inContext<T, C>(rule: Syntax<T, C>, change: (context: C) => C): Syntax<T, C> {
  return {
    *parse(input, at) {
      const inner = new ParseInput(input.tokens, change(input.context), Math.max(0, input.budget - input.applications));
      try {
        yield* rule.parse(inner, at);
      } finally {
        for (let i = 0; i < inner.applications; i++) input.step();
        input.reached(inner.furthest);
        input.refusals.push(...inner.refusals);
      }
    },
    print(value, out) {
      const inner: PrintOutput<C> = { tokens: [], context: change(out.context) };
      if (!rule.print(value, inner)) return false;
      out.tokens.push(...inner.tokens);
      return true;
    },
  };
}
