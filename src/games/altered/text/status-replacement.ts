/**
 * A character's modifiers of its own gaining a status (card data: `statusGains`), in both
 * languages side by side: "If I would gain [[Anchored]], I gain [[Asleep]] instead", "If I would
 * gain [[Fleeting]], I gain 2 boosts instead" (`insteadStatus`, `insteadBoosts`), "I can gain
 * [[Anchored]] even if I was already [[Anchored]]" (`again`) ("Si je devais gagner [[Ancré]],
 * je gagne [[Endormi]] à la place", "... je gagne 2 boosts à la place", "Je peux gagner [[Ancré]]
 * même si j'étais déjà [[Ancré]]"). A line of its own, printed after the reactions (beside a
 * reaction that hears the status, as the cards lay it out).
 */
import { alt, map, NO, slot } from '../../../engine/syntax/syntax.js';
import type { StatusGain } from './ast.js';
import { bracket, t, words, type Rule } from './primitives.js';
import { boosts } from './subjects.js';
import { STATUS_NAMES, type StatusNames } from './status-changes.js';

type Gained = StatusGain['status'];

/** A language's sentences, each around its slots. */
interface GainWords {
  readonly instead: (status: Rule<Gained>, other: Rule<Gained>) => Rule<{ readonly status: Gained; readonly other: Gained }>;
  readonly insteadBoosts: (status: Rule<Gained>, amount: Rule<number>) => Rule<{ readonly status: Gained; readonly amount: number }>;
  readonly again: (status: Rule<Gained>, had: Rule<Gained>) => Rule<{ readonly status: Gained; readonly had: Gained }>;
}

function statusGains(names: StatusNames, said: GainWords): Rule<StatusGain> {
  const status: Rule<Gained> = alt(...(Object.entries(names) as [Gained, readonly string[]][]).map(([s, n]) => bracket(n, s)));
  const amount = boosts(words('boost'), words('boosts'));
  return alt(
    map(said.instead(status, status), {
      to: ({ status: s, other }): StatusGain | typeof NO => (s === other ? NO : { status: s, insteadStatus: other }),
      from: (g) => (g.insteadStatus !== undefined ? { status: g.status, other: g.insteadStatus } : NO),
    }),
    map(said.insteadBoosts(status, amount), {
      to: ({ status: s, amount: n }): StatusGain => ({ status: s, insteadBoosts: n }),
      from: (g) => (g.insteadBoosts !== undefined ? { status: g.status, amount: g.insteadBoosts } : NO),
    }),
    map(said.again(status, status), {
      to: ({ status: s, had }): StatusGain | typeof NO => (s === had ? { status: s, again: true } : NO),
      from: (g) => (g.again === true ? { status: g.status, had: g.status } : NO),
    }),
  );
}

export const statusGainWords = {
  en: statusGains(STATUS_NAMES.en, {
    instead: (s, o) => t`if I would gain ${slot('status', s)}, I gain ${slot('other', o)} instead`,
    insteadBoosts: (s, n) => t`if I would gain ${slot('status', s)}, I gain ${slot('amount', n)} instead`,
    again: (s, h) => t`I can gain ${slot('status', s)} even if I was already ${slot('had', h)}`,
  }),
  fr: statusGains(STATUS_NAMES.fr, {
    instead: (s, o) => t`si je devais gagner ${slot('status', s)}, je gagne ${slot('other', o)} à la place`,
    insteadBoosts: (s, n) => t`si je devais gagner ${slot('status', s)}, je gagne ${slot('amount', n)} à la place`,
    again: (s, h) => t`je peux gagner ${slot('status', s)} même si j'étais déjà ${slot('had', h)}`,
  }),
};
