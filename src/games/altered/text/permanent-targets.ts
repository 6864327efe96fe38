/**
 * Permanents as targets, in both languages: "target Permanent", "target Permanent you control",
 * "target Character or Permanent" ("un Permanent ciblé", "un Permanent ciblé que vous
 * contrôlez", "un Personnage ou Permanent ciblé"); a permanent is a landmark or an expedition
 * permanent in play. Each may be qualified by its Hand Cost, as a character target is.
 */
import { alt } from '../../../engine/syntax/syntax.js';
import type { Named } from './ast.js';
import { handCost } from './hand-cost.js';
import { constantValue, type Rule } from './primitives.js';

interface PermanentWords {
  readonly yours: string;
  readonly any: string;
  readonly characterOrPermanent: string;
}

function names(said: PermanentWords): Rule<Named> {
  return alt(
    constantValue(said.yours, { target: 'friendlyPermanent' } as Named),
    constantValue(said.characterOrPermanent, { target: 'anyCharacterOrPermanent' } as Named),
    constantValue(said.any, { target: 'anyPermanent' } as Named),
  );
}

export const permanentTargets = {
  en: handCost.en(names({ yours: 'target Permanent you control', any: 'target Permanent', characterOrPermanent: 'target Character or Permanent' })),
  fr: handCost.fr(names({ yours: 'un Permanent ciblé que vous contrôlez', any: 'un Permanent ciblé', characterOrPermanent: 'un Personnage ou Permanent ciblé' })),
};
