/**
 * A card's own arrival in Reserve from a zone other than its expedition ("When I go to Reserve
 * from your hand —", "... from anywhere —"; a `toReserve` reaction with `from`): the card was in
 * no zone where its abilities work, but a reaction that triggers on its own object entering a
 * visible zone exists for that event (glossary 6.3.d), and finds the new object in the Reserve
 * (2.1.e). The move from an expedition is heard where the card leaves play (mechanics/effects.ts, leavePlay).
 */
import { card } from '../reads/queries.js';
import type { AlteredHost, AlteredObject } from '../state/state.js';
import { activate, type ReserveOrigin } from './triggers.js';
import { playerActed } from './player-acts.js';
import type { Watcher } from '../reads/granted-reactions.js';

/** `obj` has just been put in its owner's Reserve from `from`: its own reactions to that activate. */
export function arrivedInReserve(host: AlteredHost, obj: AlteredObject, from: Exclude<ReserveOrigin, 'expedition'>): void {
  // "When a card goes from your deck or hand to Reserve": its owner's act, once per card.
  if (from === 'deck' || from === 'hand') playerActed(host, obj.owner, from === 'deck' ? 'deckToReserve' : 'handToReserve');
  const reactions = card(host.rules, obj.card).reactions ?? [];
  if (!reactions.some((r) => r.on === 'toReserve' && r.from !== undefined && r.from !== 'expedition')) return;
  const own: Watcher = { object: obj.id, card: obj.card, controller: obj.owner, reactions, blocked: [] };
  activate(host, [own], { on: 'toReserve', object: obj.id, from });
}
