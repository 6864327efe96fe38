import { describe, expect, it } from 'vitest';
import { alt, list, literal, map, memo, NO, optional, ParseBudgetExceeded, ParseInput, parseAll, printAll, Refusal, slot, syntax, templates, token, type Syntax, type Token } from '../../src/engine/syntax/syntax.js';
import { detokenize } from '../../src/engine/syntax/tokens.js';

/** A tiny lexer for the tests: words, numbers and punctuation. */
function lex(text: string): Token[] {
  return [...text.matchAll(/(\d+)|([A-Za-z]+)|([.,:])/g)].map((m) => (m[1] ? { kind: 'number' as const, text: m[1] } : m[2] ? { kind: 'word' as const, text: m[2] } : { kind: 'punct' as const, text: m[3] as string }));
}
const t = templates<undefined>(lex);
const number: Syntax<number, undefined> = token('number', (s) => Number(s), (n) => String(n));
const words = (s: string) => literal<undefined>(lex(s));

/** A rule that counts how often it is asked to read, at each position. */
function counted<T>(rule: Syntax<T, undefined>): { rule: Syntax<T, undefined>; asked: number[] } {
  const asked: number[] = [];
  return { rule: syntax((input, at) => ((asked[at] = (asked[at] ?? 0) + 1), rule.parse(input, at)), rule.print), asked };
}

describe('memoized rules', () => {
  it('read a phrase once per position however many readings before it lead there', () => {
    const effect = counted(t`draw ${slot('n', number)}`);
    const remembered = memo(effect.rule);
    // Costs "1, 2, 3 ..." split every way into groups: each split ends before the same ":".
    const cost = list(list(number, words(',')), words(','));
    const line = t`${slot('cost', cost)} : ${slot('effect', remembered)}`;
    const input = new ParseInput(lex('1, 2, 3, 4, 5, 6: draw 2'), undefined);
    const readings = parseAll(line, input);
    expect(readings.length).toBe(32);
    expect(readings.every((r) => r.effect.n === 2)).toBe(true);
    expect(effect.asked[12]).toBe(1);
  });

  it('give the same readings, refusals and furthest point as the rule itself', () => {
    const refusing = map(t`banish ${slot('n', number)}`, { to: (): number | Refusal => new Refusal('no banishing yet'), from: () => NO });
    const plainInput = new ParseInput(lex('banish 2'), undefined);
    const memoInput = new ParseInput(lex('banish 2'), undefined);
    const rule = alt(refusing, map(t`banish ${slot('n', number)} now`, { to: ({ n }) => n, from: (n: number) => ({ n }) }));
    // Read twice from the same place: the refusal is recorded once.
    const twice = <T>(r: Syntax<T, undefined>) => alt(r, r);
    expect(parseAll(twice(rule), memoInput)).toEqual([]);
    expect(parseAll(refusing, plainInput)).toEqual([]);
    expect(memoInput.refusals).toEqual(plainInput.refusals);
    expect(memoInput.furthest).toBe(plainInput.furthest);
  });

  it('print as the rule does', () => {
    const rule = memo(t`deal ${slot('n', number)} ${slot('more', optional(words('more')))}`);
    const printed = printAll(rule, { n: 3, more: undefined }, undefined);
    expect(printed && detokenize(printed)).toBe('deal 3');
  });

  it('keep their tables apart for each text and each context', () => {
    const byContext = memo(syntax<string, string>(function* (input, at) {
      input.step();
      if (input.tokens[at] !== undefined) yield [input.context, at + 1] as const;
    }, () => false));
    expect(parseAll(byContext, new ParseInput(lex('x'), 'one'))).toEqual(['one']);
    expect(parseAll(byContext, new ParseInput(lex('x'), 'two'))).toEqual(['two']);
  });

  it('count their applications once, and a text with exponentially many readings still ends at the budget', () => {
    const effect = t`draw ${slot('n', number)}`;
    const line = t`${slot('cost', list(list(number, words(',')), words(',')))} : ${slot('effect', effect)}`;
    const input = new ParseInput(lex('1, 2, 3, 4, 5, 6: draw 2'), undefined);
    parseAll(line, input);
    // The splits of the cost list are what remain: a few hundred applications, not one effect per split.
    expect(input.applications).toBeLessThan(600);
    const nested: Syntax<unknown, undefined> = list(list(number, words(',')), words(','));
    const started = performance.now();
    expect(() => parseAll(nested, new ParseInput(lex(Array.from({ length: 60 }, (_, i) => String(i)).join(', ')), undefined))).toThrow(ParseBudgetExceeded);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
