/**
 * A character target asked a status (glossary 2.4), in both languages side by side: "target
 * [[Asleep]] Character", "target [[Fleeting]], [[Anchored]] or [[Asleep]] Character" (any one of
 * them), "... Character you control" ("un Personnage [[Endormi]] ciblé", "un Personnage
 * [[Fugace]], [[Ancré]] ou [[Endormi]] ciblé", "... ciblé que vous contrôlez"): the target's
 * `targetScope.statuses`, in the order printed. English puts the statuses before the noun,
 * French after it, before "ciblé"; a French status agrees with its character in print, and the
 * masculine is printed (normalize.ts compares them as one).
 */
import { alt, list, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Named, TargetScope } from './ast.js';
import { bracket, words, type Rule } from './primitives.js';

type Asked = NonNullable<TargetScope['statuses']>[number];

/** Each status's names in a language, the printed one first. */
const NAMES: Readonly<Record<'en' | 'fr', Readonly<Record<Asked, readonly string[]>>>> = {
  en: { fleeting: ['[Fleeting]'], anchored: ['[Anchored]'], asleep: ['[Asleep]'], boosted: ['[Boosted]'] },
  fr: { fleeting: ['[Fugace]'], anchored: ['[Ancré]', '[Ancrée]'], asleep: ['[Endormi]', '[Endormie]'], boosted: ['[Boosté]', '[Boostée]'] },
};

/** A language's words around the statuses: before them, after them, and between the last two. */
interface Around {
  readonly before: string;
  readonly after: (yours: boolean) => string;
  readonly or: string;
}

function statusTargets(lang: 'en' | 'fr', said: Around): Rule<Named> {
  const status: Rule<Asked> = alt(...(Object.entries(NAMES[lang]) as [Asked, readonly string[]][]).map(([s, names]) => bracket(names, s)));
  // One status, or several with "or" before the last ("A, B or C"): a list without it is not read.
  const statuses: Rule<readonly Asked[]> = alt(
    map(pair(list(status, words(','), words(','), 3), pair(words(said.or), status)), {
      to: ([first, [, last]]) => [...first, last],
      from: (asked) => (asked.length >= 2 ? ([asked.slice(0, -1), [undefined, asked[asked.length - 1] as Asked]] as const) : NO),
    }),
    map(status, { to: (one) => [one], from: (asked) => (asked.length === 1 ? (asked[0] as Asked) : NO) }),
  );
  return alt(
    ...([true, false] as const).map((yours) =>
      map(pair(pair(words(said.before), statuses), words(said.after(yours))), {
        to: ([[, asked]]): Named | typeof NO => (new Set(asked).size === asked.length ? { target: yours ? 'friendlyCharacter' : 'anyCharacter', scope: { statuses: [...asked] } } : NO),
        from: (n) => {
          if (!('target' in n) || n.handCost !== undefined || n.count !== undefined || n.target !== (yours ? 'friendlyCharacter' : 'anyCharacter')) return NO;
          const asked = n.scope?.statuses;
          return asked !== undefined && Object.keys(n.scope ?? {}).length === 1 ? ([[undefined, asked], undefined] as const) : NO;
        },
      }),
    ),
  );
}

export const statusTargetWords = {
  en: statusTargets('en', { before: 'target', after: (yours) => `Character${yours ? ' you control' : ''}`, or: 'or' }),
  fr: statusTargets('fr', { before: 'un Personnage', after: (yours) => `ciblé${yours ? ' que vous contrôlez' : ''}`, or: 'ou' }),
};
