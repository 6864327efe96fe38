/**
 * A modal spell whose player may choose more than one mode, in both languages side by side: the
 * opening "Choose one. If each of your Expeditions is tied or behind, you may choose both:"
 * ("Choisissez l'un. Si chacune de vos Expéditions est en retard ou à égalité, vous pouvez choisir
 * les deux :"): the card's `moreModes`, `upTo` 2 ("both") and the standings of `ifEachExpedition`
 * in the order printed, one or two joined by "or" (mechanics/more-modes.ts in the engine).
 */
import { alt, map, NO, pair, slot } from '../../../engine/syntax/syntax.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import { constant, t, words, type Rule } from './primitives.js';

export type MoreModes = NonNullable<AlteredCard['moreModes']>;
type Standing = MoreModes['ifEachExpedition'][number];

interface Words {
  readonly standings: readonly (readonly [string, Standing])[];
  readonly or: string;
  readonly sentence: (standings: Rule<Standing[]>) => Rule<{ standings: Standing[] }>;
}

function opening(w: Words): Rule<MoreModes> {
  const one = alt(...w.standings.map(([text, s]) => constant(text, s)));
  const standings: Rule<Standing[]> = alt(
    map(pair(pair(one, words(w.or)), one), {
      to: ([[a], b]) => (a === b ? NO : [a, b]),
      from: (list: Standing[]) => (list.length === 2 ? ([[list[0] as Standing, undefined], list[1] as Standing] as const) : NO),
    }),
    map(one, { to: (a) => [a], from: (list: Standing[]) => (list.length === 1 ? (list[0] as Standing) : NO) }),
  );
  return map(w.sentence(standings), {
    to: ({ standings: s }) => ({ upTo: 2, ifEachExpedition: s }),
    from: (m) => (m.upTo === 2 ? { standings: [...m.ifEachExpedition] } : NO),
  });
}

export const moreModesWords = {
  en: opening({
    standings: [
      ['behind', 'behind'],
      ['ahead', 'ahead'],
      ['tied', 'tied'],
    ],
    or: 'or',
    sentence: (standings) => t`Choose one . If each of your Expeditions is ${slot('standings', standings)} , you may choose both :`,
  }),
  fr: opening({
    standings: [
      ['en retard', 'behind'],
      ['en avance', 'ahead'],
      ['à égalité', 'tied'],
    ],
    or: 'ou',
    sentence: (standings) => t`Choisissez l'un . Si chacune de vos Expéditions est ${slot('standings', standings)} , vous pouvez choisir les deux :`,
  }),
};
