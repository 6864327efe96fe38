/**
 * What a card set may not say about gear, beyond its schema (checked at load, each fault
 * with its JSON path): Equip, a Might Bonus and Effect Text belong to gear (CR 818.1.a,
 * 137, 136); a gear has a domain and a cost and no might; Quick-Draw needs Equip (CR
 * 819.1.a); Weaponmaster is a unit's (CR 821.1.a); a gear's own passives do not apply to
 * itself as a unit would; an attach effect names a gear and a unit; a gear target attached to
 * a unit names that unit (self, or a unit target declared before it).
 */
import type { LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import { GEAR_TRIGGERS, type CardDefinition, type Effect, type TargetSpec } from './card-schema.js';
import { isSelfTrigger, triggersOf } from './trigger-subjects.js';

/** Triggers of battlefields about themselves: never in a gear's Effect Text, which a unit gets. */
const NOT_A_UNITS_TRIGGER: readonly string[] = ['conquerHere', 'holdHere'];

export function gearCardIssues(card: CardDefinition, path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const fault = (at: PathSegment[], message: string, rule: string) => issues.push({ path: formatPath([...path, ...at]), message, rule });
  const keywords = (card.keywords ?? []) as readonly string[];
  if (card.type !== 'gear') {
    if (card.equip) fault(['equip'], `Equip is a gear's keyword; ${card.id} is a ${card.type} (CR 818.1.a, 818.1.c.2)`, 'CR 818.1.c.2');
    if (card.mightBonus !== undefined) fault(['mightBonus'], `a Might Bonus is a gear's; ${card.id} is a ${card.type} (CR 137)`, 'CR 137');
    if (card.effectText) fault(['effectText'], `Effect Text is a gear's, active once attached; ${card.id} is a ${card.type} (CR 136)`, 'CR 136');
  } else {
    // A gear token has neither: it is created, not played (CR 182.2.a-b).
    if (card.domain === undefined && card.domains === undefined && !card.token) fault(['domain'], 'a gear has a domain (or two, as domains)', 'CR 147-151');
    if (card.cost === undefined && !card.token) fault(['cost'], 'a gear has a cost', 'CR 147-151');
    if (card.might !== undefined) fault(['might'], 'a gear has no might: give it a mightBonus for the unit it is attached to (CR 137)', 'CR 137');
    card.abilities?.forEach((ability, a) => {
      if (ability.kind === 'triggered' && isSelfTrigger(ability) && triggersOf(ability).some((t) => !(GEAR_TRIGGERS as readonly string[]).includes(t))) {
        fault(['abilities', a, 'trigger'], `a gear's own trigger about itself is one of ${GEAR_TRIGGERS.join(', ')}; a trigger of the unit it is attached to goes in effectText`, 'CR 136.2.c');
      }
      // A gear's passive about how it enters speaks of the gear itself (CR 359.2.d).
      if ((ability.kind === 'passive' || ability.kind === 'replacement') && ability.appliesTo === 'self' && !(ability.kind === 'passive' && ability.enters !== undefined)) {
        fault(['abilities', a, 'appliesTo'], `a gear is not a unit: a ${ability.kind} for the unit it is attached to goes in effectText`, 'CR 136.2.c');
      }
    });
    card.effectText?.forEach((ability, a) => {
      const battlefields = ability.kind === 'triggered' ? triggersOf(ability).filter((t) => NOT_A_UNITS_TRIGGER.includes(t)) : [];
      if (battlefields.length > 0) fault(['effectText', a, 'trigger'], `${battlefields.join(', ')} is not a unit's trigger; Effect Text is appended to a unit (CR 136.2.c)`, 'CR 136.2.c');
    });
  }
  keywords.forEach((keyword, k) => {
    if (keyword === 'quick-draw' && !card.equip) fault(['keywords', k], 'Quick-Draw is on gear with Equip (CR 819.1.a): give the card an equip cost', 'CR 819.1.a');
    if (keyword === 'weaponmaster' && card.type !== 'unit') fault(['keywords', k], `Weaponmaster is a unit's keyword; ${card.id} is a ${card.type} (CR 821.1.a)`, 'CR 821.1.a');
  });
  return issues;
}

/** An attach effect names a gear (self, a gear target, or the card the step before played from hand) and a unit (self or a unit target). */
export function attachIssues(effect: Effect, targets: readonly TargetSpec[], at: PathSegment[]): LoadIssue[] {
  if (effect.op !== 'attach') return [];
  const issues: LoadIssue[] = [];
  const of = (name: string, select: TargetSpec['select']) => name === 'self' || targets.some((t) => t.name === name && t.select === select);
  // "play an Equipment ..., and attach it to me": resolvedObject, checked to follow such a step with the card's other references.
  if (effect.target !== 'resolvedObject' && !of(effect.target, 'gear')) issues.push({ path: formatPath([...at, 'target']), message: `attach names the gear: self, a declared gear target, or resolvedObject, not ${JSON.stringify(effect.target)}`, rule: 'CR 434' });
  if (!of(effect.to, 'unit')) issues.push({ path: formatPath([...at, 'to']), message: `attach names the unit: self, or a declared unit target, not ${JSON.stringify(effect.to)}`, rule: 'CR 434' });
  return issues;
}

/** A target's `attachedTo` is a gear target's, and names self or a unit target declared before it (CR 434). */
export function attachedToIssues(targets: readonly TargetSpec[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, i) => {
    const { attachedTo } = spec;
    if (attachedTo === undefined) return;
    const at = formatPath([...path, i, 'attachedTo']);
    if (spec.select !== 'gear') issues.push({ path: at, message: `only a gear target is attached to a unit; this target selects ${spec.select}`, rule: 'CR 434' });
    else if (attachedTo !== 'self' && !targets.slice(0, i).some((t) => t.name === attachedTo && t.select === 'unit')) {
      issues.push({ path: at, message: `attachedTo names self or a unit target declared before it, not ${JSON.stringify(attachedTo)}`, rule: 'CR 434' });
    }
  });
  return issues;
}
