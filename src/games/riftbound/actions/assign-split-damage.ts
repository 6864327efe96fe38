/**
 * Dividing split damage as the spell or ability resolves (CR 355.14.e-h): the item's
 * controller gives each target still legal its share, each at least 1, the shares adding up
 * to the damage to split (bonus damage included, CR 715.3). With more targets than damage
 * they name which get 1. While the question waits, nobody else acts (actions/pending.ts).
 */
import type { RuleViolation } from '../../../engine/errors.js';
import type { Action } from '../../../engine/game/module.js';
import { resolveNewest } from '../mechanics/chain.js';
import { definitionOf } from '../mechanics/effects.js';
import { divisionRefusal, divisions, recordDivision } from '../mechanics/split-damage.js';
import type { RiftHost } from '../reads/queries.js';
import { riftAction, index } from './fields.js';
import { refuse } from '../i18n/messages.js';
import type { AssignSplitDamageAction } from '../../../types/riftbound.js';

export const assignSplitDamage = riftAction({
  type: 'assignSplitDamage',
  description: 'Divide the damage of the resolving spell or ability among its targets: each gets at least 1, the shares add up to the damage.',
  fields: { properties: { damage: { type: 'object', additionalProperties: index } }, required: ['damage'] },
  enumerate(host, seat) {
    const choice = host.state.splitChoice;
    if (!choice || choice.seat !== seat) return [];
    return divisions(choice).map((damage) => ({ type: 'assignSplitDamage', seat, damage }));
  },
  check(host, action) {
    const choice = host.state.splitChoice;
    if (!choice || choice.seat !== action.seat) return refuse('NO_CHOICE_PENDING.split', 'CR 355.14.e');
    return divisionRefusal(choice, action['damage']);
  },
  perform: performAssignSplitDamage,
});

export function performAssignSplitDamage(host: RiftHost, action: AssignSplitDamageAction): void {
  const { state } = host;
  const choice = state.splitChoice;
  const item = state.chain.find((i) => i.id === choice?.item);
  if (!choice || !item) throw new Error('no split damage to divide');
  // The group this question is about: the first split without a division yet, over the executions.
  recordDivision(host, item, (mode) => definitionOf(host, item, mode ?? item.mode).effects, { ...action.damage });
  state.splitChoice = undefined;
  host.emit({ type: 'splitDamageDivided', item: item.id, seat: action.seat, damage: { ...action.damage } });
  resolveNewest(host);
}

/** While split damage waits for its division, only its player acts, and only to divide it. */
export function splitChoiceBlocks(host: RiftHost, action: Action): boolean {
  const choice = host.state.splitChoice;
  return !!choice && (action.seat !== choice.seat || action.type !== 'assignSplitDamage');
}

/** Why {@link splitChoiceBlocks} refuses `action`. */
export function splitChoiceRefusal(host: RiftHost, action: Action): RuleViolation | undefined {
  const choice = host.state.splitChoice;
  if (!choice || !splitChoiceBlocks(host, action)) return undefined;
  return refuse('SPLIT_CHOICE_PENDING', 'CR 355.14.e', { seat: choice.seat });
}
