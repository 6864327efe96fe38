/**
 * What the cards of one game ask: the events they hear, whether one counts the enemy choices
 * made this turn, whether one lets other units be played elsewhere... Each such question
 * ({@link CardQuestion}) is answered from the cards of the game alone, never from the whole
 * card database: a game whose rules add hundreds of cards (a whole imported set) pays only for
 * those its players brought. The cards of a game are those its objects are (decks, legends,
 * champions, the tokens made so far), its battlefields, and the tokens those cards can make
 * (a `createToken` step names its card), so a record that a token's ability reads is kept
 * before the token is made.
 *
 * The answers are kept per state and worked out again only when the set of cards may have
 * changed: an object of a card not among them was made (`nextObjectId` moves; a token of a card
 * the game holds already adds nothing) or a battlefield's card changed. An object keeps its card
 * for its whole life, so nothing else adds a card. Each question's answer for
 * one card is kept with the card's definition, so working a game out again walks each of its
 * distinct cards once.
 */
import { numberedObjectId, type Card, type RiftboundRules, type RiftboundState } from '../state/state.js';

/** A question about the cards of a game: what one card says of it (`ofCard`), gathered over the game's cards. */
export interface CardQuestion<T> {
  /** What it asks, for messages and tests. */
  readonly name: string;
  readonly ofCard: (def: Card) => readonly T[];
  /** Each card's answer, worked out once per definition. */
  readonly byCard: WeakMap<Card, readonly T[]>;
  /** Its place among a game's answers, given on its first question (-1 until then). */
  slot: number;
}

/** A question whose answer for a card is a list of what it says (the events it hears...). */
export function cardQuestion<T>(name: string, ofCard: (def: Card) => readonly T[]): CardQuestion<T> {
  return { name, ofCard, byCard: new WeakMap(), slot: -1 };
}

const YES: readonly true[] = [true];
const NO: readonly true[] = [];

/** A yes-or-no question: whether some card of the game `says` (see {@link askedByAnyCard}). */
export function cardFlag(name: string, says: (def: Card) => boolean): CardQuestion<true> {
  return cardQuestion(name, (def) => (says(def) ? YES : NO));
}

/** The cards of one version of a game, and the answers asked of them so far. */
interface GameCards {
  readonly rules: RiftboundRules;
  /** `nextObjectId` when worked out, or when the objects made since were found to be of cards already among {@link cards}. */
  made: number;
  /** Each battlefield's card, in order, when worked out. */
  readonly battlefields: readonly string[];
  readonly cards: readonly Card[];
  /** The ids of {@link cards}. */
  readonly ids: ReadonlySet<string>;
  /** The answers by question slot. */
  readonly answers: (ReadonlySet<unknown> | undefined)[];
  /** By question slot, for each value asked about, the ids of the cards whose answer holds it. */
  readonly holders: (Map<unknown, ReadonlySet<string>> | undefined)[];
}

const kept = new WeakMap<RiftboundState, GameCards>();
/** The state asked last and its cards: questions come in runs about one state. */
let lastState: RiftboundState | undefined;
let lastCards: GameCards | undefined;
let slotsGiven = 0;

/** Everything the cards of `host`'s game say of `question`. */
export function askedInGame<T>(host: { readonly state: RiftboundState; readonly rules: RiftboundRules }, question: CardQuestion<T>): ReadonlySet<T> {
  const game = gameCards(host.state, host.rules);
  const slot = slotOf(question);
  let answer = game.answers[slot] as ReadonlySet<T> | undefined;
  if (answer === undefined) {
    const found = new Set<T>();
    for (const def of game.cards) for (const value of answerOf(question, def)) found.add(value);
    game.answers[slot] = answer = found;
  }
  return answer;
}

/** The ids of the cards of `host`'s game whose answer to `question` holds `value` (the cards that hear an event). */
export function cardsSaying<T>(host: { readonly state: RiftboundState; readonly rules: RiftboundRules }, question: CardQuestion<T>, value: T): ReadonlySet<string> {
  const game = gameCards(host.state, host.rules);
  const slot = slotOf(question);
  let byValue = game.holders[slot];
  if (byValue === undefined) game.holders[slot] = byValue = new Map();
  let ids = byValue.get(value);
  if (ids === undefined) {
    const found = new Set<string>();
    for (const def of game.cards) if (answerOf(question, def).includes(value)) found.add(def.id);
    byValue.set(value, (ids = found));
  }
  return ids;
}

/** The place of `question` among a game's answers, given on its first question. */
function slotOf(question: CardQuestion<unknown>): number {
  if (question.slot < 0) question.slot = slotsGiven++;
  return question.slot;
}

/** Whether some card of `host`'s game says yes to `question`. */
export function askedByAnyCard(host: { readonly state: RiftboundState; readonly rules: RiftboundRules }, question: CardQuestion<true>): boolean {
  return askedInGame(host, question).size > 0;
}

function answerOf<T>(question: CardQuestion<T>, def: Card): readonly T[] {
  let answer = question.byCard.get(def);
  if (answer === undefined) question.byCard.set(def, (answer = question.ofCard(def)));
  return answer;
}

function gameCards(state: RiftboundState, rules: RiftboundRules): GameCards {
  let game = lastState === state ? lastCards : kept.get(state);
  if (game === undefined || game.rules !== rules || (game.made !== state.nextObjectId && !madeOfKnownCards(game, state)) || !sameBattlefields(game.battlefields, state)) {
    const ids = new Set<string>();
    game = { rules, made: state.nextObjectId, battlefields: state.battlefields.map((bf) => bf.card), cards: cardsOf(state, rules, ids), ids, answers: [], holders: [] };
    kept.set(state, game);
  }
  lastState = state;
  lastCards = game;
  return game;
}

/**
 * Whether the objects made since `game` was worked out (tokens, whose ids follow `made`) are
 * all of cards it holds already: usually so, the cards of the tokens a game's cards make being
 * among its cards. The answers then stay, and `made` moves on.
 */
function madeOfKnownCards(game: GameCards, state: RiftboundState): boolean {
  for (let n = game.made; n < state.nextObjectId; n++) {
    const cardId = state.objects[numberedObjectId(n)]?.card;
    if (cardId !== undefined && !game.ids.has(cardId)) return false;
  }
  game.made = state.nextObjectId;
  return true;
}

function sameBattlefields(cards: readonly string[], state: RiftboundState): boolean {
  if (cards.length !== state.battlefields.length) return false;
  for (let i = 0; i < cards.length; i++) if (cards[i] !== state.battlefields[i]?.card) return false;
  return true;
}

/** The distinct cards of the game: its objects', its battlefields', and the tokens they can make, theirs too. */
function cardsOf(state: RiftboundState, rules: RiftboundRules, seen: Set<string>): Card[] {
  const cards: Card[] = [];
  const add = (cardId: string): void => {
    if (seen.has(cardId)) return;
    seen.add(cardId);
    const def = rules.cardDb.cards.get(cardId);
    if (def === undefined) return;
    cards.push(def);
    for (const token of answerOf(TOKENS_MADE, def)) add(token);
  };
  for (const id in state.objects) add((state.objects[id] as { readonly card: string }).card);
  for (const bf of state.battlefields) add(bf.card);
  return cards;
}

/** The cards of the tokens a card's steps make (`createToken`), wherever they are in its data. */
const TOKENS_MADE = cardQuestion<string>('tokens made', (def) => {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
    } else if (node !== null && typeof node === 'object') {
      const step = node as { readonly op?: unknown; readonly card?: unknown };
      if (step.op === 'createToken' && typeof step.card === 'string') found.push(step.card);
      for (const value of Object.values(node)) walk(value);
    }
  };
  walk(def);
  return found;
});
