/**
 * Steps every player does (the player effects' `player` `eachPlayer`), in both languages side
 * by side: "Each player draws a card.", "Each player [Resupplies]." ("Chaque joueur pioche une
 * carte.", "Chaque joueur [Ravitaille].").
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { thirdPersonKeywordActions } from './keyword-actions.js';
import { words, type Rule } from './primitives.js';
import { stepPhrase } from './steps.js';

/** A language's words: "each player", and "draws" before the cards drawn. */
interface EachPlayerWords {
  readonly eachPlayer: string;
  readonly draws: string;
  readonly lang: 'en' | 'fr';
}

function eachPlayer(said: EachPlayerWords, cards: Rule<number>): Rule<Step> {
  const subject = words(said.eachPlayer);
  return alt(
    stepPhrase(
      pair(pair(subject, words(said.draws)), cards),
      ([, amount]) => ({ op: 'draw', amount, player: 'eachPlayer' }),
      (s) => (s.op === 'draw' && s.player === 'eachPlayer' ? ([[undefined, undefined], s.amount] as const) : NO),
    ),
    map(pair(subject, thirdPersonKeywordActions(said.lang)), {
      to: ([, s]) => ({ ...s, player: 'eachPlayer' }) as Step,
      from: (s) => {
        if (!('player' in s) || s.player !== 'eachPlayer') return NO;
        const { player: _player, ...rest } = s;
        return [undefined, rest as Step] as const;
      },
    }),
  );
}

export const eachPlayerSteps = {
  /** English, with the language's words for the cards drawn ("a card", "two cards"). */
  en: (cards: Rule<number>): Rule<Step> => eachPlayer({ eachPlayer: 'each player', draws: 'draws', lang: 'en' }, cards),
  fr: (cards: Rule<number>): Rule<Step> => eachPlayer({ eachPlayer: 'chaque joueur', draws: 'pioche', lang: 'fr' }, cards),
};
