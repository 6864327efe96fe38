/** The scenario runner's words in French. */
import { translation } from '../../engine/i18n/catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'result.passed': "✓ {name} ({file} : {steps})",
  'result.failed': "✗ {name} ({file}) : {failure}",
  'count.step.one': "{count} étape passée",
  'count.step.other': "{count} étapes passées",
  'failure.atStep': "étape {step} ({what})",
  'failure.line': "{where} : {detail}",
  'failure.expected': "{message} : attendu {expected}, obtenu {actual}",
});
