/**
 * "The first Character you play each Afternoon gains 1 boost" (card data: a `passives` entry of
 * kind `firstEachAfternoon`): a passive of a card in play (a hero's from the start) that changes
 * what playing a card does, not a characteristic (glossary 1.4.2.a). At each Noon, for each such
 * card in play then, its controller's first character of the coming Afternoon is waited for as a
 * "next Character you play this Afternoon" effect is (mechanics/next-play.ts): the first one played, from
 * the hand or the Reserve, or at once by an effect, gains the boosts once in its expedition, and
 * the wait ends with the Afternoon.
 */
import { abilityHolders } from '../reads/characteristics.js';
import { waitForNextPlay } from './next-play.js';
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type FirstEachAfternoon = Extract<Passive, { kind: 'firstEachAfternoon' }>;

const isFirst = (p: Passive): p is FirstEachAfternoon => p.kind === 'firstEachAfternoon';

/** At Noon: each card in play with the passive has its controller's first character of the Afternoon waited for. */
export function awaitFirstPlays(host: AlteredHost): void {
  for (const holder of abilityHolders(host, (c) => (c.passives ?? []).some(isFirst))) {
    for (const p of (holder.card.passives ?? []).filter(isFirst)) waitForNextPlay(host, holder.controller, { cardType: p.cardType, until: 'afternoon', boosts: p.boosts });
  }
}
