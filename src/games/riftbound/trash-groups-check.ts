/**
 * The card checker's word on cards chosen in a trash under one name (`returnCards` with its
 * `among`, CR 355.9.a, 355.13): such a group is of cards (`select: "card"`) in a trash
 * (`zone: "trash"`), and only `returnCards` chooses one.
 */
import type { LoadIssue } from '../../engine/errors.js';
import { formatPath, type PathSegment } from '../../engine/json/json-path.js';
import type { Effect } from './card-schema.js';

export function trashGroupIssues(effects: readonly Effect[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  effects.forEach((effect, i) => {
    const among = (effect as { among?: { select?: string; zone?: string } }).among;
    if (among === undefined) return;
    const ofCards = among.select === 'card';
    if (effect.op === 'returnCards' && (!ofCards || among.zone !== 'trash')) {
      issues.push({ path: formatPath([...path, i, 'among']), message: 'returnCards chooses cards in a trash: among with select "card" and zone "trash"', rule: 'CR 355.9.a' });
    } else if (effect.op !== 'returnCards' && ofCards) {
      issues.push({ path: formatPath([...path, i, 'among', 'select']), message: `cards of a trash are chosen under one name only to be returned (returnCards), not by ${effect.op}`, rule: 'CR 355.13' });
    }
  });
  return issues;
}
