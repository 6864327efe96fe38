/**
 * Vision a passive gives ("Your Mechs have [Vision]", CR 817): a unit played while a passive
 * gives it Vision has it as it is played, so its "when you play me" triggers, once for each
 * instance (CR 817.2). A printed Vision triggers from the card's abilities (reads/keyword-handlers.ts);
 * the instances passives give are counted here. With no passive giving keywords on the board,
 * nothing is looked at.
 */
import { keywordName } from '../schema/keyword-names.js';
import { object, passivesGiveKeywords, passivesOn, type RiftHost } from '../reads/queries.js';
import { wholePendingTrigger, type ObjectId } from '../state/state.js';

/** How many Vision the passives on the board give `unit` now. */
function givenVision(host: RiftHost, unit: ObjectId): number {
  let count = 0;
  for (const passive of passivesOn(host, unit)) for (const entry of passive.keywords ?? []) if (keywordName(entry) === 'vision') count++;
  return count;
}

/** `unit` was just played: each Vision a passive gives it triggers (after its own abilities). */
export function queueGivenVision(host: RiftHost, unit: ObjectId, here: ObjectId | null): void {
  if (!passivesGiveKeywords(host)) return;
  const obj = object(host.state, unit);
  for (let i = givenVision(host, unit); i > 0; i--) {
    host.state.triggers.push(wholePendingTrigger({ id: `c${host.state.nextChainId++}`, trigger: 'played', controller: obj.controller, source: unit, card: obj.card, keyword: { name: 'vision' }, here }));
    host.emit({ type: 'abilityTriggered', trigger: 'played', source: unit, card: obj.card, controller: obj.controller });
  }
}
