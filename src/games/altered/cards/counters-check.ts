/**
 * What card data may say of named counters (Altered glossary 2.1.i): checked as the card
 * database loads; gaining and spending them is a mechanic (mechanics/counters.ts).
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { DEFAULT_LANGUAGE } from '../../../engine/i18n/language.js';
import { cardTypeWord, text } from '../i18n/cards-messages.js';

type Effect = NonNullable<AlteredCard['effects']>[number];
type Reaction = NonNullable<AlteredCard['reactions']>[number];
/** A fault of a card's data at a path from the card: its words, and their English (`message`). */
type Issue = { readonly path: (string | number)[]; readonly text: Text; readonly message: string };

const issue = (path: (string | number)[], words: Text): Issue => ({ path, text: words, message: words.in(DEFAULT_LANGUAGE) });

/** The triggers whose event is about a character, which "if it's in {V}" looks at: a card played, a character joining. */
const ABOUT_A_CHARACTER: ReadonlySet<Reaction['on']> = new Set(['youPlay', 'joins']);

/**
 * What a card's data may not say of counters (paths from the card): a gainsCounter trigger names
 * its counter and only it does; "if it's in ..." belongs to a reaction whose event is about a
 * character; a spell and a hero are never objects in play, so they gain and spend no counters;
 * a support ability works in Reserve, where the card holds none.
 */
export function counterFaults(c: AlteredCard): Issue[] {
  const out: Issue[] = [];
  (c.reactions ?? []).forEach((r, k) => {
    if ((r.on === 'gainsCounter') !== (r.counter !== undefined)) out.push(issue(['reactions', k, 'counter'], r.on === 'gainsCounter' ? text('counters.gainsCounterNames') : text('counters.counterGainsCounterOnly')));
    r.effects.forEach((e, i) => {
      if (e.op === 'boost' && e.ifIt !== undefined && !ABOUT_A_CHARACTER.has(r.on)) out.push(issue(['reactions', k, 'effects', i, 'ifIt'], text('counters.ifItEventHasNone')));
    });
  });
  const lists: [(string | number)[], readonly Effect[]][] = [
    [['effects'], c.effects ?? []],
    ...(c.modes ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modes', k, 'effects'], m.effects]),
    ...(['exhaust', 'exhaustAlso', 'support'] as const).map((q): [(string | number)[], readonly Effect[]] => [[q, 'effects'], c[q]?.effects ?? []]),
    ...(c.modifiers ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modifiers', k, 'also'], 'also' in m && m.also ? m.also : []]),
    ...(c.modifiers ?? []).map((m, k): [(string | number)[], readonly Effect[]] => [['modifiers', k, 'instead'], 'instead' in m && Array.isArray(m.instead) ? m.instead : []]),
  ];
  for (const [path, effects] of lists) {
    effects.forEach((e, i) => {
      if (e.op === 'boost' && e.ifIt !== undefined) out.push(issue([...path, i, 'ifIt'], text('counters.ifItReactionOnly')));
    });
  }
  const holds = c.type !== 'spell' && c.type !== 'hero';
  const everyList: [(string | number)[], readonly Effect[]][] = [...lists, ...(c.reactions ?? []).map((r, k): [(string | number)[], readonly Effect[]] => [['reactions', k, 'effects'], r.effects])];
  for (const [path, effects] of everyList) {
    effects.forEach((e, i) => {
      const named = e.op === 'boost' && e.counter !== undefined;
      if ((named || e.spend !== undefined) && (!holds || path[0] === 'support')) out.push(issue([...path, i], path[0] === 'support' ? text('counters.reserveCardHoldsNone') : text('counters.typeHoldsNone', { type: cardTypeWord(c.type) })));
      else if (named && (e.me !== true || e.all !== undefined || e.innerTarget !== undefined || e.per !== undefined)) out.push(issue([...path, i, 'counter'], text('counters.namedByItself')));
      else if (e.op === 'boost' && e.ifIt !== undefined && !named) out.push(issue([...path, i, 'ifIt'], text('counters.ifItBeforeNamed')));
      else if (e.spend !== undefined && path[0] === 'modifiers') out.push(issue([...path, i, 'spend'], text('counters.modifierNoSpend')));
    });
  }
  if (c.support?.cost?.spend !== undefined) out.push(issue(['support', 'cost', 'spend'], text('counters.reserveNoSpend')));
  return out;
}
