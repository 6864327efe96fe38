/**
 * The ways a spell may be played now, each a mode (or the card itself, or several modes where
 * the card allows them, mechanics/more-modes.ts) aimed at each target it may take, and only those
 * its player can afford (Tough raising the cost of what it targets, glossary 7.4.5.c): one list
 * for the card of an Afternoon turn (actions/actions.ts) and for a card played at once by an
 * effect (mechanics/play-now.ts).
 */
import type { AlteredCard } from '../schema/file-schemas.js';
import type { AlteredHost, ObjectId, SeatId } from '../state/state.js';
import { modeLists, modesAbility, modesAllowed } from './more-modes.js';
import { costWith, type Relief } from './next-play.js';
import { aims, toughCost, type Ability } from './targets.js';

/** One way to play a spell: its mode (or modes), and its target where it has one. */
export interface SpellAim {
  readonly mode?: number | number[];
  readonly target?: unknown;
}

/** The ways `seatId` may play the spell `id` for `printed` lowered by `relief`, within `mana` ready orbs. */
export function spellAims(host: AlteredHost, seatId: SeatId, id: ObjectId, def: AlteredCard, printed: number, relief: Relief, mana: number): SpellAim[] {
  const modes: [Ability, { mode?: number | number[] }][] = (def.modes ?? [def]).map((ability, i) => [ability as Ability, def.modes ? { mode: i } : {}]);
  // Several modes, where the card allows them now (mechanics/more-modes.ts).
  const allowed = def.modes ? modesAllowed(host, seatId, def) : 1;
  if (def.modes && allowed > 1) for (const list of modeLists(def.modes.length, allowed)) modes.push([modesAbility(def, list) as Ability, { mode: list }]);
  const out: SpellAim[] = [];
  for (const [ability, mode] of modes) {
    if (!ability.target) out.push(mode);
    // The characteristics are read only here, for a spell aimed at an opponent's character.
    else for (const aim of aims(host, seatId, ability, id)) if (costWith(printed, toughCost(host, seatId, aim.target), relief, host.rules.knobs.toughWhenFree) <= mana) out.push({ ...mode, ...aim });
  }
  return out;
}
