/**
 * No refusal shown to a person is written outside a catalogue: every `violation(...)` call in
 * src/ takes its message from a catalogue (`refuse(key, rule, values)`, or `violation(code,
 * text(key, values), rule)` where the code is computed), never a string or template literal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `violation(` calls whose message (second argument) is a literal: the code, then a quote or a backtick. */
const LITERAL_MESSAGE = /\bviolation\(\s*(?:'[^']*'|[\w.]+)\s*,\s*[`'"]/g;

function literalRefusals(text: string): string[] {
  return [...text.matchAll(LITERAL_MESSAGE)].map((m) => m[0]);
}

describe('refusal messages come from catalogues', () => {
  it('no violation() in src/ is given a literal message', () => {
    const found = sources('src').flatMap((file) => literalRefusals(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
  });

  it('the check sees a literal message, and not a catalogue text', () => {
    expect(literalRefusals("return violation('NOT_NOW', `${type} is not possible`, rule);")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, 'keep cards', rule)")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, text('keepCards', { field }), rule)")).toEqual([]);
  });
});
