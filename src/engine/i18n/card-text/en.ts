/**
 * The card compilers' reasons for refusing a card that the engine's reading of a text gives, the
 * same in every game, in English: the reference catalogue.
 */
export const en = {
  'syntax.unread': 'no rule of the templating reads "{words}" here',
  'syntax.unended': 'the sentence does not end as any rule expects',
  'syntax.tooAmbiguous': 'the text is too ambiguous to read within the parse budget',
  'syntax.tooLong': 'the text is longer than {max} characters',
} as const;
