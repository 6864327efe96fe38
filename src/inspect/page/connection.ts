/// <reference lib="dom" />
/**
 * What the inspector page knows of its server: the socket, the game's cards from `hello`, and the
 * last `state` message. Every part of the page sends and reads through this one object.
 */
import type { Named } from '../../table/page/names.js';
import type { InspectedCard, InspectedView, StateMessage } from '../protocol.js';
import type { ClientMessage } from '../session.js';

export const inspector = {
  socket: null as WebSocket | null,
  /** The game's cards by id, from `hello`. */
  cards: {} as Readonly<Record<string, InspectedCard>>,
  /** The game as the server last sent it; null before the first `state`. */
  current: null as StateMessage | null,
};

/** Sends a message of the protocol (docs/inspector.md) to the server. */
export function send(message: ClientMessage): void {
  inspector.socket?.send(JSON.stringify(message));
}

/** A view with the game's cards, for naming what it shows (the table page's names.ts). */
export function named(view: InspectedView): Named {
  return { ...(view as Named), cards: inspector.cards };
}
