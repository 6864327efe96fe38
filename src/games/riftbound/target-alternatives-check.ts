/**
 * The card checker's word on targets that may be one thing or another (`or`, CR 355.9.b): the
 * declaration is of a unit or a gear, and every step naming it acts on units and gear alike,
 * so that whichever was chosen is acted on.
 */
import type { LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import type { Effect, TargetSpec } from './card-schema.js';

/** The steps that act on a unit or a gear named by one target (mechanics/effects.ts). */
const ON_UNITS_AND_GEAR = new Set<string>(['grant', 'removeKeywords', 'kill', 'ready', 'exhaust', 'returnUnit']);

export function alternativeTargetIssues(targets: readonly TargetSpec[], effects: readonly Effect[], targetsPath: PathSegment[], effectsPath: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  targets.forEach((spec, t) => {
    if (spec.or === undefined) return;
    if (spec.select !== 'unit' && spec.select !== 'gear') {
      issues.push({ path: formatPath([...targetsPath, t, 'or']), message: `only a unit or gear target may be something else too, not a ${spec.select}`, rule: 'CR 355.9.b' });
      return;
    }
    effects.forEach((effect, i) => {
      const named = 'target' in effect && effect.target === spec.name ? 'target' : 'also' in effect && effect.also === spec.name ? 'also' : undefined;
      if (named !== undefined && !ON_UNITS_AND_GEAR.has(effect.op)) {
        issues.push({ path: formatPath([...effectsPath, i, named]), message: `${spec.name} may be a unit or a gear: ${effect.op} does not act on both`, rule: 'CR 355.9.b' });
      }
    });
  });
  return issues;
}
