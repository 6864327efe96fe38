/**
 * A character target limited by where it is or what it is not, in both languages side by side:
 * "another target Character" (`other`: not the ability's own card), "target Character in my
 * Expedition" (`in: "mine"`: in the card's own expedition), "target Character in your other
 * Expedition" (`in: "other"`, "dans votre autre Expédition"), and both ("un autre Personnage
 * ciblé", "un Personnage ciblé dans mon Expédition"), each of anyone's or of yours. English says
 * "another" before the target, French "autre" inside it; the place comes last in both. A
 * target in a terrain: "target Character in {V}", "another target Character in {V}" ("un
 * Personnage ciblé en {V}", "un autre Personnage ciblé en {V}": `terrain`). A target in the
 * opponent's expedition facing the card's own: "target Character in the Expedition facing me"
 * ("un Personnage ciblé dans l'Expédition qui me fait face": `in: "facing"`).
 */
import { alt, map, NO, pair } from '../../../engine/syntax/syntax.js';
import type { Named, TargetScope } from './ast.js';
import { constantValue, words, type Rule } from './primitives.js';
import { terrain } from './passives.js';

/** A language's words for a character target, whose own or anyone's, with "another" and a place. */
interface ScopeWords {
  readonly target: (other: boolean, yours: boolean) => string;
  readonly inMine: string;
  /** "in your other Expedition": the controller's expedition the card is not in. */
  readonly inOther: string;
  /** Before a terrain's symbol: "in {V}". */
  readonly inTerrain: string;
  /** "in the Expedition facing me": the opponent's expedition facing the card's own. */
  readonly inFacing: string;
}

const SCOPES: readonly TargetScope[] = [{ other: true, in: 'mine' }, { other: true, in: 'other' }, { other: true }, { in: 'mine' }, { in: 'other' }, { in: 'facing' }];

/** Every scoped character target of a language, the longest phrases first; then each in a terrain ("in {V}"). */
function scoped(said: ScopeWords): Rule<Named> {
  const combinations = [true, false].flatMap((other) => [true, false].map((yours) => [other, yours] as const));
  return alt(
    ...SCOPES.flatMap((scope) =>
      ([true, false] as const).map((yours) => {
        const place = scope.in === 'mine' ? ` ${said.inMine}` : scope.in === 'other' ? ` ${said.inOther}` : scope.in === 'facing' ? ` ${said.inFacing}` : '';
        const words = `${said.target(scope.other === true, yours)}${place}`;
        return constantValue(words, { target: yours ? 'friendlyCharacter' : 'anyCharacter', scope } as Named);
      }),
    ),
    ...combinations.map(([other, yours]) =>
      map(pair(words(`${said.target(other, yours)} ${said.inTerrain}`), terrain), {
        to: ([, where]): Named => ({ target: yours ? 'friendlyCharacter' : 'anyCharacter', scope: { ...(other ? { other: true as const } : {}), terrain: where } }),
        from: (n) => {
          if (!('target' in n) || n.handCost !== undefined || n.target !== (yours ? 'friendlyCharacter' : 'anyCharacter')) return NO;
          const s = n.scope;
          return s?.terrain !== undefined && (s.other === true) === other && Object.keys(s).length === (other ? 2 : 1) ? ([undefined, s.terrain] as const) : NO;
        },
      }),
    ),
  );
}

export const targetScopes = {
  en: scoped({ target: (other, yours) => `${other ? 'another ' : ''}target Character${yours ? ' you control' : ''}`, inMine: 'in my Expedition', inOther: 'in your other Expedition', inTerrain: 'in', inFacing: 'in the Expedition facing me' }),
  fr: scoped({ target: (other, yours) => `un ${other ? 'autre ' : ''}Personnage ciblé${yours ? ' que vous contrôlez' : ''}`, inMine: 'dans mon Expédition', inOther: 'dans votre autre Expédition', inTerrain: 'en', inFacing: "dans l' Expédition qui me fait face" }),
};
