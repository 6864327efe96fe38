/**
 * No text shown to a person is written outside a catalogue:
 * - every `violation(...)` call in src/ takes its message from a catalogue (`refuse(key, rule,
 *   values)`, or `violation(code, text(key, values), rule)` where the code is computed), never a
 *   string or template literal;
 * - the places that put words together from catalogues (each game's describe.ts, the event words
 *   shared by the games) hold no sentence of their own: their string literals are catalogue keys,
 *   identifiers they compare with, or separators without a word (`, `, ` · `, a line break).
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

/** The places that word things from catalogues only. */
const WORDING_FILES = ['src/engine/game/event-words.ts', 'src/engine/i18n/words.ts', ...sources('src/games').filter((file) => file.endsWith('/describe.ts'))];

/** Comments out of the way: a sentence in a comment is shown to nobody. */
const withoutComments = (source: string) => source.replace(/\/\*[^]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '');

/** The text of each string literal (quoted or the literal parts of a template), imports left out. */
function literals(source: string): string[] {
  const code = withoutComments(source).replace(/^import .*$/gm, '').replace(/^export \{[^}]*\} from .*$/gm, '');
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map((m) => m[1] ?? m[2] ?? '');
  const templates = [...code.matchAll(/`((?:[^`\\]|\\.)*)`/g)].flatMap((m) => (m[1] as string).split(/\$\{[^}]*\}/));
  return [...quoted, ...templates];
}

/** A literal that reads as words to a person: letters beside a space or punctuation other than a key's dots. */
const isWording = (literal: string) => {
  const bare = literal.replace(/\\./g, ' '); // an escape (`\\n`) is no word
  return /\p{L}/u.test(bare) && !/^[\p{L}\d_.]*$/u.test(bare);
};

describe('texts shown to a person come from catalogues', () => {
  it('no violation() in src/ is given a literal message', () => {
    const found = sources('src').flatMap((file) => literalRefusals(readFileSync(join(ROOT, file), 'utf8')).map((call) => `${file}: ${call}`));
    expect(found).toEqual([]);
  });

  it('the check sees a literal message, and not a catalogue text', () => {
    expect(literalRefusals("return violation('NOT_NOW', `${type} is not possible`, rule);")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, 'keep cards', rule)")).toHaveLength(1);
    expect(literalRefusals("violation(k.refusal, text('keepCards', { field }), rule)")).toEqual([]);
  });

  it('the describe tables and the words they are built with hold no sentence of their own', () => {
    expect(WORDING_FILES.length).toBeGreaterThanOrEqual(4);
    const found = WORDING_FILES.flatMap((file) => literals(readFileSync(join(ROOT, file), 'utf8')).filter(isWording).map((literal) => `${file}: ${JSON.stringify(literal)}`));
    expect(found).toEqual([]);
  });

  it('the check sees words in a literal, and not keys, identifiers or separators', () => {
    const found = (source: string) => literals(source).filter(isWording);
    expect(found("line(`${n.seat(e.seat)} passes`)")).toEqual([' passes']);
    expect(found("detail('Dusk' + ' falls', 1)")).toEqual([' falls']);
    expect(found("line(text('event.passed', { seat }), 2); joined(items, ' · '); text(`fromZone.${zone}`); e.to === 'base'")).toEqual([]);
    expect(found("// a comment says what it likes\nconst x = 1; /* and so does this one */")).toEqual([]);
  });
});
