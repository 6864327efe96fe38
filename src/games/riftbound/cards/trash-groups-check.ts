/**
 * The card checker's word on cards chosen in a trash under one name (`returnCards` with its
 * `among`, CR 355.9.a, 355.13): such a group is of cards (`select: "card"`) in a trash
 * (`zone: "trash"`), and only `returnCards` chooses one.
 */
import { wordedIssue, type LoadIssue } from '../../../engine/errors.js';
import { formatPath, type PathSegment } from '../../../engine/json/json-path.js';
import type { Effect } from '../schema/card-schema.js';
import { text } from '../i18n/cards-messages.js';

export function trashGroupIssues(effects: readonly Effect[], path: PathSegment[]): LoadIssue[] {
  const issues: LoadIssue[] = [];
  effects.forEach((effect, i) => {
    const among = (effect as { among?: { select?: string; zone?: string } }).among;
    if (among === undefined) return;
    const ofCards = among.select === 'card';
    if (effect.op === 'returnCards' && (!ofCards || among.zone !== 'trash')) {
      issues.push(wordedIssue({ path: formatPath([...path, i, 'among']), rule: 'CR 355.9.a' }, text('trash.returnCards')));
    } else if (effect.op !== 'returnCards' && ofCards) {
      issues.push(wordedIssue({ path: formatPath([...path, i, 'among', 'select']), rule: 'CR 355.13' }, text('trash.chosenGroup', { op: effect.op })));
    }
  });
  return issues;
}
