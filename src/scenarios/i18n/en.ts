/** The scenario runner's words in English: the reference catalogue (see src/engine/i18n/catalogue.ts). */
export const en = {
  'result.passed': "✓ {name} ({file}, {steps})",
  'result.failed': "✗ {name} ({file}): {failure}",
  'count.step.one': "{count} step",
  'count.step.other': "{count} steps",
  'failure.atStep': "step {step} ({what})",
  'failure.line': "{where}: {detail}",
  'failure.expected': "{message}: expected {expected}, got {actual}",
} as const;
