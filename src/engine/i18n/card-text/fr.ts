/** The card compilers' reasons the engine gives, in French. */
import { translation } from '../catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'syntax.unread': 'aucune règle de la formulation ne lit "{words}" ici',
  'syntax.unended': 'la phrase ne finit comme aucune règle ne l\'attend',
  'syntax.tooAmbiguous': 'le texte est trop ambigu pour être lu dans le budget de lecture',
  'syntax.tooLong': 'le texte fait plus de {max} caractères',
});
