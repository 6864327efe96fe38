/**
 * A die's results as a list (glossary 7.3.13.b), in both languages: "Roll a die. On a:" then
 * one bullet line per range ("• 4+, draw a card."), French "Lancez un dé. Sur un résultat de :"
 * (or "Sur :") then "• 4+, piochez une carte.". The rules read the list as the same steps as
 * the running form ("On a 4+, draw a card."): the compiler joins the bullets into that form
 * before reading it, and the roll keeps `listed` so that the card prints its results as a
 * list again (the renderer splits the running form back at each result).
 */
import type { Token } from '../../../engine/syntax/syntax.js';
import type { Language, Line } from './ast.js';

/** The words before a result in the running form: "On a 4+", "Sur 4+". */
const BEFORE_RESULT: Record<Language, readonly string[]> = { en: ['On', 'a'], fr: ['Sur'] };

/** The words that open the list, without its colon; the first is the one printed. */
const OPENERS: Record<Language, readonly (readonly string[])[]> = {
  en: [['On', 'a']],
  fr: [['Sur', 'un', 'résultat', 'de'], ['Sur']],
};

const isWord = (t: Token | undefined, w: string) => t?.kind === 'word' && t.text.toLowerCase() === w.toLowerCase();
const isPunct = (t: Token | undefined, p: string) => t?.kind === 'punct' && t.text === p;
const word = (text: string): Token => ({ kind: 'word', text });

/** The running form of a line whose results follow as bullets ("On a:" ending it), or undefined when it has no such list. */
export function joinResults(tokens: readonly Token[], bullets: readonly (readonly Token[])[], lang: Language): Token[] | undefined {
  if (!isPunct(tokens.at(-1), ':')) return undefined;
  const opener = OPENERS[lang].find((words) => words.every((w, i) => isWord(tokens[tokens.length - 1 - words.length + i], w)));
  if (opener === undefined) return undefined;
  const joined = tokens.slice(0, tokens.length - 1 - opener.length);
  for (const bullet of bullets) {
    joined.push(...BEFORE_RESULT[lang].map(word), ...bullet);
    if (!isPunct(bullet.at(-1), '.')) joined.push({ kind: 'punct', text: '.' });
  }
  return joined;
}

/** Where a result starts in the running form: after a period, "On a" then a number. */
function startsResult(tokens: readonly Token[], at: number, lang: Language): boolean {
  const before = BEFORE_RESULT[lang];
  return isPunct(tokens[at - 1], '.') && before.every((w, i) => isWord(tokens[at + i], w)) && tokens[at + before.length]?.kind === 'number';
}

/** A running form printed as a list: the line up to "On a:", then one bullet per result; undefined when no result follows. */
export function listResults(tokens: readonly Token[], lang: Language): { line: Token[]; bullets: Token[][] } | undefined {
  const starts = tokens.flatMap((_t, i) => (startsResult(tokens, i, lang) ? [i] : []));
  const first = starts[0];
  if (first === undefined) return undefined;
  const opener = (OPENERS[lang][0] as readonly string[]).map(word);
  const line = [...tokens.slice(0, first), ...opener, { kind: 'punct', text: ':' } as const];
  const bullets = starts.map((start, k) => tokens.slice(start + BEFORE_RESULT[lang].length, starts[k + 1] ?? tokens.length));
  return { line, bullets };
}

/** Is the step a roll whose results the card lists? */
const listedRoll = (x: object): boolean => 'op' in x && x.op === 'rollDie' && 'listed' in x && x.listed === true;

/** Does a line of card data hold a roll whose results it lists? */
export function listsResults(line: Line): boolean {
  const seen = (x: unknown): boolean => (Array.isArray(x) ? x.some(seen) : typeof x === 'object' && x !== null && (listedRoll(x) || Object.values(x).some(seen)));
  return seen(line);
}

/** The line read from a list, its roll marked `listed`. */
export function markListed(line: Line): Line {
  const mark = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(mark);
    if (typeof x !== 'object' || x === null) return x;
    if ('op' in x && x.op === 'rollDie') return { ...x, listed: true };
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, mark(v)]));
  };
  return mark(line) as Line;
}
