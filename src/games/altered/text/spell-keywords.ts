/**
 * Keywords of spells in both languages: "[Cooldown]." ("[Rafraîchissement]."), a spell that
 * goes to Reserve after it resolves arrives there exhausted (its reminder text is dropped by
 * the lexer). They are read on a keywords line, as the other keywords are.
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { KeywordValue } from './ast.js';
import { bracket, type Rule } from './primitives.js';

export const englishSpellKeywords: Rule<KeywordValue> = alt(bracket(['Cooldown'], { keyword: 'cooldown' } as KeywordValue));

export const frenchSpellKeywords: Rule<KeywordValue> = alt(bracket(['Rafraîchissement'], { keyword: 'cooldown' } as KeywordValue));
