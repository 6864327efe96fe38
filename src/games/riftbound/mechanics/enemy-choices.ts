/**
 * Choices of enemy units and gear made this turn, for "Use only if you've chosen enemy units
 * and/or gear three times this turn with spells or unit abilities": each spell, and each ability of a
 * unit (its gear's Effect Text included), whose choices as it is put on the chain (CR 355.5,
 * 355.10; a split group's units too) include a unit or gear on the board an opponent controls
 * counts once for its controller (`enemyChoices`, turn-facts.ts). Abilities of legends, gear
 * and battlefields do not count. Counted only where a card of the game asks it: other games
 * keep no such record (reads/game-cards.ts).
 */
import { card, object, sameTeam, unitLocation, type RiftHost } from '../reads/queries.js';
import type { ChainItem, ObjectId } from '../state/state.js';
import { askedByAnyCard, cardFlag } from '../reads/game-cards.js';
import { recordTurnFact } from '../state/turn-facts.js';

/** Whether a card reads the count: its data names `enemyChoices`. */
const COUNT_ASKED = cardFlag('enemy choices counted', (def) => JSON.stringify(def).includes('"enemyChoices"'));

/** Notes a chain item just added that chose an enemy unit or gear, if it is a spell or a unit's ability. */
export function noteEnemyChoices(host: RiftHost, item: ChainItem): void {
  const { state } = host;
  if (!askedByAnyCard(host, COUNT_ASKED)) return;
  if (item.kind !== 'spell') {
    const source = state.objects[item.source];
    if (source === undefined || card(host.rules, source.card).type !== 'unit') return;
  }
  const isEnemy = (id: ObjectId | null | undefined): boolean => {
    if (id === null || id === undefined || state.objects[id] === undefined) return false;
    if (unitLocation(state, id) === undefined && !state.gear.includes(id)) return false;
    return !sameTeam(state, object(state, id).controller, item.controller);
  };
  let chose = false;
  for (const name in item.targets) if (isEnemy(item.targets[name])) chose = true;
  if (!chose && item.split) for (const group in item.split) for (const id of item.split[group] as readonly ObjectId[]) if (isEnemy(id)) chose = true;
  if (chose) recordTurnFact(state, item.controller, 'enemyChoices', 1);
}
