/**
 * The card checker's word on targets that may be one thing or another (`or`, CR 355.9.b): the
 * declaration is of a unit or a gear, and every step naming it acts on units and gear alike,
 * so that whichever was chosen is acted on; one that may be a facedown card is only returned
 * to its owner's hand.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { Effect, TargetSpec } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

/** The steps that act on a unit or a gear named by one target (mechanics/effects.ts). */
const ON_UNITS_AND_GEAR = new Set<string>(['grant', 'removeKeywords', 'kill', 'ready', 'exhaust', 'returnUnit']);

export function alternativeTargetIssues(targets: readonly TargetSpec[], effects: readonly Effect[], targetsPath: PathSegment[], effectsPath: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, t) => {
    if (spec.or === undefined) return;
    if (spec.select !== 'unit' && spec.select !== 'gear') {
      issues.push(wordedIssue({ path: formatPath([...targetsPath, t, 'or']), rule: 'CR 355.9.b' }, text('alternatives.select', { select: spec.select })));
      return;
    }
    // A facedown card is only returned to its owner's hand (mechanics/facedown-targets.ts).
    const facedown = spec.or.some((alt) => (alt.select as string) === 'facedown');
    effects.forEach((effect, i) => {
      const named = 'target' in effect && effect.target === spec.name ? 'target' : 'also' in effect && effect.also === spec.name ? 'also' : undefined;
      if (named === undefined) return;
      if (facedown && !(effect.op === 'returnUnit' && effect.to === 'hand' && named === 'target')) {
        issues.push(wordedIssue({ path: formatPath([...effectsPath, i, named]), rule: 'CR 355.9.a.3' }, text('alternatives.facedown', { name: spec.name, op: effect.op })));
      } else if (!ON_UNITS_AND_GEAR.has(effect.op)) {
        issues.push(wordedIssue({ path: formatPath([...effectsPath, i, named]), rule: 'CR 355.9.b' }, text('alternatives.unitOrGear', { name: spec.name, op: effect.op })));
      }
    });
  });
  return issues;
}
