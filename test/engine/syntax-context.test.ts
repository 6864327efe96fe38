/**
 * `inContext`: a phrase read and printed with another context than the line around it (an
 * ability quoted within a step, whose "I" is another object than the card's).
 */
import { describe, expect, it } from 'vitest';
import { inContext, literal, map, NO, ParseInput, parseAll, printAll, slot, templates, withContext, type Syntax, type Token } from '../../src/engine/syntax/syntax.js';
import { detokenize } from '../../src/engine/syntax/tokens.js';

function lex(text: string): Token[] {
  return [...text.matchAll(/([A-Za-z]+)|(")/g)].map((m) => (m[1] ? { kind: 'word' as const, text: m[1] } : { kind: 'punct' as const, text: '"' }));
}
interface Speaker {
  readonly self: 'me' | 'this';
}
const t = templates<Speaker>(lex);
/** The card itself as its context says it. */
const itself: Syntax<string, Speaker> = withContext((c: Speaker) => map(literal<Speaker>(lex(c.self)), { to: () => 'self', from: (v: string) => (v === 'self' ? undefined : NO) }));
const ready = map(t`ready ${slot('who', itself)}`, { to: ({ who }) => who, from: (who: string) => ({ who }) });
/** "give it "ready me"": the quoted phrase spoken by a unit. */
const quoted = map(t`give it " ${slot('inner', inContext(ready, () => ({ self: 'me' as const })))} "`, { to: ({ inner }) => inner, from: (inner: string) => ({ inner }) });

describe('inContext', () => {
  it('reads the quoted phrase in the changed context and the rest in the caller\'s', () => {
    expect(parseAll(quoted, new ParseInput(lex('give it "ready me"'), { self: 'this' }))).toEqual(['self']);
    expect(parseAll(quoted, new ParseInput(lex('give it "ready this"'), { self: 'this' }))).toEqual([]);
    expect(parseAll(ready, new ParseInput(lex('ready this'), { self: 'this' }))).toEqual(['self']);
  });

  it('prints the quoted phrase in the changed context', () => {
    const printed = printAll(quoted, 'self', { self: 'this' });
    expect(printed && detokenize(printed)).toBe('give it "ready me"');
  });

  it('reports how far the quoted phrase was read', () => {
    const input = new ParseInput(lex('give it "ready you"'), { self: 'this' });
    expect(parseAll(quoted, input)).toEqual([]);
    expect(input.furthest).toBe(4);
  });
});
