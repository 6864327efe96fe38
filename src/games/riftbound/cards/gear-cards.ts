/**
 * What a card set may not say about gear, beyond its schema (checked at load, each fault
 * with its JSON path): Equip, a Might Bonus and Effect Text belong to gear (CR 818.1.a,
 * 137, 136); a gear has a domain and a cost and no might; Quick-Draw needs Equip (CR
 * 819.1.a); Weaponmaster is a unit's (CR 821.1.a); a gear's own passives do not apply to
 * itself as a unit would; an attach effect names a gear and a unit; a gear target attached to
 * a unit names that unit (self, or a unit target declared before it).
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import type { Text } from '../../../engine/i18n/catalogue.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import { GEAR_TRIGGERS, type CardDefinition, type Effect, type TargetSpec } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';
import { isSelfTrigger, triggersOf } from './trigger-subjects.js';

/** Triggers of battlefields about themselves: never in a gear's Effect Text, which a unit gets. */
const NOT_A_UNITS_TRIGGER: readonly string[] = ['conquerHere', 'holdHere'];

export function gearCardIssues(card: CardDefinition, path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  const fault = (at: PathSegment[], message: Text, rule: string) => issues.push(wordedIssue({ path: formatPath([...path, ...at]), rule }, message));
  const keywords = (card.keywords ?? []) as readonly string[];
  if (card.type !== 'gear') {
    if (card.equip) fault(['equip'], text('gear.equip', { card: card.id, type: card.type }), 'CR 818.1.c.2');
    if (card.mightBonus !== undefined) fault(['mightBonus'], text('gear.mightBonus', { card: card.id, type: card.type }), 'CR 137');
    if (card.effectText) fault(['effectText'], text('gear.effectText', { card: card.id, type: card.type }), 'CR 136');
  } else {
    // A gear token has neither: it is created, not played (CR 182.2.a-b).
    if (card.domain === undefined && card.domains === undefined && !card.token) fault(['domain'], text('gear.domain'), 'CR 147-151');
    if (card.cost === undefined && !card.token) fault(['cost'], text('gear.cost'), 'CR 147-151');
    if (card.might !== undefined) fault(['might'], text('gear.might'), 'CR 137');
    card.abilities?.forEach((ability, a) => {
      if (ability.kind === 'triggered' && isSelfTrigger(ability) && triggersOf(ability).some((t) => !(GEAR_TRIGGERS as readonly string[]).includes(t))) {
        fault(['abilities', a, 'trigger'], text('gear.ownTrigger', { triggers: GEAR_TRIGGERS.join(', ') }), 'CR 136.2.c');
      }
      // A gear's passive about how it enters speaks of the gear itself (CR 359.2.d).
      if ((ability.kind === 'passive' || ability.kind === 'replacement') && ability.appliesTo === 'self' && !(ability.kind === 'passive' && ability.enters !== undefined)) {
        fault(['abilities', a, 'appliesTo'], text('gear.notAUnit', { kind: ability.kind }), 'CR 136.2.c');
      }
    });
    card.effectText?.forEach((ability, a) => {
      const battlefields = ability.kind === 'triggered' ? triggersOf(ability).filter((t) => NOT_A_UNITS_TRIGGER.includes(t)) : [];
      if (battlefields.length > 0) fault(['effectText', a, 'trigger'], text('gear.battlefieldTrigger', { triggers: battlefields.join(', ') }), 'CR 136.2.c');
    });
  }
  keywords.forEach((keyword, k) => {
    if (keyword === 'quick-draw' && !card.equip) fault(['keywords', k], text('gear.quickDraw'), 'CR 819.1.a');
    if (keyword === 'weaponmaster' && card.type !== 'unit') fault(['keywords', k], text('gear.weaponmaster', { card: card.id, type: card.type }), 'CR 821.1.a');
  });
  return issues;
}

/** An attach effect names a gear (self, a gear target, or the card the step before played from hand) and a unit (self or a unit target). */
export function attachIssues(effect: Effect, targets: readonly TargetSpec[], at: PathSegment[]): LoadIssue[] {
  if (effect.op !== 'attach') return [];
  const issues: LoadIssue[] = [];
  const of = (name: string, select: TargetSpec['select']) => name === 'self' || targets.some((t) => t.name === name && t.select === select);
  // "play an Equipment ..., and attach it to me": resolvedObject, checked to follow such a step with the card's other references.
  if (effect.target !== 'resolvedObject' && !of(effect.target, 'gear')) issues.push(wordedIssue({ path: formatPath([...at, 'target']), rule: 'CR 434' }, text('gear.attachTarget', { value: JSON.stringify(effect.target) })));
  if (!of(effect.to, 'unit')) issues.push(wordedIssue({ path: formatPath([...at, 'to']), rule: 'CR 434' }, text('gear.attachTo', { value: JSON.stringify(effect.to) })));
  return issues;
}

/** A target's `attachedTo` is a gear target's, and names self or a unit target declared before it (CR 434). */
export function attachedToIssues(targets: readonly TargetSpec[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, i) => {
    const { attachedTo } = spec;
    if (attachedTo === undefined) return;
    const at = formatPath([...path, i, 'attachedTo']);
    if (spec.select !== 'gear') issues.push(wordedIssue({ path: at, rule: 'CR 434' }, text('gear.attachedToSelect', { select: spec.select })));
    else if (attachedTo !== 'self' && !targets.slice(0, i).some((t) => t.name === attachedTo && t.select === 'unit')) {
      issues.push(wordedIssue({ path: at, rule: 'CR 434' }, text('gear.attachedTo', { value: JSON.stringify(attachedTo) })));
    }
  });
  return issues;
}
