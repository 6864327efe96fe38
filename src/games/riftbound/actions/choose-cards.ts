/**
 * Choosing cards as a spell or an ability resolves (CR 355.17): a step paused its chain item
 * to ask a player which cards it acts on (the cards discarded, CR 422.1.a; recycled from a
 * trash, CR 416.6). The player names between `min` and `max` of the options; the item goes
 * on resolving. Only the chooser sees options from a hidden zone; while the question waits,
 * nobody else acts (actions/pending.ts).
 */
import { resumeResolution } from '../mechanics/chain.js';
import type { RiftHost } from '../reads/queries.js';
import type { CardsAsk } from '../state/state.js';
import { riftAction, ids } from './fields.js';
import { purposeWords, refuse } from '../i18n/messages.js';
import type { ChooseCardsAction } from '../../../types/riftbound.js';

const RULE = 'CR 355.17';

/** How many choices legalActions lists at most. */
const LISTED = 64;

/** The card choice `seat` is asked now, if any. */
function asked(host: RiftHost, seat: string): CardsAsk | undefined {
  const asks = host.state.instructionCost?.asks;
  return asks?.kind === 'cards' && asks.seat === seat ? asks : undefined;
}

/** Every way to pick `count` of `from` in their order, up to `cap`. */
function combinations(from: readonly string[], count: number, cap: number): string[][] {
  const out: string[][] = [];
  const pick = (start: number, chosen: string[]) => {
    if (out.length >= cap) return;
    if (chosen.length === count) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= from.length - (count - chosen.length); i++) pick(i + 1, [...chosen, from[i] as string]);
  };
  pick(0, []);
  return out;
}

export const chooseCards = riftAction({
  type: 'chooseCards',
  description: 'Choose the cards the resolving spell or ability asks for (cards to discard, to recycle...).',
  fields: { properties: { cards: ids }, required: ['cards'] },
  enumerate(host, seat) {
    const asks = asked(host, seat);
    if (!asks) return [];
    const out: ChooseCardsAction[] = [];
    for (let n = asks.min; n <= asks.max && out.length < LISTED; n++) {
      for (const cards of combinations(asks.from, n, LISTED - out.length)) out.push({ type: 'chooseCards', seat, cards });
    }
    return out;
  },
  check(host, action) {
    const asks = asked(host, action.seat);
    if (!asks) return refuse('NO_CHOICE_PENDING.nothingAsksYou', RULE);
    const cards = action['cards'];
    if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string') || new Set(cards).size !== cards.length) {
      return refuse('MALFORMED_ACTION.cardsList', 'docs/api.md#actions');
    }
    if (cards.length < asks.min || cards.length > asks.max) {
      const wanted = asks.min === asks.max ? `${asks.min}` : `${asks.min} to ${asks.max}`;
      return refuse('WRONG_CARD_COUNT', RULE, { wanted, purpose: purposeWords(asks.purpose) });
    }
    const stray = cards.find((c) => !asks.from.includes(c as string));
    return stray === undefined ? undefined : refuse('NOT_AN_OPTION', RULE, { stray: String(stray) });
  },
  perform: performChooseCards,
});

export function performChooseCards(host: RiftHost, action: ChooseCardsAction): void {
  const question = host.state.instructionCost;
  if (!question) throw new Error('no card choice is asked');
  // Which cards: the chooser's own knowledge; what happens to them says the rest.
  host.emit({ type: 'cardsChosen', seat: action.seat, item: question.item, count: action.cards.length }, { to: [action.seat], fields: { cards: [...action.cards] } });
  resumeResolution(host, false, { cards: [...action.cards] });
}
