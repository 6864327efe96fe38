/**
 * When two texts of an Altered card say the same: the comparison behind "reads back as
 * printed", made on tokens (lexer.ts has already dropped reminder text, rare markers `#...#`,
 * empty brackets `[]`, and made every run of spaces one). Beyond that, these differences do
 * not count (docs/cards.md lists them): capitals (symbols `{j}` and `{J}` alike), "a" for
 * "an", a doubled period and a missing period at the end of a line, and in French the
 * agreement of a keyword's or status's name with its character ("[Aguerrie]" for
 * "[Aguerri]", "[Coriaces 2]" for "[Coriace 2]", "jouée" for "joué", "sacrifiée" for "sacrifié") and the two wordings of a Hand Cost ("avec un
 * Coût de Main", "de Coût de Main"), and of a base statistic of 0 ("de base 0", "de base de 0"); an
 * exchange's "in your Reserve" for "from your Reserve", and French "avec" for "contre"; and a
 * keyword the card itself has ("J'ai [Défenseur]", "Je suis [Défenseur]"); a die's "6+" for "6", and
 * French "Sur :" for "Sur un résultat de :" before a die's list of results; a counted Tough's "X
 * étant" for "où X est".
 */
import type { Token } from '../../../engine/syntax/syntax.js';
import { textComparison } from '../../../engine/syntax/tokens.js';

/** The French forms that agree with a character, each to its masculine singular (names in brackets, and a participle: "jouée"). */
const AGREEMENT: ReadonlyMap<string, string> = new Map(
  (
    [
      ['défenseur', ['défenseuse', 'défenseurs', 'défenseuses']],
      ['éternel', ['éternelle', 'éternels', 'éternelles']],
      ['gigantesque', ['gigantesques']],
      ['aguerri', ['aguerrie', 'aguerris', 'aguerries']],
      ['[ancré]', ['[ancrée]', '[ancrés]', '[ancrées]']],
      ['[endormi]', ['[endormie]', '[endormis]', '[endormies]']],
      ['[boosté]', ['[boostée]', '[boostés]', '[boostées]']],
      ['[fugace]', ['[fugaces]']],
      ['joué', ['jouée']],
      ['sacrifié', ['sacrifiée']],
    ] as const
  ).flatMap(([base, forms]) => forms.map((f) => [f, base] as const)),
);

function bracketKey(text: string): string {
  const lower = text.toLowerCase();
  const tough = /^coriaces (\S+)$/.exec(lower);
  if (tough) return `coriace ${tough[1]}`;
  return AGREEMENT.get(lower) ?? lower;
}

/** A token as compared. */
function key(token: Token): string {
  if (token.kind === 'word') {
    const word = token.text.toLowerCase();
    // French says "ce tour-ci" and "ce tour" alike: compared as the second.
    return `w:${word === 'an' ? 'a' : word === 'tour-ci' ? 'tour' : (AGREEMENT.get(word) ?? word)}`;
  }
  if (token.kind === 'bracket') return `b:${bracketKey(token.text)}`;
  return `${token.kind}:${token.kind === 'symbol' ? token.text.toUpperCase() : token.text}`;
}

/** French prints a target's Hand Cost two ways, "avec un Coût de Main" and "de Coût de Main": compared as the second. */
const HAND_COST_WITH = ['w:avec', 'w:un', 'w:coût', 'w:de', 'w:main'];

/** French prints a base statistic of 0 two ways, "de base 0" and "de base de 0": compared as the first. */
const BASE_OF_ZERO = ['w:base', 'w:de', 'number:0'];

/**
 * An exchange prints its target "in your Reserve" or "from your Reserve" and, in French, the
 * card of the hand "avec" or "contre": compared as the second of each (each phrase whole, its
 * word to change at `at`).
 */
const EXCHANGE_WORDINGS: readonly { readonly phrase: readonly string[]; readonly at: number; readonly as: string }[] = [
  { phrase: ['w:in', 'w:your', 'w:reserve', 'w:with', 'w:a', 'w:card', 'w:from', 'w:your', 'w:hand'], at: 0, as: 'w:from' },
  { phrase: ['w:réserve', 'w:avec', 'w:une', 'w:carte', 'w:de', 'w:votre', 'w:main'], at: 1, as: 'w:contre' },
];
/** French opens a die's list of results two ways, "Sur un résultat de :" and "Sur :": compared as the first (dice-lists.ts). */
const ON_A_RESULT = ['w:sur', 'w:un', 'w:résultat', 'w:de'];
/** French says a counted Tough's X two ways, "où X est le nombre de" and "X étant le nombre de": compared as the first (counted-tough.ts). */
const X_BEING = ['w:x', 'w:étant'];

/** French says a keyword the card itself has two ways, "J'ai [Défenseur]" and "Je suis [Défenseur]": compared as the second. */
const I_HAVE = ["w:j'", 'w:ai'];

/** The tokens of a line as compared: without periods that double another or end the line. */
export function comparable(tokens: readonly Token[]): string[] {
  const keys: string[] = [];
  for (const t of tokens) {
    const k = key(t);
    if (k === 'punct:.' && keys.at(-1) === 'punct:.') continue;
    // A six-sided die's "6+" is its "6" (glossary 7.3.13.a): compared as "6".
    if (k === 'punct:+' && keys.at(-1) === 'number:6') continue;
    if (k === 'punct::' && keys.at(-1) === 'w:sur') keys.push(...ON_A_RESULT.slice(1));
    if (k.startsWith('b:') && I_HAVE.every((w, i) => keys[keys.length - I_HAVE.length + i] === w)) keys.splice(keys.length - 2, 2, 'w:je', 'w:suis');
    keys.push(k);
    if (k === 'w:étant' && X_BEING.every((w, i) => keys[keys.length - X_BEING.length + i] === w)) keys.splice(keys.length - 2, 2, 'w:où', 'w:x', 'w:est');
    if (k === 'number:0' && BASE_OF_ZERO.every((w, i) => keys[keys.length - BASE_OF_ZERO.length + i] === w)) keys.splice(keys.length - 2, 1);
    for (const { phrase, at, as } of EXCHANGE_WORDINGS) if (phrase.every((w, i) => keys[keys.length - phrase.length + i] === w)) keys[keys.length - phrase.length + at] = as;
    if (k === 'w:main' && HAND_COST_WITH.every((w, i) => keys[keys.length - HAND_COST_WITH.length + i] === w)) keys.splice(keys.length - 5, 2, 'w:de');
  }
  while (keys.at(-1) === 'punct:.') keys.pop();
  return keys;
}

/** Whether two lines, or two cards' texts line by line, say the same, as compared. */
export const { sameTokens, sameText } = textComparison(comparable);
