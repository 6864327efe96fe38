/** A host over a copy of a game's state, for testing one mechanism directly. */
import type { Game } from '../../src/engine/game/game.js';
import type { GameEvent } from '../../src/engine/game/module.js';
import type { RiftHost } from '../../src/games/riftbound/reads/queries.js';
import type { RiftboundState } from '../../src/games/riftbound/state/state.js';

export function hostOf(game: Game<RiftboundState>): RiftHost & { events: GameEvent[] } {
  const events: GameEvent[] = [];
  return {
    state: structuredClone(game.liveState) as RiftboundState,
    rules: game.rules as RiftHost['rules'],
    events,
    emit: (event: GameEvent) => void events.push(event),
    guard: () => false,
  };
}
