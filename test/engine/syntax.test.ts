import { describe, expect, it } from 'vitest';
import { alt, list, literal, map, NO, ParseBudgetExceeded, ParseInput, parseAll, printAll, Refusal, slot, templates, token, type Syntax, type Token } from '../../src/engine/syntax/syntax.js';
import { detokenize } from '../../src/engine/syntax/tokens.js';

/** A tiny lexer for the tests: words, numbers and punctuation. */
function lex(text: string): Token[] {
  return [...text.matchAll(/(\d+)|([A-Za-z]+)|([.,:])/g)].map((m) => (m[1] ? { kind: 'number' as const, text: m[1] } : m[2] ? { kind: 'word' as const, text: m[2] } : { kind: 'punct' as const, text: m[3] as string }));
}
const t = templates<undefined>(lex);
const number: Syntax<number, undefined> = token('number', (s) => Number(s), (n) => String(n));
const words = (s: string) => literal<undefined>(lex(s));

const draw = map(t`draw ${slot('amount', number)}`, { to: ({ amount }) => ({ op: 'draw', amount }), from: (e: { op: string; amount: number }) => (e.op === 'draw' ? { amount: e.amount } : NO) });
const deal = map(t`deal ${slot('amount', number)} to ${slot('who', alt(map(words('me'), { to: () => 'self', from: (w: string) => (w === 'self' ? undefined : NO) }), map(words('it'), { to: () => 'it', from: (w: string) => (w === 'it' ? undefined : NO) })))}`, {
  to: ({ amount, who }) => ({ op: 'deal', amount, who }),
  from: (e: { op: string; amount: number; who?: string }) => (e.op === 'deal' && e.who !== undefined ? { amount: e.amount, who: e.who } : NO),
});
const effect = alt<{ op: string; amount: number; who?: string }, undefined>(draw, deal);

function read<T>(rule: Syntax<T, undefined>, text: string): T[] {
  return parseAll(rule, new ParseInput(lex(text), undefined));
}

describe('invertible syntax', () => {
  it('reads a template into its slots, words without regard to case, and prints it back', () => {
    expect(read(effect, 'Draw 2')).toEqual([{ op: 'draw', amount: 2 }]);
    expect(read(effect, 'deal 3 to me')).toEqual([{ op: 'deal', amount: 3, who: 'self' }]);
    const printed = printAll(effect, { op: 'deal', amount: 3, who: 'it' }, undefined);
    expect(printed && detokenize(printed)).toBe('deal 3 to it');
  });

  it('says a value only through a rule that can: no print for a value no rule states', () => {
    expect(printAll(effect, { op: 'heal', amount: 1 }, undefined)).toBeUndefined();
    expect(printAll(effect, { op: 'deal', amount: 1, who: 'them' }, undefined)).toBeUndefined();
  });

  it('keeps only parses that read the whole text, and reports how far reading got', () => {
    const input = new ParseInput(lex('draw 2 cards'), undefined);
    expect(parseAll(effect, input)).toEqual([]);
    expect(input.furthest).toBe(2);
  });

  it('reads and prints lists with a last separator', () => {
    const three = list(number, words(','), words('and'));
    expect(read(three, '1, 2 and 3')).toContainEqual([1, 2, 3]);
    expect(read(three, '4')).toEqual([[4]]);
    const printed = printAll(three, [1, 2, 3], undefined);
    expect(printed && detokenize(printed)).toBe('1, 2 and 3');
  });

  it('records a refusal with the range of the words it read', () => {
    const refusing = map(t`banish ${slot('n', number)}`, { to: () => new Refusal('no banishing yet'), from: () => NO });
    const input = new ParseInput(lex('banish 2'), undefined);
    expect(parseAll(refusing, input)).toEqual([]);
    expect(input.refusals.map(({ refusal, from, to }) => ({ reason: refusal.reason, from, to }))).toEqual([{ reason: 'no banishing yet', from: 0, to: 2 }]);
  });

  it('abandons a parse past its budget instead of hanging', () => {
    // Every split of n numbers into lists: exponential without the budget.
    const nested: Syntax<unknown, undefined> = list(list(number, words(',')), words(','));
    const input = new ParseInput(lex(Array.from({ length: 60 }, (_, i) => String(i)).join(', ')), undefined, 5_000);
    expect(() => parseAll(nested, input)).toThrow(ParseBudgetExceeded);
    // With the default budget too (a fraction of a second).
    expect(() => parseAll(nested, new ParseInput(lex(Array.from({ length: 60 }, (_, i) => String(i)).join(', ')), undefined))).toThrow(ParseBudgetExceeded);
  });

  it('spaces printed tokens as text: punctuation against its word, symbols side by side', () => {
    expect(detokenize([{ kind: 'word', text: 'Give' }, { kind: 'word', text: 'me' }, { kind: 'punct', text: '+' }, { kind: 'number', text: '2' }, { kind: 'symbol', text: ':rb_might:' }, { kind: 'punct', text: '.' }])).toBe('Give me +2 :rb_might:.');
    expect(detokenize([{ kind: 'symbol', text: ':rb_energy_1:' }, { kind: 'symbol', text: ':rb_rune_fury:' }, { kind: 'punct', text: ':' }, { kind: 'bracket', text: 'Add' }])).toBe(':rb_energy_1::rb_rune_fury:: [Add]');
  });
});
