/**
 * Every player emptying zones of theirs, in both languages side by side: "Each player discards
 * their hand", "... their hand and their Reserve" ("Chaque joueur défausse sa main", "... sa
 * main et sa Réserve": `discardAll` with its `zones` and `player: "eachPlayer"`), and after it,
 * each player again with the subject left unsaid, ", then draws three cards" (", puis pioche
 * trois cartes"). joined-steps.ts keeps "each player" unsaid only after a step of each player.
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

type Zones = Extract<Step, { op: 'discardAll' }>['zones'];

/** A language's words: "each player", the verbs, and the zones as their owner's. */
interface DiscardWords {
  readonly eachPlayer: string;
  readonly discards: string;
  readonly draws: string;
  readonly hand: string;
  readonly handAndReserve: string;
}

const HAND: Zones = ['hand'];
const HAND_AND_RESERVE: Zones = ['hand', 'reserve'];

function handsDiscarded(said: DiscardWords, cards: Rule<number>): { readonly sentence: Rule<Step>; readonly continued: Rule<Step> } {
  const zones: Rule<Zones> = alt(
    map(words(said.handAndReserve), { to: () => HAND_AND_RESERVE, from: (z) => (z.length === 2 && z[0] === 'hand' && z[1] === 'reserve' ? undefined : NO) }),
    map(words(said.hand), { to: () => HAND, from: (z) => (z.length === 1 && z[0] === 'hand' ? undefined : NO) }),
  );
  const sentence = stepPhrase(
    pair(words(`${said.eachPlayer} ${said.discards}`), zones),
    ([, z]) => ({ op: 'discardAll', zones: [...z], player: 'eachPlayer' }),
    (s) => (s.op === 'discardAll' && s.player === 'eachPlayer' ? ([undefined, s.zones] as const) : NO),
  );
  // The subject left unsaid: each player, as in the step before (joined-steps.ts checks it).
  const continued = stepPhrase(
    pair(words(said.draws), cards),
    ([, amount]) => ({ op: 'draw', amount, player: 'eachPlayer' }),
    (s) => (s.op === 'draw' && s.player === 'eachPlayer' ? ([undefined, s.amount] as const) : NO),
  );
  return { sentence, continued };
}

export const handsDiscardedWords = {
  en: (cards: Rule<number>) => handsDiscarded({ eachPlayer: 'each player', discards: 'discards', draws: 'draws', hand: 'their hand', handAndReserve: 'their hand and their Reserve' }, cards),
  fr: (cards: Rule<number>) => handsDiscarded({ eachPlayer: 'chaque joueur', discards: 'défausse', draws: 'pioche', hand: 'sa main', handAndReserve: 'sa main et sa Réserve' }, cards),
};
