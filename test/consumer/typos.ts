// Each line below must fail to compile: the declared per-game types catch the mistake.
import { createGame, type AlteredRefusalCode, type RiftboundAction } from 'rulegraph';

const riftbound = createGame({ mode: 'riftbound/2v2', seed: 1 });
const altered = createGame({ mode: 'altered/duel', seed: 1 });

// @ts-expect-error an action type that does not exist
riftbound.apply({ type: 'endTrun', seat: 'A' });
// @ts-expect-error a misspelt field
riftbound.apply({ type: 'move', seat: 'A', units: ['o1'], too: 'base' });
// @ts-expect-error a field of the wrong type
riftbound.apply({ type: 'mulligan', seat: 'A', setAside: 'o1' });
// @ts-expect-error a Riftbound action given to an Altered game
altered.apply({ type: 'endTurn', seat: 'A' });
// @ts-expect-error a mode the package does not ship
createGame({ mode: 'riftbound/duell', seed: 1 });

const result = riftbound.apply({ type: 'endTurn', seat: 'A' });
if (!result.ok) {
  // @ts-expect-error a refusal code Riftbound never gives
  if (result.error.code === 'NOT_YOUR_TRUN') console.log('never');
}
// @ts-expect-error not an Altered refusal code
const code: AlteredRefusalCode = 'NO_PRIORITY';
// @ts-expect-error views are typed: Riftbound seats have no `reserve`
console.log(riftbound.view('A').seats[0]?.reserve, code);
// @ts-expect-error events are typed: `cardsDrawn` has a `count`, not an `amount`
riftbound.events().map((e) => (e.type === 'cardsDrawn' ? e.amount : 0));

// And the right spellings compile.
const move: RiftboundAction = { type: 'move', seat: 'A', units: ['o1'], to: 'base' };
riftbound.check(move);
altered.apply({ type: 'pass', seat: 'A' });
riftbound.events().map((e) => (e.type === 'cardsDrawn' ? e.count : 0));
