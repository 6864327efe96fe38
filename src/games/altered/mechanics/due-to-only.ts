/**
 * An expedition facing a card that can move forward during Dusk only due to a terrain: a passive
 * of a character or an expedition permanent that changes what a rule does, not a characteristic
 * (glossary 1.4.2.a). While the card is in an expedition (a Gigantic one: both of its
 * controller's, 7.4.3.f), the expedition facing it, if its region has that terrain (as passives
 * make the regions), moves forward during Dusk only at Progress and only when it wins that
 * terrain (the move is "due to" it, seed 003, Dusk: Progress); an effect never moves it forward
 * during Dusk, a move by an effect being due to no terrain. Outside Dusk it moves as usual.
 */
import { abilityHolders, characteristicsFor, type Characteristics, type Part } from '../reads/characteristics.js';
import { facing, hasKeyword, regionIndex } from '../reads/queries.js';
import type { AlteredCard, Terrain } from '../schema/file-schemas.js';
import type { AlteredHost, SeatId, Side } from '../state/state.js';

type Passive = NonNullable<AlteredCard['passives']>[number];
type DueToOnly = Extract<Passive, { kind: 'facingDueToOnly' }>;

const isDueToOnly = (p: Passive): p is DueToOnly => p.kind === 'facingDueToOnly';
const hasDueToOnly = (c: AlteredCard) => (c.passives ?? []).some(isDueToOnly);

/** What the check reads of the characteristics: where Gigantic cards are, and the regions' terrains. */
export const DUE_TO_READS: readonly Part[] = ['keyword:gigantic', 'terrains'];

/**
 * The terrains the expedition's move forward must be due to during this Dusk (none outside
 * Dusk, and none when no card in play faces it with this passive).
 */
export function onlyDueTo(host: AlteredHost, seatId: SeatId, side: Side, known?: Characteristics): readonly Terrain[] {
  if (host.state.advancedThisDusk === null) return [];
  const holders = abilityHolders(host, hasDueToOnly, known);
  if (holders.length === 0) return [];
  const chars = known ?? characteristicsFor(host, DUE_TO_READS);
  const region = regionIndex(host.state, seatId, side);
  const terrains = chars?.terrains[region] ?? host.state.regions[region]?.terrains ?? [];
  const needed: Terrain[] = [];
  for (const h of holders) {
    const obj = h.object === null ? undefined : host.state.objects[h.object];
    if (obj === undefined || obj.side === undefined || h.object === null) continue;
    const sides: readonly Side[] = hasKeyword(host, h.object, 'gigantic', chars) ? ['hero', 'companion'] : [obj.side];
    // The expedition facing the card's: the one of the same side its controller faces there.
    if (!sides.some((s) => s === side && facing(host, h.controller, s) === seatId)) continue;
    for (const p of (h.card.passives ?? []).filter(isDueToOnly)) if (terrains.includes(p.terrain) && !needed.includes(p.terrain)) needed.push(p.terrain);
  }
  return needed;
}
