/**
 * "When you play a Robot — It gains [[Asleep]]": a `youPlay` reaction limited to a card of a
 * subtype (`subtype`, as printed: a card being played is in no zone of play yet, glossary 2.3.1,
 * so its printed subtypes are its own), whose steps without a target act on the card played (its
 * emblem keeps it, as a `joins` reaction's keeps the joining character). Decision: the subtype is
 * compared without regard to case, in the language of the card's text, as `joins` compares it.
 */
import { printedCharacteristics } from './characteristics.js';
import { card } from './queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId } from '../state/state.js';

type Reaction = NonNullable<AlteredCard['reactions']>[number];

/** The steps that act on an object (the target, else the card played): on "me", a group or a token made they act elsewhere. */
const ON_AN_OBJECT: ReadonlySet<string> = new Set(['boost', 'anchor', 'sleep', 'fleeting', 'lose', 'ready', 'sendToReserve', 'switchExpedition', 'sacrifice', 'returnToHand', 'discard', 'toMana']);

/** Whether a `youPlay` reaction without a target has a step on "it", the card played. */
export function actsOnPlayed(reaction: Reaction): boolean {
  if (reaction.on !== 'youPlay' || reaction.target !== undefined) return false;
  return reaction.effects.some((e) => ON_AN_OBJECT.has(e.op) && !('me' in e && e.me === true) && !('all' in e && e.all !== undefined) && !('made' in e && e.made === true) && !('counter' in e && e.counter !== undefined));
}

/** Whether the card played is of the reaction's subtype, where it names one. */
export function playedOfSubtype(host: Pick<AlteredHost, 'state' | 'rules'>, reaction: Reaction, played: ObjectId): boolean {
  if (reaction.subtype === undefined) return true;
  const obj = host.state.objects[played];
  if (!obj) return false;
  const wanted = reaction.subtype.toLowerCase();
  return printedCharacteristics(card(host.rules, obj.card)).subtypes.some((s) => s.toLowerCase() === wanted);
}
