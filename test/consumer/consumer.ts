// A program written against the docs only, as a project that depends on rulegraph would.
import { botFromSpec, createGame, listModes, nextDecision, seatWindow, type RiftboundAction, type RiftboundEvent } from 'rulegraph';

const game = createGame({ mode: 'riftbound/duel', seed: 7 });
const drawn = game.events().filter((e): e is Extract<RiftboundEvent, { type: 'cardsDrawn' }> => e.type === 'cardsDrawn');
let steps = 0;
while (!game.over && steps < 5000) {
  const decision = nextDecision(game);
  if (!decision) break;
  const [action] = decision.actions;
  if (!action) break;
  const result = game.apply(action);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  steps++;
}
// A bot of the registry decides from the window of the seat, typed by the mode.
const window = seatWindow(game, 'A');
const chosen: RiftboundAction | undefined = window.actions.length > 0 ? botFromSpec('greedy', 1).choose(window) : undefined;
if (chosen && !window.actions.includes(chosen)) throw new Error('the bot chose outside its window');
const view = game.view('A');
console.log(JSON.stringify({ modes: listModes().length, drawn: drawn.length, over: game.over, winner: game.winner, seats: view.seats.map((s) => s.handSize), steps }));
