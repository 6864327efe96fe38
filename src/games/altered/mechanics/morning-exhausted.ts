/**
 * Exhausted cards in Reserve that stay exhausted during Morning (card data: a `passives` entry of
 * kind `exhaustedStay`, with the card type kept so): a passive of a character or a permanent in
 * play that changes what a rule does, not a characteristic (glossary 1.4.2.a). While a card with
 * it is in play and keeps its abilities (1.2.4.d), Morning's readying of exhausted cards (the day,
 * Morning: "the players ready every exhausted card") leaves the exhausted characters in every
 * player's Reserve exhausted; everything else readies as usual.
 */
import { abilityHolders } from '../reads/characteristics.js';
import { card } from '../reads/queries.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type Stay = Extract<Passive, { kind: 'exhaustedStay' }>;

const isStay = (p: Passive): p is Stay => p.kind === 'exhaustedStay';
const keepsExhausted = (c: AlteredCard) => (c.passives ?? []).some(isStay);

/**
 * Which cards in Reserve stay exhausted this Morning, as the cards in play say it now (before
 * anything readies): a test of a card in Reserve, or undefined when none stays so.
 */
export function staysExhaustedThisMorning(host: AlteredHost): ((id: ObjectId) => boolean) | undefined {
  const kept = new Set(abilityHolders(host, keepsExhausted).flatMap((h) => (h.card.passives ?? []).filter(isStay).map((p) => p.cardType)));
  if (kept.size === 0) return undefined;
  return (id) => {
    const obj = host.state.objects[id];
    return obj !== undefined && kept.has(card(host.rules, obj.card).type as Stay['cardType']);
  };
}
