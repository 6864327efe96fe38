/**
 * A character target limited by where it is or what it is not, in both languages side by side:
 * "another target Character" (`other`: not the ability's own card), "target Character in my
 * Expedition" (`in: "mine"`: in the card's own expedition), and both ("un autre Personnage
 * ciblé", "un Personnage ciblé dans mon Expédition"), each of anyone's or of yours. English says
 * "another" before the target, French "autre" inside it; the place comes last in both.
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { Named, TargetScope } from './ast.js';
import { constantValue, type Rule } from './primitives.js';

/** A language's words for a character target, whose own or anyone's, with "another" and a place. */
interface ScopeWords {
  readonly target: (other: boolean, yours: boolean) => string;
  readonly inMine: string;
}

const SCOPES: readonly TargetScope[] = [{ other: true, in: 'mine' }, { other: true }, { in: 'mine' }];

/** Every scoped character target of a language, the longest phrases first. */
function scoped(said: ScopeWords): Rule<Named> {
  return alt(
    ...SCOPES.flatMap((scope) =>
      ([true, false] as const).map((yours) => {
        const words = `${said.target(scope.other === true, yours)}${scope.in === 'mine' ? ` ${said.inMine}` : ''}`;
        return constantValue(words, { target: yours ? 'friendlyCharacter' : 'anyCharacter', scope } as Named);
      }),
    ),
  );
}

export const targetScopes = {
  en: scoped({ target: (other, yours) => `${other ? 'another ' : ''}target Character${yours ? ' you control' : ''}`, inMine: 'in my Expedition' }),
  fr: scoped({ target: (other, yours) => `un ${other ? 'autre ' : ''}Personnage ciblé${yours ? ' que vous contrôlez' : ''}`, inMine: 'dans mon Expédition' }),
};
