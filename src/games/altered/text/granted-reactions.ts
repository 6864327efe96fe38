/**
 * A reaction given to the characters its player controls, in both languages side by side (card
 * data: `charactersHave`): `Your Characters have: "{R} I gain 1 boost."` (`Vos Personnages ont :
 * « {R} Je gagne 1 boost. »`; the lexer reads « » as straight quotes). The quoted reaction is
 * read as a reaction line is (grammar.ts); "me" in it is the character that has it.
 */
import { words, type Rule } from './primitives.js';

export const grantOpenings: Readonly<Record<'en' | 'fr', Rule<undefined>>> = {
  en: words('Your Characters have :'),
  fr: words('Vos Personnages ont :'),
};
