/**
 * Conditions before a step, in both languages side by side: "If you control two or more
 * Landmarks," and "If you control three or more other Characters," (card data: its
 * `ifControl`: how many, whether the card itself is left out ("other"), and what is counted);
 * "If your hand is empty," and "If your Reserve is empty," (its `ifEmpty`).
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { Step } from './ast.js';
import { constant, type Rule } from './primitives.js';
import { controlledCharacters } from './controlled-characters.js';

type IfControl = NonNullable<Step['ifControl']>;

/** "if you control two or more Landmarks,", "a token,", "two or more other [[Boosted]] Characters," (controlled-characters.ts). */
export function ifControlEnglish(number: Rule<number>): Rule<IfControl> {
  return controlledCharacters.en(number).ifControl;
}

export function ifControlFrench(number: Rule<number>): Rule<IfControl> {
  return controlledCharacters.fr(number).ifControl;
}

type IfEmpty = NonNullable<Step['ifEmpty']>;

/** "if your hand is empty,": the language's opening around each zone's name. */
function ifEmpty(zone: (name: string) => string, names: Readonly<Record<IfEmpty, string>>): Rule<IfEmpty> {
  return alt(...(Object.entries(names) as [IfEmpty, string][]).map(([key, name]) => constant(zone(name), key)));
}

export const ifEmptyEnglish: Rule<IfEmpty> = ifEmpty((name) => `if your ${name} is empty ,`, { hand: 'hand', reserve: 'Reserve' });

export const ifEmptyFrench: Rule<IfEmpty> = ifEmpty((name) => `si votre ${name} est vide ,`, { hand: 'main', reserve: 'Réserve' });
