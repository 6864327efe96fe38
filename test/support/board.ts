/**
 * A blank board at A's first Main Phase of a duel: no hands, no runes, no units, and two
 * battlefields without abilities (`broken-aqueduct`, `shattered-causeway`).
 */
import { duelAtMain, edit, type DraftState, type RGame } from './riftbound.js';
import { newBattlefield } from '../../src/games/riftbound/state/state.js';

export function blankDuel(seed = 2, change: (state: DraftState) => void = () => {}): RGame {
  return edit(duelAtMain(seed), (s) => {
    for (const seat of s.seats) {
      seat.deck.push(...seat.hand.splice(0), ...seat.base.splice(0));
      seat.runeDeck.push(...seat.runes.splice(0));
    }
    s.battlefields = [newBattlefield('broken-aqueduct', 'broken-aqueduct', 'A'), newBattlefield('shattered-causeway', 'shattered-causeway', 'B')] as DraftState['battlefields'];
    change(s);
  });
}
