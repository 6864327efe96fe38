/**
 * A token named by its card's id in capitals, in both languages side by side: "Create a
 * [MANA_MOTH] Illusion token in my Expedition." ("Créez un jeton Illusion [MANA_MOTH] dans mon
 * Expédition."): the token card `mana-moth` of the set, whose statistics the text does not say
 * (a `createToken` step with `wording: "id"`). The set must hold that token card, of the subtype
 * said (token-book.ts); the card data names it by id as any token step does.
 */
import { map, NO, slot, token } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { either, t, words, type Rule } from './primitives.js';
import { oneWord } from './subjects.js';

type Ref = Extract<Step, { op: 'createToken' }>['expedition'];

/** "[MANA_MOTH]": the id `mana-moth`. */
const tokenId: Rule<string> = token(
  'bracket',
  (text) => (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(text) ? text.toLowerCase().replace(/_/g, '-') : undefined),
  (id) => (/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(id) ? id.toUpperCase().replace(/-/g, '_') : undefined),
);

/** What the phrase says: the id, the subtype, the expedition. */
interface Said {
  readonly id: string;
  readonly subtype: string;
  readonly expedition: Ref;
}

function byId(rule: Rule<Said>, named: (ref: Ref) => Pick<Step, 'names'>): Rule<Step> {
  return map(rule, {
    to: ({ id, subtype, expedition }) => ({ op: 'createToken', token: { id, subtype }, wording: 'id', expedition, ...named(expedition) }) as unknown as Step,
    from: (s) => {
      if (s.op !== 'createToken' || s.wording !== 'id' || s.token.id === undefined || s.player !== undefined) return NO;
      const { op: _op, token: _token, wording: _wording, expedition, names: _names, ...rest } = s;
      return Object.keys(rest).length === 0 ? { id: s.token.id, subtype: s.token.subtype, expedition } : NO;
    },
  });
}

export const tokenIds = {
  en: (where: Rule<Ref>, named: (ref: Ref) => Pick<Step, 'names'>) => byId(t`create ${either('a', 'an')} ${slot('id', tokenId)} ${slot('subtype', oneWord)} token in ${slot('expedition', where)}`, named),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (where: Rule<Ref>, named: (ref: Ref) => Pick<Step, 'names'>, imperative: boolean) =>
    byId(t`${words(imperative ? 'créez' : 'créer')} un jeton ${slot('subtype', oneWord)} ${slot('id', tokenId)} dans ${slot('expedition', where)}`, named),
};
