/**
 * Exchanging a card of your Reserve with one of your hand, in both languages (the `exchange`
 * effect on a `reserveCard` target scoped to your own Reserve, of a type if named): "exchange
 * target Character from your Reserve with a card from your hand" ("... in your Reserve ..." is
 * read too); "échangez un Personnage ciblé de votre Réserve contre une carte de votre main"
 * ("avec" is read too; after "vous pouvez": "échanger ...").
 */
import { alt, NO, slot } from '../../../engine/syntax/syntax.js';
import type { CHOSEN_CARD_TYPES } from '../schema/file-schemas.js';
import type { Named, Step } from './ast.js';
import { constantValue, either, t, words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type CardType = (typeof CHOSEN_CARD_TYPES)[number];

/** A language's words: the verb, each kind of card targeted, "your Reserve" (the first form printed) and the card of the hand. */
interface Words {
  readonly verb: Rule<undefined>;
  /** The target's noun phrase: any card (`undefined`) or one of a type. */
  readonly target: (type: CardType | undefined) => string;
  readonly fromReserve: Rule<undefined>;
  readonly withHandCard: Rule<undefined>;
}

const TYPES: readonly (CardType | undefined)[] = [undefined, 'character', 'spell', 'permanent'];

function exchange(w: Words): Rule<Step> {
  const who: Rule<Named> = alt(
    ...TYPES.map((type) => constantValue(w.target(type), { target: 'reserveCard', scope: { yours: true, ...(type === undefined ? {} : { cardType: type }) } } as Named)),
  );
  return stepPhrase(
    t`${w.verb} ${slot('who', who)} ${w.fromReserve} ${w.withHandCard}`,
    ({ who: named }) => ({ op: 'exchange', names: named }),
    (s) => (s.op === 'exchange' && s.names !== undefined && 'target' in s.names ? { who: s.names } : NO),
  );
}

export const exchangeWords = {
  en: (): Rule<Step> =>
    exchange({
      verb: words('exchange'),
      target: (type) => `target ${type === undefined ? 'card' : { character: 'Character', spell: 'Spell', permanent: 'Permanent' }[type]}`,
      fromReserve: either('from your Reserve', 'in your Reserve'),
      withHandCard: words('with a card from your hand'),
    }),
  /** French: the order (`imperative`) or the infinitive after "vous pouvez". */
  fr: (imperative: boolean): Rule<Step> =>
    exchange({
      verb: words(imperative ? 'échangez' : 'échanger'),
      target: (type) => (type === undefined ? 'une carte ciblée' : { character: 'un Personnage ciblé', spell: 'un Sort ciblé', permanent: 'un Permanent ciblé' }[type]),
      fromReserve: either('de votre Réserve', 'dans votre Réserve'),
      withHandCard: either('contre une carte de votre main', 'avec une carte de votre main'),
    }),
};
