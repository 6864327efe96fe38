/**
 * Keyword abilities: a keyword on a card that stands for a whole ability, spelled out here
 * once, with the keyword's value where it has one. A chain item or pending ability of this kind
 * names its keyword (`keyword`) instead of an ability index.
 */
import { EQUIPMENT_TAG, type Effect, type TargetSpec } from '../schema/card-schema.js';
import type { KeywordAbility } from '../state/state.js';

type Definition = { readonly effects: readonly Effect[]; readonly targets: readonly TargetSpec[] };

/** A unit you control: what Equip and Quick-Draw attach to (CR 818.1.c.2, 819.1.d). */
const YOUR_UNIT: TargetSpec = { name: 'unit', select: 'unit', relation: 'controlled' };
const ATTACH_SELF_TO_UNIT: Effect = { op: 'attach', target: 'self', to: 'unit' };

/** Vision: "when you play me, look at the top card of your Main Deck; you may recycle it" (CR 817.1.b). */
export const VISION_EFFECTS: readonly Effect[] = [{ op: 'lookAtTop' }, { op: 'recycleTop', optional: true }];

const KEYWORD_ABILITIES: Record<KeywordAbility['name'], (value: number) => Definition> = {
  // Hunt N: "when I conquer or hold, my controller gains N XP" (CR 823.1.c.1).
  hunt: (value) => ({ targets: [], effects: [{ op: 'gainXp', amount: value }] }),
  // CR 818.1.c.2, 819.1.d, 821.1.c.
  equip: () => ({ targets: [YOUR_UNIT], effects: [ATTACH_SELF_TO_UNIT] }),
  'quick-draw': () => ({ targets: [YOUR_UNIT], effects: [ATTACH_SELF_TO_UNIT] }),
  // A Vision a passive gives as the unit is played (mechanics/given-vision.ts); a printed one is among the card's abilities.
  vision: () => ({ targets: [], effects: VISION_EFFECTS }),
  weaponmaster: () => ({
    targets: [{ name: 'equipment', select: 'gear', relation: 'controlled', tag: EQUIPMENT_TAG }],
    effects: [{ op: 'attach', target: 'equipment', to: 'self', weaponmaster: true }],
  }),
};

/** Each keyword ability's definition by name and value, made once: its steps are then the same objects at every resolution. */
const DEFINITIONS = new Map<string, Definition>();
const MOST_KEPT = 20;

/** What the ability a keyword stands for does; a keyword written without a value counts 1. */
export function keywordAbilityDefinition(ability: KeywordAbility): Definition {
  const value = ability.value ?? 1;
  // The values cards print are small; any other (a restored snapshot's) is made afresh, so that no input grows the map.
  if (!Number.isInteger(value) || value < 0 || value > MOST_KEPT) return KEYWORD_ABILITIES[ability.name](value);
  const key = `${ability.name} ${value}`;
  let made = DEFINITIONS.get(key);
  if (made === undefined) DEFINITIONS.set(key, (made = KEYWORD_ABILITIES[ability.name](value)));
  return made;
}
