/** A fresh game at the position of a snapshot of `like`, with the same definition and no event log. */
import { loadMode } from '../api.js';
import { replayGame } from '../engine/game/replay.js';
import type { Game } from '../engine/game/game.js';
import type { Snapshot } from '../engine/game/record.js';

export function copyGame(like: Game, snapshot: Snapshot = like.snapshot()): Game {
  return replayGame(loadMode(like.mode), { format: 'rulegraph/record@1', start: { snapshot }, actions: [] }, { keepEvents: false });
}
