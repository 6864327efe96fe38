/**
 * A spell an effect plays as it resolves, from a trash, banishment or the hand (CR 419.3): a
 * Limited Play, otherwise played as usual (CR 419.3.b). Its player chooses its mode and
 * targets as they pay the cost the effect set; it goes on the chain above the item playing
 * it, and resolves after that one (CR 419.1). With no legal choice it is not played (CR
 * 419.3.a, 419.3.c). Its optional steps are all accepted, and it pays no additional or
 * Repeat cost.
 *
 * A spell an effect said to recycle after it is played ("Then recycle it.") is marked on the
 * chain: once it resolves, which completes its play (CR 419.4.a), it goes to the bottom of its
 * owner's Main Deck instead of the trash.
 */
import type { CardDefinition, TargetSpec } from '../schema/card-schema.js';
import { notePlayed } from '../reads/keyword-handlers.js';
import { seat, type RiftHost } from '../reads/queries.js';
import { wholeChainItem, type ObjectId, type SeatId } from '../state/state.js';
import { addToChain, newChainId } from './chain.js';
import { targetChoices } from './targeting.js';
import { announce } from './trigger-events.js';

/** What the player of a spell an effect plays chooses for it: a mode of a modal spell, and its targets. */
export interface SpellChoices {
  readonly mode?: number | undefined;
  readonly targets?: Readonly<Record<string, string>> | undefined;
}

/** Choices as a listed action carries them: a field is there with its value, or not at all. */
type ListedSpellChoices = { readonly [K in keyof SpellChoices]?: Exclude<SpellChoices[K], undefined> };

const NO_TARGETS: readonly TargetSpec[] = [];

/** Every mode and target combination `player` may choose for the spell (capped as legalActions lists them); none when it has no legal one. */
export function spellChoicesFor(host: RiftHost, player: SeatId, id: ObjectId, def: CardDefinition): ListedSpellChoices[] {
  const out: ListedSpellChoices[] = [];
  const modes = def.modes ?? [{ targets: def.targets, effects: def.effects ?? [] }];
  modes.forEach((mode, index) => {
    const specs = mode.targets ?? NO_TARGETS;
    const asMode = def.modes === undefined ? undefined : index;
    if (specs.length === 0) out.push(asMode === undefined ? {} : { mode: asMode });
    else for (const targets of targetChoices(host, player, specs, 64, null, id)) out.push(asMode === undefined ? { targets } : { mode: asMode, targets });
  });
  return out;
}

/** Whether playing the spell asks its player nothing: not modal, no targets. */
export function choosesNothing(def: CardDefinition): boolean {
  return def.modes === undefined && (def.targets ?? NO_TARGETS).length === 0;
}

/** The spell, out of its zone `from` already, is played by `player` with `choices`: it goes on the chain and is announced as played. */
export function playSpellFromZone(host: RiftHost, player: SeatId, id: ObjectId, def: CardDefinition, from: 'trash' | 'banishment' | 'deck' | 'hand', choices: SpellChoices): void {
  notePlayed(host, player, id);
  host.emit(from === 'hand' ? { type: 'spellPlayed', seat: player, card: def.id, object: id } : { type: 'spellPlayed', seat: player, card: def.id, object: id, from });
  addToChain(host, {
    kind: 'spell',
    controller: player,
    source: id,
    card: def.id,
    ...(choices.mode === undefined ? {} : { mode: choices.mode }),
    targets: { ...choices.targets },
    declined: [],
    here: null,
    id: newChainId(host.state),
  });
  // "When you play a spell" abilities go on the chain above it (CR 383.2.c).
  announce(host, { trigger: 'played', object: id, player, here: null });
}

/** Whether `id` is a spell on the chain; if so it is marked to be recycled once it resolves. */
export function recycleOnceResolved(host: RiftHost, id: ObjectId): boolean {
  const { chain } = host.state;
  const index = chain.findIndex((item) => item.kind === 'spell' && item.source === id);
  const item = chain[index];
  if (item === undefined) return false;
  // Chain items are immutable: replaced by a copy, which keeps their shape.
  chain[index] = wholeChainItem({ ...item, recycled: true });
  return true;
}

/** A spell marked to be recycled leaves the chain for the bottom of its owner's Main Deck, in public (CR 416). */
export function recycleResolvedSpell(host: RiftHost, controller: SeatId, id: ObjectId): void {
  const obj = host.state.objects[id];
  if (obj === undefined) return;
  seat(host.state, obj.owner).deck.push(id);
  host.emit({ type: 'cardsRecycled', seat: controller, count: 1, cards: [id], cardIds: [obj.card] });
}
