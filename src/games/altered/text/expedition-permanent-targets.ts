/**
 * A character or an expedition permanent as a target, in both languages side by side (card data:
 * the target `anyCharacterOrPermanent` with the scope `expeditionPermanents`: no landmark):
 * "target Character or Expedition Permanent" ("un Personnage ou Permanent d'Expédition ciblé"),
 * what switches expeditions ("You may have target Character or Expedition Permanent switch
 * Expeditions", "Vous pouvez changer un Personnage ou Permanent d'Expédition ciblé d'Expédition";
 * switch-expeditions.ts).
 */
import type { Named } from './ast.js';
import { constantValue, type Rule } from './primitives.js';

const NAMED = { target: 'anyCharacterOrPermanent', scope: { expeditionPermanents: true } } as Named;

export const expeditionPermanentTargets: Readonly<Record<'en' | 'fr', Rule<Named>>> = {
  en: constantValue('target Character or Expedition Permanent', NAMED),
  fr: constantValue("un Personnage ou Permanent d' Expédition ciblé", NAMED),
};
