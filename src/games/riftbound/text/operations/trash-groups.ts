/**
 * Several cards of the controller's trash chosen as the card is played (CR 355.9.a, 355.13):
 * "return up to three units with [Hidden] from your trash to your hand" (`returnCards` with its
 * `among`, mechanics/trash-groups.ts): how many at most, the plural noun of their type, the
 * keyword they have.
 */
import { alt, map, NO, printInto, slot, syntax } from '../../../../engine/syntax/syntax.js';
import { KEYWORDS, type Keyword, type TargetSpec } from '../../schema/card-schema.js';
import type { TextContext } from '../context.js';
import { bracketKeyword, numberWord, t, words, type Rule } from '../primitives.js';
import { operation, type Step } from '../step.js';

type Types = TargetSpec['types'];
type Among = { readonly name: 'cards'; readonly select: 'card'; readonly zone: 'trash'; readonly relation: 'controlled'; readonly types?: Types; readonly keyword?: Keyword; readonly count: number };

const PLURALS: readonly { readonly types: Types; readonly rule: Rule<undefined> }[] = [
  { types: undefined, rule: words('cards') },
  { types: ['unit'], rule: words('units') },
  { types: ['spell'], rule: words('spells') },
  { types: ['gear'], rule: words('gear') },
];

/** "with [Hidden]": a keyword the cards have. */
const withKeyword: Rule<Keyword> = map(t`with ${slot('k', bracketKeyword)}`, {
  to: ({ k }) => (k.value === undefined && (KEYWORDS as readonly string[]).includes(k.name) ? (k.name as Keyword) : NO),
  from: (keyword: Keyword) => ({ k: { name: keyword, value: undefined } }),
});

const FIELDS = new Set(['name', 'select', 'zone', 'relation', 'types', 'keyword', 'count']);

/** "up to three units with [Hidden] from your trash": the count in words. */
const upToTrashCards: Rule<Among> = syntax<Among, TextContext>(
  function* (input, at) {
    for (const [, a] of words('up to').parse(input, at))
      for (const [count, b] of numberWord.parse(input, a)) {
        if (count < 2) continue;
        for (const plural of PLURALS)
          for (const [, c] of plural.rule.parse(input, b))
            for (const [keyword, d] of alt<Keyword | undefined, TextContext>(withKeyword, map(words(''), { to: () => undefined, from: (k) => (k === undefined ? undefined : NO) })).parse(input, c))
              for (const [, next] of words('from your trash').parse(input, d)) {
                const among: Among = { name: 'cards', select: 'card', zone: 'trash', relation: 'controlled', ...(plural.types ? { types: plural.types } : {}), ...(keyword ? { keyword } : {}), count };
                yield [among, next] as const;
              }
      }
  },
  (among, out) => {
    if (among.select !== 'card' || among.zone !== 'trash' || among.relation !== 'controlled' || among.name !== 'cards' || among.count < 2) return false;
    if (Object.keys(among).some((k) => !FIELDS.has(k))) return false;
    const plural = PLURALS.find((p) => JSON.stringify(p.types) === JSON.stringify(among.types));
    return (
      plural !== undefined &&
      printInto(words('up to'), undefined, out) &&
      printInto(numberWord, among.count, out) &&
      printInto(plural.rule, undefined, out) &&
      (among.keyword === undefined || printInto(withKeyword, among.keyword, out)) &&
      printInto(words('from your trash'), undefined, out)
    );
  },
);

export const TRASH_GROUP_OPERATIONS: readonly Rule<Step>[] = [operation('returnCards', t`return ${slot('among', upToTrashCards)} to your hand`, { to: 'hand' })];
