/**
 * A unit that can have any number of buffs ("I can have any number of buffs": its own passive
 * `anyNumberOfBuffs`), card text overriding CR 702.3 (CR 002): buffing it places one more buff
 * each time, whether or not it has one (buffs.ts keeps those beside the first in `moreBuffs`),
 * each worth its +1 Might (CR 703); spending one spends one, the unit buffed while one is
 * left. Read from the unit's own card, always active, as a unit leaving the board leaves its
 * buffs behind (CR 705).
 */
import { card, type RiftHost } from '../reads/queries.js';
import type { Card, GameObject } from '../state/state.js';

const anyNumber = new WeakMap<Card, boolean>();

/** Whether the card prints the passive: found once per card. */
function printsAnyNumber(def: Card): boolean {
  let found = anyNumber.get(def);
  if (found === undefined) anyNumber.set(def, (found = def.abilities?.some((a) => a.kind === 'passive' && a.anyNumberOfBuffs === true) === true));
  return found;
}

/** Whether the unit `obj` can have any number of buffs. */
export function mayHaveAnyNumberOfBuffs(host: RiftHost, obj: GameObject): boolean {
  return printsAnyNumber(card(host.rules, obj.card));
}
