/**
 * Abilities of a card heard as it is revealed from its owner's Main Deck (CR 424.1.a.1):
 * "As I'm revealed from your deck, [Add] :rb_energy_3:." (the trigger `revealed`). The card
 * stays in the deck while revealed (CR 424.1.a.2); its ability is done at once, as it is
 * revealed, by its owner, without the chain, as an ability that only adds resources is (the
 * card checker allows such abilities only). Only the cards revealed are read: a reveal of cards
 * without one costs a look at their definitions.
 */
import type { Ability } from '../schema/card-schema.js';
import { card, object, type RiftHost } from '../reads/queries.js';
import { wholeChainItem, type ObjectId } from '../state/state.js';
import { newChainId } from './chain.js';
import { runInstead } from './effects.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

function heardAsRevealed(ability: Ability): ability is Triggered {
  if (ability.kind !== 'triggered') return false;
  const trigger = ability.trigger;
  return trigger === 'revealed' || (Array.isArray(trigger) && trigger.includes('revealed'));
}

/** The cards `cards` of a Main Deck were revealed: each one's abilities heard as it is revealed are done now. */
export function revealedFromDeck(host: RiftHost, cards: readonly ObjectId[]): void {
  for (const id of cards) {
    const obj = host.state.objects[id];
    if (obj === undefined) continue;
    const abilities = card(host.rules, obj.card).abilities;
    if (abilities === undefined) continue;
    abilities.forEach((ability, index) => {
      if (!heardAsRevealed(ability)) return;
      const owner = object(host.state, id).owner;
      const item = wholeChainItem({ id: newChainId(host.state), kind: 'triggered', controller: owner, source: id, card: obj.card, ability: index, targets: {}, declined: [], here: null });
      host.emit({ type: 'abilityTriggered', trigger: 'revealed', source: id, card: obj.card, controller: owner });
      runInstead(host, item, { unit: id });
    });
  }
}
