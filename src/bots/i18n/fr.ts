/** A bot spec's refusals in French. */
import { translation } from '../../engine/i18n/catalogue.js';
import type { en } from './en.js';

export const fr = translation<typeof en>()({
  'UNKNOWN_BOT': "bot inconnu {kind} dans {spec} ; connus : {known}",
  'BAD_BOT_OPTION.level': "le niveau de recherche {level} n'existe pas ; niveaux : {levels}",
  'BAD_BOT_OPTION.option': "{option} n'est pas une option du bot {kind} ; il prend {options}",
  'BAD_BOT_OPTION.searchOption': "{option} n'est pas une option du bot search ; il prend un niveau et {options}",
  'BAD_BOT_OPTION.positive': "{option} doit être positif",
  'pool.replaysElsewhere': "l'enregistrement rejoue vers un autre état",
  'incident.illegal': "a choisi une action qui n'est pas légale : {action}",
  'incident.timeout': 'a pris {ms} ms, au-delà de la limite de {limit} ms',
  'incident.logged': 'bot {bot} ({seat}) : {reason} : {message} ; une action légale au hasard a été jouée',
});
