/**
 * Keyword lines: "[Tank]", "[Assault 2]", "[Deathknell] — Draw 1.", "[Repeat] :rb_energy_2:",
 * "[Legion] — When you play me, draw 2." (Legion's text is an ability under Legion), and on a
 * spell "[Legion] — Draw 2." (its instructions under Legion).
 */
import { alt, lazy, map, NO, printInto, slot, syntax } from '../../../engine/syntax/syntax.js';
import { KEYWORD_SPECS, KEYWORDS, type KeywordName } from '../schema/keyword-names.js';
import type { AbilityAst, KeywordLineEntry } from './ability-ast.js';
import type { TextContext } from './context.js';
import { fieldLine } from './card-fields.js';
import { steps } from './effects.js';
import { bracket, bracketKeyword, resources, t, words, type Rule } from './primitives.js';

/** Keywords printed without anything after them (a value is in the brackets). */
const PLAIN_KEYWORDS = KEYWORDS.filter((k) => !('needs' in KEYWORD_SPECS[k]));

export const plainKeyword: Rule<KeywordLineEntry> = map(bracketKeyword, {
  to: (k) => {
    if (!(PLAIN_KEYWORDS as readonly string[]).includes(k.name)) return NO;
    const spec = KEYWORD_SPECS[k.name as KeywordName];
    if (k.value !== undefined && !('valued' in spec)) return NO;
    return k.value === undefined ? { keyword: k.name as KeywordName } : { keyword: k.name as KeywordName, value: k.value };
  },
  from: (e) => (typeof e !== 'object' || 'effects' in e || 'cost' in e || 'ability' in e || 'fields' in e || 'steps' in e ? NO : { name: e.keyword, value: 'value' in e ? e.value : undefined }),
});

/** The mark between a keyword and what it applies to: a dash, or the arrow `[>]` of later printings (CR 135.2.e.7). */
export const dash: Rule<undefined> = alt(words('—'), bracket('>'));

const deathknell: Rule<KeywordLineEntry> = map(t`${bracket('Deathknell')} ${dash} ${slot('effects', steps)}`, {
  to: ({ effects }) => ({ keyword: 'deathknell', effects }),
  from: (e) => (e.keyword === 'deathknell' && 'effects' in e ? { effects: e.effects } : NO),
});

const repeat: Rule<KeywordLineEntry> = map(t`${bracket('Repeat')} ${slot('cost', resources)}`, {
  to: ({ cost }) => ({ keyword: 'repeat', cost }),
  from: (e) => (e.keyword === 'repeat' && 'cost' in e ? { cost: e.cost } : NO),
});

/** "[Level 6]" (also printed "[Level6]"): Level and its XP threshold (CR 824.1.a). */
const level: Rule<number> = map(bracketKeyword, {
  to: (k) => (k.name === 'level' && k.value !== undefined ? k.value : NO),
  from: (n) => ({ name: 'level', value: n }),
});

/**
 * A dependent keyword's ability (CR 727): "[Legion] — When you play me, draw 2.", "[Level 6]
 * [>] I have +1 :rb_might:." (the ability rule is given by abilities.ts).
 */
export function dependentEntry(ability: () => Rule<AbilityAst>): Rule<KeywordLineEntry> {
  return alt<KeywordLineEntry, TextContext>(
    map(t`${bracket('Legion')} ${dash} ${slot('ability', lazy(ability))}`, {
      to: ({ ability: a }): KeywordLineEntry => ({ keyword: 'legion', ability: a }),
      from: (e) => (e.keyword === 'legion' && 'ability' in e ? { ability: e.ability } : NO),
    }),
    map(t`${slot('value', level)} ${dash} ${slot('ability', lazy(ability))}`, {
      to: ({ value, ability: a }): KeywordLineEntry => ({ keyword: 'level', value, ability: a }),
      from: (e) => (e.keyword === 'level' && 'ability' in e && e.value !== undefined ? { value: e.value, ability: e.ability } : NO),
    }),
  );
}

/** Legion's text that states a fact of the card: "[Legion] — I cost :rb_energy_3: less." */
const legionFields: Rule<KeywordLineEntry> = map(t`${bracket('Legion')} ${dash} ${slot('fields', fieldLine)} .`, {
  to: ({ fields }) => ({ keyword: 'legion', fields }),
  from: (e) => (e.keyword === 'legion' && 'fields' in e ? { fields: e.fields } : NO),
});

/** A spell's instructions under Legion: "[Legion] — Draw 2.", "[Legion] — Banish it now instead." */
const legionSteps: Rule<KeywordLineEntry> = map(t`${bracket('Legion')} ${dash} ${slot('steps', steps)}`, {
  to: ({ steps: list }) => ({ keyword: 'legion', steps: list }),
  from: (e) => (e.keyword === 'legion' && 'steps' in e ? { steps: e.steps } : NO),
});

/** A keyword line: one keyword, or two separated by a comma. */
export function keywordLine(ability: () => Rule<AbilityAst>): Rule<readonly KeywordLineEntry[]> {
  const entry: Rule<KeywordLineEntry> = alt(deathknell, repeat, dependentEntry(ability), legionFields, legionSteps, plainKeyword);
  return syntax<readonly KeywordLineEntry[], TextContext>(
    function* (input, at): Generator<readonly [readonly KeywordLineEntry[], number]> {
      for (const [first, next] of entry.parse(input, at)) {
        yield [[first], next] as const;
        for (const [, mid] of words(',').parse(input, next)) for (const [second, end] of entry.parse(input, mid)) yield [[first, second], end] as const;
      }
    },
    (list, out) => list.length === 1 && printInto(entry, list[0] as KeywordLineEntry, out),
  );
}
