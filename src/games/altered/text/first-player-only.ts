/**
 * A quick action only the first player may activate, a sentence after its steps, in both
 * languages side by side (card data: the ability's `firstPlayerOnly`): "{T} : [After You]. You
 * can only activate this if you are the first player." ("Vous pouvez seulement activer cela si
 * vous êtes le premier joueur.").
 */
import { words, type Rule } from './primitives.js';

export const firstPlayerOnlyWords: Readonly<Record<'en' | 'fr', Rule<undefined>>> = {
  en: words('You can only activate this if you are the first player'),
  fr: words('Vous pouvez seulement activer cela si vous êtes le premier joueur'),
};
