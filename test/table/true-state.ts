/**
 * The server-side truth a browser's frames are checked against: the match rebuilt from its
 * setup and the actions the server accepted (each found by the version of its ack), version by
 * version, with the objects each seat may not see at each version.
 */
import { createGame } from '../../src/api.js';
import type { Game } from '../../src/engine/game/game.js';
import type { Player } from './players.js';

type Json = Record<string, any>;

/** The accepted actions by version, from the acts each player sent and the acks it received. */
export function acceptedActions(players: readonly Player[]): Map<number, Json> {
  const byVersion = new Map<number, Json>();
  for (const player of players) {
    const sentById = new Map(player.sent.filter((m) => m['type'] === 'act').map((m) => [m['id'] as string, m['action'] as Json]));
    for (const ack of player.received.filter((m) => m['type'] === 'ack')) {
      const action = sentById.get(ack['id'] as string);
      if (action) byVersion.set(ack['version'] as number, action);
    }
  }
  return byVersion;
}

/**
 * The object ids hidden from `observer` now: other seats' hands it was not shown, their main
 * decks, and their facedown cards.
 */
export function hiddenObjects(game: Game, observer: string): string[] {
  const state = game.state().state as Json;
  const hidden: string[] = [];
  for (const seat of state['seats'] as Json[]) {
    // A seat's own deck is hidden from it too, but it may look at its top card (Vision).
    if (seat['id'] === observer) continue;
    hidden.push(...(seat['deck'] as string[] ?? []));
    const known = ((seat['handKnownBy'] as Record<string, string[]> | undefined)?.[observer] ?? []) as string[];
    hidden.push(...(seat['hand'] as string[]).filter((id) => !known.includes(id)));
  }
  for (const bf of (state['battlefields'] ?? []) as Json[]) if (bf['hidden'] && bf['hidden'].owner !== observer) hidden.push(bf['hidden'].card);
  return hidden;
}

/** Rebuilds the match from `setup`; calls `atVersion` at version 0 and after each accepted action. */
export function replayVersions(setup: Json, actions: Map<number, Json>, atVersion: (version: number, game: Game, bySeat: Json | undefined) => void): Game {
  const game = createGame(setup as never);
  atVersion(0, game, undefined);
  for (let version = 1; actions.has(version); version++) {
    const result = game.apply(actions.get(version) as never);
    if (!result.ok) throw new Error(`version ${version}: the replayed action was refused: ${result.error.code}`);
    atVersion(version, game, result.bySeat);
  }
  return game;
}

/**
 * The hidden objects whose card `message` gives away: an object id may appear (ids are opaque,
 * and a public event like hiding a card names one), but no part of the message that names a
 * hidden object may also name its card.
 */
export function revealedCards(message: unknown, hidden: readonly string[], cardOf: (id: string) => string): string[] {
  const found = new Set<string>();
  const ids = new Set(hidden);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const text = JSON.stringify(node);
    for (const value of Object.values(node)) {
      const named = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && ids.has(v));
      for (const id of named) if (text.includes(`"${cardOf(id)}"`)) found.add(`${id}: ${text.slice(0, 400)}`);
    }
    Object.values(node).forEach(visit);
  };
  visit(message);
  return [...found];
}
