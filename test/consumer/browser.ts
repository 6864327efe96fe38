// The browser entry, type-checked as a bundler's project would: the same declared types as the
// main entry (run by test/browser-bundle.test.ts, which loads the bundle on a page).
import { createGame, listModes, type AlteredAction, type RiftboundEvent } from 'rulegraph/browser';

export function firstDraws(): number {
  const game = createGame({ mode: 'riftbound/duel', seed: 7 });
  const drawn = game.events().filter((e): e is Extract<RiftboundEvent, { type: 'cardsDrawn' }> => e.type === 'cardsDrawn');
  const altered = createGame({ mode: 'altered/duel', seed: 7 });
  const pass: AlteredAction = { type: 'pass', seat: 'A' };
  altered.check(pass);
  return drawn.reduce((sum, e) => sum + e.count, 0) + listModes().length;
}

// @ts-expect-error the browser entry's actions are typed: a misspelt field
createGame({ mode: 'riftbound/duel', seed: 1 }).apply({ type: 'move', seat: 'A', units: ['o1'], too: 'base' });
// @ts-expect-error and its views: Riftbound seats have no `reserve`
console.log(createGame({ mode: 'riftbound/duel', seed: 1 }).view('A').seats[0]?.reserve);
